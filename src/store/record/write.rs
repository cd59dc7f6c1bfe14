//! A record written as JSON text, through serde: the fields in the order people read
//! them, laid out as this program has always written records (a field a line, small
//! objects on one line, the actions wrapped at 72 columns), so that a record read and
//! written again is the same byte for byte.

use super::{Ending, FORMAT, OpeningSource, Record, VERSION, kept_name};
use crate::store::level::Level;
use crate::words::position::{Captured, RulesJson};
use mancala_rules::{Action, Game, Player};
use serde::Serialize;
use serde_json::Value;
use serde_json::ser::{CharEscape, CompactFormatter, Formatter};
use std::io::{self, Write};

/// The record's text: `game` (the position after the actions) adds the result.
pub(super) fn to_json(record: &Record, game: Option<&Game>) -> String {
    let mut out = Vec::new();
    let mut serializer = serde_json::Serializer::with_formatter(&mut out, Layout::default());
    RecordJson::of(record, game)
        .serialize(&mut serializer)
        .expect("a record serializes");
    out.push(b'\n');
    String::from_utf8(out).expect("serde_json writes UTF-8")
}

/// A record's fields, in the order they are written.
#[derive(Serialize)]
struct RecordJson<'a> {
    format: &'static str,
    version: u64,
    rules: RulesJson,
    players: PlayersJson,
    #[serde(skip_serializing_if = "Option::is_none")]
    date: Option<&'a str>,
    #[serde(skip_serializing_if = "Option::is_none")]
    start: Option<StartJson<'a>>,
    #[serde(skip_serializing_if = "Option::is_none")]
    opening: Option<&'a OpeningSource>,
    #[serde(skip_serializing_if = "Option::is_none")]
    result: Option<ResultJson>,
    #[serde(serialize_with = "notation")]
    actions: &'a [Action],
    #[serde(skip_serializing_if = "Vec::is_empty")]
    comments: Vec<CommentJson<'a>>,
    #[serde(skip_serializing_if = "Option::is_none")]
    marks: Option<&'a Value>,
    #[serde(skip_serializing_if = "Option::is_none")]
    clock: Option<ClockJson<'a>>,
    #[serde(skip_serializing_if = "Option::is_none")]
    resigned: Option<&'static str>,
    #[serde(skip_serializing_if = "Option::is_none")]
    out_of_time: Option<&'static str>,
}

/// `"clock"`: the setting (whole minutes and seconds written whole) and each action's
/// milliseconds.
#[derive(Serialize)]
struct ClockJson<'a> {
    minutes: Number,
    increment: Number,
    spent: &'a [u64],
    #[serde(skip_serializing_if = "is_zero")]
    pending: u64,
}

fn is_zero(n: &u64) -> bool {
    *n == 0
}

/// A number written whole when it is (`5`, not `5.0`), else as a fraction (`0.5`).
struct Number(f64);

impl Serialize for Number {
    fn serialize<S: serde::Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        if self.0.fract() == 0.0 && self.0.abs() < 1e15 {
            s.serialize_u64(self.0 as u64)
        } else {
            s.serialize_f64(self.0)
        }
    }
}

/// `"players"`: the names, and the computer's level on the sides it played (a game's
/// record and a match's write them the same way).
#[derive(Serialize)]
pub(super) struct PlayersJson {
    south: String,
    north: String,
    #[serde(skip_serializing_if = "Option::is_none")]
    computer: Option<ComputersJson>,
}

#[derive(Serialize)]
struct ComputersJson {
    #[serde(skip_serializing_if = "Option::is_none")]
    south: Option<&'static str>,
    #[serde(skip_serializing_if = "Option::is_none")]
    north: Option<&'static str>,
}

#[derive(Serialize)]
struct StartJson<'a> {
    board: &'a [Vec<u8>],
    to_move: &'static str,
    captured: Captured,
}

#[derive(Serialize)]
struct ResultJson {
    winner: Option<&'static str>,
    end: &'static str,
    captured: Captured,
}

/// A comment on an action, numbered from 1.
#[derive(Serialize)]
struct CommentJson<'a> {
    action: usize,
    text: &'a str,
}

/// The actions as strings in their notation, written without a `String` each.
fn notation<S: serde::Serializer>(actions: &&[Action], s: S) -> Result<S::Ok, S::Error> {
    struct Notation<'a>(&'a Action);
    impl Serialize for Notation<'_> {
        fn serialize<S: serde::Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
            s.collect_str(self.0)
        }
    }
    s.collect_seq(actions.iter().map(Notation))
}

impl PlayersJson {
    pub(super) fn of(players: &[String; 2], computers: &[Option<Level>; 2]) -> PlayersJson {
        // By name: a number meant another level before the ladder grew (see
        // `Level::from_stored`), and older programs read the names they know.
        let level = |p: Player| computers[p.index()].map(|l| l.name());
        let computer = ComputersJson {
            south: level(Player::South),
            north: level(Player::North),
        };
        PlayersJson {
            south: kept_name(&players[0], Player::South),
            north: kept_name(&players[1], Player::North),
            computer: (computer.south.is_some() || computer.north.is_some()).then_some(computer),
        }
    }
}

impl<'a> RecordJson<'a> {
    fn of(record: &'a Record, game: Option<&Game>) -> RecordJson<'a> {
        let rules = &record.rules;
        let captured = |c: [u16; 2]| Captured {
            south: c[0],
            north: c[1],
        };
        RecordJson {
            format: FORMAT,
            version: VERSION,
            rules: RulesJson::of(rules),
            players: PlayersJson::of(&record.players, &record.computers),
            date: record.date.as_deref(),
            start: record.start.as_ref().map(|s| StartJson {
                board: &s.board,
                to_move: s.to_move.key(),
                captured: captured(s.captured),
            }),
            opening: record.opening.as_ref(),
            result: game.and_then(|g| {
                g.position().outcome().map(|o| ResultJson {
                    winner: o.winner.map(Player::key),
                    end: o.reason.key(),
                    captured: captured(g.position().captured_both()),
                })
            }),
            actions: &record.actions,
            // Comments on actions the record holds (a game taken back keeps none past it).
            comments: record
                .comments
                .range(..record.actions.len())
                .map(|(k, text)| CommentJson {
                    action: k + 1,
                    text,
                })
                .collect(),
            marks: record.marks.as_ref(),
            // The times of the actions the record holds.
            clock: record.clock.as_ref().map(|c| ClockJson {
                minutes: Number(c.control.minutes()),
                increment: Number(c.control.seconds()),
                spent: &c.spent[..c.spent.len().min(record.actions.len())],
                pending: c.pending,
            }),
            resigned: match record.ending {
                Some(Ending::Resigned(p)) => Some(p.key()),
                _ => None,
            },
            out_of_time: match record.ending {
                Some(Ending::OutOfTime(p)) => Some(p.key()),
                _ => None,
            },
        }
    }
}

/// How the members of an array or object are laid out.
#[derive(Clone, Copy, PartialEq, Eq)]
enum Style {
    /// The record itself: a field a line, two spaces in.
    Lines,
    /// On one line, spaced: `{ "south": 20, "north": 28 }`, `[[4,4,4], [4,4,4]]`.
    Spaced,
    /// serde_json's compact text: a board's row `[4,4,4]`, the judge's marks.
    Compact,
    /// The actions: lines at most 72 columns wide, four spaces in.
    Wrapped,
    /// The comments: one a line, four spaces in.
    Listed,
}

/// An array or object being written.
struct Open {
    style: Style,
    array: bool,
    /// Whether a member has been written.
    filled: bool,
}

/// The record's layout, as a serde_json [`Formatter`]. An array's or object's style
/// follows from where it is: the record's `actions`, `comments` and `marks` have their
/// own, other fields are written spaced, and an array in a spaced array compact (a
/// board's rows).
#[derive(Default)]
struct Layout {
    open: Vec<Open>,
    /// The record's field being written, named by its key.
    field: String,
    /// Whether that key is being written now.
    in_key: bool,
    /// Whether an action is being written, and if so whether it is the first.
    action: Option<bool>,
    /// The action being written, held until its width says whether a new line comes
    /// before it.
    held: Vec<u8>,
    /// The width of the line of actions so far.
    line: usize,
}

impl Layout {
    fn begin<W: ?Sized + Write>(&mut self, w: &mut W, array: bool) -> io::Result<()> {
        let style = match self.open.last() {
            None => Style::Lines,
            Some(parent) => match (parent.style, self.field.as_str()) {
                (Style::Lines, "actions") => Style::Wrapped,
                (Style::Lines, "comments") => Style::Listed,
                (Style::Lines, "marks") => Style::Compact,
                (Style::Lines | Style::Listed, _) => Style::Spaced,
                (Style::Spaced, _) if !parent.array => Style::Spaced,
                _ => Style::Compact,
            },
        };
        self.open.push(Open {
            style,
            array,
            filled: false,
        });
        w.write_all(if array { b"[" } else { b"{" })
    }

    /// The innermost open array or object's style, now that it has a member.
    fn fill(&mut self) -> Style {
        let open = self
            .open
            .last_mut()
            .expect("a member is inside an array or object");
        open.filled = true;
        open.style
    }

    fn end<W: ?Sized + Write>(&mut self, w: &mut W) -> io::Result<()> {
        let open = self.open.pop().expect("what ends was begun");
        let end: &[u8] = match (open.style, open.filled) {
            (Style::Lines, _) => b"\n}",
            (Style::Wrapped | Style::Listed, true) => b"\n  ]",
            (Style::Spaced, true) if !open.array => b" }",
            _ if open.array => b"]",
            _ => b"}",
        };
        w.write_all(end)
    }

    /// Write a string's part where it goes: into the action held, else out.
    fn text<W: ?Sized + Write>(
        &mut self,
        mut w: &mut W,
        write: impl FnOnce(&mut dyn Write) -> io::Result<()>,
    ) -> io::Result<()> {
        match self.action {
            Some(_) => write(&mut self.held),
            None => write(&mut w),
        }
    }
}

impl Formatter for Layout {
    fn begin_array<W: ?Sized + Write>(&mut self, w: &mut W) -> io::Result<()> {
        self.begin(w, true)
    }

    fn end_array<W: ?Sized + Write>(&mut self, w: &mut W) -> io::Result<()> {
        self.end(w)
    }

    fn begin_array_value<W: ?Sized + Write>(&mut self, w: &mut W, first: bool) -> io::Result<()> {
        match self.fill() {
            Style::Wrapped => {
                self.action = Some(first);
                self.held.clear();
                Ok(())
            }
            Style::Listed if first => w.write_all(b"\n    "),
            Style::Listed => w.write_all(b",\n    "),
            Style::Spaced if !first => w.write_all(b", "),
            _ => CompactFormatter.begin_array_value(w, first),
        }
    }

    fn end_array_value<W: ?Sized + Write>(&mut self, w: &mut W) -> io::Result<()> {
        let Some(first) = self.action.take() else {
            return Ok(());
        };
        if !first {
            w.write_all(b",")?;
        }
        if first || self.line + self.held.len() > 72 {
            w.write_all(b"\n    ")?;
            self.line = 0;
        } else {
            w.write_all(b" ")?;
        }
        self.line += self.held.len() + 2;
        w.write_all(&self.held)
    }

    fn begin_object<W: ?Sized + Write>(&mut self, w: &mut W) -> io::Result<()> {
        self.begin(w, false)
    }

    fn end_object<W: ?Sized + Write>(&mut self, w: &mut W) -> io::Result<()> {
        self.end(w)
    }

    fn begin_object_key<W: ?Sized + Write>(&mut self, w: &mut W, first: bool) -> io::Result<()> {
        match self.fill() {
            Style::Lines => {
                self.in_key = true;
                self.field.clear();
                w.write_all(if first { b"\n  " } else { b",\n  " })
            }
            Style::Spaced => w.write_all(if first { b" " } else { b", " }),
            _ => CompactFormatter.begin_object_key(w, first),
        }
    }

    fn end_object_key<W: ?Sized + Write>(&mut self, _: &mut W) -> io::Result<()> {
        self.in_key = false;
        Ok(())
    }

    fn begin_object_value<W: ?Sized + Write>(&mut self, w: &mut W) -> io::Result<()> {
        match self.open.last().map(|o| o.style) {
            Some(Style::Compact) => w.write_all(b":"),
            _ => w.write_all(b": "),
        }
    }

    fn begin_string<W: ?Sized + Write>(&mut self, w: &mut W) -> io::Result<()> {
        self.text(w, |t| CompactFormatter.begin_string(t))
    }

    fn end_string<W: ?Sized + Write>(&mut self, w: &mut W) -> io::Result<()> {
        self.text(w, |t| CompactFormatter.end_string(t))
    }

    fn write_string_fragment<W: ?Sized + Write>(
        &mut self,
        w: &mut W,
        fragment: &str,
    ) -> io::Result<()> {
        if self.in_key {
            self.field.push_str(fragment);
        }
        self.text(w, |t| CompactFormatter.write_string_fragment(t, fragment))
    }

    fn write_char_escape<W: ?Sized + Write>(
        &mut self,
        w: &mut W,
        escape: CharEscape,
    ) -> io::Result<()> {
        self.text(w, |t| CompactFormatter.write_char_escape(t, escape))
    }
}
