use mancala_tui::rules::*;
struct Rng(u64);
impl Rng { fn next(&mut self) -> u64 { self.0 ^= self.0 << 13; self.0 ^= self.0 >> 7; self.0 ^= self.0 << 17; self.0 } }
fn main() {
    let mut rng = Rng(999);
    let mut best: Option<(usize, String)> = None;
    for _ in 0..200000 {
        let mut rows = vec![vec![0u8; 6]; 4];
        let ks = 1 + rng.next() % 10; let kn = 1 + rng.next() % 10;
        for _ in 0..ks { let r = (rng.next() % 2) as usize; rows[r][(rng.next() % 6) as usize] += 1; }
        for _ in 0..kn { let r = 2 + (rng.next() % 2) as usize; rows[r][(rng.next() % 6) as usize] += 1; }
        let Ok(mut g) = Game::from_position(Rules::tsoro(6), &rows, Player::South, [0, 0]) else { continue };
        let mut acts = vec![];
        while !g.is_over() && acts.len() < 200 {
            let l = g.legal_actions();
            let a = l[(rng.next() % l.len() as u64) as usize];
            g.apply(a).unwrap(); acts.push(a.to_string());
        }
        if g.outcome().map(|o| o.reason) == Some(EndReason::Repetition) && g.outcome().unwrap().winner.is_some() {
            if best.as_ref().map_or(true, |b| acts.len() < b.0) {
                best = Some((acts.len(), format!("{:?} {:?} {:?}", rows, acts, g.outcome())));
            }
        }
    }
    println!("{:?}", best);
}
