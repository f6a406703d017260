"""Impulse draw: "Exile the top card of your library. Until end of turn, you may play
that card." (CR 601.2, 305.1: playing is casting a spell or playing a land; costs,
timing and the one land play still apply, 601.3, 305.2; the permission ends with its
window, and is on that object only, 400.7)."""
from __future__ import annotations

import pytest

from cardlang.kernel import RulesError
from interp_helpers import asked, run_script


def _cast_from_exile_refused(r, name):
    """The kernel itself refuses the cast from exile (601.3), not only the script."""
    g = r.game
    card = next(i for i in g.zone("exile") if g.name_of(i) == name)
    with pytest.raises(RulesError, match="601.3|hand"):
        g.cast_spell(g.pid("Alice"), card, targets=[g.pid("Bob")])

ABBOT = """card:
Abbot of Keral Keep {1}{R}
Creature — Human Monk
When this creature enters, exile the top card of your library. Until end of turn, you may play that card.
2/1
end
"""

KULRATH_ZEALOT = """card:
Kulrath Zealot {5}{R}
Creature — Elemental Cleric
When this creature enters, exile the top card of your library. Until the end of your next turn, you may play that card.
6/4
end
"""


def test_601_2_the_exiled_spell_may_be_cast_this_turn_for_its_cost(tmp_path):
    code, r, out = run_script(tmp_path, ABBOT + """players Alice 20, Bob 20
Alice hand: Abbot of Keral Keep
Alice library: Lightning Bolt, Island
turn Alice precombat main
Alice pool: {C}{R}
Alice casts Abbot of Keral Keep
all pass
all pass
expect exile: Lightning Bolt
expect refused "can't pay": Alice casts Lightning Bolt targeting Bob
Alice pool: {R}
Alice casts Lightning Bolt targeting Bob
all pass
expect Bob life 17
expect Alice graveyard: Lightning Bolt
""")
    assert code == 0, out


def test_305_2_an_exiled_land_is_played_with_the_land_drop(tmp_path):
    code, r, out = run_script(tmp_path, ABBOT + """players Alice 20, Bob 20
Alice hand: Abbot of Keral Keep, Mountain
Alice library: Forest, Island
turn Alice precombat main
Alice pool: {C}{R}
Alice casts Abbot of Keral Keep
all pass
all pass
expect exile: Forest
Alice plays Forest
expect Alice battlefield: Abbot of Keral Keep, Forest
expect refused "one land per turn": Alice plays Mountain
""")
    assert code == 0, out


def test_514_2_the_permission_ends_with_the_turn(tmp_path):
    code, r, out = run_script(tmp_path, ABBOT + """players Alice 20, Bob 20
Alice hand: Abbot of Keral Keep
Alice library: Lightning Bolt, Island
Bob library: Forest
turn Alice precombat main
Alice pool: {C}{R}
Alice casts Abbot of Keral Keep
all pass
all pass
advance to Bob's upkeep
Bob passes
Alice pool: {R}
expect refused "hand": Alice casts Lightning Bolt targeting Bob
expect exile: Lightning Bolt
""")
    assert code == 0, out
    _cast_from_exile_refused(r, "Lightning Bolt")


def test_611_2_until_the_end_of_your_next_turn(tmp_path):
    code, r, out = run_script(tmp_path, KULRATH_ZEALOT + """players Alice 20, Bob 20
Alice hand: Kulrath Zealot
Alice library: Lightning Bolt, Island, Island, Island
Bob library: Forest, Forest, Forest
turn Alice precombat main
Alice pool: {C}{C}{C}{C}{C}{R}
Alice casts Kulrath Zealot
all pass
all pass
expect exile: Lightning Bolt
advance to Bob's upkeep
Bob passes
Alice pool: {R}
Alice casts Lightning Bolt targeting Bob
all pass
expect Bob life 17
""")
    assert code == 0, out


def test_611_2_the_next_turn_window_closes_after_that_turn(tmp_path):
    code, r, out = run_script(tmp_path, KULRATH_ZEALOT + """players Alice 20, Bob 20
Alice hand: Kulrath Zealot
Alice library: Lightning Bolt, Island, Island, Island
Bob library: Forest, Forest, Forest
turn Alice precombat main
Alice pool: {C}{C}{C}{C}{C}{R}
Alice casts Kulrath Zealot
all pass
all pass
advance to Alice's upkeep
Alice pool: {R}
Alice casts Lightning Bolt targeting Bob
all pass
expect Bob life 17
""")
    assert code == 0, out
    assert r.game.turn == 3        # Alice's next turn: still open


def test_611_2_the_window_is_closed_on_the_turn_after_the_next(tmp_path):
    code, r, out = run_script(tmp_path, KULRATH_ZEALOT + """players Alice 20, Bob 20
Alice hand: Kulrath Zealot
Alice library: Lightning Bolt, Island, Island, Island
Bob library: Forest, Forest, Forest
turn Alice precombat main
Alice pool: {C}{C}{C}{C}{C}{R}
Alice casts Kulrath Zealot
all pass
all pass
advance to Alice's upkeep
advance to Bob's upkeep
Bob passes
Alice pool: {R}
expect refused "hand": Alice casts Lightning Bolt targeting Bob
expect exile: Lightning Bolt
""")
    assert code == 0, out
    assert r.game.turn == 4
    _cast_from_exile_refused(r, "Lightning Bolt")


YAHENNIS_EXPERTISE = """card:
Yahenni's Expertise {2}{B}{B}
Sorcery
All creatures get -3/-3 until end of turn.
You may cast a spell with mana value 3 or less from your hand without paying its mana cost.
end
"""


def test_608_2g_cast_a_spell_from_hand_without_paying_as_it_resolves(tmp_path):
    # only the cards with mana value 3 or less are offered (Craw Wurm isn't); no land
    code, r, out = run_script(tmp_path, YAHENNIS_EXPERTISE + """players Alice 20, Bob 20
Alice hand: Yahenni's Expertise, Grizzly Bears, Shock, Craw Wurm, Forest
Bob battlefield: Savannah Lions
turn Alice precombat main
Alice pool: {C}{C}{B}{B}
Alice casts Yahenni's Expertise
all pass
  Alice chooses may: yes
  Alice chooses choose: Grizzly Bears
expect Bob graveyard: Savannah Lions
expect stack: Grizzly Bears
expect Alice pool: empty
all pass
expect Alice battlefield: Grizzly Bears
expect Grizzly Bears power 2
expect Alice hand: Shock, Craw Wurm, Forest
""")
    assert code == 0, out
    d = asked(r, "choose")[0]
    assert sorted(r.game.name_of(i) for i in d.options) == ["Grizzly Bears", "Shock"]


def test_608_2g_declining_casts_nothing(tmp_path):
    code, r, out = run_script(tmp_path, YAHENNIS_EXPERTISE + """players Alice 20, Bob 20
Alice hand: Yahenni's Expertise, Grizzly Bears
turn Alice precombat main
Alice pool: {C}{C}{B}{B}
Alice casts Yahenni's Expertise
all pass
  Alice chooses may: no
expect Alice hand: Grizzly Bears
expect stack: nothing
""")
    assert code == 0, out
