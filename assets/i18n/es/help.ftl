# Las notas de la ayuda ?: lo que ninguna tabla de teclas dice, pantalla por pantalla.

help-sowing-keys = Una tecla durante la siembra la termina y luego actúa ({ $keys } solo la terminan).
help-play-click = Un clic siembra desde un hoyo (o lo toma).
help-learn-click = Clic del ratón: elegir ese hoyo.
help-learn-wrong = Una elección equivocada no cambia nada: la lección dice lo que haría.
help-puzzle-click = Clic del ratón: probar ese hoyo.
help-puzzle-wrong = Un intento equivocado no cambia nada: dice lo que cuesta y a qué lleva, la respuesta y lo que captura, según las búsquedas de la colección.
help-menu-click = Clic del ratón: abrir una opción.
help-form-click = Clic del ratón: ir a un campo; otra vez: cambiarlo.
help-form-tsoro = Tsoro: las cabezas de cada jugador (2, 1 o ninguna), donde la siembra puede parar o seguir; piedras extra pone 3 en cada hoyo exterior de más a la derecha; las piedras capturadas pueden volver a sembrarse (entonces sin tomas extra); tomas extra: hoyos del contrario tomados tras una captura de columna. Cabezas elegidas por nombre: en la línea de órdenes.
help-form-hoyito = Hoyito: las reglas eligen el Hoyito II, el I (cada 4 que deja una semilla se toma; sin cadena ni turno extra) o el III (sin cadena).
help-graph = Gráfica: la puntuación final esperada del Sur después de cada jugada; por encima de la línea gana el Sur. Un clic en ella va ahí.
# Las marcas del tablero, dichas también sin color.
help-marks = { $legal }: se puede elegir. *: cabeza. Subrayado: la última jugada. { $hint }.
help-marks-no-heads = { $legal }: se puede elegir. Subrayado: la última jugada. { $hint }.
help-closed = { $mark }: un hoyo cerrado en esta ronda (una partida a rondas).
help-legal-color = Verde en negrita
help-legal-plain = En negrita
help-hint-color = Magenta: pista
help-hint-plain = Invertido: cursor (^), [pista]
