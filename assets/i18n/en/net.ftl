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

# In a game over the network.
net-refused = Refused a connection from { $peer }: { $why }.
net-refuse-program = the host runs mancala { $host } and the other side { $joiner }: use the same version on both sides
net-refuse-other-game = it came back to another game than this one
net-back = { $name } is back: the game goes on.
net-chat = { $name } says: { $text }
net-left = { $name } left the game.
net-lost = The connection to { $name } is lost ({ $why }).
net-wait-return = The game waits here for them to join again with the same invitation.
net-join-again = The game is kept: run the same `mancala join` again to go on.
net-out-of-place = a message out of place ({ $what })
net-wrong-number = a move numbered { $got } when { $expected } actions were played
net-out-of-turn = a move out of turn
net-not-an-action = { $action } is not an action
net-foul = The other side broke the rules of play ({ $why }): the connection is closed, the game is kept as it was.
net-their-turn = It is { $name }'s turn, over the network.
net-no-hints = The host does not allow hints in this game.
net-chat-not-sent = Not sent: the other player is not connected.

# mancala host and mancala join.
net-no-random = no random source for the secret: { $why }
net-port-in-use = port { $port } is in use: choose another with --port
net-cannot-listen = cannot wait for a player: { $why }
net-invitation = Give this line to the other player, and keep it from anyone else: { $command }
net-waiting = Waiting for them to join; you play { $side }. (Ctrl-C stops.)
net-joined = { $name } joined the game.
net-cannot-start = the game could not be started
net-cannot-join = cannot join: { $why }
net-bad-invitation = that is not an invitation: { $why }
net-refused-us = the host refused: { $why }
net-bad-record = the host sent a game this program cannot read: { $why }

# What is wrong with a typed invitation.
net-invitation-no-secret = no secret after the address (ADDRESS:PORT/SECRET)
net-invitation-no-port = no port in the address (ADDRESS:PORT/SECRET)
net-invitation-bad-port = { $port } is not a port (1 to 65535)
net-invitation-length = the secret has { $count } letters, not { $letters }
net-invitation-letter = { $letter } is not a letter of the secret
net-invitation-typo = the secret has a typo (its check letters do not match)
net-no-rematch = A rematch over the network is a new game: run `mancala host` again and send the new invitation.
net-chat-too-long = Not sent: the line has { $count } characters; a chat line holds at most { $limit }.
net-error-crowded = too many connections at once: it was closed unread
net-quieted = { $count } more connections were refused meanwhile (too many to say one by one).

# Undo over the network: asked, answered.
net-undo-asked = Asked { $name } to take back your last turn ({ $actions }).
net-undo-already-asked = Already asked: waiting for { $name }'s answer.
net-undo-request = { $name } asks to take back their last turn ({ $actions }): { $yes } accepts, { $no } refuses.
net-undo-none-asked = Nobody asked to take anything back.
net-undo-you-refused = You refused { $name }'s undo: the game goes on.
net-undo-accepted = { $name } accepted the undo.
net-undo-refused = { $name } refused the undo: the game goes on.
net-undone = Taken back as agreed: { $actions }. { $turn }

# The other side's player line, when it is their turn.
net-to-move-remote = to move, over the network
net-to-move-lost = to move, connection lost
net-to-move-ended = to move, disconnected
net-status-their-turn = { $player } to play, at their terminal.

## The menu's "Play over the network": host or join, the join form, the waits

host-choose-host = Host a game: you give the other player an invitation
host-choose-join = Join a game with the invitation you were given
host-choose-note = The other player runs mancala too, on another terminal here or elsewhere; docs/network.md says how across the internet.
host-title = Host a game over the network
host-your-name = Your name
host-hints = Hints allowed
host-side-random = drawn at random
host-start = Host the game
host-invitation = Invitation
host-join = Join the game
host-join-title = Join a game over the network
host-connecting = Connecting to { $address }...
host-waiting-title = Hosting { $game } { $board } over the network
host-give-this-line = Give this line to the other player, and keep it from anyone else:
host-port-moved = Port { $asked } is in use, so this game waits on port { $port } (the invitation says so).
net-waiting-here = Waiting for them to join; you play { $side }.
host-help-copy = To copy the invitation, select it with the mouse while holding Shift (most terminals).
host-help-across = Across the internet: forward the host's port on its router, or use an SSH tunnel (docs/network.md).

# The keys of the network screen.
keys-network-choose = choose
    .help = the row above / below (Tab: below)

keys-network-row = {""}

keys-network-type = type
    .help = type into the field (a whole line pasted too: "mancala join ..." is read as the invitation)

keys-network-take-a-letter =
    .help = take the field's last letter off

keys-network-open = open
    .help = open the row: host, join, the next field, or join the game

keys-network-row-2 = {""}

keys-network-help = help
    .help = these keys

keys-network-back = back
    .help = one page back (a wait is given up, and a host's door closed); from the first, the menu
