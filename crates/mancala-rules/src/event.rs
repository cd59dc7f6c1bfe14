//! What happened during an action, in order, for screens that animate or explain it.
//!
//! The engine reports through an [`Observer`]. The fast path (`Game::apply`) uses the
//! unit observer, whose `ENABLED` is false, so no event is built at all.

use crate::types::{Hole, Outcome, Player};

/// Laps of one move that are reported seed by seed; an endless or very long relay is
/// reported by its first laps and then one summary event.
pub const REPORTED_LAPS: u64 = 40;

/// How seeds were captured.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum CaptureKind {
    /// Hoyito: the casa made by the last seed, then (Hoyito II) the backward chain of
    /// fours.
    Casa,
    /// Hoyito I: a hole a seed made hold exactly 4 during a lap, taken as the sowing
    /// goes on.
    EnPassant,
    /// Hoyito II: the last four seeds, taken by whoever captured before them.
    LastFour,
    /// Tsoro: the enemy column opposite the empty inner hole the move ended in.
    Column,
    /// Tsoro: an enemy hole chosen as a bonus.
    BonusPick,
    /// Tsoro: a bonus hole taken automatically (no more eligible holes than picks owed).
    ForcedPick,
    /// The game ended by repetition; Hoyito II players take the seeds left in their row.
    RowAtRepetition,
}

/// One thing that happened, in order.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Event {
    /// A lap starts: the seeds of `from` are lifted (the first lap is the move's origin).
    LapStarted { lap: u64, from: Hole, seeds: u8 },
    /// One seed dropped into `hole`, which now holds `count`.
    SeedDropped { hole: Hole, count: u8 },
    /// A lap ended in `hole`, which now holds `count`.
    LapEnded { hole: Hole, count: u8 },
    /// Laps after the first [`REPORTED_LAPS`] were played without seed events;
    /// `board` holds the counts after them, rows from row 1 upwards.
    LapsSkipped { laps: u64, board: Vec<Vec<u8>> },
    /// The move ended in an empty hole.
    EndedInEmpty { hole: Hole },
    /// The endless-sowing rule: the lap about to be lifted repeats an earlier lap
    /// start of the same move, so the move ends here with no capture.
    EndlessSowing { laps: u64, at: Hole },
    /// Seeds captured. `holes` lists each hole taken and how many seeds it held.
    Captured {
        by: Player,
        kind: CaptureKind,
        holes: Vec<(Hole, u8)>,
        seeds: u16,
    },
    /// Tsoro with re-entered captures: the column the mover captured is lifted (each
    /// hole and its stones) and sown back, one lap along the mover's circuit from the
    /// hole after the move's end; one [`Event::SeedDropped`] a stone follows.
    Reentered {
        by: Player,
        holes: Vec<(Hole, u8)>,
        stones: u16,
    },
    /// Tsoro: the last seed fell into an occupied head; the mover chooses.
    HeadReached { hole: Hole, seeds: u8 },
    /// Tsoro: the mover stopped at the head.
    Stopped { hole: Hole },
    /// Tsoro: bonus picks are owed.
    BonusOwed { picks: u8 },
    /// The player captured and plays again (Hoyito II).
    ExtraTurn { player: Player },
    /// The player has no seed in their row and passes (Hoyito II).
    Passed { player: Player },
    /// It is now this player's turn to sow.
    TurnTo { player: Player },
    /// The game is over.
    GameOver { outcome: Outcome },
}

/// Receives events. The unit type ignores them at no cost.
pub trait Observer {
    /// False when events are ignored, so the engine skips building them.
    const ENABLED: bool;
    fn event(&mut self, event: Event);
}

impl Observer for () {
    const ENABLED: bool = false;
    #[inline(always)]
    fn event(&mut self, _: Event) {}
}

impl Observer for Vec<Event> {
    const ENABLED: bool = true;
    fn event(&mut self, event: Event) {
        self.push(event);
    }
}
