//! The menu's "Play over the network": host a game (the new-game form in its host
//! form, then this screen waits for the player with the invitation shown) or join one
//! (the invitation and a name typed here, the connection made on a thread of its own
//! while this screen says so). Once the other side is there, the game opens as
//! `mancala host` and `mancala join` open it ([`crate::net::session::Connection`]).

pub mod draw;
pub mod keys;

use crate::net::invitation::Invitation;
use crate::net::session::{self, Arrival, Connection, Hosting, Joined, Ready, Resumption};
use crate::store::record::Record;
use mancala_rules::Player;
use std::sync::mpsc;

/// How many refusal lines the waiting host shows (the latest).
const REFUSALS_SHOWN: usize = 4;

/// The longest invitation and name typed here (an invitation is about 60 characters).
const INVITATION_CHARS: usize = 200;
const NAME_CHARS: usize = 20;

/// The screen.
pub struct NetworkScreen {
    page: Page,
    /// The game to open, its other player there: the app takes it
    /// ([`crate::tui::view::View::take_network_game`]).
    ready: Option<Ready>,
}

/// What the screen shows.
pub enum Page {
    /// Host or join (0 or 1).
    Choose {
        selected: usize,
    },
    Join(JoinForm),
    /// The invitation is being answered; the form comes back if it fails or the player
    /// gives up.
    Connecting {
        form: JoinForm,
        answer: mpsc::Receiver<Result<Joined, String>>,
    },
    /// A hosted game waiting for its player.
    Waiting(Box<Waiting>),
}

/// The fields of the join form, top to bottom.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum JoinField {
    Invitation,
    Name,
    Join,
}

impl JoinField {
    pub const ALL: [JoinField; 3] = [JoinField::Invitation, JoinField::Name, JoinField::Join];
}

/// The join form.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct JoinForm {
    pub invitation: String,
    pub name: String,
    pub field: usize,
    /// What went wrong last (the invitation not read, the host not there), shown
    /// under the form until the next key.
    pub error: Option<String>,
}

/// A host waiting: its door and the game it will open.
pub struct Waiting {
    pub hosting: Hosting,
    pub record: Record,
    pub mine: Player,
    pub hints: bool,
    /// Who was turned away, the latest last.
    pub refused: Vec<String>,
    /// The game was resumed from the autosave.
    pub resumed: Option<Resumption>,
}

impl JoinForm {
    pub fn current(&self) -> JoinField {
        JoinField::ALL[self.field.min(JoinField::ALL.len() - 1)]
    }

    /// The text field under the cursor, and how long it may grow.
    fn text_mut(&mut self) -> Option<(&mut String, usize)> {
        match self.current() {
            JoinField::Invitation => Some((&mut self.invitation, INVITATION_CHARS)),
            JoinField::Name => Some((&mut self.name, NAME_CHARS)),
            JoinField::Join => None,
        }
    }

    /// Type a letter into the field under the cursor; false when it is not a text.
    pub fn type_char(&mut self, c: char) -> bool {
        let Some((text, most)) = self.text_mut() else {
            return false;
        };
        if text.chars().count() < most && !c.is_control() {
            text.push(c);
        }
        true
    }

    pub fn backspace(&mut self) {
        if let Some((text, _)) = self.text_mut() {
            text.pop();
        }
    }

    pub fn move_field(&mut self, delta: i32) {
        let len = JoinField::ALL.len() as i32;
        self.field = (self.field as i32 + delta).rem_euclid(len) as usize;
    }

    /// The invitation typed, read: the line the host gives (`mancala join ...`) is
    /// taken whole, its command words left out.
    pub fn read_invitation(&self) -> Result<Invitation, String> {
        let mut text = self.invitation.trim();
        for word in ["mancala", "join"] {
            if let Some(rest) = text.strip_prefix(word)
                && (rest.is_empty() || rest.starts_with(char::is_whitespace))
            {
                text = rest.trim_start();
            }
        }
        text.parse::<Invitation>()
            .map_err(|e| crate::t!("net-bad-invitation", why = e.to_string()))
    }
}

impl NetworkScreen {
    /// The first page: host or join.
    pub fn new() -> NetworkScreen {
        NetworkScreen {
            page: Page::Choose { selected: 0 },
            ready: None,
        }
    }

    /// A hosted game's door open: the screen waits for its player.
    pub fn waiting(
        hosting: Hosting,
        record: Record,
        mine: Player,
        hints: bool,
        resumed: Option<Resumption>,
    ) -> NetworkScreen {
        NetworkScreen {
            page: Page::Waiting(Box::new(Waiting {
                hosting,
                record,
                mine,
                hints,
                refused: Vec::new(),
                resumed,
            })),
            ready: None,
        }
    }

    pub fn page(&self) -> &Page {
        &self.page
    }

    /// The join form, its name as the settings keep a person's (none if it is a side's
    /// own name).
    fn join_form(config: &crate::store::config::Config) -> JoinForm {
        JoinForm {
            name: crate::tui::widgets::words::network_name(config)
                .chars()
                .take(NAME_CHARS)
                .collect(),
            ..JoinForm::default()
        }
    }

    /// Knock at the invitation's door on a thread of its own (it may take the
    /// handshake's time): the screen says it is connecting meanwhile.
    fn connect(&mut self, mut form: JoinForm) {
        let invitation = match form.read_invitation() {
            Ok(invitation) => invitation,
            Err(why) => {
                form.field = 0;
                form.error = Some(why);
                self.page = Page::Join(form);
                return;
            }
        };
        let (tell, answer) = mpsc::channel();
        let name = form.name.trim().to_string();
        std::thread::spawn(move || {
            // The screen may have been left: nobody to tell, and the connection closes.
            let _ = tell.send(session::join(&invitation, &name));
        });
        self.page = Page::Connecting { form, answer };
    }

    /// The news: the joiner's answer, or who came to the host's door.
    fn hear(&mut self) {
        match &mut self.page {
            Page::Connecting { form, answer } => {
                let heard = match answer.try_recv() {
                    Ok(heard) => heard,
                    Err(mpsc::TryRecvError::Empty) => return,
                    Err(mpsc::TryRecvError::Disconnected) => Err(crate::t!("net-cannot-start")),
                };
                match heard {
                    Ok(joined) => {
                        self.ready = Some(Ready {
                            record: joined.record.clone(),
                            connection: Connection::Joiner(joined),
                            resumed: None,
                        });
                        self.page = Page::Join(std::mem::take(form));
                    }
                    Err(why) => {
                        let mut form = std::mem::take(form);
                        form.error = Some(why);
                        self.page = Page::Join(form);
                    }
                }
            }
            Page::Waiting(waiting) => {
                while let Some(arrival) = waiting.hosting.next(std::time::Duration::ZERO) {
                    match arrival {
                        Arrival::Refused(line) => {
                            waiting.refused.push(line);
                            let extra = waiting.refused.len().saturating_sub(REFUSALS_SHOWN);
                            waiting.refused.drain(..extra);
                        }
                        Arrival::Player { remote, name } => {
                            let page =
                                std::mem::replace(&mut self.page, Page::Choose { selected: 0 });
                            let Page::Waiting(waiting) = page else {
                                unreachable!("the page matched above")
                            };
                            let Waiting {
                                hosting,
                                record,
                                mine,
                                hints,
                                resumed,
                                ..
                            } = *waiting;
                            let connection = Connection::Host {
                                hosting,
                                remote,
                                name,
                                theirs: mine.opponent(),
                                hints,
                            };
                            self.ready = Some(Ready {
                                record,
                                connection,
                                resumed,
                            });
                            return;
                        }
                    }
                }
            }
            Page::Choose { .. } | Page::Join(_) => {}
        }
    }
}

impl Default for NetworkScreen {
    fn default() -> NetworkScreen {
        NetworkScreen::new()
    }
}

impl crate::tui::view::View for NetworkScreen {
    fn key(
        &mut self,
        key: &ratatui::crossterm::event::KeyEvent,
        cx: &crate::tui::view::KeyContext,
    ) -> crate::tui::command::Command {
        keys::network_key(self, key, &cx.prefs.config)
    }

    fn click(
        &mut self,
        x: u16,
        y: u16,
        cx: &crate::tui::view::KeyContext,
    ) -> crate::tui::command::Command {
        keys::network_click(self, cx.area, x, y, &cx.prefs.config)
    }

    fn draw(&self, frame: &mut ratatui::Frame, cx: &crate::tui::view::DrawContext) {
        draw::draw_network(frame, cx, self)
    }

    fn help(&self, cx: &crate::tui::view::DrawContext) -> crate::tui::view::Help {
        let notes = match self.page {
            Page::Waiting(_) => vec![crate::t!("host-help-copy")],
            _ => vec![crate::t!("host-help-across")],
        };
        crate::tui::view::table_help(keys::NETWORK, self, cx, notes)
    }

    fn busy(&self) -> bool {
        matches!(self.page, Page::Connecting { .. } | Page::Waiting(_))
    }

    fn update(&mut self, _free: bool) {
        self.hear();
    }

    fn menu_item(&self) -> crate::tui::command::MenuItem {
        crate::tui::command::MenuItem::Network
    }

    fn tell(&mut self, text: String, _error: bool) {
        match &mut self.page {
            Page::Join(form) | Page::Connecting { form, .. } => form.error = Some(text),
            Page::Waiting(waiting) => waiting.refused.push(text),
            Page::Choose { .. } => {
                self.page = Page::Join(JoinForm {
                    error: Some(text),
                    ..JoinForm::default()
                });
            }
        }
    }

    fn take_network_game(&mut self) -> Option<Ready> {
        self.ready.take()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_host_s_whole_line_is_read_as_its_invitation() {
        let secret = crate::net::invitation::Secret::random().unwrap();
        let invitation = Invitation {
            host: "127.0.0.1".into(),
            port: 7474,
            secret,
        };
        for typed in [
            format!("mancala join {invitation}"),
            format!("  {invitation} "),
            format!("join {invitation}"),
        ] {
            let form = JoinForm {
                invitation: typed.clone(),
                ..JoinForm::default()
            };
            assert_eq!(form.read_invitation().unwrap(), invitation, "{typed}");
        }
        let form = JoinForm {
            invitation: "mancala join".into(),
            ..JoinForm::default()
        };
        assert!(form.read_invitation().is_err());
    }

    #[test]
    fn typing_goes_into_the_field_under_the_cursor_and_stops_at_its_length() {
        let mut form = JoinForm::default();
        assert!(form.type_char('a'));
        form.move_field(1);
        for _ in 0..30 {
            form.type_char('b');
        }
        assert_eq!(form.invitation, "a");
        assert_eq!(form.name.chars().count(), NAME_CHARS);
        form.move_field(1);
        assert!(!form.type_char('c'));
        form.move_field(1);
        assert_eq!(form.current(), JoinField::Invitation);
    }
}
