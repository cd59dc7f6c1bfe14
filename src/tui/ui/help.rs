//! The `?` help of each screen, for the help popup: its key table's help, and the
//! notes no key table says.

use crate::tui::app::{App, Screen};
use crate::tui::keys;

/// What keys do while seeds are being sown, with the board keys as placeholders.
const SOWING_KEYS_NOTE: &str =
    "Keys during sowing end it, then act (Enter, Space, Esc, {c}, {t}, m only end it).";
const SOWING_KEYS_NOTE_LESSON: &str =
    "Keys during sowing end it, then act (Enter, Space, Esc, {c}, {t} only end it).";

/// The `?` help of the screen open: its key table's help with the keys every screen
/// has, and what no key table says.
pub fn help_text(app: &App) -> Vec<String> {
    let arrows = app.theme.arrows();
    let static_rows = |rows: &[(&str, &'static str)]| -> Vec<(String, &'static str)> {
        rows.iter().map(|&(k, h)| (k.to_string(), h)).collect()
    };
    let (mut rows, notes): (Vec<(String, &str)>, &[&str]) = match &app.screen {
        Screen::Play(p) => (
            keys::help_rows(
                crate::tui::screens::play::keys::PLAY,
                p,
                arrows,
                &app.config,
            ),
            &["A click sows from (or takes) a hole.", SOWING_KEYS_NOTE],
        ),
        Screen::Replay(r) => (
            keys::help_rows(
                crate::tui::screens::replay::keys::REPLAY,
                r,
                arrows,
                &app.config,
            ),
            &[],
        ),
        Screen::Learn(l) => (
            keys::help_rows(
                crate::tui::screens::learn::keys::LEARN,
                l,
                arrows,
                &app.config,
            ),
            &[
                "Mouse click: choose that hole.",
                SOWING_KEYS_NOTE_LESSON,
                "A wrong choice changes nothing: the lesson says what it would do.",
            ],
        ),
        Screen::Puzzles(p) => (
            keys::help_rows(
                crate::tui::screens::puzzles::keys::PUZZLE,
                p,
                arrows,
                &app.config,
            ),
            &[
                "Mouse click: try that hole.",
                SOWING_KEYS_NOTE_LESSON,
                "A wrong try changes nothing: it says what it costs, by the engine's search.",
            ],
        ),
        Screen::Rules { .. } => (
            keys::help_rows(
                crate::tui::screens::rules::keys::RULES,
                &(),
                arrows,
                &app.config,
            ),
            &[],
        ),
        Screen::Menu { selected } => (
            keys::help_rows(
                crate::tui::screens::menu::keys::MENU,
                selected,
                arrows,
                &app.config,
            ),
            &["Mouse click: open an item."],
        ),
        Screen::NewGame(form) => (
            keys::help_rows(
                crate::tui::screens::new_game::keys::FORM,
                form,
                arrows,
                &app.config,
            ),
            &[
                "Mouse click: go to a field; again: change it.",
                "Tsoro: Bonus picks are the enemy holes taken after a column capture (0 to 3); Heads are how many heads each player has (1 or 2), where sowing may stop or go on.",
            ],
        ),
        Screen::Retry(r, _) => (
            keys::help_rows(
                crate::tui::screens::retry::keys::RETRY,
                r,
                arrows,
                &app.config,
            ),
            &[],
        ),
        Screen::Library(_) => (static_rows(crate::tui::library::HELP), &[]),
        Screen::Settings(_) => (static_rows(crate::tui::settings::HELP), &[]),
    };
    rows.extend(static_rows(keys::GLOBAL));
    let mut lines = keys::columns(rows);
    if !notes.is_empty() && !lines.is_empty() {
        lines.push(String::new());
    }
    if !notes.is_empty() {
        // A note's board keys ({c}, {t}) as the player has them.
        let key = |usual: char| keys::key_name(keys::ch(usual), &app.config);
        lines.extend(
            notes
                .iter()
                .map(|s| s.replace("{c}", &key('c')).replace("{t}", &key('t'))),
        );
    }
    // On the menu, a settings file's problems in full (the foot may have cut them).
    if let (Screen::Menu { .. }, Some(notice)) = (&app.screen, &app.menu_notice) {
        lines.push(String::new());
        lines.extend(
            notice
                .lines()
                .map(|l| crate::text::escape_for_terminal(l, 600)),
        );
    }
    if let Screen::Replay(r) = &app.screen
        && r.review.on
    {
        // How the marks are given, and what the graph shows, while they are.
        lines.push(String::new());
        let units = crate::position::counted(r.header.rules.game);
        lines.push(crate::judge::rule_short().replace("seeds", &format!("{units}s")));
        lines.push(
            "Graph: South's expected final score after each action; above the line South \
             wins. A click on it goes there."
                .to_string(),
        );
    }
    if let Screen::Retry(r, _) = &app.screen {
        // What a try must be to be accepted, in the game's units.
        lines.push(String::new());
        let units = crate::position::counted(r.header.rules.game);
        lines.push(crate::judge::tolerance_words().replace("seeds", &format!("{units}s")));
        lines.push(crate::judge::rule_short().replace("seeds", &format!("{units}s")));
    }
    if matches!(app.screen, Screen::Play(_)) {
        // Without colour, the marks are told by what is left: bold, underline, reverse.
        lines.push(format!(
            "{}: choosable. *: head. Underlined: last move. {}.",
            app.theme.legal_words(),
            app.theme.hint_words()
        ));
    }
    lines
}
