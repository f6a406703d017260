"""Phasing in the kernel (CR 702.26, 502.1): kernel/phasing.py."""
from cardlang.kernel import card
from cardlang.kernel.layers import pump
from cardlang.kernel.phasing import PHASED_OUT, phase_in, phase_out
from kernel_helpers import BEARS, main_phase_game


def test_702_26d_a_phased_out_token_continues_to_exist():
    # 704.5d puts out of existence a token in another zone; a phased-out token isn't one
    g, ch = main_phase_game(library=3)
    a = g.pid("Alice")
    g.create_token(a, card("Soldier", None, "Creature — Soldier", "1/1", token=True))
    tid = g.battlefield(a)[-1]
    phase_out(g, [tid])
    g.check_state()
    assert tid in g.objects and g.objects[tid].zone == PHASED_OUT
    assert tid not in g.battlefield()
    g.goto("upkeep", "Bob")
    g.goto("upkeep", "Alice")       # 502.1: phases in during Alice's untap step
    assert tid in g.battlefield(a)


def test_702_26b_no_state_based_action_sees_it_and_no_zone_change_event():
    # a phased-out 2/2 with -2/-2 until end of turn is not put into the graveyard (704.5f looks
    # at the battlefield only); phasing out is no zone change (702.26d): same id, no event
    g, ch = main_phase_game(library=3)
    a = g.pid("Alice")
    b = g.add_card(a, BEARS, "battlefield")
    phase_out(g, [b])
    n = len([e for e in g.log if e.kind == "zone_change"])
    g.add_effect(pump("-2/-2", -2, -2, lambda gm, c: c.id == b))
    g.check_state()
    assert b in g.objects and g.objects[b].zone == PHASED_OUT
    assert len([e for e in g.log if e.kind == "zone_change"]) == n


def test_702_26i_an_equipment_phased_out_directly_phases_in_unattached_if_its_creature_left():
    g, ch = main_phase_game(library=3)
    a = g.pid("Alice")
    b = g.add_card(a, BEARS, "battlefield")
    eq = g.add_card(a, card("Spare Blade", "{1}", "Artifact — Equipment"), "battlefield")
    g.objects[eq].attached_to = b
    phase_out(g, [eq])
    assert g.objects[b].zone == "battlefield"        # the creature stays
    g.destroy(b)
    phase_in(g, [eq])
    assert g.objects[eq].zone == "battlefield" and g.objects[eq].attached_to is None


def test_702_26g_attached_permanents_phase_out_indirectly_and_in_only_with_it():
    g, ch = main_phase_game(library=3)
    a = g.pid("Alice")
    b = g.add_card(a, BEARS, "battlefield")
    eq = g.add_card(a, card("Spare Blade", "{1}", "Artifact — Equipment"), "battlefield")
    g.objects[eq].attached_to = b
    phase_out(g, [b])
    assert g.objects[eq].zone == PHASED_OUT and g.objects[eq].phased_indirectly
    assert phase_in(g, [eq]) == []                   # it won't phase in by itself (702.26g)
    assert sorted(phase_in(g, [b])) == sorted([b, eq])
    assert g.objects[eq].attached_to == b
