# Los mensajes propios de la línea de órdenes (src/main.rs). Las opciones (--holes)
# y las órdenes (mancala check ARCHIVO) se escriben igual en todos los idiomas.

cli-number-range = { $flag } debe ser de 1 a { $count } en { $game }
cli-no-data-folder = no hay carpeta de datos: define HOME o XDG_DATA_HOME
cli-built-in = Construidas en { $dir }
cli-tsoro-only = --bonus-picks y --heads son solo del Tsoro
cli-hoyito-only = --rules elige entre los juegos del Hoyito (hoyito-i, hoyito-ii, hoyito-iii), no es una regla del Tsoro
cli-head-holes-not-a-hole = { $name } no es el nombre de un hoyo (como a1 o h4)
cli-head-holes-four = hacen falta cuatro hoyos, dos de la fila exterior de cada jugador, como a1,b1,h4,g4
cli-opening-refused = --opening equilibrado: { $why }; quita --opening para empezar como siempre
cli-cannot-write = no se puede escribir la salida: { $why }
cli-needs-terminal = esta orden necesita una terminal (prueba `mancala check ARCHIVO` para una partida)
cli-terminal-error = error de la terminal: { $why }
# Valores rechazados en la línea de órdenes (src/cli.rs y src/level.rs).
cli-languages = los idiomas son en y es
cli-out-of-range = { $value } no está entre { $lo } y { $hi }
cli-not-a-number = hace falta un número entero de { $lo } a { $hi }
cli-holes = los hoyos por fila deben ser de { $hoyito_lo } a { $hoyito_hi } en Hoyito II o de { $tsoro_lo } a { $tsoro_hi } en Tsoro
cli-level = el nivel debe ser de 1 a 9 o fácil, tranquilo, firme, sólido, medio, hábil, astuto, difícil, experto (se dio { $got })
cli-tables-seeds-or-stones = --seeds cuenta las semillas de Hoyito II, --stones las piedras del Tsoro: da la del juego que se construye
cli-not-a-count = hace falta un número entero
cli-count-too-large = demasiado grande (como mucho { $most })
cli-load-not-found = { $file }: no hay tal partida aquí ni en la carpeta de partidas ({ $games }); `mancala` lista las partidas guardadas en «Seguir una partida guardada»
cli-load-not-found-here = { $file }: no existe ese archivo
# `mancala man NOMBRE` para un NOMBRE que no es una orden.
cli-no-such-page = no hay ninguna orden { $command } (las órdenes: { $commands })
cli-plain-commands = --plain va con el menú (`mancala --plain`) y con `play`, `replay`, `learn`, `puzzles` y `analyse`
cli-match-hoyito-only = --match: una partida a rondas se juega solo en Hoyito (I, II o III), como la recogen las fuentes
