//! Asking the built tables about a game in progress: a value is called proven only
//! where it holds under the real rules, its repetition history included.

use super::build;
use super::loaded::Tables;
use super::solve::Solved;
use super::tsoro::{TsoroTables, Value};
use super::tsoro_file;
use mancala_rules::{Action, Game, GameKind};

/// The longest expected line a proven answer shows.
const LINE_ACTIONS: usize = 40;

/// A proven answer from the tables, for the player to move.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Proven {
    /// A best action.
    pub action: Action,
    /// The capture margin from here on with best play (this player's captures to come
    /// minus the opponent's).
    pub margin: i32,
    /// The expected actions, `action` first, as far as the values stay proven.
    pub line: Vec<Action>,
}

/// The proven answer for `game` from `solved`: when the position's value is exact and no
/// position but this one has occurred twice since the last capture (so no line of play
/// can end by repetition before a forcing line repeats, which it never does).
pub fn proven(solved: &Solved, game: &Game) -> Option<Proven> {
    if !game.no_position_twice_but_this() {
        return None;
    }
    let (first, margin) = solved.best_move(game.position())?;
    let mut line = Vec::new();
    let mut g = game.clone();
    let mut next = Some(first);
    while let Some(i) = next {
        let action = g.position().action_at(i);
        line.push(action);
        g.apply(action).ok()?;
        if g.position().is_over() || line.len() >= LINE_ACTIONS || !g.no_position_twice_but_this() {
            break;
        }
        next = solved.best_move(g.position()).map(|(i, _)| i);
    }
    Some(Proven {
        action: line[0],
        margin: margin as i32,
        line,
    })
}

/// The bounds of the capture margin to come for the player to move, where the tables
/// bound but do not fix it, under the same condition as [`proven`]: `None` where the
/// value is exact, not built, or positions seen twice could end play early.
pub fn bounds(solved: &Solved, game: &Game) -> Option<(i32, i32)> {
    if !game.no_position_twice_but_this() {
        return None;
    }
    let (lo, hi) = solved.probe(game.position())?;
    (lo != hi).then_some((lo as i32, hi as i32))
}

/// The layers a Hoyito II position needs (every one up to its seeds), read from the
/// folder of `tables` when all are built and sound; `None` otherwise, with no folder,
/// or for Tsoro.
pub(crate) fn load_for(tables: &Tables, game: &Game) -> Option<Solved> {
    let rules = game.position().rules();
    // Hoyito II's tables only: never for Hoyito I or III, whose positions are the same
    // boards played by other rules.
    if *rules != mancala_rules::Rules::hoyito(rules.holes_per_row)
        || game.position().to_move().is_none()
    {
        return None;
    }
    let dir = tables.folder()?;
    build::load(
        dir,
        rules.holes_per_row,
        game.position().seeds_on_board() as usize,
    )
}

/// Tsoro: the tables built for `game`'s board, read from the folder of `tables` when
/// the total of its stones is built (with every total below it); `None` otherwise, with
/// no folder, or for Hoyito II.
pub(crate) fn load_tsoro_for(tables: &Tables, game: &Game) -> Option<TsoroTables> {
    let rules = *game.position().rules();
    if rules.game != GameKind::Tsoro
        || !tsoro_file::indexed(&rules)
        || game.position().to_move().is_none()
    {
        return None;
    }
    let dir = tables.folder()?;
    let stones = game.position().seeds_on_board() as usize;
    if !tsoro_file::total_path(dir, &rules, stones).exists() {
        return None;
    }
    tsoro_file::load(dir, rules).filter(|t| t.top() >= Some(stones))
}

/// A Tsoro answer the tables prove: the win or loss, in actions, and the expected line.
pub struct TsoroProven {
    pub value: Value,
    /// The expected actions, the best first, as far as the values stay proven.
    pub line: Vec<Action>,
}

/// The proven answer for `game` (at a turn's start or within one) from Tsoro's
/// `tables`, under the same condition as [`proven`]: a win or a loss, never a
/// position that goes round, and no position but this one seen twice since the last
/// capture.
pub fn tsoro_proven(tables: &TsoroTables, game: &Game) -> Option<TsoroProven> {
    if !game.no_position_twice_but_this() {
        return None;
    }
    let (mut turn, value) = tables.best_turn(game.position())?;
    if value == Value::Unknown {
        return None;
    }
    let mut line = Vec::new();
    let mut g = game.clone();
    loop {
        for action in turn {
            line.push(action);
            g.apply(action).ok()?;
        }
        if g.position().is_over() || line.len() >= LINE_ACTIONS || !g.no_position_twice_but_this() {
            break;
        }
        turn = tables.best_turn(g.position())?.0;
    }
    Some(TsoroProven { value, line })
}

/// Whether Tsoro's `tables` find that neither side can force an end from `game` (play
/// goes round, and the repetition rule decides the game), under the same condition as
/// [`tsoro_proven`].
pub(crate) fn tsoro_goes_round(tables: &TsoroTables, game: &Game) -> bool {
    game.no_position_twice_but_this()
        && tables
            .best_turn(game.position())
            .is_some_and(|(_, value)| value == Value::Unknown)
}

#[cfg(test)]
mod tests {
    use super::*;
    use mancala_rules::{HoyitoForm, Player, Rules};

    /// Hoyito I and III are played on Hoyito II's board, with the same positions: the
    /// tables built for Hoyito II 2x4 must serve Hoyito II only, through every door.
    #[test]
    fn hoyito_ii_tables_serve_neither_hoyito_i_nor_hoyito_iii() {
        let dir = crate::test_temp::TempDir::new("variants-probe");
        build::build(dir.path(), 4, 8, &mut |_| {}, None).unwrap();
        let tables = Tables::in_folder(dir.path().to_path_buf());
        let rows = [vec![1, 0, 2, 1], vec![0, 3, 0, 1]];
        let at = |rules| Game::from_position(rules, &rows, Player::South, [12, 12]).unwrap();
        let ii = at(Rules::hoyito(4));
        assert!(load_for(&tables, &ii).is_some());
        assert!(tables.for_game(&ii).is_some());
        for form in [HoyitoForm::I, HoyitoForm::III] {
            let other = at(Rules::hoyito_form(form, 4));
            assert!(load_for(&tables, &other).is_none(), "{form:?}");
            assert!(tables.for_game(&other).is_none(), "{form:?}");
        }
    }

    /// Tsoro's tables are named by board, picks and heads only: the other rule sets
    /// have none.
    #[test]
    fn tsoro_tables_are_for_counted_heads_without_the_other_options() {
        let base = Rules::tsoro(6);
        assert!(tsoro_file::indexed(&base));
        assert!(tsoro_file::indexed(&base.with_heads(1).with_bonus_picks(0)));
        let named = ["a1", "b1", "f4", "e4"].map(|h| h.parse().unwrap());
        for other in [
            base.with_heads(0),
            base.with_head_holes(named),
            base.with_extra_counters(true),
            base.with_bonus_picks(0).with_reentered_captures(true),
        ] {
            assert!(!tsoro_file::indexed(&other), "{other:?}");
        }
    }
}
