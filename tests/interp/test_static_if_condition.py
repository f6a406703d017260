""""<static ability> if <condition>." -- a static ability that applies only while the
condition holds (CR 611.3a, as "as long as"): "You may cast this card from your graveyard
if you gained life this turn." (601.3), "Alirios doesn't untap during your untap step if
you control a Reflection." (502.3). Real card text."""
from __future__ import annotations

from interp_helpers import run_script

VAMPIRE = """card:
Oathsworn Vampire {1}{B}
Creature — Vampire Knight
This creature enters tapped.
You may cast this card from your graveyard if you gained life this turn.
2/2
end
card:
Healing Salve {W}
Instant
Target player gains 3 life.
end
"""


def test_611_3a_condition_true_cast_from_the_graveyard(tmp_path):
    code, r, out = run_script(tmp_path, VAMPIRE + """players Alice 20, Bob 20
Alice graveyard: Oathsworn Vampire
Alice hand: Healing Salve
turn Alice precombat main
Alice pool: {W}{B}{B}
Alice casts Healing Salve targeting Alice paying {W}
all pass
Alice casts Oathsworn Vampire
all pass
expect Alice battlefield: Oathsworn Vampire
expect Oathsworn Vampire tapped
""")
    assert code == 0, out


def test_611_3a_condition_false_no_cast_from_the_graveyard(tmp_path):
    code, r, out = run_script(tmp_path, VAMPIRE + """players Alice 20, Bob 20
Alice graveyard: Oathsworn Vampire
turn Alice precombat main
Alice pool: {B}{B}
expect refused "601.3": Alice casts Oathsworn Vampire
expect Alice graveyard: Oathsworn Vampire
""")
    assert code == 0, out


ALIRIOS = """card:
Alirios, Enraptured {2}{U}
Legendary Creature — Human
Alirios enters tapped.
Alirios doesn't untap during your untap step if you control a Reflection.
When Alirios enters, create a 3/2 blue Reflection creature token.
2/3
end
card:
Reflection Mirror {U}
Creature — Reflection
1/1
end
"""


def test_502_3_doesnt_untap_while_you_control_a_reflection(tmp_path):
    code, r, out = run_script(tmp_path, ALIRIOS + """players Alice 20, Bob 20
Alice battlefield: "Alirios, Enraptured" tapped, Reflection Mirror
turn Bob end step
advance to Alice's upkeep
expect "Alirios, Enraptured" tapped
""")
    assert code == 0, out


def test_502_3_untaps_without_a_reflection(tmp_path):
    code, r, out = run_script(tmp_path, ALIRIOS + """players Alice 20, Bob 20
Alice battlefield: "Alirios, Enraptured" tapped
turn Bob end step
advance to Alice's upkeep
expect "Alirios, Enraptured" untapped
""")
    assert code == 0, out
