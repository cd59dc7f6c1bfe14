//! The `?` help of each screen, for the help popup: its key table's help, and the
//! notes no key table says.

use crate::tui::app::{App, Screen};
use crate::tui::keys;

/// What keys do while seeds are being sown on a screen whose keys are `table`'s: the
/// keys that only show the end, as the player has them, those the screen uses.
fn sowing_keys_note<A, S: ?Sized>(
    table: &[keys::Binding<A, S>],
    config: &crate::config::Config,
) -> String {
    use crate::tui::screens::play::keys::SHOWS_THE_END;
    let names: Vec<String> = SHOWS_THE_END
        .iter()
        .filter(|&k| table.iter().any(|b| b.keys.contains(k)))
        .map(|&k| keys::key_name(k, config))
        .collect();
    format!(
        "Keys during sowing end it, then act ({} only end it).",
        names.join(", ")
    )
}

/// The `?` help of the screen open: its key table's help with the keys every screen
/// has, and what no key table says.
pub fn help_text(app: &App) -> Vec<String> {
    let arrows = app.theme.arrows();
    let static_rows = |rows: &[(&str, &'static str)]| -> Vec<(String, String)> {
        rows.iter()
            .map(|&(k, h)| (k.to_string(), h.to_string()))
            .collect()
    };
    let (mut rows, notes): (Vec<(String, String)>, Vec<String>) = match &app.screen {
        Screen::Play(p) => (
            keys::help_rows(
                crate::tui::screens::play::keys::PLAY,
                p,
                arrows,
                &app.config,
            ),
            vec![
                "A click sows from (or takes) a hole.".to_string(),
                sowing_keys_note(crate::tui::screens::play::keys::PLAY, &app.config),
            ],
        ),
        Screen::Replay(r) => (
            keys::help_rows(
                crate::tui::screens::replay::keys::REPLAY,
                r,
                arrows,
                &app.config,
            ),
            vec![],
        ),
        Screen::Learn(l) => (
            keys::help_rows(
                crate::tui::screens::learn::keys::LEARN,
                l,
                arrows,
                &app.config,
            ),
            vec![
                "Mouse click: choose that hole.".to_string(),
                sowing_keys_note(crate::tui::screens::learn::keys::LEARN, &app.config),
                "A wrong choice changes nothing: the lesson says what it would do.".to_string(),
            ],
        ),
        Screen::Puzzles(p) => (
            keys::help_rows(
                crate::tui::screens::puzzles::keys::PUZZLE,
                p,
                arrows,
                &app.config,
            ),
            vec![
                "Mouse click: try that hole.".to_string(),
                sowing_keys_note(crate::tui::screens::puzzles::keys::PUZZLE, &app.config),
                "A wrong try changes nothing: it says what it costs, by the engine's search."
                    .to_string(),
            ],
        ),
        Screen::Rules { .. } => (
            keys::help_rows(
                crate::tui::screens::rules::keys::RULES,
                &(),
                arrows,
                &app.config,
            ),
            vec![],
        ),
        Screen::Menu { selected } => (
            keys::help_rows(
                crate::tui::screens::menu::keys::MENU,
                selected,
                arrows,
                &app.config,
            ),
            vec!["Mouse click: open an item.".to_string()],
        ),
        Screen::NewGame(form) => (
            keys::help_rows(
                crate::tui::screens::new_game::keys::FORM,
                form,
                arrows,
                &app.config,
            ),
            vec![
                "Mouse click: go to a field; again: change it.".to_string(),
                "Tsoro: Bonus picks are the enemy holes taken after a column capture (0 to 3); Heads are how many heads each player has (1 or 2), where sowing may stop or go on.".to_string(),
            ],
        ),
        Screen::Retry(r, _) => (
            keys::help_rows(
                crate::tui::screens::retry::keys::RETRY,
                r,
                arrows,
                &app.config,
            ),
            vec![],
        ),
        Screen::Library(l) => (
            keys::help_rows(crate::tui::library::LIBRARY, l, arrows, &app.config),
            vec![],
        ),
        Screen::Settings(s) => (
            keys::help_rows(crate::tui::settings::SETTINGS, s, arrows, &app.config),
            vec![],
        ),
    };
    rows.extend(static_rows(keys::GLOBAL));
    let mut lines = keys::columns(rows);
    if !notes.is_empty() && !lines.is_empty() {
        lines.push(String::new());
    }
    lines.extend(notes);
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
