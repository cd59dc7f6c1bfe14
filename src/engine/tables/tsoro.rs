//! Tsoro endgame tables (issue 21 part 2): win or loss with best play for every
//! position of a small board with few stones, by retrograde analysis over whole turns.
//!
//! A position is taken at the start of a turn, seen from the player to move
//! ([`Position::mover_view`]: their circuit, then the opponent's), so one table serves
//! both sides. A turn is everything the mover chooses before the opponent moves: the
//! hole to sow, each head's continue or stop, and the bonus picks after a capture. The
//! rules engine plays it, so nothing here knows a rule.
//!
//! Stones leave the board only by capture, and a capture takes only the opponent's:
//! the stones of a position (its *total*) never grow, and a turn that captures goes to
//! a smaller total, solved before. Inside one total the values are found by distance,
//! counted in actions as the computer's search counts a forced win (a turn is one
//! action or several: the sow, each head's answer, each pick): a position is lost in 0
//! when its mover cannot move (the rules' only end but repetition), won in `d` when
//! some turn of `k` actions leaves the opponent a position lost in `d - k` (the
//! fastest), lost in `d` when every turn leaves the opponent a win, the slowest being
//! `d` with its own actions. What is never decided so goes round for ever with best
//! play, and the repetition rule ends it at a position the history decides: it stays
//! [`Value::Unknown`].
//!
//! The tables know no history: a value is exact under the real rules only where no
//! position but the current one has occurred twice since the last capture (a winning
//! line never repeats a position, as its distance falls at every turn).

use super::index::LayerIndex;
use mancala_rules::{Action, Player, Position, Rules};

/// A position's value for the player to move, with best play by both and no end by
/// repetition.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Value {
    /// The mover wins: with best play the game ends after this many actions, both
    /// sides' counted (1: after this sow, the opponent cannot move).
    Win(u16),
    /// The mover loses: with best play the game ends after this many actions, both
    /// sides' counted (0: the mover cannot move now).
    Loss(u16),
    /// Neither side can force a win: play goes round, and the repetition rule ends it.
    Unknown,
}

impl Value {
    /// The value as stored: 0 unknown, `2d + 1` a win in `d`, `2d + 2` a loss in `d`.
    fn code(self) -> u16 {
        match self {
            Value::Unknown => 0,
            Value::Win(d) => 2 * d + 1,
            Value::Loss(d) => 2 * d + 2,
        }
    }

    fn of(code: u16) -> Value {
        match code {
            0 => Value::Unknown,
            c if c % 2 == 1 => Value::Win(c / 2),
            c => Value::Loss(c / 2 - 1),
        }
    }
}

/// How the positions of one total fall (see [`TsoroTables::tally`]).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Tally {
    pub wins: u64,
    pub losses: u64,
    pub undecided: u64,
    /// The longest win or loss, in actions.
    pub longest: u16,
}

/// Where a turn ends, for the mover (the tables keep one for each way a turn of each
/// position of a total ends, so their size is the build's memory): the opponent's
/// position in the same total, by index, or with [`KNOWN`] set, the code of a value
/// already known (a capture into a smaller total, or the end); and the fewest and the
/// most actions the turns that end there take.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
struct TurnEnd {
    at: u32,
    fast: u8,
    slow: u8,
}

/// The bit of [`TurnEnd::at`] that holds a known value.
const KNOWN: u32 = 1 << 31;

impl TurnEnd {
    fn same(index: u64, actions: u8) -> TurnEnd {
        assert!(index < KNOWN as u64, "a total of at most 2^31 positions");
        TurnEnd {
            at: index as u32,
            fast: actions,
            slow: actions,
        }
    }

    fn known(value: Value, actions: u8) -> TurnEnd {
        TurnEnd {
            at: KNOWN | value.code() as u32,
            fast: actions,
            slow: actions,
        }
    }

    /// The opponent's value at this end, as far as `values` (this total's) know it.
    fn value(self, values: &[u16]) -> Value {
        if self.at & KNOWN != 0 {
            Value::of(self.at as u16)
        } else {
            Value::of(values[self.at as usize])
        }
    }
}

/// The positions of one total: every split of the stones between the mover (`a`) and
/// the opponent, each side's stones spread over its circuit in every way.
struct Total {
    stones: usize,
    /// `offsets[a]`: the first index of the positions whose mover holds `a` stones.
    offsets: Vec<u64>,
    values: Vec<u16>,
}

impl Total {
    /// The value of a view (the mover's circuit, then the opponent's) of this total.
    fn value(&self, view: &[u8]) -> Value {
        Value::of(self.values[index(&self.offsets, self.stones, view) as usize])
    }
}

/// The index of a view (the mover's circuit, then the opponent's, of equal length)
/// among the positions of its total of `stones`, whose splits begin at `offsets`.
fn index(offsets: &[u64], stones: usize, view: &[u8]) -> u64 {
    let (mine, theirs) = view.split_at(view.len() / 2);
    let a: usize = mine.iter().map(|&c| c as usize).sum();
    let ours = LayerIndex::new(mine.len(), a);
    let others = LayerIndex::new(mine.len(), stones - a);
    offsets[a] + ours.rank(mine) * others.size() + others.rank(theirs)
}

/// The tables of one Tsoro board, for every total from 0 up to `top` stones.
pub struct TsoroTables {
    rules: Rules,
    /// Holes of a side's circuit (2N).
    circuit: usize,
    totals: Vec<Total>,
}

/// How many positions the tables of `rules` up to `top` stones hold.
pub fn positions(rules: &Rules, top: usize) -> u64 {
    let circuit = 2 * rules.holes_per_row as usize;
    (0..=top)
        .map(|t| {
            (0..=t)
                .map(|a| {
                    LayerIndex::new(circuit, a).size() * LayerIndex::new(circuit, t - a).size()
                })
                .sum::<u64>()
        })
        .sum()
}

impl TsoroTables {
    /// Solve every position of `rules`' board (Tsoro) with at most `top` stones on it.
    pub fn solve(rules: Rules, top: usize) -> TsoroTables {
        let mut tables = TsoroTables::new(rules);
        for _ in 0..=top {
            tables.solve_next();
        }
        tables
    }

    /// Tables of `rules`' board (Tsoro) holding no total yet.
    pub fn new(rules: Rules) -> TsoroTables {
        assert_eq!(rules.game, mancala_rules::GameKind::Tsoro);
        TsoroTables {
            rules,
            circuit: 2 * rules.holes_per_row as usize,
            totals: Vec::new(),
        }
    }

    /// The board's rules.
    pub fn rules(&self) -> &Rules {
        &self.rules
    }

    /// Solve the next total (one stone more than the most held), the smaller ones being
    /// held.
    pub fn solve_next(&mut self) {
        self.solve_next_counted(None);
    }

    /// [`Self::solve_next`], counting its work in `work` ([`expected_work`]'s units).
    pub(crate) fn solve_next_counted(&mut self, work: Option<&super::work::Work>) {
        let total = self.solve_total(self.totals.len(), work);
        self.totals.push(total);
    }

    /// Hold the next total as read from a file: its value codes (see [`Self::codes`]),
    /// refused when there are not as many as it has positions.
    pub(crate) fn push_codes(&mut self, codes: Vec<u16>) -> Result<(), String> {
        let stones = self.totals.len();
        let offsets = offsets(self.circuit, stones);
        let count = *offsets.last().unwrap() as usize;
        if codes.len() != count {
            return Err(format!(
                "{} values for the {count} positions of {stones} stones",
                codes.len()
            ));
        }
        self.totals.push(Total {
            stones,
            offsets,
            values: codes,
        });
        Ok(())
    }

    /// The value codes of the positions of `stones` stones, in index order: 0 undecided,
    /// `2d + 1` won in `d` actions, `2d + 2` lost in `d` (for a table file).
    pub fn codes(&self, stones: usize) -> &[u16] {
        &self.totals[stones].values
    }

    /// How many positions hold `stones` stones (counting both sides' spreads).
    pub(crate) fn total_size(&self, stones: usize) -> usize {
        *offsets(self.circuit, stones).last().unwrap() as usize
    }

    /// The best rest of the turn for the player to move in `game` (at a turn's start, or
    /// within one: a head's answer, a pick), by the tables, with its value: the fastest
    /// win, else the slowest loss, else a turn that keeps play going round. `None`
    /// where the stones are more than the tables hold, or the game is over.
    pub fn best_turn(&self, game: &Position) -> Option<(Vec<Action>, Value)> {
        if game.rules() != &self.rules
            || game.is_over()
            || Some(game.seeds_on_board() as usize) > self.top()
        {
            return None;
        }
        let mover = game.to_move()?;
        let mut view = [0u8; 2 * mancala_rules::layout::MAX_CIRCUIT];
        let mut best: Option<(Vec<Action>, Value)> = None;
        every_turn_played(game, &mut Vec::new(), &mut |turn, after| {
            let theirs = match after.outcome() {
                Some(o) if o.winner == Some(mover) => Value::Loss(0),
                Some(o) if o.winner.is_some() => Value::Win(0),
                Some(_) => Value::Unknown,
                None => {
                    after.mover_view(&mut view[..2 * self.circuit]);
                    self.totals[after.seeds_on_board() as usize].value(&view[..2 * self.circuit])
                }
            };
            let actions = turn.len() as u16;
            let mine = match theirs {
                Value::Loss(l) => Value::Win(l + actions),
                Value::Win(w) => Value::Loss(w + actions),
                Value::Unknown => Value::Unknown,
            };
            if best.as_ref().is_none_or(|(_, b)| better(mine, *b)) {
                best = Some((turn.to_vec(), mine));
            }
        });
        best
    }

    /// How the positions of `stones` stones fall: won, lost and undecided for the mover,
    /// and the longest win or loss in actions.
    pub fn tally(&self, stones: usize) -> Tally {
        let mut tally = Tally::default();
        for &code in &self.totals[stones].values {
            match Value::of(code) {
                Value::Win(d) => {
                    tally.wins += 1;
                    tally.longest = tally.longest.max(d);
                }
                Value::Loss(d) => {
                    tally.losses += 1;
                    tally.longest = tally.longest.max(d);
                }
                Value::Unknown => tally.undecided += 1,
            }
        }
        tally
    }

    /// The most stones a position of these tables holds (none: `None`).
    pub fn top(&self) -> Option<usize> {
        self.totals.len().checked_sub(1)
    }

    /// The value of `game` for its player to move, where its stones are few enough and a
    /// sow is awaited (the start of a turn); `None` otherwise.
    pub fn value(&self, game: &Position) -> Option<Value> {
        if game.rules() != &self.rules
            || game.awaiting() != Some(mancala_rules::Awaiting::Sow)
            || Some(game.seeds_on_board() as usize) > self.top()
        {
            return None;
        }
        let mut view = [0u8; 2 * mancala_rules::layout::MAX_CIRCUIT];
        game.mover_view(&mut view[..2 * self.circuit]);
        let total = &self.totals[game.seeds_on_board() as usize];
        Some(total.value(&view[..2 * self.circuit]))
    }

    /// Every position of `stones` stones solved, the smaller totals being known.
    fn solve_total(&self, stones: usize, work: Option<&super::work::Work>) -> Total {
        let offsets = offsets(self.circuit, stones);
        let count = *offsets.last().unwrap() as usize;
        // Each position's turn ends, found once by playing every turn: position `i`'s
        // are `ends[starts[i]..starts[i + 1]]`. The positions are shared between the
        // machine's cores, and their ends joined in position order.
        let threads = super::solve::build_threads().clamp(1, count.max(1));
        let chunks = split(count, threads);
        let parts: Vec<(Vec<TurnEnd>, Vec<u64>)> = std::thread::scope(|scope| {
            let running: Vec<_> = chunks
                .iter()
                .map(|range| {
                    let (range, offsets) = (range.clone(), &offsets);
                    scope.spawn(move || self.ends_of(range, offsets, stones, work))
                })
                .collect();
            running
                .into_iter()
                .map(|h| h.join().expect("a table thread does not panic"))
                .collect()
        });
        let mut ends: Vec<TurnEnd> = Vec::new();
        let mut starts: Vec<u64> = Vec::with_capacity(count + 1);
        starts.push(0);
        for (part_ends, part_starts) in parts {
            let base = ends.len() as u64;
            starts.extend(part_starts[1..].iter().map(|&s| base + s));
            ends.extend(part_ends);
        }
        let mut values = vec![0u16; count];
        let deepest_known = self
            .totals
            .iter()
            .flat_map(|t| t.values.iter())
            .map(|&c| match Value::of(c) {
                Value::Win(d) | Value::Loss(d) => d,
                Value::Unknown => 0,
            })
            .max()
            .unwrap_or(0);
        let longest_turn = ends.iter().map(|e| e.slow as u16).max().unwrap_or(0);
        // Distance by distance: round `d` decides the positions won or lost in `d`
        // actions, from the values of rounds before it only. Once no round within a
        // turn's length of the last decision (or of the longest value known below)
        // decides anything, none ever will.
        let mut d: u16 = 0;
        let mut last = deepest_known;
        while d <= last + longest_turn {
            // Each core decides its share from the values of the rounds before.
            let decided: Vec<(usize, Value)> = std::thread::scope(|scope| {
                let running: Vec<_> = chunks
                    .iter()
                    .map(|range| {
                        let (range, values, ends, starts) =
                            (range.clone(), &values, &ends, &starts);
                        scope.spawn(move || {
                            range
                                .filter(|&i| values[i] == 0)
                                .filter_map(|i| {
                                    let turns = &ends[starts[i] as usize..starts[i + 1] as usize];
                                    decide(turns, values, d).map(|v| (i, v))
                                })
                                .collect::<Vec<_>>()
                        })
                    })
                    .collect();
                running
                    .into_iter()
                    .flat_map(|h| h.join().expect("a table thread does not panic"))
                    .collect()
            });
            work.inspect(|w| w.add(count as u64));
            if !decided.is_empty() {
                last = last.max(d);
            }
            for (i, v) in decided {
                values[i] = v.code();
            }
            d += 1;
        }
        Total {
            stones,
            offsets,
            values,
        }
    }

    /// The turn ends of the positions `range` of the total of `stones` stones, and
    /// where each position's begin among them (one more at the end).
    fn ends_of(
        &self,
        range: std::ops::Range<usize>,
        offsets: &[u64],
        stones: usize,
        work: Option<&super::work::Work>,
    ) -> (Vec<TurnEnd>, Vec<u64>) {
        let mut ends = Vec::new();
        let mut starts = Vec::with_capacity(range.len() + 1);
        starts.push(0);
        let mut view = vec![0u8; 2 * self.circuit];
        let mut game = Position::new(self.rules).expect("valid rules");
        for i in range {
            if i % 1024 == 1023 {
                work.inspect(|w| w.add(1024 * ROUND_SHARE));
            }
            unrank(offsets, stones, i as u64, &mut view);
            game.set_mover_view(&view);
            self.turn_ends(&game, offsets, stones, &mut ends);
            starts.push(ends.len() as u64);
        }
        (ends, starts)
    }

    /// Where each of the mover's turns from `game` (South to move) ends, each end once
    /// with the fewest and most actions of the turns reaching it, pushed onto `ends`
    /// (`offsets`: those of the total being solved, `stones` stones).
    fn turn_ends(&self, game: &Position, offsets: &[u64], stones: usize, ends: &mut Vec<TurnEnd>) {
        let first = ends.len();
        let mut view = vec![0u8; 2 * self.circuit];
        every_turn_played(game, &mut Vec::new(), &mut |turn, after| {
            let actions = u8::try_from(turn.len()).expect("a turn of few actions");
            let end = match after.outcome() {
                Some(outcome) if outcome.winner == Some(Player::South) => {
                    TurnEnd::known(Value::Loss(0), actions)
                }
                Some(outcome) if outcome.winner == Some(Player::North) => {
                    TurnEnd::known(Value::Win(0), actions)
                }
                Some(_) => TurnEnd::known(Value::Unknown, actions),
                None => {
                    after.mover_view(&mut view);
                    let left = after.seeds_on_board() as usize;
                    if left == stones {
                        TurnEnd::same(index(offsets, stones, &view), actions)
                    } else {
                        TurnEnd::known(self.totals[left].value(&view), actions)
                    }
                }
            };
            match ends[first..].iter_mut().find(|e| e.at == end.at) {
                Some(e) => {
                    e.fast = e.fast.min(actions);
                    e.slow = e.slow.max(actions);
                }
                None => ends.push(end),
            }
        });
    }
}

/// Play every turn of the mover from `game`, calling `end` with the actions of each
/// (`played`: those before `game`) and the position after it (the opponent to move, or
/// the game over): each hole, each head's answer, each pick.
fn every_turn_played(
    game: &Position,
    played: &mut Vec<Action>,
    end: &mut dyn FnMut(&[Action], &Position),
) {
    let mover = game.to_move();
    for action in game.legal_actions() {
        let mut next = *game;
        next.apply(action).expect("a legal action");
        played.push(action);
        if next.to_move().is_some() && next.to_move() == mover {
            every_turn_played(&next, played, end);
        } else {
            end(played, &next);
        }
        played.pop();
    }
}

/// The value decided in round `d` for a position whose turns end at `ends`, from the
/// values found before it: a win in `d` when some turn of `k` actions leaves the
/// opponent lost in `d - k`; a loss in `d` when every turn leaves the opponent a win,
/// none later than `d` with its own actions (a position with no turn is lost in 0).
fn decide(ends: &[TurnEnd], values: &[u16], d: u16) -> Option<Value> {
    if d == 0 {
        return ends.is_empty().then_some(Value::Loss(0));
    }
    if ends
        .iter()
        .any(|e| matches!(e.value(values), Value::Loss(l) if l + e.fast as u16 <= d))
    {
        return Some(Value::Win(d));
    }
    if ends
        .iter()
        .all(|e| matches!(e.value(values), Value::Win(w) if w + e.slow as u16 <= d))
    {
        return Some(Value::Loss(d));
    }
    None
}

/// Whether `a` is better than `b` for the player whose values they are: a win beats the
/// rest and a faster win a slower one, going round beats a loss, and a slower loss a
/// faster one.
fn better(a: Value, b: Value) -> bool {
    let rank = |v: Value| match v {
        Value::Win(d) => (2, -(d as i32)),
        Value::Unknown => (1, 0),
        Value::Loss(d) => (0, d as i32),
    };
    rank(a) > rank(b)
}

/// How many rounds of distances a position's turns are worth in work (playing them
/// takes about as long as this many rounds over it).
const ROUND_SHARE: u64 = 40;

/// The work solving a total of `positions` positions is expected to take, in
/// [`super::work::Work`]'s units: its turns played, then about as many rounds.
pub fn expected_work(positions: u64) -> u64 {
    2 * ROUND_SHARE * positions
}

/// The view of position `i` of the total of `stones` stones whose splits begin at
/// `offsets` (the inverse of [`index`]).
fn unrank(offsets: &[u64], stones: usize, i: u64, view: &mut [u8]) {
    let a = offsets.partition_point(|&o| o <= i) - 1;
    let (mine, theirs) = view.split_at_mut(view.len() / 2);
    let ours = LayerIndex::new(mine.len(), a);
    let others = LayerIndex::new(mine.len(), stones - a);
    let rest = i - offsets[a];
    ours.unrank(rest / others.size(), mine);
    others.unrank(rest % others.size(), theirs);
}

/// `0..count` cut into `parts` ranges in order, as even as can be.
fn split(count: usize, parts: usize) -> Vec<std::ops::Range<usize>> {
    let step = count.div_ceil(parts.max(1)).max(1);
    (0..count)
        .step_by(step)
        .map(|a| a..(a + step).min(count))
        .collect()
}

/// Where each split of `stones` stones begins among the positions of the total, and
/// (last) how many positions it has.
fn offsets(circuit: usize, stones: usize) -> Vec<u64> {
    let mut offsets = vec![0u64];
    for a in 0..=stones {
        let size = LayerIndex::new(circuit, a).size() * LayerIndex::new(circuit, stones - a).size();
        offsets.push(offsets[a] + size);
    }
    offsets
}
