"""How a permanent enters, if a condition holds (CR 614.1c, 614.12), with real card
text: "If this creature was kicked, it enters with two +1/+1 counters on it."
(702.33d, judged on the spell it was, 400.7d) and "As this land enters, you may pay 2
life. If you don't, it enters tapped." (one replacement effect with its choice)."""
from __future__ import annotations

from interp_helpers import run_script

WATERY_GRAVE = """card:
Watery Grave
Land — Island Swamp
({T}: Add {U} or {B}.)
As this land enters, you may pay 2 life. If you don't, it enters tapped.
end
"""

ACADEMY_DRAKE = """card:
Academy Drake {2}{U}
Creature — Drake
Kicker {4} (You may pay an additional {4} as you cast this spell.)
Flying
If this creature was kicked, it enters with two +1/+1 counters on it.
2/2
end
"""


def test_614_12_shockland_pay_two_life_or_enter_tapped(tmp_path):
    for answer, life, state in (("yes", 18, "untapped"), ("no", 20, "tapped")):
        code, r, out = run_script(tmp_path, WATERY_GRAVE + f"""players Alice 20, Bob 20
Alice hand: Watery Grave
turn Alice precombat main
Alice plays Watery Grave
  Alice chooses may: {answer}
expect Watery Grave {state}
expect Alice life {life}
""")
        assert code == 0, out


def test_614_12_reveal_land_enters_tapped_without_a_reveal(tmp_path):
    # with an Island in hand Alice reveals it: untapped; with only a Forest, "yes" reveals
    # nothing (101.3: the impossible part is ignored), so she didn't: tapped
    port_town = """card:
Port Town
Land
As this land enters, you may reveal a Plains or Island card from your hand. If you don't, this land enters tapped.
{T}: Add {W} or {U}.
end
"""
    code, r, out = run_script(tmp_path, port_town + """players Alice 20, Bob 20
Alice hand: Port Town, Island
turn Alice precombat main
Alice plays Port Town
  Alice chooses may: yes
expect Port Town untapped
""")
    assert code == 0, out
    code, r, out = run_script(tmp_path, port_town + """players Alice 20, Bob 20
Alice hand: Port Town, Forest
turn Alice precombat main
Alice plays Port Town
  Alice chooses may: yes
expect Port Town tapped
""")
    assert code == 0, out


def test_702_33d_kicked_creature_enters_with_counters(tmp_path):
    for using, counters, power in (("using kicker ", "2 +1/+1", 4), ("", "nothing", 2)):
        pool = "{C}{C}{C}{C}{C}{C}{U}" if using else "{C}{C}{U}"
        code, r, out = run_script(tmp_path, ACADEMY_DRAKE + f"""players Alice 20, Bob 20
Alice hand: Academy Drake
turn Alice precombat main
Alice pool: {pool}
Alice casts Academy Drake {using}
all pass
expect Academy Drake counters: {counters}
expect Academy Drake power {power}
""".replace(" \n", "\n"))
        assert code == 0, out
