# Las teclas de la pantalla retry: la palabra de cada fila en la línea de teclas, y
# su línea en la ayuda ? (.help).

keys-retry-choose = elegir
    .help = elegir la jugada anterior / siguiente para probar (Izquierda / Derecha; también Tab; un clic en un hoyo la elige)

keys-retry-row = {""}

keys-retry-try = probar
    .help = probar la jugada elegida; también Espacio

keys-retry-mistake = error
    .help = error siguiente / anterior

keys-retry-row-2 = {""}

keys-retry-solution = solución
    .help = ver la mejor jugada y la línea que la hace mejor

keys-retry-other-side = otro lado
    .help = los errores del otro jugador

keys-retry-help = ayuda
    .help = estas teclas

keys-retry-back = volver
    .help = volver a donde se abrieron los errores; también q

## La pantalla de los errores

retry-title = Aprende de tus errores
# Dónde está la pantalla: "Ana (Sur): error 2 de 7"; $judging está vacío o es
# retry-judging tras un espacio.
retry-judging = (juzgando: { $searched } de { $total } posiciones buscadas)
retry-mistake = { $name }: error { $number } de { $count }{ $judging }
retry-mistake-so-far = { $name }: error { $number } de { $count } hasta ahora{ $judging }
retry-no-mistakes = { $name }: ningún error en esta partida
retry-none-yet = { $name }: ningún error encontrado todavía{ $judging }
# $player es Sur o Norte.
retry-question = Busca una jugada mejor que { $played } para el { $player }: { $chosen } ({ $choose } elige, { $try } prueba).
# $mark es la marca del juez (?!, ?, ??) o nada; $name (to_whom) en retry-game-cost y
# retry-within: "al Sur", "a Ana (Sur)".
retry-game-cost = { $action }{ $mark }, la jugada de la partida, le costó { $amount } { $name }.
retry-judging-try = Juzgando { $action }...
retry-not-judged = No se pudo juzgar { $action }: la búsqueda se detuvo.
retry-best = La mejor jugada: { $action }. { $expected }
retry-expected = Puntuación final esperada: Sur { $south }, Norte { $north } { $units }.
retry-expected-outcome = Resultado esperado: { $words }.
retry-the-best = { $action } es la mejor jugada. ¡Bien encontrada!
retry-as-good = { $action } es tan buena como la mejor ({ $best }). ¡Bien encontrada!
retry-within = { $action } queda dentro de la tolerancia de la mejor ({ $best }): solo le cuesta { $amount } { $name }. ¡Bien encontrada!
retry-line-better = La línea que la hace mejor:
retry-not-good-enough = { $action } no es suficiente: { $why }.
retry-not-good-enough-marked = { $action } no es suficiente (el juez la marca { $mark }): { $why }.
# "convierte una victoria en un empate, y la puntuación esperada del Sur bajó de 30 a 22 semillas"
retry-throws-and = { $throws }, y { $fell }
retry-leads-to = Lo que sigue:
retry-then = Después: { $line }.
retry-player-action = { $player }: { $action }.
