"""G17: keyword actions as costs and effects (behold, CR 701.4; waterbend, CR 701.67) and
pawprint modes (CR 700.2i), on real Oracle wording (grammar/rules/99_keyword_costs.lark).
``one`` demands print(parse(t)) == t; ``again`` demands parse(print(ast)) == ast."""

from cardlang.syntax import ast as A
from cardlang.syntax import parse_ability, to_text
from cardlang.syntax.cardfile import read_json_record
from syntax_helpers import first, one

WATERBEND_REMINDER = ("(While paying a waterbend cost, you can tap your artifacts and creatures to help. Each one "
                      "pays for {1}.)")


def again(node, names=("~",)):
    back, diags = parse_ability(to_text(node), names)
    assert back == node, [d.format() for d in diags]
    return node


def test_waterbend_activation_cost():
    # CR 701.67a: "Waterbend [cost]" means pay [cost], tapping artifacts/creatures for generic mana
    ability = again(one("Waterbend {6}: Draw a card. " + WATERBEND_REMINDER))
    assert isinstance(ability.body, A.ActivatedAbility)
    cost = ability.body.costs.items[0]
    assert isinstance(cost, A.WaterbendCost)
    assert [s.symbol for s in cost.cost.symbols] == ["6"]


def test_waterbend_with_tap_symbol_and_exhaust():
    ability = again(one("Waterbend {5}, {T}: Draw a card."))
    assert [type(c) for c in ability.body.costs.items] == [A.WaterbendCost, A.TapCost]
    exhaust = again(one("Exhaust — Waterbend {3}: This Vehicle becomes an artifact creature. Put three +1/+1 "
                        "counters on it."))
    assert isinstance(first(exhaust, A.WaterbendCost), A.WaterbendCost)


def test_waterbend_additional_cost():
    # CR 701.67b: a waterbend cost as an additional cost to cast the spell
    ability = again(one("As an additional cost to cast this spell, waterbend {X}. " + WATERBEND_REMINDER))
    assert first(ability, A.WaterbendCost).cost.symbols[0].symbol == "X"
    optional = again(one("As an additional cost to cast this spell, you may waterbend {10}."))
    assert first(optional, A.WaterbendCost).cost.symbols[0].symbol == "10"


def test_unless_you_waterbend():
    ability = again(one("Draw three cards. Then discard a card unless you waterbend {2}."))
    waterbend = first(ability, A.Waterbend)
    assert isinstance(waterbend.player, A.You)
    assert waterbend.cost.symbols[0].symbol == "2"


def test_behold_and_exile_additional_cost():
    # CR 701.4a: behold = reveal such a card from your hand or choose such a permanent you control
    text = ("As an additional cost to cast this spell, behold a Kithkin and exile it. (Exile a Kithkin you control "
            "or a Kithkin card from your hand.)")
    additional = first(again(one(text)), A.AdditionalCostAnd)
    assert isinstance(additional, A.AdditionalCostAnd)
    assert isinstance(additional.first, A.BeholdCost) and isinstance(additional.second, A.ExileCost)
    assert [w.name.name for w in additional.first.what.walk() if isinstance(w, A.TypeWord)] == ["Kithkin"]


def test_behold_or_pay():
    text = ("As an additional cost to cast this spell, behold an Elf or pay {2}. (To behold an Elf, choose an Elf "
            "you control or reveal an Elf card from your hand.)")
    ability = again(one(text))
    assert isinstance(first(ability, A.BeholdCost), A.BeholdCost)
    assert isinstance(first(ability, A.OrCost), A.OrCost)


def test_behold_in_a_flashback_cost():
    ability = again(one("Flashback—{1}{R}, Behold three Elementals."))
    behold = first(ability, A.BeholdCost)
    assert [w.name.name for w in behold.what.walk() if isinstance(w, A.TypeWord)] == ["Elemental"]


def test_may_behold_effect():
    # CR 701.4a as an effect; "If you do" follows it
    ability = again(one("When ~ enters, you may behold a Dragon. If you do, create a Treasure token."))
    behold = first(ability, A.Behold)
    assert [w.name.name for w in behold.what.walk() if isinstance(w, A.TypeWord)] == ["Dragon"]


SEASON = ("Choose up to five {P} worth of modes. You may choose the same mode more than once.\n"
          "{P} — Draw a card.\n"
          "{P}{P} — Choose an artifact or creature you control. Create a token that's a copy of it.\n"
          "{P}{P}{P} — Return each nonland, nontoken permanent to its owner's hand.")


def test_pawprint_modes():
    # CR 700.2i: modes whose pawprints total at most the number chosen
    modal = again(one(SEASON)).body
    assert isinstance(modal, A.PawprintModal)
    assert modal.budget.number.value == 5
    # CR 700.2d: the same mode may be chosen more than once
    assert isinstance(modal.rider, A.SameModeAllowed)
    assert [mode.worth for mode in modal.modes] == [1, 2, 3]
    assert isinstance(first(modal.modes[0].effects, A.Draw), A.Draw)


def test_pawprint_card_record_groups_mode_lines():
    record = {"name": "Season of Weaving", "mana_cost": "{4}{U}{U}", "type_line": "Sorcery",
              "oracle_text": SEASON, "layout": "normal"}
    pc = read_json_record(record)
    assert pc.ok, [d.format() for d in pc.diagnostics]
    assert len(pc.card.faces[0].abilities) == 1


def test_same_mode_rider_on_bullets():
    text = "Choose three. You may choose the same mode more than once.\n• Draw a card.\n• Scry 2."
    modal = again(one(text)).body
    assert isinstance(modal, A.ModalWithRider) and isinstance(modal.rider, A.SameModeAllowed)


# -- blight (CR 701.68), exert (701.43), unattach (701.3d) ---------------------------------
def test_blight_activation_cost():
    # CR 701.68a: blight N = put N -1/-1 counters on a creature you control
    ability = again(one("{T}, Blight 2: Exile target card from a graveyard."))
    costs = ability.body.costs.items
    assert isinstance(costs[1], A.BlightCost) and costs[1].amount.number.value == 2


def test_blight_or_pay_additional_cost():
    text = ("As an additional cost to cast this spell, blight 1 or pay {3}. (To blight 1, put a -1/-1 counter on a "
            "creature you control.)")
    ability = again(one(text))
    assert first(ability, A.BlightCost).amount.number.value == 1
    assert isinstance(first(ability, A.OrCost), A.OrCost)


def test_blight_effects():
    ability = again(one("When this enchantment enters, you may blight 1. If you do, create two 1/1 black and red "
                        "Goblin creature tokens."))
    assert first(ability, A.Blight).amount.number.value == 1
    opponents = again(one("Pay 1 life, Blight 2: Target opponent blights 2. Activate only as a sorcery."))
    blight = first(opponents.body.sentences, A.Blight)
    assert blight.player is not None and blight.amount.number.value == 2
    assert isinstance(opponents.body.costs.items[1], A.BlightCost)


def test_exert_and_unattach_costs():
    # CR 701.43a: an exerted creature won't untap during its controller's next untap step
    exert = again(one("{T}, Exert this creature: Add two mana of any one color."))
    assert isinstance(exert.body.costs.items[1], A.ExertCost)
    # CR 701.3d: unattach an Equipment
    unattach = again(one("{T}, Unattach ~: Tap target creature."))
    assert isinstance(unattach.body.costs.items[1], A.UnattachCost)


def test_additional_cost_was_paid_condition():
    # CR 601.2b: whether the optional additional cost was paid as the spell was cast
    text = "Destroy target creature with mana value 2 or less. If this spell's additional cost was paid, you gain 2 life."
    ability = again(one(text))
    paid = first(ability, A.AdditionalCostPaid)
    assert isinstance(paid.spell, A.SelfThis) and paid.spell.noun.name == "spell"


# -- energy counts (CR 107.14) ---------------------------------------------------------------
def test_pay_eight_energy_cost():
    # CR 107.14: {E} is one energy counter; "eight {E}" is eight of them
    ability = again(one("{T}, Pay eight {E}: This creature deals 6 damage to target player or planeswalker."))
    energy = first(ability.body.costs, A.EnergyAmount)
    assert energy.amount.number.value == 8 and energy.amount.number.spelled


def test_get_that_many_energy():
    text = ("Whenever this creature deals combat damage to a player, you get that many {E} (energy counters).")
    energy = first(again(one(text)), A.EnergyAmount)
    assert isinstance(energy.amount, A.ThatMany)


# -- forage (CR 701.61), mill as a cost (701.17) -----------------------------------------------
FORAGE_REMINDER = "(To forage, exile three cards from your graveyard or sacrifice a Food.)"


def test_forage_cost_and_effect():
    # CR 701.61a: forage = exile three cards from your graveyard or sacrifice a Food
    ability = again(one("{T}, Forage: Add two mana in any combination of colors. " + FORAGE_REMINDER))
    assert isinstance(ability.body.costs.items[1], A.ForageCost)
    additional = again(one("As an additional cost to cast this spell, forage or pay {B}. " + FORAGE_REMINDER))
    assert isinstance(first(additional, A.ForageCost), A.ForageCost)
    effect = again(one("When this creature enters, you may forage. If you do, draw a card. " + FORAGE_REMINDER))
    assert isinstance(first(effect, A.Forage), A.Forage)
    event = again(one("Whenever you forage, put a +1/+1 counter on this creature."))
    assert isinstance(first(event, A.ForagesEvent), A.ForagesEvent)


def test_mill_a_card_cost():
    # CR 701.17a as a cost: put the top card of your library into your graveyard
    ability = again(one("{T}, Mill a card: Add {C}. (To mill a card, put the top card of your library into your "
                        "graveyard.)"))
    mill = ability.body.costs.items[1]
    assert isinstance(mill, A.MillCost) and isinstance(mill.cards.amount, A.One)
