# The keys of the learn screen: each row's word on the hints line, and its line in
# the ? help (.help).

keys-learn-move = move
    .help = move the cursor

keys-learn-next = next

keys-learn-choose = choose
    .help = choose the hole under the cursor; Space too (done: next lesson)

keys-learn-jump-to-the =
    .help = jump to the next hole you may choose

keys-learn-at-a-head =
    .help = at a head: continue / stop

keys-learn-go-to = go to
    .help = go to a hole: g, its column letter, then its row digit if need be (g c 2: c2)

keys-learn-hint = hint
    .help = a hint, in the lessons that offer one

keys-learn-row = {""}

keys-learn-retry = retry
    .help = start this lesson again

keys-learn-lesson = lesson
    .help = next / previous lesson

keys-learn-row-2 = {""}

keys-learn-list = list
    .help = the list of lessons: jump to any, see which are done

keys-learn-scroll-the-lesson =
    .help = scroll the lesson text

keys-learn-row-3 = {""}

keys-learn-help = help
    .help = these keys

keys-learn-menu = menu
    .help = back to the menu; Esc too

## The lesson screen

# The title: "Hoyito II lesson 3 of 14: A casa".
learn-title = { $game } lesson { $number } of { $count }: { $lesson }
learn-your-move = Your move: { $task }
# When the task is too long for the status line.
learn-your-move-below = Your move: do the task below.
learn-task = Task: { $task }
# The lesson panel's title, with the keys that scroll it when it does not fit.
learn-panel = Lesson
learn-panel-more = Lesson ({ $up }/{ $down }: more)
learn-panel-more-above = Lesson ({ $up }: more above)
learn-panel-more-below = Lesson ({ $down }: more below)
learn-done-next = Done! { $choose } or { $next }: next lesson. { $retry }: try it again. { $list }: all lessons.
learn-done-last = Done! That was the last lesson. { $list }: all lessons. { $menu }: the menu.
learn-last-lesson = That was the last lesson: the { $game } walkthrough is complete ({ $done } of { $count } lessons done). { $list }: the lesson list. { $menu }: back to the menu.
learn-cannot-be-played = { $action } cannot be played: { $why }. Try again.
learn-right = Right. Go on.
# A legal choice that misses the task: what it would do, and the lesson's words on why
# ($why is empty or starts with a space).
learn-not-this-one = Not this one. { $action } would do this: { $would }{ $why } Try again.
learn-well-done = Well done. { $done }
learn-hints-off = Hints are off in this lesson.

## The lesson list

learn-list-title = { $game } lessons: { $done } of { $count } done ({ $mark })
learn-list-keys = { $updown } choose { $dot } { $enter } open { $dot } { $esc } close
