//! A position printed for people and for programs: the output of `mancala check`.

use crate::rules::{EndReason, Game, GameKind, Hole, Player};
use serde::Serialize;

/// The position JSON of the rules brief (`mancala check --json`), keys in the brief's order.
#[derive(Serialize)]
pub struct PositionJson {
    pub board: Vec<Vec<u8>>,
    pub captured: Captured,
    pub to_move: Option<&'static str>,
    pub awaiting: Option<&'static str>,
    pub over: bool,
    pub winner: Option<&'static str>,
    /// How the game ended (`all-captured`, `no-legal-move`, `repetition`), or null.
    pub end: Option<&'static str>,
    /// The head where a stop-or-continue choice is pending, or null.
    pub head: Option<String>,
    /// Bonus picks still owed.
    pub picks_left: u8,
}

/// Captured seeds per player.
#[derive(Serialize)]
pub struct Captured {
    pub south: u16,
    pub north: u16,
}

impl PositionJson {
    pub fn of(game: &Game) -> PositionJson {
        let outcome = game.outcome();
        PositionJson {
            board: game.rows(),
            captured: Captured {
                south: game.captured(Player::South),
                north: game.captured(Player::North),
            },
            to_move: game.to_move().map(Player::key),
            awaiting: game.awaiting().map(|a| a.key()),
            over: game.is_over(),
            winner: outcome.and_then(|o| o.winner).map(Player::key),
            end: outcome.map(|o| o.reason.key()),
            head: game.pending_head().map(|h| h.to_string()),
            picks_left: game.picks_left(),
        }
    }
}

/// The position JSON as one line of text.
pub fn to_json(game: &Game) -> String {
    serde_json::to_string(&PositionJson::of(game)).expect("a position always serializes")
}

/// What the game is played with, one of them (see [`GameKind::counted`]).
pub fn counted(kind: GameKind) -> &'static str {
    kind.counted()
}

/// A count of what the game is played with, in its own word: "1 seed", "2 seeds" in
/// Hoyito II; "1 stone", "2 stones" in Tsoro; "1 semilla", "2 piedras" in Spanish.
pub fn amount(kind: GameKind, n: impl Into<i64>) -> String {
    let n = n.into();
    match kind {
        GameKind::HoyitoII => crate::t!("seeds", count = n),
        GameKind::Tsoro => crate::t!("stones", count = n),
    }
}

/// A player's name with their side, e.g. `Ana (South)`, or just `South` when unnamed.
/// Names come from files: they are escaped and cut (see [`crate::text`]).
pub fn player_label(names: &[String; 2], player: Player) -> String {
    let name = &names[player.index()];
    if name.is_empty() || name == player.name() {
        player.name().to_string()
    } else {
        let name = crate::text::escape_for_terminal(name, crate::text::NAME_COLUMNS);
        format!("{name} ({})", player.name())
    }
}

/// A sentence saying whose turn it is and what they must do, or how the game ended.
pub fn status_line(game: &Game, names: &[String; 2]) -> String {
    let name = |p: Player| player_label(names, p);
    if let Some(outcome) = game.outcome() {
        // The winner's score first: "North wins 28 to 20".
        let (result, first) = match outcome.winner {
            Some(p) => (format!("{} wins", name(p)), p),
            None => ("Draw,".to_string(), Player::South),
        };
        return format!(
            "Game over: {result} {} to {} captured ({}).",
            game.captured(first),
            game.captured(first.opponent()),
            why_it_ended(game, names)
        );
    }
    let player = game.current_player();
    if let Some(head) = game.pending_head() {
        format!(
            "{} to choose: continue sowing from {head} ({}) or stop there.",
            name(player),
            amount(game.rules().game, game.count(head).unwrap_or(0) as u16)
        )
    } else if game.picks_left() > 0 {
        let k = game.picks_left();
        format!(
            "{} to pick {k} bonus hole{} from the opponent's side.",
            name(player),
            if k == 1 { "" } else { "s" }
        )
    } else {
        format!("{} to sow.", name(player))
    }
}

/// An action of `game`'s player to move, in words: "sow c1", "take m2", "continue
/// sowing from t1", "stop at t1" (a head answer names its head).
pub fn action_words(game: &Game, action: crate::rules::Action) -> String {
    use crate::rules::Action;
    let head = || game.pending_head().map_or(String::new(), |h| h.to_string());
    match action {
        Action::Sow(h) => format!("sow {h}"),
        Action::Pick(h) => format!("take {h}"),
        Action::Continue => format!("continue sowing from {}", head()),
        Action::Stop => format!("stop at {}", head()),
    }
}

/// Why a finished game ended, in the terms that decided it: all seeds captured, the
/// player left without a move (Tsoro), or a repetition (with the seeds on each side,
/// which decide it in Tsoro). Empty while the game goes on.
pub fn why_it_ended(game: &Game, names: &[String; 2]) -> String {
    let Some(outcome) = game.outcome() else {
        return String::new();
    };
    match (game.rules().game, outcome.reason) {
        (GameKind::HoyitoII, EndReason::AllCaptured) => "all seeds captured".into(),
        (GameKind::Tsoro, EndReason::AllCaptured) => "all stones captured".into(),
        (GameKind::HoyitoII, EndReason::Repetition) => {
            "the same position for the third time: each took the seeds of their own row".into()
        }
        (GameKind::Tsoro, EndReason::Repetition) => format!(
            "the same position for the third time: {} to {} stones on their sides",
            game.seeds_on_side(Player::South),
            game.seeds_on_side(Player::North)
        ),
        (_, EndReason::NoLegalMove) => format!(
            "{} has no legal move left",
            player_label(names, game.current_player())
        ),
    }
}

/// The board drawn in plain text, North's rows at the top, with letters and row numbers.
pub fn board_text(game: &Game, names: &[String; 2]) -> String {
    let layout = game.layout();
    let mut out = String::new();
    out.push_str(&game.rules().describe());
    out.push('\n');
    let header: String = (0..layout.n)
        .map(|c| format!("{:>4}", Hole::new(c as u8, 1).letter()))
        .collect();
    out.push_str(&format!("   {header}\n"));
    let rows = layout.rows() as u8;
    for row in (1..=rows).rev() {
        let cells: String = (0..layout.n as u8)
            .map(|c| {
                let hole = Hole::new(c, row);
                let count = game.count(hole).unwrap_or(0);
                if game.is_head(hole) {
                    format!("{:>3}*", count)
                } else {
                    format!("{:>3} ", count)
                }
            })
            .collect();
        let side = match (game.rules().game, row) {
            (GameKind::HoyitoII, 2) | (GameKind::Tsoro, 4) => Some(Player::North),
            (_, 1) => Some(Player::South),
            _ => None,
        };
        let label = side
            .map(|p| {
                format!(
                    "   {}: {} captured",
                    player_label(names, p),
                    game.captured(p)
                )
            })
            .unwrap_or_default();
        out.push_str(&format!("{row:>2} {cells}{label}\n"));
        if row == rows / 2 + 1 {
            out.push_str(&format!("   {}\n", "-".repeat(4 * layout.n)));
        }
    }
    if game.rules().game == GameKind::Tsoro {
        out.push_str("   * marks a head\n");
    }
    out.push_str(&status_line(game, names));
    out.push('\n');
    out
}
