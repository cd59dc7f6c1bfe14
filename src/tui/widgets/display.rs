//! The display board: the engine's events folded onto a copy of the board, for the
//! screen only. The one place events become a board, used by the animation (event by
//! event, with pauses) and by the replay's steps through the laps and captures of an
//! action. No rule here: every change is what an event says.

use mancala_rules::{Event, Hole};

/// A board as the screen shows it, part-way through an action or not.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Display {
    /// Rows from row 1 upwards.
    pub board: Vec<Vec<u8>>,
    /// South's and North's captured seeds, as far as the board shows.
    pub captured: [u16; 2],
    /// Laps of the action shown so far (the lap being sown is the last).
    pub laps: u64,
}

impl Display {
    pub fn new(board: Vec<Vec<u8>>, captured: [u16; 2]) -> Display {
        Display {
            board,
            captured,
            laps: 0,
        }
    }

    /// Put `count` seeds in a hole.
    pub fn set(&mut self, hole: Hole, count: u8) {
        if let Some(cell) = self
            .board
            .get_mut(hole.row as usize - 1)
            .and_then(|r| r.get_mut(hole.col as usize))
        {
            *cell = count;
        }
    }

    /// Show what one event did.
    pub fn apply(&mut self, event: &Event) {
        match event {
            Event::LapStarted { from, .. } => {
                self.set(*from, 0);
                self.laps += 1;
            }
            Event::SeedDropped { hole, count } => self.set(*hole, *count),
            Event::LapsSkipped { laps, board } => {
                self.board = board.clone();
                self.laps += laps;
            }
            // The endless-sowing rule counted every lap, shown or not.
            Event::EndlessSowing { laps, .. } => self.laps = *laps,
            Event::Captured {
                holes, by, seeds, ..
            } => {
                for (h, _) in holes {
                    self.set(*h, 0);
                }
                self.captured[by.index()] += seeds;
            }
            // Tsoro's re-entered captures: lifted, then sown back stone by stone (the
            // drops follow), and counted for nobody.
            Event::Reentered { holes, .. } => {
                for (h, _) in holes {
                    self.set(*h, 0);
                }
            }
            _ => {}
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use mancala_rules::{Game, Rules};

    #[test]
    fn folding_every_event_of_an_action_gives_the_engines_position() {
        // Hoyito II 2x6, always the first legal action, through captures and relays.
        folds_to_the_engines_position(Game::new(Rules::hoyito(6)).unwrap());
    }

    #[test]
    fn folding_a_round_with_closed_holes_gives_the_engines_position() {
        // A round of a match with b1, e1 and f2 closed: the events name open holes
        // only, and the closed ones stay at 0 on the display board as in `rows()`.
        let closed = ["b1", "e1", "f2"].map(|h| h.parse().unwrap());
        let start = mancala_rules::Position::round_start(
            Rules::hoyito(6),
            &closed,
            mancala_rules::Player::South,
            None,
        )
        .unwrap();
        folds_to_the_engines_position(Game::from(start));
    }

    fn folds_to_the_engines_position(mut g: Game) {
        for _ in 0..40 {
            if g.position().is_over() {
                break;
            }
            let mut shown = Display::new(g.position().rows(), g.position().captured_both());
            let events = g.apply_reported(g.position().legal_actions()[0]).unwrap();
            for e in &events {
                shown.apply(e);
            }
            assert_eq!(shown.board, g.position().rows());
            assert_eq!(shown.captured, g.position().captured_both());
        }
    }
}
