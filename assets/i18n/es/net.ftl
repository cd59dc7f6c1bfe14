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
