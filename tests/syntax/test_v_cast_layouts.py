"""Casting, costs, spells and mana on real Oracle lines (grammar/rules/99_v_cast_layouts.lark).
Each test parses a corpus line, demands the round trip (``one``) and checks the typed AST
against the rule it implements."""

from cardlang.syntax import ast as A
from cardlang.syntax import parse_ability, to_text
from syntax_helpers import first, one


def _has(node, cls) -> bool:
    return any(isinstance(n, cls) for n in node.walk())


def _uses(node):
    return first(node, A.SpendUse).items


# -- mana spending restrictions (CR 106.6) --------------------------------------------------

def test_spend_only_to_activate_an_ability():
    # CR 106.6: the mana may pay for a spell of that kind or for any activated ability (602)
    uses = _uses(one("{T}: Add {C}. Spend this mana only to activate an ability or cast an artifact spell."))
    assert isinstance(uses[0], A.ActivateAnAbilityUse) and isinstance(uses[1], A.CastUse)
    uses = _uses(one("{T}: Add one mana of any color. Spend this mana only to cast an Ally spell or activate an "
                     "ability of an Ally source."))
    of = uses[1]
    assert isinstance(of, A.ActivateAnAbilityOfUse) and isinstance(of.what, A.Quantified)


def test_spend_only_with_to_repeated():
    # "or to activate ...": the same two purposes, "to" written again
    uses = _uses(one("{T}: Add one mana of any color. Spend this mana only to cast a Hero spell or to activate "
                     "an ability of a Hero source."))
    assert [type(u) for u in uses] == [A.CastUse, A.ActivateAnAbilityOfUse]


def test_spend_only_with_cast_not_repeated():
    # "cast an Elemental spell or a Chandra planeswalker spell": both are spells to cast
    uses = _uses(one("{T}: Add {R}. Spend this mana only to cast an Elemental spell or a Chandra planeswalker "
                     "spell."))
    assert [type(u) for u in uses] == [A.CastUse, A.CastUse]
    assert all(isinstance(u.what, A.Quantified) for u in uses)
    # with "cast" written twice the restriction is the same
    twice, _ = parse_ability("Spend this mana only to cast an Elemental spell or cast a Chandra planeswalker spell.")
    assert first(twice, A.SpendUse) == first(
        one("Spend this mana only to cast an Elemental spell or a Chandra planeswalker spell."), A.SpendUse)


def test_spend_only_on_keyword_costs_and_actions():
    # CR 702.6 equip abilities, 702.146 disturb cost, 702.143a foretelling, 702.37e turning face up
    uses = _uses(one("Pay 2 life: Add two mana of any one color. Spend this mana only to cast Equipment spells or "
                     "activate equip abilities. Activate only once each turn."))
    assert isinstance(uses[1], A.ActivateKeywordAbilitiesUse) and uses[1].keyword.name == "equip"
    uses = _uses(one("{T}: Add {U}. Spend this mana only to pay a disturb cost or cast an instant or sorcery "
                     "spell."))
    assert isinstance(uses[0], A.PayKeywordCostUse) and uses[0].keyword.name == "disturb"
    uses = _uses(one("{T}: Add {U}. Spend this mana only to foretell a card from your hand or cast an instant or "
                     "sorcery spell."))
    assert isinstance(uses[0], A.KeywordActionUse) and uses[0].keyword.name == "foretell"
    uses = _uses(one("{T}: Add two mana of any one color. Spend this mana only to turn permanents face up."))
    assert isinstance(uses[0], A.TurnFaceUpUse)


def test_spend_only_to_cast_your_commander():
    # CR 903.3
    uses = _uses(one("{T}, Sacrifice this artifact: Add three mana of any one color. Spend this mana only to "
                     "cast your commander."))
    assert isinstance(uses[0], A.CastUse) and isinstance(uses[0].what, A.YourCommander)


def test_spend_only_on_costs_that_contain_x():
    # CR 107.3: a cost with {X} in it
    node = one("{T}: Add {C}{C}{C}{C}. Spend this mana only on costs that contain {X}.")
    assert first(node, A.SpendOnlyOnCostsWith).symbol.symbol == "X"


def test_with_a_symbol_in_its_mana_cost():
    # CR 202.1: the symbols printed in a card's mana cost
    node = one("Whenever you cast a spell with {X} in its mana cost, this creature can't be blocked this turn.")
    assert first(node, A.WithSymbolInManaCost).symbol.symbol == "X"
    node = one("Noncreature spells with {X} in their mana costs can't be cast.")
    assert _has(node, A.WithSymbolInManaCost)


# -- cost changes (CR 601.2f) ---------------------------------------------------------------

def test_spells_cast_this_turn_cost_less():
    # CR 601.2f: the reduction applies to the spells cast within that time
    node = one("II — Artifact spells you cast this turn cost {1} less to cast.")
    cost = first(node, A.CastWithinCostsLess)
    assert _has(cost.subject, A.CastBy) and isinstance(cost.duration, A.ThisTurn)
    assert [s.symbol for s in cost.cost.symbols] == ["1"]
    node = one("If they do, spells they cast this turn cost {2} more to cast.")
    assert isinstance(first(node, A.CastWithinCostsMore).duration, A.ThisTurn)
    node = one("[+1]: Add {R} or {G}. Creature spells you cast this turn can't be countered.")
    assert isinstance(first(node, A.CastWithinCantBeCountered).duration, A.ThisTurn)


def test_spells_cast_during_a_turn():
    node = one("Spells your opponents cast during your turn cost {1} more to cast.")
    more = first(node, A.CastWithinCostsMore)
    assert isinstance(more.duration, A.DuringYourTurn)
    assert isinstance(first(more.subject, A.CastBy).player, A.YourOpponents)


def test_cost_change_for_a_duration():
    # CR 611.2a: a continuous effect from a resolved ability lasts as long as it says
    node = one("Whenever Cheering Fanatic attacks, choose a card name. Spells with the chosen name cost {1} less "
               "to cast this turn.", "Cheering Fanatic")
    assert isinstance(first(node, A.CostsLessForDuration).duration, A.ThisTurn)
    node = one("II — Noncreature spells your opponents cast cost {2} more to cast until your next turn.")
    assert isinstance(first(node, A.CostsMoreForDuration).duration, A.UntilYourNextTurn)
    node = one("This spell costs {1} less to cast during your turn.")
    assert isinstance(first(node, A.CostsLessForDuration).duration, A.DuringYourTurn)
    node = one("This spell costs {2} less to cast during your end step.")
    during = first(node, A.CostsLessDuringStep)
    assert isinstance(during.owner, A.Your) and during.step.name == "end step"


def test_costs_more_if_it_targets():
    node = one("This spell costs {3} more to cast if it targets a creature.")
    more = first(node, A.CostsMoreIf)
    assert [s.symbol for s in more.cost.symbols] == ["3"] and more.condition is not None


def test_costs_up_to_less():
    node = one("Instant and enchantment spells you cast cost up to {2} less to cast.")
    less = first(node, A.CostsUpToLess)
    assert [s.symbol for s in less.cost.symbols] == ["2"]


# -- casting and activating restrictions (CR 101.2, 602.5, 605.1a) --------------------------

def test_cant_activate_non_mana_abilities():
    node = one("Enchanted player can't activate abilities that aren't mana abilities or loyalty abilities.")
    what = first(node, A.CantActivate).abilities
    assert isinstance(what, A.NonManaNonLoyaltyAbilities) and what.loyalty.name == "loyalty"
    node = one("Until end of turn, target player can't cast instant or sorcery spells, and that player can't "
               "activate abilities that aren't mana abilities.")
    assert isinstance(first(node, A.CantActivate).abilities, A.NonManaAbilities)


def test_cant_cast_or_activate():
    node = one("During your turn, your opponents can't cast spells or activate abilities of artifacts, creatures, "
               "or enchantments.")
    both = first(node, A.CantCastOrActivate)
    assert isinstance(both.abilities, A.AbilitiesOfTypes)
    groups = [g for g in both.abilities.types.items if isinstance(g, A.TypeGroup)]
    assert [g.words[0].name.name for g in groups] == ["artifact", "creature", "enchantment"]


def test_during_combat():
    # CR 506: the combat phase
    node = one("Players can't cast spells during combat.")
    assert _has(node, A.DuringCombat) and _has(node, A.CantCast)
    node = one("During combat, players can't cast instant spells or activate abilities that aren't mana "
               "abilities.")
    assert _has(node, A.DuringCombat) and _has(node, A.CantCastOrActivate)


def test_can_cast_only():
    node = one("Players can cast spells only during their own turns.")
    assert isinstance(first(node, A.CanCastOnly).timing, A.DuringOwnTurns)
    node = one("You can cast spells only during your turn and you can cast no more than two spells each turn.")
    assert isinstance(first(node, A.CanCastOnly).timing, A.DuringYourTurn)
    node = one("Each opponent can cast spells only any time they could cast a sorcery.")
    timing = first(node, A.CanCastOnly).timing
    assert isinstance(timing, A.AnyTimeCouldCast) and timing.card_type.name == "sorcery"
    node = one("You can cast spells only during your turn and you can cast no more than two spells each turn.")
    assert first(node, A.CanCastNoMoreThan).count.number.value == 2


# -- the next spell (CR 601.2, 611.2) -------------------------------------------------------

def test_the_next_spell_you_cast():
    node = one("The next instant or sorcery spell you cast this turn can't be countered.")
    nxt = first(node, A.NextObject)
    assert _has(nxt.filter, A.CastBy) and nxt.filter.types.items[0].words[0].name.name == "instant"
    node = one("Whenever this creature attacks, the next spell you cast this turn costs {1} less to cast.")
    assert isinstance(first(node, A.CostsLess).subject, A.NextObject)


def test_can_be_cast_as_though_it_had_flash():
    # CR 702.8a
    node = one("The next sorcery spell you cast this turn can be cast as though it had flash. (It can be cast any "
               "time you could cast an instant.)")
    assert first(node, A.CanBeCastAsThough).keyword is not None
    node = one("The next creature card you play this turn can be played as though it had flash.")
    assert _has(node, A.CanBePlayedAsThough) and _has(node, A.PlayedBy)
    node = one("I — The next red or green creature spell you cast this turn can be cast without paying its mana "
               "cost.")
    assert _has(node, A.CanBeCastWithoutPaying)


def test_printing_keeps_the_wording():
    # parse(print(ast)) == ast for the new nodes
    for text in ("Spend this mana only to cast a Hero spell or to activate an ability of a Hero source.",
                 "Creature spells you cast cost up to {2} less to cast."):
        node, _ = parse_ability(text)
        again, _ = parse_ability(to_text(node))
        assert again == node


# -- casting history and spending permissions (CR 601, 609.4b) ------------------------------

def test_an_opponent_cast_a_spell_this_turn():
    node = one("Cast this spell only if an opponent cast a creature spell this turn.")
    cond = first(node, A.PlayerCastThisTurn)
    assert isinstance(cond.player, A.Quantified) and isinstance(cond.spell, A.Quantified)
    node = one("This spell costs {U} less to cast if an opponent cast two or more spells this turn.")
    assert first(node, A.CastNOrMoreThisTurn).count.number.value == 2


def test_drew_and_searched_this_turn():
    # CR 121.1 (drawing), 701.23 (searching)
    node = one("If an opponent drew three or more cards this turn, you may pay {R} rather than pay this spell's "
               "mana cost.")
    assert first(node, A.DrewNOrMoreThisTurn).count.number.value == 3
    node = one("If an opponent searched their library this turn, you may pay {0} rather than pay this spell's mana "
               "cost.")
    assert first(node, A.SearchedLibraryThisTurn).zone.zone.name == "library"


def test_had_mana_value():
    # CR 608.2h: last known information
    node = one("Exile target creature. If it had mana value 3 or less, surveil 2. (Look at the top two cards of "
               "your library, then put any number of them into your graveyard and the rest on top of your library "
               "in any order.)")
    had = first(node, A.HadStatCondition)
    assert isinstance(had.stat, A.ManaValue) and isinstance(had.comparison, A.AtMost)


def test_mana_of_any_type_can_be_spent_as_a_sentence():
    # CR 609.4b; the same permission joined to the effect before it is 99_v_zone_moves'
    node = one("They may play that card for as long as it remains exiled. Mana of any type can be spent to cast a "
               "spell this way.")
    spend = first(node, A.ManaAnyTypeSpent)
    assert isinstance(spend.purpose, A.SpendToCastThisWay) and isinstance(spend.purpose.what, A.Quantified)


# -- targets (CR 115.7) ---------------------------------------------------------------------

def test_change_a_target():
    node = one("{U/P}: Change a target of target spell or ability to this creature. ({U/P} can be paid with "
               "either {U} or 2 life.)")
    change = first(node, A.ChangeATargetTo)
    assert isinstance(change.spell, A.Target) and isinstance(change.new_target, A.SelfThis)
    node = one("You may change any targets of target Arcane spell.")
    assert isinstance(first(node, A.ChangeAnyTargets).spell, A.Target)


def test_abilities_from_colored_sources():
    node = one("Raiding Party can't be the target of white spells or abilities from white sources.",
               "Raiding Party")
    src = first(node, A.FromSourcesOfKind)
    assert src.adjective.color.name == "white"


def test_agreement_reads_only_the_targets_own_noun():
    # CR 115.1: "target creature" is one target; the plural inside a qualifier is another
    # quantity and needs no count
    from cardlang.syntax.api import parse_checked_ability
    node, diags = parse_checked_ability("{T}: Gain control of target creature with power less than or equal to "
                                        "the number of Islands you control.")
    assert node is not None and diags == ()
    node, diags = parse_checked_ability("Destroy target creatures with power 2 or less.")
    assert [d.code for d in diags] == ["agreement"] and diags[0].suggestion == "creature"


# -- casting with a keyword's permission (CR 601.2b, 702) -----------------------------------

def test_cast_using_its_keyword_ability():
    node = one("You may cast this card from your graveyard using its warp ability.")
    cast = first(node, A.CastUsingKeyword)
    assert cast.keyword.name == "warp"
    node = one("You may cast creature spells from your graveyard using their sneak abilities.")
    assert first(node, A.CastUsingKeyword).keyword.name == "sneak"


# -- costs of keyword abilities (CR 601.2f, 602.2b) -----------------------------------------

def test_keyword_costs_change():
    node = one("Equip costs you pay cost {1} less.")
    less = first(node, A.KeywordCostsLess)
    assert isinstance(less.costs, A.KeywordCostsPaidBy) and less.costs.keyword.name == "equip"
    node = one("Flashback costs your opponents pay cost {2} more.")
    assert isinstance(first(node, A.KeywordCostsMore).costs.player, A.YourOpponents)
    node = one("All morph costs cost {2} more. (This doesn't affect the cost to cast creature spells face down.)")
    assert first(node, A.KeywordCostsMore).costs.keyword.name == "morph"
    node = one("Flashback costs you pay cost up to {2} less.")
    assert _has(node, A.KeywordCostsUpToLess)


# -- lists of colored types (CR 105.2) ------------------------------------------------------

def test_two_colored_parts():
    # each part keeps its own color: black spells, and green spells (not green black spells)
    node = one("Black spells and green spells you cast cost {1} less to cast.")
    union = first(node, A.FilterUnion)
    assert [a.color.name for a in union.adjectives.items] == ["black"]
    assert union.other.adjective.color.name == "green"
    assert _has(union.suffixes, A.CastBy)


# -- the special layouts: vanguard, schemes, double-faced characters ------------------------

def test_at_the_beginning_of_the_game():
    # a vanguard card's ability (CR 313)
    node = one("At the beginning of the game, choose a creature type.")
    trigger = first(node, A.AtBeginningOf)
    assert isinstance(trigger.step, A.TheGame)


def test_her_is_the_object_itself():
    # "return her to the battlefield transformed under her owner's control" means the same as
    # "return it ... under its owner's control"
    text = ("Whenever a land you control enters, if you control seven or more lands, exile Nissa, then return her "
            "to the battlefield transformed under her owner's control.")
    node = one(text, ("Nissa, Vastwood Seer", "Nissa"))
    same, _ = parse_ability(text.replace("her owner's", "its owner's").replace("return her", "return it"),
                            ("Nissa, Vastwood Seer", "Nissa"))
    assert node == same


def test_scheme_chooses_self_or_others():
    node = one("When you set this scheme in motion, target opponent chooses self or others. If that player chooses "
               "self, that player discards four cards. If the player chooses others, each of your other opponents "
               "discards two cards.")
    assert isinstance(first(node, A.ChooseSelfOrOthers).subject, A.Target)
    assert _has(node, A.ChoseSelf) and _has(node, A.ChoseOthers)
    assert first(node, A.EachOfYourOtherOpponents).noun.name == "opponent"


# -- more spending restrictions (CR 106.6, 609.4b) ------------------------------------------

def test_cant_spend_mana():
    node = one("At the beginning of your upkeep, you may add {C}{C}. You can't spend this mana to cast spells.")
    rider = first(node, A.CantSpendThisMana)
    assert isinstance(rider.player, A.You) and isinstance(rider.use.items[0], A.CastUse)
    node = one("You can't spend mana to cast this spell.")
    assert isinstance(first(node, A.CantSpendManaToCast).spell, A.SelfThis)


def test_can_spend_mana_of_any_type():
    node = one("You can spend mana of any type to cast creature spells.")
    spend = first(node, A.CanSpendAnyType)
    assert isinstance(spend.player, A.You) and isinstance(spend.purpose, A.SpendToCast)


def test_cant_be_copied():
    # CR 707.10
    node = one("This spell can't be copied.")
    assert isinstance(first(node, A.CantBeCopied).subject, A.SelfThis)
