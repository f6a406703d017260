"""Lists of filters with adjectives of their own: "target artifact creature or black creature",
"target artifact or tapped creature", "White creatures and blue creatures can't block", "White
spells and black spells you cast cost {1} less" (CR 115.1, 608.2b: an object that matches either
part; 105.2 colors; 601.2f). Before, these could not run ("FilterUnion: not a filter")."""
from __future__ import annotations

from interp_helpers import run_script

CARDS = """card:
Purge Test {1}{W}
Instant
Destroy target artifact creature or black creature. It can't be regenerated.
end
card:
Strike Test {3}{W}
Instant
Destroy target artifact or tapped creature. You gain 3 life.
end
card:
Veto Test {2}{W}
Enchantment
White creatures and blue creatures can't block.
end
card:
Familiar Test {4}{U}
Creature — Bird
White spells and black spells you cast cost {1} less to cast.
1/1
end
card:
Thopter Test {2}
Artifact Creature — Thopter
1/1
end
"""


def run(tmp_path, text):
    return run_script(tmp_path, CARDS + text)


def test_115_1_either_part_is_a_legal_target(tmp_path):
    code, r, out = run(tmp_path, """Alice hand: Purge Test
Bob battlefield: Thopter Test, Child of Night, Grizzly Bears
turn Alice precombat main
Alice pool: {C}{W}
expect refused "target": Alice casts Purge Test targeting Grizzly Bears
Alice casts Purge Test targeting Child of Night
all pass
expect Bob graveyard: Child of Night
""")
    assert code == 0, out
    code, r, out = run(tmp_path, """Alice hand: Purge Test
Bob battlefield: Thopter Test, Child of Night
turn Alice precombat main
Alice pool: {C}{W}
Alice casts Purge Test targeting Thopter Test
all pass
expect Bob graveyard: Thopter Test
""")
    assert code == 0, out


def test_115_1_the_adjective_belongs_to_its_own_part(tmp_path):
    # "artifact or tapped creature": an untapped creature isn't one, a tapped one is
    code, r, out = run(tmp_path, """Alice hand: Strike Test
Bob battlefield: Grizzly Bears, Savannah Lions tapped
turn Alice precombat main
Alice pool: {C}{C}{C}{W}
expect refused "target": Alice casts Strike Test targeting Grizzly Bears
Alice casts Strike Test targeting Savannah Lions
all pass
expect Bob graveyard: Savannah Lions
expect Alice life 23
""")
    assert code == 0, out


def test_608_2b_white_creatures_and_blue_creatures_cant_block(tmp_path):
    code, r, out = run(tmp_path, """Alice battlefield: Veto Test, Grizzly Bears
Bob battlefield: Savannah Lions, Air Elemental, Craw Wurm
turn Alice declare attackers
Alice attacks Bob with Grizzly Bears
all pass
expect refused "block": Bob blocks Grizzly Bears with Savannah Lions
expect refused "block": Bob blocks Grizzly Bears with Air Elemental
Bob blocks Grizzly Bears with Craw Wurm
all pass
expect Alice graveyard: Grizzly Bears
""")
    assert code == 0, out


def test_601_2f_spells_of_either_color_cost_less(tmp_path):
    # Child of Night (black) costs {B}{B} less {1}: {B}; Grizzly Bears (green) doesn't get cheaper
    code, r, out = run(tmp_path, """Alice hand: Child of Night, Grizzly Bears
Alice battlefield: Familiar Test
turn Alice precombat main
Alice pool: {B}{G}
Alice casts Child of Night
all pass
expect Alice battlefield: Familiar Test, Child of Night
expect refused "pay": Alice casts Grizzly Bears
""")
    assert code == 0, out
