//! One board session: a record whose actions are its timeline's, and the game at the
//! timeline's cursor. The game being played (lessons and puzzles too), the replay and
//! the mistakes each keep one, so a record is read, played through, stepped and
//! written back one way.

use super::timeline::Timeline;
use crate::store::record::{Record, RecordError};
use mancala_rules::{Action, Game};

/// A record and the line of play it holds.
pub struct Session {
    /// The record's players, rules, start, comments and marks; its actions are the
    /// line's (this copy holds none): see [`Session::played`] and [`Session::whole`].
    pub header: Record,
    /// The actions, who chose each, their positions, and the cursor.
    pub line: Timeline,
    /// The game at the position the screen shows, with its repetition table.
    pub game: Game,
}

impl Session {
    /// A record played through, the cursor at its end. Errors name the first
    /// illegal action.
    pub fn open(mut record: Record) -> Result<Session, RecordError> {
        let (line, game) = Timeline::of_record(&record)?;
        record.actions = Vec::new();
        Ok(Session {
            header: record,
            line,
            game,
        })
    }

    /// The record as played: the header and the actions up to the cursor (undone
    /// ones are not in it).
    pub fn played(&self) -> Record {
        self.with_actions(self.line.played())
    }

    /// The whole record: the header and every action of the line, past the cursor
    /// too.
    pub fn whole(&self) -> Record {
        self.with_actions(self.line.actions())
    }

    fn with_actions(&self, actions: &[Action]) -> Record {
        let mut record = self.header.clone();
        record.actions = actions.to_vec();
        record
    }
}
