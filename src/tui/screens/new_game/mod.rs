//! The new-game form: the game, its size, the players and their names.

pub mod draw;
pub mod keys;

use crate::ai::Level;
use crate::rules::{GameKind, Rules};

/// Fields of the new-game form, top to bottom.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Field {
    Game,
    Holes,
    BonusPicks,
    Heads,
    /// Who plays South: a person or the computer at a level.
    SouthPlayer,
    South,
    NorthPlayer,
    North,
    Animation,
    Start,
}

/// The new-game form.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct NewGameForm {
    pub game: GameKind,
    pub holes: u8,
    pub bonus_picks: u8,
    pub heads: u8,
    pub south: String,
    pub north: String,
    /// South's and North's computer level; `None` for a person.
    pub computers: [Option<Level>; 2],
    pub animate: bool,
    pub field: usize,
    /// Something was typed into the name field since the cursor came to it: the
    /// first letter typed replaces the name shown ("South"), later ones add to it.
    typing: bool,
}

impl NewGameForm {
    pub fn new(animate: bool) -> NewGameForm {
        NewGameForm {
            game: GameKind::HoyitoII,
            holes: 6,
            bonus_picks: 2,
            heads: 2,
            south: "South".into(),
            north: "North".into(),
            computers: [None, None],
            animate,
            field: 0,
            typing: false,
        }
    }

    /// The fields shown for the chosen game (bonus picks and heads are Tsoro's).
    pub fn fields(&self) -> Vec<Field> {
        let mut f = vec![Field::Game, Field::Holes];
        if self.game == GameKind::Tsoro {
            f.extend([Field::BonusPicks, Field::Heads]);
        }
        f.extend([
            Field::SouthPlayer,
            Field::South,
            Field::NorthPlayer,
            Field::North,
            Field::Animation,
            Field::Start,
        ]);
        f
    }

    pub fn current(&self) -> Field {
        let f = self.fields();
        f[self.field.min(f.len() - 1)]
    }

    pub fn move_field(&mut self, delta: i32) {
        let len = self.fields().len() as i32;
        self.field = (self.field as i32 + delta).rem_euclid(len) as usize;
        self.typing = false;
    }

    /// Go to field `index` (as a mouse click does).
    pub fn select(&mut self, index: usize) {
        if index < self.fields().len() && index != self.field {
            self.field = index;
            self.typing = false;
        }
    }

    /// Type a letter into the name field; false when the field is not a name. The first
    /// letter replaces the name shown, as in any form's pre-filled field.
    pub fn type_char(&mut self, c: char) -> bool {
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
    pub fn backspace(&mut self) {
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
            Field::Heads => self.heads = if self.heads == 1 { 2 } else { 1 },
            Field::SouthPlayer => self.change_player(0, delta),
            Field::NorthPlayer => self.change_player(1, delta),
            Field::Animation => self.animate = !self.animate,
            Field::South | Field::North | Field::Start => {}
        }
    }

    /// Right and Left step through a person, then the computer at levels 1 to 5, in
    /// that order both ways and round: Right from a person is easy, Left from a person
    /// is expert.
    fn change_player(&mut self, side: usize, delta: i32) {
        let now = self.computers[side];
        // 0 a person, 1 to 5 the levels.
        let at = now.map_or(0, |l| l.number() as i32);
        let next = Level::from_number((at + delta).rem_euclid(6) as u8);
        if now.is_none() && next.is_some() {
            // A person's name would be the computer's: the side's own name instead.
            let name = if side == 0 {
                &mut self.south
            } else {
                &mut self.north
            };
            *name = ["South", "North"][side].to_string();
        }
        self.computers[side] = next;
    }

    /// The name being edited, if the current field is a name.
    pub fn name_mut(&mut self) -> Option<&mut String> {
        match self.current() {
            Field::South => Some(&mut self.south),
            Field::North => Some(&mut self.north),
            _ => None,
        }
    }

    pub fn rules(&self) -> Rules {
        match self.game {
            GameKind::HoyitoII => Rules::hoyito(self.holes),
            GameKind::Tsoro => Rules::tsoro(self.holes)
                .with_bonus_picks(self.bonus_picks)
                .with_heads(self.heads),
        }
    }

    /// The names to play under (an empty name falls back to the side's name).
    pub fn names(&self) -> [String; 2] {
        let pick = |s: &str, d: &str| {
            if s.trim().is_empty() {
                d.to_string()
            } else {
                s.trim().to_string()
            }
        };
        [pick(&self.south, "South"), pick(&self.north, "North")]
    }

    /// A label and value for each field, for drawing.
    pub fn rows(&self) -> Vec<(Field, String, String)> {
        self.fields()
            .into_iter()
            .map(|f| {
                let (label, value) = match f {
                    Field::Game => ("Game", self.game.title().to_string()),
                    Field::Holes => ("Board", format!("{}x{}", self.game.rows(), self.holes)),
                    Field::BonusPicks => ("Bonus picks", self.bonus_picks.to_string()),
                    Field::Heads => ("Heads", self.heads.to_string()),
                    Field::SouthPlayer => ("South plays", player_choice(self.computers[0])),
                    Field::South => ("South's name", self.south.clone()),
                    Field::NorthPlayer => ("North plays", player_choice(self.computers[1])),
                    Field::North => ("North's name", self.north.clone()),
                    Field::Animation => (
                        "Animation",
                        if self.animate { "on" } else { "off" }.to_string(),
                    ),
                    Field::Start => ("", "Start the game".to_string()),
                };
                (f, label.to_string(), value)
            })
            .collect()
    }
}

/// A player choice in words: "a person" or "computer, 4 hard".
fn player_choice(level: Option<Level>) -> String {
    match level {
        None => "a person".to_string(),
        Some(l) => format!("computer, {} {l}", l.number()),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn switching_to_tsoro_offers_its_options_and_sizes() {
        let mut f = NewGameForm::new(true);
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
mod player_tests {
    use super::*;

    #[test]
    fn each_side_is_a_person_or_the_computer_at_one_of_five_levels() {
        let mut f = NewGameForm::new(false);
        f.north = "Ben".into();
        f.field = f
            .fields()
            .iter()
            .position(|&x| x == Field::NorthPlayer)
            .unwrap();
        // Right: a person, then 1 to 5 in order, then a person again.
        let mut seen = vec![f.computers[1]];
        for _ in 0..6 {
            f.change(1);
            seen.push(f.computers[1]);
        }
        let order = [
            None,
            Some(Level::Easy),
            Some(Level::Casual),
            Some(Level::Medium),
            Some(Level::Hard),
            Some(Level::Expert),
            None,
        ];
        assert_eq!(seen, order);
        assert_eq!(f.north, "North", "the person's name goes");
        // Left: the same order backwards.
        let mut back = vec![f.computers[1]];
        for _ in 0..6 {
            f.change(-1);
            back.push(f.computers[1]);
        }
        let reversed: Vec<_> = order.iter().rev().copied().collect();
        assert_eq!(back, reversed);
        assert_eq!(f.computers[0], None, "South untouched");
        f.change(-1);
        let rows = f.rows();
        assert!(
            rows.iter()
                .any(|(_, l, v)| l == "North plays" && v == "computer, 5 expert")
        );
    }
}
