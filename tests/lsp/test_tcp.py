"""``cardlang lsp --tcp HOST:PORT`` (here ``python -m cardlang.lsp --tcp``) serves LSP over a socket."""

from __future__ import annotations

import json
import socket
import subprocess
import sys
import time

# At exit the server joins its parse thread, which may still be warming the grammar; on a
# loaded machine that takes a while. The tests check how the server exits, not how fast.
EXIT_WAIT = 120


def _free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


def _send(sock: socket.socket, message: dict) -> None:
    body = json.dumps(message).encode("utf-8")
    sock.sendall(b"Content-Length: %d\r\n\r\n" % len(body) + body)


def _read(sock) -> dict:
    """One LSP message. Bytes read past its end are kept for the next call (two answers
    can arrive in one read; dropping the second would make a test wait forever)."""
    data = getattr(sock, "leftover", b"")
    while b"\r\n\r\n" not in data:
        data += sock.recv(4096)
    header, rest = data.split(b"\r\n\r\n", 1)
    length = int(next(h for h in header.split(b"\r\n") if h.lower().startswith(b"content-length")).split(b":")[1])
    while len(rest) < length:
        rest += sock.recv(4096)
    if hasattr(sock, "leftover"):
        sock.leftover = rest[length:]
    return json.loads(rest[:length])


def test_tcp_server_answers_initialize():
    port = _free_port()
    proc = subprocess.Popen([sys.executable, "-m", "cardlang.lsp", "--tcp", f"127.0.0.1:{port}"],
                            stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    try:
        deadline = time.monotonic() + EXIT_WAIT  # a loaded machine starts the server slowly
        while True:
            try:
                sock = socket.create_connection(("127.0.0.1", port), timeout=10)
                break
            except OSError:
                if time.monotonic() > deadline or proc.poll() is not None:
                    raise
                time.sleep(0.05)
        with sock:
            _send(sock, {"jsonrpc": "2.0", "id": 1, "method": "initialize",
                         "params": {"processId": None, "rootUri": None, "capabilities": {}}})
            reply = _read(sock)
            assert reply["id"] == 1
            caps = reply["result"]["capabilities"]
            assert caps["hoverProvider"] and caps["definitionProvider"] and caps["documentFormattingProvider"]
            assert caps["semanticTokensProvider"]["legend"]["tokenTypes"][0] == "class"
            assert reply["result"]["serverInfo"]["name"] == "cardlang"
            _send(sock, {"jsonrpc": "2.0", "id": 2, "method": "shutdown", "params": None})
            assert _read(sock)["id"] == 2
            _send(sock, {"jsonrpc": "2.0", "method": "exit", "params": None})
    finally:
        proc.terminate()
        proc.wait(timeout=EXIT_WAIT)


class _Pipe:
    """A socket-like wrapper over a subprocess's stdin/stdout for _send/_read."""

    def __init__(self, proc: subprocess.Popen):
        self.proc = proc
        self.leftover = b""

    def sendall(self, data: bytes) -> None:
        self.proc.stdin.write(data)
        self.proc.stdin.flush()

    def recv(self, n: int) -> bytes:
        return self.proc.stdout.read1(n)


def test_cli_entry_point_speaks_stdio():
    """The command the VS Code extension runs: ``cardlang lsp`` (the CLI, over stdio)."""
    proc = subprocess.Popen([sys.executable, "-m", "cardlang.cli", "lsp"], stdin=subprocess.PIPE,
                            stdout=subprocess.PIPE, stderr=subprocess.DEVNULL)
    try:
        pipe = _Pipe(proc)
        _send(pipe, {"jsonrpc": "2.0", "id": 1, "method": "initialize",
                     "params": {"processId": None, "rootUri": None, "capabilities": {}}})
        assert _read(pipe)["result"]["serverInfo"]["name"] == "cardlang"
        _send(pipe, {"jsonrpc": "2.0", "id": 2, "method": "shutdown", "params": None})
        assert _read(pipe)["id"] == 2
        _send(pipe, {"jsonrpc": "2.0", "method": "exit", "params": None})
        assert proc.wait(timeout=EXIT_WAIT) == 0
    finally:
        if proc.poll() is None:
            proc.terminate()
            proc.wait(timeout=EXIT_WAIT)


def _read_until_id(pipe: _Pipe, wanted: int, seconds: float = 60) -> dict:
    """Read messages until the answer with id ``wanted``; fail (never hang) after ``seconds``."""
    import selectors
    deadline = time.monotonic() + seconds
    with selectors.DefaultSelector() as sel:
        sel.register(pipe.proc.stdout, selectors.EVENT_READ)
        while True:
            left = deadline - time.monotonic()
            if b"\r\n\r\n" not in pipe.leftover:  # otherwise a whole header is already buffered
                assert left > 0 and sel.select(timeout=left), f"no answer to request {wanted} in {seconds:.0f} s"
            message = _read(pipe)
            if message.get("id") == wanted:
                return message


def test_garbage_on_the_wire_does_not_kill_the_server():
    """Framed garbage (bodies that are not JSON, or not JSON-RPC) is answered or ignored; the
    server keeps serving. (Unframed bytes can desynchronise any Content-Length protocol,
    so the stream itself stays well framed here.)"""
    proc = subprocess.Popen([sys.executable, "-m", "cardlang.lsp"], stdin=subprocess.PIPE,
                            stdout=subprocess.PIPE, stderr=subprocess.DEVNULL)
    try:
        pipe = _Pipe(proc)
        garbage = bytes((i * 7919 + 13) % 256 for i in range(5000))
        pipe.sendall(b"Content-Length: %d\r\n\r\n" % len(garbage) + garbage)
        pipe.sendall(b"Content-Length: 10\r\n\r\n{not json}")
        pipe.sendall(b"Content-Length: 2\r\n\r\n[]")
        _send(pipe, {"jsonrpc": "2.0", "id": 1, "method": "initialize",
                     "params": {"processId": None, "rootUri": None, "capabilities": {}}})
        assert _read_until_id(pipe, 1)["result"]["serverInfo"]["name"] == "cardlang"
        _send(pipe, {"jsonrpc": "2.0", "method": "initialized", "params": {}})
        # malformed requests do not kill the server (pygls reports params it cannot read with
        # window/showMessage rather than an answer), and the next request is answered
        _send(pipe, {"jsonrpc": "2.0", "id": 2, "method": "textDocument/hover", "params": {"bogus": True}})
        _send(pipe, {"jsonrpc": "2.0", "id": 3, "method": "no/such/method", "params": {}})
        assert "error" in _read_until_id(pipe, 3)
        _send(pipe, {"jsonrpc": "2.0", "id": 4, "method": "shutdown", "params": None})
        assert _read_until_id(pipe, 4)["result"] is None
        _send(pipe, {"jsonrpc": "2.0", "method": "exit", "params": None})
        assert proc.wait(timeout=EXIT_WAIT) == 0
    finally:
        if proc.poll() is None:
            proc.terminate()
            proc.wait(timeout=EXIT_WAIT)
