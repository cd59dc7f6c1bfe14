//! Words the new-game form and the settings both show: a switch's value, and a
//! player's name where it is a side's own.

use crate::words::position::side_name;
use mancala_rules::Player;

/// "on" or "off" in the language spoken now.
pub(crate) fn on_off(on: bool) -> String {
    crate::words::i18n::words(if on { "switch-on" } else { "switch-off" }, None)
}

/// Whether `name` is a side's own name in a language the program speaks ("South",
/// "Sur"): a player under it is called by the side, whatever the language.
pub(crate) fn is_side_name(name: &str) -> bool {
    [Player::South, Player::North]
        .into_iter()
        .any(|p| crate::words::position::is_side_name_of(name, p))
}

/// The name a form or the settings show for `player`: a side's own name (in any
/// language) is the side's name in the language spoken now, so that "South" saved in
/// English reads "Sur" in Spanish; any other name as it is.
pub(crate) fn name_or_side(name: &str, player: Player) -> String {
    if is_side_name(name) {
        side_name(player)
    } else {
        name.to_string()
    }
}

/// The name a person plays under over the network, as the settings keep it (South's
/// name, which the form keeps for the person): trimmed, empty when it is only a side's
/// own name.
pub(crate) fn network_name(config: &crate::store::config::Config) -> String {
    let name = config.south.trim();
    if is_side_name(name) {
        String::new()
    } else {
        name.to_string()
    }
}
