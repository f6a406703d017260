"""cardlang: Magic: The Gathering rules text as a programming language."""

from pathlib import Path

__version__ = "0.1.0"

#: The repository root (grammar/ and cards/ live beside the package).
ROOT = Path(__file__).resolve().parent.parent
GRAMMAR_DIR = ROOT / "grammar"
CARDS_DIR = ROOT / "cards"
