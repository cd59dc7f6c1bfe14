//! Mine puzzles from engine self-play, the opening books and the sample games, and
//! write a collection (see `src/puzzles.rs`):
//!
//! `cargo run --release --example mine_puzzles -- --game hoyito --holes 6 --seed 1
//!  --budget 16000 --margin 8 --count 72 --out assets/puzzles/hoyito.json`
//!
//! Every position where the player to move has a choice is a candidate: from the
//! start of the turn (a set-up position) with the turn's actions before it, so a head
//! answer or the bonus picks are asked where they are owed. It becomes a puzzle when
//! `study::puzzles::examine` finds it true by the collection's standard: proven where
//! at most `--proof-seeds` seeds are on the board (the endgame tables up to
//! `--table-seeds`, built in `--tables` if missing, and a search to the end of at most
//! `--proof-nodes` positions), else clearly best by `--margin` at `--budget` nodes and
//! at ten times that; and when a theme explains its answer. The others are refused, and
//! the counts of each reason are written into the file with the parameters. Self-play
//! uses the computer player (`ai::choose_within`, level hard at a small node budget)
//! and, one action in four, a random one (the one generator, `ai::Rng`), so the games
//! pass through positions a strong game would avoid.

mod common;

use common::Args;
use mancala_rules::{Action, Awaiting, Game, Rules};
use mancala_tui::engine::ai::{self, Budget, Level, Rng};
use mancala_tui::engine::tables::Tables;
use mancala_tui::store::record::{Record, StartPosition};
use mancala_tui::study::puzzles::{
    Collection, FORMAT, MadeBy, Puzzle, Standard, Theme, examine, most_taken, prove, takes,
    theme_of,
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
    standard: Standard,
    grades: Vec<u64>,
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
        let answer = match self.best_answer(&game) {
            Ok(answer) => answer,
            Err(why) => {
                self.refuse(&why);
                return;
            }
        };
        let found = match examine(&game, &answer, &self.standard) {
            Ok(found) => found,
            Err(why) => {
                self.refuse(&why);
                return;
            }
        };
        let Some(theme) = theme_of(
            &game,
            &answer,
            found.goal,
            found.lines.first().map_or(&[][..], Vec::as_slice),
            self.standard.proof_seeds,
        ) else {
            self.refuse("no theme explains the answer");
            return;
        };
        if self.puzzles.iter().filter(|p| p.theme == theme).count() >= self.cap {
            self.refuse(&format!("enough of the theme {}", theme.key()));
            return;
        }
        if self.game_full() {
            self.refuse("enough from this game");
            return;
        }
        let accepted: Vec<Action> = answer.iter().chain(&found.also).copied().collect();
        let difficulty = self.difficulty(&game, &accepted);
        let id = format!("{}-{:03}", short_key(&self.rules), self.puzzles.len() + 1);
        self.puzzles.push(Puzzle {
            id,
            theme,
            difficulty,
            record: serde_json::from_str(&record.to_json(None)).expect("records are JSON"),
            goal: found.goal,
            answer: answer.iter().map(Action::to_string).collect(),
            also: found.also.iter().map(Action::to_string).collect(),
            proven: found.proven,
            scores: found.kept_scores(),
            lines: found.kept_lines(),
        });
    }

    /// The best action (proven where the seeds are few, else at the larger budget); at
    /// a bonus pick, the best picks in turn.
    fn best_answer(&self, game: &Game) -> Result<Vec<Action>, String> {
        let cancel = AtomicBool::new(false);
        let standard = &self.standard;
        let few = game.position().seeds_on_board() <= standard.proof_seeds;
        let mover = game.position().current_player();
        let mut game = game.clone();
        let mut answer = Vec::new();
        loop {
            let best = if few {
                // (The same words as `examine` refuses such a position with.)
                let scores =
                    prove(&game, &standard.tables, standard.proof_nodes).ok_or_else(|| {
                        format!(
                            "few seeds, and no proof within {} positions",
                            standard.proof_nodes
                        )
                    })?;
                scores.iter().max_by_key(|s| s.1).ok_or("no action")?.0
            } else {
                let budget = Budget::nodes(standard.budgets[1]);
                ai::judge(&game, &budget, &cancel, &Tables::none())
                    .ok_or("the search found no answer")?
                    .action
            };
            answer.push(best);
            if game.position().awaiting() != Some(Awaiting::Bonus) {
                return Ok(answer);
            }
            game.apply(best).map_err(|e| e.to_string())?;
            if game.position().awaiting() != Some(Awaiting::Bonus)
                || game.position().to_move() != Some(mover)
            {
                return Ok(answer);
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

/// Whether the answer's first action is the one action that captures most at once.
fn greedy_finds(game: &Game, answer: &[Action]) -> bool {
    let takes = takes(game);
    let most = most_taken(game);
    let greediest: Vec<Action> = takes.iter().filter(|t| t.1 == most).map(|t| t.0).collect();
    most > 0 && greediest.len() == 1 && answer.contains(&greediest[0])
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
    let budget: u64 = args.number("--budget", 16000);
    let margin: i32 = args.number("--margin", 8);
    let count: usize = args.number("--count", 72);
    let games: usize = args.number("--games", 400);
    let play_nodes: u64 = args.number("--play-nodes", 1500);
    let per_game: usize = args.number("--per-game", 3);
    let proof_seeds: u16 = args.number("--proof-seeds", 16);
    let proof_nodes: u64 = args.number("--proof-nodes", 2_000_000);
    let table_seeds: usize = args.number(
        "--table-seeds",
        match rules.game {
            mancala_rules::GameKind::HoyitoII => 16,
            mancala_rules::GameKind::Tsoro => 0,
        },
    );
    let tables_dir = args
        .value("--tables")
        .unwrap_or_else(|| "target/puzzle-tables".into());
    let out = args
        .value("--out")
        .unwrap_or_else(|| format!("assets/puzzles/{}.json", short_key(&rules)));
    let command = format!(
        "cargo run --release --example mine_puzzles -- --game {} --holes {} --seed {seed} \
         --budget {budget} --margin {margin} --count {count} --games {games} --play-nodes \
         {play_nodes} --per-game {per_game} --proof-seeds {proof_seeds} --proof-nodes \
         {proof_nodes} --table-seeds {table_seeds} --out {out}",
        short_key(&rules),
        rules.holes_per_row
    );
    let started = std::time::Instant::now();
    // The proofs' endgame tables, built once (Hoyito II; a minute or so up to 16 seeds).
    let tables = if table_seeds > 0 && rules.game == mancala_rules::GameKind::HoyitoII {
        let dir = std::path::PathBuf::from(&tables_dir);
        std::fs::create_dir_all(&dir).unwrap_or_else(|e| panic!("{tables_dir}: {e}"));
        mancala_tui::engine::tables::build::build(
            &dir,
            rules.holes_per_row,
            table_seeds,
            &mut |line| eprint!("{line}"),
            None,
        )
        .unwrap_or_else(|e| panic!("the endgame tables: {e}"));
        Tables::in_folder(dir)
    } else {
        Tables::none()
    };
    let themes = match rules.game {
        mancala_rules::GameKind::HoyitoII => 4,
        mancala_rules::GameKind::Tsoro => 5,
    };
    let mut miner = Miner {
        rules,
        standard: Standard {
            budgets: vec![budget, budget * 10],
            margin,
            proof_seeds,
            proof_nodes,
            tables,
            full: true,
        },
        grades: vec![(budget / 400).max(20)],
        count,
        cap: count.div_ceil(themes) + count / (2 * themes),
        per_game,
        game_first: 0,
        seen: HashSet::new(),
        positions: 0,
        refused: BTreeMap::new(),
        puzzles: Vec::new(),
    };
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
            budgets: [budget, budget * 10],
            margin,
            proof_seeds,
            proof_nodes,
            table_seeds,
            grades: miner.grades.clone(),
            games: played,
            positions: miner.positions,
            refused: miner.refused.clone(),
            seconds: started.elapsed().as_secs(),
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
