"""Moving objects between zones: the corpus tail of session 7 (grammar/rules/99_v_zone_moves.lark,
cardlang/syntax/ast/v_zone_moves.py). Each test parses a real Oracle line, demands the round trip
(``one``) and checks the typed AST against the rule it implements."""

from cardlang.syntax import ast as A
from syntax_helpers import first, one, type_names


# -- all objects but some (CR 608.2c) --------------------------------------------------------

def test_destroy_all_permanents_except_for_types():
    # CR 608.2c: the instruction destroys the permanents its words name, minus the exception
    node = one("{T}, Sacrifice this artifact: Destroy all permanents except for artifacts and lands. Activate "
               "only during your upkeep.")
    destroy = first(node, A.Destroy)
    assert isinstance(destroy.what, A.AllExceptFor)
    assert isinstance(destroy.what.objects, A.Quantified) and isinstance(destroy.what.objects.quantifier, A.All)
    assert type_names(destroy.what.objects) == ["permanent"]
    assert type_names(destroy.what.exception) == ["artifact", "land"]


def test_except_for_the_card_itself_and_a_filtered_exception():
    node = one("{2}{W}{W}, {T}, Discard two cards: Destroy all creatures except for Mageta the Lion. Those "
               "creatures can't be regenerated.", "Mageta the Lion")
    assert isinstance(first(node, A.AllExceptFor).exception, A.SelfByName)
    # "each creature except for creatures you control with flying": the exception keeps its
    # own qualifiers
    node = one("~ deals 2 damage to each creature except for creatures you control with flying.")
    damage = first(node, A.DealDamage)
    assert isinstance(damage.recipient, A.AllExceptFor)
    assert isinstance(damage.recipient.objects.quantifier, A.Each)
    assert type_names(damage.recipient.exception) == ["creature"]
    assert damage.recipient.exception.suffixes.items


def test_all_but_a_number_except_for_three():
    node = one("When ~ enters the battlefield, each player sacrifices all lands they control except for three.")
    sacrifice = first(node, A.Sacrifice)
    assert isinstance(sacrifice.what, A.AllExceptFor)
    assert isinstance(sacrifice.what.exception, A.ExceptCount)
    assert first(sacrifice.what.exception, A.Number).value == 3


def test_return_except_for_reads_the_same_exception():
    # the exception after the destination is the filter all_except_for reads
    node = one("When ~ enters the battlefield, if you cast it from your hand, return all permanents to their "
               "owners' hands except for Giants, Wizards, and lands.")
    ret = first(node, A.ReturnExceptFor)
    assert isinstance(ret.exceptions, A.Filter)
    assert type_names(ret.exceptions) == ["Giant", "Wizard", "land"]


# -- a characteristic compared with a sum (CR 208, 202.3) ------------------------------------

def test_mana_value_equal_to_one_plus_the_sacrificed_creatures():
    # CR 202.3: the searched card's mana value equals 1 plus the sacrificed creature's
    node = one("{T}, Sacrifice another creature: Search your library for a creature card with mana value equal "
               "to 1 plus the sacrificed creature's mana value, put that card onto the battlefield, then shuffle. "
               "Activate only as a sorcery.")
    with_stat = first(node, A.WithStat)
    assert isinstance(with_stat.stat, A.ManaValue)
    total = with_stat.comparison
    assert isinstance(total, A.EqualToPlus)
    assert first(total.amount, A.Number).value == 1
    assert isinstance(total.stat, A.RefStat) and isinstance(total.stat.stat, A.ManaValue)


def test_equal_to_one_plus_a_count_stays_a_quantity():
    # the sum of a number and a count is still the quantity amount_plus (the lexer's SUM_PLUS)
    node = one("~ deals damage equal to 1 plus the number of lands you control to any target.")
    plus = first(node, A.AmountPlus)
    assert first(plus, A.Number).value == 1
    assert type_names(plus) == ["land"]
    assert not any(isinstance(n, A.EqualToPlus) for n in node.walk())


# -- more characteristics compared in filters (CR 208.1) -------------------------------------

def test_power_or_toughness_and_total_power_and_toughness():
    node = one("Destroy target creature with power or toughness 4 or greater.")
    either = first(node, A.WithPowerOrToughness)
    assert isinstance(either.comparison, A.AtLeast) and first(either.comparison, A.Number).value == 4
    node = one("Destroy target creature with total power and toughness 5 or less.")
    total = first(node, A.WithTotalPowerAndToughness)
    assert isinstance(total.comparison, A.AtMost) and first(total.comparison, A.Number).value == 5


def test_not_named():
    # CR 201.2: any object whose name differs
    node = one("When this enchantment enters, you may exile target nonland permanent not named Detention Sphere "
               "and all other permanents with the same name as that permanent.", "Detention Sphere")
    assert isinstance(first(node, A.NotNamedSelf).name, A.SelfName)
    node = one("You may cast Ebondeath, Dracolich from your graveyard if a creature not named Ebondeath, "
               "Dracolich died this turn.", "Ebondeath, Dracolich")
    assert first(node, A.NotNamedSelf) is not None


# -- a card moved by an earlier instruction (CR 608.2c) ---------------------------------------

def test_return_a_creature_card_put_into_a_graveyard_this_way():
    node = one("Destroy all creatures. If the gift was promised, return a creature card put into your graveyard "
               "this way to the battlefield under your control.")
    ret = first(node, A.ReturnEffect)
    assert isinstance(ret.what, A.Quantified) and isinstance(ret.what.quantifier, A.ArticleA)
    assert type_names(ret.what) == ["creature", "card"]
    assert ret.what.filter.suffixes.items[0].zone.zone.name == "graveyard"
    assert isinstance(ret.what.filter.suffixes.items[0], A.PutIntoZoneThisWay)


# -- a replacement joined to the effects before it (CR 614.1a) -------------------------------

def test_and_if_it_would_die_this_turn_exile_it_instead():
    node = one("Carbonize deals 3 damage to any target. If it's a creature, it can't be regenerated this turn, "
               "and if it would die this turn, exile it instead.", "Carbonize")
    joined = first(node, A.JoinedInstead)
    assert isinstance(joined.subject, A.It)
    assert isinstance(joined.event, A.WouldDieThisTurn)
    assert isinstance(joined.replacement, A.Exile) and isinstance(joined.replacement.what, A.It)
    # the replacement follows the effect it is joined to, in the same chain
    chain = next(n for n in node.walk() if isinstance(n, A.EffectChain) and joined in n.items)
    assert isinstance(chain.items[0], A.ObjectGets)


# -- all but some (CR 608.2d) -------------------------------------------------------------

def test_all_but_that_many_and_all_but_the_bottom_card():
    node = one("Target opponent chooses a number. You may have that player lose that much life. If you don't, "
               "that player sacrifices all but that many permanents.")
    all_but = first(node, A.AllButCount)
    assert isinstance(all_but.count, A.ThatMany) and type_names(all_but.filter) == ["permanent"]
    node = one("[−12]: Exile all but the bottom card of target player's library.")
    bottom = first(node, A.AllButBottomOfZone)
    assert bottom.count is None and type_names(bottom.types) == ["card"]
    assert bottom.zone.zone.name == "library"


# -- cards staying in exile, where it is, how it came (CR 406.3, 400.1, 702.138b) ------------

def test_for_as_long_as_they_remain_exiled():
    node = one("At the beginning of your end step, exile the top card of each opponent's library. You may play "
               "those cards for as long as they remain exiled.")
    assert isinstance(first(node, A.RemainsExiled).subject, A.They)


def test_if_its_on_the_battlefield_and_unless_it_escaped():
    # CR 400.1: the trigger checks the object is still in the battlefield zone
    node = one("When Stalking Yeti enters the battlefield, if it's on the battlefield, it deals damage equal to its "
               "power to target creature an opponent controls and that creature deals damage equal to its power to "
               "Stalking Yeti.", "Stalking Yeti")
    assert isinstance(first(node, A.ItIsCondition).quality, A.OnTheBattlefieldState)
    node = one("When Kroxa enters, sacrifice it unless it escaped.", "Kroxa")
    assert isinstance(first(node, A.UnlessEscaped).object, A.It)


# -- cards in two zones, where cards came from (CR 400.7, 601.2a) -----------------------------

def test_cards_you_own_in_exile_and_in_your_graveyard():
    node = one("This spell costs {1} less to cast for each creature card you own in exile and in your graveyard.")
    both = first(node, A.InExileAndZone)
    assert isinstance(both.zone.owner, A.Your) and both.zone.zone.name == "graveyard"


def test_was_cast_from_anywhere_other_than_your_hand():
    node = one("Create a 1/1 blue and red Otter creature token with prowess. If this spell was cast from anywhere "
               "other than your hand, put a +1/+1 counter on that creature.")
    cast = first(node, A.WasCastFromAnywhereOtherThan)
    assert cast.zone.zone.name == "hand"


def test_put_into_a_graveyard_from_anywhere_other_than_the_battlefield():
    # CR 700.4: not a death; any other zone change to the graveyard
    node = one("Whenever a Lhurgoyf permanent card is put into your graveyard from anywhere other than the "
               "battlefield, put it onto the battlefield.")
    assert first(node, A.PutIntoZoneNotFromBattlefield).zone.zone.name == "graveyard"


def test_other_than_enchanted_creature():
    node = one("When this Aura enters, target player sacrifices a creature of their choice other than enchanted "
               "creature.")
    assert type_names(first(node, A.OtherThanEnchanted).types) == ["creature"]


def test_dies_while_this_card_is_in_your_graveyard():
    node = one("Whenever a creature you control dies while this card is in your graveyard, you may pay {1}{W}. If "
               "you do, return this card from your graveyard to your hand.")
    dies = first(node, A.DiesWhile)
    assert type_names(dies.subject) == ["creature"]
    assert isinstance(dies.condition, A.InZoneCondition) and isinstance(dies.condition.objects, A.SelfThis)
    assert dies.condition.zone.zone.name == "graveyard"


# -- places in a library, objects attached to a target (CR 401.4, 303.4) ---------------------

def test_put_that_card_third_from_the_top():
    node = one("Search your library for a card, then shuffle and put that card third from the top.")
    assert isinstance(first(node, A.NthFromTop).position, A.Third)


def test_all_auras_and_equipment_attached_to_target_creature():
    node = one("Destroy all Auras and Equipment attached to target creature.")
    destroy = first(node, A.Destroy)
    attached = first(destroy, A.AttachedToTarget)
    assert type_names(attached.types) == ["creature"]
    assert type_names(destroy.what)[:2] == ["Aura", "Equipment"]
