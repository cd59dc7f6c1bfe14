# What is wrong with a file read or written (src/record/files.rs). $kind is the kind
# of file: record, settings, lesson-progress, mancala-table.

file-kind = { $kind ->
    [record] record
    [settings] settings
    [lesson-progress] lesson-progress
    [mancala-table] mancala table
   *[other] { $kind }
}
file-folder = a folder
file-pipe = a named pipe
file-device = a device
file-socket = a socket
file-not-regular = not a regular file
file-link = a symbolic link
file-bytes = { $count } bytes
file-mib = { $size } MiB
file-too-large = too large for a { file-kind } file ({ $size }; the limit is { $limit })
file-too-large-read = too large for a { file-kind } file (more than { $limit })
file-cannot-read = cannot read: { $why }
file-not-a = { $what }, not a { file-kind } file
file-no-such = no such file
file-permission = permission denied
file-is-folder = it is a folder, not a file
file-no-name = no file name
file-not-replaced = it is { $what }, not a regular file; not replaced
