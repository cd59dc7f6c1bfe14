//! A command-line mistake said in Spanish. clap words its errors in English only, but
//! hands over what each one is about (its kind, the argument, the value, the names it
//! suggests, the usage line); this says the same from those, one catalogue message a
//! sentence (`cli-error-…` in `assets/i18n/es/command-line.ftl`). English keeps clap's
//! own words.
//!
//! clap's free-form tips (such as "to pass '-x' as a value, use '-- -x'") come only as
//! English sentences, so they are left out: the error, the similar names and the usage
//! line say what to change.

use crate::words::i18n::{Arg, Lang, message_in};
use clap::error::{ContextKind, ContextValue, ErrorKind};

/// A Spanish message of the command line's.
fn es(id: &str, args: &[(&str, Arg)]) -> String {
    message_in(Lang::Es, id, args)
}

/// A context value as plain text: a list joined by commas.
fn text(value: &ContextValue) -> String {
    match value {
        ContextValue::String(s) => s.clone(),
        ContextValue::Strings(list) => list.join(", "),
        ContextValue::StyledStr(s) => s.to_string(),
        ContextValue::StyledStrs(list) => list
            .iter()
            .map(|s| s.to_string())
            .collect::<Vec<_>>()
            .join(", "),
        ContextValue::Number(n) => n.to_string(),
        ContextValue::Bool(b) => b.to_string(),
        ContextValue::None => String::new(),
        _ => String::new(),
    }
}

/// Names as typed, each in quotes: 'build', 'status'.
fn quoted(value: &ContextValue) -> String {
    match value {
        ContextValue::Strings(list) => list
            .iter()
            .map(|name| format!("'{name}'"))
            .collect::<Vec<_>>()
            .join(", "),
        other => format!("'{}'", text(other)),
    }
}

/// The names `e` gives of `kind` (possible values, commands, similar names), quoted,
/// if it gives any.
fn names(e: &clap::Error, kind: ContextKind) -> Option<String> {
    e.get(kind).filter(|v| !text(v).is_empty()).map(quoted)
}

/// The error's text in Spanish, as clap lays it out: the error, tips of similar
/// names, the usage line, and where to read more.
pub fn spanish(e: &clap::Error) -> String {
    let get = |kind| e.get(kind).map(text);
    let arg = get(ContextKind::InvalidArg).unwrap_or_default();
    let value = get(ContextKind::InvalidValue).unwrap_or_default();
    let s = |v: &str| Arg::from(v.to_string());
    let n = |kind| match e.get(kind) {
        Some(ContextValue::Number(n)) => Arg::from(*n as i64),
        _ => Arg::from(0i64),
    };
    let mut said = match e.kind() {
        ErrorKind::InvalidValue if value.is_empty() => {
            es("cli-error-value-required", &[("arg", s(&arg))])
        }
        ErrorKind::InvalidValue => {
            let mut line = es(
                "cli-error-invalid-value",
                &[("value", s(&value)), ("arg", s(&arg))],
            );
            if let Some(values) = names(e, ContextKind::ValidValue) {
                line += &format!(
                    "\n  [{}]",
                    es("cli-error-possible-values", &[("values", s(&values))])
                );
            }
            line
        }
        ErrorKind::ValueValidation => {
            let mut line = es(
                "cli-error-invalid-value",
                &[("value", s(&value)), ("arg", s(&arg))],
            );
            // The reason is the program's own parser's, already in the language spoken.
            if let Some(why) = std::error::Error::source(e) {
                line += &format!(": {why}");
            }
            line
        }
        ErrorKind::UnknownArgument => es("cli-error-unknown-argument", &[("arg", s(&arg))]),
        ErrorKind::InvalidSubcommand => es(
            "cli-error-unknown-command",
            &[(
                "command",
                s(&get(ContextKind::InvalidSubcommand).unwrap_or_default()),
            )],
        ),
        ErrorKind::MissingRequiredArgument => {
            let mut line = es("cli-error-missing-arguments", &[]);
            if let Some(ContextValue::Strings(missing)) = e.get(ContextKind::InvalidArg) {
                for m in missing {
                    line += &format!("\n  {m}");
                }
            }
            line
        }
        ErrorKind::MissingSubcommand | ErrorKind::DisplayHelpOnMissingArgumentOrSubcommand => {
            let mut line = es(
                "cli-error-missing-command",
                &[(
                    "command",
                    s(&get(ContextKind::InvalidSubcommand).unwrap_or_default()),
                )],
            );
            if let Some(commands) = names(e, ContextKind::ValidSubcommand) {
                line += &format!(
                    "\n  [{}]",
                    es("cli-error-commands", &[("commands", s(&commands))])
                );
            }
            line
        }
        ErrorKind::ArgumentConflict => match e.get(ContextKind::PriorArg) {
            Some(prior) if text(prior) == arg => es("cli-error-used-twice", &[("arg", s(&arg))]),
            Some(prior) => {
                let other = quoted(prior);
                es(
                    "cli-error-conflict",
                    &[("arg", s(&arg)), ("other", s(&other))],
                )
            }
            None => es("cli-error-conflict-any", &[("arg", s(&arg))]),
        },
        ErrorKind::TooManyValues => es(
            "cli-error-too-many",
            &[("value", s(&value)), ("arg", s(&arg))],
        ),
        ErrorKind::TooFewValues => es(
            "cli-error-too-few",
            &[
                ("arg", s(&arg)),
                ("min", n(ContextKind::MinValues)),
                ("got", n(ContextKind::ActualNumValues)),
            ],
        ),
        ErrorKind::WrongNumberOfValues => es(
            "cli-error-wrong-number",
            &[
                ("arg", s(&arg)),
                ("expected", n(ContextKind::ExpectedNumValues)),
                ("got", n(ContextKind::ActualNumValues)),
            ],
        ),
        ErrorKind::NoEquals => es("cli-error-no-equals", &[("arg", s(&arg))]),
        ErrorKind::InvalidUtf8 => es("cli-error-not-utf8", &[]),
        _ => es("cli-error-other", &[]),
    };
    let similar = [
        (
            ContextKind::SuggestedSubcommand,
            "cli-error-similar-command",
        ),
        (ContextKind::SuggestedArg, "cli-error-similar-argument"),
        (ContextKind::SuggestedValue, "cli-error-similar-value"),
    ];
    let mut tips = similar
        .iter()
        .filter_map(|(kind, id)| names(e, *kind).map(|names| es(id, &[("names", s(&names))])));
    if let Some(first) = tips.next() {
        said += &format!("\n\n  {first}");
        for tip in tips {
            said += &format!("\n  {tip}");
        }
    }
    if let Some(usage) = get(ContextKind::Usage) {
        let usage = usage.strip_prefix("Usage:").map_or(usage.clone(), |rest| {
            format!("{}{rest}", es("cli-heading-usage", &[]))
        });
        said += &format!("\n\n{usage}");
    }
    format!(
        "{} {said}\n\n{}\n",
        es("cli-error-prefix", &[]),
        es("cli-error-more", &[("help", s("--help"))])
    )
}
