# Records what a Godot 4 game sends its remote debugger, byte for byte, as
# errbundle run's debugger hears it: it listens on 127.0.0.1:PORT, sends
# ["set_ignore_error_breaks", 1, [true]] once the game connects, and writes
# everything the game sends to OUT until the game disconnects.
#
#   python3 record.py 6111 game.stream &
#   "$ERRBUNDLE_GODOT" --headless --path ../../../cmd/errbundle/testdata/godot-game \
#       --remote-debug tcp://127.0.0.1:6111 </dev/null
import socket, struct, sys

port, out = int(sys.argv[1]), sys.argv[2]
ln = socket.socket()
ln.setsockopt(socket.SOL_SOCKET, socket.SO_REUSEADDR, 1)
ln.bind(("127.0.0.1", port))
ln.listen(1)
conn, _ = ln.accept()
name = b"set_ignore_error_breaks"
body = (struct.pack("<II", 28, 3) + struct.pack("<II", 4, len(name)) + name + b"\0" * (-len(name) % 4)
        + struct.pack("<II", 2, 1) + struct.pack("<II", 28, 1) + struct.pack("<II", 1, 1))
conn.sendall(struct.pack("<I", len(body)) + body)
with open(out, "wb") as f:
    while True:
        chunk = conn.recv(65536)
        if not chunk:
            break
        f.write(chunk)
