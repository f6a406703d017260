""""create a ... token that's tapped and attacking" (CR 508.4): the token is put onto the
battlefield attacking; it was never declared as an attacker, so "whenever ... attacks"
doesn't trigger for it (508.3a), and it deals combat damage like any attacker (510.1)."""
from __future__ import annotations

from interp_helpers import run_script

CARDS = """card:
Falconer Test {3}{W}
Creature — Human Soldier
Whenever this creature attacks, create a 1/1 white Bird creature token with flying that's tapped and attacking.
2/2
end
card:
War Watcher {1}{W}
Enchantment
Whenever a creature you control attacks, you gain 1 life.
end
card:
Rally Test {1}{W}
Instant
Create a 2/2 white Knight creature token with vigilance that's attacking.
end
"""


def run(tmp_path, text):
    return run_script(tmp_path, CARDS + text)


def test_508_4_the_token_enters_tapped_and_attacking_and_deals_combat_damage(tmp_path):
    code, r, out = run(tmp_path, """players Alice 20, Bob 20
Alice battlefield: Falconer Test
turn Alice declare attackers
Alice attacks Bob with Falconer Test
all pass
expect Bird Token tapped
advance to Alice's postcombat main
expect Bob life 17
""")
    assert code == 0, out


def test_508_3a_a_token_put_onto_the_battlefield_attacking_did_not_attack(tmp_path):
    # the Watcher triggers once, for the declared attacker; the Bird never "attacked"
    code, r, out = run(tmp_path, """players Alice 20, Bob 20
Alice battlefield: Falconer Test, War Watcher
turn Alice declare attackers
Alice attacks Bob with Falconer Test
  Alice orders triggers: "Whenever a creature you control attacks, you gain 1 life.", "Whenever this creature attacks, create a 1/1 white Bird creature token with flying that's tapped and attacking."
all pass
all pass
expect Bird Token tapped
advance to Alice's postcombat main
expect Alice life 21
expect Bob life 17
""")
    assert code == 0, out


def test_506_3a_outside_combat_the_token_is_only_created(tmp_path):
    code, r, out = run(tmp_path, """players Alice 20, Bob 20
Alice hand: Rally Test
turn Alice precombat main
Alice pool: {W}{W}
Alice casts Rally Test
all pass
expect Knight Token untapped
advance to Alice's postcombat main
expect Bob life 20
""")
    assert code == 0, out
