# Las frases del registro: lo que hizo una jugada, según los sucesos del motor.

# "El Sur sembró c1: 5 vueltas" ($player es siempre un lado: "el Sur", "al Norte") (origin: un hoyo, o log-the-head).
log-sowed = El { $player } sembró { $origin }: { $laps ->
    [one] 1 vuelta
   *[other] { $laps } vueltas
}
log-continued = El { $player } siguió desde { $origin }: { $laps ->
    [one] 1 vuelta
   *[other] { $laps } vueltas
}
log-the-head = la cabeza
log-ended-in = { $sowing }, terminó en { $hole }.
log-reached-head = { $sowing }, llegó a la cabeza ocupada { $hole } ({ $amount }): ¿seguir o parar?
log-reached-head-told = { $sowing }, llegó a la cabeza ocupada { $hole } ({ $amount }).
log-endless = { $sowing }: la siembra volvió a una vuelta ya jugada después de { $laps } vueltas, así que la jugada termina en { $hole } sin captura (regla de la siembra sin fin).
log-stopped = El { $player } paró en la cabeza { $hole }.
# Una captura dicha después de la siembra que la hizo: "El Sur sembró f1: 1 vuelta, y el Sur capturó ...";
# sola, su primera letra va en mayúscula ("El Sur capturó ...").
log-and = { $sowing }, y { $capture }
log-casa = el { $player } capturó la casa de { $hole } ({ $amount }).
log-casa-again = el { $player } capturó la casa de { $hole } ({ $amount }) y juega otra vez.
log-casa-chain = el { $player } capturó la casa de { $hole } y la cadena { $chain } ({ $amount }).
log-casa-chain-again = el { $player } capturó la casa de { $hole } y la cadena { $chain } ({ $amount }) y juega otra vez.
log-en-passant = el { $player } capturó { $holes } al paso ({ $amount }).
log-last-four = el { $player } también se llevó las últimas ({ $amount }) y la partida termina.
log-column = el { $player } capturó la columna { $column } ({ $amount }).
log-column-picks = el { $player } capturó la columna { $column } ({ $amount }) y tiene { $count ->
    [one] 1 toma extra
   *[other] { $count } tomas extra
}.
log-reentered = el { $player } capturó la columna { $column } ({ $amount }) y la volvió a sembrar en sus propias filas.
log-picked = el { $player } tomó { $holes } ({ $amount }).
log-forced-pick = el { $player } también tomó { $holes } ({ $amount }): no se podía tomar ningún otro hoyo.
log-row-at-repetition = el { $player } se lleva lo que queda en su fila: { $amount }.
log-passed = El { $player } no tiene { $units } y pasa.
log-still-picks = Al { $player } todavía le { $count ->
    [one] queda 1 toma extra
   *[other] quedan { $count } tomas extra
}.
log-repetition = La misma posición por tercera vez: la partida termina.
