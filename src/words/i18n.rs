//! The program's words in English and Spanish: Fluent catalogues built into the
//! binary, one file per part of the program and language (`assets/i18n/en/play.ftl`
//! and `assets/i18n/es/play.ftl`), so that each part's words are read and
//! translated beside each other. A language's files make one bundle: a message id is
//! defined in one file only (tests below).
//!
//! Fluent (`fluent-bundle`) was chosen because its plurals follow the CLDR rules of
//! each language ("1 semilla", "2 semillas"), a message's words may be rearranged
//! around its arguments in each language, and the catalogues are plain text a
//! translator can read. A catalogue is parsed the first time a word of it is asked
//! for, so a command that prints nothing translated (`mancala --version`) pays nothing.
//!
//! The language is one for the whole program: chosen once at start (`--lang`, else the
//! settings, else the locale, see [`choose`]) and changed by the settings screen.
//! Record files and their notation (`c1`, `stop`, `xd3`) never depend on it.

use fluent_bundle::concurrent::FluentBundle;
use fluent_bundle::{FluentArgs, FluentResource, FluentValue};
use std::sync::OnceLock;
use std::sync::atomic::{AtomicU8, Ordering};

/// A language the program speaks.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub enum Lang {
    #[default]
    En,
    Es,
}

impl Lang {
    pub const ALL: [Lang; 2] = [Lang::En, Lang::Es];

    /// The code written in the settings and taken by `--lang`.
    pub fn key(self) -> &'static str {
        match self {
            Lang::En => "en",
            Lang::Es => "es",
        }
    }

    /// `en` or `es`, any case.
    pub fn parse(text: &str) -> Option<Lang> {
        match text.trim().to_ascii_lowercase().as_str() {
            "en" => Some(Lang::En),
            "es" => Some(Lang::Es),
            _ => None,
        }
    }

    /// The language of a POSIX locale (`es`, `es_DO.UTF-8`, `es-DO`, `en_GB@euro`);
    /// `None` for `C`, `POSIX`, an empty value or a language the program lacks.
    fn from_locale(locale: &str) -> Option<Lang> {
        let language = locale.split(['_', '-', '.', '@']).next()?;
        Lang::parse(language)
    }

    fn index(self) -> usize {
        match self {
            Lang::En => 0,
            Lang::Es => 1,
        }
    }

    /// The catalogue files of the language, by part of the program.
    pub fn catalogues(self) -> impl Iterator<Item = (&'static str, &'static str)> {
        CATALOGUES.iter().map(move |(part, en, es)| {
            (
                *part,
                match self {
                    Lang::En => *en,
                    Lang::Es => *es,
                },
            )
        })
    }
}

/// The command line's help in Spanish (see `cli::command`): its English is the doc
/// comments of src/cli/args.rs, so it is in the Spanish bundle alone, checked by cli's tests.
pub(crate) const SPANISH_COMMAND_LINE: &str = include_str!("../../assets/i18n/es/command-line.ftl");

/// Each part's catalogue: (part, English, Spanish). The build lists them (`build.rs`:
/// each file of `assets/i18n/en/` with its Spanish twin), so a new part needs no line
/// here.
const CATALOGUES: &[(&str, &str, &str)] = include!(concat!(env!("OUT_DIR"), "/catalogues.rs"));

/// The language of the locale variables, in POSIX order of precedence: the first of
/// `LC_ALL`, `LC_MESSAGES`, `LANG` that is set and not empty decides (a `C` there
/// means English, as it asks for no translation).
pub fn locale_lang(var: impl Fn(&str) -> Option<String>) -> Option<Lang> {
    ["LC_ALL", "LC_MESSAGES", "LANG"]
        .into_iter()
        .filter_map(&var)
        .find(|value| !value.is_empty())
        .map(|value| Lang::from_locale(&value).unwrap_or(Lang::En))
}

/// The language of this process's locale variables (see [`locale_lang`]).
pub(crate) fn environment_locale() -> Option<Lang> {
    locale_lang(|name| std::env::var(name).ok())
}

/// The language of a run: `--lang` if given, else the settings' `language`, else the
/// locale's, else English.
pub fn choose(flag: Option<Lang>, setting: Option<Lang>, locale: Option<Lang>) -> Lang {
    flag.or(setting).or(locale).unwrap_or_default()
}

static CURRENT: AtomicU8 = AtomicU8::new(0);

/// Speak `lang` from now on.
pub fn set(lang: Lang) {
    CURRENT.store(lang.index() as u8, Ordering::Relaxed);
}

thread_local! {
    /// A language spoken on this thread only, over the program's (see [`speaking`]).
    static ON_THIS_THREAD: std::cell::Cell<Option<Lang>> = const { std::cell::Cell::new(None) };
}

/// The language spoken now: this thread's while [`speaking`] runs, else the program's.
pub fn current() -> Lang {
    ON_THIS_THREAD
        .with(std::cell::Cell::get)
        .unwrap_or_else(|| Lang::ALL[usize::from(CURRENT.load(Ordering::Relaxed)).min(1)])
}

/// Runs `f` speaking `lang` on this thread only, then the language before. Tests use
/// it to render a screen in Spanish while other tests run in English beside them.
pub fn speaking<R>(lang: Lang, f: impl FnOnce() -> R) -> R {
    struct Restore(Option<Lang>);
    impl Drop for Restore {
        fn drop(&mut self) {
            ON_THIS_THREAD.with(|cell| cell.set(self.0));
        }
    }
    let _restore = Restore(ON_THIS_THREAD.with(|cell| cell.replace(Some(lang))));
    f()
}

type Bundle = FluentBundle<FluentResource>;

fn bundle(lang: Lang) -> &'static Bundle {
    static BUNDLES: [OnceLock<Bundle>; 2] = [OnceLock::new(), OnceLock::new()];
    BUNDLES[lang.index()].get_or_init(|| {
        let id: unic_langid::LanguageIdentifier = lang
            .key()
            .parse()
            .expect("en and es are language identifiers");
        let mut bundle = FluentBundle::new_concurrent(vec![id]);
        // No Unicode isolation marks around arguments: a terminal shows them as junk
        // or counts them in a width.
        bundle.set_use_isolating(false);
        let own = match lang {
            Lang::En => None,
            // The command line's help, whose English is src/cli/args.rs's doc comments.
            Lang::Es => Some(SPANISH_COMMAND_LINE),
        };
        for text in lang.catalogues().map(|(_, text)| text).chain(own) {
            // The catalogues are checked by tests (i18n::tests): they parse, and no
            // message is defined twice.
            let resource =
                FluentResource::try_new(text.to_string()).unwrap_or_else(|(resource, _)| resource);
            let _ = bundle.add_resource(resource);
        }
        bundle
    })
}

/// An argument of a message: a number (which chooses plurals) or words.
#[derive(Clone, Debug)]
pub enum Arg<'a> {
    Num(i64),
    Str(std::borrow::Cow<'a, str>),
}

impl From<i64> for Arg<'_> {
    fn from(n: i64) -> Self {
        Arg::Num(n)
    }
}
macro_rules! arg_from_unsigned {
    ($($t:ty),*) => {$(
        impl From<$t> for Arg<'_> {
            fn from(n: $t) -> Self {
                Arg::Num(i64::try_from(n).unwrap_or(i64::MAX))
            }
        }
    )*};
}
arg_from_unsigned!(u8, u16, u32, u64, usize, i32);
impl<'a> From<&'a str> for Arg<'a> {
    fn from(s: &'a str) -> Self {
        Arg::Str(s.into())
    }
}
impl<'a> From<&'a String> for Arg<'a> {
    fn from(s: &'a String) -> Self {
        Arg::Str(s.as_str().into())
    }
}
impl From<String> for Arg<'_> {
    fn from(s: String) -> Self {
        Arg::Str(s.into())
    }
}

/// Message `id` in `lang` with its arguments. A message missing there (which the
/// tests forbid) is said in English, and a message missing in English is its id.
pub(crate) fn message_in(lang: Lang, id: &str, args: &[(&str, Arg)]) -> String {
    let mut fluent_args = FluentArgs::new();
    for (name, value) in args {
        match value {
            Arg::Num(n) => fluent_args.set(*name, FluentValue::from(*n)),
            Arg::Str(s) => fluent_args.set(*name, FluentValue::from(s.as_ref())),
        }
    }
    let args = (!args.is_empty()).then_some(&fluent_args);
    for lang in [lang, Lang::En] {
        let bundle = bundle(lang);
        if let Some(pattern) = bundle.get_message(id).and_then(|m| m.value()) {
            let mut errors = Vec::new();
            return bundle
                .format_pattern(pattern, args, &mut errors)
                .into_owned();
        }
    }
    id.to_string()
}

/// The words of message `id` in the language spoken now, without arguments: its
/// value, or with `attribute` that attribute (`.help`); empty where the message has
/// none, or for the empty id. An id missing from both languages is said as itself,
/// which the tests forbid.
pub fn words(id: &str, attribute: Option<&str>) -> String {
    if id.is_empty() {
        return String::new();
    }
    for lang in [current(), Lang::En] {
        let bundle = bundle(lang);
        let Some(message) = bundle.get_message(id) else {
            continue;
        };
        let pattern = match attribute {
            None => message.value(),
            Some(name) => message.get_attribute(name).map(|a| a.value()),
        };
        let mut errors = Vec::new();
        return pattern.map_or_else(String::new, |p| {
            bundle.format_pattern(p, None, &mut errors).into_owned()
        });
    }
    id.to_string()
}

/// The words of message `id` in `lang` itself (no English in its place, no
/// arguments), if `lang` has them.
pub(crate) fn own_words(lang: Lang, id: &str) -> Option<String> {
    let bundle = bundle(lang);
    let pattern = bundle.get_message(id)?.value()?;
    let mut errors = Vec::new();
    Some(
        bundle
            .format_pattern(pattern, None, &mut errors)
            .into_owned(),
    )
}

/// Message `id` in the language spoken now.
pub fn message(id: &str, args: &[(&str, Arg)]) -> String {
    message_in(current(), id, args)
}

/// `t!("id")` or `t!("id", count = n, hole = "c1")`: message `id` in the language
/// spoken now, its arguments named as in the catalogue.
#[macro_export]
macro_rules! t {
    ($id:expr) => {
        $crate::words::i18n::message($id, &[])
    };
    ($id:expr, $($name:ident = $value:expr),+ $(,)?) => {
        $crate::words::i18n::message($id, &[$((stringify!($name), $crate::words::i18n::Arg::from($value))),+])
    };
}

/// Each message id of a catalogue with the names of the arguments it takes, sorted; an
/// attribute as `id.attribute`.
pub fn signatures(catalogue: &str) -> Result<Vec<(String, Vec<String>)>, String> {
    use fluent_syntax::ast;
    let resource = fluent_syntax::parser::parse(catalogue)
        .map_err(|(_, errors)| format!("{} syntax errors, first: {:?}", errors.len(), errors[0]))?;
    fn pattern_vars(pattern: &ast::Pattern<&str>, out: &mut Vec<String>) {
        for element in &pattern.elements {
            if let ast::PatternElement::Placeable { expression } = element {
                expression_vars(expression, out);
            }
        }
    }
    fn expression_vars(expression: &ast::Expression<&str>, out: &mut Vec<String>) {
        match expression {
            ast::Expression::Select { selector, variants } => {
                inline_vars(selector, out);
                for variant in variants {
                    pattern_vars(&variant.value, out);
                }
            }
            ast::Expression::Inline(inline) => inline_vars(inline, out),
        }
    }
    fn inline_vars(inline: &ast::InlineExpression<&str>, out: &mut Vec<String>) {
        match inline {
            ast::InlineExpression::VariableReference { id } => out.push(id.name.to_string()),
            ast::InlineExpression::FunctionReference { arguments, .. } => {
                for a in &arguments.positional {
                    inline_vars(a, out);
                }
            }
            ast::InlineExpression::Placeable { expression } => expression_vars(expression, out),
            _ => {}
        }
    }
    let mut out = Vec::new();
    for entry in &resource.body {
        if let ast::Entry::Message(message) = entry {
            let mut vars = Vec::new();
            if let Some(value) = &message.value {
                pattern_vars(value, &mut vars);
            }
            vars.sort();
            vars.dedup();
            out.push((message.id.name.to_string(), vars));
            for attribute in &message.attributes {
                let mut vars = Vec::new();
                pattern_vars(&attribute.value, &mut vars);
                vars.sort();
                vars.dedup();
                out.push((format!("{}.{}", message.id.name, attribute.id.name), vars));
            }
        }
    }
    out.sort();
    Ok(out)
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Each message id of a language's catalogues with its arguments, and the part
    /// it is defined in.
    fn all_signatures(lang: Lang) -> Vec<(String, Vec<String>, &'static str)> {
        lang.catalogues()
            .flat_map(|(part, text)| {
                let list = signatures(text).unwrap_or_else(|e| panic!("{lang:?} {part}: {e}"));
                list.into_iter().map(move |(id, args)| (id, args, part))
            })
            .collect()
    }

    #[test]
    fn every_message_is_in_both_languages_with_the_same_arguments() {
        for (part, en, es) in CATALOGUES {
            let en = signatures(en).unwrap();
            let es = signatures(es).unwrap();
            let missing_es: Vec<_> = en
                .iter()
                .filter(|m| !es.iter().any(|e| e.0 == m.0))
                .collect();
            let missing_en: Vec<_> = es
                .iter()
                .filter(|m| !en.iter().any(|e| e.0 == m.0))
                .collect();
            assert!(
                missing_es.is_empty(),
                "not in es/{part}.ftl: {missing_es:?}"
            );
            assert!(
                missing_en.is_empty(),
                "not in en/{part}.ftl: {missing_en:?}"
            );
            for (a, b) in en.iter().zip(&es) {
                assert_eq!(a, b, "the message takes other arguments in es/{part}.ftl");
            }
            assert!(!en.is_empty(), "{part}.ftl says nothing");
        }
        for lang in Lang::ALL {
            let mut ids: Vec<(String, &str)> = all_signatures(lang)
                .into_iter()
                .map(|(id, _, part)| (id, part))
                .collect();
            ids.sort();
            for pair in ids.windows(2) {
                assert_ne!(
                    pair[0].0, pair[1].0,
                    "{lang:?}: defined in {} and {}",
                    pair[0].1, pair[1].1
                );
            }
        }
    }

    /// The message ids the source asks for with `t!("id"...)` or names as a key
    /// table's words (`words: "id"`), with the file asking.
    fn ids_asked() -> Vec<(String, String)> {
        let mut asked = Vec::new();
        let mut stack = vec![std::path::PathBuf::from(concat!(
            env!("CARGO_MANIFEST_DIR"),
            "/src"
        ))];
        while let Some(dir) = stack.pop() {
            for entry in std::fs::read_dir(&dir).unwrap() {
                let path = entry.unwrap().path();
                if path.is_dir() {
                    stack.push(path);
                } else if path.extension().is_some_and(|e| e == "rs") {
                    let text = std::fs::read_to_string(&path).unwrap();
                    for piece in text.split("words: \"").skip(1) {
                        let id = piece.split('"').next().unwrap();
                        // An id, not words quoted in a comment ("words: \"sow c1\"").
                        let an_id = id.starts_with(|c: char| c.is_ascii_lowercase())
                            && id
                                .chars()
                                .all(|c| c.is_ascii_lowercase() || c.is_ascii_digit() || c == '-');
                        if an_id {
                            asked.push((path.display().to_string(), id.to_string()));
                        }
                    }
                    let mut pieces = text.split("t!(\"");
                    let mut before = pieces.next().unwrap_or("");
                    for piece in pieces {
                        // `format!(` and `print!(` end in t! too: only a t! of its own.
                        let own = !before
                            .chars()
                            .next_back()
                            .is_some_and(|c| c.is_alphanumeric() || c == '_');
                        if own {
                            let id = piece.split('"').next().unwrap();
                            asked.push((path.display().to_string(), id.to_string()));
                        }
                        before = piece;
                    }
                }
            }
        }
        asked
    }

    #[test]
    fn every_id_the_code_asks_for_is_in_the_catalogue() {
        // Each t!(id, ...) in the source names a message of the English catalogues (and
        // so, by the test above, of the Spanish ones).
        let en = all_signatures(Lang::En);
        let asked = ids_asked();
        let unknown: Vec<_> = asked
            .iter()
            .filter(|(_, id)| id != "id" && !en.iter().any(|m| &m.0 == id))
            .collect();
        assert!(
            unknown.is_empty(),
            "asked for but not in the catalogues: {unknown:?}"
        );
        assert!(
            asked.iter().any(|(_, id)| id == "seeds"),
            "the scan finds t!(\"seeds\"...)"
        );
    }

    #[test]
    fn a_thread_may_speak_its_own_language_for_a_while() {
        assert_eq!(
            current(),
            Lang::En,
            "tests never set the program's language"
        );
        let inner = speaking(Lang::Es, || (current(), crate::t!("seeds", count = 3)));
        assert_eq!(inner, (Lang::Es, "3 semillas".to_string()));
        assert_eq!(current(), Lang::En, "the language before comes back");
        let other = std::thread::spawn(|| speaking(Lang::Es, current))
            .join()
            .unwrap();
        assert_eq!((other, current()), (Lang::Es, Lang::En));
    }

    #[test]
    fn plurals_follow_each_language() {
        let seeds = |lang, n: u64| message_in(lang, "seeds", &[("count", Arg::from(n))]);
        assert_eq!(seeds(Lang::Es, 1), "1 semilla");
        assert_eq!(seeds(Lang::Es, 2), "2 semillas");
        assert_eq!(seeds(Lang::Es, 0), "0 semillas");
        assert_eq!(seeds(Lang::En, 1), "1 seed");
        assert_eq!(seeds(Lang::En, 12), "12 seeds");
        let stones = |lang, n: u64| message_in(lang, "stones", &[("count", Arg::from(n))]);
        assert_eq!(stones(Lang::Es, 1), "1 piedra");
        assert_eq!(stones(Lang::Es, 3), "3 piedras");
        assert_eq!(stones(Lang::En, 1), "1 stone");
    }

    #[test]
    fn the_locale_decides_in_posix_order_and_the_flag_over_all() {
        let env = |pairs: &'static [(&'static str, &'static str)]| {
            move |k: &str| pairs.iter().find(|p| p.0 == k).map(|p| p.1.to_string())
        };
        assert_eq!(locale_lang(env(&[("LANG", "es_DO.UTF-8")])), Some(Lang::Es));
        assert_eq!(locale_lang(env(&[("LANG", "es")])), Some(Lang::Es));
        assert_eq!(
            locale_lang(env(&[("LC_ALL", "en_US.UTF-8"), ("LANG", "es_DO.UTF-8")])),
            Some(Lang::En)
        );
        assert_eq!(
            locale_lang(env(&[
                ("LC_ALL", ""),
                ("LC_MESSAGES", "es_ES@euro"),
                ("LANG", "en")
            ])),
            Some(Lang::Es)
        );
        assert_eq!(locale_lang(env(&[("LANG", "C")])), Some(Lang::En));
        assert_eq!(locale_lang(env(&[("LANG", "fr_FR.UTF-8")])), Some(Lang::En));
        assert_eq!(locale_lang(env(&[])), None);
        assert_eq!(choose(None, None, None), Lang::En);
        assert_eq!(choose(None, None, Some(Lang::Es)), Lang::Es);
        assert_eq!(choose(None, Some(Lang::En), Some(Lang::Es)), Lang::En);
        assert_eq!(choose(Some(Lang::Es), Some(Lang::En), None), Lang::Es);
    }
}
