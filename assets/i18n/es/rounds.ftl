# Una partida a rondas (src/words/rounds.rs): el final de una ronda, su comienzo, el final de la partida.
round-over = Ronda { $round } terminada: { $result }
round-over-win = { $winner } la gana { $first } a { $second } capturadas ({ $why }).
round-over-draw = empate, { $first } a { $second } capturadas ({ $why }).
round-fills = { $player } tiene { $total }: { $holes ->
    [one] llena 1 hoyo
   *[other] llena { $holes } hoyos
}{ $aside ->
    [0] {""}
    [one] , aparta 1 semilla
   *[other] , aparta { $aside } semillas
}.
round-begins = Ronda { $round }: empieza { $starter }. { $closed }{ $aside }
round-closed = Cerrados: { $holes }.
round-none-closed = Ningún hoyo está cerrado.
round-set-aside = Apartadas: { $south } { $south_seeds }, { $north } { $north_seeds }.
round-title = partida a rondas, ronda { $round }
match-over = { $winner } gana la partida en { $rounds ->
    [one] 1 ronda
   *[other] { $rounds } rondas
}: { $loser } tiene { $total } y no puede llenar ningún hoyo.
