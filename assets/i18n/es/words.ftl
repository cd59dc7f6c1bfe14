# Las palabras que comparten todas las pantallas: los lados, las jugadas, la línea de
# estado, por qué terminó una partida, las reglas en corto, los nombres de las teclas
# y por qué se rechaza una jugada.

## Los lados

side-south = Sur
side-north = Norte
# Un jugador como aquel a quien le toca algo (position::to_whom): "al" ante un lado
# dicho sin nombre ("al Sur", "al Norte (computadora, difícil)"), "a" ante un nombre
# ("a Ana (Sur)"). Los mensajes cuyo $player va marcado "(to_whom)" abajo lo reciben así.
to-side = al { $player }
to-named = a { $player }
# Lo mismo como aquel de quien es algo (position::of_whom): "del Sur", "de Ana (Sur)".
of-side = del { $player }
of-named = de { $player }
# Lo mismo como quien hace algo (position::who): "el Sur", "el Norte (computadora,
# difícil)", "Ana (Sur)" ("gana el Sur").
who-side = el { $player }
who-named = { $player }
# Un jugador con nombre y su lado: "Ana (Sur)".
player-with-side = { $name } ({ $side })

## Con qué se juega, en singular (semilla + s da el plural en los dos idiomas)

unit-seed = semilla
unit-stone = piedra

## Las jugadas en palabras

action-sow = sembrar { $hole }
action-take = tomar { $hole }
action-continue = seguir sembrando desde { $hole }
action-stop = parar en { $hole }

## La línea de estado

status-over-win = Fin de la partida: gana { $winner }, { $first } a { $second } capturadas ({ $why }).
status-over-draw = Fin de la partida: empate, { $first } a { $second } capturadas ({ $why }).
# Una partida que terminó un jugador: $why es ended-resigned o ended-out-of-time.
status-ended = Fin de la partida: gana { $winner } ({ $why }).
status-ended-on-time = Fin de la partida: gana { $winner } por tiempo ({ $why }).
# $player (to_whom) en status-head, status-picks, status-sow y ended-no-move.
status-head = Le toca { $player } elegir: seguir sembrando desde { $hole } ({ $amount }) o parar ahí.
status-picks = Le toca { $player } tomar { $count ->
    [one] 1 hoyo
   *[other] { $count } hoyos
} del lado contrario (toma extra).
status-sow = Le toca sembrar { $player }.

## Por qué terminó la partida

ended-all-seeds = todas las semillas capturadas
ended-all-stones = todas las piedras capturadas
ended-repetition-hoyito = la misma posición por tercera vez: cada uno se llevó las semillas de su fila
ended-repetition-tsoro = la misma posición por tercera vez: { $south } a { $north } piedras en sus lados
ended-no-move = { $player } no le queda ninguna jugada legal
ended-resigned = { $player } abandonó la partida
ended-out-of-time = { $player } se quedó sin tiempo

## El tablero en texto

board-captured = { $player }: { $count } capturadas
board-head-mark = * marca una cabeza
board-closed-mark = ## marca un hoyo cerrado en esta ronda

## Las reglas en corto: "Hoyito II 2x6", "Tsoro 4x21, 2 tomas extra, 2 cabezas"

# $game: Hoyito I, Hoyito II or Hoyito III (names, the same in every language).
rules-hoyito = { $game } 2x{ $holes }
rules-tsoro = Tsoro 4x{ $holes }, { $picks ->
    [one] 1 toma extra
   *[other] { $picks } tomas extra
}, { $heads ->
    [0] sin cabezas
    [one] 1 cabeza
   *[other] { $heads } cabezas
}
# En menos palabras, para un título estrecho.
rules-tsoro-short = Tsoro 4x{ $holes }, { $picks ->
    [one] 1 toma
   *[other] { $picks } tomas
}, { $heads ->
    [0] sin cabezas
    [one] 1 cabeza
   *[other] { $heads } cabezas
}

# Tsoro con las cabezas nombradas: "Tsoro 4x8, 0 tomas extra, cabezas a1 b1 h4 g4".
rules-tsoro-named = Tsoro 4x{ $holes }, { $picks ->
    [one] 1 toma extra
   *[other] { $picks } tomas extra
}, cabezas { $named }
rules-tsoro-named-short = Tsoro 4x{ $holes }, { $picks ->
    [one] 1 toma
   *[other] { $picks } tomas
}, cabezas { $named }
# Se añaden tras las reglas del Tsoro de arriba cuando se juegan.
rules-extra-counters = , piedras extra
rules-reentered-captures = , capturas resembradas

## Las jugadas como las muestra la lista ("tomar d3"; las partidas guardan xd3, continue, stop)

shown-take = tomar { $hole }
shown-continue = seguir
shown-stop = parar

## Por qué se rechaza una jugada (un mensaje por cada variante de rules::ActionError)

refused-game-over = la partida ya terminó
refused-no-such-hole = no hay hoyo { $hole } en un tablero de { $rows }x{ $cols }
refused-not-your-hole = { $hole } es un hoyo del { $owner }
refused-empty-hole = { $hole } está vacío
refused-closed-hole = { $hole } está cerrado en esta ronda
refused-singleton-not-allowed = { $hole } tiene una sola piedra, y una piedra sola solo se siembra cuando ninguno de tus hoyos tiene 2 o más
refused-singleton-blocked = la piedra sola de { $hole } solo se siembra en un hoyo vacío, y { $next } está ocupado
refused-head-choice-pending = { $player } tiene que elegir primero: seguir sembrando desde { $head } o parar ahí
refused-bonus-pending = { $player } tiene que tomar primero { $count ->
    [one] 1 hoyo más (toma extra)
   *[other] { $count } hoyos más (toma extra)
}
refused-no-head-choice = ahora no hay cabeza en la que elegir
refused-no-bonus-owed = ahora no se debe ninguna toma extra
refused-pick-own-hole = { $hole } es un hoyo tuyo; la toma extra es de hoyos del contrario
refused-pick-head = { $hole } es una cabeza: una cabeza no se toma con una toma extra
refused-not-a-choice = no hay jugada en la casilla { $index } del tablero
# Reglas que no se pueden jugar (rules.holes_per_row de una partida, --holes de play):
# $field nombra el campo como se dio.
refused-rules-holes = { $field } debe ser de { $lo } a { $hi } en { $game } (se dio { $got })
refused-rules-bonus-picks = { $field } debe ser de 0 a 3 (se dio { $got })
refused-rules-heads = { $field } debe ser 0, 1 o 2 (se dio { $got })
refused-rules-tsoro-only = { $field } es una regla del Tsoro, no del Hoyito
refused-rules-heads-and-head-holes = no se pueden dar a la vez { $heads } y { $head_holes }: las cabezas se cuentan desde la derecha o se nombran, no las dos cosas
refused-rules-head-hole = { $field }: { $hole } no está en una fila exterior de este tablero (fila 1 o 4)
refused-rules-head-holes-of = { $field } debe nombrar dos hoyos distintos de la fila exterior del { $player }
refused-rules-reentered-picks = { $field } pide que { $picks } sea 0, porque las piedras capturadas se quedan en el tablero (se dio { $got })
# Un rechazo dicho después de la jugada que rechaza: "tomar d3: d3 es una cabeza: ...".
refused-after-action = { $action }: { $why }.
# Un rechazo cuya razón empieza por el hoyo de la jugada: "c1 está vacío."
refused-alone = { $why }.

## Los nombres de las teclas (Enter, Esc, Tab y Ctrl-X son iguales en todos los idiomas)

key-space = Espacio
key-backspace = Retroceso
key-page-up = RePág
key-page-down = AvPág
key-home = Inicio
key-end = Fin
key-left = Izquierda
key-right = Derecha
key-up = Arriba
key-down = Abajo
# Las flechas en ASCII ("flechas/hjkl").
key-arrows = flechas

## Las teclas de todas las pantallas, al final de la ayuda ? de cada una

keys-global-quit = salir del programa (pregunta si guardar la partida)
keys-another-command = otra orden allí
keys-global-suspend = suspender y volver a la terminal; fg lo trae de vuelta

## El lado y el nivel de una computadora: "Norte (computadora, difícil)"

level-word-easy = fácil
level-word-casual = tranquilo
level-word-steady = firme
level-word-solid = sólido
level-word-medium = medio
level-word-clever = hábil
level-word-sharp = astuto
level-word-hard = difícil
level-word-expert = experto
side-computer = { $side } (computadora, { $level })
named-computer = { $name } ({ $side }, computadora { $level })

## Piezas de las pantallas de tablero

log-title = Registro
# La palabra que se quita de un fin de partida demasiado largo: "28 a 20 capturadas (" queda "28 a 20 (".
captured-word = capturadas
too-small = La terminal es demasiado pequeña.
    Este tablero necesita al menos { $need_width }x{ $need_height }; esta terminal es de { $width }x{ $height }.
too-small-quit = Agranda la ventana para seguir, o pulsa { $key } para salir.
# Por qué un texto de una partida no es un hoyo ni una jugada (la notación es la misma en todos los idiomas).
notation-not-a-hole = no es un hoyo (se espera una letra y una fila, como c1)
notation-not-an-action = no es una jugada (se espera un hoyo como c1, stop, continue, o una toma extra como xf3)
