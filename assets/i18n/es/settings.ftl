# Las teclas de la pantalla settings: la palabra de cada fila en la línea de teclas, y
# su línea en la ayuda ? (.help).

keys-settings-choose = escoger
    .help = escoger un ajuste (Tab: el siguiente)

keys-settings-row = {""}

keys-settings-change = cambiar
    .help = cambiarlo; Espacio también

keys-settings-row-2 = {""}

keys-settings-change-a-name =
    .help = cambiar un nombre

keys-settings-on-a-key = en una tecla: pulsa otra
    .help = en una tecla: luego pulsa la tecla que quieres usar en su lugar

keys-settings-these-keys =
    .help = estas teclas

keys-settings-back = volver
    .help = volver al menú (los cambios se guardan en cuanto los haces); q también, fuera de los nombres

## Las filas de los ajustes: nombre, valor y nota

settings-south-name = Nombre del Sur
settings-south-name-note = las partidas nuevas empiezan con él
settings-north-name = Nombre del Norte
settings-animation = Animación
settings-animation-note = la siembra paso a paso
settings-animation-off-for-run = apagada por --no-animation
settings-speed = Velocidad
# El valor escrito en el archivo de ajustes: slow, normal o fast.
settings-speed-value = { $speed ->
    [slow] lenta
    [fast] rápida
   *[normal] normal
}
settings-speed-note = de la animación
settings-ascii = Solo ASCII
settings-ascii-note = para terminales sin líneas Unicode
settings-ascii-on-for-run = activado por --ascii
settings-background = Fondo
# El valor escrito en el archivo de ajustes: dark o light.
settings-background-value = { $palette ->
    [light] claro
   *[dark] oscuro
}
settings-background-note = el de la terminal, para los colores
settings-language = Idioma
# Los nombres de los idiomas van en su propio idioma; la nota nombra la fila en inglés.
settings-language-note = las palabras del programa (language)
settings-key = Tecla: { $name }
settings-key-instead = en vez de { $key }
settings-reset = Volver a los ajustes de fábrica
# El valor de un interruptor, aquí y en el formulario de partida nueva.
switch-on = sí
switch-off = no
# Lo que hace una tecla del tablero, por su nombre en el archivo de ajustes.
board-key = { $name ->
    [left] izquierda
    [down] abajo
    [up] arriba
    [right] derecha
    [continue] seguir
   *[stop] parar
}

## Lo que dice un cambio

settings-press-a-key = pulsa una tecla
settings-press-the-key = Pulsa la tecla para { $name } ({ $esc }: dejar { $key }).
settings-not-changed = Sin cambios.
settings-saved = Guardado en { $folder }.
settings-not-saved-no-folder = No se guardó: no hay carpeta de ajustes (HOME no está definida).

## Escribir, dicho donde se nombran teclas (la línea de teclas del formulario y de los ajustes)

key-letters = letras
key-type = escribe
