# Play over the network: connections, invitations and what the other side sent.

net-error-http = it is a web browser or an HTTP client, not a mancala program
net-error-stranger = it is not a mancala program
net-error-protocol = the other side speaks network protocol { $theirs } and this program speaks { $ours }: use the same version of mancala on both sides
net-error-secret = the secret did not match: check the invitation, or ask for a new one
net-error-garbled = the other side sent something this program does not read ({ $what })
net-error-slow = the other side was too slow to answer
net-error-closed = the other side closed the connection
net-error-broken = the connection broke: { $error }
net-error-no-host = no one is hosting a game at that address and port (yet)
