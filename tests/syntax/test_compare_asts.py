"""benchmarks/compare_asts.py (the check a speed step passes: two trees read every card into
the same ASTs) must see what node equality leaves out: a span, a ``form``, a diagnostic's
place or message. Otherwise a speed step that moved a span would pass it unseen."""

import dataclasses
import importlib.util
from pathlib import Path

from cardlang.syntax.cardfile import read_card_text

_SCRIPT = Path(__file__).resolve().parents[2] / "benchmarks" / "compare_asts.py"
_spec = importlib.util.spec_from_file_location("compare_asts", _SCRIPT)
compare_asts = importlib.util.module_from_spec(_spec)
_spec.loader.exec_module(compare_asts)

CARD = "Grizzly Bears {1}{G}\nCreature — Bear\nFlying\nWhen Grizzly Bears enters, draw a card.\n2/2\n"


def _parsed():
    (parsed,) = read_card_text(CARD, "bears.cards")
    assert parsed.ok and len(parsed.card.faces[0].abilities) == 2
    return parsed


def _with_first_ability(parsed, change):
    face = parsed.card.faces[0]
    ability = change(face.abilities[0])
    card = dataclasses.replace(parsed.card, faces=(dataclasses.replace(face, abilities=(ability, *face.abilities[1:])),))
    return dataclasses.replace(parsed, card=card)


def test_the_same_parse_dumps_the_same():
    assert compare_asts._dump_card("x", _parsed()) == compare_asts._dump_card("x", read_card_text(CARD, "bears.cards")[0])


def test_a_moved_span_is_a_difference_though_the_nodes_are_equal():
    parsed = _parsed()
    moved = _with_first_ability(parsed, lambda a: dataclasses.replace(a, span=a.span.shifted(columns=1)))
    assert moved.card == parsed.card  # spans take no part in equality ...
    assert compare_asts._dump_card("x", moved) != compare_asts._dump_card("x", parsed)  # ... the dump sees them


def test_another_form_is_a_difference_though_the_nodes_are_equal():
    parsed = _parsed()
    reworded = _with_first_ability(parsed, lambda a: dataclasses.replace(a, form=("other",)))
    assert reworded.card == parsed.card
    assert compare_asts._dump_card("x", reworded) != compare_asts._dump_card("x", parsed)


def test_a_diagnostic_is_part_of_the_dump():
    (bad,) = read_card_text("Grizzly Bears {1}{G}\nCreature — Bear\nFlying zzz\n", "bears.cards")
    assert bad.diagnostics
    moved = dataclasses.replace(bad, diagnostics=[d.shifted(columns=1) for d in bad.diagnostics])
    assert compare_asts._dump_card("x", moved) != compare_asts._dump_card("x", bad)
