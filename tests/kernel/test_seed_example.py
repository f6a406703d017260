"""The seed's worked example (CR 616.1, 615.7, 614.1a): 5 damage, a
"prevent the next 4" shield and a doubling effect."""
from cardlang.kernel import RulesError, ScriptedChooser
from kernel_helpers import DOUBLING_SCHEME, LAVA_AXE, MENDING_HANDS, main_phase_game


def _setup(order_answer):
    g, ch = main_phase_game()
    a, b = g.pid("Alice"), g.pid("Bob")
    scheme = g.add_card(a, DOUBLING_SCHEME, "command")
    axe = g.add_card(a, LAVA_AXE, "hand")
    hands = g.add_card(b, MENDING_HANDS, "hand")
    g.set_scheme_in_motion(a, scheme)
    g.pass_all()    # the scheme's trigger resolves: doubling until Alice's next turn
    assert not g.stack_items
    g.add_mana(a, "RRRRR")
    g.add_mana(b, "W")
    g.cast_spell(a, axe, targets=[b])
    g.pass_priority(a)
    # Bob responds: Mending Hands targeting himself
    g.cast_spell(b, hands, targets=[b])
    g.pass_all()   # Mending Hands resolves
    assert [it.text for it in g.stack_items] == ["Lava Axe"]
    ch.add(("order_replacements", order_answer))
    g.pass_all()   # Lava Axe resolves; Bob orders the two effects
    return g, b


def test_616_1_prevention_first_gives_2():
    g, b = _setup("prevent the next 4 damage to Bob")
    assert g.player(b).life == 18
    dmg = [e for e in g.log if e.kind == "damage"][-1]
    assert dmg.replacements == ["prevent the next 4 damage to Bob", "damage doubling (scheme)"]
    assert dmg.ordered_by[0] == "Bob"   # 616.1: the affected player chose


def test_616_1_doubling_first_gives_6():
    g, b = _setup("damage doubling (scheme)")
    assert g.player(b).life == 14
    dmg = [e for e in g.log if e.kind == "damage"][-1]
    assert dmg.replacements == ["damage doubling (scheme)", "prevent the next 4 damage to Bob"]
    assert dmg.fields["amount"] == 6


def test_616_1_order_question_goes_to_damaged_player():
    g, b = _setup("damage doubling (scheme)")
    asked = [d for d in g.chooser.asked if d.kind == "order_replacements"]
    assert len(asked) == 1 and asked[0].player == b
    assert asked[0].rule == "616.1"
