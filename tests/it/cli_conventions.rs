//! What users of command-line programs expect: `--version`, shell completions and a
//! manual page, all from the one definition of the command line.

use crate::common::binary;
use crate::common::spanish;
use binary::mancala;

const COMMANDS: [&str; 13] = [
    "check",
    "play",
    "host",
    "join",
    "replay",
    "learn",
    "puzzles",
    "hint",
    "analyse",
    "rules",
    "tables",
    "completions",
    "man",
];

fn stdout(args: &[&str]) -> String {
    let out = mancala(args, None);
    assert!(out.status.success(), "{args:?}: {out:?}");
    String::from_utf8(out.stdout).unwrap()
}

#[test]
fn version_prints_the_name_and_the_crates_version() {
    assert_eq!(
        stdout(&["--version"]),
        format!("mancala {}\n", env!("CARGO_PKG_VERSION"))
    );
}

#[test]
fn a_completion_script_is_produced_for_each_shell_and_knows_the_commands() {
    for (shell, marker) in [
        ("bash", "complete -F _mancala"),
        ("zsh", "#compdef mancala"),
        ("fish", "complete -c mancala"),
        ("powershell", "Register-ArgumentCompleter"),
        ("elvish", "edit:completion:arg-completer[mancala]"),
    ] {
        let script = stdout(&["completions", shell]);
        assert!(script.contains(marker), "{shell}:\n{script}");
        for command in COMMANDS {
            assert!(script.contains(command), "{shell} completes {command}");
        }
        assert!(
            script.contains("--opening") || script.contains("-l opening"),
            "{shell} completes play's options"
        );
    }
    let out = mancala(&["completions", "tcsh"], None);
    assert_eq!(
        out.status.code(),
        Some(2),
        "an unknown shell is a usage error"
    );
}

#[test]
fn the_manual_page_lists_every_command_and_each_command_has_its_page() {
    let page = stdout(&["man"]);
    assert!(page.contains(".TH mancala 1"), "{page}");
    for command in COMMANDS {
        assert!(
            page.contains(&format!("mancala\\-{command}(1)")),
            "{command} in\n{page}"
        );
        let own = stdout(&["man", command]);
        assert!(own.contains(&format!(".TH mancala-{command} 1")), "{own}");
        assert!(!own.contains("\\-\\-version"), "no such flag: {own}");
    }
    assert!(
        !page.contains("mancala\\-help(1)"),
        "no page it points to is missing"
    );
    let play = stdout(&["man", "play"]);
    assert!(play.contains("\\-\\-opening"), "{play}");
    let out = mancala(&["man", "bogus"], None);
    assert_eq!(out.status.code(), Some(2), "a usage mistake");
    let err = String::from_utf8(out.stderr).unwrap();
    assert_eq!(
        err,
        "mancala: no command \"bogus\" (the commands: check, play, host, join, replay, learn, puzzles, hint, analyse, rules, tables, completions, man)\n"
    );
}

#[test]
fn a_lesson_or_puzzle_number_out_of_range_is_refused_with_the_range() {
    for (args, said) in [
        (
            &["learn", "tsoro", "--lesson", "0"][..],
            "mancala: --lesson must be 1 to 19 for Tsoro\n",
        ),
        (
            &["learn", "--lesson", "23"][..],
            "mancala: --lesson must be 1 to 22 for Hoyito\n",
        ),
        (
            &["puzzles", "tsoro", "--puzzle", "99"][..],
            "mancala: --puzzle must be 1 to 71 for Tsoro\n",
        ),
        (
            &["puzzles", "--puzzle", "73"][..],
            "mancala: --puzzle must be 1 to 72 for Hoyito II\n",
        ),
    ] {
        // A usage mistake: status 2, as clap's own (issue 38).
        let out = mancala(args, None);
        assert_eq!(out.status.code(), Some(2), "{args:?}");
        assert_eq!(String::from_utf8(out.stderr).unwrap(), said, "{args:?}");
    }
}

/// Command-line mistakes, each with a word its message must quote, and the English
/// clap gives for it.
const MISTAKES: [(&[&str], &str, &str); 13] = [
    (&["chek"], "'chek'", "unrecognized subcommand 'chek'"),
    (
        &["play", "--bogus"],
        "'--bogus'",
        "unexpected argument '--bogus' found",
    ),
    (
        &["hint"],
        "<ARCHIVO>",
        "the following required arguments were not provided",
    ),
    (
        &["play", "--north", "computer:genius"],
        "genius",
        "the level must be 1 to 9",
    ),
    (
        &["play", "tsoro", "--heads", "7"],
        "'7'",
        "7 is not in 0..=2",
    ),
    (
        &["hint", "--nodes", "abc", "x"],
        "'abc'",
        "a whole number from 1 to",
    ),
    (&["tables"], "'mancala tables'", "requires a subcommand"),
    (
        &["play", "--south", "a", "--south", "b"],
        "'--south",
        "cannot be used multiple times",
    ),
    (&["play", "--opening"], "'--opening", "a value is required"),
    (
        &["play", "--clock", "5+"],
        "'5+'",
        "a clock is written minutes+seconds, such as 5+3 or 0.5+2",
    ),
    (
        &["play", "--clock", "0+3"],
        "'0+3'",
        "the minutes must be a number above 0",
    ),
    (
        &["learn", "--lesson", "99999999999999999999999"],
        "'99999999999999999999999'",
        "too large (at most 4294967295)",
    ),
    (
        &["tables", "build", "tsoro", "--stones", "many"],
        "'many'",
        "a whole number is needed",
    ),
];

#[test]
fn command_line_mistakes_are_said_in_the_language_spoken() {
    for (args, quoted, english) in MISTAKES {
        let said = |lang: &str| {
            let mut all = args.to_vec();
            all.extend(["--lang", lang]);
            let out = mancala(&all, None);
            assert_eq!(out.status.code(), Some(2), "{all:?}: {out:?}");
            String::from_utf8(out.stderr).unwrap()
        };
        let en = said("en");
        assert!(
            en.starts_with("error: ") && en.contains(english),
            "{args:?}:\n{en}"
        );
        let es = said("es");
        assert!(
            es.starts_with("error: ") && es.contains(quoted),
            "{args:?}:\n{es}"
        );
        assert!(
            es.contains("Para más información, prueba '--help'."),
            "{es}"
        );
        // What the user typed is quoted as typed, and a usage line names the command's
        // own words (play, [GAME]): the rest is Spanish.
        let sentences: Vec<String> = es
            .lines()
            .filter(|line| !line.starts_with("Uso: "))
            .map(|line| line.split('\'').step_by(2).collect::<Vec<_>>().join(""))
            .collect();
        spanish::assert_spanish(&format!("{args:?}"), &sentences);
    }
    // The similar names clap finds are kept, and the usage line is headed in Spanish.
    let out = mancala(&["chek", "--lang", "es"], None);
    let es = String::from_utf8(out.stderr).unwrap();
    assert!(
        es.contains("consejo: hay una orden parecida: 'check'"),
        "{es}"
    );
    assert!(es.contains("\nUso: mancala "), "{es}");
}

/// `tables build` asked for a board or a size the tables cannot be built for: a usage
/// mistake (status 2, one line, nothing built), in the language spoken.
#[test]
fn a_tables_size_out_of_range_is_a_usage_mistake_in_both_languages() {
    for (args, en, es) in [
        (
            &["tables", "build", "--holes", "13"][..],
            "--holes must be 4 to 12 (got 13)",
            "--holes debe ser de 4 a 12 (se dio 13)",
        ),
        (
            &["tables", "build", "--seeds", "50"][..],
            "--seeds must be a multiple of 4 from 8 to 48 on 2x6 (got 50)",
            "--seeds debe ser un múltiplo de 4 de 8 a 48 en 2x6 (se dio 50)",
        ),
        (
            &["tables", "build", "tsoro", "--stones", "99"][..],
            "(got 99)",
            "(se dio 99)",
        ),
        (
            &["tables", "build", "tsoro", "--holes", "21"][..],
            "(got 21)",
            "(se dio 21)",
        ),
        (
            &["tables", "build", "tsoro", "--seeds", "8"][..],
            "--seeds",
            "--seeds",
        ),
    ] {
        for (lang, said) in [("en", en), ("es", es)] {
            let args: Vec<&str> = ["--lang", lang].iter().chain(args).copied().collect();
            let out = mancala(&args, None);
            let err = String::from_utf8(out.stderr).unwrap();
            assert_eq!(out.status.code(), Some(2), "{args:?}: {err}");
            assert!(
                err.starts_with("mancala: ") && err.contains(said) && err.lines().count() == 1,
                "{args:?}: {err}"
            );
        }
    }
}
