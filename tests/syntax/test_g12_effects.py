"""G12: effects, keyword actions, keywords with parameters, costs and static sentences on
real Oracle lines (grammar/rules/96_effects_more.lark). Each test parses a corpus line,
demands the round trip (``one``) and checks the typed AST against the rule it implements."""

from cardlang.syntax import ast as A
from cardlang.syntax.cardfile import parse_ability_lines
from syntax_helpers import first, one


# -- coin flips and clashes (CR 705, 701.30) ----------------------------------------------

def test_flip_a_coin_then_win_or_lose():
    # CR 705.2: a coin flip is won or lost by the player who flips it
    node = one("{R}: Flip a coin. If you win the flip, return Viashino Sandswimmer to its owner's hand. "
               "If you lose the flip, sacrifice Viashino Sandswimmer.", "Viashino Sandswimmer")
    flip = first(node, A.FlipCoin)
    assert flip.player is None and flip.coin.name == "coin" and flip.until is None
    won, lost = first(node, A.WonFlip), first(node, A.LostFlip)
    assert isinstance(won.player, A.You) and isinstance(lost.player, A.You)
    assert isinstance(first(node, A.ReturnEffect), A.ReturnEffect)
    assert isinstance(first(node, A.Sacrifice).what, A.SelfByName)


def test_flip_a_coin_until_you_lose_a_flip():
    # CR 705.3: flips repeat until the stated result
    node = one("At the beginning of combat on your turn, flip a coin until you lose a flip.")
    flip = first(node, A.FlipCoin)
    assert isinstance(flip.until, A.FlipUntil) and isinstance(flip.until.player, A.You)


def test_you_may_flip_a_coin():
    node = one("At the beginning of your upkeep, you may flip a coin. If you win the flip, "
               "put a fuse counter on Goblin Bomb. If you lose the flip, remove a fuse counter from Goblin Bomb.",
               "Goblin Bomb")
    may = first(node, A.MayEffect)
    assert isinstance(may.effect, A.FlipCoin) and isinstance(may.player, A.You)
    # a counter named after a keyword ("fuse") that is no keyword counter (CR 122.1b lists those)
    # is a named counter, removed like any other (lexer: vocabulary.KEYWORD_NAMED_COUNTERS)
    remove = first(node, A.RemoveCounters)
    assert remove.kind.name.name == "fuse" and isinstance(remove.source, A.SelfByName)


def test_flip_needs_the_word_coin():
    # "coin" is a counter word for the lexer: any other counter word after "flip a" is refused
    _, diags, _ = parse_ability_lines([(1, "Flip a coin.")], ("~",), "<t>")
    assert not diags
    _, diags, _ = parse_ability_lines([(1, "Flip a fuse.")], ("~",), "<t>")
    assert diags and diags[0].severity == "error"
    _, diags, _ = parse_ability_lines([(1, "Flip a charge.")], ("~",), "<t>")
    assert diags and "coin" in diags[0].message


def test_win_one_or_more_flips():
    node = one("If you win one or more flips, Fiery Gambit deals 3 damage to target creature.", "Fiery Gambit")
    won = first(node, A.WonFlipsOrMore)
    assert isinstance(won.player, A.You) and won.amount.number.value == 1


def test_if_you_win_a_clash():
    # CR 701.30b: the clashing player whose card has the higher mana value wins
    node = one("Clash with an opponent. If you win, target player discards two cards. "
               "Otherwise, that player discards a card.")
    assert isinstance(first(node, A.Clash), A.Clash)
    cond = first(node, A.ConditionalSentence)
    assert isinstance(cond.condition, A.WonClash) and isinstance(cond.condition.player, A.You)
    assert isinstance(first(node, A.OtherwiseSentence), A.OtherwiseSentence)


# -- keyword actions (CR 701) --------------------------------------------------------------

def test_manifest_dread():
    # CR 701.62
    node = one("When this creature dies, manifest dread.")
    assert isinstance(first(node, A.ManifestDread), A.ManifestDread)
    node = one("When this Equipment enters, manifest dread, then attach this Equipment to that creature.")
    chain = first(node, A.EffectChain).items
    assert isinstance(chain[0], A.ManifestDread) and isinstance(chain[1], A.JoinThen)
    assert isinstance(chain[2], A.AttachEffect)


# -- keywords with parameters (CR 702) -----------------------------------------------------

def test_multikicker_is_a_keyword_with_a_cost():
    # CR 702.33c: multikicker is kicker that may be paid any number of times
    node = one("Multikicker {B} (You may pay an additional {B} any number of times as you cast this spell.)")
    kw = first(node, A.CostKeyword)
    assert kw.name.name == "multikicker" and first(kw, A.ManaSymbol).symbol == "B"


def test_have_toxic_1():
    # CR 702.164: toxic N
    node = one("Other Rats you control have toxic 1.")
    kw = first(first(node, A.HasKeywords), A.NumberedKeyword)
    assert kw.name.name == "toxic" and kw.amount.number.value == 1


def test_token_with_toxic_and_quoted_ability():
    node = one('When this creature dies, create a 1/1 colorless Phyrexian Mite artifact creature token '
               'with toxic 1 and "This token can\'t block."')
    with_ = first(node, A.TokenWithKeywordsAndAbility)
    assert first(with_.keywords, A.NumberedKeyword).name.name == "toxic"
    assert isinstance(first(with_.ability, A.CantBlock), A.CantBlock)


def test_gains_haste_and_quoted_ability():
    node = one('Until end of turn, target creature gains haste and "{0}: Untap this creature. Activate only once."')
    gains = first(node, A.GainsKeywordsAndAbility)
    assert first(gains.keywords, A.KeywordWord).name.name == "haste"
    # CR 602.5b: the granted ability's own activation restriction
    assert isinstance(first(gains.ability, A.ActivateOnlyOnce), A.ActivateOnlyOnce)
    assert isinstance(first(gains.ability, A.Untap), A.Untap)


def test_copy_except_it_has_haste_and_ability():
    # CR 707.9b: exceptions to the copied values
    node = one('Create a token that\'s a copy of target creature you control, except it has haste and '
               '"At the beginning of the end step, sacrifice this token."')
    exc = first(node, A.ExceptHasKeywordsAndAbility)
    assert first(exc.keywords, A.KeywordWord).name.name == "haste"
    assert isinstance(first(exc.ability, A.Sacrifice), A.Sacrifice)


def test_becomes_creature_with_haste_and_ability():
    node = one('When this Class becomes level 3, target land you control becomes a creature with haste and '
               '"This creature\'s power and toughness are each equal to the number of lands you control." '
               'It\'s still a land.')
    with_ = first(node, A.WithKeywordsAndAbility)
    assert isinstance(first(with_.ability, A.CharacteristicDefining), A.CharacteristicDefining)


# -- "an additional" ---------------------------------------------------------------------

def test_gets_an_additional_pt_for_each():
    node = one("Target creature gets -2/-2 until end of turn. It gets an additional -1/-1 until end of turn "
               "for each Desert you control.")
    extra = first(node, A.GetsAdditionalPt)
    assert extra.change == A.PTChange("-1", "-1")
    gets = first(node, A.ObjectGetsUntilForEach)
    assert isinstance(gets.subject, A.It) and gets.predicate is extra


def test_return_with_an_additional_counter():
    # CR 122.6: the permanent enters with the counter
    node = one("Return target creature card from your graveyard to the battlefield with an additional "
               "+1/+1 counter on it.")
    extra = first(node, A.WithAdditionalCounter)
    assert extra.kind.name == A.PTChange("+1", "+1") and isinstance(extra.on, A.It)


def test_gets_an_additional_poison_counter():
    # CR 122.1: counters on a player
    node = one("Whenever a creature you control with toxic deals combat damage to a player, "
               "that player gets an additional poison counter.")
    extra = first(node, A.GetsAdditionalCounter)
    assert extra.kind.name.name == "poison"


def test_put_an_additional_counter():
    node = one("Whenever you cast a spell, earthbend 1. If that spell is a Lesson, put an additional +1/+1 "
               "counter on that land.")
    put = first(node, A.PutAdditionalCounter)
    assert put.subject is None and isinstance(put.target, A.ThatRef)


# -- conditions ----------------------------------------------------------------------------

def test_has_n_or_more_counters_on_it():
    node = one("As long as this creature has three or more +1/+1 counters on it, it has trample.")
    cond = first(node, A.HasCountersOnOrMore)
    assert isinstance(cond.subject, A.SelfThis) and cond.amount.number.value == 3
    assert cond.kind.name == A.PTChange("+1", "+1") and isinstance(cond.on, A.It)
    node = one("At the beginning of your upkeep, if this enchantment has twenty or more growth counters on it, "
               "you win the game.")
    cond = first(node, A.HasCountersOnOrMore)
    assert cond.amount.number.value == 20 and cond.kind.name.name == "growth"
    assert isinstance(first(node, A.WinGame), A.WinGame)


def test_has_no_counters_on_it():
    node = one("If the card has no delay counters on it, draw a card.")
    cond = first(node, A.HasNoCounters)
    assert cond.kind.name.name == "delay"


def test_was_cast_from_zone():
    # CR 601.2a: a spell is cast from the zone it was in
    node = one("If this spell was cast from your hand, add ten mana of any one color.")
    cond = first(node, A.WasCastFrom)
    assert isinstance(cond.spell, A.SelfThis) and cond.zone.zone.name == "hand"


def test_was_kicked_with_one_of_two_kicker_costs():
    # CR 702.33e: which kicker cost was paid
    node = one("When Stormscape Battlemage enters the battlefield, if it was kicked with its {W} kicker, "
               "you gain 3 life.", "Stormscape Battlemage")
    cond = first(node, A.WasKickedWith)
    assert isinstance(cond.spell, A.It) and cond.keyword.name == "kicker"
    assert [s.symbol for s in cond.cost.walk() if isinstance(s, A.ManaSymbol)] == ["W"]


def test_gift_promised_and_tribute_not_paid():
    node = one("Counter target creature spell. If the gift was promised, instead counter target spell.")
    assert first(node, A.GiftPromised).keyword.name == "gift"
    node = one("When this creature enters, if tribute wasn't paid, draw a card.")
    assert first(node, A.TributeNotPaid).keyword.name == "tribute"


# -- "instead of" (CR 614.1a) ----------------------------------------------------------------

def test_exile_instead_of_putting_into_graveyard():
    node = one("Counter target spell. If that spell is countered this way, exile it instead of putting it "
               "into its owner's graveyard.")
    inst = first(node, A.EffectInsteadOf)
    assert isinstance(inst.effect, A.Exile) and isinstance(inst.effect.what, A.It)
    moved = inst.replaced
    assert isinstance(moved, A.InsteadOfPutting) and isinstance(moved.what, A.It)
    assert isinstance(moved.destination, A.ReplacedIntoZone) and moved.destination.zone.zone.name == "graveyard"
    assert moved.as_it_resolves is None


def test_put_on_top_instead_of_into_graveyard():
    node = one("Counter target spell. If that spell is countered this way, put it on top of its owner's library "
               "instead of into that player's graveyard.")
    inst = first(node, A.EffectInsteadOf)
    assert isinstance(inst.effect, A.PutEffect)
    assert isinstance(inst.replaced, A.ReplacedIntoZone)
    assert isinstance(inst.replaced.zone.owner, A.ThatPlayers)


def test_exile_instead_as_it_resolves():
    # CR 608.2n: an instant or sorcery is put into its owner's graveyard as it resolves
    node = one("Whenever a player casts an instant or sorcery spell, exile it instead of putting it into a "
               "graveyard as it resolves.")
    moved = first(node, A.InsteadOfPutting)
    assert isinstance(moved.as_it_resolves, A.AsItResolves)
    assert isinstance(moved.destination.zone.owner, A.APlayers)


def test_may_put_onto_battlefield_instead_of_into_hand():
    node = one("Morbid — You may put that card onto the battlefield instead of putting it into your hand if a "
               "creature died this turn.")
    may = first(node, A.MayEffect)
    assert isinstance(may.effect, A.EffectInsteadOf) and isinstance(may.effect.effect, A.PutEffect)


def test_if_would_leave_exile_instead_of_anywhere_else():
    node = one("If it would leave the battlefield, exile it instead of putting it anywhere else.")
    rep = first(node, A.IfWould)
    assert isinstance(rep.subject, A.It) and isinstance(rep.event, A.WouldLeaveBattlefield)
    assert isinstance(first(rep.replacement, A.ReplacedAnywhereElse), A.ReplacedAnywhereElse)


# -- replacement effects (CR 614, 615) ---------------------------------------------------------

def test_regenerate_if_would_be_destroyed():
    # CR 701.15b: the regeneration shield replaces destruction
    node = one("If Mossbridge Troll would be destroyed, regenerate it.", "Mossbridge Troll")
    rep = first(node, A.IfWould)
    assert isinstance(rep.subject, A.SelfByName) and isinstance(rep.event, A.WouldBeDestroyed)
    assert isinstance(first(rep.replacement, A.Regenerate).what, A.It)


def test_would_enter_sacrifice_instead():
    # CR 614.1c: replacing how a permanent enters
    node = one("If Lake of the Dead would enter the battlefield, sacrifice a Swamp instead.", "Lake of the Dead")
    rep = first(node, A.Instead)
    assert isinstance(rep.event, A.WouldEnter) and isinstance(first(rep.replacement, A.Sacrifice), A.Sacrifice)


def test_instead_first():
    node = one("If a card would be put into an opponent's graveyard from anywhere, instead exile it.")
    rep = first(node, A.InsteadFirst)
    assert isinstance(rep.event, A.WouldBePutInto)
    assert isinstance(first(rep.replacement, A.Exile), A.Exile)


def test_double_combat_damage():
    # CR 614.1a with combat damage only (CR 510.2)
    node = one("If this creature would deal combat damage to a player, it deals double that damage to that "
               "player instead.")
    rep = first(node, A.DoubleCombatDamage)
    assert isinstance(rep.source, A.SelfThis)
    assert rep.original_recipient is not None and rep.new_recipient is not None


def test_prevent_combat_damage_and_put_counter():
    # CR 615: the damage is prevented, then the counter is put
    node = one("If a creature would deal combat damage to this creature, prevent that damage and put a +1/+1 "
               "counter on this creature.")
    rep = first(node, A.PreventCombatDamageFrom)
    assert isinstance(first(rep.recipient, A.SelfThis), A.SelfThis)
    assert isinstance(first(rep.and_then, A.PutCounters), A.PutCounters)


def test_redirect_all_damage():
    # CR 614.9: damage redirected to another object
    node = one("All damage that would be dealt to you is dealt to enchanted creature instead.")
    red = first(node, A.RedirectAllDamage)
    assert isinstance(red.scope, A.DealtTo) and isinstance(red.scope.what, A.You)
    assert isinstance(red.new_recipient, A.EnchantedRef)


# -- sentences about effects ----------------------------------------------------------------

def test_this_effect_sentences():
    node = one("Enchanted creature has protection from blue. This effect doesn't remove Blue Ward.", "Blue Ward")
    assert isinstance(first(node, A.EffectDoesntRemove).what, A.SelfByName)
    # CR 601.2f: cost reductions
    node = one("Creature spells you cast cost {B} less to cast. This effect reduces only the amount of colored "
               "mana you pay.")
    assert isinstance(first(node, A.ReducesOnlyColoredMana), A.ReducesOnlyColoredMana)
    node = one("Activated abilities of creatures cost {1} less to activate. This effect can't reduce the mana in "
               "that cost to less than one mana.")
    assert first(node, A.CantReduceBelow).amount.value == 1


def test_ability_costs_less_to_activate_for_each():
    node = one("{5}, {T}: Each opponent loses 2 life. This ability costs {1} less to activate for each creature "
               "card in your graveyard.")
    st = first(node, A.CostsLessToActivatePerEach)
    assert isinstance(st.what, A.SelfThis) and first(st.cost, A.ManaSymbol).symbol == "1"
    assert isinstance(st.per_each, A.PerEach)


def test_enters_tapped_with_counters():
    node = one("This land enters tapped with two charge counters on it.")
    st = first(node, A.EntersTappedWithCounters)
    assert st.amount.number.value == 2 and st.kind.name.name == "charge"


def test_creatures_enter_tapped():
    node = one("Creatures your opponents control enter tapped.")
    st = first(node, A.EntersTapped)
    assert isinstance(st.subject, A.AllMatching)


def test_enters_with_a_number_of_counters():
    node = one("This creature enters with a number of +1/+1 counters on it equal to the number of creatures "
               "that died this turn.")
    st = first(node, A.EntersWithCountersEqual)
    assert st.kind.name == A.PTChange("+1", "+1") and isinstance(st.on, A.It)


# -- combat requirements and restrictions --------------------------------------------------

def test_attack_this_turn_if_able():
    # CR 508.1d: a requirement
    node = one("{6}: Creatures your opponents control attack this turn if able.")
    assert isinstance(first(node, A.AttacksThisTurnIfAble), A.AttacksThisTurnIfAble)
    node = one("Target creature blocks this turn if able.")
    assert isinstance(first(node, A.BlocksThisTurnIfAble), A.BlocksThisTurnIfAble)


def test_can_attack_this_turn_as_though_no_defender():
    node = one("{0}: Dark Maze can attack this turn as though it didn't have defender. Exile it at the "
               "beginning of the next end step.", "Dark Maze")
    st = first(node, A.AttacksThisTurnAsThoughNoKeyword)
    assert st.keyword.name == "defender"


def test_cant_be_the_target_of():
    # CR 115.9
    node = one("Creatures can't be the targets of spells.")
    assert isinstance(first(node, A.CantBeTargetOf).sources, A.AllMatching)
    node = one("This creature can't be the target of blue or black spells.")
    assert isinstance(first(node, A.CantBeTargetOf), A.CantBeTargetOf)


def test_has_all_activated_abilities_of():
    node = one("This creature has all activated abilities of all cards exiled with it.")
    st = first(node, A.HasAllActivatedAbilities)
    assert st.kind.name == "ability" and st.kind.plural


# -- more effects ----------------------------------------------------------------------------

def test_skip_your_draw_step():
    # CR 500.11
    node = one("Skip your draw step.")
    st = first(node, A.SkipStep)
    assert isinstance(st.owner, A.Your) and st.step.name == "draw step"


def test_cast_without_paying_their_mana_costs():
    node = one("You may cast Dragon spells without paying their mana costs.")
    assert isinstance(first(node, A.WithoutPaying), A.WithoutPaying)


def test_distribute_counters():
    # CR 601.2d: the distribution is chosen on casting / putting the ability on the stack
    node = one("When this creature enters, distribute two +1/+1 counters among one or two target creatures.")
    st = first(node, A.DistributeCounters)
    assert st.amount.number.value == 2 and isinstance(st.among, A.Target)


def test_put_a_number_of_counters_and_discard_a_number():
    node = one("Put a number of +1/+1 counters on target creature equal to the number of cards in your hand.")
    st = first(node, A.PutCountersEqual)
    assert isinstance(st.target, A.Target)
    node = one("Target player discards a number of cards equal to the number of creatures you control.")
    st = first(node, A.DiscardNumberEqual)
    assert isinstance(st.subject, A.Target) and st.word.noun.name == "card"


# -- costs ----------------------------------------------------------------------------------

def test_discard_a_creature_card_cost():
    node = one("Discard a creature card: Put a +1/+1 counter on this creature.")
    cost = first(node, A.DiscardTypedCost)
    assert [q.name.name for q in cost.qualities] == ["creature"] and cost.word.noun.name == "card"


# -- conditions -------------------------------------------------------------------------------

def test_didnt_cast_it_from_your_hand():
    node = one("This creature enters with three +1/+1 counters on it if you didn't cast it from your hand.")
    cond = first(node, A.DidntCastFrom)
    assert isinstance(cond.player, A.You) and cond.zone.zone.name == "hand"
    node = one("At the beginning of your end step, if you didn't play a land this turn, you may draw a card.")
    assert isinstance(first(node, A.DidntPlayThisTurn).what, A.Quantified)


def test_nth_resolution_this_turn():
    node = one("{2}{R}: Creatures you control get +1/+0 until end of turn. If this is the third time this ability "
               "has resolved this turn, creatures you control gain first strike until end of turn.")
    cond = first(node, A.NthResolutionThisTurn)
    assert isinstance(cond.ordinal, A.Third) and cond.kind.name == "ability"


# -- more effects (2) --------------------------------------------------------------------------

def test_create_tokens_that_are_copies():
    # CR 707.2, 111.1: each token copies the original's copiable values
    node = one("{3}, {T}, Sacrifice another Zombie: Create two tokens that are copies of the sacrificed creature.")
    st = first(node, A.CreateTokenCopies)
    assert st.amount.number.value == 2 and st.word.name == "token" and st.word.plural
    assert isinstance(st.original, A.ThePastRef)


def test_mill_a_card_for_each():
    node = one("At the beginning of your upkeep, put a shred counter on Cephalid Vandal. Then mill a card for each "
               "shred counter on Cephalid Vandal.", "Cephalid Vandal")
    st = first(node, A.MillForEach)
    assert isinstance(st.for_each, A.ForEachCounter)


def test_time_counter():
    # CR 702.62a: suspend uses time counters
    node = one("At the beginning of your upkeep, put a time counter on this enchantment.")
    assert isinstance(first(node, A.PutCounters).kind, A.TimeCounterKind)


def test_as_long_as_its_attacking():
    node = one("This creature gets +1/+0 as long as it's attacking.")
    assert isinstance(first(node, A.GetsAsLongAs).condition, A.ItsAttacking)
    node = one("Enchanted creature can't be blocked as long as it's attacking alone.")
    assert isinstance(first(node, A.ItsAttackingAlone), A.ItsAttackingAlone)
