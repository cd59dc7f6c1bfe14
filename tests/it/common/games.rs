//! Games set up and played in record notation, random games and long records (tests
//! only; the example `long_record` includes this file too).
#![allow(dead_code)]

use mancala_rules::{Action, Event, Game, Hole, Player, Rules, parse_hole};

/// A hole from its name.
pub fn hole(name: &str) -> Hole {
    parse_hole(name).unwrap_or_else(|e| panic!("{e}"))
}

/// An action from record notation.
pub fn action(text: &str) -> Action {
    text.parse().unwrap_or_else(|e| panic!("{e}"))
}

/// Play actions that must all be legal.
pub fn play(game: &mut Game, actions: &[&str]) {
    for (i, text) in actions.iter().enumerate() {
        if let Err(e) = game.apply(action(text)) {
            panic!("action {} {text:?} refused: {e}", i + 1);
        }
    }
}

/// Play one legal action and return its report.
pub fn report(game: &mut Game, text: &str) -> Vec<Event> {
    game.apply_reported(action(text))
        .unwrap_or_else(|e| panic!("{text:?} refused: {e}"))
}

/// A set-up position; `rows` from row 1 upwards.
pub fn position(rules: Rules, rows: &[&[u8]], to_move: Player, captured: [u16; 2]) -> Game {
    let rows: Vec<Vec<u8>> = rows.iter().map(|r| r.to_vec()).collect();
    Game::from_position(rules, &rows, to_move, captured).unwrap()
}

/// The refusal message of an action.
pub fn refusal(game: &Game, text: &str) -> String {
    match game.position().check(action(text)) {
        Ok(()) => panic!("{text:?} was accepted"),
        Err(e) => e.to_string(),
    }
}

/// The program's one random generator, for random games.
pub use mancala_tui::engine::ai::Rng;

/// A random legal action.
pub fn random_action(game: &Game, rng: &mut Rng) -> Action {
    let actions = game.position().legal_actions();
    actions[rng.below(actions.len())]
}

/// Every preset of both games, Tsoro with its default options.
pub fn presets() -> Vec<Rules> {
    let mut all = vec![Rules::hoyito(6), Rules::hoyito(12)];
    for n in [6, 8, 12, 15, 18, 21] {
        all.push(Rules::tsoro(n));
    }
    all
}

/// An independent brute-force simulation of one move's lap sequence on a 12-hole
/// circuit, keeping every lap start in a hash set: the laps played before a lap start
/// repeats, or `None` when a lap ends the move first (`ends(count)` after its last seed).
pub fn brute_force_laps(circuit: [u8; 12], origin: usize, ends: fn(u8) -> bool) -> Option<usize> {
    let mut seen = std::collections::HashSet::new();
    let (mut c, mut h) = (circuit, origin);
    loop {
        if !seen.insert((h, c)) {
            return Some(seen.len());
        }
        let seeds = c[h] as usize;
        c[h] = 0;
        let mut i = h;
        for _ in 0..seeds {
            i = (i + 1) % 12;
            c[i] += 1;
        }
        if ends(c[i]) {
            return None;
        }
        h = i;
    }
}

/// A random legal action that captures nothing when there is one, but for one in
/// `rarely` turns: the long stretches between captures that fill the repetition table.
pub fn quiet_action(game: &Game, rng: &mut Rng, rarely: usize) -> Action {
    let mut actions = game.position().legal_actions();
    if rng.below(rarely) == 0 {
        return actions[rng.below(actions.len())];
    }
    while !actions.is_empty() {
        let a = actions.swap_remove(rng.below(actions.len()));
        let mut trial = *game.position();
        trial.apply(a).unwrap();
        if trial.captured_both() == game.position().captured_both() || actions.is_empty() {
            return a;
        }
    }
    unreachable!("a game that is not over has a legal action")
}

/// A legal record of `actions` random actions of `rules` (seeded) with few captures, as
/// record JSON: the long games the replay and memory tests need. A game that ends early
/// is played again from the next seed.
pub fn long_record(rules: Rules, seed: u64, actions: usize) -> String {
    for attempt in 0.. {
        let mut rng = Rng::new(seed + attempt);
        let mut game = Game::new(rules).unwrap();
        let mut played = Vec::with_capacity(actions);
        while played.len() < actions && !game.position().is_over() {
            let a = quiet_action(&game, &mut rng, 2000);
            game.apply(a).unwrap();
            played.push(a);
        }
        if played.len() == actions {
            let mut record =
                mancala_tui::store::record::Record::new(rules, ["South".into(), "North".into()]);
            record.actions = played;
            return record.to_json(None);
        }
    }
    unreachable!("the attempts never end")
}

/// The path of the sample game `name` (`assets/games/NAME.json`).
pub fn sample(name: &str) -> String {
    format!("{}/assets/games/{name}.json", env!("CARGO_MANIFEST_DIR"))
}
