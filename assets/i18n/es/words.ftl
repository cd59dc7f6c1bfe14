# Las palabras que comparten todas las pantallas: los lados, las jugadas, la línea de
# estado, por qué terminó una partida, las reglas en corto, los nombres de las teclas
# y por qué se rechaza una jugada.

## Los lados

side-south = Sur
side-north = Norte
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
status-head = Le toca a { $player } elegir: seguir sembrando desde { $hole } ({ $amount }) o parar ahí.
status-picks = Le toca a { $player } tomar { $count ->
    [one] 1 hoyo
   *[other] { $count } hoyos
} del lado contrario (toma extra).
status-sow = Le toca sembrar a { $player }.

## Por qué terminó la partida

ended-all-seeds = todas las semillas capturadas
ended-all-stones = todas las piedras capturadas
ended-repetition-hoyito = la misma posición por tercera vez: cada uno se llevó las semillas de su fila
ended-repetition-tsoro = la misma posición por tercera vez: { $south } a { $north } piedras en sus lados
ended-no-move = a { $player } no le queda ninguna jugada legal

## El tablero en texto

board-captured = { $player }: { $count } capturadas
board-head-mark = * marca una cabeza

## Las reglas en corto: "Hoyito II 2x6", "Tsoro 4x21, 2 tomas extra, 2 cabezas"

rules-hoyito = Hoyito II 2x{ $holes }
rules-tsoro = Tsoro 4x{ $holes }, { $picks ->
    [one] 1 toma extra
   *[other] { $picks } tomas extra
}, { $heads ->
    [one] 1 cabeza
   *[other] { $heads } cabezas
}
