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
# Un final forzado que una búsqueda halló sin demostrarlo (la regla de repetición puede cambiarlo).
verdict-found-you-win = se espera que ganes: se halló una victoria forzada { $actions }, no demostrada
verdict-found-you-lose = se espera que pierdas: se halló una derrota forzada { $actions }, no demostrada
verdict-found-win = se espera que { $who } gane: se halló una victoria forzada { $actions }, no demostrada
verdict-found-lose = se espera que { $who } pierda: se halló una derrota forzada { $actions }, no demostrada
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
# $name (of_whom): "del Sur", "de Ana (Sur)".
verdict-fell = la puntuación esperada { $name } bajó de { $from } a { $to } { $units }

# Donde las capturas se vuelven a sembrar (Tsoro con capturas resembradas) no se captura
# nada, así que no se espera ninguna cuenta: solo quién se espera que gane.
verdict-outcome-draw-proven = empate con el mejor juego
verdict-outcome-even = más o menos parejo: no se espera que gane ninguno
verdict-outcome-proven-you-win = ganas con el mejor juego
verdict-outcome-proven-you-lose = pierdes con el mejor juego
verdict-outcome-proven-win = { $who } gana con el mejor juego
verdict-outcome-proven-lose = { $who } pierde con el mejor juego
verdict-outcome-expected-you-win = se espera que ganes
verdict-outcome-expected-you-lose = se espera que pierdas
verdict-outcome-expected-win = se espera que { $who } gane
verdict-outcome-expected-lose = se espera que { $who } pierda
verdict-short-south-ahead = S delante
verdict-short-north-ahead = N delante
verdict-short-even = parejo

## Las palabras de la búsqueda para una puntuación (mancala hint, el análisis)

score-forced = { $leader } gana con el mejor juego { $actions }
score-draw-proven = empate con el mejor juego
score-wins-by = { $leader } gana por { $margin } con el mejor juego
score-even = parejo
score-ahead = +{ $amount } para { $leader }

## Las palabras del juez (src/judge.rs): las marcas, lo que una jugada echa a perder, su regla

judgement-inaccuracy = imprecisión
judgement-mistake = error
judgement-blunder = error grave
outcome-win = una victoria
outcome-draw = un empate
outcome-loss = una derrota
# El Tsoro no tiene empates: allí, una estimación pareja.
outcome-even = un juego parejo
# "convierte una victoria en un empate": $before y $after son palabras outcome-*.
judge-throws = convierte { $before } en { $after }
judge-rule = Una jugada se juzga contra la mejor de la misma búsqueda: por lo que le cuesta a su jugador de la puntuación final esperada, { $inaccuracy } { $units } una imprecisión (?!), { $mistake } un error (?), { $blunder } un error grave (??); y por lo que cambia en el resultado: convertir una victoria en empate, o un empate en derrota, es por lo menos un error, y una victoria en derrota un error grave, aunque cueste pocas { $units }. Una marca se confirma antes de ponerse: salvo que las tablas de finales o una búsqueda hasta el final demuestren los dos valores, la posición se busca otra vez { $deeper } veces más a fondo, y valen los valores y la marca de esa búsqueda (ninguna marca donde halla la jugada dentro de la regla).
judge-rule-tsoro = Una jugada se juzga contra la mejor de la misma búsqueda: por lo que le cuesta a su jugador de la puntuación final esperada, { $inaccuracy } { $units } una imprecisión (?!), { $mistake } un error (?), { $blunder } un error grave (??); y por lo que cambia en el resultado esperado: convertir una victoria en un juego parejo, o un juego parejo en derrota, es por lo menos un error, y una victoria en derrota un error grave, aunque cueste pocas { $units }. Una marca se confirma antes de ponerse: salvo que las tablas de finales o una búsqueda hasta el final demuestren los dos valores, la posición se busca otra vez { $deeper } veces más a fondo, y valen los valores y la marca de esa búsqueda (ninguna marca donde halla la jugada dentro de la regla).
judge-rule-short = Marcas: una jugada que le cuesta a su jugador { $inaccuracy }+ { $units } de puntuación final esperada es ?!, { $mistake }+ ?, { $blunder }+ ??; la que convierte una victoria en empate o un empate en derrota es por lo menos ?, una victoria en derrota ??. Cada marca la confirma una búsqueda { $deeper } veces más a fondo (o una demostración); donde esa búsqueda no coincide, no hay marca.
judge-rule-short-tsoro = Marcas: una jugada que le cuesta a su jugador { $inaccuracy }+ { $units } de puntuación final esperada es ?!, { $mistake }+ ?, { $blunder }+ ??; la que convierte una victoria en un juego parejo o un juego parejo en derrota es por lo menos ?, una victoria en derrota ??. Cada marca la confirma una búsqueda { $deeper } veces más a fondo (o una demostración); donde esa búsqueda no coincide, no hay marca.
# Tsoro con capturas resembradas: no se captura nada, así que solo cuenta el resultado esperado.
judge-rule-sown-back = Una jugada se juzga contra la mejor de la misma búsqueda por lo que cambia en el resultado esperado (en este juego las piedras capturadas se vuelven a sembrar, así que no se pesa ninguna cuenta): convertir una victoria en un juego parejo, o un juego parejo en derrota, es un error (?), y una victoria en derrota un error grave (??). Una marca se confirma antes de ponerse: salvo que las tablas de finales o una búsqueda hasta el final demuestren los dos valores, la posición se busca otra vez { $deeper } veces más a fondo, y valen los valores y la marca de esa búsqueda (ninguna marca donde halla la jugada dentro de la regla).
judge-rule-short-sown-back = Marcas: en este juego no se captura nada (las piedras capturadas se vuelven a sembrar), así que no se pesa ninguna cuenta; la jugada que convierte una victoria en un juego parejo o un juego parejo en derrota es ?, una victoria en derrota ??. Cada marca la confirma una búsqueda { $deeper } veces más a fondo (o una demostración); donde esa búsqueda no coincide, no hay marca.
judge-tolerance = Un intento se acepta cuando el juez no lo marcaría: le cuesta a su jugador menos de { $inaccuracy } { $units } de puntuación final esperada frente a la mejor jugada, y no cambia el resultado esperado.
judge-tolerance-sown-back = Un intento se acepta cuando el juez no lo marcaría: mantiene el resultado esperado (en este juego no se captura nada, así que no se pesa ninguna cuenta).
# Cómo se busca cada posición: "hasta 100000 posiciones".
judge-plan-nodes-or-ms = hasta { $nodes } posiciones o { $ms } ms
judge-plan-ms = durante { $ms } ms
judge-plan-nodes = hasta { $nodes } posiciones
judge-plan-to-the-end = hasta el final
judge-asked-nodes-or-ms = { $nodes } posiciones o { $ms } ms
judge-asked-ms = { $ms } ms
judge-asked-nodes = { $nodes } posiciones
judge-asked-no-limit = sin límite
judge-plan-scaled = { $plan } (reducido de { $asked } para que la primera búsqueda de la partida tome unos { $seconds } s; --max-seconds)
