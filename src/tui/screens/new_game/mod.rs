//! The new-game form: the game, its size, the players and their names, which side the
//! person takes against the computer, and how the game starts.

pub mod draw;
pub mod host;
pub mod keys;

use crate::engine::ai::Level;
use crate::tui::widgets::words::{is_side_name, name_or_side, on_off};
use crate::words::position::side_name;
use mancala_rules::{GameKind, HoyitoForm, Player, Rules};

/// Fields of the new-game form, top to bottom.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Field {
    Game,
    /// Hoyito: which of Hoyito I, II and III.
    HoyitoRules,
    Holes,
    /// Tsoro: 2, 1 or no heads.
    Heads,
    /// Tsoro: the rightmost outer holes start with 3 stones, or not.
    ExtraCounters,
    /// Tsoro: captured stones leave the board, or are sown back (re-entered).
    Captures,
    /// Tsoro: bonus picks (none when captures are sown back).
    BonusPicks,
    /// Who plays South: a person or the computer at a level.
    SouthPlayer,
    South,
    NorthPlayer,
    North,
    /// Against the computer: which side the person takes (swaps the two sides).
    YouPlay,
    /// Hosting over the network: the host's side, their name, and whether hints are
    /// allowed (in place of the two players' rows).
    HostSide,
    HostName,
    Hints,
    /// The usual start, or a balanced one drawn from a book (where one exists).
    Opening,
    /// A clock for each player: off, or one of [`CLOCKS`].
    Clock,
    /// Hoyito: a single game, or a match in rounds.
    Match,
    Animation,
    Start,
}

/// The clocks the form offers (minutes, seconds added after each turn): the fast,
/// the quick and the slower games people play online. `mancala play --clock` takes any.
pub const CLOCKS: [(f64, f64); 4] = [(1.0, 0.0), (3.0, 2.0), (5.0, 3.0), (10.0, 5.0)];

/// The new-game form.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct NewGameForm {
    game: GameKind,
    /// Which Hoyito game (Hoyito's board only).
    hoyito: HoyitoForm,
    holes: u8,
    bonus_picks: u8,
    heads: u8,
    extra_counters: bool,
    reentered_captures: bool,
    /// Hoyito: a match in rounds rather than a single game.
    match_play: bool,
    pub south: String,
    north: String,
    /// South's and North's computer level; `None` for a person.
    computers: [Option<Level>; 2],
    /// Why a choice made here could not be remembered in the settings file (shown
    /// under the form until the next key).
    error: Option<String>,
    /// Start from a balanced position drawn from a book (only where one exists), as
    /// chosen on the form; `None` until the Opening field is changed, when the
    /// default holds (see [`crate::study::openings::balanced_by_default`]).
    balanced: Option<bool>,
    pub field: usize,
    /// The clock: 0 off, else one of [`CLOCKS`] (1-based).
    clock: usize,
    /// Something was typed into the name field since the cursor came to it: the
    /// first letter typed replaces the name shown ("South"), later ones add to it.
    typing: bool,
    /// The host's choices, when the form hosts a game over the network.
    host: Option<host::HostChoices>,
}

impl Default for NewGameForm {
    fn default() -> NewGameForm {
        NewGameForm::new()
    }
}

impl NewGameForm {
    pub fn new() -> NewGameForm {
        NewGameForm {
            game: GameKind::HoyitoII,
            hoyito: HoyitoForm::II,
            holes: 6,
            bonus_picks: 2,
            heads: 2,
            extra_counters: false,
            reentered_captures: false,
            match_play: false,
            south: side_name(Player::South),
            north: side_name(Player::North),
            computers: [None, None],
            error: None,
            balanced: None,
            field: 0,
            clock: 0,
            typing: false,
            host: None,
        }
    }

    /// The form that hosts a game over the network, as the settings start it.
    pub(crate) fn for_host(config: &crate::store::config::Config) -> NewGameForm {
        NewGameForm {
            host: Some(host::HostChoices::new(config)),
            ..NewGameForm::new()
        }
    }

    /// Whether the form hosts a game over the network.
    pub fn hosts(&self) -> bool {
        self.host.is_some()
    }

    /// The fields shown for the chosen game (the Hoyito game is Hoyito's, heads,
    /// extra counters, captures and bonus picks Tsoro's; no bonus picks when captures are
    /// sown back, as nothing leaves the board to pick).
    pub fn fields(&self) -> Vec<Field> {
        let mut f = vec![Field::Game];
        match self.game {
            GameKind::HoyitoII => f.extend([Field::HoyitoRules, Field::Holes]),
            GameKind::Tsoro => {
                f.extend([
                    Field::Holes,
                    Field::Heads,
                    Field::ExtraCounters,
                    Field::Captures,
                ]);
                if !self.reentered_captures {
                    f.push(Field::BonusPicks);
                }
            }
        }
        if self.hosts() {
            f.extend([Field::HostSide, Field::HostName, Field::Hints]);
        } else {
            f.extend([
                Field::SouthPlayer,
                Field::South,
                Field::NorthPlayer,
                Field::North,
            ]);
        }
        if self.person_side().is_some() && !self.hosts() {
            f.push(Field::YouPlay);
        }
        // A match starts as a game does, the usual way, and is played without a clock;
        // it is played at one keyboard (not hosted).
        if !self.plays_match() {
            f.extend([Field::Opening, Field::Clock]);
        }
        if self.game == GameKind::HoyitoII && !self.hosts() {
            f.push(Field::Match);
        }
        f.extend([Field::Animation, Field::Start]);
        f
    }

    /// Whether the form starts a match in rounds (Hoyito, not hosted).
    fn plays_match(&self) -> bool {
        self.match_play && self.game == GameKind::HoyitoII && !self.hosts()
    }

    /// The side the one person plays when the other is the computer (`None`: two
    /// people, or two computers).
    fn person_side(&self) -> Option<mancala_rules::Player> {
        use mancala_rules::Player;
        match self.computers {
            [None, Some(_)] => Some(Player::South),
            [Some(_), None] => Some(Player::North),
            _ => None,
        }
    }

    /// The person takes the other side: the computer's level and the person's name
    /// change sides, and each side left to the computer, or to a person who kept the
    /// side's own name, is called by its side's name.
    fn swap_sides(&mut self) {
        let Some(person) = self.person_side() else {
            return;
        };
        let name = match person {
            mancala_rules::Player::South => &self.south,
            mancala_rules::Player::North => &self.north,
        };
        let moved = if is_side_name(name) {
            side_name(person.opponent())
        } else {
            name.clone()
        };
        self.computers.swap(0, 1);
        let (person_name, computer_name) = match person {
            mancala_rules::Player::South => (&mut self.north, &mut self.south),
            mancala_rules::Player::North => (&mut self.south, &mut self.north),
        };
        *person_name = moved;
        *computer_name = side_name(person);
    }

    /// The new-game form as the settings start it: their names, and on each side the
    /// player chosen last time (a side the computer plays goes by the side's name).
    pub(crate) fn from_config(config: &crate::store::config::Config) -> NewGameForm {
        let mut form = NewGameForm::new();
        form.south = name_or_side(&config.south, Player::South);
        form.north = name_or_side(&config.north, Player::North);
        form.computers = config.computers;
        for (side, name) in [&mut form.south, &mut form.north].into_iter().enumerate() {
            if form.computers[side].is_some() {
                *name = side_name([Player::South, Player::North][side]);
            }
        }
        form
    }

    /// The command that starts the game the form describes.
    pub fn start(&mut self) -> crate::tui::command::Command {
        if let Some(host) = &self.host {
            return match host.side.resolve() {
                Ok(mine) => crate::tui::command::Command::HostGame {
                    record: Box::new(crate::store::record::Record {
                        clock: self.time_control().map(crate::store::record::Clock::new),
                        ..crate::store::record::Record::new(self.rules(), host.names(mine))
                    }),
                    balanced: self.starts_balanced(),
                    mine,
                    hints: host.hints,
                },
                Err(why) => {
                    self.error = Some(why);
                    crate::tui::command::Command::None
                }
            };
        }
        if self.plays_match() {
            let mut record = crate::store::record::Record::new_match(self.rules(), self.names());
            record.computers = self.computers;
            return crate::tui::command::Command::StartGame {
                record: Box::new(record),
                balanced: false,
            };
        }
        let mut record = crate::store::record::Record::new(self.rules(), self.names());
        record.computers = self.computers;
        record.clock = self.time_control().map(crate::store::record::Clock::new);
        crate::tui::command::Command::StartGame {
            record: Box::new(record),
            balanced: self.starts_balanced(),
        }
    }

    /// Whether the game starts balanced: asked for (or by default), and a book exists
    /// for the rules.
    fn starts_balanced(&self) -> bool {
        self.wants_balanced() && crate::study::openings::no_book_reason(&self.rules()).is_none()
    }

    /// The Opening field's value: as chosen, or the default.
    fn wants_balanced(&self) -> bool {
        self.balanced.unwrap_or_else(|| {
            crate::study::openings::balanced_by_default(&self.rules(), self.computers)
        })
    }

    pub fn current(&self) -> Field {
        let f = self.fields();
        f[self.field.min(f.len() - 1)]
    }

    pub(crate) fn move_field(&mut self, delta: i32) {
        let len = self.fields().len() as i32;
        self.field = (self.field as i32 + delta).rem_euclid(len) as usize;
        self.typing = false;
    }

    /// Go to field `index` (as a mouse click does).
    pub(crate) fn select(&mut self, index: usize) {
        if index < self.fields().len() && index != self.field {
            self.field = index;
            self.typing = false;
        }
    }

    /// Type a letter into the name field; false when the field is not a name. The first
    /// letter replaces the name shown, as in any form's pre-filled field.
    pub(crate) fn type_char(&mut self, c: char) -> bool {
        let fresh = !self.typing;
        let Some(name) = self.name_mut() else {
            return false;
        };
        if fresh {
            name.clear();
        }
        if name.chars().count() < 20 {
            name.push(c);
        }
        self.typing = true;
        true
    }

    /// Take the last letter off the name field (the name shown is kept, to edit).
    pub(crate) fn backspace(&mut self) {
        if let Some(name) = self.name_mut() {
            name.pop();
            self.typing = true;
        }
    }

    /// Change the current field's value left (-1) or right (+1).
    pub fn change(&mut self, delta: i32) {
        match self.current() {
            Field::Game => {
                self.game = match self.game {
                    GameKind::HoyitoII => GameKind::Tsoro,
                    GameKind::Tsoro => GameKind::HoyitoII,
                };
                self.holes = self.game.default_holes();
            }
            Field::Holes => {
                let presets = self.game.presets();
                let i = presets.iter().position(|&p| p == self.holes).unwrap_or(0) as i32;
                self.holes = presets[(i + delta).rem_euclid(presets.len() as i32) as usize];
            }
            Field::BonusPicks => {
                self.bonus_picks = (self.bonus_picks as i32 + delta).rem_euclid(4) as u8
            }
            Field::HoyitoRules => {
                let forms = [HoyitoForm::II, HoyitoForm::I, HoyitoForm::III];
                let i = forms.iter().position(|&f| f == self.hoyito).unwrap_or(0) as i32;
                self.hoyito = forms[(i + delta).rem_euclid(3) as usize];
            }
            // 2, 1, none, round.
            Field::Heads => self.heads = (self.heads as i32 - delta).rem_euclid(3) as u8,
            Field::ExtraCounters => self.extra_counters = !self.extra_counters,
            Field::Match => {
                self.match_play = !self.match_play;
                // The Opening and Clock rows above it come and go: the cursor stays on it.
                if let Some(at) = self.fields().iter().position(|&f| f == Field::Match) {
                    self.field = at;
                }
            }
            Field::Captures => self.reentered_captures = !self.reentered_captures,
            Field::SouthPlayer => self.change_player(0, delta),
            Field::NorthPlayer => self.change_player(1, delta),
            Field::YouPlay => self.swap_sides(),
            Field::HostSide => {
                if let Some(host) = &mut self.host {
                    host.change_side(delta)
                }
            }
            Field::Hints => {
                if let Some(host) = &mut self.host {
                    host.hints = !host.hints
                }
            }
            Field::Clock => {
                self.clock =
                    (self.clock as i32 + delta).rem_euclid(CLOCKS.len() as i32 + 1) as usize
            }
            Field::Opening => {
                if crate::study::openings::no_book_reason(&self.rules()).is_none() {
                    self.balanced = Some(!self.wants_balanced());
                }
            }
            // A preference, not the form's: its key asks the app (see `keys::form_key`).
            Field::Animation | Field::South | Field::North | Field::HostName | Field::Start => {}
        }
    }

    /// Right and Left step through a person, then the computer at levels 1 to 9, in
    /// that order both ways and round: Right from a person is easy, Left from a person
    /// is expert.
    fn change_player(&mut self, side: usize, delta: i32) {
        let now = self.computers[side];
        // 0 a person, 1 to 9 the levels.
        let at = now.map_or(0, |l| l.number() as i32);
        let choices = Level::ALL.len() as i32 + 1;
        let next = Level::from_number((at + delta).rem_euclid(choices) as u8);
        if now.is_none() && next.is_some() {
            // A person's name would be the computer's: the side's own name instead.
            let name = if side == 0 {
                &mut self.south
            } else {
                &mut self.north
            };
            *name = side_name([Player::South, Player::North][side]);
        }
        self.computers[side] = next;
    }

    /// The name being edited, if the current field is a name.
    pub(crate) fn name_mut(&mut self) -> Option<&mut String> {
        match self.current() {
            Field::South => Some(&mut self.south),
            Field::North => Some(&mut self.north),
            Field::HostName => self.host.as_mut().map(|h| &mut h.name),
            _ => None,
        }
    }

    pub fn rules(&self) -> Rules {
        match self.game {
            GameKind::HoyitoII => Rules::hoyito_form(self.hoyito, self.holes),
            GameKind::Tsoro => Rules::tsoro(self.holes)
                // Re-entered captures take no bonus picks.
                .with_bonus_picks(if self.reentered_captures {
                    0
                } else {
                    self.bonus_picks
                })
                .with_heads(self.heads)
                .with_extra_counters(self.extra_counters)
                .with_reentered_captures(self.reentered_captures),
        }
    }

    /// The names to play under (an empty name falls back to the side's name).
    pub fn names(&self) -> [String; 2] {
        let pick = |s: &str, p: Player| {
            if s.trim().is_empty() {
                side_name(p)
            } else {
                s.trim().to_string()
            }
        };
        [
            pick(&self.south, Player::South),
            pick(&self.north, Player::North),
        ]
    }

    /// A label and value for each field, for drawing, in the language spoken now
    /// (`animate`: whether actions are animated, as the preferences say).
    pub fn rows(&self, animate: bool) -> Vec<(Field, String, String)> {
        let t = |id: &str| crate::words::i18n::words(id, None);
        self.fields()
            .into_iter()
            .map(|f| {
                let (label, value) = match f {
                    Field::Game => ("new-game-game", self.rules().title().to_string()),
                    Field::HoyitoRules => ("new-game-rules", hoyito_choice(self.hoyito)),
                    Field::Holes => (
                        "new-game-board",
                        format!("{}x{}", self.game.rows(), self.holes),
                    ),
                    Field::BonusPicks => ("new-game-bonus-picks", self.bonus_picks.to_string()),
                    Field::Match => (
                        "new-game-match",
                        if self.match_play {
                            t("new-game-match-rounds")
                        } else {
                            t("new-game-match-single")
                        },
                    ),
                    Field::Heads => ("new-game-heads", heads_choice(self.heads)),
                    Field::ExtraCounters => (
                        "new-game-extra-counters",
                        if self.extra_counters {
                            t("new-game-extra-counters-on")
                        } else {
                            t("new-game-extra-counters-off")
                        },
                    ),
                    Field::Captures => (
                        "new-game-captures",
                        if self.reentered_captures {
                            t("new-game-captures-sown-back")
                        } else {
                            t("new-game-captures-leave")
                        },
                    ),
                    Field::SouthPlayer => {
                        ("new-game-south-plays", player_choice(self.computers[0]))
                    }
                    Field::South => ("new-game-south-name", self.south.clone()),
                    Field::NorthPlayer => {
                        ("new-game-north-plays", player_choice(self.computers[1]))
                    }
                    Field::North => ("new-game-north-name", self.north.clone()),
                    Field::YouPlay => ("new-game-you-play", self.you_play()),
                    Field::HostSide => ("new-game-you-play", self.host_words(|h| h.side_words())),
                    Field::HostName => ("host-your-name", self.host_words(|h| h.name.clone())),
                    Field::Hints => ("host-hints", self.host_words(|h| h.hints_words())),
                    Field::Opening => ("new-game-opening", self.opening_choice()),
                    Field::Clock => (
                        "new-game-clock",
                        match self.time_control() {
                            None => crate::t!("new-game-no-clock"),
                            Some(c) => crate::t!(
                                "new-game-clock-value",
                                control = c.to_string(),
                                // The presets are whole minutes and seconds.
                                minutes = c.start_ms / 60_000,
                                seconds = c.increment_ms / 1000
                            ),
                        },
                    ),
                    Field::Animation => ("new-game-animation", on_off(animate)),
                    Field::Start if self.hosts() => ("", t("host-start")),
                    Field::Start => ("", t("new-game-start")),
                };
                (f, t(label), value)
            })
            .collect()
    }
}

impl NewGameForm {
    /// A host row's value in words (empty on a form that does not host).
    fn host_words(&self, words: impl Fn(&host::HostChoices) -> String) -> String {
        self.host.as_ref().map(words).unwrap_or_default()
    }

    /// The clock chosen, if any.
    pub fn time_control(&self) -> Option<crate::store::record::TimeControl> {
        let (minutes, seconds) = *CLOCKS.get(self.clock.checked_sub(1)?)?;
        crate::store::record::TimeControl::new(minutes, seconds).ok()
    }

    /// "South (moves first)" or "North": the person's side against the computer. Who
    /// moves first is said only for the usual start (a balanced one may be North's move).
    fn you_play(&self) -> String {
        match self.person_side() {
            Some(mancala_rules::Player::South) if !self.starts_balanced() => {
                crate::t!("new-game-south-moves-first")
            }
            Some(side) => crate::words::position::side_name(side),
            None => String::new(),
        }
    }

    /// "usual", "balanced", or the usual start and why there is no other.
    fn opening_choice(&self) -> String {
        match crate::study::openings::no_book_reason(&self.rules()) {
            Some(why) => crate::t!("new-game-usual-because", why = why),
            None if self.wants_balanced() => crate::t!("new-game-balanced"),
            None => crate::t!("new-game-usual"),
        }
    }
}

/// A Hoyito game in words: "II: the chain of fours, as the main game".
fn hoyito_choice(form: HoyitoForm) -> String {
    match form {
        HoyitoForm::I => crate::t!("new-game-rules-hoyito-i"),
        HoyitoForm::II => crate::t!("new-game-rules-hoyito-ii"),
        HoyitoForm::III => crate::t!("new-game-rules-hoyito-iii"),
    }
}

/// Tsoro's heads in words: "2", "1" or "none".
fn heads_choice(heads: u8) -> String {
    match heads {
        0 => crate::t!("new-game-heads-none"),
        n => n.to_string(),
    }
}

/// A player choice in words: "a person" or "computer, 8 hard (about 2250)".
fn player_choice(level: Option<Level>) -> String {
    match level {
        None => crate::t!("new-game-a-person"),
        Some(l) => crate::t!(
            "new-game-computer-at",
            number = l.number(),
            level = l.words(),
            rating = l.rating().to_string()
        ),
    }
}

impl crate::tui::view::View for NewGameForm {
    fn key(
        &mut self,
        key: &ratatui::crossterm::event::KeyEvent,
        cx: &crate::tui::view::KeyContext,
    ) -> crate::tui::command::Command {
        keys::form_key(self, key, cx.prefs)
    }

    fn click(
        &mut self,
        x: u16,
        y: u16,
        cx: &crate::tui::view::KeyContext,
    ) -> crate::tui::command::Command {
        keys::form_click(self, cx.area, x, y, cx.prefs)
    }

    fn draw(&self, frame: &mut ratatui::Frame, cx: &crate::tui::view::DrawContext) {
        draw::draw_form(frame, cx, self)
    }

    fn help(&self, cx: &crate::tui::view::DrawContext) -> crate::tui::view::Help {
        crate::tui::view::table_help(
            keys::FORM,
            self,
            cx,
            vec![
                crate::t!("help-form-click"),
                crate::t!("help-form-hoyito"),
                crate::t!("help-form-tsoro"),
            ],
        )
    }

    /// Back from the host's form goes to the network's entry of the menu.
    fn menu_item(&self) -> crate::tui::command::MenuItem {
        if self.hosts() {
            crate::tui::command::MenuItem::Network
        } else {
            crate::tui::command::MenuItem::NewGame
        }
    }

    /// The form has one line for what went wrong: the text goes there.
    fn tell(&mut self, text: String, _error: bool) {
        self.error = Some(text);
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn switching_to_tsoro_offers_its_options_and_sizes() {
        let mut f = NewGameForm::new();
        f.change(1);
        assert_eq!(f.game, GameKind::Tsoro);
        assert_eq!(f.holes, 21);
        assert!(f.fields().contains(&Field::Heads));
        f.field = 1;
        f.change(1);
        assert_eq!(f.holes, 6, "presets wrap round");
        assert_eq!(f.rules(), Rules::tsoro(6));
    }
}

#[cfg(test)]
mod rules_tests {
    use super::*;

    /// Go to `field` and change it by `delta`.
    fn change(f: &mut NewGameForm, field: Field, delta: i32) {
        f.field = f.fields().iter().position(|&x| x == field).unwrap();
        f.change(delta);
    }

    #[test]
    fn hoyitos_rules_row_offers_ii_i_and_iii() {
        let mut f = NewGameForm::new();
        assert_eq!(f.fields()[1], Field::HoyitoRules);
        change(&mut f, Field::HoyitoRules, 1);
        assert_eq!(f.rules(), Rules::hoyito_form(HoyitoForm::I, 6));
        assert!(f.rows(false).iter().any(|(_, _, v)| v == "Hoyito I"));
        change(&mut f, Field::HoyitoRules, 1);
        assert_eq!(f.rules(), Rules::hoyito_form(HoyitoForm::III, 6));
        change(&mut f, Field::HoyitoRules, 1);
        assert_eq!(f.rules(), Rules::hoyito(6));
        change(&mut f, Field::HoyitoRules, -1);
        assert_eq!(f.rules().hoyito, HoyitoForm::III);
        // Hoyito I and III have no book of balanced starts: the usual one, said why.
        assert!(crate::study::openings::no_book_reason(&f.rules()).is_some());
    }

    #[test]
    fn tsoros_rows_give_no_heads_extra_stones_and_captures_sown_back() {
        let mut f = NewGameForm::new();
        f.change(1);
        assert!(!f.fields().contains(&Field::HoyitoRules));
        change(&mut f, Field::Heads, 1);
        assert_eq!(f.rules().heads, 1);
        change(&mut f, Field::Heads, 1);
        assert_eq!(f.rules().heads, 0);
        assert!(
            f.rows(false)
                .iter()
                .any(|(_, l, v)| l == "Heads" && v == "none")
        );
        change(&mut f, Field::Heads, 1);
        assert_eq!(f.rules().heads, 2, "round");
        change(&mut f, Field::ExtraCounters, 1);
        assert!(f.rules().extra_counters);
        // Sown back: no bonus picks, and the row for them goes.
        change(&mut f, Field::Captures, 1);
        assert!(f.rules().reentered_captures);
        assert_eq!(f.rules().bonus_picks, 0);
        assert!(!f.fields().contains(&Field::BonusPicks));
        assert!(mancala_rules::Game::new(f.rules()).is_ok());
        change(&mut f, Field::Captures, 1);
        assert_eq!(f.rules(), Rules::tsoro(21).with_extra_counters(true));
    }
}

#[cfg(test)]
mod player_tests {
    use super::*;

    #[test]
    fn each_side_is_a_person_or_the_computer_at_one_of_nine_levels() {
        let mut f = NewGameForm::new();
        f.north = "Ben".into();
        f.field = f
            .fields()
            .iter()
            .position(|&x| x == Field::NorthPlayer)
            .unwrap();
        // Right: a person, then 1 to 9 in order, then a person again.
        let mut seen = vec![f.computers[1]];
        for _ in 0..10 {
            f.change(1);
            seen.push(f.computers[1]);
        }
        let order = [
            None,
            Some(Level::Easy),
            Some(Level::Casual),
            Some(Level::Steady),
            Some(Level::Solid),
            Some(Level::Medium),
            Some(Level::Clever),
            Some(Level::Sharp),
            Some(Level::Hard),
            Some(Level::Expert),
            None,
        ];
        assert_eq!(seen, order);
        assert_eq!(f.north, "North", "the person's name goes");
        // Left: the same order backwards.
        let mut back = vec![f.computers[1]];
        for _ in 0..10 {
            f.change(-1);
            back.push(f.computers[1]);
        }
        let reversed: Vec<_> = order.iter().rev().copied().collect();
        assert_eq!(back, reversed);
        assert_eq!(f.computers[0], None, "South untouched");
        f.change(-1);
        let rows = f.rows(true);
        assert!(
            rows.iter()
                .any(|(_, l, v)| l == "North plays" && v.starts_with("computer, 9 expert (about "))
        );
    }
}

#[cfg(test)]
mod side_tests {
    use super::*;
    use mancala_rules::Player;

    #[test]
    fn you_play_is_asked_against_the_computer_only_and_swaps_the_sides() {
        let mut f = NewGameForm::new();
        assert!(!f.fields().contains(&Field::YouPlay), "two people");
        f.computers = [None, Some(Level::Hard)];
        assert_eq!(f.person_side(), Some(Player::South));
        f.field = f
            .fields()
            .iter()
            .position(|&x| x == Field::YouPlay)
            .unwrap();
        f.change(1);
        assert_eq!(f.computers, [Some(Level::Hard), None]);
        assert_eq!(f.person_side(), Some(Player::North));
        // A person called by the side's name is called by the new side's.
        assert_eq!((f.south.as_str(), f.north.as_str()), ("South", "North"));
        f.change(-1);
        assert_eq!(f.computers, [None, Some(Level::Hard)]);
        f.computers = [Some(Level::Easy), Some(Level::Hard)];
        assert!(!f.fields().contains(&Field::YouPlay), "two computers");
    }
}
