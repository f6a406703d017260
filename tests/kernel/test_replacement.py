"""Replacement and prevention effects (CR 614-616)."""
import pytest

from cardlang.kernel import (DamageEvent, ReplacementEffect, RulesError, double_damage, prevent_next)
from cardlang.kernel.objects import card
from kernel_helpers import BEARS, FIREBALL_LIKE, main_phase_game


def test_614_5_effect_applies_once_to_an_event_and_what_it_becomes():
    g, ch = main_phase_game()
    a, b = g.pid("Alice"), g.pid("Bob")
    g.add_replacement(double_damage("doubler"))
    g.deal_damage(None, b, 3)
    assert g.player(b).life == 14   # doubled once (6), not forever


def test_614_5_redirected_event_is_not_replaced_again_by_same_effect():
    g, ch = main_phase_game()
    a, b = g.pid("Alice"), g.pid("Bob")

    def redirect(game, ev):
        ev.recipient = a if ev.recipient == b else b
        return ev
    g.add_replacement(ReplacementEffect("swap recipient", lambda game, ev: ev.kind == "damage", redirect))
    g.deal_damage(None, b, 3)
    assert g.player(a).life == 17 and g.player(b).life == 20


def test_616_1f_player_is_asked_again_after_each_effect():
    g, ch = main_phase_game(("order_replacements", "plus one"), ("order_replacements", "doubler"))
    b = g.pid("Bob")

    def plus_one(game, ev):
        ev.amount += 1
        return ev
    g.add_replacement(double_damage("doubler"))
    g.add_replacement(ReplacementEffect("plus one", lambda game, ev: ev.kind == "damage", plus_one))
    g.add_replacement(prevent_next("shield 1", 1, lambda game, ev: True))
    g.deal_damage(None, b, 2)
    # plus one: 3, doubler: 6, then only the shield is left: 5
    assert g.player(b).life == 15
    asked = [d for d in ch.asked if d.kind == "order_replacements"]
    assert [len(d.options) for d in asked] == [3, 2]   # re-asked with what is left (616.1f)


def test_615_7_prevention_shield_is_used_up():
    g, ch = main_phase_game()
    b = g.pid("Bob")
    shield = g.add_replacement(prevent_next("shield 4", 4, lambda game, ev: ev.recipient == b))
    g.deal_damage(None, b, 3)
    assert g.player(b).life == 20 and shield.remaining == 1
    g.deal_damage(None, b, 3)
    assert g.player(b).life == 18 and shield.remaining == 0
    g.deal_damage(None, b, 3)
    assert g.player(b).life == 15
    assert shield not in g.active_replacements()


def test_doubling_applies_whoever_is_dealt_damage_and_whoever_controls_source():
    g, ch = main_phase_game()
    a, b = g.pid("Alice"), g.pid("Bob")
    g.add_replacement(double_damage("doubler", controller=a))
    bear = g.add_card(b, BEARS, "battlefield")
    bob_bear = g.add_card(b, BEARS, "battlefield")
    g.deal_damage(bob_bear, a, 1)   # Bob's source to the doubler's controller
    assert g.player(a).life == 18
    g.deal_damage(None, bear, 1)    # to a creature
    assert g.obj(bear).damage == 2


def test_601_2d_divided_damage_is_divided_before_doubling():
    g, ch = main_phase_game(("divide_damage", None))
    a, b = g.pid("Alice"), g.pid("Bob")
    bear = g.add_card(b, BEARS, "battlefield")
    g.add_replacement(double_damage("doubler"))
    fb = g.add_card(a, FIREBALL_LIKE, "hand")
    g.add_mana(a, "RRRR")
    ch.answers.clear()
    g.cast_spell(a, fb, x=3, targets=[b, bear], division={b: 2, bear: 1}, payment=[m.id for m in g.player(a).pool.mana])
    g.pass_all()
    assert g.player(b).life == 16     # 2 doubled
    assert bear not in g.objects       # 1 doubled = 2 = lethal (704.5g)


def test_614_7a_zero_damage_is_not_doubled():
    g, ch = main_phase_game()
    b = g.pid("Bob")
    g.add_replacement(double_damage("doubler"))
    assert g.deal_damage(None, b, 0) == []
    assert g.player(b).life == 20


def test_616_1a_self_replacement_applies_first():
    g, ch = main_phase_game()
    b = g.pid("Bob")

    def plus_two(game, ev):
        ev.amount += 2
        return ev
    g.add_replacement(double_damage("doubler"))
    g.add_replacement(ReplacementEffect("own instead", lambda game, ev: ev.kind == "damage", plus_two,
                                        self_replacement=True))
    g.deal_damage(None, b, 1)   # (1+2)*2, no question asked
    assert g.player(b).life == 14
    assert not [d for d in ch.asked if d.kind == "order_replacements"]


def test_614_1_replacement_applies_to_life_gain_and_draw_events():
    g, ch = main_phase_game()
    a = g.pid("Alice")

    def skip(game, ev):
        return None
    g.add_replacement(ReplacementEffect("no life gain", lambda game, ev: ev.kind == "gain_life", skip))

    def draw_to_gain(game, ev):
        from cardlang.kernel import LifeGainEvent
        return LifeGainEvent(player=ev.player, amount=1)
    g.add_replacement(ReplacementEffect("draw becomes gain", lambda game, ev: ev.kind == "draw", draw_to_gain))
    g.gain_life(a, 5)
    assert g.player(a).life == 20
    # 616.2: the gain the draw became is itself offered to "no life gain"
    g.draw(a)
    assert g.player(a).life == 20
    assert [e.replacements for e in g.log if e.text.startswith("prevented/replaced")][-1] == \
        ["draw becomes gain", "no life gain"]


def test_replacement_on_zone_change_events():
    g, ch = main_phase_game()
    b = g.pid("Bob")
    bear = g.add_card(b, BEARS, "battlefield")

    def to_exile(game, ev):
        ev.to_zone = "exile"
        return ev
    g.add_replacement(ReplacementEffect("exile instead", lambda game, ev: ev.kind == "zone_change" and ev.to_zone == "graveyard", to_exile))
    new = g.destroy(bear)
    assert g.obj(new).zone == "exile"


def test_replacement_on_counters_and_tokens():
    g, ch = main_phase_game()
    a = g.pid("Alice")

    def more(game, ev):
        ev.amount *= 2
        return ev

    def twice(game, ev):
        ev.count *= 2
        return ev
    g.add_replacement(ReplacementEffect("double counters", lambda game, ev: ev.kind == "counters", more))
    g.add_replacement(ReplacementEffect("double tokens", lambda game, ev: ev.kind == "create_token", twice))
    ids = g.create_token(a, "Treasure")
    assert len(ids) == 2
    bear = g.add_card(a, BEARS, "battlefield")
    g.put_counters(bear, "+1/+1", 1)
    assert g.chars(bear).power == 4


def test_event_log_records_replacements_and_chooser():
    g, ch = main_phase_game(("order_replacements", "shield"))
    b = g.pid("Bob")
    g.add_replacement(double_damage("doubler"))
    g.add_replacement(prevent_next("shield", 1, lambda game, ev: True))
    g.deal_damage(None, b, 2, cause="test source")
    e = [e for e in g.log if e.kind == "damage"][-1]
    assert e.replacements == ["shield", "doubler"]
    assert e.ordered_by == ["Bob", None]   # second: only one left, no choice
    assert e.cause == "test source" and e.rule == "120.3"
    assert e.text == "the game deals 2 damage to Bob"


def test_615_10_static_prevention_applies_while_source_is_on_battlefield():
    from cardlang.kernel import StaticAbility

    def prevent_one(game, src):
        def rep(gm, ev):
            ev.amount -= 1
            return ev if ev.amount > 0 else None
        return [ReplacementEffect("prevent 1 of that damage", lambda gm, ev: ev.kind == "damage" and
                                  ev.recipient == src.controller, rep, prevention=True)]
    ward = card("Guard Charm", "{1}", "Artifact", abilities=(
        StaticAbility(replacements=prevent_one, text="If a source would deal damage to you, prevent 1 of that damage."),))
    g, ch = main_phase_game()
    a = g.pid("Alice")
    w = g.add_card(a, ward, "battlefield")
    g.deal_damage(None, a, 3)
    assert g.player(a).life == 18
    g.deal_damage(None, a, 3)          # applies to every event, not used up
    assert g.player(a).life == 16
    g.destroy(w)
    g.deal_damage(None, a, 3)
    assert g.player(a).life == 13


# -- a refused ordering undoes the whole event (616.1, 732.1) -----------------------------------
def _two_doublers(g):
    g.add_replacement(double_damage("doubler A"))
    g.add_replacement(double_damage("doubler B"))


def test_732_1_missing_order_after_a_shield_applied_leaves_the_game_unchanged():
    """616.1f: after each effect applies the player is asked again. Bob orders the shield
    first (3 → 2 damage, the shield used up and logged), then gives no order for the two
    doublers: the event is refused (MissingChoice) and, 732.1, the whole event is reversed --
    the shield is unused again, no log line, no damage."""
    from cardlang.kernel import MissingChoice
    g, ch = main_phase_game(("order_replacements", "shield 1"))
    b = g.pid("Bob")
    shield = g.add_replacement(prevent_next("shield 1", 1, lambda game, ev: ev.recipient == b))
    _two_doublers(g)
    before = g.snapshot()
    with pytest.raises(MissingChoice):
        g.deal_damage(None, b, 3)
    assert g.snapshot() == before
    assert shield.remaining == 1 and not shield.ended
    # answered in full, the same event happens: (3 - 1) * 2 * 2 (rules 615.7, 614.1a)
    ch.add(("order_replacements", "shield 1"), ("order_replacements", "doubler A"))
    g.deal_damage(None, b, 3)
    assert g.player(b).life == 12 and shield.remaining == 0


def test_732_1_missing_order_after_a_self_replacement_applied_leaves_the_game_unchanged():
    """616.1a: a self-replacement effect applies first, alone (here it also writes to the log,
    like a choice made "as it enters"); then two others need an order nobody gives."""
    from cardlang.kernel import MissingChoice
    g, ch = main_phase_game()
    b = g.pid("Bob")

    def plus_two(game, ev):
        game.note("own instead: +2")
        ev.amount += 2
        return ev
    g.add_replacement(ReplacementEffect("own instead", lambda game, ev: ev.kind == "damage", plus_two,
                                        self_replacement=True))
    _two_doublers(g)
    before = g.snapshot()
    with pytest.raises(MissingChoice):
        g.deal_damage(None, b, 1)
    assert g.snapshot() == before


def test_732_1_simultaneous_events_are_refused_together():
    """Divided damage is one action of several events, each modified separately (601.2d,
    616): the second part's missing order undoes the first part's shield too."""
    from cardlang.kernel import MissingChoice
    g, ch = main_phase_game()
    a, b = g.pid("Alice"), g.pid("Bob")
    g.add_replacement(prevent_next("shield on Alice", 1, lambda game, ev: ev.recipient == a))
    g.add_replacement(double_damage("doubler A", lambda game, ev: ev.recipient == b))
    g.add_replacement(double_damage("doubler B", lambda game, ev: ev.recipient == b))
    before = g.snapshot()
    with pytest.raises(MissingChoice):
        g.deal_damage_divided(None, {a: 2, b: 2})
    assert g.snapshot() == before
