# Las teclas de la pantalla learn: la palabra de cada fila en la línea de teclas, y
# su línea en la ayuda ? (.help).

keys-learn-move = mover
    .help = mover el cursor

keys-learn-next = siguiente

keys-learn-choose = elegir
    .help = elegir el hoyo del cursor; también Espacio (hecha la lección: la siguiente)

keys-learn-jump-to-the =
    .help = saltar al próximo hoyo que puedes elegir

keys-learn-at-a-head =
    .help = en una cabeza: seguir / parar

keys-learn-go-to = ir a
    .help = ir a un hoyo: g, su columna y su fila si hace falta (g c 2: c2)

keys-learn-hint = pista
    .help = una pista, en las lecciones que la ofrecen

keys-learn-row = {""}

keys-learn-retry = repetir
    .help = empezar esta lección otra vez

keys-learn-lesson = lección
    .help = lección siguiente / anterior

keys-learn-row-2 = {""}

keys-learn-list = lista
    .help = la lista de lecciones: saltar a cualquiera, ver cuáles están hechas

keys-learn-scroll-the-lesson =
    .help = desplazar el texto de la lección

keys-learn-row-3 = {""}

keys-learn-help = ayuda
    .help = estas teclas

keys-learn-menu = menú
    .help = volver al menú; también Esc

## La pantalla de la lección

# El título: "Hoyito II, lección 3 de 14: Una casa".
learn-title = { $game }, lección { $number } de { $count }: { $lesson }
learn-your-move = Te toca: { $task }
# Cuando la tarea no cabe en la línea de estado.
learn-your-move-below = Te toca: haz la tarea de abajo.
learn-task = Tarea: { $task }
# El título del panel de la lección, con las teclas que lo desplazan cuando no cabe.
learn-panel = Lección
learn-panel-more = Lección ({ $up }/{ $down }: más)
learn-panel-more-above = Lección ({ $up }: más arriba)
learn-panel-more-below = Lección ({ $down }: más abajo)
learn-done-next = ¡Hecho! { $choose } o { $next }: la lección siguiente. { $retry }: otra vez. { $list }: todas las lecciones.
learn-done-last = ¡Hecho! Esa fue la última lección. { $list }: todas las lecciones. { $menu }: el menú.
learn-last-lesson = Esa fue la última lección: completaste el curso de { $game } ({ $done } de { $count } lecciones hechas). { $list }: la lista de lecciones. { $menu }: volver al menú.
learn-cannot-be-played = { $action } no se puede jugar: { $why }. Prueba otra vez.
learn-right = Bien. Sigue.
# Una elección legal que no cumple la tarea: lo que haría, y por qué no, en palabras de
# la lección ($why está vacío o empieza por un espacio).
learn-not-this-one = Esa no. Con { $action } pasaría lo siguiente. { $would }{ $why } Prueba otra vez.
learn-well-done = ¡Muy bien! { $done }
learn-hints-off = En esta lección no hay pistas.

## La lista de lecciones

learn-list-title = Lecciones de { $game }: { $done } de { $count } hechas ({ $mark })
learn-list-keys = { $updown } escoger { $dot } { $enter } abrir { $dot } { $esc } cerrar
