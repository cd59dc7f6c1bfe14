# Las teclas de la pantalla new-game: la palabra de cada fila en la línea de teclas, y
# su línea en la ayuda ? (.help).

keys-new-game-field = campo
    .help = el campo de arriba / de abajo (Tab: el de abajo)

keys-new-game-row = {""}

keys-new-game-change = cambiar
    .help = cambiar el campo (Espacio también, fuera de los nombres)

keys-new-game-row-2 = {""}

keys-new-game-type-a-name = escribe un nombre
    .help = escribe un nombre (la primera letra reemplaza el que se ve)

keys-new-game-take-the-name =
    .help = borrar la última letra del nombre

keys-new-game-start = empezar
    .help = empezar la partida

keys-new-game-help = ayuda
    .help = estas teclas

keys-new-game-back = volver
    .help = volver al menú (q también, fuera de los nombres)

## El formulario de partida nueva: el nombre de cada campo, y los valores en palabras

new-game-game = Juego
new-game-board = Tablero
new-game-bonus-picks = Tomas extra
new-game-heads = Cabezas
new-game-heads-none = ninguna
new-game-rules = Reglas
new-game-rules-hoyito-ii = II: la cadena de cuatros, un turno extra
new-game-rules-hoyito-i = I: cada 4 que deja una semilla se toma; sin cadena
new-game-rules-hoyito-iii = III: sin cadena; un turno extra
new-game-extra-counters = Piedras extra
new-game-extra-counters-off = ninguna
new-game-extra-counters-on = 3 en el hoyo exterior de más a la derecha
new-game-match = Partida
new-game-match-single = una sola
new-game-match-rounds = a rondas: un hoyo sin llenar se cierra
new-game-captures = Capturas
new-game-captures-leave = salen del tablero
new-game-captures-sown-back = se vuelven a sembrar
new-game-south-plays = Juega el Sur
new-game-south-name = Nombre del Sur
new-game-north-plays = Juega el Norte
new-game-north-name = Nombre del Norte
new-game-you-play = Tu lado
new-game-opening = Comienzo
new-game-clock = Reloj
new-game-no-clock = sin reloj
# $control como lo toma --clock: 5+3.
new-game-clock-value = { $control } ({ $minutes ->
    [one] 1 minuto
   *[other] { $minutes } minutos
} cada uno, { $seconds ->
    [0] sin sumar nada
    [one] 1 segundo más
   *[other] { $seconds } segundos más
} tras cada turno)
new-game-animation = Animación
new-game-start = Empezar la partida
new-game-a-person = una persona
# La puntuación del nivel en la escalera, greedy en 1000 (docs/computer.md).
new-game-computer-at = computadora, { $number } { $level } (unos { $rating })
new-game-south-moves-first = Sur (juega primero)
new-game-usual = el de siempre
new-game-balanced = equilibrado
new-game-usual-because = el de siempre ({ $why })
# Por qué el comienzo es el de siempre (el formulario, y --opening en la línea de órdenes).
openings-none-for-tsoro = el Tsoro no tiene otro comienzo
openings-hoyito-sizes-only = equilibrado solo en el Hoyito II { $sizes }
openings-and = {" "}y{" "}
# Una línea de un libro que termina la partida (un libro se comprueba al leerlo; esta es su falta).
openings-line-over = la partida está terminada allí
# Se dice una vez, contra la computadora, cuando el Sur empieza en desventaja (la pantalla de juego, el modo simple).
openings-south-behind = El Sur, que juega primero, empieza en desventaja en 2x{ $holes }: { $how }.
openings-how-command-line = con --south computadora (juegas con el Norte) o --opening equilibrado se empieza de otra manera
openings-how-form = Partida nueva deja escoger el Norte o un comienzo equilibrado
openings-how-command-line-match = con --south computadora (juegas con el Norte) se empieza de otra manera
openings-how-form-match = Partida nueva deja escoger el Norte
