"""G11: who/what a sentence talks about — groups named before, filter qualifiers, joined
references — on real Oracle lines.

Each test parses a corpus line, checks the typed AST, and the round trip both ways:
print(parse(text)) == text (helpers.one) and parse(print(ast)) == ast (``both_ways``)."""

from cardlang.syntax import ast as A
from cardlang.syntax import parse_ability, to_text
from syntax_helpers import first, one, type_names


def both_ways(text: str, names=("~",)):
    node = one(text, names)
    again, diags = parse_ability(to_text(node), names)
    assert again == node, [d.format() for d in diags]
    return node


def suffix(node, cls):
    """The first filter qualifier of type ``cls`` below ``node``."""
    return first(node, cls)


# -- a group named before (CR 608.2c) ------------------------------------------------
def test_each_of_them_gets():
    node = both_ways("Untap two target creatures. Each of them gets +1/+1 until end of turn.")
    gets = first(node, A.ObjectGets)
    assert isinstance(gets.subject, A.EachOfGroup) and isinstance(gets.subject.group, A.Them)
    assert gets.predicate == A.GetsPt(A.PTChange("+1", "+1"))
    assert isinstance(gets.duration, A.UntilEndOfTurn)


def test_each_of_those_creatures_gains():
    node = both_ways("{T}: Choose any number of target creatures. Each of those creatures gains persist "
                     "until end of turn.")
    gets = first(node, A.ObjectGets)
    group = gets.subject.group
    assert isinstance(group, A.ThoseRef) and type_names(group) == ["creature"]


def test_put_each_of_those_cards():
    node = both_ways("Put each of those cards into your hand.")
    put = first(node, A.PutEffect)
    assert isinstance(put.what, A.EachOfGroup) and type_names(put.what) == ["card"]
    assert put.destination.zone.zone.name == "hand"


def test_any_number_of_those_cards():
    node = both_ways("Exile any number of those cards, then put the rest back in any order.")
    exile = first(node, A.Exile)
    assert isinstance(exile.what, A.AnyNumberOfGroup) and isinstance(exile.what.group, A.ThoseRef)


def test_return_under_their_owners_control():
    # CR 110.2: a permanent's controller is by default the player under whose control it entered
    node = both_ways("Exile up to two target creatures you control, then return those cards to the "
                     "battlefield under their owner's control.")
    ret = first(node, A.ReturnEffect)
    assert isinstance(ret.what, A.ThoseRef)
    assert ret.destination.modifiers == (A.UnderOwnersControl(),)


# -- filter qualifiers -----------------------------------------------------------------
def test_cards_from_graveyards():
    # from any graveyard, not only yours
    node = both_ways("When this creature enters, exile up to two target cards from graveyards. You gain 3 life.")
    zone = suffix(node, A.FromAnyZone).zone
    assert zone.name == "graveyard" and zone.plural
    assert not any(isinstance(n, A.FromZone) for n in node.walk())


def test_of_that_type():
    # CR 607.2: "that type" is the type chosen earlier by the same ability
    node = both_ways("Choose a creature type. Draw a card for each permanent you control of that type.")
    draw = first(node, A.Draw)
    suffixes = draw.for_each.filter.suffixes.items
    assert suffixes == (A.ControlledBy(A.You()), A.OfThatType())


def test_of_that_type_before_a_zone():
    node = both_ways("Shuffle all creature cards of that type from your graveyard into your library.")
    items = first(node, A.Filter).suffixes.items
    assert isinstance(items[0], A.OfThatType) and isinstance(items[1], A.FromZone)


def test_thats_attacking_alone():
    # CR 506.5: a creature attacks alone if it's the only creature declared as an attacker
    node = both_ways("{T}: Target creature you control that's attacking alone gets +1/+0 until end of turn.")
    state = suffix(node, A.ThatsAdjective).state
    assert isinstance(state, A.AttackingAlone)


def test_thats_a_list_of_types():
    node = both_ways("{T}, Sacrifice this creature: Destroy target legendary permanent that's an artifact, "
                     "creature, or enchantment.")
    thats = suffix(node, A.ThatsA)
    assert type_names(thats) == ["artifact", "creature", "enchantment"]


def test_thats_a_wolf_or_a_werewolf_is_one_qualifier():
    # one group of creatures (each Wolf or Werewolf you control), not "each creature" or "a Werewolf"
    node = both_ways("Each creature you control that's a Wolf or a Werewolf enters with an additional "
                     "+1/+1 counter on it.")
    assert not any(isinstance(n, A.EitherRef) for n in node.walk())
    thats = suffix(node, A.ThatsAOrA)
    assert type_names(thats.first) == ["Wolf"] and type_names(thats.second) == ["Werewolf"]


def test_other_creature_thats_a_werewolf_or_a_wolf_gets():
    node = both_ways("Each other creature you control that's a Werewolf or a Wolf gets +1/+1.")
    gets = first(node, A.ObjectGets)
    assert isinstance(gets.subject, A.Quantified) and isinstance(gets.subject.quantifier, A.Each)
    thats = gets.subject.filter.suffixes.items[-1]
    assert isinstance(thats, A.ThatsAOrA)


def test_spells_that_target_this_creature():
    # CR 115.1: the spells with this creature as a target; plural "that target"
    node = both_ways("Spells your opponents cast that target this creature cost {2} more to cast.")
    costs = first(node, A.CostsMore)
    targets = suffix(costs, A.ThatTargets)
    assert isinstance(targets.what, A.SelfThis)
    assert costs.cost == A.ManaCost((A.ManaSymbol("2"),))


def test_for_each_aura_attached_to_it():
    # CR 303.4: an Aura is attached to the object it enchants
    node = both_ways("~ gets +2/+2 for each Aura attached to it.")
    gets = first(node, A.ObjectGets)
    assert type_names(gets.for_each.filter) == ["Aura"]
    assert gets.for_each.filter.suffixes.items == (A.AttachedTo(A.It()),)


def test_destroy_all_equipment_attached_to_that_creature():
    # CR 301.5: Equipment is attached to a creature
    node = both_ways("Destroy all Equipment attached to that creature.")
    destroy = first(node, A.Destroy)
    attached = destroy.what.filter.suffixes.items[0]
    assert isinstance(attached, A.AttachedTo) and isinstance(attached.to, A.ThatRef)


def test_attached_when_entering_is_not_a_qualifier():
    # "onto the battlefield attached to" says where a permanent enters, not which permanent
    node = both_ways("Return target Aura card from your graveyard to the battlefield attached to "
                     "a creature you control.")
    assert not any(isinstance(n, A.AttachedTo) for n in node.walk())


# -- restrictions ----------------------------------------------------------------------
def test_cant_attack_you_or_planeswalkers_you_control():
    # CR 508.1b: the attacking player chooses which player or planeswalker each creature attacks
    node = both_ways("Enchanted creature can't attack you or planeswalkers you control.")
    cant = first(node, A.CantAttackYouOr)
    assert type_names(cant.other) == ["planeswalker"]
    assert cant.other.filter.suffixes.items == (A.ControlledBy(A.You()),)


# -- joined references (lexer marks) --------------------------------------------------
def test_enchanted_creature_and_self_name():
    node = both_ways("{U}: Return enchanted creature and ~ to their owners' hands.")
    both = first(node, A.ReturnEffect).what
    assert isinstance(both, A.BothRefs)
    assert isinstance(both.first, A.EnchantedRef) and isinstance(both.second, A.SelfByName)


def test_that_creature_and_this_creature():
    node = both_ways("When this creature blocks a creature, destroy that creature and this creature.")
    both = first(node, A.Destroy).what
    assert isinstance(both.first, A.ThatRef) and isinstance(both.second, A.SelfThis)


def test_all_blocking_and_all_blocked_creatures():
    node = both_ways("Destroy all blocking creatures and all blocked creatures.")
    both = first(node, A.Destroy).what
    assert both.first.filter.adjectives.items == (A.Blocking(),)
    assert both.second.filter.adjectives.items == (A.Blocked(),)


def test_counter_verb_does_not_make_a_subject():
    # "counter that spell" is an effect, so "and that opponent may cast" is a second effect
    node = both_ways("If it shares a card type with that spell, counter that spell and that opponent may "
                     "cast the revealed card without paying its mana cost.")
    assert not any(isinstance(n, A.BothRefs) for n in node.walk())


def test_counter_then_self_name_deals_damage():
    node = both_ways("Counter target spell and ~ deals 3 damage to target creature.")
    assert not any(isinstance(n, A.BothRefs) for n in node.walk())
    chain = first(node, A.EffectChain)
    assert isinstance(chain.items[1], A.JoinAnd)


def test_and_all_after_a_list_of_zones():
    # "their hand, graveyard, and all permanents they own": one list of things shuffled
    node = both_ways("Each player shuffles their hand, graveyard, and all permanents they own into their "
                     "library, then draws seven cards.")
    assert not any(isinstance(n, A.BothRefs) for n in node.walk())


# -- a comma list of negations (CR 205.4b) ----------------------------------------------
def test_nonartifact_nonblack_creature():
    # a creature that is neither an artifact nor black: both negations are adjectives of one filter
    node = both_ways("Destroy target nonartifact, nonblack creature. It can't be regenerated.")
    target = first(node, A.Destroy).what
    assert isinstance(target, A.Target)
    first_neg, second_neg = target.filter.adjectives.items
    assert isinstance(first_neg, A.ListedNegation) and first_neg.word.name == "artifact"
    assert isinstance(second_neg, A.NonColor) and second_neg.color == A.Color("black")
    assert type_names(target.filter.types) == ["creature"]


def test_noncreature_nonland_card_in_a_trigger():
    node = both_ways("Whenever you discard a noncreature, nonland card, draw a card.")
    flt = first(node, A.DiscardsEvent).what.filter
    assert [type(a) for a in flt.adjectives.items] == [A.ListedNegation]
    words = flt.types.items[0].words
    assert words[0].negation is not None and words[0].name.name == "land" and words[1].name.name == "card"
    # the comma after "card" still ends the trigger condition
    assert isinstance(first(node, A.Draw), A.Draw)


def test_nonlegendary_nonland_card():
    node = both_ways("You choose a nonlegendary, nonland card from it.")
    neg = first(node, A.ListedNegation)
    assert neg.word.category == "supertype" and neg.word.name == "legendary"


# -- what an earlier instruction did (CR 608.2c) ----------------------------------------
def test_for_each_permanent_destroyed_this_way():
    node = both_ways("Destroy all creatures and enchantments. Draw a card for each permanent destroyed this way.")
    draw = first(node, A.Draw)
    assert draw.for_each.filter.suffixes.items == (A.DestroyedThisWay(),)


def test_creatures_destroyed_this_way_cant_be_regenerated():
    node = both_ways("Destroy all lands or all creatures. Creatures destroyed this way can't be regenerated.")
    gets = first(node, A.ObjectGets)
    assert gets.subject.filter.suffixes.items == (A.DestroyedThisWay(),)
    assert isinstance(gets.predicate, A.CantBeRegenerated)


def test_for_each_card_discarded_and_sacrificed_this_way():
    node = both_ways("Whenever you discard one or more cards, target creature gets +2/+0 until end of turn "
                     "for each card discarded this way.")
    assert any(isinstance(n, A.DiscardedThisWay) for n in node.walk())
    node = both_ways("Sacrifice X lands. For each land sacrificed this way, draw a card.")
    assert any(isinstance(n, A.SacrificedThisWay) for n in node.walk())


def test_if_a_red_card_is_discarded_this_way():
    node = both_ways("Discard a card. If a red card is discarded this way, ~ deals 4 damage to any target.")
    cond = first(node, A.WasDoneThisWay)
    assert cond.done == A.DiscardedThisWay()
    assert cond.what.filter.adjectives.items == (A.ColorAdjective(A.Color("red")),)


def test_if_a_land_card_was_milled_this_way():
    node = both_ways("Mill a card. If a land card was milled this way, create a Treasure token.")
    cond = first(node, A.WasDoneThisWay)
    assert cond.done == A.MilledThisWay() and type_names(cond.what) == ["land", "card"]


def test_if_a_creature_card_is_exiled_this_way():
    node = both_ways("If a creature card is exiled this way, you gain 2 life.")
    cond = first(node, A.WasExiledThisWay)
    assert type_names(cond.what) == ["creature", "card"]


# -- from among -----------------------------------------------------------------------
def test_cast_spells_from_among_cards_exiled_with_it():
    node = both_ways("You may cast spells from among cards exiled with ~.")
    among = first(node, A.FromAmongRef).among
    assert isinstance(among, A.Filter) and type_names(among) == ["card"]
    # "exiled with ~" qualifies the cards, not the spells
    assert isinstance(among.suffixes.items[0], A.ExiledWith)


def test_put_a_card_from_among_the_milled_cards():
    node = both_ways("Put a creature card from among the milled cards onto the battlefield under your control.")
    among = first(node, A.FromAmongRef).among
    assert isinstance(among, A.ThePastRef) and isinstance(among.how, A.MilledWord)


def test_from_among_those_cards():
    node = both_ways("You may cast a spell from among those cards this turn.")
    among = first(node, A.FromAmongRef).among
    assert isinstance(among, A.ThoseRef) and type_names(among) == ["card"]


# -- "each of" ----------------------------------------------------------------------------
def test_deals_damage_to_each_of_two_target_creatures():
    # CR 115.1: two targets; each is dealt 2 damage
    node = both_ways("~ deals 2 damage to each of two target creatures.")
    recipient = first(node, A.DealDamage).recipient
    assert isinstance(recipient, A.EachOfTarget)
    assert recipient.target.count == A.Exactly(A.Count(A.Number(2, True)))
    assert type_names(recipient.target) == ["creature"]


def test_counter_on_each_of_up_to_two_target_creatures():
    node = both_ways("Put a +1/+1 counter on each of up to two target creatures.")
    put = first(node, A.PutCounters)
    assert isinstance(put.target, A.EachOfTarget) and isinstance(put.target.target.count, A.UpTo)


def test_double_the_counters_on_each_of_them():
    node = both_ways("Choose any number of target creatures. Double the number of +1/+1 counters on each of them.")
    double = first(node, A.DoubleCounters)
    assert double.on == A.EachOfGroup(A.Them())


def test_for_each_of_those_creatures_sentence():
    node = both_ways("Choose up to two target creatures you don't control. For each of those creatures, create a "
                     "token that's a copy of that creature.")
    sentence = first(node, A.ForEachOfSentence)
    assert isinstance(sentence.group, A.ThoseRef) and type_names(sentence.group) == ["creature"]
    assert isinstance(sentence.chain.items[0], A.CreateTokenCopy)


def test_each_of_your_opponents_discards():
    node = both_ways("Hellbent — At the beginning of your end step, if you have no cards in hand, each of your "
                     "opponents discards a card.")
    subject = first(node, A.Discard).subject
    assert isinstance(subject, A.EachOfPlayers) and isinstance(subject.whose, A.Your)
    assert subject.players.name == "opponent" and subject.players.plural


# -- soulbond (CR 702.95) -----------------------------------------------------------------
def test_paired_with_another_creature_both_creatures_have():
    node = both_ways("As long as this creature is paired with another creature, both creatures have reach.")
    paired = first(node, A.PairedWith)
    assert isinstance(paired.what, A.SelfThis)
    assert isinstance(paired.partner.quantifier, A.Another) and type_names(paired.partner) == ["creature"]
    gets = first(node, A.ObjectGets)
    assert isinstance(gets.subject, A.BothOfThem) and type_names(gets.subject) == ["creature"]


def test_paired_each_of_those_creatures_gets():
    node = both_ways("As long as this creature is paired with another creature, each of those creatures gets +1/+1.")
    gets = first(node, A.ObjectGets)
    assert isinstance(gets.subject, A.EachOfGroup) and isinstance(gets.subject.group, A.ThoseRef)
    assert gets.predicate == A.GetsPt(A.PTChange("+1", "+1"))
