# Jugar por la red: conexiones, invitaciones y lo que envió el otro lado.

net-error-http = es un navegador web o un cliente HTTP, no un programa de mancala
net-error-stranger = no es un programa de mancala
net-error-protocol = el otro lado habla el protocolo de red { $theirs } y este programa habla el { $ours }: usen la misma versión de mancala en los dos lados
net-error-secret = el secreto no coincide: revisa la invitación o pide una nueva
net-error-garbled = el otro lado envió algo que este programa no lee ({ $what })
net-error-slow = el otro lado tardó demasiado en responder
net-error-closed = el otro lado cerró la conexión
net-error-broken = la conexión se cortó: { $error }
net-error-no-host = nadie ofrece una partida en esa dirección y puerto (todavía)

# En una partida por la red.
net-refused = Se rechazó una conexión desde { $peer }: { $why }.
net-refuse-program = el anfitrión usa mancala { $host } y el otro lado { $joiner }: usen la misma versión en los dos lados
net-refuse-other-game = volvió a otra partida distinta de esta
net-back = { $name } volvió: la partida sigue.
net-chat = { $name } dice: { $text }
net-left = { $name } dejó la partida.
net-lost = Se perdió la conexión con { $name } ({ $why }).
net-wait-return = La partida espera aquí a que vuelva a unirse con la misma invitación.
net-join-again = La partida se guarda: ejecuta el mismo `mancala join` otra vez para seguir.
net-out-of-place = un mensaje fuera de lugar ({ $what })
net-wrong-number = una jugada con el número { $got } cuando se habían jugado { $expected }
net-out-of-turn = una jugada fuera de turno
net-not-an-action = { $action } no es una jugada
net-foul = El otro lado rompió las reglas del juego ({ $why }): se cerró la conexión y la partida queda como estaba.
net-their-turn = Le toca a { $name }, por la red.
net-no-hints = El anfitrión no permite pistas en esta partida.
net-chat-not-sent = No se envió: el otro jugador no está conectado.

# mancala host y mancala join.
net-no-random = no hay una fuente de azar para el secreto: { $why }
net-port-in-use = el puerto { $port } está en uso: elige otro con --port
net-cannot-listen = no se puede esperar a un jugador: { $why }
net-invitation = Dale esta línea al otro jugador, y a nadie más: { $command }
net-waiting = Esperando a que se una; juegas con el { $side }. (Ctrl-C para terminar.)
net-joined = { $name } se unió a la partida.
net-cannot-start = no se pudo empezar la partida
net-cannot-join = no se puede unir: { $why }
net-bad-invitation = eso no es una invitación: { $why }
net-refused-us = el anfitrión rechazó la conexión: { $why }
net-bad-record = el anfitrión envió una partida que este programa no puede leer: { $why }

# Lo que está mal en una invitación escrita.
net-invitation-no-secret = no hay secreto después de la dirección (DIRECCIÓN:PUERTO/SECRETO)
net-invitation-no-port = no hay puerto en la dirección (DIRECCIÓN:PUERTO/SECRETO)
net-invitation-bad-port = { $port } no es un puerto (de 1 a 65535)
net-invitation-length = el secreto tiene { $count } letras, no { $letters }
net-invitation-letter = { $letter } no es una letra del secreto
net-invitation-typo = el secreto tiene un error de escritura (sus letras de control no coinciden)
net-no-rematch = Una revancha por la red es una partida nueva: ejecuta `mancala host` otra vez y envía la nueva invitación.
net-chat-too-long = No se envió: la línea tiene { $count } caracteres; una línea para el otro jugador tiene como mucho { $limit }.
net-error-crowded = demasiadas conexiones a la vez: se cerró sin leerla
net-quieted = Mientras tanto se rechazaron { $count } conexiones más (demasiadas para decirlas una a una).

# Deshacer por la red: se pide y se responde.
net-undo-asked = Le pediste a { $name } deshacer tu último turno ({ $actions }).
net-undo-already-asked = Ya lo pediste: se espera la respuesta de { $name }.
net-undo-request = { $name } pide deshacer su último turno ({ $actions }): { $yes } acepta, { $no } rechaza.
net-undo-none-asked = Nadie pidió deshacer nada.
net-undo-you-refused = Rechazaste que { $name } deshiciera: la partida sigue.
net-undo-accepted = { $name } aceptó deshacer.
net-undo-refused = { $name } no aceptó deshacer: la partida sigue.
net-undone = Deshecho de común acuerdo: { $actions }. { $turn }

# La línea del otro jugador, cuando le toca.
net-to-move-remote = le toca, por la red
net-to-move-lost = le toca, conexión perdida
net-to-move-ended = le toca, desconectado
net-status-their-turn = Le toca a { $player }, en su terminal.

## "Jugar por la red" del menú: organizar o unirse, el formulario, las esperas

host-choose-host = Organizar una partida: le das una invitación al otro jugador
host-choose-join = Unirse a una partida con la invitación que te dieron
host-choose-note = El otro jugador también usa mancala, en otra terminal aquí o en otro lugar; docs/network.md explica cómo por internet.
host-title = Organizar una partida por la red
host-your-name = Tu nombre
host-hints = Pistas permitidas
host-side-random = al azar
host-start = Organizar la partida
host-invitation = Invitación
host-join = Unirse a la partida
host-join-title = Unirse a una partida por la red
host-connecting = Conectando con { $address }...
host-waiting-title = Organizando { $game } { $board } por la red
host-give-this-line = Dale esta línea al otro jugador, y a nadie más:
host-port-moved = El puerto { $asked } está en uso, así que esta partida espera en el puerto { $port } (la invitación lo dice).
net-waiting-here = Esperando a que se una; juegas con el { $side }.
host-help-copy = Para copiar la invitación, selecciónala con el ratón mientras mantienes Mayús (en la mayoría de las terminales).
host-help-across = Por internet: abre el puerto del organizador en su router, o usa un túnel SSH (docs/network.md).

# Las teclas de la pantalla de red.
keys-network-choose = elegir
    .help = la fila de arriba / de abajo (Tab: la de abajo)

keys-network-row = {""}

keys-network-type = escribir
    .help = escribir en el campo (también una línea pegada entera: "mancala join ..." se lee como la invitación)

keys-network-take-a-letter =
    .help = borrar la última letra del campo

keys-network-open = abrir
    .help = abrir la fila: organizar, unirse, el campo siguiente, o unirse a la partida

keys-network-row-2 = {""}

keys-network-help = ayuda
    .help = estas teclas

keys-network-back = volver
    .help = una página atrás (se deja una espera, y se cierra la puerta del organizador); desde la primera, el menú
