//! A forgiving reader of the settings file's JSON object: one slip (a missing comma,
//! a bare word, a stray bracket) costs the setting it is in, not every setting. Each
//! setting comes with the line and column of its value, so a message can say where a
//! wrong one is; each slip says where it is and what was expected there.
//!
//! Values are parsed by serde_json; only the object's punctuation is read here.

use serde_json::Value;

/// Where something is in the file: 1-based line and column (in characters).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct At {
    pub line: usize,
    pub column: usize,
}

impl std::fmt::Display for At {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(&crate::t!(
            "settings-at",
            line = self.line,
            column = self.column
        ))
    }
}

/// One `"key": value` of an object, its value read as an object of entries when it
/// is one (so its own settings have places too).
#[derive(Clone, Debug, PartialEq)]
pub struct Entry {
    pub key: String,
    /// Where the key is.
    pub key_at: At,
    /// Where the value starts.
    pub at: At,
    pub value: Node,
}

/// A value: an object read entry by entry, or any other JSON value.
#[derive(Clone, Debug, PartialEq)]
pub(crate) enum Node {
    Object(Vec<Entry>),
    Value(Value),
}

impl Node {
    /// The value as plain JSON (an object's entries folded back, the last of a key
    /// winning as in JSON).
    pub(crate) fn to_value(&self) -> Value {
        match self {
            Node::Value(v) => v.clone(),
            Node::Object(entries) => Value::Object(
                entries
                    .iter()
                    .map(|e| (e.key.clone(), e.value.to_value()))
                    .collect(),
            ),
        }
    }
}

/// A place where the text is not JSON, and what was expected there.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Slip {
    pub at: At,
    pub message: String,
}

/// The top-level object of `text` (a byte-order mark allowed): its entries in order,
/// duplicates kept (the caller says which is used), and the slips skipped over.
/// `Err` when the text is not an object at all.
pub(crate) fn read_object(text: &str) -> Result<(Vec<Entry>, Vec<Slip>), Slip> {
    let mut r = Reader {
        text,
        pos: usize::from(text.starts_with('\u{feff}')) * '\u{feff}'.len_utf8(),
        slips: Vec::new(),
    };
    r.skip_space();
    if r.peek() != Some('{') {
        let at = r.at(r.pos);
        return Err(Slip {
            at,
            message: match r.peek() {
                None => crate::t!("settings-empty-file"),
                Some(_) => crate::t!("settings-not-object"),
            },
        });
    }
    let entries = r.object();
    r.skip_space();
    if r.pos < text.len() {
        let at = r.at(r.pos);
        r.slips.push(Slip {
            at,
            message: crate::t!("settings-after-close"),
        });
    }
    Ok((entries, r.slips))
}

pub struct Reader<'a> {
    text: &'a str,
    pos: usize,
    slips: Vec<Slip>,
}

impl Reader<'_> {
    fn peek(&self) -> Option<char> {
        self.text[self.pos..].chars().next()
    }

    fn skip_space(&mut self) {
        let rest = &self.text[self.pos..];
        self.pos += rest.len() - rest.trim_start().len();
    }

    fn at(&self, pos: usize) -> At {
        let before = &self.text[..pos];
        let line_start = before.rfind('\n').map_or(0, |i| i + 1);
        At {
            line: before.matches('\n').count() + 1,
            column: before[line_start..].chars().count() + 1,
        }
    }

    fn slip(&mut self, pos: usize, message: impl Into<String>) {
        let at = self.at(pos);
        self.slips.push(Slip {
            at,
            message: message.into(),
        });
    }

    /// One JSON value at the reader's place, by serde_json.
    fn json_value(&mut self) -> Result<Value, String> {
        let mut stream =
            serde_json::Deserializer::from_str(&self.text[self.pos..]).into_iter::<Value>();
        match stream.next() {
            Some(Ok(v)) => {
                self.pos += stream.byte_offset();
                Ok(v)
            }
            Some(Err(e)) => Err(match plain_error(&e).as_str() {
                // A bare word: the one slip a person makes most.
                "expected ident" | "expected value" => crate::t!("settings-bare-word"),
                other => other.to_string(),
            }),
            None => Err(crate::t!("settings-value-missing")),
        }
    }

    /// An object, the reader on its `{`; the reader ends after its `}` (or at the end
    /// of the text, with a slip).
    fn object(&mut self) -> Vec<Entry> {
        self.pos += 1;
        let mut entries = Vec::new();
        loop {
            self.skip_space();
            match self.peek() {
                None => {
                    self.slip(self.pos, crate::t!("settings-ends-early"));
                    return entries;
                }
                Some('}') => {
                    self.pos += 1;
                    return entries;
                }
                Some('"') => {}
                Some(_) => {
                    self.slip(self.pos, crate::t!("settings-name-expected"));
                    if !self.skip_to_next() {
                        return entries;
                    }
                    continue;
                }
            }
            let key_pos = self.pos;
            let key = match self.json_value() {
                Ok(Value::String(key)) => key,
                _ => {
                    self.slip(key_pos, crate::t!("settings-name-open"));
                    return entries;
                }
            };
            self.skip_space();
            if self.peek() != Some(':') {
                self.slip(self.pos, crate::t!("settings-colon", key = short(&key)));
                if !self.skip_to_next() {
                    return entries;
                }
                continue;
            }
            self.pos += 1;
            self.skip_space();
            let value_pos = self.pos;
            let value = if self.peek() == Some('{') {
                Some(Node::Object(self.object()))
            } else {
                match self.json_value() {
                    Ok(v) => Some(Node::Value(v)),
                    Err(why) => {
                        self.slip(
                            value_pos,
                            crate::t!("settings-not-json", key = short(&key), why = why),
                        );
                        None
                    }
                }
            };
            if let Some(value) = value {
                entries.push(Entry {
                    key,
                    key_at: self.at(key_pos),
                    at: self.at(value_pos),
                    value,
                });
                self.skip_space();
                match self.peek() {
                    Some(',') => {
                        self.pos += 1;
                        continue;
                    }
                    Some('}') | None => continue,
                    // The next setting without a comma between: read on.
                    Some('"') => {
                        self.slip(self.pos, crate::t!("settings-comma"));
                        continue;
                    }
                    Some(_) => self.slip(self.pos, crate::t!("settings-comma-or-close")),
                }
            }
            if !self.skip_to_next() {
                return entries;
            }
        }
    }

    /// Past the broken text to the next setting of this object: after the next `,`
    /// outside strings and brackets, or onto the `}` that closes the object. `false`
    /// when the text ends first.
    fn skip_to_next(&mut self) -> bool {
        let mut depth = 0usize;
        let mut in_string = false;
        let mut escaped = false;
        for (i, c) in self.text[self.pos..].char_indices() {
            if in_string {
                match c {
                    _ if escaped => escaped = false,
                    '\\' => escaped = true,
                    '"' => in_string = false,
                    // A string left open ends with its line.
                    '\n' => in_string = false,
                    _ => {}
                }
                continue;
            }
            match c {
                '"' => in_string = true,
                '[' | '{' => depth += 1,
                ']' if depth > 0 => depth -= 1,
                '}' if depth > 0 => depth -= 1,
                '}' => {
                    self.pos += i;
                    return true;
                }
                ',' if depth == 0 => {
                    self.pos += i + 1;
                    return true;
                }
                _ => {}
            }
        }
        self.pos = self.text.len();
        self.slip(self.pos, crate::t!("settings-ends-early"));
        false
    }
}

/// serde_json's reason without its "at line 1 column 5" (the place is said apart).
fn plain_error(e: &serde_json::Error) -> String {
    let text = e.to_string();
    match text.rfind(" at line ") {
        Some(i) => text[..i].to_string(),
        None => text,
    }
}

/// A key as a slip quotes it: escaped and short.
fn short(key: &str) -> String {
    crate::words::text::escape_for_terminal(key, 30)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn keys(entries: &[Entry]) -> Vec<&str> {
        entries.iter().map(|e| e.key.as_str()).collect()
    }

    #[test]
    fn a_good_object_is_read_whole_with_places() {
        let (entries, slips) =
            read_object("{\n  \"speed\": \"fast\",\n  \"keys\": { \"left\": \"d\" }\n}").unwrap();
        assert!(slips.is_empty(), "{slips:?}");
        assert_eq!(keys(&entries), ["speed", "keys"]);
        assert_eq!(
            entries[0].at,
            At {
                line: 2,
                column: 12
            }
        );
        let Node::Object(inner) = &entries[1].value else {
            panic!("keys is an object");
        };
        assert_eq!(inner[0].key, "left");
        assert_eq!(
            inner[0].at,
            At {
                line: 3,
                column: 21
            }
        );
    }

    #[test]
    fn a_bare_word_costs_only_its_setting() {
        let text = "{ \"south\": \"Ana\",\n  \"speed\": fast,\n  \"theme\": \"light\" }";
        let (entries, slips) = read_object(text).unwrap();
        assert_eq!(keys(&entries), ["south", "theme"]);
        assert_eq!(slips.len(), 1, "{slips:?}");
        assert_eq!(
            slips[0].at,
            At {
                line: 2,
                column: 12
            }
        );
        assert!(
            slips[0]
                .message
                .starts_with("the value of \"speed\" is not JSON"),
            "{slips:?}"
        );
    }

    #[test]
    fn a_missing_comma_or_brace_is_named_and_read_past() {
        let (entries, slips) = read_object("{ \"south\": \"Ana\"\n \"north\": \"Ben\"").unwrap();
        assert_eq!(keys(&entries), ["south", "north"]);
        let all: Vec<_> = slips
            .iter()
            .map(|s| (s.at.line, s.message.as_str()))
            .collect();
        assert_eq!(
            all,
            [
                (2, "expected , between two settings (both are read)"),
                (
                    2,
                    "the file ends before the closing } (what came before is read)"
                )
            ]
        );
    }

    #[test]
    fn a_broken_nested_value_is_skipped_to_the_next_setting() {
        let (entries, slips) =
            read_object("{ \"x\": [1, {2: 3}, \"]\"], \"ascii\": true }").unwrap();
        assert_eq!(keys(&entries), ["ascii"]);
        assert_eq!(slips.len(), 1, "{slips:?}");
    }

    #[test]
    fn not_an_object_is_an_error_with_its_place() {
        let e = read_object("\n  [1]").unwrap_err();
        assert_eq!(e.at, At { line: 2, column: 3 });
        assert!(read_object("").is_err());
        assert!(
            read_object("\u{feff}{}").unwrap().1.is_empty(),
            "a BOM is allowed"
        );
    }
}
