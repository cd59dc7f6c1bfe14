//! Why the rules refuse an action, in the language spoken: the screens', plain
//! mode's and a record's refused action's words (`mancala check`, the replay) for each
//! [`ActionError`], and why a record's text is no action ([`NotationError`]). The engine's own `Display` stays English, and the engine knows no
//! catalogue: the words are chosen here, by matching on the typed error.

use crate::words::position::side_name;
use mancala_rules::{ActionError, NotationError, Notion, RulesError};

/// Why a piece of a record is not a hole or not an action, without quoting it: "not an
/// action (expected a hole such as c1, ...)", in the language spoken.
pub(crate) fn notation_fault(e: &NotationError) -> String {
    match e.expected {
        Notion::Hole => crate::t!("notation-not-a-hole"),
        Notion::Action => crate::t!("notation-not-an-action"),
    }
}

/// Why rules cannot be played, in the language spoken, naming each field as `field`
/// gives it (`rules.holes_per_row` in a record, `--holes` on the command line):
/// "--holes debe ser de 4 a 12 en Hoyito II (se dio 13)".
pub(crate) fn rules_fault(e: &RulesError, field: impl Fn(&str) -> String) -> String {
    match *e {
        RulesError::HolesPerRow { game, got } => {
            let (lo, hi) = game.holes_range();
            crate::t!(
                "refused-rules-holes",
                field = field("holes_per_row"),
                lo = lo,
                hi = hi,
                game = game.title(),
                got = got
            )
        }
        RulesError::BonusPicks { got } => {
            crate::t!(
                "refused-rules-bonus-picks",
                field = field("bonus_picks"),
                got = got
            )
        }
        RulesError::Heads { got } => {
            crate::t!("refused-rules-heads", field = field("heads"), got = got)
        }
        RulesError::NotForGame { key, .. } => {
            crate::t!("refused-rules-tsoro-only", field = field(key))
        }
        RulesError::HeadsWithHeadHoles => crate::t!(
            "refused-rules-heads-and-head-holes",
            heads = field("heads"),
            head_holes = field("head_holes")
        ),
        RulesError::HeadHole { hole } => crate::t!(
            "refused-rules-head-hole",
            field = field("head_holes"),
            hole = hole.to_string()
        ),
        RulesError::HeadHolesOf { player } => crate::t!(
            "refused-rules-head-holes-of",
            field = field("head_holes"),
            player = side_name(player)
        ),
        RulesError::ReenteredWithBonusPicks { bonus_picks } => crate::t!(
            "refused-rules-reentered-picks",
            field = field("reentered_captures"),
            picks = field("bonus_picks"),
            got = bonus_picks
        ),
    }
}

/// The refusal in words, without a full stop: "c1 is empty", "c1 está vacío".
pub fn refusal(e: &ActionError) -> String {
    let hole = |h: &mancala_rules::Hole| h.to_string();
    match e {
        ActionError::GameOver => crate::t!("refused-game-over"),
        ActionError::NoSuchHole {
            hole: h,
            rows,
            cols,
        } => crate::t!(
            "refused-no-such-hole",
            hole = hole(h),
            rows = *rows,
            cols = *cols
        ),
        ActionError::NotYourHole { hole: h, owner } => crate::t!(
            "refused-not-your-hole",
            hole = hole(h),
            owner = side_name(*owner)
        ),
        ActionError::EmptyHole { hole: h } => crate::t!("refused-empty-hole", hole = hole(h)),
        ActionError::ClosedHole { hole: h } => crate::t!("refused-closed-hole", hole = hole(h)),
        ActionError::SingletonNotAllowed { hole: h } => {
            crate::t!("refused-singleton-not-allowed", hole = hole(h))
        }
        ActionError::SingletonBlocked { hole: h, next } => crate::t!(
            "refused-singleton-blocked",
            hole = hole(h),
            next = hole(next)
        ),
        ActionError::HeadChoicePending { player, head } => crate::t!(
            "refused-head-choice-pending",
            player = side_name(*player),
            head = hole(head)
        ),
        ActionError::BonusPending { player, picks_left } => crate::t!(
            "refused-bonus-pending",
            player = side_name(*player),
            count = *picks_left
        ),
        ActionError::NoHeadChoice => crate::t!("refused-no-head-choice"),
        ActionError::NoBonusOwed => crate::t!("refused-no-bonus-owed"),
        ActionError::PickOwnHole { hole: h } => {
            crate::t!("refused-pick-own-hole", hole = hole(h))
        }
        ActionError::PickHead { hole: h } => crate::t!("refused-pick-head", hole = hole(h)),
        ActionError::NotAChoice { index } => crate::t!("refused-not-a-choice", index = *index),
    }
}

/// The sentence a player reads when `action` is refused: "c1 is empty." when the
/// reason begins with the sown hole, else the action first: "take d3: d3 is a head:
/// heads cannot be taken by a bonus pick."
pub fn refused(action: mancala_rules::Action, e: &ActionError) -> String {
    let why = refusal(e);
    if e.opening_hole()
        .is_some_and(|h| action == mancala_rules::Action::Sow(h))
    {
        crate::t!("refused-alone", why = why)
    } else {
        crate::t!(
            "refused-after-action",
            action = crate::words::action::shown(action),
            why = why
        )
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::words::i18n::{Lang, speaking};
    use mancala_rules::{Hole, Player};

    /// One of each variant: a new variant not listed here fails to compile in
    /// `refusal`, and this list is checked against the variant count below.
    fn every_variant() -> Vec<ActionError> {
        let h = Hole::new(2, 1);
        let next = Hole::new(3, 1);
        vec![
            ActionError::GameOver,
            ActionError::NoSuchHole {
                hole: Hole::new(9, 3),
                rows: 2,
                cols: 6,
            },
            ActionError::NotYourHole {
                hole: h,
                owner: Player::North,
            },
            ActionError::EmptyHole { hole: h },
            ActionError::SingletonNotAllowed { hole: h },
            ActionError::SingletonBlocked { hole: h, next },
            ActionError::HeadChoicePending {
                player: Player::South,
                head: h,
            },
            ActionError::BonusPending {
                player: Player::South,
                picks_left: 2,
            },
            ActionError::NoHeadChoice,
            ActionError::NoBonusOwed,
            ActionError::PickOwnHole { hole: h },
            ActionError::PickHead { hole: h },
            ActionError::NotAChoice { index: 40 },
            ActionError::ClosedHole { hole: h },
        ]
    }

    /// A variant's position in the enum, by a match that must list every variant.
    fn ordinal(e: &ActionError) -> usize {
        match e {
            ActionError::GameOver => 0,
            ActionError::NoSuchHole { .. } => 1,
            ActionError::NotYourHole { .. } => 2,
            ActionError::EmptyHole { .. } => 3,
            ActionError::SingletonNotAllowed { .. } => 4,
            ActionError::SingletonBlocked { .. } => 5,
            ActionError::HeadChoicePending { .. } => 6,
            ActionError::BonusPending { .. } => 7,
            ActionError::NoHeadChoice => 8,
            ActionError::NoBonusOwed => 9,
            ActionError::PickOwnHole { .. } => 10,
            ActionError::PickHead { .. } => 11,
            ActionError::NotAChoice { .. } => 12,
            ActionError::ClosedHole { .. } => 13,
        }
    }

    #[test]
    fn every_refusal_has_spanish_words_and_the_english_is_the_engines() {
        let all = every_variant();
        let ordinals: Vec<usize> = all.iter().map(ordinal).collect();
        assert_eq!(ordinals, (0..14).collect::<Vec<_>>(), "each variant once");
        for e in &all {
            assert_eq!(refusal(e), e.to_string(), "English as the engine says it");
            let es = speaking(Lang::Es, || refusal(e));
            assert_ne!(es, e.to_string(), "{e:?} has Spanish words");
            for english in ["the ", " is ", "hole", "must", "head", "bonus", "stone"] {
                assert!(!es.contains(english), "{e:?}: {es:?} says {english:?}");
            }
        }
    }

    #[test]
    fn a_refusal_names_the_action_unless_its_hole_opens_it() {
        let c1 = Hole::new(2, 1);
        let d3 = Hole::new(3, 3);
        let empty = ActionError::EmptyHole { hole: c1 };
        let head = ActionError::PickHead { hole: d3 };
        use mancala_rules::Action;
        assert_eq!(refused(Action::Sow(c1), &empty), "c1 is empty.");
        assert_eq!(
            refused(Action::Pick(d3), &head),
            "take d3: d3 is a head: heads cannot be taken by a bonus pick."
        );
        let es = speaking(Lang::Es, || {
            (
                refused(Action::Sow(c1), &empty),
                refused(Action::Pick(d3), &head),
                refused(
                    Action::Stop,
                    &ActionError::BonusPending {
                        player: Player::North,
                        picks_left: 1,
                    },
                ),
            )
        });
        assert_eq!(es.0, "c1 está vacío.");
        assert_eq!(
            es.1,
            "tomar d3: d3 es una cabeza: una cabeza no se toma con una toma extra."
        );
        assert_eq!(
            es.2,
            "parar: Norte tiene que tomar primero 1 hoyo más (toma extra)."
        );
    }
}
