//! The new-game form as the menu's "Play over the network" opens it to host a game:
//! the game's rows as for any game, then the host's own instead of the two players'
//! (the other player brings their own name when they join): the side the host plays,
//! the host's name, and whether hints are allowed on either side.

use crate::net::session::SideChoice;
use crate::tui::widgets::words::on_off;
use crate::words::position::side_name;
use mancala_rules::Player;

/// The host's choices, kept in the form.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct HostChoices {
    pub side: SideChoice,
    pub name: String,
    pub hints: bool,
}

impl HostChoices {
    /// South, the name the settings keep for a person (none if it is a side's own
    /// name), hints allowed: as `mancala host` starts.
    pub fn new(config: &crate::store::config::Config) -> HostChoices {
        HostChoices {
            side: SideChoice::South,
            name: crate::tui::widgets::words::network_name(config),
            hints: true,
        }
    }

    /// The next side choice, round South, North, random (`delta` -1 goes back).
    pub fn change_side(&mut self, delta: i32) {
        const ORDER: [SideChoice; 3] = [SideChoice::South, SideChoice::North, SideChoice::Random];
        let i = ORDER.iter().position(|&s| s == self.side).unwrap_or(0) as i32;
        self.side = ORDER[(i + delta).rem_euclid(3) as usize];
    }

    /// The side choice in words.
    pub fn side_words(&self) -> String {
        match self.side {
            SideChoice::South => crate::t!("new-game-south-moves-first"),
            SideChoice::North => side_name(Player::North),
            SideChoice::Random => crate::t!("host-side-random"),
        }
    }

    /// The hints row's value.
    pub fn hints_words(&self) -> String {
        on_off(self.hints)
    }

    /// The names of the game about to be hosted, the host on `mine`: theirs is their
    /// side's own name until they join with one.
    pub fn names(&self, mine: Player) -> [String; 2] {
        let mut names = [side_name(Player::South), side_name(Player::North)];
        if !self.name.trim().is_empty() {
            names[mine.index()] = self.name.trim().to_string();
        }
        names
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_side_goes_round_south_north_random_both_ways() {
        let mut h = HostChoices::new(&crate::store::config::Config::default());
        assert_eq!(h.side, SideChoice::South);
        h.change_side(1);
        assert_eq!(h.side, SideChoice::North);
        h.change_side(1);
        assert_eq!(h.side, SideChoice::Random);
        h.change_side(1);
        assert_eq!(h.side, SideChoice::South);
        h.change_side(-1);
        assert_eq!(h.side, SideChoice::Random);
    }

    #[test]
    fn the_host_s_name_goes_on_the_host_s_side_and_theirs_keeps_its_own() {
        let mut h = HostChoices::new(&crate::store::config::Config::default());
        h.name = " Ana ".into();
        assert_eq!(h.names(Player::North)[1], "Ana");
        assert_eq!(h.names(Player::North)[0], side_name(Player::South));
        h.name = "  ".into();
        assert_eq!(h.names(Player::South)[0], side_name(Player::South));
    }
}
