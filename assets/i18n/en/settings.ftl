# The keys of the settings screen: each row's word on the hints line, and its line in
# the ? help (.help).

keys-settings-choose = choose
    .help = choose a setting (Tab: the next)

keys-settings-row = {""}

keys-settings-change = change
    .help = change it; Space too

keys-settings-row-2 = {""}

keys-settings-change-a-name =
    .help = change a name

keys-settings-on-a-key = on a key: press a new one
    .help = on a key: then press the key to use instead

keys-settings-these-keys =
    .help = these keys

keys-settings-back = back
    .help = back to the menu (changes are saved as they are made); q too, off the names

## The settings' rows: label, value and note

settings-south-name = South's name
settings-south-name-note = new games start with it
settings-north-name = North's name
settings-animation = Animation
settings-animation-note = sowing seed by seed
settings-animation-off-for-run = off for this run: --no-animation
settings-speed = Speed
# The value written in the settings file: slow, normal or fast.
settings-speed-value = { $speed ->
    [slow] slow
    [fast] fast
   *[normal] normal
}
settings-speed-note = of the animation
settings-ascii = ASCII only
settings-ascii-note = for terminals without Unicode lines
settings-ascii-on-for-run = on for this run: --ascii
settings-background = Background
# The value written in the settings file: dark or light.
settings-background-value = { $palette ->
    [light] light
   *[dark] dark
}
settings-background-note = the terminal's: colours to suit it
settings-language = Language
# The language names stay in their own language; the Spanish note names the row in English.
settings-language-note = the program's words (idioma)
settings-key = Key: { $name }
settings-key-instead = instead of { $key }
settings-reset = Reset all to the defaults
# A switch's value, here and on the new-game form.
switch-on = on
switch-off = off
# What a board key does, by its name in the settings file.
board-key = { $name ->
    [left] left
    [down] down
    [up] up
    [right] right
    [continue] continue
   *[stop] stop
}

## What a change says

settings-press-a-key = press a key
settings-press-the-key = Press the key for { $name } ({ $esc }: keep { $key }).
settings-not-changed = Not changed.
settings-saved = Saved in { $folder }.
settings-not-saved-no-folder = Not saved: there is no settings folder (HOME is not set).

## Typing, said where keys are named (the form's and the settings' key lines)

key-letters = letters
key-type = type
