""""You may cast sorcery spells as though they had flash." and the like (CR 702.8a: such a
spell may be cast any time its caster could cast an instant; 117.1a otherwise only in its
owner's main phase with an empty stack). A permanent's permission is its controller's ("Any
player may ..." everyone's); a card's own ("You may cast this spell as though it had flash")
functions as it is cast, here only "as long as" its condition holds (611.3a). Before, these
statics could not run ("no static handler for MayCastAsThough")."""
from __future__ import annotations

from interp_helpers import run_script

CARDS = """card:
Sorcery Speedster {3}{U}
Creature — Dragon
You may cast sorcery spells as though they had flash.
4/4
end
card:
Open Season {3}{G}
Enchantment
Any player may cast green creature spells as though they had flash.
end
card:
Hasty Yeti {2}{R}
Creature — Yeti
As long as you control a green permanent, you may cast this spell as though it had flash.
3/3
end
"""

ON_BOBS_TURN = """turn Bob precombat main
Bob passes
"""


def run(tmp_path, text):
    return run_script(tmp_path, CARDS + text)


def test_702_8a_a_sorcery_on_an_opponents_turn(tmp_path):
    code, r, out = run(tmp_path, """Alice battlefield: Sorcery Speedster
Alice hand: Divination
Alice library: Island, Forest
""" + ON_BOBS_TURN + """Alice pool: {C}{C}{U}
Alice casts Divination
all pass
expect Alice hand: Island, Forest
""")
    assert code == 0, out


def test_117_1a_without_the_permission_it_is_refused(tmp_path):
    code, r, out = run(tmp_path, """Alice hand: Divination
Alice library: Island, Forest
""" + ON_BOBS_TURN + """Alice pool: {C}{C}{U}
expect refused "main phase": Alice casts Divination
expect Alice hand: Divination
""")
    assert code == 0, out


def test_702_8a_the_permission_is_its_controllers_only(tmp_path):
    # Alice controls the Speedster: Bob's sorcery on Alice's turn is still refused
    code, r, out = run(tmp_path, """Alice battlefield: Sorcery Speedster
Bob hand: Divination
turn Alice precombat main
Alice passes
Bob pool: {C}{C}{U}
expect refused "main phase": Bob casts Divination
""")
    assert code == 0, out


def test_702_8a_any_player_green_creature_spells_only(tmp_path):
    # Bob may use Alice's "Any player may ..." for a green creature; a red one is still refused
    code, r, out = run(tmp_path, """Alice battlefield: Open Season
Bob hand: Grizzly Bears, Raging Goblin
turn Alice precombat main
Alice passes
Bob pool: {R}
expect refused "main phase": Bob casts Raging Goblin
Bob pool: {G}
Bob casts Grizzly Bears
all pass
expect Bob battlefield: Grizzly Bears
""")
    assert code == 0, out


def test_611_3a_its_own_permission_while_you_control_a_green_permanent(tmp_path):
    code, r, out = run(tmp_path, """Alice hand: Hasty Yeti
Alice battlefield: Grizzly Bears
""" + ON_BOBS_TURN + """Alice pool: {C}{C}{R}
Alice casts Hasty Yeti
all pass
expect Alice battlefield: Grizzly Bears, Hasty Yeti
""")
    assert code == 0, out


def test_611_3a_no_green_permanent_no_permission(tmp_path):
    code, r, out = run(tmp_path, """Alice hand: Hasty Yeti
Alice battlefield: Forest
""" + ON_BOBS_TURN + """Alice pool: {C}{C}{R}
expect refused "main phase": Alice casts Hasty Yeti
""")
    # a Forest is a land, and lands are colorless (105.2c): not a green permanent
    assert code == 0, out
