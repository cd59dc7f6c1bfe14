//! A position printed for people and for programs: the output of `mancala check`.

use mancala_rules::{EndReason, Game, GameKind, Hole, Player};
use serde::Serialize;

/// The position JSON of the rules brief (`mancala check --json`), keys in the brief's order.
#[derive(Serialize)]
pub(crate) struct PositionJson {
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
    /// The rule set played, as a record's `rules` writes it.
    pub rules: RulesJson,
}

/// A record's `"rules"`, and the position JSON's: the game (`hoyito-i`, `hoyito-ii`,
/// `hoyito-iii`, `tsoro`) and its board; Tsoro's bonus picks and heads for Tsoro only;
/// the heads by name instead of their count when they are named; the extra counters
/// and re-entered captures only when they are played. The one way both write rules.
#[derive(Serialize)]
pub(crate) struct RulesJson {
    game: &'static str,
    holes_per_row: u8,
    #[serde(skip_serializing_if = "Option::is_none")]
    bonus_picks: Option<u8>,
    #[serde(skip_serializing_if = "Option::is_none")]
    heads: Option<u8>,
    #[serde(skip_serializing_if = "Option::is_none")]
    head_holes: Option<Vec<String>>,
    #[serde(skip_serializing_if = "Option::is_none")]
    extra_counters: Option<bool>,
    #[serde(skip_serializing_if = "Option::is_none")]
    reentered_captures: Option<bool>,
}

impl RulesJson {
    pub(crate) fn of(rules: &mancala_rules::Rules) -> RulesJson {
        let tsoro = |n| (rules.game == GameKind::Tsoro).then_some(n);
        RulesJson {
            game: rules.game_key(),
            holes_per_row: rules.holes_per_row,
            bonus_picks: tsoro(rules.bonus_picks),
            heads: tsoro(rules.heads).filter(|_| rules.head_holes.is_none()),
            head_holes: rules
                .head_holes
                .map(|holes| holes.iter().map(|h| h.to_string()).collect()),
            extra_counters: rules.extra_counters.then_some(true),
            reentered_captures: rules.reentered_captures.then_some(true),
        }
    }
}

/// Captured seeds per player.
#[derive(Serialize)]
pub struct Captured {
    pub south: u16,
    pub north: u16,
}

impl PositionJson {
    pub fn of(game: &Game) -> PositionJson {
        let outcome = game.position().outcome();
        PositionJson {
            board: game.position().rows(),
            captured: Captured {
                south: game.position().captured(Player::South),
                north: game.position().captured(Player::North),
            },
            to_move: game.position().to_move().map(Player::key),
            awaiting: game.position().awaiting().map(|a| a.key()),
            over: game.position().is_over(),
            winner: outcome.and_then(|o| o.winner).map(Player::key),
            end: outcome.map(|o| o.reason.key()),
            head: game.position().pending_head().map(|h| h.to_string()),
            picks_left: game.position().picks_left(),
            rules: RulesJson::of(game.position().rules()),
        }
    }
}

/// The position JSON as one line of text.
pub fn to_json(game: &Game) -> String {
    serde_json::to_string(&PositionJson::of(game)).expect("a position always serializes")
}

/// What the game is played with, one of them, in the language spoken: "seed" or
/// "stone", "semilla" or "piedra" (an `s` makes the plural in both languages). Kept
/// once per language and game, so that callers may hold it as `&'static str`.
pub fn counted(kind: GameKind) -> &'static str {
    use std::sync::OnceLock;
    static WORDS: [[OnceLock<String>; 2]; 2] = [
        [OnceLock::new(), OnceLock::new()],
        [OnceLock::new(), OnceLock::new()],
    ];
    let lang = crate::words::i18n::current();
    let (row, id) = match kind {
        GameKind::HoyitoII => (0, "unit-seed"),
        GameKind::Tsoro => (1, "unit-stone"),
    };
    let column = usize::from(lang == crate::words::i18n::Lang::Es);
    WORDS[row][column].get_or_init(|| crate::words::i18n::message_in(lang, id, &[]))
}

/// A side's name in sentences, in the language spoken: "South", "Sur".
pub(crate) fn side_name(player: Player) -> String {
    match player {
        Player::South => crate::t!("side-south"),
        Player::North => crate::t!("side-north"),
    }
}

/// Whether `name` is `player`'s side's own name in a language the program speaks
/// ("South", "Sur"): a player under it is called by the side, in the language spoken,
/// and a record keeps it as the side's key name ("South"), the same in every language.
pub(crate) fn is_side_name_of(name: &str, player: Player) -> bool {
    let name = name.trim();
    let id = match player {
        Player::South => "side-south",
        Player::North => "side-north",
    };
    name == player.name()
        || crate::words::i18n::Lang::ALL
            .into_iter()
            .any(|lang| crate::words::i18n::message_in(lang, id, &[]) == name)
}

/// A player's label (see [`player_label`], `Record::side_label`) as the one a turn or
/// a loss falls to: in Spanish "al Sur", "al Norte (computadora, difícil)" for a side
/// said without a name, "a Ana (Sur)" for a name; in English the label alone.
pub(crate) fn to_whom(label: &str) -> String {
    if side_first(label) {
        crate::t!("to-side", player = label)
    } else {
        crate::t!("to-named", player = label)
    }
}

/// A player's label as the one something belongs to: in Spanish "del Sur", "de Ana
/// (Sur)" ("la puntuación esperada del Sur"); in English the label alone.
pub(crate) fn of_whom(label: &str) -> String {
    if side_first(label) {
        crate::t!("of-side", player = label)
    } else {
        crate::t!("of-named", player = label)
    }
}

/// A player's label as the one who does something: in Spanish "el Sur", "el Norte
/// (computadora, difícil)" for a side said without a name ("gana el Sur"), the name
/// alone otherwise; in English the label alone.
pub(crate) fn who(label: &str) -> String {
    if side_first(label) {
        crate::t!("who-side", player = label)
    } else {
        crate::t!("who-named", player = label)
    }
}

/// Whether a label starts with its side, said without a name ("Sur", "Norte
/// (computadora, difícil)").
fn side_first(label: &str) -> bool {
    [Player::South, Player::North].into_iter().any(|p| {
        label
            .strip_prefix(side_name(p).as_str())
            .is_some_and(|rest| rest.is_empty() || rest.starts_with(" ("))
    })
}

/// The rules in short, in the language spoken: `Hoyito II 2x6`, `Tsoro 4x21, 2 bonus
/// picks, 2 heads`, `Tsoro 4x8, 0 bonus picks, no heads, re-entered captures` (the
/// screens' words for [`mancala_rules::Rules::describe`], which records keep in English).
pub(crate) fn rules_words(rules: &mancala_rules::Rules) -> String {
    rules_words_in(rules, false)
}

/// The rules in fewer words, for a narrow title: "Tsoro 4x21, 2 picks, 2 heads".
pub(crate) fn rules_words_short(rules: &mancala_rules::Rules) -> String {
    rules_words_in(rules, true)
}

fn rules_words_in(rules: &mancala_rules::Rules, short: bool) -> String {
    let holes = rules.holes_per_row;
    let picks = rules.bonus_picks;
    let mut words = match (rules.game, rules.head_holes) {
        (GameKind::HoyitoII, _) => {
            return crate::t!("rules-hoyito", game = rules.title(), holes = holes);
        }
        (GameKind::Tsoro, Some(named)) => {
            let named = named.map(|h| h.to_string()).join(" ");
            if short {
                crate::t!(
                    "rules-tsoro-named-short",
                    holes = holes,
                    picks = picks,
                    named = named
                )
            } else {
                crate::t!(
                    "rules-tsoro-named",
                    holes = holes,
                    picks = picks,
                    named = named
                )
            }
        }
        (GameKind::Tsoro, None) if short => crate::t!(
            "rules-tsoro-short",
            holes = holes,
            picks = picks,
            heads = rules.heads
        ),
        (GameKind::Tsoro, None) => crate::t!(
            "rules-tsoro",
            holes = holes,
            picks = picks,
            heads = rules.heads
        ),
    };
    if rules.extra_counters {
        words.push_str(&crate::t!("rules-extra-counters"));
    }
    if rules.reentered_captures {
        words.push_str(&crate::t!("rules-reentered-captures"));
    }
    words
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

/// A player's name with their side, e.g. `Ana (South)`, or just `South` when unnamed
/// (or named as their side, as records name unnamed players), in the language spoken.
/// Names come from files: they are escaped and cut (see [`crate::words::text`]).
pub fn player_label(names: &[String; 2], player: Player) -> String {
    let name = &names[player.index()];
    let side = side_name(player);
    if name.is_empty() || is_side_name_of(name, player) {
        side
    } else {
        let name = crate::words::text::escape_for_terminal(name, crate::words::text::NAME_COLUMNS);
        crate::t!("player-with-side", name = name, side = side)
    }
}

/// How a player ended the game, as the result says why: "South resigned", "Ana
/// (South) ran out of time".
pub(crate) fn ending_why(ending: crate::store::record::Ending, names: &[String; 2]) -> String {
    use crate::store::record::Ending;
    let loser = who(&player_label(names, ending.loser()));
    match ending {
        Ending::Resigned(_) => crate::t!("ended-resigned", player = loser),
        Ending::OutOfTime(_) => crate::t!("ended-out-of-time", player = loser),
    }
}

/// The game over by a player, as the status line says it: "Game over: North wins
/// (South resigned).", "Game over: South wins on time (North ran out of time)."
pub fn ending_sentence(ending: crate::store::record::Ending, names: &[String; 2]) -> String {
    use crate::store::record::Ending;
    let winner = who(&player_label(names, ending.winner()));
    let why = ending_why(ending, names);
    match ending {
        Ending::Resigned(_) => crate::t!("status-ended", winner = winner, why = why),
        Ending::OutOfTime(_) => crate::t!("status-ended-on-time", winner = winner, why = why),
    }
}

/// A sentence saying whose turn it is and what they must do, or how the game ended.
pub fn status_line(game: &Game, names: &[String; 2]) -> String {
    let name = |p: Player| player_label(names, p);
    if let Some(over) = over_sentence(game, names, "status-over-win", "status-over-draw") {
        return over;
    }
    let player = to_whom(&name(game.position().current_player()));
    if let Some(head) = game.position().pending_head() {
        crate::t!(
            "status-head",
            player = player,
            hole = head.to_string(),
            amount = amount(
                game.position().rules().game,
                game.position().count(head).unwrap_or(0) as u16
            )
        )
    } else if game.position().picks_left() > 0 {
        crate::t!(
            "status-picks",
            player = player,
            count = game.position().picks_left()
        )
    } else {
        crate::t!("status-sow", player = player)
    }
}

/// How a finished game ended, in message `win` (the winner, the winner's score first:
/// "North wins 28 to 20") or `draw`, each with the captures and why it ended; `None`
/// while the game goes on.
pub(crate) fn over_sentence(
    game: &Game,
    names: &[String; 2],
    win: &str,
    draw: &str,
) -> Option<String> {
    let outcome = game.position().outcome()?;
    let first = outcome.winner.unwrap_or(Player::South);
    let (first_count, second_count) = (
        game.position().captured(first),
        game.position().captured(first.opponent()),
    );
    let why = why_it_ended(game, names);
    Some(match outcome.winner {
        Some(p) => crate::t!(
            win,
            winner = who(&player_label(names, p)),
            first = first_count,
            second = second_count,
            why = why
        ),
        None => crate::t!(draw, first = first_count, second = second_count, why = why),
    })
}

/// An action of `game`'s player to move, in words: "sow c1", "take m2", "continue
/// sowing from t1", "stop at t1" (a head answer names its head).
pub(crate) fn action_words(game: &Game, action: mancala_rules::Action) -> String {
    use mancala_rules::Action;
    let head = || {
        game.position()
            .pending_head()
            .map_or(String::new(), |h| h.to_string())
    };
    match action {
        Action::Sow(h) => crate::t!("action-sow", hole = h.to_string()),
        Action::Pick(h) => crate::t!("action-take", hole = h.to_string()),
        Action::Continue => crate::t!("action-continue", hole = head()),
        Action::Stop => crate::t!("action-stop", hole = head()),
    }
}

/// Why a finished game ended, in the terms that decided it: all seeds captured, the
/// player left without a move (Tsoro), or a repetition (with the seeds on each side,
/// which decide it in Tsoro). Empty while the game goes on.
pub(crate) fn why_it_ended(game: &Game, names: &[String; 2]) -> String {
    let Some(outcome) = game.position().outcome() else {
        return String::new();
    };
    match (game.position().rules().game, outcome.reason) {
        (GameKind::HoyitoII, EndReason::AllCaptured) => crate::t!("ended-all-seeds"),
        (GameKind::Tsoro, EndReason::AllCaptured) => crate::t!("ended-all-stones"),
        (GameKind::HoyitoII, EndReason::Repetition) => crate::t!("ended-repetition-hoyito"),
        (GameKind::Tsoro, EndReason::Repetition) => crate::t!(
            "ended-repetition-tsoro",
            south = game.position().seeds_on_side(Player::South),
            north = game.position().seeds_on_side(Player::North)
        ),
        (_, EndReason::NoLegalMove) => crate::t!(
            "ended-no-move",
            player = to_whom(&player_label(names, game.position().current_player()))
        ),
    }
}

/// The board drawn in plain text, North's rows at the top, with letters and row numbers;
/// a hole closed for a round of a match is `##`, with no count.
pub fn board_text(game: &Game, names: &[String; 2]) -> String {
    let layout = game.position().layout();
    let mut out = String::new();
    out.push_str(&rules_words(game.position().rules()));
    out.push('\n');
    let header: String = (0..layout.holes_per_row())
        .map(|c| format!("{:>4}", Hole::new(c as u8, 1).letter()))
        .collect();
    out.push_str(&format!("   {header}\n"));
    let rows = layout.rows() as u8;
    for row in (1..=rows).rev() {
        let cells: String = (0..layout.holes_per_row() as u8)
            .map(|c| {
                let hole = Hole::new(c, row);
                let count = game.position().count(hole).unwrap_or(0);
                if layout.is_closed(hole) {
                    " ## ".to_string()
                } else if game.position().is_head(hole) {
                    format!("{:>3}*", count)
                } else {
                    format!("{:>3} ", count)
                }
            })
            .collect();
        let side = match (game.position().rules().game, row) {
            (GameKind::HoyitoII, 2) | (GameKind::Tsoro, 4) => Some(Player::North),
            (_, 1) => Some(Player::South),
            _ => None,
        };
        let label = side
            .map(|p| {
                let words = crate::t!(
                    "board-captured",
                    player = player_label(names, p),
                    count = game.position().captured(p)
                );
                format!("   {words}")
            })
            .unwrap_or_default();
        out.push_str(&format!("{row:>2} {cells}{label}\n"));
        if row == rows / 2 + 1 {
            out.push_str(&format!("   {}\n", "-".repeat(4 * layout.holes_per_row())));
        }
    }
    if game.position().rules().game == GameKind::Tsoro {
        out.push_str(&format!("   {}\n", crate::t!("board-head-mark")));
    }
    if layout.has_closed() {
        out.push_str(&format!("   {}\n", crate::t!("board-closed-mark")));
    }
    out.push_str(&status_line(game, names));
    out.push('\n');
    out
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::words::i18n::{Lang, speaking};
    use mancala_rules::{Action, Rules};

    fn names() -> [String; 2] {
        ["Ana".to_string(), "North".to_string()]
    }

    /// A game started in Spanish plays under the sides' own names, "Sur" and "Norte":
    /// its record keeps them as "South" and "North", and in either language they read
    /// as the side's name in that language, never as a person called "Sur".
    #[test]
    fn side_names_are_the_sides_in_every_language_and_records_keep_them_in_english() {
        let spanish_names = ["Sur".to_string(), "Norte".to_string()];
        let record = crate::store::record::Record::new(Rules::hoyito(6), spanish_names.clone());
        let json = speaking(Lang::Es, || record.to_json(None));
        assert!(
            json.contains(r#""players": { "south": "South", "north": "North""#),
            "{json}"
        );
        assert!(is_side_name_of(" Sur ", Player::South));
        assert!(!is_side_name_of("Sur", Player::North));
        assert!(!is_side_name_of("Surya", Player::South));
        assert_eq!(player_label(&spanish_names, Player::South), "South");
        assert_eq!(
            speaking(Lang::Es, || player_label(&names(), Player::North)),
            "Norte"
        );
        assert_eq!(
            speaking(Lang::Es, || player_label(&names(), Player::South)),
            "Ana (Sur)"
        );
        // Another name is kept as it is.
        let ana = crate::store::record::Record::new(Rules::hoyito(6), names());
        assert!(ana.to_json(None).contains(r#""south": "Ana""#));
    }

    #[test]
    fn the_shared_words_speak_spanish_and_english_is_unchanged() {
        let game = Game::new(Rules::hoyito(6)).unwrap();
        let c1 = Hole::new(2, 1);
        assert_eq!(status_line(&game, &names()), "Ana (South) to sow.");
        assert_eq!(action_words(&game, Action::Sow(c1)), "sow c1");
        let es = speaking(Lang::Es, || {
            (
                status_line(&game, &names()),
                player_label(&names(), Player::North),
                action_words(&game, Action::Sow(c1)),
                action_words(&game, Action::Pick(c1)),
                counted(GameKind::Tsoro),
                rules_words(&Rules::tsoro(21).with_bonus_picks(1)),
            )
        });
        assert_eq!(
            es,
            (
                "Le toca sembrar a Ana (Sur).".to_string(),
                "Norte".to_string(),
                "sembrar c1".to_string(),
                "tomar c1".to_string(),
                "piedra",
                "Tsoro 4x21, 1 toma extra, 2 cabezas".to_string(),
            )
        );
        assert_eq!(
            counted(GameKind::Tsoro),
            "stone",
            "each language its own word"
        );
    }

    #[test]
    fn the_text_board_marks_closed_holes_without_a_count() {
        let closed = ["e1".parse().unwrap(), "a2".parse().unwrap()];
        let start =
            mancala_rules::Position::round_start(Rules::hoyito(6), &closed, Player::South, None)
                .unwrap();
        let game = Game::from(start);
        let text = board_text(&game, &names());
        let lines: Vec<&str> = text.lines().collect();
        assert_eq!(lines[2], " 2  ##   4   4   4   4   4    North: 0 captured");
        assert_eq!(
            lines[4],
            " 1   4   4   4   4  ##   4    Ana (South): 0 captured"
        );
        assert_eq!(lines[5], "   ## marks a hole closed for this round");
        let es = speaking(Lang::Es, || board_text(&game, &names()));
        assert!(
            es.contains("   ## marca un hoyo cerrado en esta ronda\n"),
            "{es}"
        );
        // Without closed holes, no such line.
        let plain = board_text(&Game::new(Rules::hoyito(6)).unwrap(), &names());
        assert!(!plain.contains("##"), "{plain}");
    }

    #[test]
    fn spanish_says_al_before_a_side_without_a_name() {
        let game = Game::new(Rules::hoyito(6)).unwrap();
        let unnamed = ["South".to_string(), "North".to_string()];
        assert_eq!(status_line(&game, &unnamed), "South to sow.");
        assert_eq!(
            speaking(Lang::Es, || status_line(&game, &unnamed)),
            "Le toca sembrar al Sur."
        );
        let es = speaking(Lang::Es, || {
            [
                "Norte (computadora, difícil)",
                "Ana (Sur)",
                "Surama (Sur)",
                "Norte",
            ]
            .map(to_whom)
        });
        assert_eq!(
            es,
            [
                "al Norte (computadora, difícil)",
                "a Ana (Sur)",
                "a Surama (Sur)",
                "al Norte"
            ]
        );
        assert_eq!(to_whom("North (computer, hard)"), "North (computer, hard)");
        assert_eq!(
            speaking(Lang::Es, || [of_whom("Sur"), of_whom("Ana (Sur)")]),
            ["del Sur", "de Ana (Sur)"]
        );
        assert_eq!(of_whom("South"), "South");
    }

    #[test]
    fn the_end_in_spanish() {
        // Hoyito II with every seed captured, 30 to 18: over, South wins.
        let rows = vec![vec![0; 6], vec![0; 6]];
        let game = Game::from_position(Rules::hoyito(6), &rows, Player::South, [30, 18]).unwrap();
        assert!(
            game.position().is_over(),
            "an empty board is a finished game"
        );
        assert_eq!(
            status_line(&game, &names()),
            "Game over: Ana (South) wins 30 to 18 captured (all seeds captured)."
        );
        assert_eq!(
            speaking(Lang::Es, || status_line(&game, &names())),
            "Fin de la partida: gana Ana (Sur), 30 a 18 capturadas (todas las semillas capturadas)."
        );
        // A side said without a name takes its article, as the glossary says: "gana
        // el Sur", "¡Gana el Norte (computadora, difícil)!".
        let unnamed = ["South".to_string(), "North".to_string()];
        assert_eq!(
            speaking(Lang::Es, || status_line(&game, &unnamed)),
            "Fin de la partida: gana el Sur, 30 a 18 capturadas (todas las semillas capturadas)."
        );
        assert_eq!(
            status_line(&game, &unnamed),
            "Game over: South wins 30 to 18 captured (all seeds captured)."
        );
        assert_eq!(
            speaking(Lang::Es, || who("Norte (computadora, difícil)")),
            "el Norte (computadora, difícil)"
        );
    }
}
