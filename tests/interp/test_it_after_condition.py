""""it" after a condition that names the object itself: "If this creature is a Spirit, it
becomes ...", "if there are three or more omen counters on ~, untap it" — with nothing named
before the condition, the pronoun is the object the condition is about (CR 608.2c: the
instructions are followed in the order written). Before, such abilities could not run ("a
pronoun with nothing to refer to")."""
from __future__ import annotations

from interp_helpers import run_script

CARDS = """card:
Figure of Destiny {R/W}
Creature — Kithkin
{R/W}: This creature becomes a Kithkin Spirit with base power and toughness 2/2.
{R/W}{R/W}{R/W}: If this creature is a Spirit, it becomes a Kithkin Spirit Warrior with base power and toughness 4/4.
1/1
end
card:
Statue of Omens {3}
Artifact
{T}: Add {C}. Put an omen counter on Statue of Omens.
At the beginning of your end step, if there are three or more omen counters on Statue of Omens, untap it.
end
"""


def run(tmp_path, text):
    return run_script(tmp_path, CARDS + text)


def test_608_2c_it_is_the_creature_the_condition_names(tmp_path):
    # the first ability makes it a Spirit 2/2; the second, its condition true, makes "it" (this
    # creature) a Kithkin Spirit Warrior 4/4 (CR 613.4b: base power and toughness set in layer 7b)
    code, r, out = run(tmp_path, """Alice battlefield: Figure of Destiny
turn Alice precombat main
Alice pool: {R}{R}{R}{R}
Alice activates Figure of Destiny ability 1
all pass
expect Figure of Destiny power 2
Alice activates Figure of Destiny ability 2
all pass
expect Figure of Destiny types: Creature - Kithkin Spirit Warrior
expect Figure of Destiny power 4
expect Figure of Destiny toughness 4
""")
    assert code == 0, out


def test_608_2c_the_condition_false_it_stays_as_it_was(tmp_path):
    # not a Spirit: the condition is false when the ability resolves, so nothing happens (608.2c)
    code, r, out = run(tmp_path, """Alice battlefield: Figure of Destiny
turn Alice precombat main
Alice pool: {R}{R}{R}
Alice activates Figure of Destiny ability 2
all pass
expect Figure of Destiny types: Creature - Kithkin
expect Figure of Destiny power 1
""")
    assert code == 0, out


def test_608_2c_untap_it_is_the_object_with_the_counters(tmp_path):
    # three omen counters on the statue at the beginning of the end step: "untap it" untaps the
    # statue itself (the object the condition counts counters on)
    code, r, out = run(tmp_path, """Alice battlefield: Statue of Omens tapped with 3 omen counters
turn Alice end step
all pass
expect Statue of Omens untapped
""")
    assert code == 0, out


def test_608_2c_too_few_counters_it_stays_tapped(tmp_path):
    code, r, out = run(tmp_path, """Alice battlefield: Statue of Omens tapped with 2 omen counters
turn Alice end step
all pass
expect Statue of Omens tapped
""")
    assert code == 0, out
