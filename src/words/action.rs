//! An action as a player reads it: a sow by its hole, a head answer and a bonus pick in
//! words ("take d3"; the record's `xd3` stays in files), in the language spoken.

use mancala_rules::Action;

/// An action as the screen shows it: a sow by its hole, a head answer and a bonus pick
/// in words ("take d3"; the record's `xd3` stays in files).
pub fn shown(action: Action) -> String {
    match action {
        Action::Sow(h) => h.to_string(),
        Action::Pick(h) => crate::t!("shown-take", hole = h.to_string()),
        Action::Continue => crate::t!("shown-continue"),
        Action::Stop => crate::t!("shown-stop"),
    }
}

/// Actions in a row as the move list writes them (`a4 take m2 take j2 e1`), for the
/// lines a hint or an evaluation expects.
pub(crate) fn shown_line(actions: &[Action]) -> String {
    actions
        .iter()
        .map(|&a| shown(a))
        .collect::<Vec<_>>()
        .join(" ")
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_line_of_actions_reads_as_the_move_list_writes_them() {
        let actions: Vec<Action> = ["a4", "xm2", "xj2", "continue", "e1"]
            .map(|a| a.parse().unwrap())
            .to_vec();
        assert_eq!(shown_line(&actions), "a4 take m2 take j2 continue e1");
        assert_eq!(shown_line(&[]), "");
    }
}
