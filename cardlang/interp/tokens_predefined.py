"""Predefined tokens the kernel doesn't define itself (CR 111.10), written as card text
and compiled by the interpreter like any card: the text is the rules' definition. A
token whose text can't run yet stays unrunnable (never a token without its ability)."""
from __future__ import annotations

from .registry import Unrunnable

#: CR 111.10 definitions, in the card-file format (name line, type line, abilities)
PREDEFINED_TEXT = {
    # 111.10e
    "Shard": "Shard\nToken Enchantment — Shard\n{2}, Sacrifice this token: Scry 1, then draw a card.\n",
    # 111.10g
    "Blood": "Blood\nToken Artifact — Blood\n{1}, {T}, Discard a card, Sacrifice this token: Draw a card.\n",
    # 111.10u
    "Lander": "Lander\nToken Artifact — Lander\n{2}, {T}, Sacrifice this token: Search your library for a basic "
              "land card, put it onto the battlefield tapped, then shuffle.\n",
}

_COMPILED: dict = {}


def predefined_from_text(name: str, node=None):
    """The CardDef of a CR 111.10 token defined here, or None if it isn't one."""
    text = PREDEFINED_TEXT.get(name)
    if text is None:
        return None
    if name not in _COMPILED:
        from cardlang.syntax import read_card_text

        from .abilities import compile_card_report
        pc = read_card_text(text, "<predefined tokens>")[0]
        if pc.card is None:
            _COMPILED[name] = f"the {name} token's text doesn't parse"
        else:
            rep = compile_card_report(pc.card)
            _COMPILED[name] = rep.definition if not rep.problems else \
                f"the {name} token's ability: {rep.problems[0].reason}"
    got = _COMPILED[name]
    if isinstance(got, str):
        raise Unrunnable(node, got)
    return got
