"""The seed cards' key fields, asserted explicitly (the snapshots pin the rest)."""

from cardlang.syntax import ast as A
from syntax_helpers import first, one


def test_lava_axe_deals_5_to_target_player_or_planeswalker():
    node = one("Lava Axe deals 5 damage to target player or planeswalker.", "Lava Axe")
    dmg = first(node, A.DealDamage)
    assert isinstance(dmg.source, A.SelfByName) and dmg.source.name.name == "Lava Axe"
    assert dmg.amount.number.value == 5
    names = [w.name.name for w in dmg.recipient.walk() if isinstance(w, A.TypeWord)]
    assert isinstance(dmg.recipient, A.Target) and names == ["player", "planeswalker"]


def test_mending_hands_is_a_prevention_shield_of_4_this_turn():
    node = one("Prevent the next 4 damage that would be dealt to any target this turn.", "Mending Hands")
    shield = first(node, A.PreventNextDamage)
    assert shield.amount.number.value == 4
    assert isinstance(shield.recipient, A.AnyTarget)
    assert isinstance(shield.duration, A.ThisTurn)


def test_fireball_divides_x_damage_evenly_among_any_number_of_targets():
    node = one("Fireball deals X damage divided evenly, rounded down, among any number of targets.", "Fireball")
    dmg = first(node, A.DealDividedDamage)
    assert isinstance(dmg.amount, A.X)
    assert isinstance(dmg.division, A.DividedEvenly)
    assert isinstance(dmg.recipients, A.AnyNumberOfTargets)


def test_approach_my_molten_realm_doubles_damage_until_your_next_turn():
    node = one("When you set this scheme in motion, until your next turn, if a source would deal damage, "
               "it deals double that damage instead.")
    trig = first(node, A.TriggeredAbility)
    assert isinstance(trig.trigger.event, A.SetInMotion)
    sentence = first(node, A.DurationSentence)
    assert isinstance(sentence.duration, A.UntilYourNextTurn)
    double = first(sentence, A.DoubleDamage)
    # CR 614.1a: whoever is dealt the damage — no recipient restriction
    assert double.original_recipient is None and double.new_recipient is None


def test_furnace_of_rath_doubles_damage_to_permanents_and_players():
    node = one("If a source would deal damage to a permanent or player, it deals double that damage "
               "to that permanent or player instead.")
    double = first(node, A.DoubleDamage)
    assert double.original_recipient is not None and double.new_recipient is not None


def test_mana_with_a_spending_restriction_is_one_ability():
    node = one("{T}: Add {C}. Spend this mana only to cast creature spells.")
    act = first(node, A.ActivatedAbility)
    assert isinstance(act.costs.items[0], A.TapCost)
    add = first(node, A.AddMana)
    assert [s.symbol for s in add.produced.cost.symbols] == ["C"]
    rider = first(node, A.SpendOnly)
    kinds = [w.name.name for w in rider.walk() if isinstance(w, A.TypeWord)]
    assert kinds == ["creature", "spell"]


def test_modal_spell_keeps_its_modes():
    text = "Choose one —\n• Draw a card.\n• Target creature gets +2/+2 and gains trample until end of turn."
    node = one(text)
    modal = first(node, A.ModalAbility)
    assert isinstance(modal.count, A.ChooseN) and modal.count.number.value == 1
    assert len(modal.modes) == 2
