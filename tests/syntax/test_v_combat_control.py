"""Corpus tail (session 6): attacking, blocking, tapping, control, sacrifice and destruction
(grammar/rules/99_v_combat_control.lark). Each test parses a real Oracle line, demands the round
trip (``one``) and checks the typed AST against the rule it implements."""

from cardlang.syntax import ast as A
from syntax_helpers import first, one


# -- conditions (CR 608.2c) -----------------------------------------------------------------

def test_if_two_conditions_both_hold():
    node = one("If an opponent controls an Island and you control a Mountain, you may cast this spell "
               "without paying its mana cost.")
    both = first(node, A.ConditionalSentence).condition
    assert isinstance(both, A.BothConditions)
    # the first condition is about the opponent's permanents, the second about yours
    assert isinstance(both.first.player, A.Quantified) and isinstance(both.second.player, A.You)
    assert [w.name.name for w in both.second.walk() if isinstance(w, A.TypeWord)] == ["Mountain"]


# -- controlling another player (CR 722) -----------------------------------------------------

def test_you_control_target_player_during_their_next_turn():
    # CR 722.1: the effect applies to the next turn the affected player takes
    node = one("[−7]: You control target player during that player's next turn.")
    control = first(node, A.ControlPlayer)
    assert isinstance(control.controller, A.You) and isinstance(control.player, A.Target)
    assert isinstance(control.duration, A.DuringPlayersNextTurn)


# -- skipping untap steps (CR 614.10) --------------------------------------------------------

def test_skip_next_untap_step_and_all_untap_steps():
    node = one("When Yosei dies, target player skips their next untap step. Tap up to five target "
               "permanents that player controls.", "Yosei")
    skip = first(node, A.SkipNextUntapStep)
    assert isinstance(skip.subject, A.Target) and isinstance(skip.owner, A.Their)
    node = one("Players skip their untap steps.")
    skip = first(node, A.SkipUntapSteps)
    assert isinstance(skip.subject, A.AllMatching) and not _has(node, A.SkipNextUntapStep)


# -- the next spell (CR 601.2f) --------------------------------------------------------------

def test_the_next_spell_you_cast_this_turn_costs_less():
    node = one("Whenever this creature attacks, the next spell you cast this turn costs {1} less to cast.")
    the_next = first(first(node, A.CostsLess), A.NextObject)
    assert [w.name.name for w in the_next.filter.walk() if isinstance(w, A.TypeWord)] == ["spell"]


def test_where_x_counted_as_the_ability_resolves():
    # CR 608.2h: X is counted once, as the ability resolves
    node = one("{T}: The next instant or sorcery spell you cast this turn costs {X} less to cast, where X is "
               "the number of Wizards you control as this ability resolves.")
    where = first(node, A.WhereXAsResolves)
    assert isinstance(where.when.source, A.SelfThis)
    the_next = first(node, A.NextObject)
    assert [w.name.name for w in the_next.filter.walk() if isinstance(w, A.TypeWord)] == ["instant", "sorcery", "spell"]


def test_for_each_counted_as_you_cast_it():
    # CR 601.2f: the reduction is counted as the total cost is determined
    node = one("[+1]: The next spell you cast this turn costs {1} less to cast for each artifact you control "
               "as you cast it.")
    per_each = first(node, A.PerEachAsYouCast)
    assert isinstance(per_each.spell, A.It)


# -- fighting (CR 701.14a) -------------------------------------------------------------------

def test_those_creatures_fight_each_other():
    node = one("Then those creatures fight each other. (Each deals damage equal to its power to the other.)")
    fight = first(node, A.FightEachOther)
    assert isinstance(fight.fighters, A.ThoseRef) and isinstance(fight.each_other, A.EachOther)


# -- manifesting (CR 701.40a, 701.62a) -------------------------------------------------------

def test_its_controller_manifests():
    node = one("Destroy target creature. Its controller manifests dread. (That player looks at the top two cards "
               "of their library, then puts one onto the battlefield face down as a 2/2 creature and the other "
               "into their graveyard. If it's a creature card, it can be turned face up any time for its mana "
               "cost.)")
    assert isinstance(first(node, A.PlayerManifestsDread).player, A.ItsController)
    node = one("Exile target creature. Its controller manifests the top card of their library.")
    top = first(node, A.PlayerManifestsTop)
    assert isinstance(top.player, A.ItsController) and isinstance(top.zone.owner, A.Their)


# -- entering tapped (CR 502.3) --------------------------------------------------------------

def test_enters_tapped_and_doesnt_untap():
    node = one("Grimgrin enters tapped and doesn't untap during your untap step.", "Grimgrin")
    static = first(node, A.EntersTappedNoUntap)
    assert isinstance(static.subject, A.SelfByName) and isinstance(static.step.player, A.Your)


# -- keyword abilities with a quality (CR 702) -----------------------------------------------

def test_landwalk_with_a_supertype():
    # CR 702.14c: "snow swampwalk", "nonbasic landwalk"
    node = one("Snow forestwalk (This creature can't be blocked as long as defending player controls a snow "
               "Forest.)")
    walk = first(node, A.QualityKeyword)
    assert walk.keyword.name == "forestwalk" and walk.quality.name.name == "snow"
    node = one("Nonbasic landwalk")
    assert isinstance(first(node, A.QualityKeyword).quality, A.NonSupertype)


def test_devour_with_a_quality():
    # CR 702.82c: devour [quality] N
    node = one("Devour Food 3 (As this creature enters, you may sacrifice any number of Foods. It enters "
               "with three times that many +1/+1 counters on it.)")
    devour = first(node, A.KeywordQualityNumber)
    assert devour.keyword.name == "devour" and devour.number.value == 3
    assert [w.name.name for w in devour.quality.walk() if isinstance(w, A.TypeWord)] == ["Food"]


# -- mana (CR 106) ---------------------------------------------------------------------------

def test_any_combination_of_two_colors():
    node = one("{T}, Sacrifice a Forest: Add three mana in any combination of {R} and/or {G}.")
    add = first(node, A.AddCombinationOf)
    assert add.amount.number.value == 3
    assert [s.symbol for s in add.first.symbols] == ["R"] and [s.symbol for s in add.second.symbols] == ["G"]


def _has(node, cls) -> bool:
    return any(isinstance(n, cls) for n in node.walk())


# -- requirements to attack or block (CR 508.1d, 509.1c) -------------------------------------

def test_attacks_a_player_if_able():
    node = one("{U}, {T}: Target creature attacks target opponent this turn if able.")
    attacks = first(node, A.AttacksPlayerIfAble)
    assert isinstance(attacks.attacked, A.Target) and isinstance(attacks.period, A.ThisTurn)
    node = one("At the beginning of combat on your turn, mill a card and choose an opponent at random. This "
               "creature attacks that player this combat if able. Until end of turn, this creature gains "
               "indestructible and gets +1/+1 for each card type among cards in your graveyard.")
    assert isinstance(first(node, A.AttacksPlayerIfAble).period, A.ThisCombat)
    node = one("{T}: Target creature an opponent controls attacks you this turn if able.")
    assert isinstance(first(node, A.AttacksPlayerIfAble).attacked, A.You)


def test_blocks_target_creature_if_able():
    node = one("Target creature blocks target creature this turn if able.")
    blocks = first(node, A.BlocksTargetIfAble)
    assert isinstance(blocks.blocked, A.Target) and isinstance(blocks.period, A.ThisTurn)


# -- who chooses attackers and blockers (CR 508.1a, 509.1a) ----------------------------------

def test_you_choose_which_creatures_attack_or_block():
    node = one("You choose which creatures attack this turn.")
    which = first(node, A.ChooseWhichAttackOrBlock)
    assert isinstance(which.chooser, A.You) and "attack" in which.form and "block" not in which.form
    node = one("Whenever Odric and at least three other creatures attack, you choose which creatures block this "
               "combat and how those creatures block.", "Odric")
    which = first(node, A.ChooseWhichAttackOrBlock)
    assert "block" in which.form and isinstance(which.period, A.ThisCombat)
    how = first(node, A.ChooseHowBlock)
    assert how.chooser is None and isinstance(how.blockers, A.ThoseRef)
    node = one("{3}{R/W}{R/W}: Creatures your opponents control block this turn if able, and you choose how "
               "those creatures block.")
    assert isinstance(first(node, A.ChooseHowBlock).chooser, A.You)


# -- what blocked or was blocked (CR 509.1h) -------------------------------------------------

def test_creatures_that_blocked_or_were_blocked():
    node = one("At end of combat, destroy each creature that blocked or was blocked this turn.")
    assert isinstance(first(node, A.ThatBlockedOrWasBlocked).period, A.ThisTurn)
    node = one("Choose target creature. At this turn's next end of combat, destroy all creatures that blocked or "
               "were blocked by it this turn.")
    assert isinstance(first(node, A.ThatBlockedOrWasBlockedBy).other, A.It)
    node = one("At end of combat, tap all creatures that blocked Joven's Ferrets this turn. They don't untap "
               "during their controller's next untap step.", "Joven's Ferrets")
    assert isinstance(first(node, A.ThatBlocked).blocked, A.SelfByName)


def test_an_effect_makes_a_creature_blocked():
    # CR 509.1h: an effect may say that an attacking creature becomes blocked
    node = one("Target unblocked attacking creature becomes blocked. (This spell works on creatures that can't "
               "be blocked.)")
    made = first(node, A.MadeBlocked)
    assert isinstance(made.subject, A.Target)
    assert [type(a) for a in made.subject.filter.adjectives.items] == [A.Unblocked, A.Attacking]


# -- evasion (CR 702.9b, 702.17b) ------------------------------------------------------------

def test_blocked_only_by_creatures_with_flying_or_reach():
    node = one("This creature can't be blocked except by creatures with flying or reach.")
    either = first(node, A.WithEitherKeyword)
    assert (either.first.name.name, either.second.name.name) == ("flying", "reach")
    node = one("Creatures your opponents control without flying or reach can't block creatures with power 2 or "
               "less.")
    neither = first(node, A.WithoutEitherKeyword)
    assert (neither.first.name.name, neither.second.name.name) == ("flying", "reach")
    assert not _has(node, A.WithEitherKeyword)
