# La ayuda de la línea de órdenes (mancala --help, mancala play --help) en español. El
# inglés es el de los comentarios de src/cli.rs; aquí hay un mensaje por orden
# (cli-ORDEN) y por argumento (cli-ORDEN-ARGUMENTO). Las opciones (--holes), los
# juegos (hoyito, tsoro) y las órdenes que se escriben no se traducen; computadora,
# los niveles (difícil) y los comienzos (equilibrado) se leen en los dos idiomas.

cli = Hoyito II y Tsoro, dos juegos de mancala, para jugar, repasar y aprender en la terminal.
cli-ascii = Dibujar solo con caracteres ASCII.
cli-no_animation = Mostrar cada jugada de una vez en lugar de animar la siembra.
cli-lang = El idioma de esta vez, en o es (si no, el "language" de los ajustes; si no, LC_ALL / LC_MESSAGES / LANG; si no, inglés).
cli-check = Repasar una partida guardada con las reglas e imprimir la posición a la que llega.
cli-check-file = El archivo de partida, o - para la entrada estándar.
cli-check-json = Imprimir la posición como JSON (un objeto) en lugar de texto.
cli-check-notation = Imprimir la posición en una línea, en la notación de posiciones, en lugar de texto.
cli-play = Jugar una partida en la terminal: dos personas en un teclado, o contra la computadora.
cli-play-game = El juego (por defecto: hoyito).
cli-play-holes = Hoyos por fila: de 4 a 12 en Hoyito II (por defecto 6), de 6 a 21 en Tsoro (por defecto 21).
cli-play-bonus_picks = Tsoro: hoyos del contrario que se toman después de una captura de columna, de 0 a 3 (por defecto 2).
cli-play-heads = Tsoro: cabezas por jugador, 1 o 2 (por defecto 2).
cli-play-south = El nombre del Sur, o `computadora[:NIVEL]` para la computadora (NIVEL de 1 a 5 o fácil, tranquilo, medio, difícil, experto; por defecto medio).
cli-play-north = El nombre del Norte, o `computadora[:NIVEL]` para la computadora (como en --south).
cli-play-opening = Cómo empieza la partida: habitual, o equilibrado (una posición sacada de un libro que una búsqueda profunda juzga a pocas semillas del empate; Hoyito II 2x6 y 2x12).
cli-play-load = Seguir la partida guardada en este archivo.
cli-play-plain = Texto sencillo en lugar de la pantalla, para lectores de pantalla y programas: el tablero en líneas, cada jugada dicha en una frase, y órdenes escritas (c1, parar, tomar d3, pista, deshacer, guardar NOMBRE, tablero, ayuda, salir; también en inglés) desde una terminal o una tubería.
cli-replay = Ver otra vez una partida guardada, jugada a jugada y vuelta a vuelta.
cli-replay-file = El archivo de partida.
cli-replay-plain = Texto sencillo en lugar de la pantalla, para lectores de pantalla y programas: cada jugada dicha en una frase, paso a paso con órdenes escritas (siguiente, atrás, ir N, fin, tablero, ayuda, salir).
cli-learn = Aprender un juego jugando las posiciones que enseñan cada regla.
cli-learn-game = El juego (por defecto: hoyito).
cli-learn-lesson = Abrir esta lección (1 es la primera).
cli-learn-plain = Texto sencillo en lugar de la pantalla, para lectores de pantalla y programas: el texto, la tarea y el tablero de cada lección en líneas, y respuestas escritas (c1, seguir, parar, tomar d3; siguiente, repetir, lista, lección N, ayuda, salir).
cli-puzzles = Resolver problemas: posiciones en las que una jugada (o una respuesta en una cabeza, o unas tomas extra) es claramente la mejor, según la búsqueda del programa.
cli-puzzles-game = El juego (por defecto: hoyito).
cli-puzzles-puzzle = Abrir este problema (1 es el primero).
cli-hint = Proponer una jugada para la posición después de una partida: la jugada sola en la primera línea, luego su evaluación y el juego que se espera después.
cli-hint-file = El archivo de partida, o - para la entrada estándar.
cli-hint-level = Pensar como este nivel de la computadora: de 1 a 5 o fácil, tranquilo, medio, difícil, experto (por defecto: experto).
cli-hint-millis = Pensar tantos milisegundos (por defecto: el tiempo del nivel).
cli-hint-nodes = Visitar como mucho tantas posiciones: la misma respuesta en cualquier máquina.
cli-hint-json = Imprimir un objeto JSON: "action", "score", "proven", "line" (y más claves).
cli-analyse = Juzgar cada jugada de una partida: la evaluación antes y después, la mejor jugada allí, los errores, y un resumen por jugador.
cli-analyse-file = El archivo de partida, o - para la entrada estándar.
cli-analyse-millis = Milisegundos para pensar en cada posición (por defecto: un número de posiciones).
cli-analyse-nodes = Visitar como mucho tantas posiciones en cada posición (por defecto 100000): la misma respuesta en cualquier máquina.
cli-analyse-max_seconds = Unos tantos segundos para la primera búsqueda de cada posición (por defecto 30, a un ritmo fijo, así que igual en cualquier máquina): las posiciones de una partida larga se buscan menos cada una, y la salida lo dice.
cli-analyse-json = Un objeto JSON: el antes, el después, la mejor jugada y el juicio de cada jugada, y el resumen por jugador.
cli-analyse-annotate = Escribir además en este archivo una copia de la partida con las marcas del juez (su campo "marks", cada jugada como la da --json); nunca encima de la partida leída, ni encima de un archivo que ya existe sin --force.
cli-analyse-force = Con --annotate: reemplazar SALIDA si ya existe.
cli-rules = Imprimir las reglas completas de un juego (las de los dos si no se nombra ninguno).
cli-rules-game = El juego (por defecto: los dos).
cli-tables = Tablas de finales de Hoyito II y del Tsoro: el juego perfecto en los finales con pocas semillas.
cli-tables-build = Construir tablas de finales en la carpeta de tablas de la carpeta de datos: las capas de Hoyito II desde 8 semillas (2x6 hasta 12 semillas por defecto, 2x4 entero), o los totales de piedras del Tsoro desde ninguna (4x6 hasta 8 piedras por defecto).
cli-tables-build-game = El juego (por defecto: hoyito).
cli-tables-build-holes = Hoyos por fila: de 4 a 12 en Hoyito II, de 6 a 12 en el Tsoro (por defecto 6).
cli-tables-build-seeds = Hoyito II: la capa de arriba, un múltiplo de 4 (por defecto: 32 en 2x4, 12 en los demás).
cli-tables-build-stones = Tsoro: como mucho tantas piedras en el tablero (por defecto 8; como mucho 10 en 4x6).
cli-tables-status = Mostrar las tablas construidas, su tamaño, y lo que falta.
cli-completions = Imprimir un script de completado para la shell (el README dice dónde va).
cli-completions-shell = La shell: bash, zsh, fish, powershell o elvish.
cli-man = Imprimir la página del manual (roff): `mancala man | man -l -`; `mancala man play` para la página de una orden.
cli-man-command = Una orden, para su propia página (`mancala-play(1)`); ninguna: la página del programa.
cli-help-flag = Mostrar la ayuda
cli-version-flag = Mostrar la versión
cli-help-command = Mostrar la ayuda de esta orden o de la orden dada
cli-heading-usage = Uso:
cli-heading-commands = Órdenes
cli-heading-arguments = Argumentos
cli-heading-options = Opciones
cli-value-hoyito = Hoyito II, dos filas (República Dominicana)
cli-value-tsoro = Tsoro, cuatro filas (shona, Zimbabue)
cli-value-usual = El comienzo de siempre: todos los hoyos llenos, empieza el Sur
cli-value-balanced = Un comienzo sacado de un libro de posiciones que una búsqueda profunda juzga a pocas semillas del empate (Hoyito II 2x6 y 2x12)
# Los errores de la línea de órdenes, dichos por src/cli_errors.rs con los datos que
# clap da de cada uno (en inglés los dice clap).
cli-error-prefix = error:
cli-error-invalid-value = valor no válido '{ $value }' para '{ $arg }'
cli-error-value-required = '{ $arg }' necesita un valor y no se dio ninguno
cli-error-possible-values = valores posibles: { $values }
cli-error-unknown-argument = argumento inesperado '{ $arg }'
cli-error-unknown-command = orden desconocida '{ $command }'
cli-error-missing-arguments = faltan estos argumentos obligatorios:
cli-error-missing-command = '{ $command }' necesita una orden y no se dio ninguna
cli-error-commands = órdenes: { $commands }
cli-error-used-twice = el argumento '{ $arg }' no se puede usar más de una vez
cli-error-conflict = el argumento '{ $arg }' no se puede usar junto con { $other }
cli-error-conflict-any = el argumento '{ $arg }' no se puede usar junto con los otros argumentos dados
cli-error-too-many = valor de más '{ $value }' para '{ $arg }': no se esperaban más
cli-error-too-few = '{ $arg }' necesita { $min } valores y solo se dieron { $got }
cli-error-wrong-number = '{ $arg }' necesita { $expected } valores y se dieron { $got }
cli-error-no-equals = hace falta un signo = para dar un valor a '{ $arg }'
cli-error-not-utf8 = un argumento no es texto UTF-8 válido
cli-error-other = la línea de órdenes no es válida
cli-error-similar-argument = consejo: hay un argumento parecido: { $names }
cli-error-similar-command = consejo: hay una orden parecida: { $names }
cli-error-similar-value = consejo: hay un valor parecido: { $names }
cli-error-more = Para más información, prueba '{ $help }'.
cli-heading-values = Valores posibles:
# Los valores de --opening en español (los ingleses, usual y balanced, se leen también).
cli-value-name-usual = habitual
cli-value-name-balanced = equilibrado
# Lo que es el valor de cada argumento en la ayuda: --holes <HOYOS>, [JUEGO].
cli-placeholder-options = OPCIONES
cli-placeholder-command = ORDEN
cli-placeholder-game = JUEGO
cli-placeholder-file = ARCHIVO
cli-placeholder-holes = HOYOS
cli-placeholder-bonus_picks = TOMAS
cli-placeholder-heads = CABEZAS
cli-placeholder-south = NOMBRE|computadora[:NIVEL]
cli-placeholder-north = NOMBRE|computadora[:NIVEL]
cli-placeholder-opening = habitual|equilibrado
cli-placeholder-load = ARCHIVO
cli-placeholder-lesson = NÚMERO
cli-placeholder-puzzle = NÚMERO
cli-placeholder-level = NIVEL
cli-placeholder-millis = MS
cli-placeholder-nodes = POSICIONES
cli-placeholder-max_seconds = SEGUNDOS
cli-placeholder-annotate = SALIDA
cli-placeholder-seeds = SEMILLAS
cli-placeholder-stones = PIEDRAS
cli-placeholder-lang = en|es
# Los nombres de las secciones de la página del manual (mancala man).
cli-man-name = Nombre
cli-man-synopsis = Sinopsis
cli-man-description = Descripción
cli-man-version = Versión
cli-man-authors = Autores
