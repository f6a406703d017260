""""<object> loses flying" (CR 613.1f, layer 6): the keyword ability is gone whatever
gave it, until the effect ends; with real card text."""
from __future__ import annotations

from interp_helpers import run_script


def test_613_1f_loses_flying_until_end_of_turn_then_blocks_normally(tmp_path):
    # Canopy Claws on Serra Angel: it loses flying, so Grizzly Bears may block it
    # (702.9b applies only to a creature with flying); next turn it flies again
    code, r, out = run_script(tmp_path, """card:
Canopy Claws {G}
Instant
Target creature loses flying until end of turn.
Flashback {G} (You may cast this card from your graveyard for its flashback cost. Then exile it.)
end
players Alice 20, Bob 20
Alice hand: Canopy Claws
Alice battlefield: Grizzly Bears
Bob battlefield: Serra Angel
turn Bob beginning of combat
Bob passes
Alice pool: {G}
Alice casts Canopy Claws targeting Serra Angel
all pass
expect Serra Angel lacks flying
expect Serra Angel has vigilance
advance to Bob's declare attackers
Bob attacks Alice with Serra Angel
all pass
Alice blocks Serra Angel with Grizzly Bears
advance to Alice's upkeep
expect Serra Angel has flying
""")
    assert code == 0, out


def test_613_1f_aura_removes_a_keyword_and_indestructible_lost_before_damage(tmp_path):
    # Tightening Coils: "gets -6/-0 and loses flying" (a static ability); Hour of
    # Devastation: creatures lose indestructible, then 5 damage destroys them (704.5g)
    code, r, out = run_script(tmp_path, """card:
Tightening Coils {1}{U}
Enchantment — Aura
Enchant creature
Enchanted creature gets -6/-0 and loses flying.
end
card:
Hour of Devastation {3}{R}{R}
Sorcery
All creatures lose indestructible until end of turn. Hour of Devastation deals 5 damage to each creature and each non-Bolas planeswalker.
end
card:
Darksteel Myr {3}
Artifact Creature — Myr
Indestructible (Damage and effects that say "destroy" don't destroy this creature.)
0/1
end
players Alice 20, Bob 20
Alice hand: Tightening Coils, Hour of Devastation
Bob battlefield: Serra Angel, Darksteel Myr
turn Alice precombat main
Alice pool: {C}{U}
Alice casts Tightening Coils targeting Serra Angel
all pass
expect Serra Angel lacks flying
expect Serra Angel toughness 4
expect Darksteel Myr has indestructible
Alice pool: {C}{C}{C}{R}{R}
Alice casts Hour of Devastation
all pass
expect Bob graveyard: Serra Angel, Darksteel Myr
""")
    assert code == 0, out
