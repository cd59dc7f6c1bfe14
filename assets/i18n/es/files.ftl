# Lo que está mal en un archivo que se lee o se escribe (src/record/files.rs). $kind
# es la clase de archivo: record, settings, lesson-progress, mancala-table.

file-kind = { $kind ->
    [record] partida
    [settings] ajustes
    [lesson-progress] progreso de lecciones
    [mancala-table] tabla de mancala
   *[other] { $kind }
}
file-folder = una carpeta
file-pipe = una tubería con nombre
file-device = un dispositivo
file-socket = un socket
file-not-regular = no es un archivo normal
file-link = un enlace simbólico
file-bytes = { $count } bytes
file-mib = { $size } MiB
file-too-large = demasiado grande para un archivo de { file-kind } ({ $size }; el límite es { $limit })
file-too-large-read = demasiado grande para un archivo de { file-kind } (más de { $limit })
file-cannot-read = no se puede leer: { $why }
file-not-a = { $what }, no un archivo de { file-kind }
file-no-such = no existe ese archivo
file-permission = permiso denegado
file-is-folder = es una carpeta, no un archivo
file-no-name = falta el nombre del archivo
file-not-replaced = es { $what }, no un archivo normal; no se reemplazó
