"""Triggers on a player's attack and on a group of objects (CR 508.3d: "Whenever you
attack" -- one or more creatures you control are declared as attackers; 603.2c: "one or
more creatures ..." triggers once for the event, however many objects it has) and
conditions on an object's power, toughness or mana value (208, 202.3; 608.2h)."""
from __future__ import annotations

from interp_helpers import run_script

CARDS = """card:
Battle Herald {1}{W}
Creature — Human
Whenever you attack, you gain 1 life.
1/1
end
card:
Shield Chorus {3}{W}
Enchantment
Whenever one or more creatures you control attack, they gain indestructible until end of turn.
end
card:
Spoils Taker {2}{B}
Creature — Human Rogue
Whenever one or more creatures you control deal combat damage to a player, you gain 2 life.
1/1
end
card:
Crush Check {1}{B}
Instant
Target creature gets -3/-0 until end of turn. Then if that creature's power is 0 or less, destroy it.
end
card:
Small Salvage {1}{G}
Sorcery
Destroy target artifact. If its mana value is 2 or less, you gain 3 life.
end
card:
Iron Idol {2}
Artifact
end
card:
Iron Colossus {5}
Artifact
end
"""


def run(tmp_path, text):
    return run_script(tmp_path, CARDS + text)


def test_508_3d_whenever_you_attack_once_for_two_attackers(tmp_path):
    code, r, out = run(tmp_path, """Alice battlefield: Battle Herald, Grizzly Bears, Savannah Lions
turn Alice declare attackers
Alice attacks Bob with Grizzly Bears, Savannah Lions
all pass
expect Alice life 21
expect stack: nothing
""")
    assert code == 0, out


def test_508_3d_an_opponents_attack_isnt_yours(tmp_path):
    code, r, out = run(tmp_path, """Alice battlefield: Battle Herald
Bob battlefield: Grizzly Bears
turn Bob declare attackers
Bob attacks Alice with Grizzly Bears
expect stack: nothing
""")
    assert code == 0, out


def test_603_2c_one_or_more_attack_they_are_the_attackers(tmp_path):
    # one trigger; the two attackers gain indestructible, the creature that stayed home doesn't
    code, r, out = run(tmp_path, """Alice battlefield: Shield Chorus, Grizzly Bears, Savannah Lions, Craw Wurm
turn Alice declare attackers
Alice attacks Bob with Grizzly Bears, Savannah Lions
all pass
expect stack: nothing
expect Grizzly Bears has indestructible
expect Savannah Lions has indestructible
expect Craw Wurm lacks indestructible
""")
    assert code == 0, out


def test_603_2c_one_or_more_deal_combat_damage_once(tmp_path):
    code, r, out = run(tmp_path, """Alice battlefield: Spoils Taker, Grizzly Bears, Savannah Lions
turn Alice declare attackers
Alice attacks Bob with Grizzly Bears, Savannah Lions
advance to Alice's combat damage
all pass
expect Bob life 16
expect Alice life 22
expect stack: nothing
""")
    assert code == 0, out


def test_608_2c_then_if_its_power_is_0_or_less(tmp_path):
    # a 2/2 at -3/-0 has power -1: destroyed; a 6/4 at 3/4: not
    code, r, out = run(tmp_path, """Alice hand: Crush Check, Crush Check
Bob battlefield: Grizzly Bears, Craw Wurm
turn Alice precombat main
Alice pool: {B}{C}
Alice casts Crush Check targeting Grizzly Bears
all pass
expect Bob graveyard: Grizzly Bears
Alice pool: {B}{C}
Alice casts Crush Check targeting Craw Wurm
all pass
expect Bob battlefield: Craw Wurm
expect Craw Wurm power 3
""")
    assert code == 0, out


def test_608_2h_its_mana_value_as_it_last_existed(tmp_path):
    code, r, out = run(tmp_path, """Alice hand: Small Salvage, Small Salvage
Bob battlefield: Iron Idol, Iron Colossus
turn Alice precombat main
Alice pool: {G}{C}
Alice casts Small Salvage targeting Iron Idol
all pass
expect Alice life 23
Alice pool: {G}{C}
Alice casts Small Salvage targeting Iron Colossus
all pass
expect Alice life 23
expect Bob graveyard: Iron Idol, Iron Colossus
""")
    assert code == 0, out


BATTALION = """card:
Elite Sergeant {W}
Creature — Human Soldier
Battalion — Whenever this creature and at least two other creatures attack, this creature gets +2/+2 until end of turn.
1/1
end
"""


def test_508_1_battalion_with_two_others(tmp_path):
    code, r, out = run_script(tmp_path, BATTALION + """Alice battlefield: Elite Sergeant, Grizzly Bears, Savannah Lions
turn Alice declare attackers
Alice attacks Bob with Elite Sergeant, Grizzly Bears, Savannah Lions
all pass
expect Elite Sergeant power 3
""")
    assert code == 0, out


def test_508_1_battalion_needs_two_others(tmp_path):
    # one other attacker, or two others without it: no trigger
    code, r, out = run_script(tmp_path, BATTALION + """Alice battlefield: Elite Sergeant, Grizzly Bears, Savannah Lions
turn Alice declare attackers
Alice attacks Bob with Elite Sergeant, Grizzly Bears
expect stack: nothing
expect Elite Sergeant power 1
""")
    assert code == 0, out
    code, r, out = run_script(tmp_path, BATTALION + """Alice battlefield: Elite Sergeant, Grizzly Bears, Savannah Lions
turn Alice declare attackers
Alice attacks Bob with Grizzly Bears, Savannah Lions
expect stack: nothing
""")
    assert code == 0, out
