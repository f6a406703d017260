""""it" for the permanent with the ability, where the text names it first and nothing else
before the pronoun:

* a cost that removes counters from it: "Remove an oil counter from this creature: It gets
  +2/+2 until end of turn." (CR 602.1: "[Cost]: [Effect]"; 122.8 the counters removed as the
  cost is paid);
* the subject of a static ability before its condition: "This creature has trample as long as
  it has ten or more +1/+1 counters on it." (611.3a: the effect applies only while the
  condition holds, checked continuously).

Before, both could not run ("a pronoun with nothing to refer to")."""
from __future__ import annotations

from interp_helpers import run_script

CARDS = """card:
Oil Beast {3}
Artifact Creature — Construct
Remove an oil counter from this creature: It gets +2/+2 until end of turn.
1/1
end
card:
Growing Hydra {X}{G}
Creature — Hydra
This creature has trample as long as it has ten or more +1/+1 counters on it.
0/0
end
"""


def run(tmp_path, text):
    return run_script(tmp_path, CARDS + text)


def test_602_1_it_is_the_creature_the_cost_removed_a_counter_from(tmp_path):
    code, r, out = run(tmp_path, """Alice battlefield: Oil Beast with 2 oil counters
turn Alice precombat main
Alice activates Oil Beast
all pass
expect Oil Beast power 3
expect Oil Beast toughness 3
expect Oil Beast counters: 1 oil
""")
    assert code == 0, out


def test_118_3_no_counter_to_remove_the_cost_cant_be_paid(tmp_path):
    # the cost can't be paid (CR 118.3), so the activation is refused and nothing changes
    code, r, out = run(tmp_path, """Alice battlefield: Oil Beast
turn Alice precombat main
expect refused "can't be paid": Alice activates Oil Beast
expect Oil Beast power 1
""")
    assert code == 0, out


def test_611_3a_trample_while_it_has_ten_counters(tmp_path):
    code, r, out = run(tmp_path, """Alice battlefield: Growing Hydra with 10 +1/+1 counters
turn Alice precombat main
expect Growing Hydra has trample
""")
    assert code == 0, out


def test_611_3a_no_trample_with_nine(tmp_path):
    code, r, out = run(tmp_path, """Alice battlefield: Growing Hydra with 9 +1/+1 counters
turn Alice precombat main
expect Growing Hydra lacks trample
""")
    assert code == 0, out


ABBEY = """card:
Abbey Gate
Land
{5}, {T}: Transform this land, then untap it.
// transform
Abbey Lord
Color: Black
Creature — Demon
Flying
9/7
end
"""


def test_712_18_transform_this_land_then_untap_it(tmp_path):
    # the land transforms into the creature face (the same object, 712.18) and "it" -- that
    # permanent -- untaps
    code, r, out = run(tmp_path, ABBEY + """Alice battlefield: Abbey Gate
turn Alice precombat main
Alice pool: {C}{C}{C}{C}{C}
Alice activates Abbey Gate
all pass
expect Abbey Gate face back
expect Abbey Gate untapped
expect Abbey Gate power 9
""")
    assert code == 0, out
