"""``python -m cardlang`` runs the command line."""

from .cli import main

main()
