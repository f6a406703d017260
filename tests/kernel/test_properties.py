"""Property tests (hypothesis) generalising the seed example (CR 616.1, 615.7)."""
from hypothesis import given, settings, strategies as st

from cardlang.kernel import Game, ScriptedChooser, double_damage, prevent_next


@settings(max_examples=60, deadline=None)
@given(n=st.integers(1, 30), shield=st.integers(1, 30), prevent_first=st.booleans())
def test_616_1_order_of_shield_and_doubling(n, shield, prevent_first):
    first = "shield" if prevent_first else "doubler"
    g = Game(["A", "B"], chooser=ScriptedChooser([("order_replacements", first)]), starting_life=100)
    b = g.pid("B")
    g.add_replacement(double_damage("doubler"))
    sh = g.add_replacement(prevent_next("shield", shield, lambda gm, e: True))
    g.deal_damage(None, b, n)
    if prevent_first:
        dealt = max(0, n - shield) * 2
        used = min(n, shield)
    else:
        dealt = max(0, 2 * n - shield)
        used = min(2 * n, shield)
    assert g.player(b).life == 100 - dealt
    assert sh.remaining == shield - used      # 615.7: used up as it prevents


@settings(max_examples=40, deadline=None)
@given(parts=st.lists(st.integers(1, 5), min_size=1, max_size=4))
def test_601_2d_each_divided_part_is_doubled_separately(parts):
    g = Game([f"P{i}" for i in range(len(parts))], starting_life=100)
    g.add_replacement(double_damage("doubler"))
    g.deal_damage_divided(None, {p: n for p, n in zip(g.order, parts)})
    assert [g.player(p).life for p in g.order] == [100 - 2 * n for n in parts]
