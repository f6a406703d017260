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
