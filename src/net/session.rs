//! The steps of a game over the network that every way in shares (`mancala host` and
//! `mancala join`, the menu's "Play over the network", a host's game resumed): opening
//! the host's door with a fresh invitation, admitting the player or turning others
//! away in one line, and joining with an invitation. What happens once the game is on
//! is the play screen's (`network::Opponent`).

use super::host::{Door, Knock, knock};
use super::invitation::{Invitation, Secret};
use super::protocol::{Message, PROGRAM, Refusal};
use super::remote::{Heard, Remote};
use super::secure::HANDSHAKE_TIME;
use crate::store::record::Record;
use crate::t;
use crate::words::text::escape_for_terminal;
use mancala_rules::Player;
use std::net::{IpAddr, Ipv4Addr, SocketAddr};
use std::time::Duration;

/// The port a host waits on unless told otherwise.
pub const DEFAULT_PORT: u16 = 7474;

/// The longest name taken from the other side (it is shown escaped and cut, as every
/// name is).
const NAME_CHARS: usize = 100;

/// Which side the host plays, as chosen before the game opens.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum SideChoice {
    South,
    North,
    /// Drawn with one bit of the system's random source when the game opens.
    Random,
}

impl SideChoice {
    /// The side, drawn now if random; an error when the system has no random source.
    pub fn resolve(self) -> Result<Player, String> {
        match self {
            SideChoice::South => Ok(Player::South),
            SideChoice::North => Ok(Player::North),
            SideChoice::Random => match Secret::random() {
                Ok(bits) if bits.first_bit() => Ok(Player::North),
                Ok(_) => Ok(Player::South),
                Err(e) => Err(t!("net-no-random", why = e.to_string())),
            },
        }
    }
}

/// A host waiting for its player: the door, the invitation to give them, and the
/// game's id (which a returning joiner names).
pub struct Hosting {
    pub door: Door,
    pub invitation: Invitation,
    pub game: String,
    /// The port asked for was taken, so the door waits on another one (the
    /// invitation's): the asked port, for the screen to say so.
    pub moved_from: Option<u16>,
}

/// What a waiting host hears.
pub enum Arrival {
    /// The player, admitted: their connection and the name they gave (trimmed and
    /// cut; empty when they gave none).
    Player { remote: Remote, name: String },
    /// Someone turned away: the line for the log.
    Refused(String),
}

impl Hosting {
    /// Opens the door on `bind` with a new secret, greeting joiners as `name`. With
    /// `any_port_if_taken`, a taken port gives way to any free one (the menu, where
    /// the invitation carries the port); otherwise a taken port is the error.
    pub fn open(bind: SocketAddr, name: &str, any_port_if_taken: bool) -> Result<Hosting, String> {
        let secret = Secret::random().map_err(|e| t!("net-no-random", why = e.to_string()))?;
        let game = Secret::random()
            .map_err(|e| t!("net-no-random", why = e.to_string()))?
            .hex();
        let hello = Message::Hello {
            program: PROGRAM.into(),
            name: name.to_string(),
        };
        let opened = match Door::open(bind, secret.clone(), hello.clone()) {
            Err(e) if e.kind() == std::io::ErrorKind::AddrInUse && any_port_if_taken => {
                let any = SocketAddr::new(bind.ip(), 0);
                Door::open(any, secret.clone(), hello).map(|door| (door, Some(bind.port())))
            }
            other => other.map(|door| (door, None)),
        };
        let (door, moved_from) = opened.map_err(|e| {
            if e.kind() == std::io::ErrorKind::AddrInUse {
                t!("net-port-in-use", port = bind.port() as i64)
            } else {
                t!(
                    "net-cannot-listen",
                    why = crate::store::record::io_reason(&e)
                )
            }
        })?;
        let invitation = Invitation {
            host: reachable_address(bind.ip()).to_string(),
            port: door.address().port(),
            secret,
        };
        Ok(Hosting {
            door,
            invitation,
            game,
            moved_from,
        })
    }

    /// The next arrival within `wait`: the player admitted, or someone turned away.
    pub fn next(&mut self, wait: Duration) -> Option<Arrival> {
        arrival(self.door.next(wait)?, &self.game)
    }
}

/// What a knock at the door of the game `game` is: its player admitted, or someone
/// turned away (the line for the log; none for a knock not worth a line).
pub fn arrival(knock: Knock, game: &str) -> Option<Arrival> {
    match knock {
        Knock::Player {
            channel,
            hello,
            join,
        } => {
            let mut remote = Remote::new(channel);
            if let Err(reason) = admission(&hello, &join, game) {
                return Some(Arrival::Refused(turn_away(&mut remote, reason)));
            }
            let name = match hello {
                Message::Hello { name, .. } => name.trim().chars().take(NAME_CHARS).collect(),
                _ => String::new(),
            };
            Some(Arrival::Player { remote, name })
        }
        refused => door_line(&refused).map(Arrival::Refused),
    }
}

/// A game joined: the connection, the game's id, its record as the host sent it, the
/// side this player plays, and whether the host allows hints.
pub struct Joined {
    pub remote: Remote,
    pub game: String,
    pub record: Record,
    pub mine: Player,
    pub hints: bool,
}

/// How this side is connected when its game opens.
pub enum Connection {
    /// The host, its player admitted: the door stays open for their return.
    Host {
        hosting: Hosting,
        remote: Remote,
        /// The name the player gave (empty: none, and their side keeps its own).
        name: String,
        /// The side they play.
        theirs: Player,
        /// Whether they may ask for hints.
        hints: bool,
    },
    /// The joiner, welcomed.
    Joiner(Joined),
}

/// A game over the network whose other player is there, ready to open.
pub struct Ready {
    pub record: Record,
    pub connection: Connection,
    /// A hosted game resumed from the autosave: it goes on as the resumed game (not
    /// saved since, its file the one the autosave names).
    pub resumed: Option<Resumption>,
}

/// Where a hosted game resumed from the autosave came from.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Resumption {
    /// The file it was last saved to or loaded from.
    pub origin: Option<std::path::PathBuf>,
}

/// Joins the game `invitation` names, as `name`: the connection made, the host's
/// welcome read and its record checked. Blocks for at most the handshake's time
/// twice over (the connection, then the welcome); an error is one line.
pub fn join(invitation: &Invitation, name: &str) -> Result<Joined, String> {
    let hello = Message::Hello {
        program: PROGRAM.into(),
        name: name.to_string(),
    };
    let (channel, _) = knock(
        &invitation.address(),
        &invitation.secret,
        &hello,
        &Message::Join { game: None },
    )
    .map_err(|e| t!("net-cannot-join", why = e.to_string()))?;
    let mut remote = Remote::new(channel);
    let (game, record, side, hints) = match remote.wait(HANDSHAKE_TIME) {
        Some(Heard::Message(Message::Welcome {
            game,
            record,
            side,
            hints,
        })) => (game, record, side, hints),
        Some(Heard::Message(Message::Refuse { reason })) => {
            return Err(t!("net-refused-us", why = refusal_words(&reason)));
        }
        Some(Heard::Lost(e)) => return Err(t!("net-cannot-join", why = e.to_string())),
        _ => return Err(t!("net-cannot-join", why = t!("net-error-slow"))),
    };
    let record = Record::parse(&record).map_err(|e| t!("net-bad-record", why = e.to_string()))?;
    let mine = match side.as_str() {
        "south" => Player::South,
        "north" => Player::North,
        _ => {
            return Err(t!(
                "net-bad-record",
                why = format!("{:?}", escape_for_terminal(&side, 20))
            ));
        }
    };
    Ok(Joined {
        remote,
        game,
        record,
        mine,
        hints,
    })
}

/// Whether a player who knew the secret may play this game (`game`: its id): the same
/// program, and this game if it names one (one that ran `mancala join` again names
/// none: the secret is what lets a player in).
fn admission(hello: &Message, join: &Message, game: &str) -> Result<(), Refusal> {
    let program = match hello {
        Message::Hello { program, .. } => program.as_str(),
        _ => "",
    };
    if program != PROGRAM {
        return Err(Refusal::Program {
            host: PROGRAM.into(),
            joiner: program.into(),
        });
    }
    match join {
        Message::Join { game: Some(id) } if id != game => Err(Refusal::OtherGame),
        _ => Ok(()),
    }
}

/// Turns a player away: the refusal sent, the connection closed. The line for the log.
fn turn_away(remote: &mut Remote, reason: Refusal) -> String {
    let peer = remote.peer().to_string();
    let why = refusal_words(&reason);
    let _ = remote.send(&Message::Refuse { reason });
    remote.close();
    t!("net-refused", peer = peer, why = why)
}

/// What the door's knock says for the log, if it is no player: a refusal, or how many
/// were refused in a flood.
fn door_line(knock: &Knock) -> Option<String> {
    match knock {
        Knock::Player { .. } => None,
        Knock::Quieted { count } => Some(t!("net-quieted", count = *count)),
        Knock::Refused { peer, why } => Some(t!(
            "net-refused",
            peer = peer.to_string(),
            why = why.to_string()
        )),
    }
}

/// A refusal in words.
pub fn refusal_words(reason: &Refusal) -> String {
    match reason {
        Refusal::Program { host, joiner } => t!(
            "net-refuse-program",
            host = escape_for_terminal(host, 20),
            joiner = escape_for_terminal(joiner, 20)
        ),
        Refusal::OtherGame => t!("net-refuse-other-game"),
    }
}

/// The address to put in the invitation for a host waiting on `bind`: that address, or
/// when it waits on every address, the one this computer reaches other networks from
/// (asked of the system by "connecting" a UDP socket, which sends nothing), else the
/// loopback.
pub fn reachable_address(bind: IpAddr) -> IpAddr {
    if !bind.is_unspecified() {
        return bind;
    }
    let outward = std::net::UdpSocket::bind("0.0.0.0:0").and_then(|socket| {
        // A documentation address (TEST-NET-1): nothing is sent to it.
        socket.connect("192.0.2.1:9")?;
        socket.local_addr()
    });
    match outward {
        Ok(address) if !address.ip().is_unspecified() => address.ip(),
        _ => IpAddr::V4(Ipv4Addr::LOCALHOST),
    }
}

/// Where a host waits: `bind` (every address when not given) on `port` (the default
/// when not given).
pub fn bind_address(bind: Option<IpAddr>, port: Option<u16>) -> SocketAddr {
    SocketAddr::new(
        bind.unwrap_or(IpAddr::V4(Ipv4Addr::UNSPECIFIED)),
        port.unwrap_or(DEFAULT_PORT),
    )
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_player_is_admitted_with_this_program_to_this_game_or_none_named() {
        let hello = |program: &str| Message::Hello {
            program: program.into(),
            name: "Ben".into(),
        };
        let join = |game: Option<&str>| Message::Join {
            game: game.map(String::from),
        };
        assert_eq!(admission(&hello(PROGRAM), &join(None), "g"), Ok(()));
        assert_eq!(admission(&hello(PROGRAM), &join(Some("g")), "g"), Ok(()));
        assert_eq!(
            admission(&hello(PROGRAM), &join(Some("h")), "g"),
            Err(Refusal::OtherGame)
        );
        assert_eq!(
            admission(&hello("0.0.1"), &join(None), "g"),
            Err(Refusal::Program {
                host: PROGRAM.into(),
                joiner: "0.0.1".into()
            })
        );
    }
}
