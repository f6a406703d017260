"""A card's own permission to be cast from another zone (CR 601.3): "You may cast this
card from your graveyard [as long as ...]", "... from exile", and an alternative cost
usable only from the graveyard (118.9). Real card text."""
from __future__ import annotations

from interp_helpers import run_script

GRAVECRAWLER = """card:
Gravecrawler {B}
Creature — Zombie
This creature can't block.
You may cast this card from your graveyard as long as you control a Zombie.
2/1
end
card:
Walking Corpse {1}{B}
Creature — Zombie
2/2
end
"""


def test_601_3_cast_from_graveyard_while_the_condition_holds(tmp_path):
    code, r, out = run_script(tmp_path, GRAVECRAWLER + """players Alice 20, Bob 20
Alice graveyard: Gravecrawler
Alice battlefield: Walking Corpse
turn Alice precombat main
Alice pool: {B}
Alice casts Gravecrawler
all pass
expect Alice battlefield: Walking Corpse, Gravecrawler
expect Alice graveyard: nothing
""")
    assert code == 0, out


def test_601_3_no_zombie_no_casting_from_the_graveyard(tmp_path):
    code, r, out = run_script(tmp_path, GRAVECRAWLER + """players Alice 20, Bob 20
Alice graveyard: Gravecrawler
turn Alice precombat main
Alice pool: {B}
expect refused "601.3": Alice casts Gravecrawler
expect Alice graveyard: Gravecrawler
""")
    assert code == 0, out
    g = r.game
    # the refusal left the mana in the pool (an illegal action changes nothing)
    assert [m.type for m in g.players[g.pid("Alice")].pool.mana] == ["B"]


def test_307_1_timing_still_applies_from_the_graveyard(tmp_path):
    code, r, out = run_script(tmp_path, GRAVECRAWLER + """players Alice 20, Bob 20
Alice graveyard: Gravecrawler
Alice battlefield: Walking Corpse
turn Alice upkeep
Alice pool: {B}
expect refused "117.1a": Alice casts Gravecrawler
expect Alice graveyard: Gravecrawler
""")
    assert code == 0, out


def test_601_3_cast_from_exile(tmp_path):
    code, r, out = run_script(tmp_path, """card:
Eternal Scourge {3}
Creature — Eldrazi Horror
You may cast this card from exile.
When this creature becomes the target of a spell or ability an opponent controls, exile this creature.
3/3
end
players Alice 20, Bob 20
Alice exile: Eternal Scourge
turn Alice precombat main
Alice pool: {C}{C}{C}
Alice casts Eternal Scourge
all pass
expect Alice battlefield: Eternal Scourge
""")
    assert code == 0, out


RAFFINES_GUIDANCE = """card:
Raffine's Guidance {W}
Enchantment — Aura
Enchant creature
Enchanted creature gets +1/+1.
You may cast Raffine's Guidance from your graveyard by paying {2}{W} rather than paying its mana cost.
end
"""


def test_118_9_alternative_cost_from_the_graveyard(tmp_path):
    code, r, out = run_script(tmp_path, RAFFINES_GUIDANCE + """players Alice 20, Bob 20
Alice graveyard: "Raffine's Guidance"
Alice battlefield: Grizzly Bears
turn Alice precombat main
Alice pool: {W}{W}{W}
Alice casts "Raffine's Guidance" using alternative cost targeting Grizzly Bears
all pass
expect Grizzly Bears power 3
expect Alice graveyard: nothing
""")
    assert code == 0, out
    g = r.game
    # 118.9: {2}{W} was paid, not the mana cost {W}
    assert g.players[g.pid("Alice")].pool.mana == []


def test_601_3_without_the_alternative_cost_it_stays_in_the_graveyard(tmp_path):
    # 601.3: for its mana cost the card is cast only from the hand; the permission is the
    # alternative cost, so a cast without it looks for the card in the hand
    code, r, out = run_script(tmp_path, RAFFINES_GUIDANCE + """players Alice 20, Bob 20
Alice graveyard: "Raffine's Guidance"
Alice battlefield: Grizzly Bears
turn Alice precombat main
Alice pool: {W}
expect refused "in the hand of Alice": Alice casts "Raffine's Guidance" targeting Grizzly Bears
expect Alice graveyard: "Raffine's Guidance"
""")
    assert code == 0, out
