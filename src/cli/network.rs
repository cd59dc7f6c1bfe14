//! `mancala host` and `mancala join`: a game between two terminals. The host makes the
//! game and an invitation, waits for its player (refusing anyone else, one line each),
//! then both play it as any game, on screen or in plain lines; the play screen's
//! [`Opponent`] carries the other side's moves.

use super::args::{Display, HostArgs, Side, SideArg};
use super::output::{app_at, fail, plain_ended, run_tui, usage_mistake, without_terminal};
use super::play::new_record;
use crate::engine::tables::Tables;
use crate::net::host::{Door, Knock, knock};
use crate::net::invitation::{Invitation, Secret};
use crate::net::protocol::{Message, PROGRAM};
use crate::net::remote::{Heard, Remote};
use crate::net::secure::HANDSHAKE_TIME;
use crate::store::record::Record;
use crate::t;
use crate::tui::app::App;
use crate::tui::screens::menu::MenuItem;
use crate::tui::screens::play::network::{
    Opponent, admission, door_line, refusal_words, turn_away, welcome,
};
use mancala_rules::Player;
use std::io::Write;
use std::net::{IpAddr, Ipv4Addr, SocketAddr};
use std::process::ExitCode;
use std::time::Duration;

/// The port a host waits on unless told otherwise.
pub const DEFAULT_PORT: u16 = 7474;

pub(super) fn host(args: HostArgs, display: Display, tables: &Tables) -> ExitCode {
    let HostArgs {
        rules,
        name,
        side,
        port,
        bind,
        no_hints,
        plain,
        ..
    } = args;
    // The screen needs a terminal: said before anyone is made to wait.
    if !plain && let Some(refused) = without_terminal() {
        return refused;
    }
    let secret = match Secret::random() {
        Ok(secret) => secret,
        Err(e) => return fail(&t!("net-no-random", why = e.to_string())),
    };
    let mine = match side {
        Some(SideArg::North) => Player::North,
        // One bit of the system's random source.
        Some(SideArg::Random) => match Secret::random() {
            Ok(bits) if bits.first_bit() => Player::North,
            Ok(_) => Player::South,
            Err(e) => return fail(&t!("net-no-random", why = e.to_string())),
        },
        _ => Player::South,
    };
    let theirs = mine.opponent();
    let mut sides = [None, None];
    sides[mine.index()] = name.map(Side::Person);
    let mut record = match new_record(rules, sides) {
        Ok(record) => record,
        Err(code) => return code,
    };
    let bind = SocketAddr::new(
        bind.unwrap_or(IpAddr::V4(Ipv4Addr::UNSPECIFIED)),
        port.unwrap_or(DEFAULT_PORT),
    );
    let hello = Message::Hello {
        program: PROGRAM.into(),
        name: record.players[mine.index()].clone(),
    };
    let mut door = match Door::open(bind, secret.clone(), hello) {
        Ok(door) => door,
        Err(e) if e.kind() == std::io::ErrorKind::AddrInUse => {
            return fail(&t!("net-port-in-use", port = bind.port() as i64));
        }
        Err(e) => {
            return fail(&t!(
                "net-cannot-listen",
                why = crate::store::record::io_reason(&e)
            ));
        }
    };
    let invitation = Invitation {
        host: reachable_address(bind.ip()).to_string(),
        port: door.address().port(),
        secret,
    };
    let mut out = std::io::stdout().lock();
    let _ = writeln!(
        out,
        "{}",
        t!(
            "net-invitation",
            command = format!("mancala join {invitation}")
        )
    );
    let _ = writeln!(
        out,
        "{}",
        t!(
            "net-waiting",
            side = crate::words::position::side_name(mine)
        )
    );
    let _ = out.flush();
    drop(out);
    let game = match Secret::random() {
        Ok(id) => id.hex(),
        Err(e) => return fail(&t!("net-no-random", why = e.to_string())),
    };
    // Waiting for the player: everyone else is refused in one line.
    let (remote, name) = loop {
        match door.next(Duration::from_secs(1)) {
            None => continue,
            Some(Knock::Player {
                channel,
                hello,
                join,
            }) => {
                let mut remote = Remote::new(channel);
                if let Err(reason) = admission(&hello, &join, &game) {
                    let line = turn_away(&mut remote, reason);
                    let _ = writeln!(std::io::stderr().lock(), "mancala: {line}");
                    continue;
                }
                let Message::Hello { name, .. } = hello else {
                    continue;
                };
                break (remote, name);
            }
            Some(refused) => {
                if let Some(line) = door_line(&refused) {
                    let _ = writeln!(std::io::stderr().lock(), "mancala: {line}");
                }
            }
        }
    };
    // The joiner's name as they gave it (shown escaped, as every name is); none: the
    // side's own.
    let name = name.trim();
    if !name.is_empty() {
        record.players[theirs.index()] = name.chars().take(100).collect();
    }
    let mut app = start(record, plain, display, tables);
    let Some(p) = app.play_mut() else {
        return fail(&t!("net-cannot-start"));
    };
    let mut remote = remote;
    if let Err(e) = remote.send(&welcome(p, theirs, !no_hints, &game)) {
        return fail(&t!("net-cannot-join", why = e.to_string()));
    }
    p.net = Some(Opponent::new(
        remote,
        theirs,
        p.actions().len(),
        Some(door),
        game,
        !no_hints,
    ));
    let joined = t!("net-joined", name = p.other_name());
    p.say(joined, Some(false));
    play(app, plain)
}

pub(super) fn join(
    typed: &str,
    name: Option<String>,
    plain: bool,
    display: Display,
    tables: &Tables,
) -> ExitCode {
    if !plain && let Some(refused) = without_terminal() {
        return refused;
    }
    let invitation: Invitation = match typed.parse() {
        Ok(invitation) => invitation,
        Err(e) => return usage_mistake(&t!("net-bad-invitation", why = e.to_string())),
    };
    let hello = Message::Hello {
        program: PROGRAM.into(),
        name: name.unwrap_or_default(),
    };
    let joined = knock(
        &invitation.address(),
        &invitation.secret,
        &hello,
        &Message::Join { game: None },
    );
    let (channel, _) = match joined {
        Ok(joined) => joined,
        Err(e) => return fail(&t!("net-cannot-join", why = e.to_string())),
    };
    let mut remote = Remote::new(channel);
    let (game, record, side, hints) = match remote.wait(HANDSHAKE_TIME) {
        Some(Heard::Message(Message::Welcome {
            game,
            record,
            side,
            hints,
        })) => (game, record, side, hints),
        Some(Heard::Message(Message::Refuse { reason })) => {
            return fail(&t!("net-refused-us", why = refusal_words(&reason)));
        }
        Some(Heard::Lost(e)) => return fail(&t!("net-cannot-join", why = e.to_string())),
        _ => return fail(&t!("net-cannot-join", why = t!("net-error-slow"))),
    };
    let record = match Record::parse(&record) {
        Ok(record) => record,
        Err(e) => return fail(&t!("net-bad-record", why = e.to_string())),
    };
    let mine = match side.as_str() {
        "south" => Player::South,
        "north" => Player::North,
        _ => {
            return fail(&t!(
                "net-bad-record",
                why = format!("{:?}", crate::words::text::escape_for_terminal(&side, 20))
            ));
        }
    };
    let mut app = start(record, plain, display, tables);
    let Some(p) = app.play_mut() else {
        return fail(&t!("net-cannot-start"));
    };
    p.net = Some(Opponent::new(
        remote,
        mine.opponent(),
        p.actions().len(),
        None,
        game,
        hints,
    ));
    let joined = t!("net-joined", name = p.other_name());
    p.say(joined, Some(false));
    play(app, plain)
}

/// The app with the game open, as `play` opens one.
fn start(record: Record, plain: bool, display: Display, tables: &Tables) -> App {
    let mut app = app_at(MenuItem::NewGame, display, tables);
    if plain {
        app.prefs.no_animation_this_run();
    }
    app.plain = plain;
    if let Err(e) = app.start_play(record, None) {
        let _ = writeln!(std::io::stderr().lock(), "mancala: {e}");
    }
    app.opened_from_shell();
    app
}

/// Plays the game on screen or in lines.
fn play(mut app: App, plain: bool) -> ExitCode {
    if !plain {
        return run_tui(app);
    }
    app.use_user_folders();
    crate::plain::interrupt::install();
    // Typed lines are read ahead, so that the other player's moves are said while
    // nothing is typed, and a line typed meanwhile is read at once.
    let mut lines = crate::plain::lines::Lines::new(std::io::BufReader::new(std::io::stdin()));
    let mut pending = lines.pending();
    let stdout = std::io::stdout();
    plain_ended(crate::plain::run_waiting(
        &mut app,
        &mut lines,
        &mut stdout.lock(),
        &mut pending,
    ))
}

/// The address to put in the invitation for a host waiting on `bind`: that address, or
/// when it waits on every address, the one this computer reaches other networks from
/// (asked of the system by "connecting" a UDP socket, which sends nothing), else the
/// loopback.
fn reachable_address(bind: IpAddr) -> IpAddr {
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
