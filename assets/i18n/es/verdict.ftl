# Las evaluaciones en palabras: la puntuación final esperada, desde el lado de quien
# lee, en las unidades del juego (units: "semillas" o "piedras"). "tú" es quien juega.

verdict-in-actions = (en { $n ->
    [one] 1 jugada
   *[other] { $n } jugadas
})
verdict-forced-you-win = ganas con el mejor juego { $actions }
verdict-forced-you-lose = pierdes con el mejor juego { $actions }
verdict-forced-win = { $who } gana con el mejor juego { $actions }
verdict-forced-lose = { $who } pierde con el mejor juego { $actions }
verdict-draw-proven = empate con el mejor juego, { $first } { $units } cada uno
verdict-even = más o menos parejo: se esperan { $first } { $units } para cada uno
verdict-proven-you-win = ganas { $mine } { $units } a { $theirs } con el mejor juego
verdict-proven-you-lose = pierdes { $mine } { $units } a { $theirs } con el mejor juego
verdict-proven-win = { $who } gana { $mine } { $units } a { $theirs } con el mejor juego
verdict-proven-lose = { $who } pierde { $mine } { $units } a { $theirs } con el mejor juego
verdict-expected-you-win = se espera que ganes, más o menos { $mine } { $units } a { $theirs }
verdict-expected-you-lose = se espera que pierdas, más o menos { $mine } { $units } a { $theirs }
verdict-expected-win = se espera que { $who } gane, más o menos { $mine } { $units } a { $theirs }
verdict-expected-lose = se espera que { $who } pierda, más o menos { $mine } { $units } a { $theirs }
# En pocas letras: una victoria forzada, S o N por el lado.
verdict-short-south-wins = S gana
verdict-short-north-wins = N gana
verdict-fell = la puntuación esperada de { $name } bajó de { $from } a { $to } { $units }

## Las palabras de la búsqueda para una puntuación (mancala hint, el análisis)

score-forced = { $leader } gana con el mejor juego { $actions }
score-draw-proven = empate con el mejor juego
score-wins-by = { $leader } gana por { $margin } con el mejor juego
score-even = parejo
score-ahead = +{ $amount } para { $leader }
