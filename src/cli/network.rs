//! `mancala host` and `mancala join`: a game between two terminals. The host makes the
//! game and an invitation, waits for its player (refusing anyone else, one line each),
//! then both play it as any game, on screen or in plain lines; the play screen's
//! [`Opponent`](crate::tui::screens::play::network::Opponent) carries the other side's moves.

use super::args::{Display, HostArgs, Side, SideArg};
use super::output::{app_at, fail, plain_ended, run_tui, usage_mistake, without_terminal};
use super::play::new_record;
use crate::engine::tables::Tables;
use crate::net::invitation::Invitation;
use crate::net::session::{self, Arrival, Connection, Hosting, SideChoice, bind_address};
use crate::store::record::Record;
use crate::t;
use crate::tui::app::App;
use crate::tui::screens::menu::MenuItem;
use crate::tui::screens::play::network::open_game;
use std::io::Write;
use std::process::ExitCode;
use std::time::Duration;

pub(super) fn host(args: HostArgs, display: Display, tables: &Tables) -> ExitCode {
    let HostArgs {
        rules,
        name,
        side,
        port,
        bind,
        no_hints,
        plain,
        clock,
        ..
    } = args;
    // The screen needs a terminal: said before anyone is made to wait.
    if !plain && let Some(refused) = without_terminal() {
        return refused;
    }
    let mine = match side {
        Some(SideArg::North) => SideChoice::North,
        Some(SideArg::Random) => SideChoice::Random,
        _ => SideChoice::South,
    }
    .resolve();
    let mine = match mine {
        Ok(mine) => mine,
        Err(why) => return fail(&why),
    };
    let theirs = mine.opponent();
    let mut sides = [None, None];
    sides[mine.index()] = name.map(Side::Person);
    let mut record = match new_record(rules, sides) {
        Ok(record) => record,
        Err(code) => return code,
    };
    record.clock = clock.map(crate::store::record::Clock::new);
    let mut hosting = match Hosting::open(
        bind_address(bind, port),
        &record.players[mine.index()],
        false,
    ) {
        Ok(hosting) => hosting,
        Err(why) => return fail(&why),
    };
    let mut out = std::io::stdout().lock();
    let _ = writeln!(
        out,
        "{}",
        t!(
            "net-invitation",
            command = format!("mancala join {}", hosting.invitation)
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
    // Waiting for the player: everyone else is refused in one line.
    let (remote, name) = loop {
        match hosting.next(Duration::from_secs(1)) {
            None => continue,
            Some(Arrival::Player { remote, name }) => break (remote, name),
            Some(Arrival::Refused(line)) => {
                let _ = writeln!(std::io::stderr().lock(), "mancala: {line}");
            }
        }
    };
    let connection = Connection::Host {
        hosting,
        remote,
        name,
        theirs,
        hints: !no_hints,
    };
    start(record, connection, plain, display, tables)
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
    let joined = match session::join(&invitation, &name.unwrap_or_default()) {
        Ok(joined) => joined,
        Err(why) => return fail(&why),
    };
    let record = joined.record.clone();
    start(record, Connection::Joiner(joined), plain, display, tables)
}

/// The game open over `connection`, as `play` opens one, then played on screen or in
/// lines.
fn start(
    record: Record,
    connection: Connection,
    plain: bool,
    display: Display,
    tables: &Tables,
) -> ExitCode {
    let mut app = app_at(MenuItem::NewGame, display, tables);
    if plain {
        app.prefs.no_animation_this_run();
    }
    app.plain = plain;
    if let Err(e) = open_game(&mut app, record, connection) {
        return fail(&e);
    }
    app.opened_from_shell();
    play(app, plain)
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
