"""``python -m cardlang.lsp [--tcp HOST:PORT]``: the language server without the CLI."""

import sys

from .server import start

if __name__ == "__main__":
    args = sys.argv[1:]
    tcp = args[args.index("--tcp") + 1] if "--tcp" in args and args.index("--tcp") + 1 < len(args) else None
    sys.exit(start(tcp))
