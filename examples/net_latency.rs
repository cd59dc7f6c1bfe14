//! The time from an action sent on one side to its arrival on the other, over loopback:
//! a host's door and a joiner in this process, each with the `Remote` the game uses,
//! 100 actions in turn, the other side polling as the play screen does.
//!
//! ```text
//! cargo run --release --example net_latency [-- --rounds 100]
//! ```
//!
//! Prints the median, the 90th percentile and the longest, in microseconds. What a
//! player sees adds the drawing of the board (a frame) on top.

use mancala_tui::net::host::loopback_pair;
use mancala_tui::net::protocol::Message;
use mancala_tui::net::remote::{Heard, Remote};
use std::time::{Duration, Instant};

fn main() {
    let rounds: usize = std::env::args()
        .skip_while(|a| a != "--rounds")
        .nth(1)
        .and_then(|n| n.parse().ok())
        .unwrap_or(100);
    let (theirs, channel) = loopback_pair(["host", "joiner"]).expect("a loopback connection");
    let (mut host, mut joiner) = (Remote::new(theirs), Remote::new(channel));
    let mut times = Vec::with_capacity(rounds);
    for n in 0..rounds {
        let (from, to) = if n % 2 == 0 {
            (&mut host, &mut joiner)
        } else {
            (&mut joiner, &mut host)
        };
        let sent = Instant::now();
        from.send(&Message::Act {
            number: n as u32,
            action: "c1".into(),
            spent: 0,
        })
        .unwrap();
        loop {
            match to.poll() {
                Some(Heard::Message(Message::Act { number, .. })) if number == n as u32 => break,
                Some(other) => panic!("{other:?}"),
                None => std::hint::spin_loop(),
            }
        }
        times.push(sent.elapsed());
    }
    times.sort();
    let micros = |d: Duration| d.as_secs_f64() * 1e6;
    println!(
        "{rounds} actions over loopback: median {:.0} µs, 90th percentile {:.0} µs, longest {:.0} µs",
        micros(times[rounds / 2]),
        micros(times[rounds * 9 / 10]),
        micros(times[rounds - 1])
    );
}
