# Lo que está mal en un archivo de partida (src/record.rs). Los nombres de campos y
# los valores citados del archivo (rules.game, "hoyito-ii") son del archivo y no se
# traducen.

record-empty = el archivo está vacío
record-blank = el archivo solo tiene espacios en blanco, ninguna partida
record-not-utf8 = no es texto UTF-8 (byte no válido en la posición { $offset })
record-syntax = línea { $line }, columna { $column }: error de sintaxis JSON: { $message }
record-start = "start": { $why }
record-action = jugada { $number } "{ $text }": { $why }
record-shown-list = una lista de { $count } elementos
record-shown-object = un objeto de { $count } claves
record-range-two = { $lo } o { $hi }
record-range = un número entero de { $lo } a { $hi }
record-rules-field = rules.{ $key } debe ser { $range } (es { $got })
record-missing = falta el campo "{ $field }"
record-missing-game = falta el campo "rules.game" ("hoyito-ii" o "tsoro")
record-missing-format = falta el campo "format" (se espera "{ $format }")
record-must-be-object = { $field } debe ser un objeto (es { $got })
record-head-holes = { $field } debe ser una lista de cuatro nombres de hoyos, dos en cada fila exterior, como ["a1", "b1", "h4", "g4"] (es { $got })
record-rules-flag = rules.{ $key } debe ser true o false (es { $got })
record-unknown-game = juego desconocido { $got } en "rules.game" (se espera "hoyito-i", "hoyito-ii", "hoyito-iii" o "tsoro")
record-player-name = players.{ $side } debe ser un texto (es { $got })
record-computers = "players.computer" debe ser un objeto como {"{"}"north": 4{"}"} (es { $got })
record-computer-level = "players.computer.{ $side }" debe ser el nombre de un nivel, de "easy" a "expert", o de 1 a 5 como se escribía antes (es { $got })
record-side = { $field } debe ser "south" o "north" (es { $got })
record-end = result.end debe ser "all-captured", "no-legal-move" o "repetition" (es { $got })
record-nothing = nada
record-captured-count = { $field }.{ $side } debe ser una cantidad de { $kind ->
    [tsoro] piedras
   *[hoyito-ii] semillas
} (es { $got })
record-board-rows = "start.board" debe ser una lista de filas (es { $got })
record-board-row = la fila { $row } de "start.board" debe ser una lista de cantidades (es { $got })
record-board-hole = el hoyo { $hole } de la fila { $row } de "start.board" debe ser una cantidad de { $kind ->
    [tsoro] piedras
   *[hoyito-ii] semillas
}, 0 o más (es { $got })
record-opening = "opening" debe ser un objeto como {"{"}"book": "hoyito-2x6", "line": 37{"}"} (es { $got })
record-opening-book = "opening.book" debe ser el nombre de un libro (es { $got })
record-opening-line = "opening.line" debe ser un número de línea, 1 o más (es { $got })
record-opening-no-start = "opening" nombra el libro del que viene una posición inicial, pero la partida no tiene "start"
record-not-object = una partida debe ser un objeto JSON (es { $got })
record-format = format es { $got }, se espera "{ $format }"
record-newer = la versión { $version } del archivo es más nueva que la que lee este programa (versión { $reads }); hace falta un mancala-tui más nuevo
record-version = version debe ser { $reads } (es { $got })
record-actions-list = actions debe ser una lista (es { $got })
record-action-string = la jugada { $number } debe ser un texto (es { $got })
record-marks = marks debe ser un objeto, como lo escribe mancala analyse --annotate (es { $got })
record-result-differs = la partida dice que el resultado es { $stated }, pero sus jugadas dan { $actual }
record-result-not-over = la partida dice que el resultado es { $stated }, pero después de sus jugadas la partida no ha terminado
record-stated = { $winner ->
    [south] gana el Sur
    [north] gana el Norte
   *[none] empate
} por { $end }, { $south } a { $north } capturadas

# Cómo nombra un mensaje la partida leída de la entrada estándar (`-`).
record-standard-input = la entrada estándar
record-comments-list = "comments" debe ser una lista como [{"{"}"action": 3, "text": "..."{"}"}] (es { $got })
record-comment-action = "comments", elemento { $number }: "action" debe ser el número de una de las { $count } jugadas de la partida (es { $got })
record-comment-long = "comments", elemento { $number }: el texto tiene más de { $most } caracteres
record-comment-text = "comments", elemento { $number }: "text" debe ser un texto (es { $got })
record-key-twice = la clave "{ $key }" está dos veces en un mismo objeto
# Las palabras del lector de JSON para un error de sintaxis (json_words en
# src/store/record.rs): las suyas son inglesas, aquí van en español.
json-eof-list = el archivo se acaba dentro de una lista
json-eof-object = el archivo se acaba dentro de un objeto
json-eof-string = el archivo se acaba dentro de un texto
json-eof-value = el archivo se acaba donde se esperaba un valor
json-expected-colon = se esperaba `:`
json-expected-comma-or-bracket = se esperaba `,` o `]`
json-expected-comma-or-brace = se esperaba `,` o `{"}"}`
json-expected-word = se esperaba true, false o null
json-expected-value = se esperaba un valor
json-expected-quote = se esperaba `"`
json-invalid-escape = un escape no válido
json-invalid-number = un número no válido
json-number-range = un número fuera de rango
json-invalid-unicode = un carácter Unicode no válido
json-key-string = una clave debe ir entre comillas
json-trailing-comma = una coma de más al final
json-trailing-characters = hay texto después del final
json-too-deep = demasiadas listas u objetos uno dentro de otro
json-control-character = un carácter de control dentro de un texto
json-other = no es JSON válido

# El reloj de un registro y una partida que terminó un jugador (abandono, tiempo).
record-clock-number = clock.{ $key } debe ser un número (es { $got })
record-clock-spent = el elemento { $number } de clock.spent debe ser un número entero de milisegundos (es { $got })
record-clock-list = clock.spent debe ser una lista de milisegundos, a lo sumo uno por cada una de las { $count } acciones del registro (es { $got })
record-two-endings = un registro dice "resigned" u "out_of_time", no los dos
record-ending-after-end = el registro dice { $key }, pero sus acciones ya terminan la partida
clock-shape = un reloj se escribe minutos+segundos, como 5+3 o 0.5+2
clock-minutes = los minutos deben ser un número mayor que 0, a lo sumo { $most } (como 5 o 0.5)
clock-increment = los segundos que se suman tras cada turno deben ser un número de 0 a { $most }

# Una partida a rondas (format "mancala-match"), src/store/record/rounds.rs.
record-is-match = este archivo guarda una partida a rondas (format "mancala-match"), no un juego suelto
match-is-game = este archivo guarda un juego suelto (format "mancala-record"), no una partida a rondas
match-not-hoyito = solo Hoyito I, II y III se juegan como partida a rondas, no "{ $game }"
match-rounds-list = rounds debe ser una lista de rondas, cada una una lista de acciones (es { $got })
match-round-list = la ronda { $round } debe ser una lista de acciones (es { $got })
match-round = ronda { $round }: { $why }
match-round-unfinished = la ronda { $round } no termina en su última acción, y sin embargo sigue otra ronda
match-round-over = ronda { $round }, acción { $number }: la ronda ya terminó
match-result = { $winner ->
    [south] ganó el Sur
   *[north] ganó el Norte
} tras { $rounds } rondas
match-result-differs = el registro dice { $stated }, pero sus rondas dan: { $actual }
match-result-not-over = el registro dice { $stated }, pero sus rondas dejan la partida sin terminar
match-result-rounds = result.rounds debe ser un número entero desde 1 (es { $got })
match-no-notation = la notación de posiciones no puede escribir los hoyos cerrados en esta ronda: pide --json
