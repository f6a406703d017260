"""Exiling, returning, putting and sacrificing: the corpus tail of session 8
(grammar/rules/99_v_zone_moves.lark). Each test parses a real Oracle line, demands the round
trip (``one``) and checks the typed AST against the rule it implements."""

from cardlang.syntax import ast as A
from syntax_helpers import first, one


def _has(node, cls) -> bool:
    return any(isinstance(n, cls) for n in node.walk())


def _keywords(node) -> list[str]:
    return [k.name.name for k in node.walk() if isinstance(k, A.KeywordWord)]


# -- a bare "protection" in a keyword list (CR 702.16) -------------------------------------------

def test_the_same_is_true_for_a_list_with_bare_protection():
    # CR 702.16: "protection" alone names the object's protection abilities, whatever their
    # quality; it is one item of the keyword list, between two list commas
    node = one("The same is true for fear, first strike, double strike, haste, landwalk, protection, and trample.")
    same = first(node, A.SameIsTrueForKeywords)
    items = same.keywords.items
    assert A.BareProtection() in items
    assert _keywords(same) == ["fear", "first strike", "double strike", "haste", "landwalk", "trample"]


def test_protection_from_a_color_inside_a_comma_list():
    # the list's commas around "protection from red" are list commas: one "have" with three
    # keywords (CR 702.16a), not two sentences
    node = one("Creatures you control have flying, protection from red, and vigilance.")
    has = first(node, A.HasKeywords)
    assert _keywords(has) == ["flying", "vigilance"]
    assert first(has, A.Protection) is not None


# -- "whose ..." qualifiers (CR 109.4, 705.2) ---------------------------------------------------

def test_whose_controller_controls():
    # CR 109.4: the creature's controller is the player who must control the Island
    node = one("{T}: Choose target attacking or blocking creature whose controller controls an Island.")
    whose = first(node, A.WhoseControllerControls)
    assert isinstance(whose.quantifier, A.ArticleAn) and type_names_of(whose.types) == ["Island"]


def test_whose_controller_has_cards_in_a_zone():
    node = one("This spell costs {3} less to cast if it targets a creature whose controller has eight or more "
               "cards in their graveyard.")
    whose = first(node, A.WhoseControllerHasCards)
    assert whose.count.number.value == 8
    assert whose.zone.zone.name == "graveyard"


def test_whose_coin_comes_up_tails():
    # CR 705.2: each flipped coin comes up heads or tails; only the players whose flip was
    # tails sacrifice
    node = one("Whenever ~ or another Goblin enters the battlefield, each player flips a coin. Each player whose "
               "coin comes up tails sacrifices a creature.")
    whose = first(node, A.WhoseCoinComesUp)
    assert whose.side == A.Tails()
    node = one("When ~ enters, flip a coin for each creature that isn't a Demon, Devil, or Imp. Destroy each "
               "creature whose coin comes up tails.")
    assert first(first(node, A.Destroy), A.WhoseCoinComesUp).side == A.Tails()


def test_whose_power_and_toughness_arent_equal():
    node = one("When this creature enters, you may destroy target non-Elf creature whose power and toughness "
               "aren't equal.")
    assert _has(first(node, A.Destroy), A.WhosePowerToughnessEqual)
    assert first(node, A.WhosePowerToughnessEqual).form[-2] == "aren't"


def test_whose_turn_it_is():
    # CR 102.1: the active player
    node = one("{T}: Target opponent whose turn it is puts target nonlegendary creature card from your "
               "graveyard onto the battlefield under their control.")
    assert _has(node, A.WhoseTurnItIs)


# -- X defined after the first instruction (CR 107.3) ---------------------------------------------

def test_where_x_after_the_first_effect():
    node = one("Search your library for up to X basic land cards, where X is the number of tapped creatures "
               "you control, put those cards onto the battlefield tapped, then shuffle.")
    chain = first(node, A.WhereFirstChain)
    assert isinstance(chain.first, A.SearchLibrary)
    assert isinstance(chain.where, A.WhereX) and isinstance(chain.where.quantity, A.NumberOf)
    # the rest of the chain: ", put ...", ", then shuffle"
    assert [type(n) for n in chain.rest if isinstance(n, (A.JoinComma, A.JoinThen))] == [A.JoinComma, A.JoinThen]
    node = one("{1}{U}: Look at the top X cards of your library, where X is the number of cards in your hand, "
               "then put them back in any order.")
    chain = first(node, A.WhereFirstChain)
    assert isinstance(chain.first, A.LookAtTop) and chain.first.amount == A.X()
    assert isinstance(chain.rest[-1], A.PutEffect)


# -- what you sacrificed (CR 701.21) ------------------------------------------------------------

def test_you_sacrificed_this_turn():
    node = one("This creature gets +2/+0 and has menace as long as you sacrificed a permanent this turn.")
    sacrificed = first(node, A.YouSacrificedThisTurn)
    assert type_names_of(sacrificed.objects) == ["permanent"]
    node = one("At the beginning of your end step, if you sacrificed three or more Clues this turn, transform ~.")
    assert type_names_of(first(node, A.YouSacrificedThisTurn).objects) == ["Clue"]


def test_you_sacrificed_this_way():
    # CR 608.2c: the sacrifice of the instruction before
    node = one("Each player sacrifices a creature or planeswalker. If you sacrificed a permanent this way, you may "
               "return another permanent card from your graveyard to your hand.")
    assert _has(node, A.YouSacrificedThisWay) and not _has(node, A.YouSacrificedThisTurn)


def test_permanents_youve_sacrificed_this_turn():
    node = one("{1}, {T}: ~ deals X damage to any target, where X is the number of permanents you've "
               "sacrificed this turn.")
    assert first(node, A.YouDidToThisTurn).deed == A.TurnSacrificed()


# -- objects that can't enter the battlefield (CR 101.2) ----------------------------------------

def test_cant_enter_the_battlefield():
    node = one("Creature cards in graveyards can't enter the battlefield.")
    assert _has(node, A.CantEnterBattlefield)
    assert type_names_of(node) == ["creature", "card"]


# -- objects in one of several zones (CR 400.1) ---------------------------------------------------

def test_cards_in_two_kinds_of_zones():
    node = one("Nonland permanent cards in graveyards and libraries can't enter the battlefield.")
    zones = first(node, A.InAnyOfZones)
    assert (zones.zone.name, zones.other_zone.name) == ("graveyard", "library")
    node = one("Players can't cast spells from graveyards or libraries.")
    zones = first(node, A.FromAnyOfZones)
    assert (zones.zone.name, zones.other_zone.name) == ("graveyard", "library")


def test_from_a_zone_or_from_exile():
    node = one("Spells you cast from your graveyard or from exile cost {2} less to cast.")
    source = first(node, A.FromZoneOrExile)
    assert isinstance(source.zone, A.ZoneRef) and source.zone.zone.name == "graveyard"
    node = one("Spells your opponents cast from graveyards or from exile cost {2} more to cast.")
    assert first(node, A.FromZoneOrExile).zone.name == "graveyard"


def type_names_of(node) -> list[str]:
    return [w.name.name for w in node.walk() if isinstance(w, A.TypeWord)]  # singular, lower case


# -- the colors of mana spent, compared (CR 601.2h) ------------------------------------------------

def test_at_most_the_colors_of_mana_spent():
    # converge: the number of colors among the mana spent on the spell's total cost
    node = one("Converge — Exile target nonland permanent if its mana value is less than or equal to the number "
               "of colors of mana spent to cast this spell.")
    compared = first(node, A.AtMostColorsSpent)
    assert isinstance(compared.spell, A.SelfThis)
    assert _has(first(node, A.StatCondition), A.AtMostColorsSpent)


# -- one of two kinds of object, each with its own adjectives (CR 105.2, 115.1) -------------------

def test_target_black_creature_or_black_planeswalker():
    # one target: a black creature or a black planeswalker (each part keeps its own color)
    node = one("Destroy target black creature or black planeswalker. If that permanent was a Liliana "
               "planeswalker, her controller loses 3 life.")
    union = first(node, A.FilterUnion)
    assert [type(a) for a in union.adjectives.items] == [A.ColorAdjective]
    assert type_names_of(union.types) == ["creature"]
    assert type_names_of(union.other) == ["planeswalker"] and _has(union.other, A.ColorAdjective)
    node = one("Destroy target artifact creature or black creature. It can't be regenerated.")
    union = first(node, A.FilterUnion)
    assert union.adjectives.items == () and type_names_of(union.types) == ["artifact", "creature"]
