"""G2 grammar families: object references and filters, static abilities, keywords,
replacement/prevention and mana. Each test parses a real Oracle line, checks the key
fields, and that the line prints back unchanged."""

from cardlang.syntax import ast as A
from syntax_helpers import first, one


def test_bare_plural_filter_is_a_subject():
    node = one("Creatures you control get +1/+1.")
    gets = first(node, A.ObjectGets)
    assert isinstance(gets.subject, A.AllMatching)
    suffix = gets.subject.filter.suffixes.items[0]
    assert isinstance(suffix, A.ControlledBy) and isinstance(suffix.player, A.You)
    assert gets.predicate.power == "+1" if hasattr(gets.predicate, "power") else True


def test_other_is_an_adjective():
    node = one("Other Elves you control get +1/+1.")
    flt = first(node, A.AllMatching).filter
    assert isinstance(flt.adjectives.items[0], A.Other)
    assert first(flt, A.TypeName).name == "Elf"


def test_enchanted_creature_gets_and_has():
    node = one("Enchanted creature gets +2/+2 and has flying.")
    gets = first(node, A.ObjectGets)
    assert isinstance(gets.subject, A.EnchantedRef)
    has = first(node, A.HasKeywords)
    assert has.subject is None and first(has, A.KeywordName).name == "flying"


def test_equipped_creature():
    node = one("Equipped creature gets +1/+1.")
    assert isinstance(first(node, A.ObjectGets).subject, A.EquippedRef)


def test_cant_attack_or_block():
    node = one("Enchanted creature can't attack or block.")
    assert isinstance(first(node, A.ObjectGets).predicate, A.CantAttackOrBlock)


def test_cant_be_blocked_by_filter_with_stat():
    node = one("This creature can't be blocked by creatures with power 2 or less.")
    pred = first(node, A.CantBeBlockedBy)
    stat = first(pred, A.WithStat)
    assert isinstance(stat.stat, A.Power) and isinstance(stat.comparison, A.AtMost)
    assert stat.comparison.amount.number.value == 2


def test_doesnt_untap_during_untap_step():
    node = one("Enchanted creature doesn't untap during its controller's untap step.")
    step = first(node, A.DoesntUntap).step
    assert isinstance(step.player, A.ItsControllers)


def test_enters_tapped_with_the_battlefield_wording():
    node = one("Abandoned Outpost enters the battlefield tapped.", "Abandoned Outpost")
    assert isinstance(first(node, A.EntersTapped).subject, A.SelfByName)


def test_enters_with_counters():
    node = one("This creature enters with X +1/+1 counters on it.")
    e = first(node, A.EntersWithCounters)
    assert isinstance(e.amount, A.X) and isinstance(e.subject, A.SelfThis)


def test_cost_reduction_for_each():
    node = one("This spell costs {1} less to cast for each artifact you control.")
    c = first(node, A.CostsLess)
    assert c.cost.symbols[0].symbol == "1"
    assert first(c.per, A.TypeName).name == "artifact"


def test_spells_cost_more():
    node = one("Noncreature spells cost {1} more to cast.")
    c = first(node, A.CostsMore)
    word = first(c.subject, A.TypeWord)
    assert word.negation is not None and word.name.name == "creature"


def test_as_long_as():
    node = one("As long as it's your turn, this creature has first strike.")
    s = first(node, A.AsLongAs)
    assert isinstance(s.condition, A.YourTurnCondition)
    assert first(s.body, A.KeywordName).name == "first strike"


def test_would_die_exile_instead():
    node = one("If this creature would die, exile it instead.")
    r = first(node, A.Instead)
    assert isinstance(r.event, A.WouldDie) and first(r.replacement, A.Exile)


def test_prevent_all_damage_dealt_to():
    node = one("Prevent all damage that would be dealt to this creature.")
    p = first(node, A.PreventAllDamage)
    assert isinstance(p.scope, A.DealtTo) and p.duration is None


def test_ward_mana_and_ward_dash_cost():
    node = one("Ward {2}")
    k = first(node, A.CostKeyword)
    assert k.name.name == "ward" and k.cost.symbols[0].symbol == "2"
    node = one("Ward—Pay 3 life.")
    assert first(node, A.KeywordDashCost).name.name == "ward"


def test_suspend_number_dash_cost():
    node = one("Suspend 4—{1}{R}")
    k = first(node, A.NumberedDashCost)
    assert k.amount.number.value == 4 and len(k.cost.symbols) == 2


def test_protection_from_types_and_colors():
    node = one("Protection from white and from blue")
    p = first(node, A.ProtectionFrom)
    assert [q.color.name for q in p.qualities] == ["white", "blue"]
    node = one("Protection from creatures")
    assert isinstance(first(node, A.ProtectionFrom).qualities[0], A.FromTypes)


def test_hexproof_from_and_affinity_for():
    assert first(one("Hexproof from black"), A.KeywordFrom).name.name == "hexproof"
    k = first(one("Affinity for artifacts"), A.KeywordFor)
    assert first(k.types, A.TypeName).plural


def test_enchant_filter():
    node = one("Enchant creature you control")
    assert isinstance(first(node, A.Enchant).filter.suffixes.items[0], A.ControlledBy)


def test_add_mana_of_the_chosen_color():
    node = one("{T}: Add one mana of the chosen color.")
    assert isinstance(first(node, A.AddChosenColor).amount, A.Count)


def test_activate_only_during_your_turn():
    node = one("{1}: This creature gets +1/+0 until end of turn. Activate only during your turn.")
    assert first(node, A.ActivateOnlyDuringYourTurn) is not None


def test_possessive_of_a_class_word_and_stat_comparison():
    node = one("Creatures with power less than this creature's power can't block it.")
    stat = first(node, A.WithStat)
    assert isinstance(stat.comparison, A.LessThan)
    ref = stat.comparison.amount
    assert isinstance(ref, A.RefStat) and isinstance(ref.of, A.SelfThis) and isinstance(ref.stat, A.Power)


def test_as_an_additional_cost():
    node = one("As an additional cost to cast this spell, sacrifice a creature.")
    c = first(node, A.AdditionalCost)
    assert isinstance(c.spell, A.SelfThis) and c.alternative is None


def test_counted_objects_in_a_condition():
    node = one("This land enters tapped unless you control two or more other lands.")
    e = first(node, A.EntersTappedUnless)
    assert isinstance(e.condition, A.ControlsObjectsCondition)
    counted = first(e.condition, A.CountedOrMore)
    assert counted.amount.number.value == 2
    assert isinstance(counted.filter.adjectives.items[0], A.Other)


def test_typecycling_is_a_keyword():
    node = one("Basic landcycling {2}")
    assert first(node, A.CostKeyword).name.name == "basic landcycling"
    assert first(one("Plainscycling {2}"), A.KeywordName).name == "plainscycling"


def test_keyword_spelling_keeps_proper_noun_capitals():
    node = one("For Mirrodin! (When this Equipment enters, create a 2/2 red Rebel creature token, then attach this to it.)")
    assert first(node, A.KeywordName).name == "for mirrodin!"


def test_daybound_is_a_keyword():
    node = one("Daybound (If a player casts no spells during their own turn, it becomes night next turn.)")
    assert first(node, A.KeywordName).name == "daybound"


def test_counter_named_by_a_word():
    node = one("{1}, {T}: Put a storage counter on this land.")
    assert first(node, A.CounterName).name == "storage"


def test_no_maximum_hand_size():
    node = one("You have no maximum hand size.")
    assert isinstance(first(node, A.ObjectGets).predicate, A.NoMaximumHandSize)


def test_you_control_enchanted_creature():
    node = one("You control enchanted creature.")
    c = first(node, A.ControlsAttached)
    assert isinstance(c.controller, A.You) and isinstance(c.attached, A.EnchantedRef)


def test_gift_a_card():
    node = one("Gift a card (You may promise an opponent a gift as you cast this spell. "
               "If you do, they draw a card before its other effects.)")
    k = first(node, A.KeywordObject)
    assert k.name.name == "gift" and isinstance(k.what, A.Quantified)


def test_has_a_quoted_ability():
    node = one('Enchanted land has "{T}: Add one mana of any color."')
    s = first(node, A.ObjectGets)
    assert isinstance(s.subject, A.EnchantedRef) and isinstance(s.predicate, A.HasAbility)
    assert first(s.predicate.ability, A.AddAnyColor) is not None


def test_gains_a_quoted_ability_until_end_of_turn():
    node = one('Target creature gains "When this creature dies, draw a card." until end of turn.')
    assert first(node, A.GainsAbility) is not None


def test_characteristic_defining_power_and_toughness():
    node = one("Chronicler's power and toughness are each equal to the number of cards in your hand.",
               "Chronicler")
    cda = first(node, A.CharacteristicDefining)
    assert isinstance(cda.stats, A.PowerAndToughness) and isinstance(cda.amount, A.NumberOf)
