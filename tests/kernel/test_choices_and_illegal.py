"""The Chooser interface and illegal actions (CR 732)."""
import pytest

from cardlang.kernel import (DefaultChooser, Decision, Game, MissingChoice, RulesError, ScriptedChooser)
from cardlang.kernel.choices import pick_option
from kernel_helpers import BEARS, LAVA_AXE, SHOCK, FIREBALL_LIKE, creature_target, main_phase_game


def test_scripted_chooser_answers_in_order():
    ch = ScriptedChooser([1, "b"])
    assert ch.choose(Decision("mode", "first", 1, [1, 2])) == 1
    assert ch.choose(Decision("mode", "second", 1, ["a", "b"])) == "b"


def test_scripted_chooser_fails_naming_the_decision():
    ch = ScriptedChooser([])
    with pytest.raises(MissingChoice) as e:
        ch.choose(Decision("order_replacements", "choose which effect applies first", 7, ["x", "y"]))
    assert "order_replacements" in str(e.value) and "choose which effect applies first" in str(e.value)
    assert e.value.kind == "order_replacements"


def test_scripted_chooser_kind_mismatch_is_an_error():
    ch = ScriptedChooser([("targets", 3)])
    with pytest.raises(MissingChoice) as e:
        ch.choose(Decision("x", "choose X", 1, []))
    assert "'targets'" in str(e.value) and "x for player 1" in str(e.value)


def test_default_chooser_takes_the_only_option_else_names_decision():
    d = DefaultChooser()
    assert d.choose(Decision("targets", "pick", 1, [42])) == 42
    with pytest.raises(MissingChoice) as e:
        d.choose(Decision("divide_damage", "divide 3", 1, []))
    assert "divide_damage" in str(e.value)


def test_pick_option_refuses_non_options():
    d = Decision("mode", "m", 1, ["a", "b"])
    assert pick_option(d, "b") == "b" and pick_option(d, 0) == "a"
    with pytest.raises(RulesError):
        pick_option(d, "c")


def test_targets_are_chosen_through_the_chooser():
    g, ch = main_phase_game(("targets", "Bob"))
    a, b = g.pid("Alice"), g.pid("Bob")
    shock = g.add_card(a, SHOCK, "hand")
    g.add_mana(a, "R")
    item = g.cast_spell(a, shock)
    assert item.ctx.targets == [b]
    d = [d for d in ch.asked if d.kind == "targets"][0]
    assert set(d.options) == {a, b} and d.rule == "601.2c"


def test_x_and_division_are_chosen_through_the_chooser():
    g, ch = main_phase_game(("x", 3), ("targets", "Alice"), ("targets", "Bob"), ("divide_damage", {"Alice": 1, "Bob": 2}))
    a, b = g.pid("Alice"), g.pid("Bob")
    fb = g.add_card(a, FIREBALL_LIKE, "hand")
    g.add_mana(a, "RRRR")
    item = g.cast_spell(a, fb)
    assert item.ctx.x == 3 and item.ctx.divided == {a: 1, b: 2}
    g.pass_all()
    assert (g.player(a).life, g.player(b).life) == (19, 18)


# ---- 732: illegal actions are refused and nothing changes --------------------------

def _refused(g, fn, rule):
    before = g.snapshot()
    with pytest.raises(RulesError) as e:
        fn()
    assert e.value.rule == rule, str(e.value)
    assert g.snapshot() == before
    return e.value


def test_732_sorcery_outside_main_phase():
    g, ch = main_phase_game()
    a, b = g.pid("Alice"), g.pid("Bob")
    axe = g.add_card(a, LAVA_AXE, "hand")
    g.add_mana(a, "RRRRR")
    g.advance_step()   # beginning of combat
    g.add_mana(a, "RRRRR")
    _refused(g, lambda: g.cast_spell(a, axe, targets=[b]), "117.1a")


def test_732_cast_without_priority():
    g, ch = main_phase_game()
    a, b = g.pid("Alice"), g.pid("Bob")
    shock = g.add_card(b, SHOCK, "hand")
    g.add_mana(b, "R")
    _refused(g, lambda: g.cast_spell(b, shock, targets=[a]), "117.1a")


def test_732_illegal_target():
    g, ch = main_phase_game()
    a, b = g.pid("Alice"), g.pid("Bob")
    from cardlang.kernel import SpellAbility, TargetSpec, card
    murder = card("Smite", "{B}", "Instant", abilities=(
        SpellAbility(lambda gm, c: None, (TargetSpec("target creature", creature_target),)),))
    m = g.add_card(a, murder, "hand")
    g.add_mana(a, "B")
    _refused(g, lambda: g.cast_spell(a, m, targets=[b]), "601.2c")


def test_732_not_enough_mana():
    g, ch = main_phase_game()
    a, b = g.pid("Alice"), g.pid("Bob")
    axe = g.add_card(a, LAVA_AXE, "hand")
    g.add_mana(a, "RR")
    _refused(g, lambda: g.cast_spell(a, axe, targets=[b]), "601.2h")


def test_732_missing_choice_mid_cast_changes_nothing():
    g, ch = main_phase_game()
    a = g.pid("Alice")
    shock = g.add_card(a, SHOCK, "hand")
    g.add_mana(a, "R")
    # two legal targets and no answer: the cast is refused before anything moved
    e = _refused(g, lambda: g.cast_spell(a, shock), "732.1")
    assert isinstance(e, MissingChoice) and e.kind == "targets"


def test_732_bad_division():
    g, ch = main_phase_game()
    a, b = g.pid("Alice"), g.pid("Bob")
    fb = g.add_card(a, FIREBALL_LIKE, "hand")
    g.add_mana(a, "RRRR")
    _refused(g, lambda: g.cast_spell(a, fb, x=3, targets=[a, b], division={a: 3, b: 0}), "601.2d")


def test_732_second_land_and_tapped_activation():
    from cardlang.kernel import card, ManaAbility, Cost, Mana
    g, ch = main_phase_game()
    a = g.pid("Alice")
    forest = card("Forest", None, "Basic Land — Forest", abilities=(
        ManaAbility(Cost(tap=True), lambda gm, c: [Mana("G")], "{T}: Add {G}."),))
    f1 = g.add_card(a, forest, "hand")
    f2 = g.add_card(a, forest, "hand")
    f1 = g.play_land(a, f1)
    _refused(g, lambda: g.play_land(a, f2), "305.2")
    g.activate_ability(a, f1, 0)
    _refused(g, lambda: g.activate_ability(a, f1, 0), "118.3")


def test_732_summoning_sick_creature_cannot_tap():
    from cardlang.kernel import card, ManaAbility, Cost, Mana
    g, ch = main_phase_game()
    a = g.pid("Alice")
    elf = card("Llanowar Elves", "{G}", "Creature — Elf Druid", "1/1", abilities=(
        ManaAbility(Cost(tap=True), lambda gm, c: [Mana("G")], "{T}: Add {G}."),))
    e = g.add_card(a, elf, "hand")
    g.add_mana(a, "G")
    g.cast_spell(a, e)
    g.pass_all()
    e = g.find("Llanowar Elves", "battlefield")
    _refused(g, lambda: g.activate_ability(a, e, 0), "302.6")


def test_732_restricted_mana_refused_state_equal_including_pool():
    from cardlang.kernel import ManaRider
    g, ch = main_phase_game()
    a, b = g.pid("Alice"), g.pid("Bob")
    axe = g.add_card(a, LAVA_AXE, "hand")
    r = ManaRider("Spend this mana only on abilities.", restriction=lambda gm, s: s.kind == "ability")
    ids = g.add_mana(a, "RRRR") + g.add_mana(a, "R", riders=[r])
    _refused(g, lambda: g.cast_spell(a, axe, targets=[b], payment=ids), "106.6")
