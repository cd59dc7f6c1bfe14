# Las teclas de la pantalla learn: la palabra de cada fila en la línea de teclas, y
# su línea en la ayuda ? (.help). POR TRADUCIR: aún en inglés.

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
