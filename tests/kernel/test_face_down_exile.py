"""Cards exiled face down (CR 406.3): no characteristics; turned face up just before they're
cast or played from exile (406.3a); a refused cast leaves them face down (732)."""
import pytest

from cardlang.kernel.casting import grant_play_from_exile
from cardlang.kernel.errors import RulesError
from kernel_helpers import BEARS, main_phase_game


def _exile_face_down(g, owner, cardef):
    i = g.add_card(owner, cardef, "hand")
    return g.move(i, "exile", reason="exile", face_down=True)


def test_406_3a_no_characteristics_in_exile():
    g, ch = main_phase_game(library=3)
    e = _exile_face_down(g, g.pid("Alice"), BEARS)
    c = g.chars(e)
    assert g.objects[e].face_down and c.name == "" and c.types == () and c.power is None


def test_406_3a_turned_face_up_as_it_is_cast_from_exile():
    g, ch = main_phase_game(library=3)
    a = g.pid("Alice")
    e = _exile_face_down(g, a, BEARS)
    grant_play_from_exile(g, e, a, "end_of_turn", lands=False)
    g.add_mana(a, "GG")
    g.cast_spell(a, e)
    spell = g.stack_items[-1].obj
    assert not g.objects[spell].face_down and g.chars(spell).name == "Grizzly Bears"


def test_732_a_refused_cast_leaves_it_face_down():
    g, ch = main_phase_game(library=3)
    a = g.pid("Alice")
    e = _exile_face_down(g, a, BEARS)
    grant_play_from_exile(g, e, a, "end_of_turn", lands=False)
    with pytest.raises(RulesError):
        g.cast_spell(a, e)            # no mana: refused
    assert g.objects[e].zone == "exile" and g.objects[e].face_down
