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
