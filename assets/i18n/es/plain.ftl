# El modo sencillo (--plain): las líneas que se dicen y las órdenes que se escriben.
# Las palabras de las órdenes son las que el modo sencillo lee (src/plain/words.rs);
# las inglesas se leen también.

## mancala play --plain

plain-help-play =
    c1 (el nombre de un hoyo): sembrar desde ese hoyo.
    seguir, parar: en una cabeza: seguir sembrando desde ella, o parar allí.
    tomar d3: una toma extra: tomar ese hoyo (xd3 también).
    pista: el consejo de la computadora para esta posición.
    deshacer, rehacer: volver atrás tu último turno (con las respuestas de la computadora), o jugarlo otra vez.
    guardar NOMBRE: guardar la partida (NOMBRE.json en la carpeta de partidas, o una ruta).
    tablero: el tablero otra vez, fila por fila (tablero cuadrícula: como una cuadrícula de números).
    fila 2: esa fila sola.
    ver c1: ese hoyo solo.
    errores: cuando la partida se acabó, aprender de sus errores.
    siguiente: en una partida a rondas, cuando una ronda se acabó, empezar la siguiente.
    abandonar: abandonar la partida (deshacer lo deshace).
    ayuda: estas órdenes.
    sí, no: por la red, responder cuando el otro jugador pide deshacer su turno.
    decir TEXTO: por la red, decirle una línea al otro jugador.
    salir: irse (pregunta antes si la partida tiene jugadas sin guardar).
plain-takes-nothing = { $word } no lleva nada detrás
plain-save-needs-name = guardar necesita un nombre de archivo: guardar NOMBRE
plain-take-needs-hole = tomar necesita el nombre de un hoyo: tomar d3 (se escribió { $got })
plain-not-a-command = { $line } no es una orden ni el nombre de un hoyo (ayuda da las órdenes)
plain-input-ended-autosaved = Se acabó la entrada: la partida no está guardada; el guardado automático la conserva, y mancala ofrece seguirla.
plain-input-ended = Se acabó la entrada: la partida no está guardada.
plain-input-ended-finished = Se acabó la entrada: la partida terminada no está guardada.
plain-computers-turn = Le toca a la computadora.
plain-resign-network = Ahora no: el otro jugador no está conectado, y debe enterarse de que abandonas. salir deja la partida, guardada.
plain-resign-over = La partida ya terminó.
plain-clocks = Relojes: Sur { $south }, Norte { $north }.
plain-nothing-to-undo = No hay nada que deshacer.
plain-nothing-to-redo = No hay nada que rehacer.
plain-undid = { $count ->
    [one] Se deshizo 1 jugada: { $actions }.
   *[other] Se deshicieron { $count } jugadas: { $actions }.
}
plain-redid = { $count ->
    [one] Se rehízo 1 jugada: { $actions }.
   *[other] Se rehicieron { $count } jugadas: { $actions }.
}
plain-unsaved-quit = Esta partida tiene jugadas sin guardar: guardar NOMBRE las conserva; salir otra vez se va sin guardar.
plain-left-unsaved = Saliste sin guardar.
plain-cannot-save-now = La partida no se puede guardar ahora.
plain-replace = { $name } ya existe. ¿Reemplazarlo? (sí o no)
plain-not-saved = No se guardó.
plain-not-saved-why = No se guardó: { $why }
plain-round-over = La ronda se acabó. Escribe siguiente para empezar la ronda siguiente, guardar NOMBRE para conservar la partida, deshacer para volver atrás un turno, o salir.
plain-no-next-round = Ahora no: siguiente empieza la ronda siguiente de una partida a rondas, cuando una ronda se acabó.
plain-match-over = La partida a rondas se acabó. Escribe guardar NOMBRE para conservarla, errores para aprender de los de su última ronda, deshacer para volver atrás un turno, o salir.
plain-match-over-unsaved = La partida a rondas se acabó y no está guardada. Escribe guardar NOMBRE para conservarla, errores para aprender de los de su última ronda, deshacer para volver atrás un turno, o salir.
plain-over = La partida se acabó. Escribe guardar NOMBRE para conservarla, errores para aprender de ellos, deshacer para volver atrás un turno, o salir.
plain-over-unsaved = La partida se acabó y no está guardada. Escribe guardar NOMBRE para conservarla, errores para aprender de ellos, deshacer para volver atrás un turno, o salir.
plain-over-network = La partida se acabó. Escribe guardar NOMBRE para conservarla, errores para aprender de ellos, o salir.
plain-over-unsaved-network = La partida se acabó y no está guardada. Escribe guardar NOMBRE para conservarla, errores para aprender de ellos, o salir.
plain-holes = { $status } Hoyos: { $holes }.
plain-type-take = { $status } Escribe tomar y un hoyo: { $holes }.
plain-type-head = { $status } Escribe seguir o parar.

## mancala learn --plain

plain-help-learn =
    c1 (el nombre de un hoyo): sembrar desde ese hoyo.
    seguir, parar: en una cabeza: seguir sembrando desde ella, o parar allí.
    tomar d3: una toma extra: tomar ese hoyo.
    pista: el consejo de la computadora, en las lecciones que lo permiten.
    repetir: esta lección desde el principio.
    siguiente, anterior: la lección siguiente o la anterior.
    lista: las lecciones, marcadas las hechas.
    lección N: ir a la lección N.
    texto: el texto y la tarea de esta lección otra vez.
    tablero: el tablero otra vez.
    ayuda: estas órdenes.
    salir: irse (las lecciones hechas se recuerdan).
# Lo que son aquí los {key:...} de una lección: "pulsa {key:continue}" se lee
# "escribe seguir", y cada tecla su orden.
plain-press-continue = escribe seguir
# El "lleva el cursor hasta él y pulsa Enter" de una lección, y su frase sobre la
# línea de la siembra en la pantalla, como los dice el modo sencillo.
plain-lesson-type-its-name = escribe su nombre
plain-lesson-laps-said = Aquí la frase de cada jugada dice sus vueltas.
plain-press-stop = escribe parar
plain-key-arrows = escribe su nombre
plain-key-continue = seguir
plain-key-stop = parar
plain-key-hint = pista
plain-key-retry = repetir
plain-key-next = siguiente
plain-key-previous = anterior
plain-key-list = lista
plain-key-help = ayuda
plain-key-menu = salir
plain-lesson-heading = Lección { $number } de { $count }: { $title }
plain-lesson-heading-done = Lección { $number } de { $count }: { $title } (ya hecha)
plain-task = Tarea: { $task }
plain-head-choice = Escribe seguir o parar.
plain-walkthrough-complete = Esa fue la última lección: completaste el curso de { $game } ({ $done } de { $count } lecciones hechas). Escribe lista para ver las lecciones, o salir.
plain-lesson-number = lección lleva un número, de 1 a { $count }.
plain-lesson-listed = { $number }. { $title }
plain-lesson-listed-done = { $number }. { $title } (hecha)
plain-hints-off = En esta lección no hay pistas.
plain-not-a-command-learn = { $line } no es una orden ni el nombre de un hoyo (ayuda da las órdenes).
plain-task-done = La tarea de esta lección ya está hecha: escribe siguiente, o repetir.
plain-type-next = Escribe siguiente para pasar a la próxima lección.

## mancala replay FILE --plain

plain-help-replay =
    Enter o siguiente: la jugada siguiente (siguiente 5: cinco de ellas).
    atrás: la jugada anterior (atrás 5: cinco).
    ir N: a justo después de la jugada N (ir 0: el principio).
    fin: al final de la partida.
    ronda N: en una partida a rondas, la ronda N desde su comienzo.
    tablero: el tablero otra vez, fila por fila (fila 2: esa fila sola; ver c1: ese hoyo solo).
    evaluaciones: la evaluación del juez dicha tras cada jugada, y sus marcas (otra vez: quitarlas).
    errores: aprender de los errores de la partida, uno por uno.
    ayuda: estas órdenes.
    salir: irse.
plain-replay-heading = Partida de { $rules }: { $south } contra { $north }, { $count ->
    [one] 1 jugada
   *[other] { $count } jugadas
}. Escribe ayuda para ver las órdenes.
plain-after-action = Después de la jugada { $at } de { $count }. { $status }
plain-last-action = Esa fue la última jugada.
plain-replay-match = Una partida a rondas: ronda { $round } de { $rounds } (ronda N va a la ronda N).
plain-round-needs = ronda lleva un número de ronda, de 1 a { $rounds }
plain-not-a-match = Esta es una sola partida, no una partida a rondas
plain-at-start = Este es el principio.
plain-count-needed = { $word } lleva un número de jugadas: { $word } 5
plain-go-needs = ir lleva un número de jugada, de 0 a { $count }
plain-not-a-replay-command = { $line } no es una orden (ayuda da las órdenes)
plain-evaluations-judging = Se juzgan las { $positions } posiciones de la partida...
plain-evaluations-off = Evaluaciones quitadas.
plain-replay-back = De vuelta en la partida.

## El tablero dicho para el oído (src/plain/board.rs)

plain-row = Fila { $row }, { $player }: { $holes }.
plain-row-some-empty = { $holes }; { $empty } vacíos
plain-row-all-empty = todos vacíos
plain-hole-head = { $hole } { $count } cabeza
# Un hoyo cerrado en una ronda de una partida a rondas: sin cantidad, dicho cerrado.
plain-hole-closed = { $hole } cerrado
plain-captured-by = { $player } { $amount }
plain-captured = Capturadas: { $south }; { $north }.
plain-look = { $hole }: { $amount }, en la fila { $row } (el lado { $player }).
plain-look-head = { $hole }: { $amount }, una cabeza, en la fila { $row } (el lado { $player }).
plain-look-closed = { $hole }: cerrado en esta ronda, en la fila { $row } (el lado { $player }).
plain-no-such-hole = No hay { $hole } en este tablero: columnas de la a a la { $last }, filas 1 a { $rows }
plain-board-takes = tablero no lleva nada, o cuadrícula: tablero cuadrícula
plain-row-needs = fila lleva un número de fila, 1 a { $count }: fila 2
plain-look-needs = ver lleva el nombre de un hoyo: ver c1 (se escribió { $got })

## mancala puzzles --plain

plain-help-puzzles =
    c1 (el nombre de un hoyo): probar esa jugada.
    seguir, parar: en una cabeza: probar a seguir sembrando desde ella, o a parar allí.
    tomar d3: probar esa toma extra.
    solución: la respuesta, y cómo jugarla.
    repetir: este problema desde su comienzo.
    siguiente, anterior: el problema siguiente o el anterior.
    problema N: ir al problema N.
    lista: los problemas, marcados los resueltos.
    texto: la tarea de este problema otra vez.
    tablero: el tablero otra vez, fila por fila (tablero cuadrícula: como una cuadrícula de números).
    fila 2: esa fila sola.
    ver c1: ese hoyo solo.
    ayuda: estas órdenes.
    salir: irse (los problemas resueltos se recuerdan).
plain-puzzle-solved-before = { $title } (resuelto antes)
plain-puzzle-done = Este problema está terminado: escribe siguiente para el problema siguiente, o repetir para este otra vez.
plain-puzzle-solution = { $said } Escribe { $action } para jugarla.
plain-puzzle-wrong-tries = { $count } intentos equivocados: escribe solución para ver la respuesta.
plain-puzzle-last = Ese fue el último problema ({ $solved } de { $count } resueltos). Escribe lista para los problemas, problema N para uno de ellos, o salir.
plain-puzzle-first = Este es el primer problema.
plain-puzzle-number = problema lleva un número, 1 a { $count }.

## play --plain con una partida interrumpida (src/plain/resume.rs)

plain-resume-offer = Hay una partida interrumpida que se puede seguir: { $summary }. Escribe seguir para continuarla, descartar para tirarla, o nueva para empezar una partida nueva (la interrumpida se aparta entonces en la carpeta de partidas).
plain-resume-choose = Escribe seguir, descartar o nueva (salir se va, y la partida interrumpida se conserva).
plain-resume-discarded = Se descartó la partida interrumpida.
plain-resume-set-aside = La partida interrumpida se apartó como { $file }: la biblioteca la tiene.
plain-resume-not-set-aside = No se pudo apartar la partida interrumpida: la primera jugada de la partida nueva la moverá a la carpeta de partidas.
plain-resume-kept = La partida interrumpida se conserva.

## mancala --plain: el menú (src/plain/menu.rs)

plain-menu =
    El menú de mancala. Escribe una de estas órdenes:
    jugar: una partida nueva de Hoyito II para dos personas (jugar tsoro: una partida de Tsoro; `jugar hoyito-i` o `jugar hoyito-iii`: los otros juegos del Hoyito; después de tsoro, `heads:0` o `heads:1`, `extra-counters`, `reentered-captures`: sus otras reglas; jugar rondas: una partida de Hoyito a rondas, donde los hoyos sin llenar se cierran; jugar computadora, o jugar computadora:5: contra la computadora, nivel 1 a 9).
    organizar: organizar una partida de Hoyito II por la red, tú con el Sur (organizar tsoro, organizar norte, organizar azar: otro juego o lado); dice la invitación para darle al otro jugador.
    unirse INVITACIÓN: unirse a una partida por la red con la invitación que te dio quien la organiza.
    lecciones: las lecciones de Hoyito II (lecciones tsoro: las de Tsoro).
    problemas: los problemas de Hoyito II (problemas tsoro: los de Tsoro).
    biblioteca: las partidas guardadas y los ejemplos, numerados; luego reproducir N, seguir N, errores N o borrar N.
    reglas: las reglas de Hoyito II (reglas tsoro: las de Tsoro).
    ayuda: este menú otra vez.
    salir: irse.
plain-match-hoyito-only = Una partida a rondas se juega solo en Hoyito (I, II o III), como la recogen las fuentes
plain-menu-back = De vuelta en el menú: jugar, organizar, unirse, lecciones, problemas, biblioteca, reglas, ayuda o salir.
plain-net-waiting = Esperando a que se una; juegas con el { $side }. (salir deja de esperar.)
plain-net-still-waiting = Sigue la espera del otro jugador (salir deja de esperar).
plain-net-gave-up = Ya no se espera: la invitación ya no sirve.
plain-net-no-computer = Una partida por la red es entre dos personas: organizar toma un juego y un lado, no la computadora
plain-menu-not-a-game = { $got } no es un juego: hoyito, hoyito-i, hoyito-iii o tsoro
plain-menu-not-a-command = { $line } no es una orden del menú (ayuda las da).
plain-library-entry = { $number }. { $name }, { $date }: { $game }, { $players }, { $result }, { $count ->
    [one] 1 jugada
   *[other] { $count } jugadas
}.
plain-library-unreadable = { $number }. { $why }
plain-library-commands = Escribe reproducir N para ver la partida N, seguir N para seguir jugándola, errores N para aprender de sus errores, o borrar N para borrarla.
plain-library-list-first = Escribe biblioteca primero: sus números nombran las partidas
plain-library-number = Escribe el número de una partida de la biblioteca, 1 a { $count }
plain-library-delete-question = ¿Borrar { $name }? No se puede deshacer. (sí o no)
plain-library-kept = { $name } no se borró.

## Ctrl-C en el modo sencillo (src/plain/interrupt.rs)

plain-interrupted = Interrumpido.
plain-interrupted-kept = Interrumpido: el guardado automático conserva la partida, y mancala ofrece seguirla.

## El entrenador de errores en líneas (src/plain/mistakes.rs)

plain-help-mistakes =
    c1 (el nombre de un hoyo): probar esa jugada en lugar de la de la partida.
    seguir, parar: en una cabeza: probar a seguir sembrando desde ella, o a parar allí.
    tomar d3: probar esa toma extra.
    solución: la mejor jugada, y la línea que la hace mejor.
    siguiente, anterior: el error siguiente o el anterior.
    otro: los errores del otro jugador.
    texto: este error otra vez.
    tablero: el tablero otra vez, fila por fila (fila 2: esa fila sola; ver c1: ese hoyo solo).
    ayuda: estas órdenes.
    salir: volver a donde se abrieron los errores.
plain-mistakes-judging = Primero se juzgan las { $positions } posiciones de la partida...
plain-mistakes-question = Busca una jugada mejor que { $played } para el { $player }. { $choices }
plain-mistakes-holes = Escribe un hoyo: { $holes }.
plain-mistakes-take = Escribe tomar y un hoyo: { $holes }.
plain-mistakes-head = Escribe seguir o parar.
plain-mistakes-not-a-choice = { $action } no se puede jugar aquí. { $choices }
plain-mistakes-none-commands = Escribe otro para los errores del otro jugador, o salir para volver.
plain-mistakes-last = Ese fue el último error: escribe anterior, otro para los del otro jugador, o salir.
plain-mistakes-first = Este es el primer error.
plain-mistakes-when-over = errores funciona cuando la partida se acabó.
plain-chat-needs-text = decir necesita las palabras: decir TEXTO
plain-chat-no-one = No hay nadie con quien hablar: decir es para una partida por la red.
