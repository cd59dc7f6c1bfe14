# Las teclas de la pantalla menu: la palabra de cada fila en la línea de teclas, y
# su línea en la ayuda ? (.help).

keys-menu-choose = escoger
    .help = escoger una opción (Tab: la siguiente)

keys-menu-row = {""}

keys-menu-open = abrir
    .help = abrirla; Espacio también

keys-menu-open-an-entry =
    .help = abrir una opción por su número

keys-menu-help = ayuda
    .help = estas teclas

keys-menu-quit = salir
    .help = salir; Esc también

## El menú principal

menu-tagline = Hoyito II y Tsoro, con un amigo o la computadora
menu-new-game = Partida nueva
menu-continue = Seguir una partida guardada
menu-replay = Ver una partida
menu-learn = Aprender las reglas
menu-network = Jugar por la red
menu-settings = Ajustes
menu-quit = Salir
# Los errores del archivo de ajustes no caben todos debajo del menú.
menu-more-lines = { $count ->
    [one] 1 línea más: { $key } muestra el mensaje entero
   *[other] { $count } líneas más: { $key } muestra el mensaje entero
}
