"""Syntax: card text → typed AST → text. The only package that sees Lark trees.

Public entry points:

* :func:`parse_ability` — one ability's text → ``Ability`` node + diagnostics
* :func:`read_card_text` / :func:`read_card_file` — card files → ``ParsedCard`` list
* :func:`read_json_record` / :func:`read_jsonl` — corpus-format JSON → ``ParsedCard``
* :func:`to_text` / :func:`card_to_text` — AST → Oracle text
"""

from .api import parse_ability, parse_mana_cost, parse_type_line  # noqa: F401
from .cardfile import (ParsedCard, card_to_text, read_card_file, read_card_text, read_json_record,  # noqa: F401
                       read_jsonl, self_names)
from .diagnostics import Diagnostic  # noqa: F401
from .printer import to_text  # noqa: F401
