"""G8: references, players and trigger events on real Oracle lines.

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


# -- joined references ------------------------------------------------------------
def test_two_targets_joined_by_and():
    # CR 115.1: one spell, two targets; both go back (CR 400.7)
    node = both_ways("Return target creature and target land to their owners' hands.")
    ret = first(node, A.ReturnEffect)
    both = ret.what
    assert isinstance(both, A.BothRefs)
    assert isinstance(both.first, A.Target) and isinstance(both.second, A.Target)
    assert type_names(both.first) == ["creature"] and type_names(both.second) == ["land"]
    assert isinstance(ret.destination, A.OwnersZone)


def test_and_before_an_acting_player_still_joins_effects():
    # "target opponent gains 3 life" is a second effect, not a second object of "draw"
    node = both_ways("You draw a card and target opponent gains 3 life.")
    assert not any(isinstance(n, A.BothRefs) for n in node.walk())
    chain = first(node, A.EffectChain)
    assert [type(e) for e in chain.items] == [A.Draw, A.JoinAnd, A.GainLife]


def test_a_list_of_three_targets():
    node = both_ways("Destroy up to one target artifact, up to one target enchantment, "
                     "and up to one target nonbasic land.")
    outer = first(node, A.Destroy).what
    assert isinstance(outer, A.BothRefs) and isinstance(outer.first, A.BothRefs)
    targets = [outer.first.first, outer.first.second, outer.second]
    assert all(isinstance(t, A.Target) and isinstance(t.count, A.UpTo) for t in targets)
    assert [type_names(t)[0] for t in targets] == ["artifact", "enchantment", "land"]


def test_self_and_a_target_with_unless():
    node = both_ways("Exile ~ and target creature unless that creature's controller pays {2}.")
    exile = first(node, A.Exile)
    assert isinstance(exile.what.first, A.SelfByName) and isinstance(exile.what.second, A.Target)
    # the "unless" belongs to the exile of both objects (not to the second reference)
    assert isinstance(exile.unless, A.UnlessDoes) and isinstance(exile.unless.effect, A.PayEffect)


def test_target_with_choice_suffix_joined():
    node = both_ways("{3}, {T}: Tap target creature you control and target creature of an opponent's "
                     "choice they control.")
    both = first(node, A.Tap).what
    assert isinstance(both, A.BothRefs)
    assert first(both.second, A.OfChoice) and isinstance(first(both.second, A.ControlledBy).player, A.They)


def test_you_and_creatures_you_control_have_hexproof():
    # CR 702.11: a player and permanents can both have hexproof
    node = both_ways("You and Humans you control have hexproof.")
    gets = first(node, A.ObjectGets)
    assert isinstance(gets.subject, A.BothRefs)
    assert isinstance(gets.subject.first, A.You)
    assert isinstance(gets.subject.second, A.AllMatching)
    assert type_names(gets.subject.second) == ["Human"]
    assert first(gets, A.KeywordName).name == "hexproof"


def test_self_and_at_least_one_other_creature_attack():
    # CR 508.1: the trigger needs this creature and another one declared as attackers
    node = both_ways("Whenever ~ and at least one other creature attack, draw a card.")
    event = first(node, A.Event)
    assert isinstance(event.subject, A.BothRefs)
    assert isinstance(event.subject.first, A.SelfByName)
    others = event.subject.second
    assert isinstance(others, A.AtLeastCounted) and others.amount.number.value == 1
    assert first(others, A.Other) and type_names(others) == ["creature"]
    assert isinstance(event.predicates[0], A.Attacks)


# -- players with a relative clause --------------------------------------------------
def test_each_opponent_who_controls_more_lands_than_you():
    node = both_ways("Each opponent who controls more lands than you sacrifices a land.")
    who = first(node, A.WhoClause)
    more = who.predicate
    assert isinstance(more, A.ControlsMoreThan) and more.player is None  # the player "who"
    assert type_names(more.filter) == ["land"] and isinstance(more.other, A.You)
    assert isinstance(first(node, A.Sacrifice).subject, A.Quantified)


def test_target_player_who_lost_life_this_turn():
    node = both_ways("{B}{R}: Target player who lost life this turn loses 1 life.")
    target = first(node, A.LoseLife).subject
    assert isinstance(target, A.Target)
    assert isinstance(first(target, A.WhoClause).predicate, A.LostLifeThisTurn)


def test_player_who_controls_the_most():
    node = both_ways("Each player who controls the most lands sacrifices two lands.")
    assert type_names(first(node, A.ControlsTheMost)) == ["land"]


def test_opponent_who_cast_a_spell_this_turn():
    node = both_ways("Each opponent who cast a spell this turn loses 2 life.")
    cast = first(node, A.CastThisTurn)
    assert isinstance(cast.spell, A.Quantified) and type_names(cast.spell) == ["spell"]


# -- chosen objects and players (CR 607.2) ---------------------------------------------
def test_the_chosen_player():
    node = both_ways("At the beginning of the chosen player's upkeep, ~ deals 3 damage to that player.")
    assert isinstance(first(node, A.StepOf).owner, A.ChosenPlayers)
    node = both_ways("Sacrifice this creature: The chosen creature gains indestructible until end of turn.")
    ref = first(node, A.ThePastRef)
    assert isinstance(ref.how, A.ChosenWord) and type_names(ref) == ["creature"]


# -- objects named by where they are -------------------------------------------------
def test_exile_the_top_card_of_your_library_as_a_cost():
    # CR 602.1, 118: a cost that moves the top card of the library (CR 401.2: libraries are ordered)
    node = both_ways("{2}, Exile the top card of your library: You gain 1 life.")
    cost = first(node, A.ExileCost)
    top = cost.what
    assert isinstance(top, A.TopOfZone) and top.amount is None
    assert type_names(top) == ["card"]
    assert top.zone.zone.name == "library" and isinstance(top.zone.owner, A.Your)


def test_the_top_cards_as_an_effect_object():
    node = both_ways("Exile the top three cards of your library.")
    top = first(node, A.Exile).what
    assert isinstance(top, A.TopOfZone) and top.amount.number.value == 3
    node = both_ways("Return the top creature card of your graveyard to the battlefield.")
    top = first(node, A.ReturnEffect).what
    assert type_names(top) == ["creature", "card"] and top.zone.zone.name == "graveyard"


def test_a_card_at_random_from_your_graveyard():
    # CR 701.9b (discard at random); the same "at random" picks any object without choosing.
    # "at random" is G9's filter qualifier (AtRandom); "from your graveyard" follows it.
    node = both_ways("When this creature enters, exile three cards at random from your graveyard.")
    pick = first(node, A.Exile).what
    assert isinstance(pick, A.Counted) and pick.amount.number.value == 3
    suffixes = pick.filter.suffixes.items
    assert isinstance(suffixes[0], A.AtRandom) and isinstance(suffixes[1], A.FromZone)


def test_discard_at_random_keeps_its_meaning():
    node = both_ways("Target player discards a card at random.")
    discard = first(node, A.Discard)
    assert isinstance(discard.what.filter.suffixes.items[0], A.AtRandom)
    assert isinstance(discard.subject, A.Target)


def test_the_creature_it_haunts():
    # CR 702.55b: "the creature it haunts" is the object the haunt ability targeted
    node = both_ways("When the creature ~ haunts dies, you gain 1 life.")
    haunted = first(node, A.Event).subject
    assert isinstance(haunted, A.HauntedRef) and haunted.types.name == "creature"
    assert isinstance(haunted.haunter, A.SelfByName)
    assert isinstance(first(node, A.Event).predicates[0], A.Dies)


def test_a_token_with_a_name():
    # CR 111.4: a token's name is given by the effect that creates it
    node = both_ways("{1}{R}, {T}: Create a 0/1 red Kobold creature token named Kobolds of Kher Keep.")
    named = first(node, A.NamedTokenDesc)  # G9's node
    assert [w.name for w in named.name.words] == ["Kobolds", "of", "Kher", "Keep"]


# -- trigger events (CR 603) -----------------------------------------------------------
def test_put_into_a_graveyard_from_anywhere():
    node = both_ways("When enchanted artifact is put into a graveyard, return that card to its owner's hand.")
    event = first(node, A.Event)
    assert isinstance(event.subject, A.EnchantedRef)
    put = event.predicates[0]
    assert isinstance(put, A.PutIntoZone) and put.zone.zone.name == "graveyard"


def test_cast_or_copy():
    # CR 707.10: copying a spell is not casting it, so the trigger names both
    node = both_ways("Magecraft — Whenever you cast or copy an instant or sorcery spell, draw a card.")
    pred = first(node, A.Event).predicates[0]
    assert isinstance(pred, A.CastsOrCopies) and type_names(pred.what) == ["instant", "sorcery", "spell"]


def test_two_events_with_their_own_subjects():
    node = both_ways("Whenever you cast a black spell or a Swamp you control enters, draw a card.")
    event = first(node, A.Event)
    cast, other = event.predicates
    assert isinstance(event.subject, A.You) and isinstance(cast, A.Casts)
    assert isinstance(other, A.SubjectEvent) and isinstance(other.event, A.Enters)
    assert type_names(other.subject) == ["Swamp"]


def test_enters_and_at_the_beginning_of_your_upkeep():
    # CR 603.2: the ability triggers on either condition
    node = both_ways("When this creature enters and at the beginning of your upkeep, draw a card.")
    both = first(node, A.BothTriggers)
    assert isinstance(both.first, A.When) and isinstance(both.first.event.predicates[0], A.Enters)
    assert isinstance(both.second, A.AtBeginningOf)
    node = both_ways("When Derevi enters and whenever a creature you control deals combat damage to a player, "
                     "you may tap or untap target permanent.", ("Derevi",))
    both = first(node, A.BothTriggers)
    assert isinstance(both.second, A.Whenever)
    assert isinstance(both.second.event.predicates[0], A.DealsDamageEvent)


def test_attacks_and_isnt_blocked_is_still_one_event():
    node = both_ways("Whenever ~ attacks and isn't blocked, draw a card.")
    assert not any(isinstance(n, A.BothTriggers) for n in node.walk())
    assert isinstance(first(node, A.Event).predicates[0], A.AttacksUnblocked)


def test_attacks_while_saddled():
    node = both_ways("Whenever this creature attacks while saddled, it gets +2/+2 until end of turn.")
    assert isinstance(first(node, A.Event).predicates[0], A.AttacksWhileSaddled)


def test_unlock_this_door():
    # CR 709.5f: unlocking a half of a Room
    node = both_ways("When you unlock this door, draw a card.")
    event = first(node, A.Event)
    assert isinstance(event.subject, A.You) and isinstance(event.predicates[0], A.UnlocksThisDoor)
    node = both_ways("Whenever you fully unlock a Room, draw a card.")
    assert type_names(first(node, A.FullyUnlocks)) == ["Room"]


# -- batch 2: subjects joined, "or", shared qualities, zones, delayed triggers ---------------
def test_subject_joined_with_other_creatures_that_share_a_type():
    node = both_ways("Sacrifice this artifact: Enchanted creature and other creatures that share a creature "
                     "type with it get +1/+0 and gain first strike until end of turn.")
    gets = first(node, A.ObjectGets)
    assert isinstance(gets.subject, A.BothRefs) and isinstance(gets.subject.first, A.EnchantedRef)
    shares = first(gets.subject.second, A.Sharing)
    assert isinstance(shares.quality, A.SharedType)


def test_target_and_each_other_creature_that_shares_a_color():
    node = both_ways("Radiance — Choose a color. Target creature and each other creature that shares a color "
                     "with it gain protection from the chosen color until end of turn.")
    subject = first(node, A.ObjectGets).subject
    assert isinstance(subject.first, A.Target) and isinstance(subject.second, A.Quantified)
    assert isinstance(first(subject.second, A.Sharing).quality, A.SharedColor)


def test_or_joins_two_references():
    node = both_ways("Whenever you attack, for each opponent, create a 1/1 white Human creature token that's "
                     "tapped and attacking that player or a planeswalker they control.")
    either = first(node, A.EitherRef)
    assert isinstance(either.first, A.ThatRef) and isinstance(either.second, A.Quantified)
    node = both_ways("~ deals 3 damage to target player or planeswalker. That player or that planeswalker's "
                     "controller discards two cards.")
    either = first(node, A.EitherRef)  # the subject of the second sentence
    assert isinstance(either.second, A.ControllerOf)
    # "target player or planeswalker" stays one type list
    assert type_names(first(node, A.DealDamage).recipient) == ["player", "planeswalker"]


def test_and_after_an_effect_is_not_a_joined_subject():
    node = both_ways("Target creature gets +1/+1 and you gain 2 life.")
    assert not any(isinstance(n, A.BothRefs) for n in node.walk())


def test_a_single_graveyard_and_all_graveyards():
    # CR 115: "from a single graveyard" - all the targets are in one player's graveyard
    node = both_ways("Exile up to three target cards from a single graveyard.")
    assert isinstance(first(node, A.ZoneRef).owner, A.ASingle)
    node = both_ways("Equipped creature gets +X/+X, where X is the number of creature cards in all graveyards.")
    assert first(node, A.AllZones).zone.name == "graveyard"


def test_card_names_with_a_comma():
    node = both_ways("When this creature enters, you may search your library and/or graveyard for a card named "
                     "Ashiok, Sculptor of Fears, reveal it, and put it into your hand.")
    assert [w.name for w in first(node, A.Named).name.words] == ["Ashiok", ",", "Sculptor", "of", "Fears"]


def test_shortened_names_only_for_legendary_cards():
    # CR 201.5c: a card's text may use a shortened version of its name; legendary names give
    # the part before their title ("Zur the Enchanter", "Kaalia of the Vast")
    from cardlang.syntax.cardfile import is_legendary, self_names
    assert set(self_names("Zur the Enchanter", legendary=True)) == {"Zur the Enchanter", "Zur"}
    assert set(self_names("Kaalia of the Vast", legendary=True)) == {"Kaalia of the Vast", "Kaalia"}
    # a comma name keeps its comma part only (not "Tevesh Szat, Doom")
    assert set(self_names("Tevesh Szat, Doom of Fools", legendary=True)) == {"Tevesh Szat, Doom of Fools",
                                                                              "Tevesh Szat"}
    # not legendary: the whole name only ("Destroy the Evidence" is not "Destroy")
    assert self_names("Destroy the Evidence") == ("Destroy the Evidence",)
    # CR 205.4a: legendary is a supertype, before the dash
    assert is_legendary("Legendary Creature — Human Wizard") and is_legendary("Legendary Snow Land")
    assert not is_legendary("Sorcery") and not is_legendary("Creature — Legendary")


def test_legendary_card_refers_to_itself_by_its_short_name():
    # CR 201.5c: Zur the Enchanter's "Whenever Zur attacks" means this object attacking
    from cardlang.syntax.cardfile import read_json_record
    text = ("Whenever Zur attacks, you may search your library for an enchantment card with mana value 3 or less, "
            "put it onto the battlefield, then shuffle.")
    node = both_ways(text, ("Zur the Enchanter", "Zur"))
    subject = first(node, A.Event).subject
    assert isinstance(subject, A.SelfByName) and subject.name.name == "Zur"
    # read from a record, the type line decides: legendary gives the short name ...
    zur = read_json_record({"name": "Zur the Enchanter", "type_line": "Legendary Creature — Human Wizard",
                            "oracle_text": text})
    assert zur.ok and isinstance(first(zur.card.faces[0].abilities[0], A.Event).subject, A.SelfByName)
    # ... a sorcery's first word stays a word: "Destroy target land" is a destroy effect
    evidence = read_json_record({"name": "Destroy the Evidence", "type_line": "Sorcery",
                                 "oracle_text": "Destroy target land."})
    ability = evidence.card.faces[0].abilities[0]
    assert evidence.ok and not any(isinstance(n, A.SelfByName) for n in ability.walk())


def test_delayed_at_end_of_combat():
    # CR 603.7: a delayed triggered ability, at the end of combat step (CR 511)
    node = both_ways("Whenever ~ blocks a creature, destroy that creature at end of combat.")
    assert isinstance(first(node, A.DestroyDelayed).delayed, A.DelayedEndOfCombat)  # G9's node
    node = both_ways("When this creature attacks, sacrifice it at end of combat.")
    assert isinstance(first(node, A.Sacrifice).delayed, A.DelayedEndOfCombat)


def test_each_get_and_each_draw():
    node = both_ways("Up to two target creatures each get +1/+0 and gain first strike until end of turn.")
    each = first(node, A.ObjectGets)
    assert isinstance(each.subject, A.Target) and isinstance(each.predicate, A.GetsPt)
    node = both_ways("You and target opponent each draw a card.")
    each = first(node, A.EachDoes)
    assert isinstance(each.subject, A.BothRefs) and isinstance(each.effect, A.Draw)
    # "each" before a player noun is still a quantifier ("creatures each player controls")
    node = both_ways("Destroy all creatures each player controls.")
    assert not any(isinstance(n, A.EachDoes) for n in node.walk())


def test_for_each_of_those_creatures():
    node = both_ways("Whenever this creature attacks while saddled, put a +1/+1 counter on each other creature "
                     "you control. You gain 1 life for each of those creatures.")
    assert isinstance(first(node, A.ForEachOf).group, A.ThoseRef)


def test_state_triggers_you_control():
    # CR 603.8: a state trigger
    node = both_ways("When you control no other creatures, sacrifice ~.")
    ev = first(node, A.Event).predicates[0]
    assert isinstance(ev, A.ControlsNoEvent) and first(ev, A.Other)
    node = both_ways("When you control seven or more Thrulls, sacrifice ~.")
    ev = first(node, A.Event).predicates[0]
    assert isinstance(ev, A.ControlsEvent) and isinstance(ev.objects, A.CountedOrMore)


# -- batch 3: more qualifiers, owners, abilities as targets, durations of triggers ----------
def test_that_died_this_turn_and_was_dealt_damage():
    node = both_ways("This spell costs {1} less to cast for each creature that died this turn.")
    assert first(node, A.DiedThisTurnSuffix) is not None
    node = both_ways("Destroy target creature that was dealt damage this turn. It can't be regenerated.")
    assert isinstance(first(first(node, A.Destroy).what, A.Suffixes).items[0], A.WasDealtDamageThisTurn)


def test_owners():
    # CR 108.3: the owner of a card (a permanent's owner is the owner of its card)
    node = both_ways("{U}: This creature's owner shuffles it into their library.")
    owner = first(node, A.ShuffleInto).subject
    assert isinstance(owner, A.OwnerOf) and isinstance(owner.of, A.SelfThis)
    node = both_ways("The owner of target permanent shuffles it into their library, then reveals the top card "
                     "of their library.")
    owner = first(node, A.ShuffleInto).subject
    assert isinstance(owner, A.TheOwnerOf) and isinstance(owner.of, A.Target)
    # "this turn" after "can't attack" is still a duration, not "this ...'s owner"
    node = both_ways("Target creature can't attack this turn.")
    assert isinstance(first(node, A.ObjectGets).duration, A.ThisTurn)


def test_counter_target_activated_ability():
    # CR 113.3b, 115.1: an activated ability on the stack can be a target
    node = both_ways("Counter target activated ability.")
    target = first(node, A.CounterSpell).what
    assert isinstance(target, A.TargetAbility) and isinstance(target.kind, A.ActivatedKind)
    assert target.noun.name == "ability"


def test_all_the_cards_in_their_hand():
    node = both_ways("Each player discards all the cards in their hand, then creates that many 2/2 black Zombie "
                     "creature tokens.")
    # G9's quantifier "all the" (94_effects_statics.lark)
    allthe = first(node, A.Discard).what
    assert isinstance(allthe, A.Quantified) and isinstance(allthe.quantifier, A.All) and first(allthe, A.InZone)


def test_cycle_or_discard():
    node = both_ways("Whenever you cycle or discard a card, you may pay {1}.")
    assert isinstance(first(node, A.Event).predicates[0], A.CyclesOrDiscards)


def test_two_triggers_after_an_ability_word():
    node = both_ways("Eerie — Whenever an enchantment you control enters and whenever you fully unlock a Room, "
                     "draw a card.")
    both = first(node, A.BothTriggers)
    assert isinstance(both.first, A.Whenever) and isinstance(first(both.second, A.Event).predicates[0], A.FullyUnlocks)


def test_until_end_of_turn_whenever():
    # CR 611.2: an effect that grants a triggered ability for a duration
    node = both_ways("Untap all creatures. Until end of turn, whenever a creature an opponent controls blocks, "
                     "draw a card.")
    sentence = first(node, A.DurationTriggerSentence)
    assert isinstance(sentence.duration, A.UntilEndOfTurn) and isinstance(sentence.trigger, A.Whenever)
    assert isinstance(first(sentence.chain, A.Draw), A.Draw)


def test_exiled_this_way():
    node = both_ways("Exile all creature cards from target player's graveyard. You gain 3 life for each card "
                     "exiled this way.")
    assert first(first(node, A.GainLife).for_each, A.ExiledThisWay) is not None


def test_type_lists_are_not_joined_references():
    # the "or"/"and" between two words of one type list stays a list separator
    node = both_ways("When this creature enters, destroy target artifact, enchantment, or land.")
    assert not any(isinstance(n, (A.EitherRef, A.BothRefs)) for n in node.walk())
    assert type_names(first(node, A.Destroy).what) == ["artifact", "enchantment", "land"]
    node = both_ways("Enchanted creature gets +1/+1 for each artifact and/or enchantment you control.")
    assert first(node, A.SepAndOr) is not None
    node = both_ways("One or two target creatures gain flying until end of turn.")
    assert isinstance(first(node, A.Target).count, A.OneOrTwoCount)


def test_this_turns_before_a_possessive_round_trips():
    # found by the grammar fuzz test: a qualifier ending in "this turn" before "'s owner"
    # prints as "this turn's"; the lexer splits it again into "turn" and "'s"
    node = both_ways("Remove a counter from target creature that died this turn's controller: Draw a card.")
    assert first(first(node, A.TargetControllerOf), A.DiedThisTurnSuffix) is not None


def test_a_negated_class_word_takes_the_possessive():
    # found by the grammar fuzz test: "nonplayer's owner" is NON_PREFIX + "player" + "'s"
    # (CR 108.3: an object's owner), and it round-trips
    node = both_ways("To solve — That nonplayer's owner is equipped.")
    assert isinstance(first(node, A.OwnerOf).of, A.ThatRef)
