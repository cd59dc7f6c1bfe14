# Lo que está mal en el archivo de ajustes (src/config.rs, src/config/lenient.rs).
# Los nombres y valores de los ajustes ("speed", "fast") son del archivo y no se
# traducen.

settings-at = línea { $line }, columna { $column }
settings-all-defaults = { $slip }; se usan todos los ajustes por defecto
settings-twice = "{ $key }" está dos veces (la primera en la línea { $line }); se usa esta última
settings-wrong = "{ $key }" debe ser { $what } (es { $got }); se usa el valor por defecto
settings-must-name = un nombre de 1 a { $max } caracteres imprimibles
settings-must-bool = true o false
settings-must-speed = "slow", "normal" o "fast"
settings-must-theme = "dark" o "light" (el fondo de la terminal)
settings-must-language = "en" o "es"
settings-keys-object = "keys" debe ser un objeto como {"{"} "left": "h" {"}"} (es { $got }); se usan las teclas de siempre
settings-computer-object = "computer" debe ser un objeto como {"{"} "north": 4 {"}"} (es { $got }); los dos lados empiezan como personas
settings-unknown = ajuste desconocido "{ $key }", no se tiene en cuenta (se conocen: "south", "north", "animation", "speed", "ascii", "theme", "language", "keys", "computer", "told_south_behind")
settings-problem = { $at }: { $problem }
settings-not-utf8 = no es texto UTF-8
settings-ignored = No se tienen en cuenta los ajustes de { $path }: { $why }; se usan los valores por defecto.
settings-in = Ajustes de { $path }:
settings-not-saved = No se pudieron guardar los ajustes en { $path }: { $why }
settings-key-digit = { $key } no puede ser una tecla del tablero (las cifras y los espacios están ocupados)
settings-key-command = { $key } ya es la tecla de una orden: { $what }; elige otra
settings-key-taken = { $key } ya es la tecla de { $other }
settings-computer-side = "computer": "{ $side }" debe ser "south" o "north" con el nombre de un nivel, de "easy" a "expert" (o de 1 a 5 como se escribía antes) (es { $got }); ese lado empieza como persona
settings-unknown-key = tecla del tablero desconocida "{ $name }", no se tiene en cuenta (se conocen: left, down, up, right, continue, stop)
settings-key-one-char = keys.{ $name } debe ser un solo carácter (es { $got }); se usa { $usual }
settings-key-refused = keys.{ $name }: { $why }; se usa { $usual }
settings-key-both = keys: { $key } sería la tecla de { $first } y de { $second }; se usan las teclas del tablero de siempre
settings-empty-file = el archivo está vacío: los ajustes deben ser un objeto JSON {"{"} ... {"}"}
settings-not-object = los ajustes deben ser un objeto JSON {"{"} ... {"}"}
settings-after-close = el texto después de la {"}"} final no se tiene en cuenta
settings-bare-word = una palabra debe ir entre comillas dobles
settings-value-missing = falta un valor
settings-ends-early = el archivo se acaba antes de la {"}"} final (se lee lo que venía antes)
settings-name-expected = se esperaba el nombre de un ajuste entre comillas dobles; lo que sigue, hasta la próxima coma, no se tiene en cuenta
settings-name-open = el nombre de un ajuste no se cierra con comillas dobles; el resto del archivo no se tiene en cuenta
settings-colon = se esperaba : después de "{ $key }"; "{ $key }" queda con su valor por defecto
settings-not-json = el valor de "{ $key }" no es JSON: { $why }; "{ $key }" queda con su valor por defecto
settings-comma = se esperaba , entre dos ajustes (se leen los dos)
settings-comma-or-close = se esperaba , o {"}"} después de un ajuste; lo que sigue, hasta la próxima coma, no se tiene en cuenta
