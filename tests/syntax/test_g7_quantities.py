"""G7: quantities, comparisons and conditions on real Oracle lines.

``one`` demands that each line parses and prints back exactly (round trip)."""

from cardlang.syntax import ast as A
from syntax_helpers import first, one, type_names


# -- quantities -------------------------------------------------------------------

def test_number_of_card_types_among():
    # CR 205.2a: the card types; counted once each among the cards
    node = one("Draw X cards, where X is the number of card types among cards in your graveyard.")
    q = first(node, A.NumberOfTypesAmong)
    assert [w.name.name for w in q.types.walk() if isinstance(w, A.TypeWord)] == ["card"]
    assert q.adjectives.items == ()
    assert isinstance(first(q.among, A.InZone), A.InZone)


def test_for_each_basic_land_type_among():
    # domain (CR 205.3i: the basic land types)
    node = one("Domain — Kavu Scout gets +1/+0 for each basic land type among lands you control.",
               "Kavu Scout")
    fe = first(node, A.ForEachTypeAmong)
    assert fe.adjectives.items[0].name.name == "basic"
    assert type_names(fe.types) == ["land"]
    assert type_names(fe.among) == ["land"]
    assert isinstance(first(fe.among, A.ControlledBy), A.ControlledBy)


def test_random_number():
    # CR 706.2: a number chosen at random from a range
    node = one("Tap X creatures, where X is a number from 0 to 5 chosen at random.")
    r = first(node, A.RandomNumber)
    assert (r.low.number.value, r.high.number.value) == (0, 5)


def test_double_unspent_mana():
    # CR 106.4: unspent mana stays in the pool until the step ends
    node = one("{3}, {T}: Double the amount of each type of unspent mana you have.")
    assert isinstance(first(node, A.DoubleUnspentMana).player, A.You)


# -- comparisons ------------------------------------------------------------------

def test_power_greater_than_number_of_cards():
    node = one("Creatures with power greater than the number of cards in your hand can't attack.")
    with_stat = first(node, A.WithStat)
    assert isinstance(with_stat.stat, A.Power)
    counted = with_stat.comparison
    assert isinstance(counted, A.GreaterThan) and isinstance(counted.amount, A.NumberOf)
    assert type_names(counted.amount.filter) == ["card"]
    # the outer filter keeps its own subject: creatures
    assert isinstance(first(node, A.CantAttack), A.CantAttack)


def test_devotion_less_than():
    # CR 700.5: devotion; the Theros gods are not creatures below the threshold
    node = one("As long as your devotion to green is less than five, Nylea isn't a creature.", "Nylea")
    cond = first(node, A.QuantityCondition)
    assert isinstance(cond.quantity, A.Devotion) and cond.quantity.color.name == "green"
    assert isinstance(cond.comparison, A.LessThan) and cond.comparison.amount.number.value == 5
    not_type = first(node, A.IsNotType)
    assert type_names(not_type.types) == ["creature"]


def test_two_color_devotion_less_than():
    node = one("As long as your devotion to red and white is less than seven, Iroas isn't a creature.", "Iroas")
    cond = first(node, A.QuantityCondition)
    assert isinstance(cond.quantity, A.DevotionToTwo)
    assert cond.comparison.amount.number.value == 7


def test_controls_more_lands_than_you():
    node = one("When this creature enters, if an opponent controls more lands than you, search your library "
               "for a basic Plains card, put it onto the battlefield tapped, then shuffle.")
    cond = first(node, A.ControlsMoreThan)
    assert isinstance(cond.player, A.Quantified)
    assert type_names(cond.filter) == ["land"]
    assert isinstance(cond.other, A.You)


def test_more_life_than():
    node = one("You gain 2 life. Then if you have more life than an opponent, draw a card.")
    cond = first(node, A.MoreLifeThan)
    assert isinstance(cond.player, A.You) and isinstance(cond.other, A.Quantified)


# -- conditions -------------------------------------------------------------------

def test_as_long_as_it_has_a_counter():
    # CR 122.1: counters on a permanent
    node = one("This creature has trample as long as it has a +1/+1 counter on it.")
    cond = first(node, A.HasCounterCondition)
    assert isinstance(cond.holder, A.It)
    assert (cond.kind.name.power, cond.kind.name.toughness) == ("+1", "+1")


def test_if_it_had_a_counter():
    # CR 608.2h: the object as it last existed on the battlefield
    node = one("Whenever another creature you control dies, if it had a +1/+1 counter on it, "
               "put a +1/+1 counter on Grakmaw.", "Grakmaw")
    cond = first(node, A.HadCounterCondition)
    assert isinstance(cond.holder, A.It) and cond.kind.name.power == "+1"


def test_no_mana_spent():
    # CR 601.2h: the mana paid to cast the spell
    node = one("Whenever an opponent casts a spell, if no mana was spent to cast it, counter that spell.")
    assert isinstance(first(node, A.NoManaSpentCondition).spell, A.It)


def test_shares_a_color_condition():
    # CR 105.4
    node = one("Counter target spell if it shares a color with a creature you control.")
    cond = first(node, A.ShareWithCondition)
    assert isinstance(cond.object, A.It) and isinstance(cond.quality, A.SharedColor)
    assert type_names(cond.other) == ["creature"]


def test_revolt_left_battlefield():
    node = one("Revolt — If a permanent left the battlefield under your control this turn, you gain 3 life.")
    cond = first(node, A.LeftBattlefieldThisTurn)
    assert type_names(cond.object) == ["permanent"]
    assert isinstance(cond.under, A.UnderControl)


def test_cast_two_or_more_spells_last_turn():
    node = one("At the beginning of each upkeep, if a player cast two or more spells last turn, "
               "sacrifice this Aura.")
    cond = first(node, A.CastNOrMoreLastTurn)
    assert cond.amount.number.value == 2 and cond.kind.name == "spell"


def test_with_a_counter_on_it():
    node = one("{2}{B}, {T}: Destroy target creature with a counter on it.")
    assert isinstance(first(node, A.WithAnyCounter).holder, A.It)


def test_that_share_a_creature_type_with():
    node = one("Destroy all creatures that share a creature type with the sacrificed creature. "
               "They can't be regenerated.")
    sharing = first(node, A.Sharing)
    assert isinstance(sharing.quality, A.SharedType)
    assert sharing.quality.kind.name.name == "creature"
    assert isinstance(sharing.with_.ref, A.ThePastRef)


# -- effects and triggers ---------------------------------------------------------

def test_each_get_is_distributive_wording():
    node = one("Two target creatures each get -1/-1 until end of turn.")
    gets = first(node, A.ObjectGets)
    assert isinstance(gets.subject, A.Target) and gets.subject.count.amount.number.value == 2
    assert isinstance(gets.predicate, A.GetsPt)
    # "each" is wording only: the same meaning as "get" (the bonus applies to each object)
    plain = one("Two target creatures get -1/-1 until end of turn.")
    assert first(plain, A.ObjectGets) == gets


def test_they_each_get():
    node = one("Untap up to two target creatures. They each get +2/+2 until end of turn.")
    assert isinstance(first(node, A.ObjectGets).subject, A.They)


def test_counters_put_on_trigger():
    # CR 122.6: counters being put on a permanent
    node = one("Whenever one or more +1/+1 counters are put on this creature, draw a card.")
    ev = first(node, A.CountersPutOn)
    assert ev.amount.number.value == 1 and ev.kind.name.power == "+1"
    assert isinstance(ev.on, A.SelfThis)


# -- arithmetic and more comparisons ----------------------------------------------

def test_one_plus_the_number_of():
    # CR 604.3: a characteristic-defining ability; 1 + the count
    node = one("An-Havva Constable's toughness is equal to 1 plus the number of green creatures on the "
               "battlefield.", "An-Havva Constable")
    cda = first(node, A.CharacteristicDefining)
    assert isinstance(cda.stats, A.Toughness)
    plus = cda.amount
    assert isinstance(plus, A.AmountPlus) and plus.amount.number.value == 1
    assert isinstance(plus.quantity, A.NumberOf) and type_names(plus.quantity.filter) == ["creature"]


def test_the_number_of_minus():
    node = one("At the beginning of your upkeep, you gain X life, where X is the number of cards in your "
               "hand minus 4.")
    minus = first(node, A.QuantityMinus)
    assert isinstance(minus.quantity, A.NumberOf) and type_names(minus.quantity.filter) == ["card"]
    assert minus.amount.number.value == 4


def test_less_than_or_equal_to_the_number_of():
    node = one("Destroy target nonblack creature if its toughness is less than or equal to the number of "
               "cards in your graveyard.")
    cond = first(node, A.StatCondition)
    assert isinstance(cond.comparison, A.AtMostValue)
    assert isinstance(cond.comparison.value, A.NumberOf)


def test_if_x_is_5_or_more():
    # CR 107.3: X is the number chosen as the spell was cast
    node = one("Create X 1/1 white Soldier creature tokens. If X is 5 or more, destroy all other creatures.")
    cond = first(node, A.QuantityCondition)
    assert isinstance(cond.quantity, A.X)
    assert isinstance(cond.comparison, A.AtLeast) and cond.comparison.amount.number.value == 5


def test_has_three_or_more_poison_counters():
    # CR 122.1f: poison counters on a player
    node = one("This spell costs {2} less to cast if an opponent has three or more poison counters.")
    cond = first(node, A.HasCountersOrMore)
    assert isinstance(cond.player, A.Quantified) and cond.amount.number.value == 3
    assert cond.kind.name.name == "poison"


def test_adamant_mana_spent():
    # CR 601.2h: the mana spent to cast the spell
    node = one("Adamant — If at least three blue mana was spent to cast this spell, scry 3.")
    cond = first(node, A.ColorManaSpentAtLeast)
    assert cond.amount.number.value == 3 and cond.color.name == "blue"
    assert isinstance(cond.spell, A.SelfThis)


def test_citys_blessing():
    # CR 702.131c
    node = one("This creature gets +3/+0 as long as you have the city's blessing.")
    assert isinstance(first(node, A.HasCitysBlessing).player, A.You)


def test_with_the_greatest_power_among():
    node = one("III — Exile a creature with the greatest power among creatures target opponent controls.")
    greatest = first(node, A.WithGreatest)
    assert isinstance(greatest.stat, A.Power)
    assert type_names(greatest.among) == ["creature"]


def test_costs_less_where_x():
    # CR 601.2f cost reduction; X defined by the same sentence (CR 107.3)
    node = one("This spell costs {X} less to cast, where X is the greatest power among creatures you control.")
    st = first(node, A.CostsLessWhereX)
    assert st.cost.symbols[0].symbol == "X"
    assert isinstance(first(st.where, A.GreatestAmong).stat, A.Power)


def test_for_each_different_power():
    node = one("Draw a card for each different power among creatures you control.")
    fe = first(node, A.ForEachDifferent)
    assert isinstance(fe.stat, A.Power) and type_names(fe.among) == ["creature"]


def test_creatures_with_different_powers():
    node = one("Coven — Then if you control three or more creatures with different powers, draw a card.")
    assert isinstance(first(node, A.WithDifferent).quality, A.DifferentPowers)


def test_for_each_creature_in_your_party():
    # CR 700.8: a party
    node = one("This spell costs {1} less to cast for each creature in your party.")
    assert isinstance(first(node, A.InYourParty), A.InYourParty)


def test_converge_colors_of_mana_spent():
    # CR 106.3 / converge: the colors of mana spent
    node = one("Converge — Target player discards X cards, where X is the number of colors of mana spent "
               "to cast this spell.")
    assert isinstance(first(node, A.ColorsOfManaSpent).spell, A.SelfThis)
