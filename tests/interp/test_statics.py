"""Static abilities, keyword abilities and conditions run through the
interpreter and the kernel (inline game scripts with real cards); each test
asserts the rules result and cites the CR rule it follows."""
from __future__ import annotations

import io
from pathlib import Path

from rich.console import Console

from cardlang.script.runner import run_one

ROOT = Path(__file__).resolve().parents[2]


def run(tmp_path, text):
    p = tmp_path / "t.game"
    p.write_text(text.replace("{root}", str(ROOT)), encoding="utf-8")
    out, err = io.StringIO(), io.StringIO()
    code, runner = run_one(p, console=Console(file=out, width=200, color_system=None),
                           err_console=Console(file=err, width=200, color_system=None))
    return code, runner, out.getvalue() + err.getvalue()


DECAYED_ZOMBIE = """card:
Zombie
Color: Black
Token Creature — Zombie
Decayed
2/2
end
"""


def test_702_147a_decayed_cant_block(tmp_path):
    code, r, out = run(tmp_path, DECAYED_ZOMBIE + """players Alice 20, Bob 20
Alice battlefield: Zombie
Bob battlefield: Grizzly Bears
turn Bob declare attackers
Bob attacks Alice with Grizzly Bears
all pass
expect refused "can't block": Alice blocks Grizzly Bears with Zombie
""")
    assert code == 0, out


def test_702_147a_decayed_sacrificed_at_end_of_combat_after_attacking(tmp_path):
    code, r, out = run(tmp_path, DECAYED_ZOMBIE + """players Alice 20, Bob 20
Alice battlefield: Zombie
turn Alice declare attackers
Alice attacks Bob with Zombie
expect stack: "When this creature attacks, sacrifice it at end of combat."
all pass
expect Alice battlefield: Zombie
advance to Alice's end of combat
all pass
expect Bob life 18
expect Alice battlefield: nothing
""")
    assert code == 0, out
    # 603.7: a delayed trigger at end of combat (511.1); 701.21a: sacrificed by its controller
    assert any("sacrifice" in t and "Zombie" in t for t in r.game.log_text()), r.game.log_text()


def test_702_147a_token_created_with_decayed_has_the_keyword(tmp_path):
    # Poppet Stitcher: "create a 2/2 black Zombie creature token with decayed"
    code, r, out = run(tmp_path, """use {root}/cards/multiface.cards
players Alice 20, Bob 20
Alice hand: Shock
Alice battlefield: Poppet Stitcher
turn Alice precombat main
Alice pool: {R}
Alice casts Shock targeting Bob
all pass
expect Zombie Token has decayed
expect Zombie Token colors: black
expect Zombie Token power 2
""")
    assert code == 0, out


def test_603_4_intervening_if_false_means_it_does_not_trigger(tmp_path):
    # Poppet Stitcher: "At the beginning of your upkeep, if you control three or more
    # creature tokens, you may transform Poppet Stitcher."  Two tokens: no trigger.
    code, r, out = run(tmp_path, DECAYED_ZOMBIE + """use {root}/cards/multiface.cards
players Alice 20, Bob 20
Alice battlefield: Poppet Stitcher, Zombie, Zombie
turn Alice upkeep
expect stack: nothing
""")
    assert code == 0, out


def test_603_4_intervening_if_rechecked_on_resolution(tmp_path):
    # three tokens: it triggers; one is gone before it resolves: it does nothing
    code, r, out = run(tmp_path, """use {root}/cards/multiface.cards
players Alice 20, Bob 20
Alice battlefield: Poppet Stitcher, Goblin, Goblin, Goblin, Prodigal Pyromancer
turn Alice upkeep
expect stack: "At the beginning of your upkeep, if you control three or more creature tokens, you may transform Poppet Stitcher."
Alice activates Prodigal Pyromancer targeting Goblin
all pass
expect Alice battlefield: Poppet Stitcher, Goblin, Goblin, Prodigal Pyromancer
all pass
expect Poppet Stitcher face front
expect stack: nothing
""")
    assert code == 0, out
    assert any("condition is no longer true" in t for t in r.game.log_text())


def test_613_4b_base_power_and_toughness_from_a_resolving_ability(tmp_path):
    # Gigantomancer: "{1}: Target creature you control has base power and toughness 7/7
    # until end of turn."  Layer 7b, then +1/+1 counters in 7c (613.4c): 8/8.
    code, r, out = run(tmp_path, """card:
Gigantomancer {7}{G}
Creature — Human Shaman
{1}: Target creature you control has base power and toughness 7/7 until end of turn.
1/1
end
players Alice 20, Bob 20
Alice battlefield: Gigantomancer, Grizzly Bears with 1 +1/+1 counters
turn Alice precombat main
Alice pool: {G}
Alice activates Gigantomancer targeting Grizzly Bears
all pass
expect Grizzly Bears power 8
expect Grizzly Bears toughness 8
advance to Bob's upkeep
expect Grizzly Bears power 3
""")
    assert code == 0, out


KIRD = """card:
Kird Chieftain {3}{G}
Creature — Ape
This creature gets +1/+1 as long as you control a Forest.
{4}{G}: Target creature gets +1/+1 and gains trample until end of turn.
3/3
end
"""


def test_611_3a_gets_as_long_as_applies_only_while_the_condition_holds(tmp_path):
    # Kird Chieftain: "This creature gets +1/+1 as long as you control a Forest."
    # Checked at every moment, never locked in (611.3a): the Forest leaves, the bonus goes.
    code, r, out = run(tmp_path, KIRD + """card:
Stone Rain {2}{R}
Sorcery
Destroy target land.
end
players Alice 20, Bob 20
Alice battlefield: Kird Chieftain, Forest
Alice hand: Stone Rain
turn Alice precombat main
Alice pool: {R}{R}{R}
expect Kird Chieftain power 4
expect Kird Chieftain toughness 4
Alice casts Stone Rain targeting Forest
all pass
expect Kird Chieftain power 3
expect Kird Chieftain toughness 3
""")
    assert code == 0, out


def test_611_3a_gets_as_long_as_is_false_without_the_permanent(tmp_path):
    code, r, out = run(tmp_path, KIRD + """players Alice 20, Bob 20
Alice battlefield: Kird Chieftain, Mountain
Bob battlefield: Forest
turn Alice precombat main
expect Kird Chieftain power 3
""")
    assert code == 0, out   # 109.4: Bob's Forest isn't one Alice controls


def test_611_3a_as_long_as_its_your_turn_first_strike(tmp_path):
    code, r, out = run(tmp_path, """card:
Bear Duelist {1}{G}
Creature — Bear
As long as it's your turn, this creature has first strike.
2/2
end
players Alice 20, Bob 20
Alice battlefield: Bear Duelist
Alice library: Forest, Forest
Bob library: Forest, Forest
turn Alice precombat main
expect Bear Duelist has first strike
advance to Bob's upkeep
expect Bear Duelist lacks first strike
""")
    assert code == 0, out


def test_613_1f_granted_quoted_mana_ability_works_and_summoning_sickness_applies(tmp_path):
    # Cryptolith Rite: 'Creatures you control have "{T}: Add one mana of any color."'
    # The granted ability is the creature's own (113.7): a creature that came under
    # Alice's control this turn can't pay {T} (302.6).
    code, r, out = run(tmp_path, """card:
Cryptolith Rite {1}{G}
Enchantment
Creatures you control have "{T}: Add one mana of any color."
end
players Alice 20, Bob 20
Alice hand: Llanowar Elves
Alice battlefield: Cryptolith Rite, Grizzly Bears
turn Alice precombat main
Alice activates Grizzly Bears
  Alice chooses mana color: G
expect Alice pool: {G}
Alice casts Llanowar Elves
all pass
expect refused "summoning sickness": Alice activates Llanowar Elves ability 2
""")
    assert code == 0, out


CYCLER = """card:
Agonasaur Rex {3}{G}{G}
Creature — Dinosaur
Trample, hexproof
Cycling {2}{G} ({2}{G}, Discard this card: Draw a card.)
8/8
end
"""


def test_702_29a_cycling_from_hand_discards_and_draws(tmp_path):
    code, r, out = run(tmp_path, CYCLER + """players Alice 20, Bob 20
Alice hand: Agonasaur Rex
Alice library: Forest
turn Alice precombat main
Alice pool: {G}{G}{G}
Alice activates Agonasaur Rex
expect Alice graveyard: Agonasaur Rex
expect Alice hand: nothing
all pass
expect Alice hand: Forest
""")
    assert code == 0, out


def test_113_6_cycling_does_not_function_on_the_battlefield(tmp_path):
    code, r, out = run(tmp_path, CYCLER + """players Alice 20, Bob 20
Alice battlefield: Agonasaur Rex
Alice library: Forest
turn Alice precombat main
Alice pool: {G}{G}{G}
expect refused "isn't in a hand": Alice activates Agonasaur Rex
""")
    assert code == 0, out


def test_118_3_cycling_cost_must_be_paid_or_nothing_happens(tmp_path):
    code, r, out = run(tmp_path, CYCLER + """players Alice 20, Bob 20
Alice hand: Agonasaur Rex
Alice library: Forest
turn Alice precombat main
Alice pool: {G}{G}
expect refused "can't pay": Alice activates Agonasaur Rex
expect Alice hand: Agonasaur Rex
""")
    assert code == 0, out


def test_614_1c_enters_with_x_counters_from_the_stack(tmp_path):
    # Endless One: "This creature enters with X +1/+1 counters on it." (0/0; 107.3m: X as cast)
    code, r, out = run(tmp_path, """card:
Endless One {X}
Creature — Eldrazi
This creature enters with X +1/+1 counters on it.
0/0
end
players Alice 20, Bob 20
Alice hand: Endless One
turn Alice precombat main
Alice pool: {C}{C}{C}
Alice casts Endless One with X = 3
all pass
expect Endless One counters: 3 +1/+1
expect Endless One power 3
""")
    assert code == 0, out
    # 122.6 / 614.1c: it entered with them -- no counters were put on it afterwards
    assert not [e for e in r.game.log if e.kind == "counters"]


def test_208_with_power_2_or_less_target_filter(tmp_path):
    # Cruel Cut: "Destroy target creature with power 2 or less." -- checked on the
    # creature's current power (613): a 6/4 isn't a legal target (601.2c)
    code, r, out = run(tmp_path, """card:
Cruel Cut {1}{B}
Instant
Destroy target creature with power 2 or less.
end
players Alice 20, Bob 20
Alice hand: Cruel Cut
Bob battlefield: Grizzly Bears, Craw Wurm
turn Alice precombat main
Alice pool: {B}{B}
expect refused "not a legal target": Alice casts Cruel Cut targeting Craw Wurm
Alice casts Cruel Cut targeting Grizzly Bears
all pass
expect Bob battlefield: Craw Wurm
""")
    assert code == 0, out


def test_404_from_an_opponents_graveyard_target_filter(tmp_path):
    code, r, out = run(tmp_path, """card:
Repel Intruders {3}{W/U}
Instant
Exile target card from an opponent's graveyard.
end
players Alice 20, Bob 20
Alice hand: Repel Intruders
Alice graveyard: Shock
Bob graveyard: Lava Axe
turn Alice precombat main
Alice pool: {W}{W}{W}{W}
expect refused "not a legal target": Alice casts Repel Intruders targeting Shock
Alice casts Repel Intruders targeting Lava Axe
all pass
expect Bob graveyard: nothing
expect Alice graveyard: Shock, Repel Intruders
""")
    assert code == 0, out


def test_702_114a_devoid_is_colorless_everywhere(tmp_path):
    code, r, out = run(tmp_path, """card:
Forerunner of Slaughter {B}{R}
Creature — Eldrazi Drone
Devoid (This card has no color.)
3/2
end
players Alice 20, Bob 20
Alice battlefield: Forerunner of Slaughter
Alice hand: Forerunner of Slaughter
turn Alice precombat main
expect Forerunner of Slaughter colors: colorless
""")
    assert code == 0, out
    g = r.game
    in_hand = g.hand(g.pid("Alice"))[0]
    assert g.chars(in_hand).colors == ()   # 604.3: a CDA functions in every zone


def test_502_3_doesnt_untap_during_untap_step(tmp_path):
    code, r, out = run(tmp_path, """card:
Colossus of Sardia {9}
Artifact Creature — Golem
Trample
This creature doesn't untap during your untap step.
9/9
end
players Alice 20, Bob 20
Alice battlefield: Colossus of Sardia tapped, Grizzly Bears tapped
Alice library: Forest, Forest
Bob library: Forest, Forest
turn Bob precombat main
advance to Alice's upkeep
expect Colossus of Sardia tapped
expect Grizzly Bears untapped
""")
    assert code == 0, out


NUMBERED = """card:
Araba Mothrider {1}{W}
Creature — Human Samurai
Flying
Bushido 1 (Whenever this creature blocks or becomes blocked, it gets +1/+1 until end of turn.)
1/1
end
card:
Ammit Eternal {2}{B}
Creature — Zombie Crocodile Demon
Afflict 3 (Whenever this creature becomes blocked, defending player loses 3 life.)
5/5
end
card:
Annex Sentry {2}{W}
Artifact Creature — Phyrexian Bird
Toxic 1 (Players dealt combat damage by this creature also get a poison counter.)
1/5
end
"""


def test_702_45a_bushido_when_blocked(tmp_path):
    code, r, out = run(tmp_path, NUMBERED + """players Alice 20, Bob 20
Alice battlefield: Araba Mothrider
Bob battlefield: Giant Spider
turn Alice declare attackers
Alice attacks Bob with Araba Mothrider
all pass
Bob blocks Araba Mothrider with Giant Spider
expect stack: "Bushido 1"
all pass
expect Araba Mothrider power 2
expect Araba Mothrider toughness 2
""")
    assert code == 0, out


def test_702_130a_afflict_defending_player_loses_life_when_blocked(tmp_path):
    code, r, out = run(tmp_path, NUMBERED + """players Alice 20, Bob 20
Alice battlefield: Ammit Eternal
Bob battlefield: Craw Wurm
turn Alice declare attackers
Alice attacks Bob with Ammit Eternal
all pass
Bob blocks Ammit Eternal with Craw Wurm
all pass
expect Bob life 17
""")
    assert code == 0, out


def test_702_164b_toxic_gives_poison_with_combat_damage(tmp_path):
    code, r, out = run(tmp_path, NUMBERED + """players Alice 20, Bob 20
Alice battlefield: Annex Sentry
turn Alice declare attackers
Alice attacks Bob with Annex Sentry
all pass
all pass
expect Bob life 19
expect Bob poison 1
""")
    assert code == 0, out
