//! The player's preferences in force: one value the app owns and every screen reads
//! by reference (animation and its speed, the look, the names, the keys).

use super::widgets::theme::Theme;
use crate::store::config::{Config, Palette};

/// The settings as the file holds them, and what this run's flags change of them.
pub struct Preferences {
    /// The settings as the settings file holds them (saved as they change).
    pub config: Config,
    /// How things look: the settings' ASCII and colours, `--ascii` and `NO_COLOR`.
    /// Made from the rest by [`Preferences::set`]; never changed on its own.
    pub theme: Theme,
    /// `--ascii`: drawn in ASCII whatever the settings say, for this run.
    ascii: bool,
    /// `--no-animation`: no animation whatever the settings say, for this run, until
    /// the player turns it on.
    no_animation: bool,
}

impl Preferences {
    /// The default settings under this run's look (`theme`: `NO_COLOR` and `--ascii`)
    /// and `--no-animation` (`animate` false).
    pub fn new(theme: Theme, animate: bool) -> Preferences {
        let mut prefs = Preferences {
            config: Config::default(),
            theme,
            ascii: theme.ascii,
            no_animation: !animate,
        };
        prefs.set(Config::default());
        prefs
    }

    /// Use these settings (the command line's flags still win).
    pub fn set(&mut self, config: Config) {
        self.theme.ascii = config.ascii || self.ascii;
        self.theme.light = config.palette == Palette::Light;
        self.config = config;
    }

    /// Whether actions are animated.
    pub fn animate(&self) -> bool {
        self.config.animation && !self.no_animation
    }

    /// Turn animation on or off in the settings; on lifts `--no-animation`.
    pub fn set_animation(&mut self, on: bool) {
        self.config.animation = on;
        self.no_animation &= !on;
    }

    /// No animation for the rest of this run, whatever the settings say (typed
    /// commands show each action's end), as `--no-animation` does.
    pub(crate) fn no_animation_this_run(&mut self) {
        self.no_animation = true;
    }

    /// The flags this run was started with, `(--ascii, --no-animation)`, which the
    /// settings screen names beside the settings they win over.
    pub fn flags(&self) -> (bool, bool) {
        (self.ascii, self.no_animation)
    }

    /// How much longer than usual each animation step shows.
    pub fn pace(&self) -> f64 {
        self.config.speed.factor()
    }
}
