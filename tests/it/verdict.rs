//! The evaluations a player reads (issue 19, part 4): expected final captures from the
//! viewer's side, in the game's own units, never more than the seeds in play allow.

use mancala_rules::{Game, GameKind, Player, Rules};
use mancala_tui::analysis::verdict::{self, Expected, Tally, Viewer};
use mancala_tui::engine::ai::WIN;

const S: Player = Player::South;
const N: Player = Player::North;

fn labels() -> [String; 2] {
    ["South".into(), "North".into()]
}

fn tally(south: u16, north: u16, in_play: u16) -> Tally {
    Tally {
        captured: [south, north],
        in_play,
        counted: true,
    }
}

fn words(kind: GameKind, t: Tally, score: i32, proven: bool, viewer: Viewer) -> String {
    verdict::words(kind, t, score, proven, viewer, &labels())
}

#[test]
fn hoyito_from_either_side_in_seeds() {
    let h = GameKind::HoyitoII;
    // The start of 2x6: 48 in play. North +27 is about 11 to 37 (27 is odd: 26).
    let start = tally(0, 0, 48);
    assert_eq!(
        words(h, start, -27, false, Viewer::You(S)),
        "you are expected to lose, about 11 seeds to 37"
    );
    assert_eq!(
        words(h, start, -27, false, Viewer::You(N)),
        "you are expected to win, about 37 seeds to 11"
    );
    assert_eq!(
        words(h, start, -27, false, Viewer::Onlooker),
        "North is expected to win, about 37 seeds to 11"
    );
    assert_eq!(
        words(h, start, -27, false, Viewer::Side(S)),
        "South is expected to lose, about 11 seeds to 37"
    );
    assert_eq!(
        words(h, tally(10, 14, 24), 4, true, Viewer::You(N)),
        "you lose 22 seeds to 26 with best play"
    );
    assert_eq!(
        words(h, tally(10, 14, 24), 4, true, Viewer::Side(N)),
        "North loses 22 seeds to 26 with best play"
    );
    assert_eq!(
        words(h, start, 0, false, Viewer::You(S)),
        "about even: 24 seeds each expected"
    );
    assert_eq!(
        words(h, tally(20, 20, 8), 0, true, Viewer::Onlooker),
        "a draw with best play, 24 seeds each"
    );
}

#[test]
fn tsoro_from_either_side_in_stones() {
    let t = GameKind::Tsoro;
    let mid = tally(20, 10, 60);
    assert_eq!(
        words(t, mid, 14, false, Viewer::You(S)),
        "you are expected to win, about 52 stones to 38"
    );
    assert_eq!(
        words(t, mid, 14, false, Viewer::You(N)),
        "you are expected to lose, about 38 stones to 52"
    );
    assert_eq!(
        words(t, mid, -(WIN - 5), true, Viewer::You(S)),
        "you lose with best play (in 5 actions)"
    );
    assert_eq!(
        words(t, mid, -(WIN - 1), true, Viewer::Side(N)),
        "North wins with best play (in 1 action)"
    );
    assert_eq!(
        words(t, mid, WIN - 3, true, Viewer::Onlooker),
        "South wins with best play (in 3 actions)"
    );
    for viewer in [Viewer::You(S), Viewer::You(N), Viewer::Onlooker] {
        let w = words(t, mid, -7, false, viewer);
        assert!(w.contains("stones") && !w.contains("seed"), "{w}");
    }
}

#[test]
fn a_margin_larger_than_the_seeds_in_play_is_never_shown() {
    // "+39 seeds" on a board with 10 in play and 20 to 18 captured: South takes at
    // most the 10, so 30 to 18.
    assert_eq!(
        words(
            GameKind::HoyitoII,
            tally(20, 18, 10),
            39,
            false,
            Viewer::You(S)
        ),
        "you are expected to win, about 30 seeds to 18"
    );
    assert_eq!(verdict::short(tally(20, 18, 10), 39, false), "30-18");
    assert_eq!(verdict::short(tally(20, 18, 10), -39, true), "20-28*");
    // Every score on every tally: each side keeps its captures, the in-play seeds are
    // shared (so the margin moves by no more than them), and the words' counts are those.
    for (s, n, p) in [(0, 0, 48), (20, 18, 10), (0, 0, 96), (30, 5, 1), (3, 40, 0)] {
        let t = tally(s, n, p);
        for score in (-120..=120).chain([WIN - 2, -(WIN - 2)]) {
            let e = Expected::of(t, score);
            assert!(e.south >= s && e.north >= n, "{t:?} {score}: {e:?}");
            assert_eq!(e.south + e.north, t.total(), "{t:?} {score}");
            let now = s as i32 - n as i32;
            let shown = e.south as i32 - e.north as i32;
            assert!((shown - now).abs() <= p as i32, "{t:?} {score}: {e:?}");
            assert!(shown.abs() <= t.total() as i32);
            if score.abs() < 500 {
                // Never further from the score than a seed, once clamped.
                let clamped = score.clamp(now - p as i32, now + p as i32);
                assert!((shown - clamped).abs() <= 1, "{t:?} {score}: {e:?}");
                let w = words(GameKind::HoyitoII, t, score, false, Viewer::You(S));
                let (big, small) = (e.south.max(e.north), e.south.min(e.north));
                assert!(
                    w.contains(&format!("{big} seeds to {small}"))
                        || w.contains(&format!("{small} seeds to {big}"))
                        || w.contains(&format!("{big} seeds each")),
                    "{w}"
                );
            }
        }
    }
}

#[test]
fn a_tally_counts_the_captures_and_the_board() {
    let g = Game::new(Rules::hoyito(6)).unwrap();
    assert_eq!(Tally::of(&g), tally(0, 0, 48));
    let g = Game::new(Rules::tsoro(21)).unwrap();
    let t = Tally::of(&g);
    assert_eq!(t.captured, [0, 0]);
    assert_eq!(t.in_play, g.position().seeds_on_board());
}

#[test]
fn a_fall_in_expected_score_is_said_in_the_games_units() {
    assert_eq!(
        verdict::fell(GameKind::HoyitoII, "South", 30, 22),
        "South's expected score fell from 30 to 22 seeds"
    );
    assert_eq!(
        verdict::fell(GameKind::Tsoro, "North", 40, 31),
        "North's expected score fell from 40 to 31 stones"
    );
}
