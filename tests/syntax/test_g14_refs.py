"""G14: references to objects and players and filter qualifiers (grammar/rules/98_refs_*.lark)
on real Oracle lines.

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


def suffixes(node):
    """Every filter qualifier below ``node`` (the items of its Suffixes), in order."""
    return [item for n in node.walk() if isinstance(n, A.Suffixes) for item in n.items]


# -- combat (CR 506-509) ------------------------------------------------------------------
def test_all_creatures_able_to_block_target_creature_do_so():
    # CR 509.1c: a requirement; every creature that can block the target must block it
    node = both_ways("All creatures able to block target creature this turn do so.")
    must = first(node, A.MustBlockIfAble)
    assert isinstance(must.blockers, A.Quantified) and isinstance(must.blockers.quantifier, A.All)
    assert type_names(must.blockers) == ["creature"]
    assert isinstance(must.attacker, A.Target) and type_names(must.attacker) == ["creature"]
    assert isinstance(must.duration, A.ThisTurn)


def test_able_to_block_self_static_and_filtered_blockers():
    node = both_ways("All creatures able to block this creature do so.")
    must = first(node, A.MustBlockIfAble)
    assert isinstance(must.attacker, A.SelfThis) and must.duration is None
    # only the creatures with flying must block (the blockers' filter keeps its qualifier)
    node = both_ways("All creatures with flying able to block Talruum Piper do so.", ("Talruum Piper",))
    must = first(node, A.MustBlockIfAble)
    assert isinstance(must.attacker, A.SelfByName)
    assert [type(s) for s in suffixes(must.blockers)] == [A.WithKeyword]


def test_able_to_block_under_as_long_as():
    node = both_ways("Threshold — As long as seven or more cards are in your graveyard, all creatures able to "
                     "block ~ do so.")
    assert isinstance(first(node, A.AsLongAs), A.AsLongAs)
    assert isinstance(first(node, A.MustBlockIfAble).attacker, A.SelfByName)


def test_creatures_blocking_or_blocked_by():
    # CR 509.1h: an attacking creature with blockers is "blocked"; the blockers are "blocking"
    node = both_ways("Creatures blocking or blocked by this creature have lifelink.")
    qual = first(node, A.BlockingOrBlockedBy)
    assert isinstance(qual.other, A.SelfThis)
    node = both_ways("At end of combat, destroy all creatures blocking or blocked by ~.")
    assert isinstance(first(node, A.Destroy).what, A.Quantified)
    assert isinstance(first(node, A.BlockingOrBlockedBy).other, A.SelfByName)


def test_target_creature_blocking_it():
    node = both_ways("{B}: Target green creature blocking ~ gets -1/-1 until end of turn.")
    target = first(node, A.Target)
    assert suffixes(target) == [A.BlockingObject(A.SelfByName(A.SelfName("~")))]
    node = both_ways("Whenever ~ becomes blocked, it gets +1/+1 until end of turn for each creature blocking it.")
    assert isinstance(first(node, A.BlockingObject).blocked, A.It)


def test_creatures_blocked_by_and_creature_it_is_blocking():
    node = both_ways("At end of combat, exile all creatures blocked by ~.")
    assert isinstance(first(node, A.BlockedByObject).blocker, A.SelfByName)
    node = both_ways("{T}: ~ deals 1 damage to target creature it's blocking.")
    assert suffixes(first(node, A.DealDamage).recipient) == [A.ItIsBlocking()]
    node = both_ways("{B}, Sacrifice ~: Destroy target creature ~ is blocking.")
    assert suffixes(first(node, A.Destroy).what) == [A.SelfIsBlocking(A.SelfName("~"))]


def test_the_player_or_planeswalker_its_attacking():
    # CR 508.1b: each attacking creature attacks one player, planeswalker or battle
    node = both_ways("Whenever this creature attacks, it deals 1 damage to the player or planeswalker it's "
                     "attacking.")
    attacked = first(node, A.DealDamage).recipient
    assert isinstance(attacked, A.TheAttackedByIt)
    assert type_names(attacked) == ["player", "planeswalker"]


# -- players -------------------------------------------------------------------------------
def test_one_of_your_opponents():
    node = both_ways("Whenever a creature attacks one of your opponents, that player loses 1 life.")
    some = first(node, A.SomeOfPlayers)
    assert some.amount == A.Count(A.Number(1, True)) and isinstance(some.whose, A.Your)
    assert some.players.name == "opponent" and some.players.plural


def test_enchanted_players_upkeep():
    # CR 303.4: a Curse is attached to a player
    node = both_ways("At the beginning of enchanted player's upkeep, that player mills two cards.")
    assert isinstance(first(node, A.StepOf).owner, A.EnchantedPlayers)


def test_gendered_pronouns_read_as_it():
    # a character card's "he"/"him"/"his" is the card itself: the same nodes as "it"/"its"
    node = both_ways("When Jet enters, he deals damage equal to the number of creatures you control to target "
                     "creature an opponent controls.", ("Jet",))
    assert isinstance(first(node, A.DealsDamageEqual).source, A.It)
    node = both_ways("Whenever Glenn deals combat damage to a player, draw cards equal to his power.", ("Glenn",))
    assert isinstance(first(node, A.DrawEqual).quantity, A.ItsStat)
    node = both_ways("Morlun enters with X +1/+1 counters on him.", ("Morlun",))
    assert any(isinstance(n, A.It) for n in node.walk())
    assert both_ways("Morlun enters with X +1/+1 counters on it.", ("Morlun",)) == node


# -- zones (CR 400) -------------------------------------------------------------------------
def test_cards_in_graveyards():
    node = both_ways("Cards in graveyards lose all abilities.")
    zone = first(node, A.InAnyZone).zone
    assert zone.name == "graveyard" and zone.plural


def test_card_you_own_from_outside_the_game():
    # CR 400.11: cards outside the game (a sideboard)
    node = both_ways("You may reveal an instant card you own from outside the game and put it into your hand. "
                     "Exile ~.")
    reveal = first(node, A.Reveal)
    assert [type(s) for s in suffixes(reveal)] == [A.OwnedBy, A.FromOutsideGame]


# -- targets (CR 601.2c) ----------------------------------------------------------------------
def test_one_two_or_three_targets():
    node = both_ways("~ deals 3 damage divided as you choose among one, two, or three targets.")
    targets = first(node, A.DealDividedDamage).recipients
    assert isinstance(targets, A.TargetsThreeRange)
    assert [c.number.value for c in (targets.first, targets.second, targets.third)] == [1, 2, 3]


def test_one_two_or_three_target_creatures():
    node = both_ways("Distribute three +1/+1 counters among one, two, or three target creatures you control.")
    target = first(node, A.Target)
    assert isinstance(target.count, A.OneOfThreeCounts) and target.count.third.number.value == 3
    assert suffixes(target) == [A.ControlledBy(A.You())]


# -- joined references --------------------------------------------------------------------------
def test_and_all_other_with_the_same_name_as_that():
    # one destroy of two references (the lexer's REF_AND), CR 201.2: the same name
    node = both_ways("Destroy target artifact and all other artifacts with the same name as that artifact.")
    both = first(node, A.Destroy).what
    assert isinstance(both, A.BothRefs) and isinstance(both.first, A.Target)
    assert isinstance(first(both.second, A.SameNameAs).of, A.ThatRef)


# -- qualifiers after "that" (98_refs_qualifiers.lark) ----------------------------------------
def test_creatures_you_control_that_are_equipped():
    # CR 301.5: an Equipment attached to a creature makes it "equipped"
    node = both_ways("Creatures you control that are equipped get +1/+0.")
    assert suffixes(first(node, A.ObjectGets).subject) == [A.ControlledBy(A.You()), A.ThatIsState(A.EquippedState())]


def test_target_creature_that_isnt_enchanted():
    node = both_ways("Destroy target creature that isn't enchanted. It can't be regenerated.")
    assert suffixes(first(node, A.Destroy).what) == [A.ThatIsNotState(A.EnchantedState())]


def test_that_are_types_and_not_of_the_chosen_type():
    node = both_ways("Creatures you control that are Zombies and/or tokens get +1/+1 and have flying.")
    are = first(node, A.ThatAreTypes)
    assert type_names(are) == ["Zombie", "token"]
    node = both_ways("Choose a creature type. Return all creatures that aren't of the chosen type to their "
                     "owners' hands.")
    assert A.NotOfChosenType() in suffixes(first(node, A.ReturnEffect).what)


def test_that_has_a_counter_and_that_have_counters():
    # CR 122.1: counters on a permanent
    node = both_ways("{B}, Sacrifice this creature: Destroy target creature that has a -1/-1 counter on it.")
    has = first(node, A.ThatHasCounter)
    assert has == A.ThatHasCounter(A.CounterKind(A.PTChange("-1", "-1")), A.It())
    node = both_ways("Exile any number of target creatures that have -1/-1 counters on them.")
    assert isinstance(first(node, A.ThatHasCounters).on, A.Them)


def test_spell_that_has_flash_and_that_has_an_adventure():
    node = both_ways("Whenever you cast another spell that has flash, you draw a card and each opponent loses 1 life.")
    assert first(node, A.ThatHasKeyword).keyword == A.KeywordWord(first(node, A.KeywordName))
    # CR 715.1: an adventurer card has an Adventure
    node = both_ways("Whenever you cast a creature spell that has an Adventure, draw a card. (It doesn't need to "
                     "have gone on the adventure first.)")
    assert first(node, A.ThatHasCardPart).part.name == "Adventure"


def test_that_dealt_damage_this_turn():
    # CR 120: the damage history of this turn
    node = both_ways("Destroy target creature that dealt damage this turn.")
    assert first(node, A.ThatDealtDamage) == A.ThatDealtDamage(None, None)
    node = both_ways("{T}: Destroy target creature that dealt damage to you this turn.")
    assert first(node, A.ThatDealtDamage).to == A.DealtTo(A.You())
    node = both_ways("Create a Treasure token for each creature you controlled that dealt combat damage to a "
                     "player this turn.")
    dealt = first(node, A.ThatDealtDamage)
    assert dealt.combat == A.CombatWord() and type_names(dealt.to.what) == ["player"]


def test_that_were_destroyed_and_put_into_a_graveyard_this_way():
    # CR 608.2c: what the ability's earlier instruction did
    node = both_ways("Destroy all creatures. Each player loses life equal to the number of creatures they "
                     "controlled that were destroyed this way.")
    assert isinstance(first(node, A.ThatWereDoneThisWay).done, A.DestroyedThisWay)
    node = both_ways("Destroy X target artifacts. ~ deals damage to each player equal to the number of "
                     "artifacts they controlled that were put into a graveyard this way.")
    zone = first(node, A.ThatWerePutIntoThisWay).zone
    assert isinstance(zone, A.ZoneRef)


def test_that_were_put_there_from_the_battlefield_this_turn():
    # CR 700.4: "dies" means put into a graveyard from the battlefield
    node = both_ways("Choose up to three target permanent cards in graveyards that were put there from the "
                     "battlefield this turn. Return them to the battlefield tapped under their owners' control.")
    assert isinstance(first(node, A.ThatWerePutFromBattlefield).where, A.ThereWord)
    node = both_ways("Destroy all artifacts, then ~ deals damage to each creature equal to the number of "
                     "artifacts that were put into graveyards from the battlefield this turn.")
    where = first(node, A.ThatWerePutFromBattlefield).where
    assert isinstance(where, A.IntoZoneOf) and isinstance(where.zone, A.AnyZoneOfKind)


def test_that_were_attached_to_and_blocked_by():
    node = both_ways("Return target creature to its owner's hand. Gain control of all Auras and Equipment that "
                     "were attached to it, then attach them to another creature.")
    assert isinstance(first(node, A.ThatWereAttachedTo).to, A.It)
    node = both_ways("Destroy all creatures that were blocked by target Wall this turn. They can't be regenerated.")
    assert type_names(first(node, A.ThatWereBlockedBy).blocker) == ["Wall"]


def test_opponents_that_were_dealt_combat_damage():
    node = both_ways("At the beginning of your postcombat main phase, you may pay X life, where X is the number "
                     "of opponents that were dealt combat damage this turn. If you do, draw X cards.")
    assert first(node, A.ThatWereDealtDamage).combat == A.CombatWord()


def test_spell_that_targets_only():
    # CR 115.1: a spell with exactly that one target
    node = both_ways("Whenever you cast an instant or sorcery spell that targets only ~, you may pay {2}. If you "
                     "do, copy that spell. You may choose new targets for the copy.")
    assert isinstance(first(node, A.ThatTargetsOnly).targeted, A.SelfByName)
    node = both_ways("Whenever you cast an instant or sorcery spell that targets only a single creature you "
                     "control, copy that spell. You may choose new targets for the copy.")
    only = first(node, A.ThatTargetsOnlySingle)
    assert type_names(only.filter) == ["creature"] and suffixes(only.filter) == [A.ControlledBy(A.You())]


def test_for_each_opponent_you_have():
    node = both_ways("Equipped creature gets +1/+0 for each opponent you have.")
    assert suffixes(first(node, A.ForEach)) == [A.YouHave()]


# -- what a player controls (98_refs_players.lark) ------------------------------------------------
def test_your_commander():
    # CR 903.3: the commander designation
    node = both_ways("Whenever your commander attacks, create a 1/1 red Mercenary creature token.")
    assert isinstance(first(node, A.Event).subject, A.YourCommander)


# -- lists of references (the lexer's REF_COMMA / REF_AND) ------------------------------------------
def test_a_white_card_a_blue_card_and_a_green_card():
    node = both_ways("Search your library for a white card, a blue card, a black card, a red card, and a green "
                     "card. Reveal those cards, put them into your hand, then shuffle.")
    what = first(node, A.SearchLibrary).what
    colors = [n.color.name for n in what.walk() if isinstance(n, A.ColorAdjective)]
    assert isinstance(what, A.BothRefs) and colors == ["white", "blue", "black", "red", "green"]


def test_sacrifice_three_creatures_of_three_colors_as_a_cost():
    node = both_ways("{2}{W}, {T}, Sacrifice a green creature, a white creature, and a blue creature: Draw a card.")
    both = first(node, A.BothRefs)
    colors = [n.color.name for n in both.walk() if isinstance(n, A.ColorAdjective)]
    assert colors == ["green", "white", "blue"]


def test_an_and_after_a_place_is_not_a_list():
    # "onto the battlefield tapped and an Elf card ... into your hand": two puts, not one list
    node = both_ways("Reveal the top six cards of your library. You may put a land card from among them onto the "
                     "battlefield tapped and an Elf card from among them into your hand. Put the rest on the "
                     "bottom of your library in a random order.")
    assert not any(isinstance(n, A.BothRefs) for n in node.walk())


# -- more qualifiers and places -----------------------------------------------------------------
def test_and_each_other_creature_that_shares_a_color_with_it():
    # one damage instruction to two references (REF_AND: "shares ... color" stands inside a reference)
    node = both_ways("~ deals 2 damage to target creature and each other creature that shares a color with it.")
    both = first(node, A.DealDamage).recipient
    assert isinstance(both, A.BothRefs) and isinstance(both.second, A.Quantified)
    assert isinstance(first(both.second, A.Sharing).quality, A.SharedColor)


def test_a_creature_chosen_at_random():
    # CR 608.2d: the choice is made as the ability resolves
    node = both_ways("When ~ dies, it deals 7 damage to a creature an opponent controls chosen at random.")
    assert A.ChosenAtRandom() in suffixes(first(node, A.DealDamage).recipient)


def test_shuffle_into_their_owners_libraries():
    # CR 701.24: each card into its owner's library
    node = both_ways("{1}{U}, {T}: Shuffle this creature and target creature with a stun counter on it into their "
                     "owners' libraries.")
    shuffle = first(node, A.ShuffleIntoOwners)
    assert isinstance(shuffle.what, A.BothRefs) and shuffle.zone.name == "library" and shuffle.zone.plural


def test_put_on_top_of_their_owners_libraries():
    node = both_ways("{T}: Put this creature and each creature it's blocking on top of their owners' libraries, "
                     "then those players shuffle.")
    put = first(node, A.PutEffect)
    assert isinstance(put.what, A.BothRefs) and A.ItIsBlocking() in suffixes(put.what.second)
    assert isinstance(put.destination, A.OnTopOfOwners) and put.destination.zone.name == "library"


def test_a_zombie_card_and_a_swamp_card():
    # one search for two cards (REF_AND: both references begin with an article and end at the comma)
    node = both_ways("{1}{B}, {T}, Sacrifice a creature: Search your library for a Zombie card and a Swamp card, "
                     "reveal them, put them into your hand, then shuffle.")
    what = first(node, A.SearchLibrary).what
    assert isinstance(what, A.BothRefs) and type_names(what) == ["Zombie", "card", "Swamp", "card"]


def test_meld_own_and_control_this_creature_and_a_creature_named_is_not_one_list():
    # CR 701.42a (meld): "this creature" and "a creature named ..." stay the meld condition's two parts
    names = ("Graf Rats",)
    node = both_ways("At the beginning of combat on your turn, if you both own and control this creature and a "
                     "creature named Midnight Scavengers, exile them, then meld them into Chittering Host.", names)
    assert not any(isinstance(n, A.BothRefs) for n in node.walk())


def test_dealt_to_you_and_creatures_you_control():
    node = both_ways("Prevent all noncombat damage that would be dealt to you and creatures you control.")
    both = first(node, A.BothRefs)
    assert isinstance(both.first, A.You) and suffixes(both.second) == [A.ControlledBy(A.You())]

