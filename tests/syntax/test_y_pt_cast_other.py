"""Session 9 corpus tail (gpc): commanders and their zones, abilities of a keyword, granted
affinity, effects a player may stop by paying, types for a while, tokens that must attack
(grammar/rules/99_v_pt_keywords.lark, 99_v_cast_layouts.lark).
Each test parses a real Oracle line, demands the round trip (``one``) and checks the typed AST
against the rule it implements."""

from cardlang.syntax import ast as A
from syntax_helpers import first, one, type_names


# -- commanders and their zones (CR 903.3, 400.1) ---------------------------------------------

def test_greatest_mana_value_of_a_commander_on_the_battlefield_or_in_the_command_zone():
    # CR 202.3: mana value; CR 903.3 commanders; the commander may be in either zone (CR 400.1)
    node = one("Flashback {8}{G}{G}. This spell costs {X} less to cast this way, where X is the greatest mana "
               "value of a commander you own on the battlefield or in the command zone. (You may cast this card "
               "from your graveyard for its flashback cost. Then exile it.)")
    greatest = first(node, A.GreatestOf)
    assert isinstance(greatest.stat, A.ManaValue)
    assert type_names(greatest.of) == ["commander"]
    zones = first(greatest.of, A.OnBattlefieldOrInZone)
    assert isinstance(zones.zone, A.CommandZone)
    assert first(greatest.of, A.OwnedBy) is not None


def test_a_permanent_on_the_battlefield_or_in_a_graveyard_as_a_condition():
    # CR 602.5b: an activation restriction; the object is in either zone (CR 400.1)
    node = one("{2}{W}: Return ~ to its owner's hand. Activate only if ~ is on the battlefield or in your "
               "graveyard.")
    condition = first(node, A.OnBattlefieldOrInZoneCondition)
    assert isinstance(condition.what, A.SelfByName)
    assert condition.zone.zone.name == "graveyard"


def test_the_greatest_mana_value_among_your_commanders():
    # CR 903.3: a player may have two commanders (partner, CR 702.124)
    node = one("Equipped creature gets +X/+X, where X is the greatest mana value among your commanders.")
    greatest = first(node, A.GreatestAmong)
    assert isinstance(greatest.among, A.YourCommanders)


# -- abilities of a keyword (CR 602.1, 601.2f) ---------------------------------------------------

def test_keyword_abilities_of_other_permanents_cost_less():
    # CR 601.2f: the activation cost is reduced; CR 602.1: the abilities of that keyword of those sources
    node = one("Exhaust abilities of other permanents you control cost {2} less to activate.")
    cost = first(node, A.CostsLessToActivate)
    what = cost.what
    assert isinstance(what, A.KeywordAbilitiesOf)
    assert what.keyword.name == "exhaust"
    assert type_names(what.of) == ["permanent"]
    assert isinstance(what.of.filter.adjectives.items[0], A.Other)
    assert cost.cost.symbols[0].symbol == "2"


def test_keyword_abilities_you_activate_of_other_equipment():
    # CR 602.1: the player who activates them names the abilities; their sources follow "of"
    node = one("Equip abilities you activate of other Equipment cost {1} less to activate.")
    what = first(node, A.KeywordAbilitiesOf)
    assert what.keyword.name == "equip"
    assert isinstance(first(what.abilities, A.ActivatedBy).player, A.You)
    assert type_names(what.of) == ["Equipment"]


def test_every_activated_ability_costs_more_unless_it_is_a_mana_ability():
    # CR 602.1 activated abilities; CR 605.1a mana abilities are exempt
    node = one("Activated abilities cost {2} more to activate unless they're mana abilities.")
    cost = first(node, A.CostsMoreToActivateUnlessMana)
    assert isinstance(cost.abilities, A.AllActivatedAbilities)
    assert cost.cost.symbols[0].symbol == "2"


# -- granted affinity (CR 702.41) --------------------------------------------------------------

def test_spells_you_cast_have_affinity_for_a_type():
    # CR 702.41a: affinity for artifacts reduces the cost by {1} for each artifact
    node = one("Spells you cast have affinity for artifacts. (They cost {1} less to cast for each artifact you "
               "control.)")
    granted = first(node, A.GrantedKeywordFor)
    assert granted.name.name == "affinity"
    assert type_names(granted.types) == ["artifact"]
    node = one("Instant and sorcery spells you cast have affinity for creatures.")
    assert type_names(first(node, A.GrantedKeywordFor).types) == ["creature"]


def test_a_lone_affinity_keyword_is_still_the_keyword_line():
    # CR 702.41a: "Affinity for artifacts" on its own line (the lexer marks only a granted one)
    node = one("Affinity for artifacts (This spell costs {1} less to cast for each artifact you control.)")
    keyword = first(node, A.KeywordFor)
    assert keyword.name.name == "affinity"
    assert type_names(keyword.types) == ["artifact"]


# -- effects a player may stop by paying (CR 118.12) ----------------------------------------------

def test_gets_until_end_of_turn_unless_any_player_pays():
    # CR 118.12: "unless [a player] pays": the effect happens unless someone pays
    node = one("{B}: ~ gets +1/+1 until end of turn unless any player pays {2}.")
    gets = first(node, A.ObjectGetsUnless)
    assert gets.predicate.change.power == "+1"
    assert isinstance(gets.duration, A.UntilEndOfTurn)
    pay = first(gets.unless, A.PayEffect)
    assert isinstance(pay.subject, A.AnyPlayer)


def test_add_mana_unless_any_player_pays():
    # CR 106.1 adding mana; CR 118.12: unless a player pays {1}
    node = one("{T}: Choose a color. Add one mana of that color unless any player pays {1}. Activate only as an "
               "instant.")
    add = first(node, A.AddManaUnless)
    assert isinstance(add.mana, A.AddThatColor)
    assert isinstance(first(add.unless, A.PayEffect).subject, A.AnyPlayer)


# -- types for a while (CR 205.1, 611.3a) --------------------------------------------------------

def test_isnt_a_creature_unless_a_condition():
    # CR 611.3a: the static ability applies while the condition holds
    node = one("~ isn't a creature unless you control three or more permanents you don't own.")
    statement = first(node, A.IsNotTypeUnless)
    assert type_names(statement.types) == ["creature"]
    assert isinstance(statement.condition, A.ControlsObjectsCondition)


# -- tokens that must attack (CR 508.1d) ----------------------------------------------------------

def test_create_a_token_that_attacks_that_player_each_combat():
    # CR 508.1d: a requirement that the token attack; CR 111.1: the token
    node = one("When you set this scheme in motion, for each opponent, create a 3/3 black Horror creature token "
               "that attacks that player each combat if able.")
    create = first(node, A.CreateTokenAttacksEachCombat)
    assert type_names(create.whom) == ["player"]
    assert "Horror" in [w.name for w in create.token.words if isinstance(w, A.TypeName)]
    assert first(create.token, A.PowerToughness).power == "3"


# -- an ability of a source (CR 602.1, 605.1a) ------------------------------------------------------

def test_activating_an_ability_of_an_artifact_that_isnt_a_mana_ability():
    # CR 602.1: an activated ability of that source; CR 605.1a: a mana ability is not copied;
    # CR 707.10: copying an ability
    node = one("Whenever you activate an ability of an artifact, if it isn't a mana ability, you may pay {R}. If "
               "you do, copy that ability. You may choose new targets for the copy.")
    ability = first(node.body.trigger, A.AnAbilityOf)
    assert type_names(ability.ability) == ["ability"]
    assert type_names(ability.of) == ["artifact"]
    assert isinstance(first(node, A.IsNotManaAbility).what, A.It)


def test_an_ability_of_equipped_creature_is_activated():
    # CR 602.2: the ability is activated (the trigger event, CR 603.2)
    node = one("Whenever an ability of equipped creature is activated, if it isn't a mana ability, you may pay "
               "{1}. If you do, copy that ability. You may choose new targets for the copy.")
    assert first(node.body.trigger, A.IsActivatedEvent) is not None
    assert isinstance(first(node.body.trigger, A.AnAbilityOf).of, A.EquippedRef)


def test_spend_only_to_activate_an_ability_of_a_source_still_reads():
    # CR 106.6: a spending restriction (the "of" is the lexer's ABILITIES_OF mark here too)
    node = one("{T}: Add one mana of any color. Spend this mana only to cast an Ally spell or activate an ability "
               "of an Ally source.")
    use = first(node, A.ActivateAnAbilityOfUse)
    assert type_names(use.what) == ["Ally", "source"]


# -- losing types and abilities (CR 613.1d, 613.1f) -------------------------------------------------

def test_loses_all_other_card_types_and_abilities():
    # CR 613.1d/f: the permanent keeps only the type and ability the same effect gives
    node = one('Enchanted permanent is a colorless land with "{T}: Add {C}" and loses all other card types and '
               'abilities.')
    assert first(node, A.LostCardTypesAndAbilities) is not None


# -- targeting permissions (CR 702.11b) --------------------------------------------------------------

def test_can_be_the_targets_as_though_they_didnt_have_hexproof():
    # CR 702.11b: hexproof stops opponents' spells and abilities; this permission ignores it
    node = one("Creatures your opponents control with hexproof can be the targets of spells and abilities you "
               "control as though they didn't have hexproof.")
    permission = first(node, A.CanBeTargetAsThough)
    assert permission.keyword.name.name == "hexproof"
    assert isinstance(permission.pronoun, A.They)
    assert type_names(permission.sources) == ["spell", "ability"]
    assert isinstance(first(permission.sources, A.ControlledBy).player, A.You)


# -- cost changes per target (CR 601.2f) -------------------------------------------------------------

def test_spells_cost_less_or_more_for_each_target():
    # CR 601.2f: the total cost is determined after the targets are chosen (CR 601.2c)
    node = one("Spells you cast cost {1} less to cast for each target.")
    less = first(node, A.CostsLessPerTarget)
    assert type_names(less.what) == ["spell"]
    assert less.cost.symbols[0].symbol == "1"
    node = one("Spells your opponents cast cost {1} more to cast for each target.")
    more = first(node, A.CostsMorePerTarget)
    assert isinstance(first(more.what, A.CastBy).player, A.YourOpponents)


# -- controlled but not owned (CR 108.3, 108.4) ----------------------------------------------------

def test_creatures_you_control_but_dont_own():
    # CR 108.3 owner, 108.4 controller: objects another player owns
    node = one("Creatures you control but don't own are Mercenaries in addition to their other types.")
    suffix = first(node, A.ControlledNotOwnedBy)
    assert isinstance(suffix.player, A.You)
    node = one("Whenever a creature you control but don't own dies, its owner loses 2 life and you gain 2 life.")
    assert first(node.body.trigger, A.ControlledNotOwnedBy) is not None


# -- spells that target several objects (CR 115.1) -------------------------------------------------

def test_a_spell_that_targets_one_or_more_creatures():
    # CR 115.1: the spell's targets; "one or more" counts the targeted objects
    node = one("Whenever you cast a spell that targets one or more creatures, those creatures gain flying until "
               "end of turn.")
    targets = first(node.body.trigger, A.ThatTargets)
    counted = first(targets, A.CountedOrMore)
    assert counted.amount.number.value == 1
    assert type_names(counted) == ["creature"]
