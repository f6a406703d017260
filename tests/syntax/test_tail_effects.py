"""Tail effects: one-shot actions, costs and keywords with parameters on real Oracle lines
(grammar/rules/99_tail_effects.lark). Each test parses a corpus line, demands the round trip
(``one``) and checks the typed AST against the rule it implements."""

from cardlang.syntax import ast as A
from syntax_helpers import first, one


def _has(node, cls) -> bool:
    return any(isinstance(n, cls) for n in node.walk())


# -- keywords with parameters in a list (CR 702) --------------------------------------------

def test_have_ward_with_a_cost():
    # CR 702.21a: "Ward [cost]" keeps its cost when an effect grants it
    node = one("Beasts and Birds you control have ward {1}.")
    ward = first(node, A.CostKeyword)
    assert ward.name.name == "ward" and [s.symbol for s in ward.cost.symbols] == ["1"]
    node = one("Equipped creature gets +1/+0 and has haste and ward {1}. (Whenever it becomes the target of a "
               "spell or ability an opponent controls, counter it unless that player pays {1}.)")
    keywords = first(node, A.KeywordWords).items
    assert isinstance(keywords[0], A.KeywordWord) and isinstance(keywords[-1], A.CostKeyword)


# -- counters (CR 122) ----------------------------------------------------------------------

def test_remove_a_counter_of_any_kind():
    # CR 122: with no kind named, the player chooses which counter to remove
    node = one("Remove two +1/+1 counters from Spinal Parasite: Remove a counter from target permanent.",
               "Spinal Parasite")
    remove = first(node, A.RemoveAnyCounters)
    assert remove.amount == A.One() and isinstance(remove.source, A.Target)
    node = one("Whenever Sanctuary Warden enters the battlefield or attacks, you may remove a counter from a "
               "creature or planeswalker you control. If you do, draw a card and create a 1/1 green and white "
               "Citizen creature token.", "Sanctuary Warden")
    assert first(node, A.RemoveAnyCounters).subject is None


def test_remove_counters_from_among_as_a_cost():
    # CR 118, 602.1: the counters may come from several of the objects
    node = one("{2}{W}, Remove two +1/+1 counters from among creatures you control: Destroy target artifact or "
               "enchantment.")
    cost = first(node, A.RemoveCountersFromAmongCost)
    assert cost.amount.number.value == 2 and cost.kind is not None
    node = one("{3}, Remove three counters from among creatures you control: Mill three cards.")
    assert first(node, A.RemoveCountersFromAmongCost).kind is None


def test_remove_a_number_of_counters_equal_to():
    node = one("[0]: Draw a card and reveal it. Remove a number of loyalty counters equal to that card's mana "
               "value from Jace, Mirror Mage.", "Jace, Mirror Mage")
    remove = first(node, A.RemoveNumberOfCounters)
    assert isinstance(remove.source, A.SelfByName) and remove.stat is not None


def test_put_and_remove_those_counters():
    # CR 122: "those counters" are the ones the sentence before named, each kind kept
    node = one("When this creature dies, if it had counters on it, put those counters on up to one target "
               "creature.")
    put = first(node, A.PutThoseCounters)
    assert put.subject is None and isinstance(put.target, A.Target)
    node = one("Whenever you cast an instant or sorcery spell, put a time counter on this artifact. Then if "
               "there are seven or more time counters on it, remove those counters and it deals 20 damage to "
               "you.")
    assert first(node, A.RemoveThoseCounters).subject is None


# -- paying (CR 118, 107.14, 119.4) -----------------------------------------------------------

def test_pay_any_amount():
    node = one("When this creature dies, you may pay any amount of {R}. When you do, it deals that much damage "
               "to any target.")
    assert isinstance(first(node, A.PayAnyAmount).what, A.ManaSymbolPayable)
    node = one("When this creature enters, pay any amount of life. Target opponent reveals that many cards from "
               "their hand. You choose one of them and exile it.")
    assert isinstance(first(node, A.PayAnyAmount).what, A.AnyLife)
    # CR 107.14: {E} is an energy counter a player pays
    node = one("Choose target creature. You get {E}{E}{E} (three energy counters), then you may pay any amount "
               "of {E}. Harnessed Lightning deals that much damage to that creature.", "Harnessed Lightning")
    assert isinstance(first(node, A.PayAnyAmount).what, A.EnergyPayable)


def test_pay_life_equal_to():
    # CR 119.4: the amount of life is read as the cost is paid
    node = one("Whenever another creature you control enters, you may pay life equal to its power. If you do, "
               "put that many +1/+1 counters on it.")
    assert first(node, A.PayLifeEqual).subject is None
    node = one("Ward—Pay life equal to this creature's power.")
    assert _has(node, A.PayLifeEqualCost)


def test_join_forces_starting_with_you():
    # CR 101.4: the players choose in turn order, starting with the named player
    node = one("Join forces — Starting with you, each player may pay any amount of mana. Each player creates X "
               "1/1 white Soldier creature tokens, where X is the total amount of mana paid this way.")
    start = first(node, A.StartingWithSentence)
    assert isinstance(start.first, A.You) and isinstance(first(start.chain, A.PayAnyAmount).what, A.AnyMana)
    assert _has(node, A.TotalManaPaidThisWay)
    node = one("When Liege of the Hollows dies, each player may pay any amount of mana. Then each player creates "
               "a number of 1/1 green Squirrel creature tokens equal to the amount of mana they paid this way.",
               "Liege of the Hollows")
    assert isinstance(first(node, A.ManaPaidThisWay).player, A.They)


# -- fighting and keyword actions (CR 701) ----------------------------------------------------

def test_have_it_fight():
    # CR 701.14a: each deals damage equal to its power to the other
    node = one("When this creature enters, you may have it fight target creature you don't control. (Each "
               "deals damage equal to its power to the other.)")
    fight = first(node, A.HaveFight)
    assert isinstance(fight.fighter, A.It) and isinstance(fight.other, A.Target)


def test_endures():
    # CR 701.63a: put N +1/+1 counters on it or create an N/N white Spirit token
    node = one("When this creature enters, it endures 3. (Put three +1/+1 counters on it or create a 3/3 white "
               "Spirit creature token.)")
    endures = first(node, A.Endures)
    assert isinstance(endures.subject, A.It) and endures.amount.number.value == 3
    node = one("Whenever another nontoken creature you control enters, it endures X, where X is the number of "
               "counters on this creature. (Put X +1/+1 counters on the creature that entered or create an X/X "
               "white Spirit creature token.)")
    assert isinstance(first(node, A.Endures).amount, A.X) and _has(node, A.WhereX)


def test_turn_face_up_and_down():
    # CR 701.34, 708.8
    node = one("{2}{U}: Turn target face-down creature face up.")
    assert isinstance(first(node, A.TurnFaceUp).object, A.Target)
    node = one("{3}: Turn Wall of Deceit face down.", "Wall of Deceit")
    assert isinstance(first(node, A.TurnFaceDown).object, A.SelfByName)


# -- copies and targets (CR 707.10, 115.7) ----------------------------------------------------

def test_copy_for_each_commander_cast():
    # CR 707.10: one copy per time the commander was cast from the command zone (CR 903.8)
    node = one("When you cast this spell, copy it for each time you've cast your commander from the command "
               "zone this game. You may choose new targets for the copies.")
    copy = first(node, A.CopyForEach)
    assert isinstance(copy.what, A.It) and isinstance(copy.for_each, A.ForEachTimeCast)
    assert isinstance(first(node, A.ChooseNewTargets).what, A.TheCopies)


def test_may_copy_and_may_choose_a_new_target():
    # CR 707.10c: the copy's controller may choose new targets; the second "may" keeps the subject
    node = one("Target player discards two cards. That player may copy this spell and may choose a new target "
               "for that copy.")
    again = first(node, A.SameSubjectMay)
    assert isinstance(again.effect, A.ChooseNewTarget) and isinstance(again.effect.what, A.ThatCopy)


def test_change_the_target_of_a_spell_with_a_single_target():
    # CR 115.7
    node = one("Change the target of target spell or ability with a single target.")
    change = first(node, A.ChangeTarget)
    assert _has(change.what, A.WithSingleTarget)
    node = one("Change the target of target spell with a single target unless that spell's controller pays {2}.")
    assert first(node, A.ChangeTargetUnless).unless is not None
    # CR 115.7c: the new target must be legal
    node = one("{U}: Change the target of target spell or ability that targets only Silver Wyvern. The new "
               "target must be a creature.", "Silver Wyvern")
    assert isinstance(first(node, A.NewTargetMustBe).what, A.Quantified)


# -- objects an instruction acted on (CR 608.2c) ----------------------------------------------

def test_gain_life_equal_to_the_damage_dealt_this_way():
    # CR 120.3: the damage the earlier instruction dealt
    node = one("Syphon Soul deals 2 damage to each other player. You gain life equal to the damage dealt this "
               "way.", "Syphon Soul")
    assert isinstance(first(node, A.GainLifeEqual).quantity, A.DamageDealtThisWay)


def test_repeat_this_process():
    node = one("{3}, {T}: Target player mills two cards. If two cards that share a color were milled this way, "
               "repeat this process.")
    assert first(node, A.RepeatProcess).count is None
    node = one("Reveal the top card of your library and put that card into your hand. You lose life equal to "
               "its mana value. You may repeat this process any number of times.")
    assert isinstance(first(node, A.RepeatProcess).count, A.RepeatAnyNumber)


# -- characteristics, text and mana (CR 205.1b, 612, 609.4b) ----------------------------------

def test_in_addition_to_its_other_colors_and_types():
    # CR 205.1b, 105.3: the new color and creature type are added to the old ones
    node = one("Enchanted creature gets -1/-1 and is a black Zombie in addition to its other colors and types.")
    assert _has(node, A.OtherColorsAndTypes)


def test_change_the_text():
    # CR 612.2: a text-changing effect; without a duration it lasts indefinitely
    node = one("Change the text of target spell or permanent by replacing all instances of one color word with "
               "another. (This effect lasts indefinitely.)")
    change = first(node, A.ChangeText)
    assert isinstance(change.swaps[0], A.SwapWithAnother) and isinstance(change.swaps[0].kind, A.ColorWordKind)
    assert change.duration is None
    node = one("Change the text of target permanent by replacing all instances of one color word with another "
               "or one basic land type with another until end of turn.")
    change = first(node, A.ChangeText)
    assert isinstance(change.swaps[1].kind, A.BasicLandTypeKind) and change.duration is not None
    node = one("Gain control of target creature. Change the text of that creature by replacing all instances of "
               "one creature type with Vampire.")
    assert first(node, A.SwapWithWord).word.name == "Vampire"


def test_spend_mana_as_though_it_were_any_color():
    # CR 609.4b: the permission joins the effect that lets the card be cast
    node = one("Exile target creature. Until the end of your next turn, you may cast that card and you may "
               "spend mana as though it were mana of any color to cast that spell.")
    spend = first(node, A.MaySpendAsThough)
    assert isinstance(spend.player, A.You) and spend.purpose is not None
    node = one("You may spend mana as though it were mana of any color to cast planeswalker spells.")
    assert _has(first(node, A.SpendAsAnyTypeToCast), A.SpendToCast)


# -- tokens, costs, choices (CR 111.10, 118, 608.2d) ------------------------------------------

def test_create_a_mutagen_token():
    # CR 111.10: a predefined token named by its word
    node = one("When this creature enters, create a Mutagen token. (It's an artifact with \"{1}, {T}, Sacrifice "
               "this token: Put a +1/+1 counter on target creature. Activate only as a sorcery.\")")
    assert first(node, A.PredefinedTokenName).name.name == "Mutagen"


def test_put_a_card_on_top_as_a_cost():
    node = one("Put a card from your hand on top of your library: Return Leashling to its owner's hand.",
               "Leashling")
    assert isinstance(first(node, A.PutCost).destination, A.OnTopOf)


# -- redirected damage (CR 614.9, 120.4a) -----------------------------------------------------

def test_redirect_the_next_time():
    node = one("{T}: The next time a source of your choice would deal damage to you this turn, that damage is "
               "dealt to Beacon of Destiny instead.", "Beacon of Destiny")
    redirect = first(node, A.RedirectNextTime)
    assert isinstance(redirect.new_recipient, A.SelfByName)
    node = one("{2}{R}{W}: The next time damage would be dealt to ~ this turn, that damage is dealt to any "
               "target instead.")
    assert isinstance(first(node, A.RedirectNextTimeDealtTo).new_recipient, A.AnyTarget)


def test_excess_damage_and_all_combat_damage_redirected():
    # CR 120.4a: excess damage is the damage beyond lethal damage
    node = one("Pigment Storm deals 5 damage to target creature. Excess damage is dealt to that creature's "
               "controller instead.", "Pigment Storm")
    assert _has(node, A.ExcessDamageRedirected)
    node = one("{T}: All combat damage that would be dealt to you by unblocked creatures this turn is dealt to "
               "~ instead.")
    redirect = first(node, A.RedirectAllCombatDamage)
    assert isinstance(redirect.scope, A.DealtToBy) and redirect.duration is not None


# -- more actions (batch 2) -------------------------------------------------------------------

def test_gain_that_much_life_plus_one_instead():
    # CR 614.1a: the replacement gains more life than the event it replaces
    node = one("If you would gain life, you gain that much life plus 1 instead.")
    gain = first(node, A.GainLifePlus)
    assert isinstance(gain.amount, A.ThatMuch) and gain.extra.number.value == 1


def test_spend_only_colored_mana_on_x():
    # CR 107.3: only mana of that color may pay for X
    node = one("{X}, {T}: ~ deals X damage to target creature. Spend only red mana on X.")
    assert first(node, A.SpendOnlyColorOnX).color.name == "red"


def test_assigns_no_combat_damage():
    # CR 510.1
    node = one("Whenever ~ attacks and isn't blocked, it assigns no combat damage this turn and defending "
               "player loses 2 life.")
    assigns = first(node, A.AssignsNoCombatDamage)
    assert isinstance(assigns.subject, A.It) and isinstance(assigns.duration, A.ThisTurn)


def test_each_deals_damage_equal_to_their_power():
    # CR 120.3: each creature deals its own damage, equal to its own power
    node = one("Up to two target creatures you control each deal damage equal to their power to another "
               "target creature.")
    each = first(node, A.EachDealsDamageEqual)
    assert isinstance(each.sources, A.Target) and isinstance(each.stat, A.Power)
    assert isinstance(each.recipient, A.AnotherTarget)


def test_second_counters_with_put_understood():
    # CR 122: "put" is understood for the second kind of counter
    node = one("[−2]: Put a +1/+1 counter on each creature you control and a loyalty counter on each other "
               "planeswalker you control.")
    elided = first(node, A.ElidedPutCounters)
    assert elided.amount == A.One() and isinstance(elided.target, A.Quantified)


def test_mana_value_equal_to_the_number_of_counters():
    # CR 202.3 compared with a count of counters (CR 122)
    node = one("{3}, {T}, Sacrifice this land: Destroy each nonland permanent with mana value equal to the "
               "number of charge counters on this land.")
    counted = first(node, A.NumberOfCounters)
    assert isinstance(counted.on, A.SelfThis) and counted.kind.name.name == "charge"


def test_onto_the_battlefield_tapped_and_attacking():
    # CR 508.4: put onto the battlefield attacking, never declared as an attacker
    node = one("Whenever this creature attacks, you may put a Soldier creature card from your hand onto the "
               "battlefield tapped and attacking.")
    assert _has(first(node, A.ToBattlefield), A.TappedAndAttackingMod)
    # the token form keeps its own rule ("that's tapped and attacking")
    node = one("Whenever you attack, create a 1/1 white Human creature token that's tapped and attacking.")
    assert _has(node, A.CreateTokenAttacking) and not _has(node, A.TappedAndAttackingMod)


# -- more actions (batch 3) -------------------------------------------------------------------

def test_airbend():
    # CR 701.65a: the objects are exiled; their owner may cast them for {2}
    node = one("When this enchantment enters, airbend up to one target creature.")
    assert isinstance(first(node, A.Airbend).objects, A.Target)


def test_remove_a_counter_at_end_of_combat():
    # CR 603.7: the removal is delayed to that moment
    node = one("Whenever Clockwork Condor attacks or blocks, remove a +1/+1 counter from it at end of combat.",
               "Clockwork Condor")
    remove = first(node, A.RemoveCountersDelayed)
    assert isinstance(remove.source, A.It) and remove.when is not None


def test_on_their_choice_of_the_top_or_bottom():
    # CR 401.4: the owner chooses the top or the bottom of the library
    node = one("For each attacking creature, its owner puts it on their choice of the top or bottom of their "
               "library.")
    put = first(node, A.PutOnChoiceTopOrBottom)
    assert isinstance(put.object, A.It) and isinstance(put.chooser, A.Their)


def test_protection_ends_a_keyword_list():
    # CR 702.16: "protection from black and from red" is one item of the list
    node = one("Creatures you control have flying, first strike, vigilance, trample, haste, and protection from "
               "black and from red.")
    items = first(node, A.KeywordWords).items
    assert isinstance(items[-1], A.Protection) and len([i for i in items if isinstance(i, A.KeywordWord)]) == 5


def test_gains_all_creature_types():
    # CR 205.3m
    node = one("{T}: Target creature gains all creature types until end of turn.")
    gains = first(node, A.GainsAllTypes)
    assert gains.supertype is None and gains.card_type.name == "creature"
    node = one("Lands you control gain all basic land types until end of turn.")
    assert first(node, A.GainsAllTypes).supertype is not None


def test_put_a_list_of_counters():
    # CR 122.1b: keyword counters give their keyword
    node = one("Put a +1/+1 counter and a lifelink counter on target creature.")
    put = first(node, A.PutCounterList)
    assert len(put.items) == 2 and isinstance(put.items[1].kind, A.KeywordCounter)
    node = one("When Abigale enters, up to one other target creature loses all abilities. Put a flying counter, "
               "a first strike counter, and a lifelink counter on that creature.",
               ("Abigale, Eloquent First-Year", "Abigale"))
    assert len(first(node, A.PutCounterList).items) == 3


# -- keywords granted in quotes (CR 702) ------------------------------------------------------

def test_keyword_granted_in_quotes():
    # CR 702.24a: cumulative upkeep with its cost, granted as a quoted ability
    node = one('Green creatures have "Cumulative upkeep {1}."')
    keyword = first(first(node, A.QuotedAbility), A.QuotedCostKeyword)
    assert keyword.name.name == "cumulative upkeep"
    # CR 702.21a: ward with a non-mana cost
    node = one('Other creatures you control have "Ward—Pay 2 life."')
    assert _has(first(node, A.QuotedAbility), A.KeywordDashCost)


def test_create_a_tapped_and_attacking_token_copy():
    # CR 508.4: the token enters attacking; CR 707.2: it copies the creature
    node = one("Whenever ~ attacks, create a tapped and attacking token that's a copy of another target "
               "attacking creature.")
    create = first(node, A.CreateTokenCopy)
    assert _has(create.token, A.TokenTappedAndAttacking) and isinstance(create.of, A.AnotherTarget)
