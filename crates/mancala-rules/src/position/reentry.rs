//! Tsoro with re-entered captures: a column capture does not leave the board.

use super::Position;
use crate::event::{Event, Observer};

impl Position {
    /// The mover's column capture at board indices `column`, when the move ended at
    /// board index `end`: the stones are lifted and sown one lap along the mover's own
    /// circuit from the hole after `end`, one a hole (past the lap's start again when
    /// they are more than the circuit's holes), with no relay, no capture and no
    /// further turn from that lap. The captured counts do not change.
    pub(super) fn reenter<O: Observer>(&mut self, column: &[usize], end: usize, obs: &mut O) {
        let layout = self.layout;
        let mut stones = 0u16;
        for &i in column {
            stones += self.board[i] as u16;
        }
        if O::ENABLED {
            obs.event(Event::Reentered {
                by: self.to_move,
                holes: column
                    .iter()
                    .map(|&i| (layout.hole(i), self.board[i]))
                    .collect(),
                stones,
            });
        }
        for &i in column {
            self.board[i] = 0;
        }
        let base = layout.circuit_base(self.to_move);
        let len = layout.circuit_len();
        let mut local = end - base;
        for _ in 0..stones {
            local += 1;
            if local == len {
                local = 0;
            }
            self.board[base + local] += 1;
            if O::ENABLED {
                obs.event(Event::SeedDropped {
                    hole: layout.hole(base + local),
                    count: self.board[base + local],
                });
            }
        }
    }
}
