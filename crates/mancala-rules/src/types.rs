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

/// Which of the two games is played: Hoyito's board of two rows (Hoyito I, II or III,
/// as [`Rules::hoyito`] says) or Tsoro's of four.
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

/// Which of the recorded Hoyito games is played on Hoyito's board (the Tsoro rules
/// keep [`HoyitoForm::II`], which says nothing there).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum HoyitoForm {
    /// Hoyito I: en-passant captures of every drop that makes 4, the last seed's casa,
    /// no chain and no extra turn.
    I,
    /// Hoyito II: the last seed's casa and the backward chain of fours, with an extra
    /// turn.
    II,
    /// Hoyito III: Hoyito II without the backward chain.
    III,
}

impl HoyitoForm {
    /// The name used in records: `"hoyito-i"`, `"hoyito-ii"` or `"hoyito-iii"`.
    pub fn key(self) -> &'static str {
        match self {
            HoyitoForm::I => "hoyito-i",
            HoyitoForm::II => "hoyito-ii",
            HoyitoForm::III => "hoyito-iii",
        }
    }

    /// The name shown to people: `Hoyito I`, `Hoyito II` or `Hoyito III`.
    pub fn title(self) -> &'static str {
        match self {
            HoyitoForm::I => "Hoyito I",
            HoyitoForm::II => "Hoyito II",
            HoyitoForm::III => "Hoyito III",
        }
    }

    /// The form a record's `game` names, if it names a Hoyito game.
    pub fn from_key(key: &str) -> Option<HoyitoForm> {
        [HoyitoForm::I, HoyitoForm::II, HoyitoForm::III]
            .into_iter()
            .find(|f| f.key() == key)
    }
}

/// The rule settings of one game: the game and its variant options.
///
/// `game` is the board's family (Hoyito's two rows, Tsoro's four); `hoyito` says which
/// Hoyito game is played on it. A value made with the constructors and `with_` methods
/// below is checked by [`validate_rules`](crate::validate_rules) (every `Position` and
/// `Game` is made through it), which refuses an impossible combination naming its key.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Rules {
    pub game: GameKind,
    pub holes_per_row: u8,
    /// Tsoro only: enemy holes picked after a column capture (0 to 3).
    pub bonus_picks: u8,
    /// Tsoro only: 0 (no heads), 1 or 2 heads per player, the rightmost of each outer
    /// row; 0 too when the heads are chosen by name (`head_holes`).
    pub heads: u8,
    /// Hoyito only: which of Hoyito I, II and III (II for Tsoro).
    pub hoyito: HoyitoForm,
    /// Tsoro only: both players' heads by name, two each in the owner's outer row, in
    /// the order a record gives them (`None`: the heads `heads` says).
    pub head_holes: Option<[Hole; 4]>,
    /// Tsoro only: each player's rightmost outer hole starts with 3 stones.
    pub extra_counters: bool,
    /// Tsoro only: captured stones are sown back, one lap along the captor's circuit
    /// from the hole after the one the move ended in; nothing leaves the board.
    pub reentered_captures: bool,
}

impl Rules {
    /// Hoyito II with `holes` holes per row.
    pub fn hoyito(holes: u8) -> Rules {
        Rules {
            game: GameKind::HoyitoII,
            holes_per_row: holes,
            bonus_picks: 0,
            heads: 0,
            hoyito: HoyitoForm::II,
            head_holes: None,
            extra_counters: false,
            reentered_captures: false,
        }
    }

    /// Hoyito I, II or III with `holes` holes per row.
    pub fn hoyito_form(form: HoyitoForm, holes: u8) -> Rules {
        Rules {
            hoyito: form,
            ..Rules::hoyito(holes)
        }
    }

    /// Tsoro with `holes` holes per row, the default 2 bonus picks and 2 heads.
    pub fn tsoro(holes: u8) -> Rules {
        Rules {
            game: GameKind::Tsoro,
            holes_per_row: holes,
            bonus_picks: 2,
            heads: 2,
            ..Rules::hoyito(holes)
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

    /// The same rules with the heads chosen by name (Tsoro): two of each player's outer
    /// row, in any order. `heads` becomes 0, the count no longer saying where they are.
    pub fn with_head_holes(mut self, holes: [Hole; 4]) -> Rules {
        self.head_holes = Some(holes);
        self.heads = 0;
        self
    }

    /// The same rules with or without the extra counters (Tsoro).
    pub fn with_extra_counters(mut self, on: bool) -> Rules {
        self.extra_counters = on;
        self
    }

    /// The same rules with or without re-entered captures (Tsoro).
    pub fn with_reentered_captures(mut self, on: bool) -> Rules {
        self.reentered_captures = on;
        self
    }

    /// The name of the game these rules play, as records write it: `"hoyito-i"`,
    /// `"hoyito-ii"`, `"hoyito-iii"` or `"tsoro"`.
    pub fn game_key(&self) -> &'static str {
        match self.game {
            GameKind::HoyitoII => self.hoyito.key(),
            GameKind::Tsoro => GameKind::Tsoro.key(),
        }
    }

    /// The name of the game shown to people: `Hoyito I`, `Hoyito II`, `Hoyito III` or
    /// `Tsoro`.
    pub fn title(&self) -> &'static str {
        match self.game {
            GameKind::HoyitoII => self.hoyito.title(),
            GameKind::Tsoro => GameKind::Tsoro.title(),
        }
    }

    /// Whether these are the rules the program played before the other recorded forms
    /// were added: Hoyito II, or Tsoro with 1 or 2 heads counted from the right and
    /// none of the Tsoro options (what the endgame tables were built for).
    pub fn is_main_form(&self) -> bool {
        match self.game {
            GameKind::HoyitoII => self.hoyito == HoyitoForm::II,
            GameKind::Tsoro => {
                (1..=2).contains(&self.heads)
                    && self.head_holes.is_none()
                    && !self.extra_counters
                    && !self.reentered_captures
            }
        }
    }

    /// A short description such as `Hoyito II 2x6` or `Tsoro 4x21, 2 bonus picks, 2 heads`.
    ///
    /// ```
    /// use mancala_rules::{HoyitoForm, Rules};
    ///
    /// assert_eq!(Rules::hoyito(6).describe(), "Hoyito II 2x6");
    /// assert_eq!(Rules::hoyito_form(HoyitoForm::I, 6).describe(), "Hoyito I 2x6");
    /// assert_eq!(Rules::tsoro(21).with_heads(1).describe(), "Tsoro 4x21, 2 bonus picks, 1 head");
    /// assert_eq!(
    ///     Rules::tsoro(8).with_heads(0).with_bonus_picks(0).with_reentered_captures(true).describe(),
    ///     "Tsoro 4x8, 0 bonus picks, no heads, re-entered captures"
    /// );
    /// let chosen = ["a1", "h1", "a4", "h4"].map(|h| h.parse().unwrap());
    /// assert_eq!(
    ///     Rules::tsoro(8).with_bonus_picks(0).with_head_holes(chosen).with_extra_counters(true).describe(),
    ///     "Tsoro 4x8, 0 bonus picks, heads a1 h1 a4 h4, extra counters"
    /// );
    /// ```
    pub fn describe(&self) -> String {
        match self.game {
            GameKind::HoyitoII => format!("{} 2x{}", self.hoyito.title(), self.holes_per_row),
            GameKind::Tsoro => {
                let mut text = format!(
                    "Tsoro 4x{}, {} bonus pick{}",
                    self.holes_per_row,
                    self.bonus_picks,
                    if self.bonus_picks == 1 { "" } else { "s" },
                );
                match (self.head_holes, self.heads) {
                    (Some(holes), _) => {
                        text.push_str(", heads");
                        for hole in holes {
                            text.push_str(&format!(" {hole}"));
                        }
                    }
                    (None, 0) => text.push_str(", no heads"),
                    (None, 1) => text.push_str(", 1 head"),
                    (None, n) => text.push_str(&format!(", {n} heads")),
                }
                if self.extra_counters {
                    text.push_str(", extra counters");
                }
                if self.reentered_captures {
                    text.push_str(", re-entered captures");
                }
                text
            }
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
    /// Hoyito: a capture left four seeds or none on the board.
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
