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
    crate::t!("help-sowing-keys", keys = names.join(", "))
}

/// The `?` help of the screen open: its key table's help with the keys every screen
/// has, and what no key table says.
pub fn help_text(app: &App) -> Vec<String> {
    let arrows = app.prefs.theme.arrows();
    let (mut rows, notes): (Vec<(String, String)>, Vec<String>) = match &app.screen {
        Screen::Play(p) => (
            keys::help_rows(
                crate::tui::screens::play::keys::PLAY,
                p,
                arrows,
                &app.prefs.config,
            ),
            vec![
                crate::t!("help-play-click"),
                sowing_keys_note(crate::tui::screens::play::keys::PLAY, &app.prefs.config),
            ],
        ),
        Screen::Replay(r) => (
            keys::help_rows(
                crate::tui::screens::replay::keys::REPLAY,
                r,
                arrows,
                &app.prefs.config,
            ),
            vec![],
        ),
        Screen::Learn(l) => (
            keys::help_rows(
                crate::tui::screens::learn::keys::LEARN,
                l,
                arrows,
                &app.prefs.config,
            ),
            vec![
                crate::t!("help-learn-click"),
                sowing_keys_note(crate::tui::screens::learn::keys::LEARN, &app.prefs.config),
                crate::t!("help-learn-wrong"),
            ],
        ),
        Screen::Puzzles(p) => (
            keys::help_rows(
                crate::tui::screens::puzzles::keys::PUZZLE,
                p,
                arrows,
                &app.prefs.config,
            ),
            vec![
                crate::t!("help-puzzle-click"),
                sowing_keys_note(
                    crate::tui::screens::puzzles::keys::PUZZLE,
                    &app.prefs.config,
                ),
                crate::t!("help-puzzle-wrong"),
            ],
        ),
        Screen::Rules { .. } => (
            keys::help_rows(
                crate::tui::screens::rules::keys::RULES,
                &(),
                arrows,
                &app.prefs.config,
            ),
            vec![],
        ),
        Screen::Menu { selected } => (
            keys::help_rows(
                crate::tui::screens::menu::keys::MENU,
                selected,
                arrows,
                &app.prefs.config,
            ),
            vec![crate::t!("help-menu-click")],
        ),
        Screen::NewGame(form) => (
            keys::help_rows(
                crate::tui::screens::new_game::keys::FORM,
                form,
                arrows,
                &app.prefs.config,
            ),
            vec![crate::t!("help-form-click"), crate::t!("help-form-tsoro")],
        ),
        Screen::Retry(r, _) => (
            keys::help_rows(
                crate::tui::screens::retry::keys::RETRY,
                r,
                arrows,
                &app.prefs.config,
            ),
            vec![],
        ),
        Screen::Library(l) => (
            keys::help_rows(
                crate::tui::screens::library::LIBRARY,
                l,
                arrows,
                &app.prefs.config,
            ),
            vec![],
        ),
        Screen::Settings(s) => (
            keys::help_rows(
                crate::tui::screens::settings::SETTINGS,
                s,
                arrows,
                &app.prefs.config,
            ),
            vec![],
        ),
    };
    rows.extend(keys::global_rows());
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
        let units = crate::verdict::units(r.header.rules.game);
        lines.push(crate::judge::rule_short(&units));
        lines.push(crate::t!("help-graph"));
    }
    if let Screen::Retry(r, _) = &app.screen {
        // What a try must be to be accepted, in the game's units.
        lines.push(String::new());
        let units = crate::verdict::units(r.header.rules.game);
        lines.push(crate::judge::tolerance_words(&units));
        lines.push(crate::judge::rule_short(&units));
    }
    if matches!(app.screen, Screen::Play(_)) {
        // Without colour, the marks are told by what is left: bold, underline, reverse.
        lines.push(crate::t!(
            "help-marks",
            legal = app.prefs.theme.legal_words(),
            hint = app.prefs.theme.hint_words()
        ));
    }
    lines
}
