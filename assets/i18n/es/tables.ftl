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
# Las tablas del Tsoro, un archivo por cada total de piedras (src/tables/tsoro_file.rs).
tables-tsoro-holes = las tablas del Tsoro se construyen para tableros de 6 a { $most } hoyos por fila (se dio { $holes }): un tablero mayor tiene demasiadas posiciones para que sirvan las pocas piedras de las tablas
tables-tsoro-stones-range = --stones debe ser de 0 a { $most } en Tsoro 4x{ $holes } (se dio { $stones }): las posiciones de más no cabrían en un archivo de tabla
tables-tsoro-already-built = Tsoro 4x{ $holes } { $stones } { $stones ->
    [one] piedra
   *[other] piedras
}: ya construida
tables-tsoro-rebuilding = Tsoro 4x{ $holes } { $stones } { $stones ->
    [one] piedra
   *[other] piedras
}: el archivo que hay se rechaza ({ $why }); se construye otra vez
tables-tsoro-built = Tsoro 4x{ $holes } { $stones } { $stones ->
    [one] piedra
   *[other] piedras
}: { $positions } { $positions ->
    [one] posición
   *[other] posiciones
}, { $won } { $won ->
    [one] ganada
   *[other] ganadas
}, { $lost } { $lost ->
    [one] perdida
   *[other] perdidas
}, { $round } { $round ->
    [one] da vueltas
   *[other] dan vueltas
}, { $seconds } s, { $size }
tables-tsoro-too-long = una victoria o derrota de { $stones } { $stones ->
    [one] piedra
   *[other] piedras
} es demasiado larga para un archivo de tabla
tables-status-tsoro = Tsoro 4x{ $holes } ({ $picks } { $picks ->
    [one] toma extra
   *[other] tomas extra
}, { $heads } { $heads ->
    [one] cabeza
   *[other] cabezas
}), { $stones } { $stones ->
    [one] piedra
   *[other] piedras
}: { $positions } { $positions ->
    [one] posición
   *[other] posiciones
}, { $decided }% decididas, { $size }
tables-status-tsoro-refused = Tsoro 4x{ $holes } ({ $picks } { $picks ->
    [one] toma extra
   *[other] tomas extra
}, { $heads } { $heads ->
    [one] cabeza
   *[other] cabezas
}), { $stones } { $stones ->
    [one] piedra
   *[other] piedras
}: rechazada ({ $why }); `mancala tables build tsoro` la construye otra vez
tables-tsoro-missing = Faltan en Tsoro 4x6: { $stones } { $stones ->
    [one] piedra
   *[other] piedras
} (`mancala tables build tsoro`)
table-other-rules-tsoro = una tabla de finales de otras reglas ({ $rules }), no de Tsoro 4x{ $holes } con { $picks } { $picks ->
    [one] toma extra
   *[other] tomas extra
} y { $heads } { $heads ->
    [one] cabeza
   *[other] cabezas
}
table-other-total = una tabla de finales de otro total ({ $stones } { $stones ->
    [one] piedra
   *[other] piedras
}, no { $ours })
table-wrong-positions = una tabla de finales dañada (dice { $positions } { $positions ->
    [one] posición
   *[other] posiciones
}; el total tiene { $ours })
table-truncated-values = una tabla de finales cortada o dañada ({ $bytes } bytes de valores; el total necesita { $needs })
# La barra de progreso mientras se construye: "2x6 20 semillas [#####.....] 25%, quedan unos 2 min 0 s".
tables-progress = { $part } [{ $bar }] { $percent }%
tables-progress-left = { $part } [{ $bar }] { $percent }%, quedan unos { $left }
tables-seconds = { $seconds } s
tables-minutes = { $minutes } min { $seconds } s
tables-part-hoyito = 2x{ $holes } { $seeds } semillas
tables-part-tsoro = Tsoro 4x{ $holes } { $stones } { $stones ->
    [one] piedra
   *[other] piedras
}
# Qué tablas usa un juicio o una búsqueda: "con las tablas de finales hasta 12 semillas".
tables-with = con las tablas de finales hasta { $amount }
tables-without = sin tablas de finales
tables-none-for-rules = sin tablas de finales (se construyen para el Hoyito II y para el Tsoro con 1 o 2 cabezas y ninguna otra opción, no para { $rules })
# La computadora de la pantalla de juego construye las tablas pequeñas de un tablero en segundo plano, y lo dice.
tables-building = Construyendo las tablas de finales de { $board } hasta { $amount } en { $dir }, en segundo plano (unos segundos), para que la computadora juegue esos finales a la perfección.
tables-built-background = Las tablas de finales de { $board } hasta { $amount } están construidas: { $size } en { $seconds } s.
tables-build-failed = No se pudieron construir las tablas de finales de { $board }: { $why }
