"""Disturb (CR 702.146a): cast the card transformed from its graveyard for its disturb
cost; it is put on the stack with its back face up (712.11a), has only that face's
characteristics (712.8c) and resolves into a permanent with that face up. Real card text."""
from __future__ import annotations

from interp_helpers import run_script

ANGLER = """card:
Baithook Angler {1}{U}
Creature — Human Peasant
Disturb {1}{U} (You may cast this card from your graveyard transformed for its disturb cost.)
2/1
// transform
Hook-Haunt Drifter
Color: Blue
Creature — Spirit
Flying
If Hook-Haunt Drifter would be put into a graveyard from anywhere, exile it instead.
1/2
end
"""


def test_702_146a_cast_transformed_from_the_graveyard(tmp_path):
    code, r, out = run_script(tmp_path, ANGLER + """players Alice 20, Bob 20
Alice graveyard: Baithook Angler
turn Alice precombat main
Alice pool: {U}{U}
Alice casts Baithook Angler using disturb
expect Hook-Haunt Drifter face back
all pass
expect Alice battlefield: Hook-Haunt Drifter
expect Hook-Haunt Drifter face back
expect Hook-Haunt Drifter power 1
expect Hook-Haunt Drifter has flying
expect Alice graveyard: nothing
""")
    assert code == 0, out


def test_702_146a_disturb_only_from_the_graveyard(tmp_path):
    code, r, out = run_script(tmp_path, ANGLER + """players Alice 20, Bob 20
Alice hand: Baithook Angler
turn Alice precombat main
Alice pool: {U}{U}
expect refused "in the graveyard of Alice": Alice casts Baithook Angler using disturb
expect Alice hand: Baithook Angler
""")
    assert code == 0, out


def test_732_refused_disturb_cast_leaves_the_card_front_face_up(tmp_path):
    code, r, out = run_script(tmp_path, ANGLER + """players Alice 20, Bob 20
Alice graveyard: Baithook Angler
turn Alice precombat main
Alice pool: {U}
expect refused "601.2h": Alice casts Baithook Angler using disturb
expect Alice graveyard: Baithook Angler
""")
    assert code == 0, out
    g = r.game
    card = g.zone("graveyard", g.pid("Alice"))[0]
    assert g.objects[card].face_index == 0   # 712.8a: front face in the graveyard


def test_712_8c_the_back_face_dies_into_exile(tmp_path):
    code, r, out = run_script(tmp_path, ANGLER + """players Alice 20, Bob 20
Alice graveyard: Baithook Angler
Bob hand: Shock
turn Alice precombat main
Alice pool: {U}{U}
Alice casts Baithook Angler using disturb
all pass
Alice passes
Bob pool: {R}
Bob casts Shock targeting Hook-Haunt Drifter
all pass
expect Alice exile: Baithook Angler
expect Alice graveyard: nothing
""")
    assert code == 0, out
