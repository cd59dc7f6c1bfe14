//! The words typed in plain mode. A command has its English word (what scripts and the
//! README use) and its Spanish one; both are read in every language, so a script works
//! whatever the player's language, and the help and the prompts say the words of the
//! language spoken (their catalogue, `assets/i18n/*/plain.ftl`, names them; a test
//! checks that every word the Spanish help names is read).

/// Each command's English word, with the Spanish words that mean it.
const SPANISH: &[(&str, &[&str])] = &[
    ("hint", &["pista"]),
    ("undo", &["deshacer"]),
    ("redo", &["rehacer"]),
    ("board", &["tablero"]),
    ("help", &["ayuda"]),
    ("quit", &["salir"]),
    ("save", &["guardar"]),
    ("continue", &["seguir"]),
    ("stop", &["parar"]),
    ("take", &["tomar"]),
    ("retry", &["repetir"]),
    ("next", &["siguiente"]),
    ("round", &["ronda"]),
    ("match", &["rondas"]),
    ("previous", &["anterior"]),
    ("list", &["lista"]),
    ("lesson", &["lección", "leccion"]),
    ("text", &["texto"]),
    ("back", &["atrás", "atras"]),
    ("go", &["ir"]),
    ("end", &["fin"]),
    ("row", &["fila"]),
    ("look", &["ver"]),
    ("grid", &["cuadrícula", "cuadricula"]),
    ("solution", &["solución", "solucion"]),
    ("puzzle", &["problema"]),
    ("resume", &["reanudar"]),
    ("discard", &["descartar"]),
    ("new", &["nueva", "nuevo"]),
    ("play", &["jugar"]),
    ("puzzles", &["problemas"]),
    ("lessons", &["lecciones"]),
    ("library", &["biblioteca"]),
    ("open", &["abrir"]),
    ("delete", &["borrar"]),
    ("replay", &["reproducir"]),
    ("rules", &["reglas"]),
    ("computer", &["computadora"]),
    ("mistakes", &["errores"]),
    ("evaluations", &["evaluaciones"]),
    ("other", &["otro"]),
    ("chat", &["decir"]),
    ("host", &["organizar"]),
    ("join", &["unirse"]),
    ("south", &["sur"]),
    ("north", &["norte"]),
    ("random", &["azar"]),
    ("resign", &["abandonar"]),
    ("yes", &["sí", "si", "s", "y"]),
    ("no", &["n"]),
];

/// The command a typed word stands for, as its English word, lowercased: "pista" and
/// "HINT" are "hint"; a word that is no Spanish command is itself, lowercased.
pub(crate) fn canonical(word: &str) -> String {
    let word = word.to_lowercase();
    SPANISH
        .iter()
        .find(|(_, spanish)| spanish.contains(&word.as_str()))
        .map_or(word, |(english, _)| english.to_string())
}

/// Whether a typed answer to a yes-or-no question is yes, in either language.
pub(crate) fn is_yes(answer: &str) -> bool {
    matches!(
        answer.trim().to_lowercase().as_str(),
        "y" | "yes" | "s" | "sí" | "si"
    )
}

/// The command words of a help line's left column ("continue, stop", "save NAME",
/// "c1 (a hole's name)"): the words before any argument or explanation.
#[cfg(test)]
fn named_commands(column: &str) -> Vec<String> {
    column
        .split([',', '/'])
        .flat_map(|part| part.split(" o ").flat_map(|p| p.split(" or ")))
        .filter_map(|part| part.split_whitespace().next().map(str::to_string))
        .filter(|w| w.chars().all(char::is_lowercase))
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn spanish_words_are_read_as_their_commands() {
        assert_eq!(canonical("pista"), "hint");
        assert_eq!(canonical("Parar"), "stop");
        assert_eq!(canonical("lección"), "lesson");
        assert_eq!(canonical("HINT"), "hint");
        assert_eq!(canonical("c1"), "c1");
        assert!(is_yes("sí") && is_yes("yes") && is_yes(" S ") && !is_yes("no"));
        assert_eq!(named_commands("continue, stop"), ["continue", "stop"]);
        assert_eq!(named_commands("seguir o parar"), ["seguir", "parar"]);
        assert_eq!(named_commands("guardar NOMBRE"), ["guardar"]);
        assert_eq!(named_commands("Enter o siguiente"), ["siguiente"]);
    }

    /// Every command the help names in Spanish is read as one of the commands the
    /// English help names (and so does what it says).
    #[test]
    fn every_command_the_help_names_is_read_in_both_languages() {
        use crate::words::i18n::{Lang, speaking};
        let english: Vec<&str> = SPANISH.iter().map(|(e, _)| *e).collect();
        for help in [
            "plain-help-play",
            "plain-help-learn",
            "plain-help-replay",
            "plain-help-puzzles",
            "plain-help-mistakes",
            "plain-menu",
        ] {
            for lang in Lang::ALL {
                let text = speaking(lang, || crate::t!(help));
                let mut named = 0;
                for line in text.lines() {
                    let column = line.split(':').next().unwrap();
                    for word in named_commands(column) {
                        let read = canonical(&word);
                        assert!(
                            english.contains(&read.as_str()),
                            "{lang:?} {help}: {word} is not read as a command"
                        );
                        // "no" is the same word in both languages.
                        if word != "no" {
                            assert_eq!(read == word, lang == Lang::En, "{lang:?}: {word}");
                        }
                        named += 1;
                    }
                }
                assert!(named >= 6, "{lang:?} {help}: {text}");
            }
        }
    }
}
