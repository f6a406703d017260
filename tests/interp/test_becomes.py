"""Effects that set characteristics (CR 613.1d-f, 613.4b): "becomes a 3/2 blue and
black Elemental creature" from a resolving ability (611.2), "Enchanted land is a
Swamp." from a static ability (611.3), with real card text.  Each part goes to its
layer: types in 4 (205.1a-b, 305.7), colors in 5 (105.3), abilities in 6, base
power and toughness in 7b."""
from __future__ import annotations

from interp_helpers import run_script


def ability_texts(r, name) -> set:
    """The texts of the abilities the permanent has now (after the layers)."""
    g = r.game
    return {str(getattr(a, "text", "")) for a in g.chars(g.find(name, "battlefield")).abilities}

CREEPING_TAR_PIT = """card:
Creeping Tar Pit
Land
This land enters tapped.
{T}: Add {U} or {B}.
{1}{U}{B}: Until end of turn, this land becomes a 3/2 blue and black Elemental creature. It's still a land. It can't be blocked this turn.
end
"""


def test_613_manland_becomes_a_creature_that_is_still_a_land_until_end_of_turn(tmp_path):
    # 613.1d-e, 613.4b: types (4), colors (5), base P/T (7b); 205.1b: "It's still a land."
    # keeps the land type; 514.2: the effect ends in the cleanup step
    code, r, out = run_script(tmp_path, CREEPING_TAR_PIT + """players Alice 20, Bob 20
Alice battlefield: Creeping Tar Pit
turn Alice precombat main
Alice pool: {C}{U}{B}
Alice activates Creeping Tar Pit ability 2
all pass
expect Creeping Tar Pit types: Land Creature - Elemental
expect Creeping Tar Pit colors: blue, black
expect Creeping Tar Pit power 3
expect Creeping Tar Pit toughness 2
advance to Bob's upkeep
expect Creeping Tar Pit types: Land
expect Creeping Tar Pit colors: colorless
""")
    assert code == 0, out


def test_613_4_counters_apply_after_the_base_pt_a_becomes_sets(tmp_path):
    # Animate Land: "becomes a 3/3 creature that's still a land"; a +1/+1 counter on the
    # land applies in 7c, after the 3/3 of 7b (613.4b-c): 4/4
    code, r, out = run_script(tmp_path, """card:
Animate Land {G}
Instant
Until end of turn, target land becomes a 3/3 creature that's still a land.
end
players Alice 20, Bob 20
Alice hand: Animate Land
Alice battlefield: Forest with 1 +1/+1 counters
turn Alice precombat main
Alice pool: {G}
Alice casts Animate Land targeting Forest
all pass
expect Forest types: Basic Land Creature - Forest
expect Forest power 4
expect Forest toughness 4
""")
    assert code == 0, out


def test_611_2a_trailing_duration_and_no_duration(tmp_path):
    # Aphotic Wisps: "becomes black and gains fear until end of turn" -- the duration at
    # the end is the color change's too; Chaoslace states none, so it lasts (611.2a)
    code, r, out = run_script(tmp_path, """card:
Aphotic Wisps {B}
Instant
Target creature becomes black and gains fear until end of turn. (It can't be blocked except by artifact creatures and/or black creatures.)
Draw a card.
end
card:
Chaoslace {R}
Instant
Target spell or permanent becomes red. (Its mana symbols remain unchanged.)
end
players Alice 20, Bob 20
Alice hand: Aphotic Wisps, Chaoslace
Alice library: Island
Alice battlefield: Grizzly Bears, Savannah Lions
turn Alice precombat main
Alice pool: {B}{R}
Alice casts Aphotic Wisps targeting Grizzly Bears
all pass
expect Grizzly Bears colors: black
expect Grizzly Bears has fear
Alice casts Chaoslace targeting Savannah Lions
all pass
expect Savannah Lions colors: red
advance to Bob's upkeep
expect Grizzly Bears colors: green
expect Grizzly Bears lacks fear
expect Savannah Lions colors: red
""")
    assert code == 0, out


def test_205_1b_artifact_creature_keeps_its_types_and_x_is_fixed(tmp_path):
    # Chimeric Staff: "becomes an X/X Construct artifact creature": 205.1b keeps the
    # artifact's other types; X is the X paid (107.3)
    code, r, out = run_script(tmp_path, """card:
Chimeric Staff {4}
Artifact
{X}: Chimeric Staff becomes an X/X Construct artifact creature until end of turn.
end
players Alice 20, Bob 20
Alice battlefield: Chimeric Staff
turn Alice precombat main
Alice pool: {C}{C}{C}
Alice activates Chimeric Staff
  Alice chooses X: 3
all pass
expect Chimeric Staff types: Artifact Creature - Construct
expect Chimeric Staff power 3
expect Chimeric Staff toughness 3
""")
    assert code == 0, out


def test_105_3_color_of_your_choice(tmp_path):
    # Tidal Visionary: the color is chosen as the ability resolves and replaces the old one
    code, r, out = run_script(tmp_path, """card:
Tidal Visionary {U}
Creature — Merfolk Wizard
{T}: Target creature becomes the color of your choice until end of turn.
1/1
end
players Alice 20, Bob 20
Alice battlefield: Tidal Visionary, Grizzly Bears
turn Alice precombat main
Alice activates Tidal Visionary targeting Grizzly Bears
all pass
  Alice chooses color: white
expect Grizzly Bears colors: white
""")
    assert code == 0, out


def test_305_7_land_set_to_a_basic_land_type_loses_its_abilities(tmp_path):
    # Jinx on Creeping Tar Pit: "becomes the basic land type of your choice": it is an
    # Island, with "{T}: Add {U}." and without its rules-text abilities (305.7)
    code, r, out = run_script(tmp_path, CREEPING_TAR_PIT + """card:
Jinx {1}{U}
Instant
Target land becomes the basic land type of your choice until end of turn.
Draw a card at the beginning of the next turn's upkeep.
end
players Alice 20, Bob 20
Alice hand: Jinx
Alice battlefield: Creeping Tar Pit
turn Alice precombat main
Alice pool: {C}{U}
Alice casts Jinx targeting Creeping Tar Pit
all pass
  Alice chooses basic land type: Island
expect Creeping Tar Pit subtypes: Island
""")
    assert code == 0, out
    assert ability_texts(r, "Creeping Tar Pit") == {"{T}: Add {U}."}


def test_305_7_aura_sets_a_land_type_static(tmp_path):
    # Evil Presence: "Enchanted land is a Swamp." (a static ability, 611.3): the Forest is
    # a Swamp and taps for {B}, not {G}
    code, r, out = run_script(tmp_path, """card:
Evil Presence {B}
Enchantment — Aura
Enchant land
Enchanted land is a Swamp.
end
players Alice 20, Bob 20
Alice hand: Evil Presence
Bob battlefield: Forest
turn Alice precombat main
Alice pool: {B}
Alice casts Evil Presence targeting Forest
all pass
expect Forest subtypes: Swamp
expect Forest types: Basic Land - Swamp
""")
    assert code == 0, out
    assert ability_texts(r, "Forest") == {"{T}: Add {B}."}


def test_305_7_land_type_in_addition_keeps_the_land_s_abilities(tmp_path):
    # Yavimaya: every land is also a Forest and gains "{T}: Add {G}.", keeping its own
    # land types and rules-text abilities (305.7, last sentence)
    code, r, out = run_script(tmp_path, CREEPING_TAR_PIT + """card:
Yavimaya, Cradle of Growth
Legendary Land
Each land is a Forest in addition to its other land types.
end
players Alice 20, Bob 20
Alice battlefield: "Yavimaya, Cradle of Growth", Island
Bob battlefield: Creeping Tar Pit
turn Alice precombat main
expect Island subtypes: Island, Forest
expect Creeping Tar Pit subtypes: Forest
""")
    assert code == 0, out
    assert ability_texts(r, "Island") == {"{T}: Add {U}.", "{T}: Add {G}."}
    assert "{T}: Add {G}." in ability_texts(r, "Creeping Tar Pit")
    assert "{T}: Add {U} or {B}." in ability_texts(r, "Creeping Tar Pit")


def test_305_7_nonbasic_lands_are_mountains(tmp_path):
    # Magus of the Moon: nonbasic lands are Mountains (their rules-text abilities lost,
    # "{T}: Add {R}." gained); a basic Island is not affected
    code, r, out = run_script(tmp_path, CREEPING_TAR_PIT + """card:
Magus of the Moon {2}{R}
Creature — Human Wizard
Nonbasic lands are Mountains.
2/2
end
players Alice 20, Bob 20
Alice battlefield: Island, Creeping Tar Pit
Bob battlefield: Magus of the Moon
turn Alice precombat main
expect Creeping Tar Pit subtypes: Mountain
expect Island subtypes: Island
""")
    assert code == 0, out
    assert ability_texts(r, "Creeping Tar Pit") == {"{T}: Add {R}."}
    assert ability_texts(r, "Island") == {"{T}: Add {U}."}


def test_613_aura_makes_an_artifact_a_creature_with_base_pt(tmp_path):
    # Ensoul Artifact: "is a creature with base power and toughness 5/5 in addition to
    # its other types" (layers 4 and 7b)
    code, r, out = run_script(tmp_path, """card:
Ensoul Artifact {1}{U}
Enchantment — Aura
Enchant artifact
Enchanted artifact is a creature with base power and toughness 5/5 in addition to its other types.
end
players Alice 20, Bob 20
Alice hand: Ensoul Artifact
Alice battlefield: Sol Ring
turn Alice precombat main
Alice pool: {C}{U}
Alice casts Ensoul Artifact targeting Sol Ring
all pass
expect Sol Ring types: Artifact Creature
expect Sol Ring power 5
expect Sol Ring toughness 5
""")
    assert code == 0, out


def test_613_becomes_with_base_pt_and_loses_all_abilities(tmp_path):
    # Dance of the Skywise: a blue Dragon Illusion 4/4 (205.1a: its creature types
    # replaced), loses all abilities, then gains flying (both layer 6, in order)
    code, r, out = run_script(tmp_path, """card:
Dance of the Skywise {1}{U}
Instant
Until end of turn, target creature you control becomes a blue Dragon Illusion with base power and toughness 4/4, loses all abilities, and gains flying.
end
players Alice 20, Bob 20
Alice hand: Dance of the Skywise
Alice battlefield: Youthful Knight
turn Alice precombat main
Alice pool: {C}{U}
Alice casts Dance of the Skywise targeting Youthful Knight
all pass
expect Youthful Knight subtypes: Dragon, Illusion
expect Youthful Knight colors: blue
expect Youthful Knight power 4
expect Youthful Knight has flying
expect Youthful Knight lacks first strike
""")
    assert code == 0, out


def test_205_3m_chosen_type_and_every_creature_type(tmp_path):
    # Adaptive Automaton is the creature type chosen as it entered, in addition to
    # Construct; Amorphous Axe makes the equipped creature every creature type
    code, r, out = run_script(tmp_path, """card:
Adaptive Automaton {3}
Artifact Creature — Construct
As this creature enters, choose a creature type.
This creature is the chosen type in addition to its other types.
Other creatures you control of the chosen type get +1/+1.
2/2
end
card:
Amorphous Axe {2}
Artifact — Equipment
Equipped creature gets +3/+0 and is every creature type.
Equip {3} ({3}: Attach to target creature you control. Equip only as a sorcery.)
end
players Alice 20, Bob 20
Alice hand: Adaptive Automaton
Alice battlefield: Amorphous Axe, Grizzly Bears
turn Alice precombat main
Alice pool: {C}{C}{C}
Alice casts Adaptive Automaton
all pass
  Alice chooses creature type: Elf
expect Adaptive Automaton subtypes: Construct, Elf
expect Grizzly Bears power 2
Alice pool: {C}{C}{C}
Alice activates Amorphous Axe targeting Grizzly Bears
all pass
expect Grizzly Bears power 6
expect Grizzly Bears toughness 3
""")
    assert code == 0, out
    # "every creature type" (205.3m): Bear and Elf among them -- so the Automaton's
    # "Other creatures you control of the chosen type get +1/+1" applies (above: 2+3+1)
    assert "Elf" in r.game.chars(r.game.find("Grizzly Bears")).subtypes


def test_611_2b_for_as_long_as_the_source_remains_on_the_battlefield(tmp_path):
    # Skilled Animator makes Sol Ring a 5/5 artifact creature "for as long as this
    # creature remains on the battlefield": when the Animator dies, the effect ends
    code, r, out = run_script(tmp_path, """card:
Skilled Animator {2}{U}
Creature — Human Artificer
When this creature enters, target artifact you control becomes an artifact creature with base power and toughness 5/5 for as long as this creature remains on the battlefield.
1/3
end
players Alice 20, Bob 20
Alice hand: Skilled Animator, Murder
Alice battlefield: Sol Ring
turn Alice precombat main
Alice pool: {C}{C}{U}
Alice casts Skilled Animator
all pass
all pass
expect Sol Ring types: Artifact Creature
expect Sol Ring power 5
Alice pool: {C}{B}{B}
Alice casts Murder targeting Skilled Animator
all pass
expect Sol Ring types: Artifact
""")
    assert code == 0, out
