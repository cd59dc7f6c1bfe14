# Las teclas de la pantalla retry: la palabra de cada fila en la línea de teclas, y
# su línea en la ayuda ? (.help).

keys-retry-choose = elegir
    .help = elegir la jugada anterior / siguiente para probar (Izquierda / Derecha; también Tab; un clic en un hoyo la elige)

keys-retry-row = {""}

keys-retry-try = probar
    .help = probar la jugada elegida; también Espacio

keys-retry-mistake = error
    .help = error siguiente / anterior

keys-retry-row-2 = {""}

keys-retry-solution = solución
    .help = ver la mejor jugada y la línea que la hace mejor

keys-retry-other-side = otro lado
    .help = los errores del otro jugador

keys-retry-help = ayuda
    .help = estas teclas

keys-retry-back = volver
    .help = volver a donde se abrieron los errores; también q
