"""The stack, priority, resolution and triggers (CR 117, 405, 603, 608)."""
import pytest

from cardlang.kernel import (Context, DelayedTrigger, RulesError, SpellAbility, TargetSpec, TriggeredAbility,
                             card)
from kernel_helpers import BEARS, GIANT, SHOCK, any_target, creature_target, main_phase_game


def test_405_5_stack_resolves_last_in_first_out():
    g, ch = main_phase_game()
    a, b = g.pid("Alice"), g.pid("Bob")
    order = []
    mk = lambda n: card(f"Note {n}", "{R}", "Instant", abilities=(SpellAbility(lambda gm, c, n=n: order.append(n)),))
    s1, s2 = g.add_card(a, mk(1), "hand"), g.add_card(a, mk(2), "hand")
    s3 = g.add_card(b, mk(3), "hand")
    g.add_mana(a, "RR")
    g.add_mana(b, "R")
    g.cast_spell(a, s1)
    g.cast_spell(a, s2)             # 117.3c: the caster keeps priority
    g.pass_priority(a)
    g.cast_spell(b, s3)
    g.pass_all()
    g.pass_all()
    g.pass_all()
    assert order == [3, 2, 1]
    assert not g.stack_items


def test_117_4_all_pass_with_empty_stack_ends_step():
    g, ch = main_phase_game()
    assert g.step == "main1"
    g.pass_all()
    assert g.step == "begin_combat"


def test_117_3d_passing_without_priority_refused():
    g, ch = main_phase_game()
    with pytest.raises(RulesError) as e:
        g.pass_priority("Bob")
    assert e.value.rule == "117.3d"


def test_608_2b_spell_with_all_targets_illegal_does_not_resolve():
    g, ch = main_phase_game()
    a, b = g.pid("Alice"), g.pid("Bob")
    bear = g.add_card(b, BEARS, "battlefield")
    shock = g.add_card(a, SHOCK, "hand")
    g.add_mana(a, "R")
    g.cast_spell(a, shock, targets=[bear])
    g.move(bear, "hand")            # the target leaves the battlefield: a new object (400.7)
    g.pass_all()
    assert any(e.rule == "608.2b" and "doesn't resolve" in e.text for e in g.log)
    assert g.find("Shock", "graveyard")
    assert g.player(b).life == 20


def test_608_2b_illegal_target_unaffected_legal_one_affected():
    g, ch = main_phase_game()
    a, b = g.pid("Alice"), g.pid("Bob")
    hit = []
    two = card("Twin Bolt", "{R}", "Instant", abilities=(
        SpellAbility(lambda gm, c: hit.extend(c.targets), (TargetSpec("two targets", any_target, count=2),)),))
    bear = g.add_card(b, BEARS, "battlefield")
    s = g.add_card(a, two, "hand")
    g.add_mana(a, "R")
    g.cast_spell(a, s, targets=[bear, b])
    g.destroy(bear)
    g.pass_all()
    assert hit == [None, b]


def test_608_2b_target_that_stops_qualifying_is_illegal():
    g, ch = main_phase_game()
    a, b = g.pid("Alice"), g.pid("Bob")
    from cardlang.kernel.layers import ContinuousEffect
    smite = card("Smite", "{R}", "Instant", abilities=(
        SpellAbility(lambda gm, c: [gm.destroy(t) for t in c.legal_targets()], (TargetSpec("target creature", creature_target),)),))
    bear = g.add_card(b, BEARS, "battlefield")
    s = g.add_card(a, smite, "hand")
    g.add_mana(a, "R")
    g.cast_spell(a, s, targets=[bear])
    g.add_effect(ContinuousEffect("not a creature", "4", lambda gm, c: setattr(c, "types", ("Artifact",)),
                                  lambda gm, c: c.id == bear))
    g.pass_all()
    assert bear in g.objects


def test_608_3_permanent_spell_enters_the_battlefield():
    g, ch = main_phase_game()
    a = g.pid("Alice")
    bear = g.add_card(a, BEARS, "hand")
    g.add_mana(a, "GG")
    g.cast_spell(a, bear)
    assert g.obj(g.stack_items[0].obj).zone == "stack"
    g.pass_all()
    nb = g.find("Grizzly Bears", "battlefield")
    assert g.chars(nb).controller == a


def _etb_gain(game, ev, src):
    return ev.kind == "zone_change" and ev.to_zone == "battlefield" and ev.new_id == src.id


SOUL_WARDEN = card("Healer", "{W}", "Creature — Human Cleric", "1/1", abilities=(
    TriggeredAbility(_etb_gain, lambda g, c: g.gain_life(c.controller, 3), text="When this enters, you gain 3 life."),))


def test_603_triggered_ability_goes_on_stack_next_time_player_gets_priority():
    g, ch = main_phase_game()
    a = g.pid("Alice")
    h = g.add_card(a, SOUL_WARDEN, "hand")
    g.add_mana(a, "W")
    g.cast_spell(a, h)
    g.pass_all()        # resolves; trigger goes on the stack (117.5)
    assert [it.text for it in g.stack_items] == ["When this enters, you gain 3 life."]
    g.pass_all()
    assert g.player(a).life == 23


def test_603_4_intervening_if_checked_on_trigger_and_resolution():
    g, ch = main_phase_game()
    a = g.pid("Alice")
    cond = {"ok": True}
    src = card("Watcher", "{0}", "Artifact", abilities=(
        TriggeredAbility(lambda gm, ev, s: ev.kind == "gain_life", lambda gm, c: gm.draw(c.controller),
                         intervening_if=lambda gm, c: cond["ok"], text="whenever you gain life, if ok, draw"),))
    g.add_card(a, src, "battlefield")
    g.add_card(a, BEARS, "library")
    g.gain_life(a, 1)
    g.give_priority(a)
    assert len(g.stack_items) == 1
    cond["ok"] = False
    g.pass_all()
    assert g.hand(a) == [] and any(e.rule == "603.4" for e in g.log)
    g.gain_life(a, 1)        # false now: doesn't even trigger
    g.give_priority(a)
    assert g.stack_items == []


def test_603_7b_delayed_trigger_triggers_only_once():
    g, ch = main_phase_game()
    a, b = g.pid("Alice"), g.pid("Bob")
    g.add_delayed_trigger(DelayedTrigger(lambda gm, ev, dt: ev.kind == "damage",
                                         lambda gm, c: gm.gain_life(c.controller, 5), a, None,
                                         text="the next time damage is dealt, gain 5"))
    g.deal_damage(None, b, 1)
    g.deal_damage(None, b, 1)
    g.give_priority(a)
    assert len(g.stack_items) == 1
    g.pass_all()
    assert g.player(a).life == 25


def test_603_10a_dies_trigger_looks_back():
    g, ch = main_phase_game()
    a = g.pid("Alice")
    dies = card("Martyr", "{B}", "Creature — Zombie", "1/1", abilities=(
        TriggeredAbility(lambda gm, ev, s: ev.kind == "zone_change" and ev.obj == s.id and ev.to_zone == "graveyard",
                         lambda gm, c: gm.gain_life(c.controller, 2), text="When this dies, you gain 2 life."),))
    m = g.add_card(a, dies, "battlefield")
    g.destroy(m)
    g.give_priority(a)
    g.pass_all()
    assert g.player(a).life == 22


def test_603_3d_trigger_without_legal_targets_is_removed():
    g, ch = main_phase_game()
    a = g.pid("Alice")
    src = card("Pinger", "{0}", "Artifact", abilities=(
        TriggeredAbility(lambda gm, ev, s: ev.kind == "gain_life", lambda gm, c: None,
                         targets=(TargetSpec("target creature", creature_target),), text="ping a creature"),))
    g.add_card(a, src, "battlefield")
    g.gain_life(a, 1)
    g.give_priority(a)
    assert g.stack_items == [] and any(e.rule == "603.3d" for e in g.log)


def test_707_10_copy_of_spell_resolves_and_ceases_to_exist():
    g, ch = main_phase_game()
    a, b = g.pid("Alice"), g.pid("Bob")
    shock = g.add_card(a, SHOCK, "hand")
    g.add_mana(a, "R")
    item = g.cast_spell(a, shock, targets=[b])
    g.copy_spell(item)
    g.pass_all()
    assert g.player(b).life == 18
    assert len([o for o in g.objects.values() if o.is_copy]) == 0
    g.pass_all()
    assert g.player(b).life == 16


def test_700_2_modal_spell_chooses_mode_on_cast():
    g, ch = main_phase_game(("mode", "gain"))
    a, b = g.pid("Alice"), g.pid("Bob")

    def eff(gm, c):
        if "gain" in c.modes:
            gm.gain_life(c.controller, 4)
        if "hurt" in c.modes:
            gm.lose_life(gm.opponents(c.controller)[0], 4)
    charm = card("Choice Charm", "{W}", "Instant", abilities=(SpellAbility(eff, modes=("gain", "hurt")),))
    s = g.add_card(a, charm, "hand")
    g.add_mana(a, "W")
    item = g.cast_spell(a, s)
    assert item.ctx.modes == ["gain"]
    g.pass_all()
    assert (g.player(a).life, g.player(b).life) == (24, 20)


def test_700_2_illegal_mode_refused():
    g, ch = main_phase_game()
    a = g.pid("Alice")
    charm = card("Choice Charm", "{W}", "Instant", abilities=(SpellAbility(lambda gm, c: None, modes=("gain", "hurt")),))
    s = g.add_card(a, charm, "hand")
    g.add_mana(a, "W")
    before = g.snapshot()
    with pytest.raises(RulesError) as e:
        g.cast_spell(a, s, modes=["fly"])
    assert e.value.rule == "700.2" and g.snapshot() == before


def test_613_1f_granted_triggered_ability_functions_and_removed_one_does_not():
    from cardlang.kernel.layers import grant, lose_all_abilities
    g, ch = main_phase_game()
    a = g.pid("Alice")
    gain_trigger = TriggeredAbility(lambda gm, ev, s: ev.kind == "draw" and ev.player == s.controller,
                                    lambda gm, c: gm.gain_life(c.controller, 1), text="whenever you draw, gain 1")
    bear = g.add_card(a, BEARS, "battlefield")
    for _ in range(3):
        g.add_card(a, BEARS, "library")
    eff = g.add_effect(grant("gains a draw trigger", [gain_trigger], lambda gm, c: c.id == bear))
    g.draw(a)
    g.give_priority(a)
    g.pass_all()
    assert g.player(a).life == 21
    g.add_effect(lose_all_abilities("loses all abilities", lambda gm, c: c.id == bear))
    g.draw(a)
    g.give_priority(a)
    assert g.stack_items == []


def test_115_4_common_target_specs():
    from cardlang.kernel import ANY_TARGET, TARGET_CREATURE, TARGET_PLAYER
    g, ch = main_phase_game()
    a, b = g.pid("Alice"), g.pid("Bob")
    bear = g.add_card(b, BEARS, "battlefield")
    land = g.add_card(b, card("Waste", None, "Land"), "battlefield")
    ctx = Context(source=None, controller=a)
    assert set(g.target_candidates(ANY_TARGET, ctx)) == {a, b, bear}
    assert g.target_candidates(TARGET_CREATURE, ctx) == [bear]
    assert g.target_candidates(TARGET_PLAYER, ctx) == [a, b]


def _two_mode_charm():
    """Mode "gain": target player gains 3 life; mode "hurt": 2 damage to target creature."""
    from cardlang.kernel import TargetSpec

    def eff(gm, c):
        if "gain" in c.modes and c.targets[0] is not None:
            gm.gain_life(c.targets[0], 3)
        if "hurt" in c.modes and c.targets[1] is not None:
            gm.deal_damage(c.source, c.targets[1], 2)
    specs = (TargetSpec("target player", lambda gm, c, t: t in gm.players, kind="player", mode="gain"),
             TargetSpec("target creature", lambda gm, c, t: t in gm.objects and gm.chars(t).is_creature,
                        kind="permanent", mode="hurt"))
    return card("Two-Mode Charm", "{W}", "Instant", abilities=(SpellAbility(eff, specs, modes=("gain", "hurt")),))


def test_700_2c_601_2c_targets_only_for_the_chosen_mode():
    # Bob has a creature, so the "hurt" mode could be chosen; only "gain" is chosen,
    # so only "target player" is asked (601.2c: cast as though it did not require the other).
    g, ch = main_phase_game(("mode", "gain"), ("targets", "Alice"))
    a, b = g.pid("Alice"), g.pid("Bob")
    g.add_card(b, BEARS, "battlefield")
    s = g.add_card(a, _two_mode_charm(), "hand")
    g.add_mana(a, "W")
    item = g.cast_spell(a, s)
    asked = [d for d in ch.asked if d.kind == "targets"]
    assert len(asked) == 1 and asked[0].prompt.endswith("target player")
    assert item.ctx.targets == [a, None]
    g.pass_all()
    assert g.player(a).life == 23


def test_700_2c_given_targets_fill_only_the_chosen_mode():
    g, ch = main_phase_game()
    a, b = g.pid("Alice"), g.pid("Bob")
    bear = g.add_card(b, GIANT, "battlefield")
    s = g.add_card(a, _two_mode_charm(), "hand")
    g.add_mana(a, "W")
    item = g.cast_spell(a, s, modes=["hurt"], targets=[bear])
    assert item.ctx.targets == [None, bear]
    g.pass_all()
    assert g.obj(bear).damage == 2 and g.player(a).life == 20   # 608.2b: resolves (its one target is legal)


def test_700_2a_mode_without_legal_targets_cannot_be_chosen():
    g, ch = main_phase_game()
    a = g.pid("Alice")
    s = g.add_card(a, _two_mode_charm(), "hand")      # no creature on the battlefield
    g.add_mana(a, "W")
    before = g.snapshot()
    with pytest.raises(RulesError) as e:
        g.cast_spell(a, s, modes=["hurt"], targets=[])
    assert e.value.rule == "700.2a" and g.snapshot() == before
    g.cast_spell(a, s, targets=[a])                   # the only legal mode needs no mode answer
    assert g.stack_items[-1].ctx.modes == ["gain"]


# -- a spell's card leaving the stack (405.1, 400.7, 113.7a) ------------------------------------
def _bounce_spell(zone: str):
    """"Return target spell to its owner's hand" / "Exile target spell": the effect moves the
    spell's card, it doesn't counter it (701.6a is not involved)."""
    return card(f"Move Spell to {zone}", "{U}", "Instant", abilities=(SpellAbility(
        lambda gm, c: [gm.move(t, zone) for t in c.legal_targets()],
        (TargetSpec("target spell", lambda gm, c, t: True, kind="spell"),), text=f"Put target spell into {zone}."),))


@pytest.mark.parametrize("zone", ["hand", "exile", "library", "graveyard"])
def test_405_1_400_7_a_spell_whose_card_leaves_the_stack_leaves_with_it(zone):
    """CR 405.1: a spell is its card on the stack; 400.7: the card moved away is a new object
    with no relation to the spell. So the spell is no longer on the stack: it never resolves
    (Shock deals no damage) and nothing is left behind (formerly its StackItem stayed, and
    resolving it later crashed or resolved a card that was elsewhere)."""
    g, ch = main_phase_game()
    a, b = g.pid("Alice"), g.pid("Bob")
    shock = g.add_card(a, SHOCK, "hand")
    bounce = g.add_card(b, _bounce_spell(zone), "hand")
    g.add_mana(a, "R")
    g.add_mana(b, "U")
    item = g.cast_spell(a, shock, targets=[b])
    g.pass_priority(a)
    g.cast_spell(b, bounce, targets=[item.obj])
    g.pass_all()                          # the bounce resolves
    assert g.stack_items == []
    assert g.zones["stack"] == []
    assert item.obj not in g.objects      # 400.7: the card elsewhere is a new object
    assert g.find("Shock", zone) != item.obj
    assert any(e.rule == "405.1" and "Shock leaves the stack" in e.text for e in g.log)
    g.pass_all()                          # 117.4 / 500.2: an empty stack, so the step ends
    assert g.step == "begin_combat"
    assert g.player(b).life == 20         # the Shock never resolved


def test_a_spell_moved_off_the_stack_by_a_bare_move_leaves_the_rest_of_the_stack_in_order():
    g, ch = main_phase_game()
    a, b = g.pid("Alice"), g.pid("Bob")
    s1, s2 = g.add_card(a, SHOCK, "hand"), g.add_card(a, SHOCK, "hand")
    g.add_mana(a, "RR")
    first = g.cast_spell(a, s1, targets=[b])
    second = g.cast_spell(a, s2, targets=[b])
    g.move(first.obj, "exile")            # the bottom spell leaves; the top one stays and resolves
    assert g.stack_items == [second]
    g.pass_all()
    assert g.player(b).life == 18 and g.stack_items == []


def test_113_7a_an_ability_whose_source_left_still_resolves():
    """CR 113.7a: once activated, an ability exists on the stack independently of its source;
    the source leaving (a new object, 400.7) doesn't remove it."""
    from cardlang.kernel import ActivatedAbility, Cost
    g, ch = main_phase_game()
    a, b = g.pid("Alice"), g.pid("Bob")
    pinger = g.add_card(a, card("Pinger", "{1}", "Artifact", abilities=(ActivatedAbility(
        Cost(tap=True), lambda gm, c: gm.lose_life(c.targets[0], 1),
        (TargetSpec("target player", lambda gm, c, t: t in gm.players, kind="player"),), text="lose 1"),)),
        "battlefield")
    item = g.activate_ability(a, pinger, 0, targets=[b])
    g.move(pinger, "exile")
    assert g.stack_items == [item]
    g.pass_all()
    assert g.player(b).life == 19 and g.stack_items == []
