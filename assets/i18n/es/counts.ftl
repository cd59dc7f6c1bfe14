# Las palabras de mancala-tui en español, para jugadores dominicanos: semillas en el
# hoyito, piedras en el tsoro. Cada mensaje de en.ftl está aquí con los mismos
# argumentos (pruebas: i18n::tests). La notación de las partidas (c1, stop, xd3) no
# se traduce.

## Cantidades, con las palabras de cada juego

seeds = { $count ->
    [one] 1 semilla
   *[other] { $count } semillas
}
stones = { $count ->
    [one] 1 piedra
   *[other] { $count } piedras
}
