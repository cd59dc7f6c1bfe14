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
file-disk-full = no space left on the disk
file-quota = the disk quota is used up
file-read-only = the disk is read-only
file-path-not-folder = a part of the path is a file, not a folder
file-too-large-for-disk = too large for the file system
file-exists = it already exists
# An error the system gives no words for here: its number ("os error 5").
file-os-error = system error { $code }
file-io-error = input or output error
file-no-name = no file name
file-not-replaced = it is { $what }, not a regular file; not replaced

## Where a typed save goes (src/store/dirs.rs) and the lessons' progress file

save-is-folder = { $file } is a folder: type a file name.
save-no-home = { $file }: ~ is the home folder, but HOME is not set: type the whole path.
progress-lesson-not-kept = Could not remember this lesson in { $file }: { $why }.
progress-puzzle-not-kept = Could not remember this puzzle in { $file }: { $why }.
progress-not-utf8 = it is not UTF-8 text
progress-not-json = it is not JSON
progress-not-progress = it is not a lesson progress file
progress-no-list = it has no list of lessons done
