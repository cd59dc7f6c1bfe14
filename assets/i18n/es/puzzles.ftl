# Las teclas de la pantalla puzzles: la palabra de cada fila en la línea de teclas, y
# su línea en la ayuda ? (.help).

keys-puzzles-move = mover
    .help = mover el cursor

keys-puzzles-next = siguiente
    .help = el problema siguiente

keys-puzzles-try = probar
    .help = probar el hoyo del cursor; también Espacio

keys-puzzles-jump-to-the =
    .help = saltar al próximo hoyo que puedes elegir

keys-puzzles-continue-stop = seguir/parar
    .help = en una cabeza: seguir / parar

keys-puzzles-go-to = ir a
    .help = ir a un hoyo: g, su columna y su fila si hace falta (g c 2: c2)

keys-puzzles-solution = solución
    .help = ver la solución (se ofrece tras dos intentos equivocados; resuelto así, no cuenta)

keys-puzzles-again = otra vez
    .help = empezar este problema otra vez

keys-puzzles-puzzle = problema
    .help = problema siguiente / anterior

keys-puzzles-row = {""}

keys-puzzles-help = ayuda
    .help = estas teclas

keys-puzzles-menu = menú
    .help = volver al menú; también Esc

## La pantalla de los problemas

# "Hoyito II, problema 3 de 72: no dejes una casa, nivel 2 de 3 (✓ resuelto)"; "nivel"
# y no "dificultad": el título con "(✓ resuelto)" cabe en 80 columnas.
puzzle-title = { $game }, problema { $number } de { $count }: { $theme }, nivel { $difficulty } de { $grades }
puzzle-title-solved = { $title } ({ $mark } resuelto)
puzzle-theme-chain = una cadena de casas
puzzle-theme-take-casa = capturar una casa
puzzle-theme-capture-column = capturar una columna
puzzle-theme-keep-casa = no dejes una casa
puzzle-theme-keep-column = no dejes una columna
puzzle-theme-head = cuándo parar en una cabeza
puzzle-theme-picks = qué hoyos tomar
puzzle-theme-endgame = final
puzzle-theme-win = encuentra una victoria
puzzle-panel = Problema
puzzle-none = No hay problemas de { $game }.
# Los problemas nunca tienen jugadores con nombre: $player es Sur o Norte.
puzzle-to-play = Le toca jugar al { $player }: la tarea está abajo.
puzzle-done = { $next }: el problema siguiente. { $again }: este otra vez.
puzzle-cannot-be-played = { $action } no se puede jugar: { $why }.
puzzle-try-again = { $said } Prueba otra vez.
puzzle-right-pick = Bien: { $action } es una de las mejores tomas. Falta una.
puzzle-not-the-answer = { $action } no es la respuesta.
puzzle-solution-here = { $said } El cursor está en ella: { $keys } la juega.
puzzle-wrong-tries = { $count } intentos equivocados: { $key } muestra la solución.
# La respuesta y sus jugadas unidas: "La respuesta: tomar c4 y tomar e4."
puzzle-answer = La respuesta: { $actions }.
puzzle-and = {" "}y{" "}
# Tras la respuesta: lo que prevé el programa, y por qué la respuesta es la mejor.
puzzle-why = { $answer } { $expected } Y { $why }.
puzzle-solved = ¡Resuelto! { $why }
puzzle-solved-helped = Jugado desde la solución. { $why } (No cuenta como resuelto.)
puzzle-expected = Tras ella, el programa prevé que { $standing }.

## La tarea y lo que cuesta un intento (src/puzzles.rs); $player es Sur o Norte

puzzle-task-sow = Le toca jugar al { $player }: encuentra la jugada { $goal }: { $why } ({ $how }).
puzzle-task-head = Le toca jugar al { $player }: la siembra terminó en la cabeza { $hole }. ¿Seguir o parar? Encuentra la respuesta { $goal }: { $why } ({ $how }).
puzzle-task-picks = Le toca al { $player } tomar { $count ->
    [one] un hoyo con la toma extra: encuentra la toma
   *[other] hoyos con las tomas extra: encuentra las { $count } tomas
} { $goal }: { $why } ({ $how }).
puzzle-goal-forced = que gana a la fuerza
puzzle-goal-best = que el programa considera la mejor
puzzle-how-proven = demostrado con exactitud, con la regla de repetición y las jugadas anteriores
puzzle-how-searched = según búsquedas de { $small } y { $large } posiciones
puzzle-forced-answer = la otra respuesta pierde a la fuerza
puzzle-forced-pick = cualquier otra toma pierde a la fuerza
puzzle-forced-action = cualquier otra jugada pierde a la fuerza
puzzle-worse-answer = con la otra respuesta se prevé que el { $player } termine al menos { $amount } peor
puzzle-worse-pick = con cualquier otra toma se prevé que el { $player } termine al menos { $amount } peor
puzzle-worse-action = con cualquier otra jugada se prevé que el { $player } termine al menos { $amount } peor
standing-wins = el { $player } gana a la fuerza
standing-loses = el { $player } pierde a la fuerza
standing-ahead = el { $player } termina con { $amount } de ventaja
standing-behind = el { $player } termina con { $amount } de desventaja
standing-even = la partida termina empatada
cost-not-the-answer = { $action } no es la respuesta: tras ella, el programa prevé que { $tried }; tras la mejor, que { $best }.
cost-worse = { $action } deja { $amount } menos que la mejor: tras ella, el programa prevé que { $tried }; tras la mejor, que { $best }.

## Una victoria que encontrar, en una posición ganada donde puede ganar más de una jugada
puzzle-task-win = Le toca jugar al { $player }: encuentra una victoria. { $count ->
    [one] Una jugada gana a la fuerza
   *[other] { $count } jugadas ganan a la fuerza, y vale cualquiera de ellas
}; cualquier otra jugada pierde a la fuerza ({ $how }).
puzzle-answer-win = { $count ->
    [one] La jugada ganadora: { $actions }.
   *[other] Las jugadas ganadoras: { $actions }.
}

## La lista de problemas (L)
puzzle-list-title = Problemas de { $game }: { $solved } de { $count } resueltos ({ $mark })
puzzle-list-entry = { $theme }, nivel { $difficulty }
keys-puzzles-list = lista
    .help = la lista de problemas, con los resueltos marcados
