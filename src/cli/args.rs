//! The command line: what each subcommand takes. `cli::run` dispatches.

use crate::engine::ai::Level;
use clap::{Args, Parser, Subcommand, ValueEnum};
use mancala_rules::GameKind;

/// Hoyito II and Tsoro, two mancala games, played, replayed and taught in the terminal.
#[derive(Parser, Debug)]
#[command(name = "mancala", version, about)]
pub(crate) struct Cli {
    #[command(subcommand)]
    pub command: Option<Command>,
    /// For the menu (no command), and before any command as always (`mancala --ascii
    /// play`).
    #[command(flatten)]
    pub display: Display,
    /// The menu as plain text instead of the screen, for screen readers and scripts:
    /// typed commands (play, lessons, puzzles, library, rules, help, quit), each
    /// feature in lines.
    #[arg(long)]
    pub plain: bool,
    /// The language of this run, en or es (else the settings' "language", else
    /// LC_ALL / LC_MESSAGES / LANG, else English).
    #[arg(long, global = true, value_name = "en|es", value_parser = LangParser)]
    pub lang: Option<crate::words::i18n::Lang>,
}

/// `--lang`'s value: `en` or `es`, refused in the language spoken, and named to the
/// shells' completions (a plain function parser would offer file names there).
#[derive(Clone)]
struct LangParser;

impl clap::builder::TypedValueParser for LangParser {
    type Value = crate::words::i18n::Lang;

    fn parse_ref(
        &self,
        cmd: &clap::Command,
        arg: Option<&clap::Arg>,
        value: &std::ffi::OsStr,
    ) -> Result<Self::Value, clap::Error> {
        let lang_arg = |text: &str| {
            crate::words::i18n::Lang::parse(text).ok_or_else(|| crate::t!("cli-languages"))
        };
        clap::builder::TypedValueParser::parse_ref(
            &clap::builder::StringValueParser::new().try_map(move |s| lang_arg(&s)),
            cmd,
            arg,
            value,
        )
    }

    fn possible_values(
        &self,
    ) -> Option<Box<dyn Iterator<Item = clap::builder::PossibleValue> + '_>> {
        Some(Box::new(
            ["en", "es"]
                .into_iter()
                .map(clap::builder::PossibleValue::new),
        ))
    }
}

/// A count whose range is checked later, where the range is said (a lesson's number,
/// a table's seeds): a whole number up to 4,294,967,295, refused in the language
/// spoken when it is none or more (clap's own parser says why in English only).
fn count_arg(text: &str) -> Result<usize, String> {
    let text = text.trim();
    if text.is_empty() || !text.bytes().all(|b| b.is_ascii_digit()) {
        return Err(crate::t!("cli-not-a-count"));
    }
    text.parse::<u32>()
        .map(|n| n as usize)
        .map_err(|_| crate::t!("cli-count-too-large", most = u32::MAX))
}

/// A whole number from `lo` to `hi` (which fit in `T`), refused in the language
/// spoken: clap's own range parser says why in English only.
fn ranged<T: TryFrom<u64> + Clone + Send + Sync + 'static>(
    lo: u64,
    hi: u64,
) -> impl Fn(&str) -> Result<T, String> + Clone + Send + Sync + 'static {
    move |text: &str| {
        let text = text.trim();
        let digits = !text.is_empty() && text.bytes().all(|b| b.is_ascii_digit());
        let out_of_range = || crate::t!("cli-out-of-range", value = text, lo = lo, hi = hi);
        match text.parse::<u64>() {
            Ok(n) if (lo..=hi).contains(&n) => T::try_from(n).map_err(|_| out_of_range()),
            // Too big for any count is out of range too.
            _ if digits => Err(out_of_range()),
            _ => Err(crate::t!("cli-not-a-number", lo = lo, hi = hi)),
        }
    }
}

impl Cli {
    /// How to draw: the flags given before the command or after one that draws.
    pub fn display(&self) -> Display {
        let after = match &self.command {
            Some(Command::Play(PlayArgs { display, .. }))
            | Some(Command::Host(HostArgs { display, .. }))
            | Some(Command::Join { display, .. })
            | Some(Command::Replay { display, .. })
            | Some(Command::Learn { display, .. })
            | Some(Command::Puzzles { display, .. }) => *display,
            _ => Display::default(),
        };
        Display {
            ascii: self.display.ascii || after.ascii,
            no_animation: self.display.no_animation || after.no_animation,
        }
    }
}

/// How the screens are drawn: flags of the commands that draw (play, replay, learn,
/// and the menu), shown in their help only.
#[derive(Args, Debug, Default, Clone, Copy, PartialEq, Eq)]
pub struct Display {
    /// Draw with plain ASCII characters only.
    #[arg(long)]
    pub ascii: bool,
    /// Show each move at once instead of animating the sowing.
    #[arg(long)]
    pub no_animation: bool,
}

/// The drawing flags on a command that prints text: accepted, so that command lines
/// written when they were global still run, but left out of its help, as they do
/// nothing there.
#[derive(Args, Debug, Default, Clone, Copy)]
pub struct NoDisplay {
    #[arg(long = "ascii", hide = true)]
    _ascii: bool,
    #[arg(long = "no-animation", hide = true)]
    _no_animation: bool,
}

/// A game name on the command line.
#[derive(ValueEnum, Clone, Copy, Debug, PartialEq, Eq)]
pub enum GameArg {
    /// Hoyito II, two rows (Dominican Republic)
    #[value(name = "hoyito", alias = "hoyito-ii")]
    Hoyito,
    /// Tsoro, four rows (Shona, Zimbabwe)
    Tsoro,
}

/// Which Hoyito game, from `--rules`.
#[derive(ValueEnum, Clone, Copy, Debug, PartialEq, Eq)]
pub enum RuleSetArg {
    /// Hoyito I: every drop that makes 4 is taken on the way; no chain, no extra turn
    #[value(name = "hoyito-i")]
    HoyitoI,
    /// Hoyito II: the last seed's casa, the chain of fours behind it, an extra turn
    #[value(name = "hoyito-ii")]
    HoyitoII,
    /// Hoyito III: Hoyito II without the chain
    #[value(name = "hoyito-iii")]
    HoyitoIII,
}

impl RuleSetArg {
    /// The engine's Hoyito form.
    pub fn form(self) -> mancala_rules::HoyitoForm {
        match self {
            RuleSetArg::HoyitoI => mancala_rules::HoyitoForm::I,
            RuleSetArg::HoyitoII => mancala_rules::HoyitoForm::II,
            RuleSetArg::HoyitoIII => mancala_rules::HoyitoForm::III,
        }
    }
}

/// Four hole names separated by commas (`a1,b1,h4,g4`), refused in the language
/// spoken when a name is no hole or there are not four; which rows they are in is the
/// engine's to check, with the board's size.
fn head_holes_arg(text: &str) -> Result<[mancala_rules::Hole; 4], String> {
    let holes: Vec<mancala_rules::Hole> = text
        .split(',')
        .map(|name| {
            name.trim()
                .parse()
                .map_err(|_| crate::t!("cli-head-holes-not-a-hole", name = name.trim()))
        })
        .collect::<Result<_, _>>()?;
    holes
        .try_into()
        .map_err(|_| crate::t!("cli-head-holes-four"))
}

/// How a new game starts, from `--opening`.
#[derive(ValueEnum, Clone, Copy, Debug, PartialEq, Eq, Default)]
pub enum OpeningArg {
    /// The usual start: every hole full, South to move
    #[default]
    #[value(alias = "habitual")]
    Usual,
    /// A start drawn from a book of positions a deep search judges within a few seeds
    /// of even (Hoyito II 2x6 and 2x12)
    #[value(alias = "equilibrado")]
    Balanced,
}

/// Who plays a side, from `--south` / `--north`.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Side {
    Person(String),
    Computer(Level),
}

/// The level `computer` alone means.
const DEFAULT_LEVEL: Level = Level::Medium;

/// The longest `--millis` taken: an hour a position is more than any search needs,
/// and bounding it keeps every sum of times far from overflowing.
const MAX_MILLIS: u64 = 3_600_000;
/// The largest `--nodes` taken: about a day of searching.
const MAX_NODES: u64 = 1_000_000_000_000;

/// The words for the computer in `--south` / `--north`: the English one, and the
/// Spanish one the new-game form shows, each read in any language (a Spanish player's
/// `--north computadora` is the computer, not a person of that name).
const COMPUTER_WORDS: [&str; 2] = ["computer", "computadora"];

/// `computer`, `computer:3`, `computer:hard`, `computadora:difícil` (any case) or a
/// person's name.
fn parse_side(text: &str) -> Result<Side, String> {
    let lower = text.trim().to_lowercase();
    for word in COMPUTER_WORDS {
        if lower == word {
            return Ok(Side::Computer(DEFAULT_LEVEL));
        }
        if let Some(level) = lower.strip_prefix(word).and_then(|l| l.strip_prefix(':')) {
            return level.parse().map(Side::Computer);
        }
    }
    Ok(Side::Person(text.to_string()))
}

#[derive(Subcommand, Debug)]
pub enum Command {
    /// Replay a game record through the rules and print the resulting position.
    Check {
        /// The record file, or - for standard input.
        file: String,
        /// Print the position as JSON (one object) instead of text.
        #[arg(long)]
        json: bool,
        /// Print the position on one line in the position notation instead of text.
        #[arg(long, conflicts_with = "json")]
        notation: bool,
        #[command(flatten)]
        no_display: NoDisplay,
    },
    /// Play a game in the terminal: two people at one keyboard, or against the computer.
    Play(PlayArgs),
    /// Host a game for a friend at another terminal: prints the invitation to give them.
    Host(HostArgs),
    /// Join a friend's game with the invitation they gave you.
    Join {
        /// The invitation: ADDRESS:PORT/SECRET, as the host printed it.
        invitation: String,
        /// Your name (default: your side's).
        #[arg(long)]
        name: Option<String>,
        /// Plain text instead of the screen, as for play (chat TEXT says a line to the
        /// other player).
        #[arg(long)]
        plain: bool,
        #[command(flatten)]
        display: Display,
    },
    /// Watch a saved game again, action by action and lap by lap.
    Replay {
        /// The record file.
        file: String,
        /// Plain text instead of the screen, for screen readers and scripts: each
        /// action said in a sentence, stepped through with typed commands (next, back,
        /// go N, end, board, evaluations, mistakes, help, quit).
        #[arg(long)]
        plain: bool,
        /// Judge with at most this many positions per position (default: analyse's
        /// for the game's length): the evaluations and the mistakes, the same on any
        /// machine.
        #[arg(long, value_parser = ranged::<u64>(1, MAX_NODES))]
        nodes: Option<u64>,
        #[command(flatten)]
        display: Display,
    },
    /// Learn a game by playing the positions that show each rule.
    Learn {
        /// The game (default: hoyito).
        game: Option<GameArg>,
        /// Open this lesson (1 is the first).
        #[arg(long, value_parser = count_arg)]
        lesson: Option<usize>,
        /// Plain text instead of the screen, for screen readers and scripts: each
        /// lesson's text, task and board as lines, and typed answers (c1, continue,
        /// stop, take d3; next, retry, list, lesson N, help, quit).
        #[arg(long)]
        plain: bool,
        #[command(flatten)]
        display: Display,
    },
    /// Solve puzzles: positions where one action (or head answer, or set of bonus picks)
    /// is clearly best, by the engine's search.
    Puzzles {
        /// The game (default: hoyito).
        game: Option<GameArg>,
        /// Open this puzzle (1 is the first).
        #[arg(long, value_parser = count_arg)]
        puzzle: Option<usize>,
        /// Plain text instead of the screen, for screen readers and scripts: each
        /// puzzle's task and board as lines, and typed tries (c1, continue, stop,
        /// take d3; solution, next, retry, list, puzzle N, help, quit).
        #[arg(long)]
        plain: bool,
        #[command(flatten)]
        display: Display,
    },
    /// Suggest an action for the position after a record: the action alone on the first
    /// line, then its evaluation and the play expected after it. An ending (24 seeds or
    /// fewer on the board) is first solved exactly where it can be, with the record's
    /// history and the repetition rule, within 2,000,000 positions or 1.5 seconds (with
    /// --nodes, that many positions): then it is proven. Past that budget the answer
    /// is the search's estimate, and the hint says so.
    Hint {
        /// The record file, or - for standard input.
        file: String,
        /// Think like this computer level: 1 to 9 or easy, casual, steady, solid, medium,
        /// clever, sharp, hard, expert (default: expert).
        #[arg(long)]
        level: Option<crate::engine::ai::Level>,
        /// Think this many milliseconds (default: the level's time).
        #[arg(long, value_parser = ranged::<u64>(1, MAX_MILLIS))]
        millis: Option<u64>,
        /// Visit at most this many positions: the same answer on any machine.
        #[arg(long, value_parser = ranged::<u64>(1, MAX_NODES))]
        nodes: Option<u64>,
        /// Print one JSON object: action, score, proven, line (and more keys).
        #[arg(long)]
        json: bool,
        #[command(flatten)]
        no_display: NoDisplay,
    },
    /// Judge every action of a record: the evaluation before and after it, the best
    /// action there, the mistakes, and a summary per player.
    #[command(alias = "analyze")]
    Analyse {
        /// The record file, or - for standard input.
        file: String,
        /// Milliseconds of thinking per position (default: a node budget instead).
        #[arg(long, value_parser = ranged::<u64>(1, MAX_MILLIS))]
        millis: Option<u64>,
        /// Visit at most this many positions per position (default 100000): the same
        /// answer on any machine.
        #[arg(long, value_parser = ranged::<u64>(1, MAX_NODES))]
        nodes: Option<u64>,
        /// About this many seconds for the first search of every position (default 30,
        /// at a fixed rate, so the same on any machine): a long game's positions are
        /// each searched less, and the output says so.
        #[arg(long, value_parser = ranged::<u64>(1, 86_400))]
        max_seconds: Option<u64>,
        /// One JSON object: each action's before, after, best and judgement, and the
        /// summary per player.
        #[arg(long)]
        json: bool,
        /// Also write a copy of the record with the judge's marks (its "marks" field,
        /// each action as --json gives it) to this file; never over the record read,
        /// nor over an existing file unless --force.
        #[arg(long, value_name = "OUT")]
        annotate: Option<String>,
        /// With --annotate: replace OUT if it exists.
        #[arg(long, requires = "annotate")]
        force: bool,
        /// Lines for a screen reader instead of the graph and the table: each action
        /// judged in a sentence, then the summary per player.
        #[arg(long, conflicts_with = "json")]
        plain: bool,
        #[command(flatten)]
        no_display: NoDisplay,
    },
    /// Print the complete rules of a game (both when none is named).
    Rules {
        /// The game (default: both).
        game: Option<GameArg>,
        #[command(flatten)]
        no_display: NoDisplay,
    },
    /// Endgame tables of Hoyito II and Tsoro: perfect play in endings with few seeds.
    Tables {
        #[command(subcommand)]
        action: TablesAction,
    },
    /// Print a shell completion script (see the README for where it goes).
    Completions {
        /// The shell: bash, zsh, fish, powershell or elvish.
        shell: clap_complete::Shell,
    },
    /// Print the manual page (roff): `mancala man | man -l -`; `mancala man play` for
    /// one command's page.
    Man {
        /// A command, for its own page (mancala-play(1)); none: the program's page.
        command: Option<String>,
    },
}

/// The game and its rules, as `play` and `host` take them.
#[derive(Args, Debug, Default, Clone, PartialEq, Eq)]
pub struct GameFlags {
    /// The game (default: hoyito).
    pub game: Option<GameArg>,
    /// Holes per row: 4 to 12 for Hoyito II (default 6), 6 to 21 for Tsoro (default 21).
    #[arg(long, value_parser = holes_arg)]
    pub holes: Option<u8>,
    /// Tsoro: enemy holes picked after a column capture, 0 to 3 (default 2).
    #[arg(long, value_parser = ranged::<u8>(0, 3))]
    pub bonus_picks: Option<u8>,
    /// Hoyito: which of the recorded games, hoyito-i, hoyito-ii or hoyito-iii (default
    /// hoyito-ii; `mancala rules` says how they differ).
    #[arg(
        long = "rules",
        id = "rules",
        value_enum,
        value_name = "hoyito-i|hoyito-ii|hoyito-iii"
    )]
    pub rule_set: Option<RuleSetArg>,
    /// Tsoro: heads per player, 0 (none), 1 or 2 (default 2).
    #[arg(long, value_parser = ranged::<u8>(0, 2))]
    pub heads: Option<u8>,
    /// Tsoro: the heads by name instead, two of each player's outer row, such as
    /// a1,b1,h4,g4 (not with --heads).
    #[arg(long, value_parser = head_holes_arg, value_name = "HOLE,HOLE,HOLE,HOLE")]
    pub head_holes: Option<[mancala_rules::Hole; 4]>,
    /// Tsoro: each player's rightmost outer hole starts with 3 stones.
    #[arg(long)]
    pub extra_counters: bool,
    /// Tsoro: captured stones are sown back along the captor's circuit instead of
    /// leaving the board (bonus picks then default to 0; more are refused).
    #[arg(long)]
    pub reentered_captures: bool,
    /// How the game starts: usual, or balanced (a position drawn from a book that a
    /// deep search judges within a few seeds of even; Hoyito II 2x6 and 2x12). Without
    /// it: balanced when a person plays South against the computer there, else usual.
    #[arg(long, value_enum, value_name = "usual|balanced")]
    pub opening: Option<OpeningArg>,
}

/// What `mancala play` takes.
#[derive(Args, Debug)]
pub struct PlayArgs {
    /// The game and its rules.
    #[command(flatten)]
    pub rules: GameFlags,
    /// South's name, or `computer[:LEVEL]` for the computer (LEVEL 1 to 9 or easy,
    /// casual, steady, solid, medium, clever, sharp, hard, expert; default medium).
    #[arg(long, value_parser = parse_side, value_name = "NAME|computer[:LEVEL]")]
    pub south: Option<Side>,
    /// North's name, or `computer[:LEVEL]` for the computer (as for --south).
    #[arg(long, value_parser = parse_side, value_name = "NAME|computer[:LEVEL]")]
    pub north: Option<Side>,
    /// Continue the game saved in this record file.
    #[arg(long, conflicts_with_all = [
        "game", "holes", "rules", "bonus_picks", "heads", "head_holes", "extra_counters",
        "reentered_captures", "opening", "clock", "match_play",
    ])]
    pub load: Option<String>,
    /// A clock for each player: minutes (fractions allowed) plus seconds added after
    /// each of their turns, such as 5+3 or 0.5+2. A turn that runs out loses the game
    /// on time.
    #[arg(long, value_parser = clock_arg, value_name = "M+S")]
    pub clock: Option<crate::store::record::TimeControl>,
    /// A match in rounds (Hoyito I, II or III): after each round each player fills
    /// holes of their row with what they won, 4 seeds a hole; a hole not filled is
    /// closed for the next round, and the match ends when a player cannot fill one.
    #[arg(long = "match", conflicts_with_all = ["clock", "opening"])]
    pub match_play: bool,
    /// Plain text instead of the screen, for screen readers and scripts: the board
    /// as lines, each action said in a sentence, and typed commands (c1, stop,
    /// take d3, hint, undo, save NAME, board, help, quit) from a terminal or a pipe.
    #[arg(long)]
    pub plain: bool,
    #[command(flatten)]
    pub display: Display,
}

/// What `mancala host` takes.
#[derive(Args, Debug)]
pub struct HostArgs {
    /// The game and its rules.
    #[command(flatten)]
    pub rules: GameFlags,
    /// Your name (default: your side's).
    #[arg(long)]
    pub name: Option<String>,
    /// The side you play: south, north or random (default south).
    #[arg(long, value_enum, value_name = "south|north|random")]
    pub side: Option<SideArg>,
    /// The port to wait on (default 7474; 0: any free port, said in the invitation).
    #[arg(long, value_parser = ranged::<u16>(0, 65535))]
    pub port: Option<u16>,
    /// The address to wait on (default: every address of this computer).
    #[arg(long)]
    pub bind: Option<std::net::IpAddr>,
    /// Hints are not allowed, on either side.
    #[arg(long)]
    pub no_hints: bool,
    /// A clock for each player, as for play (M+S: minutes plus seconds added after
    /// each turn); each side times its own turns.
    #[arg(long, value_parser = clock_arg, value_name = "M+S")]
    pub clock: Option<crate::store::record::TimeControl>,
    /// Plain text instead of the screen, as for play (chat TEXT says a line to the
    /// other player).
    #[arg(long)]
    pub plain: bool,
    #[command(flatten)]
    pub display: Display,
}

/// The side a host plays, from `--side`.
#[derive(ValueEnum, Clone, Copy, Debug, PartialEq, Eq)]
pub enum SideArg {
    /// South, who starts the usual game
    #[value(alias = "sur")]
    South,
    /// North
    #[value(alias = "norte")]
    North,
    /// Drawn at random when the game starts
    #[value(alias = "azar")]
    Random,
}

/// What `mancala tables` does.
#[derive(Subcommand, Debug)]
pub enum TablesAction {
    /// Build endgame tables into the tables folder of the data folder: Hoyito II's layers
    /// from 8 seeds up (2x6 up to 12 seeds by default, 2x4 whole), or Tsoro's totals of
    /// stones from none up (4x6 up to 8 stones by default).
    Build {
        /// The game (default: hoyito).
        #[arg(value_enum)]
        game: Option<GameArg>,
        /// Holes per row: 4 to 12 for Hoyito II, 6 to 12 for Tsoro (default 6).
        #[arg(long, value_parser = holes_arg)]
        holes: Option<u8>,
        /// Hoyito II: the top layer, a multiple of 4 (default: 32 on 2x4, 12 otherwise).
        #[arg(long, conflicts_with = "stones", value_parser = count_arg)]
        seeds: Option<usize>,
        /// Tsoro: the most stones on the board (default 8; at most 10 on 4x6).
        #[arg(long, value_parser = count_arg)]
        stones: Option<usize>,
    },
    /// List the tables built, their sizes, and what is missing.
    Status,
}

/// The command line as it is read and its help shown, in the language spoken: the
/// English is the doc comments above, the Spanish a message for each command and
/// argument (`assets/i18n/es/command-line.ftl`: `cli-play-holes` is play's --holes).
/// clap's own error messages are said in Spanish by [`crate::cli::errors`].
pub fn command() -> clap::Command {
    styled_command(None)
}

/// [`command`] drawn with `styles` (plain ones for an error's text): set before the
/// Spanish command is built, as building hands them to its subcommands.
pub(crate) fn styled_command(styles: Option<clap::builder::Styles>) -> clap::Command {
    let mut command = <Cli as clap::CommandFactory>::command();
    if let Some(styles) = styles {
        command = command.styles(styles);
    }
    match crate::words::i18n::current() {
        crate::words::i18n::Lang::En => command,
        crate::words::i18n::Lang::Es => {
            let mut command = spanish_words(command, "cli");
            // The help flags, the help command and the headings exist once built.
            command.build();
            let mut command = spanish_frame(command);
            command.build();
            spanish_usage(command)
        }
    }
}

/// The Spanish `cli-…` message of a command or argument, if there is one.
fn spanish(id: &str) -> Option<String> {
    crate::words::i18n::own_words(crate::words::i18n::Lang::Es, id)
}

/// A command with its about and its arguments' help in Spanish, its subcommands too
/// (`path`: its message id, `cli-tables-build`).
fn spanish_words(mut command: clap::Command, path: &str) -> clap::Command {
    if let Some(about) = spanish(path) {
        command = command.about(about).long_about(None::<&str>);
    }
    let args: Vec<String> = command
        .get_arguments()
        .map(|a| a.get_id().to_string())
        .collect();
    for id in args {
        // A command's own words for it, else those the flag has everywhere (--ascii).
        let help = spanish(&format!("{path}-{id}")).or_else(|| spanish(&format!("cli-{id}")));
        if let Some(help) = help {
            // The one help, in Spanish: no English long help left to show.
            command = command.mut_arg(&id, |a| {
                let a = a.help(help.clone()).long_help(None::<&str>);
                let a = match id.as_str() {
                    "game" => a.value_parser(SpanishValues::<GameArg>::default()),
                    "opening" => a.value_parser(SpanishValues::<OpeningArg>::default()),
                    "rules" => a.value_parser(SpanishValues::<RuleSetArg>::default()),
                    "side" => a.value_parser(SpanishValues::<SideArg>::default()),
                    _ => a,
                };
                let a = match spanish_placeholder(&id) {
                    Some(name) => a.value_name(name),
                    None => a,
                };
                spanish_possible_values(a, &help)
            });
        }
    }
    let subcommands: Vec<String> = command
        .get_subcommands()
        .map(|s| s.get_name().to_string())
        .collect();
    for name in subcommands {
        let sub_path = format!("{path}-{name}");
        command = command.mut_subcommand(&name, |s| spanish_words(s, &sub_path));
    }
    command
}

/// A game or opening read as its enum is, its values explained in Spanish
/// (`cli-value-NAME`) for the help.
#[derive(Clone)]
struct SpanishValues<E>(std::marker::PhantomData<E>);

impl<E> Default for SpanishValues<E> {
    fn default() -> Self {
        SpanishValues(std::marker::PhantomData)
    }
}

impl<E: ValueEnum + Clone + Send + Sync + 'static> clap::builder::TypedValueParser
    for SpanishValues<E>
{
    type Value = E;

    fn parse_ref(
        &self,
        cmd: &clap::Command,
        arg: Option<&clap::Arg>,
        value: &std::ffi::OsStr,
    ) -> Result<E, clap::Error> {
        use clap::error::{ContextKind, ContextValue, ErrorKind};
        let typed = value.to_string_lossy();
        let spanish_name = E::value_variants()
            .iter()
            .find(|v| spanish_value(*v).is_some_and(|(name, _)| name == typed.trim()));
        if let Some(v) = spanish_name {
            return Ok(v.clone());
        }
        clap::builder::EnumValueParser::<E>::new()
            .parse_ref(cmd, arg, value)
            .map_err(|_| {
                // The values named as the Spanish help names them.
                let mut e = clap::Error::new(ErrorKind::InvalidValue).with_cmd(cmd);
                let arg = arg.map_or_else(String::new, |a| a.to_string());
                e.insert(ContextKind::InvalidArg, ContextValue::String(arg));
                e.insert(
                    ContextKind::InvalidValue,
                    ContextValue::String(typed.into_owned()),
                );
                let names = E::value_variants()
                    .iter()
                    .filter_map(|v| spanish_value(v).map(|(name, _)| name))
                    .collect();
                e.insert(ContextKind::ValidValue, ContextValue::Strings(names));
                e
            })
    }

    fn possible_values(
        &self,
    ) -> Option<Box<dyn Iterator<Item = clap::builder::PossibleValue> + '_>> {
        Some(Box::new(E::value_variants().iter().filter_map(|v| {
            let (name, help) = spanish_value(v)?;
            let value = clap::builder::PossibleValue::new(name);
            Some(match help {
                Some(help) => value.help(help),
                None => value,
            })
        })))
    }
}

/// A value as the Spanish command line names it (`equilibrado` for `balanced`, from
/// `cli-value-name-balanced`; a name the same in both, `hoyito`, as it is) and its
/// words (`cli-value-NAME`).
fn spanish_value<E: ValueEnum>(v: &E) -> Option<(String, Option<String>)> {
    let value = v.to_possible_value()?;
    let english = value.get_name();
    let name = spanish(&format!("cli-value-name-{english}")).unwrap_or_else(|| english.to_string());
    Some((name, spanish(&format!("cli-value-{english}"))))
}

/// The Spanish words for what an argument's value is (`<ARCHIVO>` for a file), from
/// `cli-placeholder-ID`.
fn spanish_placeholder(id: &str) -> Option<String> {
    spanish(&format!("cli-placeholder-{id}"))
}

/// An argument's possible values said in its Spanish help, as clap would say them in
/// English ("Possible values:", "[possible values: …]"), which it cannot in Spanish:
/// the short help lists the names, the long help each with its words.
fn spanish_possible_values(arg: clap::Arg, help: &str) -> clap::Arg {
    // A flag's true and false are no values to list.
    let values = arg.get_possible_values();
    if values.is_empty() || !arg.get_action().takes_values() {
        return arg;
    }
    let names: Vec<&str> = values.iter().map(|v| v.get_name()).collect();
    let short = format!(
        "{help} [{}]",
        crate::words::i18n::message_in(
            crate::words::i18n::Lang::Es,
            "cli-error-possible-values",
            &[("values", names.join(", ").into())]
        )
    );
    let mut long = format!(
        "{help}\n\n{}",
        spanish("cli-heading-values").unwrap_or_default()
    );
    for v in &values {
        long += &match v.get_help() {
            Some(words) => format!("\n- {}: {words}", v.get_name()),
            None => format!("\n- {}", v.get_name()),
        };
    }
    arg.hide_possible_values(true).help(short).long_help(long)
}

/// clap's own words of a built command in Spanish: the help and version flags, the
/// help command, and the headings.
fn spanish_frame(mut command: clap::Command) -> clap::Command {
    let word = |id: &str| spanish(id).unwrap_or_default();
    let args: Vec<(String, bool)> = command
        .get_arguments()
        .map(|a| (a.get_id().to_string(), a.is_positional()))
        .collect();
    for (id, positional) in args {
        let heading = if positional {
            word("cli-heading-arguments")
        } else {
            word("cli-heading-options")
        };
        command = command.mut_arg(&id, |a| {
            let a = match id.as_str() {
                "help" => a.help(word("cli-help-flag")).long_help(None::<&str>),
                "version" => a.help(word("cli-version-flag")).long_help(None::<&str>),
                _ => a,
            };
            a.help_heading(heading)
        });
    }
    let subcommands: Vec<String> = command
        .get_subcommands()
        .map(|s| s.get_name().to_string())
        .collect();
    for name in subcommands {
        command = command.mut_subcommand(&name, |s| {
            let s = if name == "help" {
                s.about(word("cli-help-command"))
            } else {
                s
            };
            spanish_frame(s)
        });
    }
    let usage = word("cli-heading-usage");
    command
        .subcommand_value_name(word("cli-placeholder-command"))
        .subcommand_help_heading(word("cli-heading-commands"))
        .help_template(format!(
            "{{before-help}}{{about-with-newline}}\n{usage} {{usage}}\n\n{{all-args}}{{after-help}}"
        ))
}

/// A built command's usage lines in Spanish, its subcommands' too: clap writes
/// `[OPTIONS]` in every language, so the usage it renders is given back with
/// `[OPCIONES]`.
fn spanish_usage(mut command: clap::Command) -> clap::Command {
    let options = format!(
        "[{}]",
        spanish("cli-placeholder-options").unwrap_or_default()
    );
    let usage = command.render_usage().to_string();
    let heading = "Usage: ";
    let usage = usage.strip_prefix(heading).unwrap_or(&usage);
    // Each line of a usage with several ("mancala tables <ORDEN>\n       mancala
    // tables build"), as clap aligns them.
    let usage = usage
        .lines()
        .map(|line| line.trim().replace("[OPTIONS]", &options))
        .collect::<Vec<_>>()
        .join("\n       ");
    command = command.override_usage(usage);
    let subcommands: Vec<String> = command
        .get_subcommands()
        .map(|s| s.get_name().to_string())
        .collect();
    for name in subcommands {
        command = command.mut_subcommand(&name, spanish_usage);
    }
    command
}

/// The language `--lang` asks for among `args`, if any: read before the command line
/// is, so that its help is in that language.
pub(crate) fn lang_in_args(args: &[std::ffi::OsString]) -> Option<crate::words::i18n::Lang> {
    let args: Vec<String> = args
        .iter()
        .map(|a| a.to_string_lossy().into_owned())
        .collect();
    args.iter()
        .enumerate()
        .find_map(|(i, arg)| match arg.strip_prefix("--lang") {
            Some("") => args
                .get(i + 1)
                .and_then(|v| crate::words::i18n::Lang::parse(v)),
            Some(rest) => rest
                .strip_prefix('=')
                .and_then(crate::words::i18n::Lang::parse),
            None => None,
        })
}

/// The completion script of `shell` for the program as the command line defines it.
pub fn completions(shell: clap_complete::Shell) -> Vec<u8> {
    let mut out = Vec::new();
    let mut command = command();
    clap_complete::generate(shell, &mut command, "mancala", &mut out);
    out
}

/// The manual page in roff, from the same definition as `--help`: the program's
/// page, or with `command` that command's page (as git has git-log(1)). `Err` names
/// the commands when `command` is none of them.
pub(crate) fn man_page(command: Option<&str>) -> Result<Vec<u8>, String> {
    let program = self::command();
    let page = match command {
        // clap's own `help` command is no page of its own: the program's page does not
        // point to one.
        None => program.disable_help_subcommand(true),
        Some(name) => {
            let Some(sub) = program.find_subcommand(name) else {
                // clap's own help command, there once the command is built, has no page.
                let names: Vec<&str> = program
                    .get_subcommands()
                    .map(|s| s.get_name())
                    .filter(|name| *name != "help")
                    .collect();
                return Err(crate::t!(
                    "cli-no-such-page",
                    command = format!(
                        "{:?}",
                        crate::words::text::escape_for_terminal(
                            name,
                            crate::words::text::QUOTE_COLUMNS
                        )
                    ),
                    commands = names.join(", ")
                ));
            };
            let full = format!("mancala-{}", sub.get_name());
            // The version for the page's footer; `mancala play --version` is not a
            // thing, so no such flag is listed.
            sub.clone()
                .name(full)
                .bin_name(format!("mancala {}", sub.get_name()))
                .version(env!("CARGO_PKG_VERSION"))
                .disable_version_flag(true)
        }
    };
    let mut out = Vec::new();
    clap_mangen::Man::new(page)
        .render(&mut out)
        .expect("rendering into memory does not fail");
    Ok(match crate::words::i18n::current() {
        crate::words::i18n::Lang::En => out,
        crate::words::i18n::Lang::Es => {
            spanish_sections(&String::from_utf8_lossy(&out)).into_bytes()
        }
    })
}

/// A manual page's section names in Spanish: clap_mangen writes its own (NAME,
/// SYNOPSIS, DESCRIPTION, VERSION, AUTHORS) in English, and the headings this
/// program gives (Órdenes) as they are; each is `cli-man-SECTION` here, upper case as
/// a manual page writes them.
fn spanish_sections(page: &str) -> String {
    page.lines()
        .map(|line| match line.strip_prefix(".SH ") {
            Some(name) => {
                let id = format!("cli-man-{}", name.to_lowercase());
                let name = spanish(&id).unwrap_or_else(|| name.to_string());
                format!(".SH {}", name.to_uppercase())
            }
            None => line.to_string(),
        })
        .map(|line| line + "\n")
        .collect()
}

/// `--holes`: a count in either game's range, said with both ranges when it is not
/// (the game named decides which one applies, in `main`).
/// `--clock M+S`: the time control, or why not in the language spoken.
fn clock_arg(text: &str) -> Result<crate::store::record::TimeControl, String> {
    crate::store::record::TimeControl::parse(text).map_err(|e| e.to_string())
}

fn holes_arg(text: &str) -> Result<u8, String> {
    let (hoyito_lo, hoyito_hi) = GameKind::HoyitoII.holes_range();
    let (tsoro_lo, tsoro_hi) = GameKind::Tsoro.holes_range();
    match text.trim().parse::<u64>() {
        Ok(n) if (hoyito_lo as u64..=tsoro_hi as u64).contains(&n) => Ok(n as u8),
        _ => Err(crate::t!(
            "cli-holes",
            hoyito_lo = hoyito_lo,
            hoyito_hi = hoyito_hi,
            tsoro_lo = tsoro_lo,
            tsoro_hi = tsoro_hi
        )),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Every command and argument with help has its Spanish message, and every
    /// Spanish message is a command's or an argument's (or clap's own words).
    #[test]
    fn the_spanish_help_covers_the_command_line_and_names_nothing_else() {
        fn ids(command: &clap::Command, path: &str, out: &mut Vec<String>) {
            if command.get_about().is_some() {
                out.push(path.to_string());
            }
            for arg in command.get_arguments() {
                if arg.get_help().is_some() && !arg.is_hide_set() {
                    out.push(format!("{path}-{}|cli-{}", arg.get_id(), arg.get_id()));
                }
            }
            for sub in command.get_subcommands() {
                ids(sub, &format!("{path}-{}", sub.get_name()), out);
            }
        }
        let mut english = Vec::new();
        ids(
            &<Cli as clap::CommandFactory>::command(),
            "cli",
            &mut english,
        );
        let spanish: Vec<String> =
            crate::words::i18n::signatures(crate::words::i18n::SPANISH_COMMAND_LINE)
                .unwrap()
                .into_iter()
                .map(|(id, _)| id)
                .collect();
        // "cli-play-ascii|cli-ascii": either says it.
        for ids in &english {
            assert!(
                ids.split('|').any(|id| spanish.iter().any(|s| s == id)),
                "no Spanish help for {ids}"
            );
        }
        for id in &spanish {
            let clap_words = [
                "cli-help-",
                "cli-version-",
                "cli-heading-",
                "cli-value-",
                "cli-placeholder-",
                "cli-man-",
                "cli-error-",
            ];
            assert!(
                english.iter().any(|ids| ids.split('|').any(|e| e == id))
                    || clap_words.iter().any(|w| id.starts_with(w)),
                "{id} is no command or argument"
            );
        }
    }

    /// `mancala hint --help` says the solver's budget (positions and time) and which
    /// endings it tries, in both languages, as the constants the hint runs with.
    #[test]
    fn the_hints_help_says_the_solvers_budget_and_time() {
        use crate::engine::exact::{HINT_BUDGET, HINT_SEEDS};
        use crate::words::i18n::{Lang, speaking};
        let help = |lang| {
            speaking(lang, || {
                let mut command = command();
                command.build();
                let hint = command.find_subcommand_mut("hint").unwrap();
                hint.render_long_help()
                    .to_string()
                    .replace("\n          ", " ")
            })
        };
        let nodes = HINT_BUDGET.nodes.unwrap();
        let millis = HINT_BUDGET.millis.unwrap();
        let grouped = |sep: &str| {
            let digits = nodes.to_string();
            let mut out = String::new();
            for (i, c) in digits.chars().enumerate() {
                if i > 0 && (digits.len() - i).is_multiple_of(3) {
                    out.push_str(sep);
                }
                out.push(c);
            }
            out
        };
        let seconds = format!("{}", millis as f64 / 1000.0);
        let en = help(Lang::En);
        for said in [
            format!("{HINT_SEEDS} seeds or fewer"),
            format!("within {} positions or {seconds} seconds", grouped(",")),
        ] {
            assert!(en.contains(&said), "{said:?} not in:\n{en}");
        }
        let es = help(Lang::Es);
        for said in [
            format!("{HINT_SEEDS} semillas o menos"),
            format!(
                "dentro de {} posiciones o {} segundos",
                grouped(""),
                seconds.replace('.', ",")
            ),
        ] {
            assert!(es.contains(&said), "{said:?} not in:\n{es}");
        }
    }

    #[test]
    fn the_help_is_in_the_language_spoken_and_the_command_line_reads_the_same() {
        use crate::words::i18n::{Lang, speaking};
        let help = |lang, path: &[&str]| {
            speaking(lang, || {
                let mut command = command();
                command.build();
                let mut command = &mut command;
                for name in path {
                    command = command.find_subcommand_mut(name).unwrap();
                }
                command.render_long_help().to_string()
            })
        };
        for path in [&[][..], &["play"], &["tables", "build"], &["learn"]] {
            let es = help(Lang::Es, path);
            for english in [
                "Usage",
                "Commands:",
                "Options:",
                "Print help",
                "Print version",
                "The game",
                "Possible values:\n          - usual:    The",
                "Possible values",
                "possible values",
                "[OPTIONS]",
                "[COMMAND]",
                "<FILE>",
                "<HOLES>",
                "[GAME]",
                "LEVEL",
            ] {
                assert!(!es.contains(english), "{path:?} says {english:?}:\n{es}");
            }
            assert!(es.contains("Uso:"), "{es}");
        }
        assert!(help(Lang::Es, &["play"]).contains("El nombre del Sur"));
        assert!(help(Lang::En, &["play"]).contains("South's name"));
        // The Spanish command line reads what the English one does.
        let line = [
            "mancala",
            "play",
            "tsoro",
            "--holes",
            "8",
            "--opening",
            "usual",
            "--lang",
            "es",
        ];
        let read = speaking(Lang::Es, || {
            <Cli as clap::FromArgMatches>::from_arg_matches(
                &command().try_get_matches_from(line).unwrap(),
            )
            .unwrap()
        });
        assert!(matches!(
            read.command,
            Some(Command::Play(PlayArgs {
                rules: GameFlags {
                    game: Some(GameArg::Tsoro),
                    holes: Some(8),
                    ..
                },
                ..
            }))
        ));
        assert_eq!(
            lang_in_args(&["mancala".into(), "--lang=es".into()]),
            Some(Lang::Es)
        );
        assert_eq!(
            lang_in_args(&["mancala".into(), "--lang".into(), "en".into()]),
            Some(Lang::En)
        );
        assert_eq!(lang_in_args(&["mancala".into(), "play".into()]), None);
    }

    #[test]
    fn a_side_is_a_name_or_the_computer_at_a_level() {
        assert_eq!(parse_side("Ana"), Ok(Side::Person("Ana".into())));
        assert_eq!(parse_side("computer"), Ok(Side::Computer(DEFAULT_LEVEL)));
        // Numbers are the ladder's: 3 is steady, between casual and medium.
        assert_eq!(parse_side("computer:3"), Ok(Side::Computer(Level::Steady)));
        assert_eq!(parse_side("computer:5"), Ok(Side::Computer(Level::Medium)));
        assert_eq!(
            parse_side("computer:hábil"),
            Ok(Side::Computer(Level::Clever))
        );
        assert_eq!(
            parse_side("computer:sharp"),
            Ok(Side::Computer(Level::Sharp))
        );
        assert_eq!(
            parse_side("computer:astuto"),
            Ok(Side::Computer(Level::Sharp))
        );
        assert_eq!(
            parse_side("computer:Firme"),
            Ok(Side::Computer(Level::Steady))
        );
        assert_eq!(parse_side("Computer:HARD"), Ok(Side::Computer(Level::Hard)));
        // The Spanish words the new-game form shows, in any language and case.
        assert_eq!(parse_side("computadora"), Ok(Side::Computer(DEFAULT_LEVEL)));
        assert_eq!(
            parse_side("Computadora:Experto"),
            Ok(Side::Computer(Level::Expert))
        );
        assert_eq!(
            parse_side("computer:difícil"),
            Ok(Side::Computer(Level::Hard))
        );
        assert_eq!(
            parse_side("computer:facil"),
            Ok(Side::Computer(Level::Easy))
        );
        assert_eq!(
            parse_side("Computadorita"),
            Ok(Side::Person("Computadorita".into()))
        );
        assert_eq!(parse_side("computer:9"), Ok(Side::Computer(Level::Expert)));
        let e = parse_side("computer:10").unwrap_err();
        assert!(e.contains("1 to 9") && e.contains("expert"), "{e}");
    }

    #[test]
    fn the_opening_is_usual_or_balanced_and_not_for_a_loaded_game() {
        let opening = |line: &str| match Cli::try_parse_from(line.split_whitespace()) {
            Ok(Cli {
                command:
                    Some(Command::Play(PlayArgs {
                        rules: GameFlags { opening, .. },
                        ..
                    })),
                ..
            }) => Ok(opening),
            Ok(_) => panic!("{line}: not play"),
            Err(e) => Err(e.to_string()),
        };
        assert_eq!(
            opening("mancala play hoyito --north computer --opening balanced"),
            Ok(Some(OpeningArg::Balanced))
        );
        assert_eq!(
            opening("mancala play --opening usual"),
            Ok(Some(OpeningArg::Usual))
        );
        assert_eq!(opening("mancala play"), Ok(None));
        let e = opening("mancala play --opening even").unwrap_err();
        assert!(e.contains("usual") && e.contains("balanced"), "{e}");
        let e = opening("mancala play --load g.json --opening balanced").unwrap_err();
        assert!(e.contains("cannot be used with"), "{e}");
    }

    fn display(line: &str) -> Display {
        Cli::try_parse_from(line.split_whitespace())
            .unwrap_or_else(|e| panic!("{line}: {e}"))
            .display()
    }

    #[test]
    fn the_drawing_flags_act_before_any_command_and_after_the_commands_that_draw() {
        let both = Display {
            ascii: true,
            no_animation: true,
        };
        for line in [
            "mancala --ascii --no-animation",
            "mancala --ascii --no-animation play",
            "mancala --ascii play --no-animation",
            "mancala play tsoro --holes 8 --ascii --no-animation",
            "mancala replay game.json --ascii --no-animation",
            "mancala --no-animation learn tsoro --ascii --lesson 2",
            "mancala --no-animation puzzles tsoro --ascii --puzzle 2",
        ] {
            assert_eq!(display(line), both, "{line}");
        }
        assert_eq!(display("mancala play"), Display::default());
    }

    #[test]
    fn commands_that_print_leave_the_drawing_flags_out_of_their_help_but_accept_them() {
        use clap::CommandFactory;
        let mut cli = Cli::command();
        for name in ["check", "hint", "analyse", "rules"] {
            let help = cli
                .find_subcommand_mut(name)
                .unwrap()
                .render_long_help()
                .to_string();
            assert!(!help.contains("--ascii"), "{name}: {help}");
            assert!(!help.contains("--no-animation"), "{name}: {help}");
            // Every argument says what it is.
            assert!(
                !help.contains("\n  [GAME]\n          Possible"),
                "{name}: {help}"
            );
        }
        for name in ["play", "replay", "learn", "puzzles"] {
            let help = cli
                .find_subcommand_mut(name)
                .unwrap()
                .render_long_help()
                .to_string();
            assert!(help.contains("--ascii") && help.contains("--no-animation"));
        }
        // Written when the flags were global: still run, the flags doing nothing.
        for line in [
            "mancala check g.json --ascii",
            "mancala hint g.json --no-animation --json",
            "mancala analyse g.json --ascii --no-animation",
            "mancala rules tsoro --ascii",
            "mancala --ascii hint g.json",
        ] {
            assert!(
                Cli::try_parse_from(line.split_whitespace()).is_ok(),
                "{line}"
            );
        }
    }
}
