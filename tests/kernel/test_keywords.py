"""Keyword abilities the kernel enforces in combat (CR 702)."""
import pytest

from cardlang.kernel import RulesError, card, keyword
from kernel_helpers import BEARS, GIANT, OGRE, main_phase_game

TRAMPLER = card("Trampler", "{4}{G}", "Creature — Beast", "5/5", abilities=(keyword("trample"),))
DT_TRAMPLER = card("Deadly Trampler", "{4}{G}", "Creature — Beast", "3/3",
                   abilities=(keyword("trample"), keyword("deathtouch")))
MENACER = card("Menacer", "{2}{B}", "Creature — Horror", "3/2", abilities=(keyword("menace"),))
WALL = card("Wall", "{1}{W}", "Creature — Wall", "0/4", abilities=(keyword("defender"),))
LINKER = card("Linker", "{1}{W}", "Creature — Cleric", "2/2", abilities=(keyword("lifelink"),))


def _blocked(attacker_def, *blocker_defs, answers=()):
    g, ch = main_phase_game(*answers)
    a, b = g.pid("Alice"), g.pid("Bob")
    att = g.add_card(a, attacker_def, "battlefield")
    bls = [g.add_card(b, d, "battlefield") for d in blocker_defs]
    g.goto("declare_attackers")
    g.declare_attackers(a, {att: b})
    g.pass_all()
    g.declare_blockers(b, {x: att for x in bls})
    return g, ch, a, b, att, bls


def test_702_19b_trample_assigns_lethal_to_blocker_and_rest_to_player():
    g, ch, a, b, att, (bear,) = _blocked(TRAMPLER, BEARS)
    ch.add(("divide_damage", {bear: 2, b: 3}))
    g.pass_all()                                   # combat damage
    assert bear not in g.objects                   # 2 damage: lethal (704.5g)
    assert g.player(b).life == 17                  # 702.19b: the excess 3 tramples over
    d = [d for d in ch.asked if d.kind == "divide_damage"][0]
    assert d.player == a and d.rule == "702.19b" and d.data["lethal"] == {bear: 2}


def test_702_19b_trample_may_not_assign_to_player_before_lethal_and_may_overassign():
    g, ch, a, b, att, (bear,) = _blocked(TRAMPLER, BEARS)
    ch.add(("divide_damage", {bear: 1, b: 4}))
    with pytest.raises(RulesError) as e:
        g.pass_all()
    assert e.value.rule == "702.19b"
    # the controller may assign more than lethal to the blocker (all 5)
    g2, ch2, a2, b2, att2, (bear2,) = _blocked(TRAMPLER, BEARS)
    ch2.add(("divide_damage", {bear2: 5}))
    g2.pass_all()
    assert bear2 not in g2.objects and g2.player(b2).life == 20


def test_702_19b_lethal_counts_damage_already_marked():
    g, ch, a, b, att, (giant,) = _blocked(TRAMPLER, GIANT)
    g.obj(giant).damage = 2                       # already marked this turn: 1 more is lethal
    ch.add(("divide_damage", {giant: 1, b: 4}))
    g.pass_all()
    assert giant not in g.objects and g.player(b).life == 16


def test_702_19b_702_2c_deathtouch_trample_one_damage_is_lethal():
    g, ch, a, b, att, (giant,) = _blocked(DT_TRAMPLER, GIANT)
    ch.add(("divide_damage", {giant: 1, b: 2}))
    g.pass_all()
    assert giant not in g.objects                 # 704.5h
    assert g.player(b).life == 18
    d = [d for d in ch.asked if d.kind == "divide_damage"][0]
    assert d.data["lethal"] == {giant: 1}


def test_702_19b_trample_with_power_not_above_lethal_needs_no_choice():
    small = card("Small Trampler", "{G}", "Creature — Beast", "2/2", abilities=(keyword("trample"),))
    g, ch, a, b, att, (giant,) = _blocked(small, GIANT)
    g.pass_all()
    assert g.obj(giant).damage == 2 and g.player(b).life == 20
    assert not [d for d in ch.asked if d.kind == "divide_damage"]


def test_702_19d_trample_blocked_but_blocker_gone_assigns_all_to_player():
    g, ch, a, b, att, (bear,) = _blocked(TRAMPLER, BEARS)
    g.destroy(bear)
    g.pass_all()
    assert g.player(b).life == 15


def test_510_1c_without_trample_blocked_creature_deals_nothing_to_player():
    plain = card("Plain Beast", "{4}{G}", "Creature — Beast", "5/5")
    g, ch, a, b, att, (bear,) = _blocked(plain, BEARS)
    g.pass_all()
    assert bear not in g.objects and g.player(b).life == 20


def test_702_19a_trample_on_a_blocker_has_no_effect():
    g, ch = main_phase_game()
    a, b = g.pid("Alice"), g.pid("Bob")
    bear = g.add_card(a, BEARS, "battlefield")
    tr = g.add_card(b, TRAMPLER, "battlefield")
    g.goto("declare_attackers")
    g.declare_attackers(a, {bear: b})
    g.pass_all()
    g.declare_blockers(b, {tr: bear})
    g.pass_all()
    assert bear not in g.objects and g.player(a).life == 20


def test_702_111b_menace_cannot_be_blocked_by_one_creature():
    g, ch = main_phase_game()
    a, b = g.pid("Alice"), g.pid("Bob")
    m = g.add_card(a, MENACER, "battlefield")
    bear = g.add_card(b, BEARS, "battlefield")
    ogre = g.add_card(b, OGRE, "battlefield")
    g.goto("declare_attackers")
    g.declare_attackers(a, {m: b})
    g.pass_all()
    before = g.snapshot()
    with pytest.raises(RulesError) as e:
        g.declare_blockers(b, {bear: m})
    assert e.value.rule == "702.111b" and g.snapshot() == before      # 732: unchanged
    ch.add(("divide_damage", {bear: 2, ogre: 1}))
    g.declare_blockers(b, {bear: m, ogre: m})                        # two blockers: legal
    g.pass_all()
    assert m not in g.objects and bear not in g.objects


def test_702_3b_defender_cannot_attack():
    g, ch = main_phase_game()
    a, b = g.pid("Alice"), g.pid("Bob")
    w = g.add_card(a, WALL, "battlefield")
    g.goto("declare_attackers")
    before = g.snapshot()
    with pytest.raises(RulesError) as e:
        g.declare_attackers(a, {w: b})
    assert e.value.rule == "702.3b" and g.snapshot() == before


def test_702_3b_defender_can_still_block():
    g, ch = main_phase_game()
    a, b = g.pid("Alice"), g.pid("Bob")
    bear = g.add_card(a, BEARS, "battlefield")
    w = g.add_card(b, WALL, "battlefield")
    g.goto("declare_attackers")
    g.declare_attackers(a, {bear: b})
    g.pass_all()
    g.declare_blockers(b, {w: bear})
    g.pass_all()
    assert g.obj(w).damage == 2 and g.player(b).life == 20


def test_702_15b_lifelink_damage_gains_life():
    g, ch = main_phase_game()
    a, b = g.pid("Alice"), g.pid("Bob")
    ll = g.add_card(a, LINKER, "battlefield")
    g.goto("declare_attackers")
    g.declare_attackers(a, {ll: b})
    g.pass_all()
    g.declare_blockers(b, {})
    g.pass_all()
    assert g.player(b).life == 18 and g.player(a).life == 22


def test_702_8_flash_can_be_cast_at_instant_speed():
    fl = card("Flasher", "{1}{U}", "Creature — Faerie", "1/1", abilities=(keyword("flash"),))
    g, ch = main_phase_game()
    a, b = g.pid("Alice"), g.pid("Bob")
    f = g.add_card(a, fl, "hand")
    bear = g.add_card(a, BEARS, "hand")
    g.goto("declare_attackers")
    g.add_mana(a, "UU")
    with pytest.raises(RulesError) as e:          # no flash: sorcery timing only (117.1a)
        g.cast_spell(a, bear)
    assert e.value.rule == "117.1a"
    g.cast_spell(a, f)                            # 702.8a: any time you could cast an instant
    g.pass_all()
    assert g.find("Flasher", "battlefield") is not None


def _block_attempt(att_def, blk_def, extra_defender_perms=()):
    g, ch = main_phase_game()
    a, b = g.pid("Alice"), g.pid("Bob")
    att = g.add_card(a, att_def, "battlefield")
    blk = g.add_card(b, blk_def, "battlefield")
    for d in extra_defender_perms:
        g.add_card(b, d, "battlefield")
    g.goto("declare_attackers")
    g.declare_attackers(a, {att: b})
    g.pass_all()
    before = g.snapshot()
    try:
        g.declare_blockers(b, {blk: att})
    except RulesError as e:
        assert g.snapshot() == before
        return e.rule
    return None


def test_702_36b_fear_702_13b_intimidate_702_28b_shadow_702_120b_skulk_702_14c_landwalk():
    black_bear = card("Dark Bear", "{1}{B}", "Creature — Bear", "2/2")
    art = card("Myr", "{2}", "Artifact Creature — Myr", "1/1")
    fear = card("Fearsome", "{B}", "Creature — Horror", "1/1", abilities=(keyword("fear"),))
    assert _block_attempt(fear, BEARS) == "702.36b"
    assert _block_attempt(fear, art) is None
    intim = card("Intimidator", "{G}", "Creature — Beast", "1/1", abilities=(keyword("intimidate"),))
    assert _block_attempt(intim, black_bear) == "702.13b"          # no shared color, not an artifact
    green_ok = card("Green Bear", "{1}{G}", "Creature — Bear", "2/2")
    assert _block_attempt(intim, green_ok) is None                   # shares green
    shadow = card("Shade", "{B}", "Creature — Spirit", "1/1", abilities=(keyword("shadow"),))
    assert _block_attempt(shadow, BEARS) == "702.28b"
    skulk = card("Skulker", "{B}", "Creature — Rogue", "1/1", abilities=(keyword("skulk"),))
    assert _block_attempt(skulk, BEARS) == "702.120b"
    swamp = card("Swamp", None, "Basic Land — Swamp")
    walker = card("Walker", "{B}", "Creature — Zombie", "1/1", abilities=(keyword("swampwalk"),))
    assert _block_attempt(walker, BEARS, (swamp,)) == "702.14c"
    assert _block_attempt(walker, BEARS) is None


def test_508_1c_509_1b_cant_attack_and_cant_block_restrictions():
    g, ch = main_phase_game()
    a, b = g.pid("Alice"), g.pid("Bob")
    pac = card("Pacified", "{1}", "Creature — Bear", "2/2", abilities=(keyword("can't attack"),))
    x = g.add_card(a, pac, "battlefield")
    g.goto("declare_attackers")
    with pytest.raises(RulesError) as e:
        g.declare_attackers(a, {x: b})
    assert e.value.rule == "508.1c"
    bear = g.add_card(a, BEARS, "battlefield")
    nob = g.add_card(b, card("Coward", "{1}", "Creature — Goblin", "1/1", abilities=(keyword("can't block"),)),
                     "battlefield")
    g.declare_attackers(a, {bear: b})
    g.pass_all()
    with pytest.raises(RulesError) as e:
        g.declare_blockers(b, {nob: bear})
    assert e.value.rule == "509.1b"
