# Lo que dicen `mancala tables build` y `mancala tables status` (src/tables). Las
# opciones y las órdenes se escriben igual en todos los idiomas.

tables-holes-range = --holes debe ser de 4 a 12 (se dio { $holes })
tables-seeds-range = --seeds debe ser un múltiplo de 4 de 8 a { $most } en 2x{ $holes } (se dio { $seeds }): el tablero siempre tiene un múltiplo de 4 semillas
tables-too-big = la capa de { $seeds } semillas en 2x{ $holes } tiene { $boards } tableros, más de los { $most } que caben en un archivo de tabla
# Una línea por capa mientras se construye: "2x6 12 semillas: 1234 tableros, 98.5% exactos, 3 pasadas, 0.12 s, 2.4 KiB".
tables-already-built = 2x{ $holes } { $seeds } semillas: ya construida
tables-rebuilding = 2x{ $holes } { $seeds } semillas: el archivo que hay se rechaza ({ $why }); se construye otra vez
tables-cannot-write = no se puede escribir { $file }: { $why }
tables-built-layer = 2x{ $holes } { $seeds } semillas: { $boards } tableros, { $exact }% exactos, { $sweeps } pasadas, { $seconds } s, { $size }
tables-status = Tablas de finales en { $dir }:
tables-status-layer = Hoyito II 2x{ $holes }, { $seeds } semillas: { $boards } tableros, { $exact }% exactos, { $size }
tables-status-refused = Hoyito II 2x{ $holes }, { $seeds } semillas: rechazada ({ $why }); `mancala tables build --holes { $holes } --seeds { $seeds }` la construye otra vez
tables-none-built = ninguna construida
tables-missing = Faltan en 2x{ $holes }: { $seeds } semillas (`mancala tables build --holes { $holes }`)
# Por qué se rechaza un archivo de tabla.
table-not-a-table = no es un archivo de tabla de finales (no tiene la cabecera { $format })
table-other-version = una tabla de finales de otra versión del formato ({ $version }; este programa lee la { $ours })
table-other-rules = una tabla de finales de otras reglas ({ $rules }), no de Hoyito II 2x{ $holes }
table-other-layer = una tabla de finales de otra capa ({ $seeds } semillas, no { $ours })
table-wrong-boards = una tabla de finales dañada (dice { $boards } tableros; la capa tiene { $ours })
table-truncated = una tabla de finales cortada o dañada ({ $bytes } bytes de cotas; la capa necesita { $needs })
table-bad-checksum = una tabla de finales dañada (su suma de control no coincide)
table-bad-bound = una tabla de finales dañada (una cota fuera de rango)
