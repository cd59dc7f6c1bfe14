//! The main menu and the new-game form.

use crate::rules::{GameKind, Rules};

/// Entries of the main menu.
pub const MENU_ITEMS: [&str; 5] = [
    "New game",
    "Continue a saved game",
    "Replay a game",
    "Learn the rules",
    "Quit",
];

/// Fields of the new-game form, top to bottom.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Field {
    Game,
    Holes,
    BonusPicks,
    Heads,
    South,
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
    pub animate: bool,
    pub field: usize,
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
            animate,
            field: 0,
        }
    }

    /// The fields shown for the chosen game (bonus picks and heads are Tsoro's).
    pub fn fields(&self) -> Vec<Field> {
        let mut f = vec![Field::Game, Field::Holes];
        if self.game == GameKind::Tsoro {
            f.extend([Field::BonusPicks, Field::Heads]);
        }
        f.extend([Field::South, Field::North, Field::Animation, Field::Start]);
        f
    }

    pub fn current(&self) -> Field {
        let f = self.fields();
        f[self.field.min(f.len() - 1)]
    }

    pub fn move_field(&mut self, delta: i32) {
        let len = self.fields().len() as i32;
        self.field = (self.field as i32 + delta).rem_euclid(len) as usize;
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
            Field::Animation => self.animate = !self.animate,
            Field::South | Field::North | Field::Start => {}
        }
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
                    Field::South => ("South's name", self.south.clone()),
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
