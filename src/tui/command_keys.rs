//! Which plain keys the commands of the board screens take: a board key moved in the
//! settings may not land on one. It reads every board screen's key table, so it stands
//! above the screens (the shared key machinery in [`super::keys`] stands below them).

use super::keys::{Binding, ch};
use super::screens::{learn, menu, play, puzzles, replay, retry, rules};
use crate::store::config::BOARD_KEYS;

/// What a command of the screens where the board keys act (play, lessons, replay,
/// mistakes, and the menu and the rules reader, whose arrows they are) does with the
/// plain key `c`, in its help's words; `None` when no command there uses it. A board
/// key moved onto such a key would take it over (the settings refuse that, naming the
/// command). The board keys' own usual keys are not commands.
pub fn command_using(c: char) -> Option<String> {
    // A row whose key is told on another row's line ("n/b lesson": b has no words of
    // its own) is said in that row's words; a command's key is refused all the same.
    fn find<A, S: ?Sized>(table: &[Binding<A, S>], c: char) -> Option<String> {
        let words = |b: &Binding<A, S>| {
            let help = b.help();
            if help.is_empty() { b.hint() } else { help }
        };
        let named = |b: &Binding<A, S>| b.names.split('/').any(|n| n == c.to_string());
        table.iter().any(|b| b.keys.contains(&ch(c))).then(|| {
            table
                .iter()
                .filter(|b| b.keys.contains(&ch(c)))
                .chain(table.iter().filter(|b| named(b)))
                .map(words)
                .find(|words| !words.is_empty())
                .unwrap_or_else(|| crate::t!("keys-another-command"))
        })
    }
    if BOARD_KEYS.iter().any(|&(_, usual)| usual == c) {
        return None;
    }
    find(play::keys::PLAY, c)
        .or_else(|| find(learn::keys::LEARN, c))
        .or_else(|| find(puzzles::keys::PUZZLE, c))
        .or_else(|| find(replay::keys::REPLAY, c))
        .or_else(|| find(retry::keys::RETRY, c))
        .or_else(|| find(menu::keys::MENU, c))
        .or_else(|| find(rules::keys::RULES, c))
        .or_else(|| {
            super::resume::KEYS
                .iter()
                .find(|&&(key, _)| key == ch(c))
                .map(|&(_, words)| crate::words::i18n::words(words, None))
        })
}
