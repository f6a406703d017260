"""Mana: pools, riders, payment (CR 106, 601.2h)."""
import pytest

from cardlang.kernel import ManaRider, RulesError, SpellAbility, card
from kernel_helpers import BEARS, SHOCK, main_phase_game

ARTIFACT = card("Ornithopter", "{0}", "Artifact Creature — Thopter", "0/2")
TRINKET = card("Iron Trinket", "{1}", "Artifact")


def only_creature_spells():
    return ManaRider("Spend this mana only to cast a creature spell.",
                     restriction=lambda game, spend: spend.kind == "spell" and "Creature" in spend.chars.types)


def test_106_6_spending_restriction_refuses_and_leaves_state_unchanged():
    g, ch = main_phase_game()
    a, b = g.pid("Alice"), g.pid("Bob")
    shock = g.add_card(a, SHOCK, "hand")
    [mid] = g.add_mana(a, "R", riders=[only_creature_spells()])
    before = g.snapshot()
    with pytest.raises(RulesError) as e:
        g.cast_spell(a, shock, targets=[b], payment=[mid])
    assert e.value.rule == "106.6"
    assert g.snapshot() == before


def test_106_6_restricted_mana_pays_what_it_may():
    g, ch = main_phase_game()
    a = g.pid("Alice")
    bears = g.add_card(a, BEARS, "hand")
    ids = g.add_mana(a, "GG", riders=[only_creature_spells()])
    g.cast_spell(a, bears, payment=ids)
    assert g.player(a).pool.mana == []


def test_106_6_rider_never_changes_the_mana_type():
    g, ch = main_phase_game()
    a = g.pid("Alice")
    [mid] = g.add_mana(a, "G", riders=[only_creature_spells()])
    assert g.player(a).pool.get(mid).type == "G"
    shock = g.add_card(a, SHOCK, "hand")
    # green restricted mana can't pay {R}: the rider made it no other type
    with pytest.raises(RulesError):
        g.cast_spell(a, shock, targets=[g.pid("Bob")], payment=[mid])


def test_106_6_additional_effect_on_the_spell_it_is_spent_on():
    g, ch = main_phase_game()
    a = g.pid("Alice")

    def uncounterable(game, spend):
        spend.item.uncounterable = True
    rider = ManaRider("That spell can't be countered.", on_spend=uncounterable)
    bears = g.add_card(a, BEARS, "hand")
    ids = g.add_mana(a, "G", riders=[rider]) + g.add_mana(a, "G")
    item = g.cast_spell(a, bears, payment=ids)
    assert item.uncounterable
    assert g.counter(item) is False
    assert item in g.stack_items


def test_106_6_delayed_trigger_when_mana_is_spent():
    g, ch = main_phase_game()
    a = g.pid("Alice")
    rider = ManaRider("When that mana is spent, draw a card.",
                      when_spent=lambda game, ctx: game.draw(ctx.controller))
    g.add_card(a, BEARS, "library")
    bears = g.add_card(a, BEARS, "hand")
    ids = g.add_mana(a, "G", riders=[rider]) + g.add_mana(a, "G")
    g.cast_spell(a, bears, payment=ids)
    g.give_priority(a)     # the trigger goes on the stack (117.5)
    assert g.stack_items[-1].text == "When that mana is spent, draw a card."
    hand = len(g.hand(a))
    g.pass_all()
    assert len(g.hand(a)) == hand + 1


def test_601_2h_payment_names_the_specific_mana():
    g, ch = main_phase_game()
    a = g.pid("Alice")
    bears = g.add_card(a, BEARS, "hand")
    r = g.add_mana(a, "R")
    gg = g.add_mana(a, "GG")
    g.cast_spell(a, bears, payment=[r[0], gg[0]])   # {1}{G} with R + G
    left = g.player(a).pool.mana
    assert [(m.id, m.type) for m in left] == [(gg[1], "G")]


def test_601_2h_wrong_mana_is_refused():
    g, ch = main_phase_game()
    a = g.pid("Alice")
    bears = g.add_card(a, BEARS, "hand")
    r = g.add_mana(a, "RR")
    before = g.snapshot()
    with pytest.raises(RulesError) as e:
        g.cast_spell(a, bears, payment=r)
    assert e.value.rule == "601.2h"
    assert g.snapshot() == before


def test_mana_payment_decision_when_several_ways():
    g, ch = main_phase_game()
    a = g.pid("Alice")
    bears = g.add_card(a, BEARS, "hand")
    g.add_mana(a, "GRU")
    before = g.snapshot()
    with pytest.raises(RulesError) as e:   # two different ways to pay {1}: the chooser must say
        g.cast_spell(a, bears)
    assert "mana_payment" in str(e.value)
    assert g.snapshot() == before


def test_default_chooser_pays_when_only_one_way():
    g, ch = main_phase_game()
    a = g.pid("Alice")
    bears = g.add_card(a, BEARS, "hand")
    g.add_mana(a, "GG")
    g.cast_spell(a, bears)
    assert g.player(a).pool.mana == []


def test_111_10h_powerstone_mana_cant_cast_nonartifact_spell():
    g, ch = main_phase_game()
    a = g.pid("Alice")
    [ps] = g.create_token(a, "Powerstone")
    g.objects[ps].entered_turn = -1
    [m] = g.activate_ability(a, ps, 0)
    assert g.player(a).pool.get(m).type == "C"
    bears = g.add_card(a, BEARS, "hand")
    g.add_mana(a, "G")
    with pytest.raises(RulesError) as e:
        g.cast_spell(a, bears, payment=[m, g.player(a).pool.mana[1].id])
    assert e.value.rule == "106.6"
    trinket = g.add_card(a, TRINKET, "hand")
    g.cast_spell(a, trinket, payment=[m])   # an artifact spell is fine


def test_111_10a_treasure_makes_mana_of_chosen_color():
    g, ch = main_phase_game(("mana_type", "B"))
    a = g.pid("Alice")
    [t] = g.create_token(a, "Treasure")
    [m] = g.activate_ability(a, t, 0)
    assert g.player(a).pool.get(m).type == "B"
    assert t not in g.objects          # sacrificed
    g.check_state()                    # SBAs happen when a player would get priority (117.5)
    assert not [o for o in g.objects.values() if o.face.name == "Treasure"]   # 704.5d: token ceased to exist


def test_500_5_mana_empties_between_steps():
    g, ch = main_phase_game()
    a = g.pid("Alice")
    g.add_mana(a, "RR")
    g.advance_step()
    assert g.player(a).pool.mana == []


def test_106_spending_mana_is_an_event_offered_to_replacements():
    g, ch = main_phase_game()
    a = g.pid("Alice")
    bears = g.add_card(a, BEARS, "hand")
    g.add_mana(a, "GG")
    g.cast_spell(a, bears)
    assert [e.kind for e in g.log].count("spend_mana") == 2


def test_118_pay_mana_for_an_effect_names_the_mana_and_refuses_wrong_mana():
    g, ch = main_phase_game()
    a = g.pid("Alice")
    ids = g.add_mana(a, "RG")
    before = g.snapshot()
    with pytest.raises(RulesError):
        g.pay_mana(a, ("{U}",), payment=[ids[0]])
    assert g.snapshot() == before
    g.pay_mana(a, ("{1}",), payment=[ids[1]])
    assert [m.id for m in g.player(a).pool.mana] == [ids[0]]


@pytest.mark.parametrize("cost,pool,ok", [
    (("{2}", "{G}"), "GGG", True), (("{2}", "{G}"), "RRR", False), (("{W/U}",), "U", True),
    (("{2/W}",), "RR", True), (("{2/W}",), "W", True), (("{2/W}",), "R", False), (("{C}",), "G", False),
    (("{G/P}",), "G", True), (("{X}", "{R}"), "RRR", True),
])
def test_107_4_cost_symbols_match_mana(cost, pool, ok):
    from cardlang.kernel.mana import Mana, cost_units, match_payment
    mana = [Mana(t) for t in pool]
    assert any(match_payment(u, mana) for u in cost_units(cost, x=2)) is ok
