"""'Until end of turn, target creature gains trample and "{G}: Regenerate this creature."'
-- keywords and a quoted ability granted together (CR 613.1f, layer 6; 611.2a: until end
of turn). Real card text."""
from __future__ import annotations

from interp_helpers import run_script

RUN_WILD = """card:
Run Wild {G}
Instant
Until end of turn, target creature gains trample and "{G}: Regenerate this creature."
end
"""

REGENERATE = "{G}: Regenerate this creature."


def _ability_texts(g) -> list:
    bears = next(i for i in g.battlefield() if g.name_of(i) == "Grizzly Bears")
    return [a.text for a in g.chars(bears).abilities]


def test_613_1f_the_keyword_and_the_quoted_ability_are_granted(tmp_path):
    code, r, out = run_script(tmp_path, RUN_WILD + """players Alice 20, Bob 20
Alice hand: Run Wild
Alice battlefield: Grizzly Bears
turn Alice precombat main
Alice pool: {G}
Alice casts Run Wild targeting Grizzly Bears
all pass
expect Grizzly Bears has trample
""")
    assert code == 0, out
    assert REGENERATE in _ability_texts(r.game)


def test_611_2a_both_end_with_the_turn(tmp_path):
    code, r, out = run_script(tmp_path, RUN_WILD + """players Alice 20, Bob 20
Alice hand: Run Wild
Alice battlefield: Grizzly Bears
turn Alice precombat main
Alice pool: {G}
Alice casts Run Wild targeting Grizzly Bears
all pass
advance to Bob's upkeep
expect Grizzly Bears lacks trample
""")
    assert code == 0, out
    assert REGENERATE not in _ability_texts(r.game)
