""""up to N <objects>" as the objects of an instruction (CR 608.2c): the player
performing it chooses, as it resolves, at most that many of the matching objects --
they aren't targets; real card text."""
from __future__ import annotations

from interp_helpers import asked, run_script

FRANTIC_SEARCH = """card:
Frantic Search {2}{U}
Instant
Draw two cards, then discard two cards. Untap up to three lands.
end
players Alice 20, Bob 20
Alice hand: Frantic Search, Shock, Opt
Alice library: Divination, Cancel
Alice battlefield: Island, Mountain tapped, Forest tapped, Plains tapped, Swamp tapped
turn Alice precombat main
Alice pool: {U}{U}{U}
Alice casts Frantic Search
all pass
  Alice chooses discard: Shock
  Alice chooses discard: Opt
"""


def _tapped(r):
    g = r.game
    return sorted(g.name_of(i) for i in g.battlefield() if g.objects[i].tapped)


def test_608_2c_untap_up_to_three_lands(tmp_path):
    code, r, out = run_script(tmp_path, FRANTIC_SEARCH + """  Alice chooses objects: Mountain, Forest
expect Alice graveyard: Frantic Search, Shock, Opt
""")
    assert code == 0, out
    (d,) = asked(r, "choose_objects")
    # the options: Alice's five lands; none to three may be chosen
    assert len(d.options) == 5 and d.data == {"min": 0, "max": 3}
    assert _tapped(r) == ["Plains", "Swamp"]


def test_608_2c_no_more_than_that_many_may_be_chosen(tmp_path):
    code, r, out = run_script(tmp_path, FRANTIC_SEARCH + """  Alice chooses objects: Mountain, Forest, Plains, Swamp
""")
    assert code != 0 and "choose 0 to 3 card(s)" in out, out
