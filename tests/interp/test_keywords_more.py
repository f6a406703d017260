"""More keyword abilities (CR 702), with real card text: living weapon (compiled from
its CR text), umbra armor (a replacement effect of the Aura), extort, partner (no
effect in a game)."""
from __future__ import annotations

from interp_helpers import run_script


def test_702_92a_living_weapon_germ_carries_the_equipment(tmp_path):
    # Flayer Husk enters: a 0/0 black Phyrexian Germ token is created and the Husk is
    # attached to it, so the Germ is 1/1 and survives (704.5f)
    code, r, out = run_script(tmp_path, """card:
Flayer Husk {1}
Artifact — Equipment
Living weapon (When this Equipment enters, create a 0/0 black Phyrexian Germ creature token, then attach this to it.)
Equipped creature gets +1/+1.
Equip {2}
end
players Alice 20, Bob 20
Alice hand: Flayer Husk
turn Alice precombat main
Alice pool: {C}
Alice casts Flayer Husk
all pass
all pass
expect Alice battlefield: Flayer Husk, Phyrexian Germ Token
expect Phyrexian Germ Token power 1
expect Phyrexian Germ Token colors: black
""")
    assert code == 0, out


def test_702_89a_umbra_armor_the_aura_is_destroyed_instead(tmp_path):
    # Murder on the enchanted Grizzly Bears: instead, damage is removed from the Bears
    # and Spider Umbra is destroyed; the Bears stay
    code, r, out = run_script(tmp_path, """card:
Spider Umbra {G}
Enchantment — Aura
Enchant creature
Enchanted creature gets +1/+1 and has reach. (It can block creatures with flying.)
Umbra armor (If enchanted creature would be destroyed, instead remove all damage from it and destroy this Aura.)
end
players Alice 20, Bob 20
Alice hand: Spider Umbra
Alice battlefield: Grizzly Bears
Bob hand: Murder
turn Alice precombat main
Alice pool: {G}
Alice casts Spider Umbra targeting Grizzly Bears
all pass
expect Grizzly Bears power 3
Alice passes
Bob pool: {C}{B}{B}
Bob casts Murder targeting Grizzly Bears
all pass
expect Alice battlefield: Grizzly Bears
expect Alice graveyard: Spider Umbra
expect Grizzly Bears power 2
""")
    assert code == 0, out


def test_702_101a_extort_drains_each_opponent_for_w_b(tmp_path):
    code, r, out = run_script(tmp_path, """card:
Basilica Guards {2}{W}
Creature — Human Soldier
Defender
Extort (Whenever you cast a spell, you may pay {W/B}. If you do, each opponent loses 1 life and you gain that much life.)
1/4
end
players Alice 20, Bob 20
Alice hand: Savannah Lions
Alice battlefield: Basilica Guards
turn Alice precombat main
Alice pool: {W}{B}
Alice casts Savannah Lions paying {W}
all pass
  Alice chooses pay: yes
expect Bob life 19
expect Alice life 21
expect Alice pool: empty
""")
    assert code == 0, out


def test_702_124_partner_is_a_keyword_with_no_effect_in_a_game(tmp_path):
    code, r, out = run_script(tmp_path, """card:
Kamahl, Heart of Krosa {6}{G}{G}
Legendary Creature — Human Druid
At the beginning of combat on your turn, creatures you control get +3/+3 and gain trample until end of turn.
{1}{G}: Until end of turn, target land you control becomes a 1/1 Elemental creature with vigilance, indestructible, and haste. It's still a land.
Partner (You can have two commanders if both have partner.)
5/5
end
players Alice 20, Bob 20
Alice battlefield: "Kamahl, Heart of Krosa", Forest, Forest
turn Alice precombat main
expect "Kamahl, Heart of Krosa" has partner
Alice pool: {C}{G}
Alice activates "Kamahl, Heart of Krosa" targeting Forest
all pass
expect Forest power 1
expect Forest has indestructible
""")
    assert code == 0, out
