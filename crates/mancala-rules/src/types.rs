//! The small value types every part of the program shares: players, rules, holes, actions, results.

use std::fmt;

/// One of the two players. South moves first and sits at the bottom of the screen.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Player {
    South,
    North,
}

impl Player {
    /// The other player.
    pub fn opponent(self) -> Player {
        match self {
            Player::South => Player::North,
            Player::North => Player::South,
        }
    }

    /// 0 for South, 1 for North: the index into per-player arrays.
    pub fn index(self) -> usize {
        match self {
            Player::South => 0,
            Player::North => 1,
        }
    }

    /// The name used in records and JSON: `"south"` or `"north"`.
    pub fn key(self) -> &'static str {
        match self {
            Player::South => "south",
            Player::North => "north",
        }
    }

    /// The name used in sentences: `South` or `North`.
    pub fn name(self) -> &'static str {
        match self {
            Player::South => "South",
            Player::North => "North",
        }
    }
}

impl fmt::Display for Player {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

/// Which of the two games is played.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum GameKind {
    HoyitoII,
    Tsoro,
}

impl GameKind {
    /// What the game is played with, one of them: "seed" in Hoyito II, "stone" in
    /// Tsoro (the Shona game is played with stones).
    pub fn counted(self) -> &'static str {
        match self {
            GameKind::HoyitoII => "seed",
            GameKind::Tsoro => "stone",
        }
    }

    /// The name used in records: `"hoyito-ii"` or `"tsoro"`.
    pub fn key(self) -> &'static str {
        match self {
            GameKind::HoyitoII => "hoyito-ii",
            GameKind::Tsoro => "tsoro",
        }
    }

    /// The name shown to people.
    pub fn title(self) -> &'static str {
        match self {
            GameKind::HoyitoII => "Hoyito II",
            GameKind::Tsoro => "Tsoro",
        }
    }

    /// Rows on the board: 2 for Hoyito II, 4 for Tsoro.
    pub fn rows(self) -> u8 {
        match self {
            GameKind::HoyitoII => 2,
            GameKind::Tsoro => 4,
        }
    }

    /// The smallest and largest number of holes a row may have.
    pub fn holes_range(self) -> (u8, u8) {
        match self {
            GameKind::HoyitoII => (4, 12),
            GameKind::Tsoro => (6, 21),
        }
    }

    /// The board sizes offered by name (the sizes the sources record).
    pub fn presets(self) -> &'static [u8] {
        match self {
            GameKind::HoyitoII => &[6, 12],
            GameKind::Tsoro => &[6, 8, 12, 15, 18, 21],
        }
    }

    /// The holes per row when a record does not say.
    pub fn default_holes(self) -> u8 {
        match self {
            GameKind::HoyitoII => 6,
            GameKind::Tsoro => 21,
        }
    }
}

/// The rule settings of one game: the game and its variant options.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Rules {
    pub game: GameKind,
    pub holes_per_row: u8,
    /// Tsoro only: enemy holes picked after a column capture (0 to 3).
    pub bonus_picks: u8,
    /// Tsoro only: 1 or 2 heads per player.
    pub heads: u8,
}

impl Rules {
    /// Hoyito II with `holes` holes per row.
    pub fn hoyito(holes: u8) -> Rules {
        Rules {
            game: GameKind::HoyitoII,
            holes_per_row: holes,
            bonus_picks: 0,
            heads: 0,
        }
    }

    /// Tsoro with `holes` holes per row, the default 2 bonus picks and 2 heads.
    pub fn tsoro(holes: u8) -> Rules {
        Rules {
            game: GameKind::Tsoro,
            holes_per_row: holes,
            bonus_picks: 2,
            heads: 2,
        }
    }

    /// The same rules with another number of bonus picks (Tsoro).
    pub fn with_bonus_picks(mut self, picks: u8) -> Rules {
        self.bonus_picks = picks;
        self
    }

    /// The same rules with another number of heads (Tsoro).
    pub fn with_heads(mut self, heads: u8) -> Rules {
        self.heads = heads;
        self
    }

    /// A short description such as `Hoyito II 2x6` or `Tsoro 4x21, 2 bonus picks, 2 heads`.
    ///
    /// ```
    /// use mancala_rules::Rules;
    ///
    /// assert_eq!(Rules::hoyito(6).describe(), "Hoyito II 2x6");
    /// assert_eq!(Rules::tsoro(21).with_heads(1).describe(), "Tsoro 4x21, 2 bonus picks, 1 head");
    /// ```
    pub fn describe(&self) -> String {
        match self.game {
            GameKind::HoyitoII => format!("Hoyito II 2x{}", self.holes_per_row),
            GameKind::Tsoro => format!(
                "Tsoro 4x{}, {} bonus pick{}, {} head{}",
                self.holes_per_row,
                self.bonus_picks,
                if self.bonus_picks == 1 { "" } else { "s" },
                self.heads,
                if self.heads == 1 { "" } else { "s" }
            ),
        }
    }
}

/// A hole, named as in chess: a column letter from South's left and a row number from South's edge.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Hole {
    /// 0 for column `a`.
    pub col: u8,
    /// 1-based row number: 1 is South's (outer) row.
    pub row: u8,
}

impl Hole {
    pub fn new(col: u8, row: u8) -> Hole {
        Hole { col, row }
    }

    /// The column letter, `a` for column 0.
    pub fn letter(self) -> char {
        (b'a' + self.col) as char
    }
}

impl fmt::Display for Hole {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}{}", self.letter(), self.row)
    }
}

/// Something a player chooses: the only things a game record holds.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Action {
    /// Lift the seeds of one of your holes and sow them.
    Sow(Hole),
    /// Tsoro: at an occupied head, lift its seeds and sow on.
    Continue,
    /// Tsoro: at an occupied head, end the move there.
    Stop,
    /// Tsoro: take the seeds of an enemy hole as a bonus after a column capture.
    Pick(Hole),
}

impl fmt::Display for Action {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Action::Sow(h) => write!(f, "{h}"),
            Action::Continue => f.write_str("continue"),
            Action::Stop => f.write_str("stop"),
            Action::Pick(h) => write!(f, "x{h}"),
        }
    }
}

/// What the game waits for next.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Awaiting {
    /// The player to move chooses a hole to sow from.
    Sow,
    /// Tsoro: the last seed fell into an occupied head; continue or stop.
    Head,
    /// Tsoro: bonus picks are owed after a column capture.
    Bonus,
}

impl Awaiting {
    /// The name used in the position JSON.
    pub fn key(self) -> &'static str {
        match self {
            Awaiting::Sow => "sow",
            Awaiting::Head => "head",
            Awaiting::Bonus => "bonus",
        }
    }
}

/// How a game ended.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum EndReason {
    /// Hoyito II: a capture left four seeds or none on the board.
    AllCaptured,
    /// Tsoro: the player to move had no legal move and lost.
    NoLegalMove,
    /// The same position occurred for the third time.
    Repetition,
}

impl EndReason {
    /// The name used in the position JSON and records.
    pub fn key(self) -> &'static str {
        match self {
            EndReason::AllCaptured => "all-captured",
            EndReason::NoLegalMove => "no-legal-move",
            EndReason::Repetition => "repetition",
        }
    }
}

/// The result of a finished game.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Outcome {
    /// `None` is a draw.
    pub winner: Option<Player>,
    pub reason: EndReason,
}
