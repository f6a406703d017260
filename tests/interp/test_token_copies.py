""""Create a token that's a copy of ..." (CR 707.2: the copiable values -- not counters,
not other effects; 111.1)."""
from __future__ import annotations

from interp_helpers import run_script

CARDS = """card:
Cackling Counterpart {1}{U}{U}
Instant
Create a token that's a copy of target creature you control.
end
card:
Flameshadow Conjuring {3}{R}
Enchantment
Whenever a nontoken creature you control enters, you may pay {R}. If you do, create a token that's a copy of that creature. That token gains haste. Exile it at the beginning of the next end step.
end
"""


def run(tmp_path, text):
    return run_script(tmp_path, CARDS + text)


def test_707_2_the_copy_has_the_copiable_values_not_the_counters(tmp_path):
    code, r, out = run(tmp_path, """Alice hand: Cackling Counterpart
Alice battlefield: Grizzly Bears with 2 +1/+1 counters
turn Alice precombat main
Alice pool: {U}{U}{U}
Alice casts Cackling Counterpart targeting Grizzly Bears
all pass
expect Alice battlefield: Grizzly Bears, Grizzly Bears
expect Grizzly Bears#2 power 2
expect Grizzly Bears#2 counters: nothing
expect Grizzly Bears power 4
""")
    assert code == 0, out
    tokens = [i for i in r.game.battlefield() if r.game.chars(i).token]
    assert len(tokens) == 1 and r.game.chars(tokens[0]).name == "Grizzly Bears"


def test_707_2_that_token_gains_haste_and_is_exiled_at_the_end_step(tmp_path):
    code, r, out = run(tmp_path, """Alice battlefield: Flameshadow Conjuring
Alice hand: Grizzly Bears
turn Alice precombat main
Alice pool: {G}{G}{R}
Alice casts Grizzly Bears paying {G}, {G}
all pass
all pass
  Alice chooses may: yes
expect Alice battlefield: Flameshadow Conjuring, Grizzly Bears, Grizzly Bears
expect Grizzly Bears#2 has haste
expect Grizzly Bears lacks haste
advance to Alice's end step
all pass
expect Alice battlefield: Flameshadow Conjuring, Grizzly Bears
""")
    assert code == 0, out
