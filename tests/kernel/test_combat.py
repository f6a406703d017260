"""Combat (CR 506-511)."""
import pytest

from cardlang.kernel import RulesError, card, keyword
from kernel_helpers import BEARS, GIANT, OGRE, main_phase_game


def _combat_game(*answers):
    g, ch = main_phase_game(*answers)
    g.goto("declare_attackers")
    return g, ch


def test_510_1b_unblocked_attacker_damages_defending_player():
    g, ch = main_phase_game()
    a, b = g.pid("Alice"), g.pid("Bob")
    bear = g.add_card(a, BEARS, "battlefield")
    g.goto("declare_attackers")
    g.declare_attackers(a, {bear: b})
    assert g.obj(bear).tapped                 # 508.1f
    g.pass_all()                              # -> declare blockers
    g.declare_blockers(b, {})
    g.pass_all()                              # -> combat damage
    assert g.player(b).life == 18
    dmg = [e for e in g.log if e.kind == "damage"][-1]
    assert dmg.fields["combat"] is True


def test_510_1c_d_blocked_creatures_deal_damage_to_each_other():
    g, ch = main_phase_game()
    a, b = g.pid("Alice"), g.pid("Bob")
    giant = g.add_card(a, GIANT, "battlefield")
    bear = g.add_card(b, BEARS, "battlefield")
    g.goto("declare_attackers")
    g.declare_attackers(a, {giant: b})
    g.pass_all()
    g.declare_blockers(b, {bear: giant})
    g.pass_all()
    assert bear not in g.objects               # 3 damage, destroyed (704.5g)
    assert g.obj(giant).damage == 2
    assert g.player(b).life == 20


def test_510_1c_attacker_divides_damage_among_blockers():
    g, ch = main_phase_game()
    a, b = g.pid("Alice"), g.pid("Bob")
    giant = g.add_card(a, GIANT, "battlefield")
    b1 = g.add_card(b, BEARS, "battlefield")
    b2 = g.add_card(b, OGRE, "battlefield")
    g.goto("declare_attackers")
    g.declare_attackers(a, {giant: b})
    g.pass_all()
    g.declare_blockers(b, {b1: giant, b2: giant})
    ch.add(("divide_damage", {b1: 1, b2: 2}))
    g.pass_all()
    assert b1 in g.objects and g.obj(b1).damage == 1
    assert b2 not in g.objects
    assert giant not in g.objects              # 4 damage from two 2-power blockers
    d = [d for d in ch.asked if d.kind == "divide_damage"][0]
    assert d.player == a and d.rule == "510.1c"


def test_510_2_combat_damage_is_modified_per_recipient():
    from cardlang.kernel import double_damage
    g, ch = main_phase_game()
    a, b = g.pid("Alice"), g.pid("Bob")
    bear = g.add_card(a, BEARS, "battlefield")
    g.add_replacement(double_damage("doubler"))
    g.goto("declare_attackers")
    g.declare_attackers(a, {bear: b})
    g.pass_all()
    g.declare_blockers(b, {})
    g.pass_all()
    assert g.player(b).life == 16


def test_302_6_summoning_sick_creature_cannot_attack_and_state_unchanged():
    g, ch = main_phase_game()
    a, b = g.pid("Alice"), g.pid("Bob")
    bear = g.add_card(a, BEARS, "hand")
    g.add_mana(a, "GG")
    g.cast_spell(a, bear)
    g.pass_all()
    nb = g.find("Grizzly Bears", "battlefield")
    g.goto("declare_attackers")
    before = g.snapshot()
    with pytest.raises(RulesError) as e:
        g.declare_attackers(a, {nb: b})
    assert e.value.rule == "302.6" and g.snapshot() == before


def test_haste_and_vigilance():
    g, ch = main_phase_game()
    a, b = g.pid("Alice"), g.pid("Bob")
    hv = card("Swift Guard", "{2}", "Creature — Soldier", "2/2", abilities=(keyword("haste"), keyword("vigilance")))
    c = g.add_card(a, hv, "hand")
    g.add_mana(a, "CC")
    g.cast_spell(a, c)
    g.pass_all()
    c = g.find("Swift Guard", "battlefield")
    g.goto("declare_attackers")
    g.declare_attackers(a, {c: b})
    assert not g.obj(c).tapped


def test_702_9b_flying_blocked_only_by_flying_or_reach():
    g, ch = main_phase_game()
    a, b = g.pid("Alice"), g.pid("Bob")
    bird = g.add_card(a, card("Bird", "{W}", "Creature — Bird", "1/1", abilities=(keyword("flying"),)), "battlefield")
    bear = g.add_card(b, BEARS, "battlefield")
    g.goto("declare_attackers")
    g.declare_attackers(a, {bird: b})
    g.pass_all()
    before = g.snapshot()
    with pytest.raises(RulesError) as e:
        g.declare_blockers(b, {bear: bird})
    assert e.value.rule == "702.9b" and g.snapshot() == before


def test_508_1a_tapped_creature_cannot_attack():
    g, ch = main_phase_game()
    a, b = g.pid("Alice"), g.pid("Bob")
    bear = g.add_card(a, BEARS, "battlefield")
    g.goto("declare_attackers")
    g.tap(bear)
    with pytest.raises(RulesError) as e:
        g.declare_attackers(a, {bear: b})
    assert e.value.rule == "508.1a"


def test_510_4_first_strike_deals_damage_first():
    g, ch = main_phase_game()
    a, b = g.pid("Alice"), g.pid("Bob")
    knight = g.add_card(a, card("Knight", "{2}", "Creature — Knight", "2/2", abilities=(keyword("first strike"),)), "battlefield")
    bear = g.add_card(b, BEARS, "battlefield")
    g.goto("declare_attackers")
    g.declare_attackers(a, {knight: b})
    g.pass_all()
    g.declare_blockers(b, {bear: knight})
    g.pass_all()
    assert bear not in g.objects
    assert g.obj(knight).damage == 0      # the bear died before it could deal damage


def test_510_4_double_strike_deals_damage_twice():
    g, ch = main_phase_game()
    a, b = g.pid("Alice"), g.pid("Bob")
    ds = g.add_card(a, card("Twin Blade", "{2}", "Creature — Warrior", "2/2", abilities=(keyword("double strike"),)), "battlefield")
    g.goto("declare_attackers")
    g.declare_attackers(a, {ds: b})
    g.pass_all()
    g.declare_blockers(b, {})
    g.pass_all()
    assert g.player(b).life == 16
