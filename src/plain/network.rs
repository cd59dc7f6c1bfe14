//! The plain menu's `host` and `join`: a game over the network from `mancala --plain`,
//! played in lines as `mancala host --plain` and `mancala join --plain` play it. The
//! host's wait says each refused connection in a line, and a typed `quit` gives it up.

use crate::net::invitation::Invitation;
use crate::net::session::{self, Arrival, Connection, Hosting, SideChoice, bind_address};
use crate::store::record::Record;
use crate::t;
use crate::tui::app::App;
use crate::tui::screens::play::network::open_game;
use std::io::{BufRead, Write};
use std::time::Duration;

/// How long each look at the door and at the typed lines waits.
const LOOK: Duration = Duration::from_millis(50);

/// `host [game] [south|north|random]`: the side among the words (South when none
/// names one) and the rest, the game's words.
pub fn side_among<'a>(words: &[&'a str]) -> (SideChoice, Vec<&'a str>) {
    let mut side = SideChoice::South;
    let mut rest = Vec::new();
    for &w in words {
        match super::words::canonical(w).as_str() {
            "south" => side = SideChoice::South,
            "north" => side = SideChoice::North,
            "random" => side = SideChoice::Random,
            _ => rest.push(w),
        }
    }
    (side, rest)
}

/// Hosts `record` (the host on `side`): the invitation said, the player waited for,
/// then the game played in lines. False when nothing was played (the wait given up,
/// or the door not opened: said why).
pub fn host(
    app: &mut App,
    mut record: Record,
    side: SideChoice,
    input: &mut dyn BufRead,
    out: &mut dyn Write,
    pending: &mut dyn FnMut(Duration) -> bool,
) -> std::io::Result<bool> {
    let mine = match side.resolve() {
        Ok(mine) => mine,
        Err(why) => return writeln!(out, "{why}").map(|()| false),
    };
    // The host's name is the one the settings keep for a person, if any.
    let name = crate::tui::widgets::words::network_name(&app.prefs.config);
    if !name.is_empty() {
        record.players[mine.index()] = name;
    }
    let opened = Hosting::open(
        bind_address(None, None),
        &record.players[mine.index()],
        true,
    );
    let mut hosting = match opened {
        Ok(hosting) => hosting,
        Err(why) => return writeln!(out, "{why}").map(|()| false),
    };
    let command = format!("mancala join {}", hosting.invitation);
    writeln!(out, "{}", t!("net-invitation", command = command))?;
    if let Some(asked) = hosting.moved_from {
        let port = hosting.invitation.port as i64;
        writeln!(
            out,
            "{}",
            t!("host-port-moved", asked = asked as i64, port = port)
        )?;
    }
    let side = crate::words::position::side_name(mine);
    writeln!(out, "{}", t!("plain-net-waiting", side = side))?;
    let (remote, name) = loop {
        match hosting.next(LOOK) {
            Some(Arrival::Player { remote, name }) => break (remote, name),
            Some(Arrival::Refused(line)) => writeln!(out, "{line}")?,
            None => {}
        }
        if pending(LOOK) {
            let mut line = String::new();
            if input.read_line(&mut line)? == 0 || super::words::canonical(line.trim()) == "quit" {
                writeln!(out, "{}", t!("plain-net-gave-up"))?;
                return Ok(false);
            }
            writeln!(out, "{}", t!("plain-net-still-waiting"))?;
        }
    };
    let connection = Connection::Host {
        hosting,
        remote,
        name,
        theirs: mine.opponent(),
        hints: true,
    };
    play(app, record, connection, input, out, pending)
}

/// `join INVITATION`: the game joined, then played in lines. False when it could not
/// be (said why).
pub fn join(
    app: &mut App,
    typed: &str,
    input: &mut dyn BufRead,
    out: &mut dyn Write,
    pending: &mut dyn FnMut(Duration) -> bool,
) -> std::io::Result<bool> {
    let invitation: Invitation = match typed.trim().parse() {
        Ok(invitation) => invitation,
        Err(e) => {
            let why = t!("net-bad-invitation", why = e.to_string());
            return writeln!(out, "{why}.").map(|()| false);
        }
    };
    writeln!(
        out,
        "{}",
        t!("host-connecting", address = invitation.address())
    )?;
    let name = crate::tui::widgets::words::network_name(&app.prefs.config);
    let joined = match session::join(&invitation, &name) {
        Ok(joined) => joined,
        Err(why) => return writeln!(out, "{why}").map(|()| false),
    };
    let record = joined.record.clone();
    play(app, record, Connection::Joiner(joined), input, out, pending)
}

/// The game open over `connection`, played in lines until its `quit`.
fn play(
    app: &mut App,
    record: Record,
    connection: Connection,
    input: &mut dyn BufRead,
    out: &mut dyn Write,
    pending: &mut dyn FnMut(Duration) -> bool,
) -> std::io::Result<bool> {
    if let Err(why) = open_game(app, record, connection) {
        return writeln!(out, "{why}").map(|()| false);
    }
    super::run_waiting(app, input, out, pending).map(|()| true)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_host_s_side_is_read_among_the_game_s_words_in_either_language() {
        let (side, rest) = side_among(&["tsoro", "north"]);
        assert_eq!((side, rest), (SideChoice::North, vec!["tsoro"]));
        let (side, rest) = side_among(&["azar"]);
        assert_eq!((side, rest), (SideChoice::Random, vec![]));
        let (side, rest) = side_among(&["Norte", "hoyito"]);
        assert_eq!((side, rest), (SideChoice::North, vec!["hoyito"]));
        assert_eq!(side_among(&[]).0, SideChoice::South);
    }
}
