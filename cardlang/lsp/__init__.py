"""The cardlang language server (``cardlang lsp``): see ``server.py`` and docs/editors.md."""
