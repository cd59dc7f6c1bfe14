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
file-disk-full = no queda espacio en el disco
file-quota = se agotó la cuota del disco
file-read-only = el disco es de solo lectura
file-path-not-folder = una parte de la ruta es un archivo, no una carpeta
file-too-large-for-disk = demasiado grande para el sistema de archivos
file-exists = ya existe
# Un error al que el sistema no le da palabras aquí: su número ("os error 5").
file-os-error = error del sistema { $code }
file-io-error = error de entrada o salida
file-no-name = falta el nombre del archivo
file-not-replaced = es { $what }, no un archivo normal; no se reemplazó

## Adónde va una partida guardada con un nombre escrito (src/store/dirs.rs) y el archivo del avance de las lecciones

save-is-folder = { $file } es una carpeta: escribe un nombre de archivo.
save-no-home = { $file }: ~ es la carpeta personal, pero HOME no está definida: escribe la ruta entera.
progress-lesson-not-kept = No se pudo recordar esta lección en { $file }: { $why }.
progress-puzzle-not-kept = No se pudo recordar este problema en { $file }: { $why }.
progress-not-utf8 = no es texto UTF-8
progress-not-json = no es JSON
progress-not-progress = no es un archivo de avance de lecciones
progress-no-list = no tiene la lista de lecciones hechas
