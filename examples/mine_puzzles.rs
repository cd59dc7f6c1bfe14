//! Mine puzzles from engine self-play, the opening books and the sample games, and
//! write a collection (see `src/puzzles.rs`):
//!
//! `cargo run --release --example mine_puzzles -- --game hoyito --holes 6 --seed 1
//!  --budget 4000 --margin 8 --count 72 --out assets/puzzles/hoyito.json`
//!
//! Every position where the player to move has a choice is a candidate: from the
//! start of the turn (a set-up position) with the turn's actions before it, so a head
//! answer or the bonus picks are asked where they are owed. It becomes a puzzle when
//! its best answer (one action, or the set of picks) leads every other action by
//! `--margin` at `--budget` nodes and at four times that; the others are refused, and
//! the counts of each reason are written into the file with the parameters. Self-play
//! uses the computer player (`ai::choose_within`, level hard at a small node budget)
//! and, one action in four, a random one (the one generator, `ai::Rng`), so the games
//! pass through positions a strong game would avoid.

mod common;

use common::Args;
use mancala_rules::{Action, Awaiting, Event, Game, Rules};
use mancala_tui::engine::ai::{self, Budget, Level, Rng};
use mancala_tui::engine::tables::Tables;
use mancala_tui::store::record::{Record, StartPosition};
use mancala_tui::study::puzzles::{
    Clear, Collection, FORMAT, MadeBy, Puzzle, Theme, clear, theme_of,
};
use std::collections::{BTreeMap, HashSet};
use std::sync::atomic::AtomicBool;

/// A position to look at: the start of the turn and the turn's actions so far.
struct Candidate {
    start: StartPosition,
    actions: Vec<Action>,
}

struct Miner {
    rules: Rules,
    budgets: [u64; 2],
    grades: Vec<u64>,
    margin: i32,
    count: usize,
    /// The most puzzles of one theme, and of one game.
    cap: usize,
    per_game: usize,
    /// Puzzles found before the game being mined.
    game_first: usize,
    seen: HashSet<u64>,
    positions: usize,
    refused: BTreeMap<String, usize>,
    puzzles: Vec<Puzzle>,
}

impl Miner {
    fn refuse(&mut self, why: &str) {
        *self.refused.entry(why.to_string()).or_default() += 1;
    }

    /// How clearly `answer` is best at `nodes`; `None` (refused, with why) when the
    /// position is no puzzle at all.
    fn clear_at(&mut self, game: &Game, answer: &[Action], nodes: u64) -> Option<Clear> {
        clear(game, answer, Budget::nodes(nodes), &Tables::none())
            .map_err(|e| self.refuse(&format!("not a puzzle: {e}")))
            .ok()
    }

    fn full(&self) -> bool {
        self.puzzles.len() >= self.count
    }

    /// Whether this game has given its share: puzzles from many games differ more.
    fn game_full(&self) -> bool {
        self.puzzles.len() - self.game_first >= self.per_game
    }

    /// Look at one candidate; a puzzle if it is one.
    fn look(&mut self, c: &Candidate) {
        let mut record = Record::new(self.rules, ["South".into(), "North".into()]);
        record.start = Some(c.start.clone());
        record.actions = c.actions.clone();
        let Ok(game) = record.replay() else {
            return;
        };
        if game.position().is_over() || game.position().legal_actions().len() < 2 {
            return;
        }
        if !self.seen.insert(game.position().fingerprint()) {
            return;
        }
        self.positions += 1;
        let Some(answer) = self.best_answer(&game) else {
            self.refuse("the search found no answer");
            return;
        };
        let Some(small) = self.clear_at(&game, &answer, self.budgets[0]) else {
            return;
        };
        if small.lead < self.margin {
            self.refuse("the best is not clear at the smaller budget (within the margin)");
            return;
        }
        let Some(large) = self.clear_at(&game, &answer, self.budgets[1]) else {
            return;
        };
        if large.lead < self.margin {
            self.refuse("clear at the smaller budget, not at the larger one");
            return;
        }
        if small.other_wins || large.other_wins {
            self.refuse("another action wins by force too");
            return;
        }
        let events = answer_events(&game, &answer);
        let theme = theme_of(&game, &answer, &events, most_taken(&game));
        if self.puzzles.iter().filter(|p| p.theme == theme).count() >= self.cap {
            self.refuse(&format!("enough of the theme {}", theme.key()));
            return;
        }
        if self.game_full() {
            self.refuse("enough from this game");
            return;
        }
        let difficulty = self.difficulty(&game, &answer);
        let scores = large
            .steps
            .iter()
            .map(|s| s.scores.iter().map(|(a, v)| (a.to_string(), *v)).collect())
            .collect();
        let id = format!("{}-{:03}", short_key(&self.rules), self.puzzles.len() + 1);
        self.puzzles.push(Puzzle {
            id,
            theme,
            difficulty,
            record: serde_json::from_str(&record.to_json(None)).expect("records are JSON"),
            answer: answer.iter().map(Action::to_string).collect(),
            proven: large.proven,
            scores,
        });
    }

    /// The best action at the larger budget; at a bonus pick, the best picks in turn.
    fn best_answer(&self, game: &Game) -> Option<Vec<Action>> {
        let cancel = AtomicBool::new(false);
        let budget = Budget::nodes(self.budgets[1]);
        let mover = game.position().current_player();
        let mut game = game.clone();
        let mut answer = Vec::new();
        loop {
            let found = ai::judge(&game, &budget, &cancel, &Tables::none())?;
            answer.push(found.action);
            if game.position().awaiting() != Some(Awaiting::Bonus) {
                return Some(answer);
            }
            game.apply(found.action).ok()?;
            if game.position().awaiting() != Some(Awaiting::Bonus)
                || game.position().to_move() != Some(mover)
            {
                return Some(answer);
            }
        }
    }

    /// 1 when the biggest capture now is the answer (no search needed), 2 when the
    /// smallest grading budget finds it, and so on.
    fn difficulty(&self, game: &Game, answer: &[Action]) -> u8 {
        let cancel = AtomicBool::new(false);
        if greedy_finds(game, answer) {
            return 1;
        }
        for (k, &nodes) in self.grades.iter().enumerate() {
            if ai::analyse(game, &Budget::nodes(nodes), &cancel, &Tables::none())
                .is_some_and(|a| answer.contains(&a.action))
            {
                return k as u8 + 2;
            }
        }
        self.grades.len() as u8 + 2
    }
}

/// The engine's events of the answer, one list per action.
fn answer_events(game: &Game, answer: &[Action]) -> Vec<Vec<Event>> {
    let mut g = game.clone();
    answer
        .iter()
        .map_while(|&a| g.apply_reported(a).ok())
        .collect()
}

/// What each legal action captures at once for the player to move.
fn takes(game: &Game) -> Vec<(Action, u16)> {
    let mover = game.position().current_player();
    game.position()
        .legal_actions()
        .into_iter()
        .map(|a| {
            let mut g = game.clone();
            let before = g.position().captured(mover);
            (
                a,
                g.apply(a)
                    .map_or(0, |()| g.position().captured(mover) - before),
            )
        })
        .collect()
}

/// The most the player to move captures with one action here.
fn most_taken(game: &Game) -> u16 {
    takes(game).into_iter().map(|(_, n)| n).max().unwrap_or(0)
}

/// Whether the answer's first action is the one action that captures most at once.
fn greedy_finds(game: &Game, answer: &[Action]) -> bool {
    let takes = takes(game);
    let most = most_taken(game);
    let greediest: Vec<Action> = takes.iter().filter(|t| t.1 == most).map(|t| t.0).collect();
    most > 0 && greediest.len() == 1 && answer.first() == greediest.first()
}

fn short_key(rules: &Rules) -> &'static str {
    match rules.game {
        mancala_rules::GameKind::HoyitoII => "hoyito",
        mancala_rules::GameKind::Tsoro => "tsoro",
    }
}

fn start_of(game: &Game) -> StartPosition {
    StartPosition {
        board: game.position().rows(),
        to_move: game.position().current_player(),
        captured: game.position().captured_both(),
    }
}

/// Every position of a game from `game` on, as candidates: each action chosen by
/// `choose` (at most `cap` actions).
fn play_and_look(
    miner: &mut Miner,
    mut game: Game,
    mut choose: impl FnMut(&Game) -> Option<Action>,
    cap: usize,
) {
    miner.game_first = miner.puzzles.len();
    let mut turn = Candidate {
        start: start_of(&game),
        actions: Vec::new(),
    };
    let mut mover = game.position().to_move();
    for _ in 0..cap {
        if game.position().is_over() || miner.full() {
            return;
        }
        // A new turn starts where a sowing is asked of a player (after an extra turn
        // too), and the set-up position is taken there.
        if game.position().awaiting() == Some(Awaiting::Sow) || game.position().to_move() != mover {
            turn = Candidate {
                start: start_of(&game),
                actions: Vec::new(),
            };
            mover = game.position().to_move();
        }
        miner.look(&turn);
        let Some(action) = choose(&game) else { return };
        if game.apply(action).is_err() {
            return;
        }
        turn.actions.push(action);
    }
}

fn main() {
    let args = Args::from_env();
    let rules = args.rules();
    let seed: u64 = args.number("--seed", 1);
    let budget: u64 = args.number("--budget", 4000);
    let margin: i32 = args.number("--margin", 8);
    let count: usize = args.number("--count", 72);
    let games: usize = args.number("--games", 400);
    let play_nodes: u64 = args.number("--play-nodes", 1500);
    let per_game: usize = args.number("--per-game", 3);
    let out = args
        .value("--out")
        .unwrap_or_else(|| format!("assets/puzzles/{}.json", short_key(&rules)));
    let command = format!(
        "cargo run --release --example mine_puzzles -- --game {} --holes {} --seed {seed} \
         --budget {budget} --margin {margin} --count {count} --games {games} --play-nodes \
         {play_nodes} --per-game {per_game} --out {out}",
        short_key(&rules),
        rules.holes_per_row
    );
    let themes = match rules.game {
        mancala_rules::GameKind::HoyitoII => 4,
        mancala_rules::GameKind::Tsoro => 5,
    };
    let mut miner = Miner {
        rules,
        budgets: [budget, budget * 4],
        grades: vec![(budget / 400).max(20)],
        margin,
        count,
        cap: count.div_ceil(themes) + count / (2 * themes),
        per_game,
        game_first: 0,
        seen: HashSet::new(),
        positions: 0,
        refused: BTreeMap::new(),
        puzzles: Vec::new(),
    };
    let started = std::time::Instant::now();
    // The sample games of the same rules, as they were played.
    let mut played = 0;
    for (_, text) in mancala_tui::store::assets::SAMPLE_GAMES {
        let Ok(record) = Record::parse(text) else {
            continue;
        };
        if record.rules != rules {
            continue;
        }
        let Ok(start) = record.start_game() else {
            continue;
        };
        let mut actions = record.actions.clone().into_iter();
        play_and_look(&mut miner, start, move |_| actions.next(), usize::MAX);
        played += 1;
    }
    // Self-play from the books' balanced starts, then from random ones.
    let book: Vec<Vec<Action>> = mancala_tui::study::openings::books_for(&rules)
        .iter()
        .flat_map(|b| b.lines().unwrap_or_default())
        .map(|l| l.actions)
        .collect();
    let mut rng = Rng::new(seed);
    let cancel = AtomicBool::new(false);
    for g in 0..games {
        if miner.full() {
            break;
        }
        let mut game = Game::new(rules).expect("the rules are valid");
        let opening: Vec<Action> = match book.get(g) {
            Some(line) => line.clone(),
            None => (0..4)
                .map_while(|_| {
                    let legal = game.position().legal_actions();
                    let a = *legal.get(rng.below(legal.len().max(1)))?;
                    game.apply(a).ok()?;
                    Some(a)
                })
                .collect(),
        };
        if book.get(g).is_some() {
            for &a in &opening {
                let _ = game.apply(a);
            }
        }
        let game_seed = rng.next_u64();
        let mut turn_rng = Rng::new(game_seed);
        play_and_look(
            &mut miner,
            game,
            |game| {
                let legal = game.position().legal_actions();
                if turn_rng.below(4) == 0 {
                    return legal.get(turn_rng.below(legal.len().max(1))).copied();
                }
                ai::choose_within(
                    game,
                    Level::Hard,
                    turn_rng.next_u64(),
                    &Budget::nodes(play_nodes),
                    &cancel,
                    &Tables::none(),
                )
                .map(|a| a.action)
            },
            400,
        );
        played += 1;
        eprintln!(
            "game {played}: {} puzzles, {} positions, {:.0} s",
            miner.puzzles.len(),
            miner.positions,
            started.elapsed().as_secs_f64()
        );
    }
    // Easiest first; ids in that order.
    let mut puzzles = std::mem::take(&mut miner.puzzles);
    puzzles.sort_by_key(|p| (p.difficulty, p.theme));
    for (k, p) in puzzles.iter_mut().enumerate() {
        p.id = format!("{}-{:03}", short_key(&rules), k + 1);
    }
    let collection = Collection {
        format: FORMAT.into(),
        version: 1,
        game: rules.game.key().into(),
        made_by: MadeBy {
            command,
            seed,
            budgets: miner.budgets,
            margin,
            grades: miner.grades.clone(),
            games: played,
            positions: miner.positions,
            refused: miner.refused.clone(),
        },
        puzzles,
    };
    let text = serde_json::to_string_pretty(&collection).expect("collections serialize");
    std::fs::write(&out, text + "\n").unwrap_or_else(|e| panic!("{out}: {e}"));
    let mut tally: BTreeMap<(Theme, u8), usize> = BTreeMap::new();
    for p in &collection.puzzles {
        *tally.entry((p.theme, p.difficulty)).or_default() += 1;
    }
    println!(
        "{} puzzles ({} proven) from {} positions of {} games in {:.0} s, written to {out}",
        collection.puzzles.len(),
        collection.puzzles.iter().filter(|p| p.proven).count(),
        collection.made_by.positions,
        played,
        started.elapsed().as_secs_f64()
    );
    for ((theme, d), n) in tally {
        println!("  {:<8} difficulty {d}: {n}", theme.key());
    }
    for (why, n) in &collection.made_by.refused {
        println!("  refused {n}: {why}");
    }
}
