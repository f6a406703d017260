"""CR 201.5c in the editor: a legendary card's shortened name ("Zur" for "Zur the Enchanter")
is this object in diagnostics and completion, as in `cardlang check`; a non-legendary card
with the same name does not get it."""
from __future__ import annotations

import pytest

pytest.importorskip("lsprotocol.types")
pytest.importorskip("pygls")

from cardlang.lsp.analysis import analyze_block  # noqa: E402
from cardlang.lsp.completion import complete_card_file  # noqa: E402

NAME = "Zur the Enchanter {1}{W}{U}{B}"


@pytest.mark.parametrize("type_line, legendary", [("Legendary Creature — Human Wizard", True),
                                                  ("Creature — Human Wizard", False)])
def test_short_name_only_for_a_legendary_card(type_line, legendary):
    block = analyze_block(tuple(enumerate([NAME, type_line, "Whenever Zur attacks, draw a card.", "1/4"], 1)))
    assert (not block.diagnostics) is legendary
    labels = [item.label for item in complete_card_file([NAME, type_line, "Whenever "], 2, 9, [])]
    assert ("Zur" in labels) is legendary
    assert "Zur the Enchanter" in labels
