"""Type-, color- and P/T-defining effects of the kernel (CR 205.1a-b, 305.7, 105.3,
604.3, 613.4a): the layer helpers ``change_types``, ``add_colors`` and ``define_pt``."""
from cardlang.kernel import card
from cardlang.kernel.layers import add_colors, change_types, define_pt, set_colors
from kernel_helpers import BEARS, main_phase_game

SETS = {"Bear": "creature", "Elemental": "creature", "Forest": "land", "Island": "land", "Equipment": "artifact"}
kind = SETS.get

FOREST = card("Forest", None, "Basic Land — Forest")
SPEAR = card("Spear", "{1}", "Artifact — Equipment")


def is_(oid):
    return lambda g, c: c.id == oid


def test_205_1a_new_card_type_replaces_old_and_its_subtypes_go_with_it():
    # a Forest that becomes an "Elemental creature" (no "still a land"): no longer a land,
    # so its land type goes too (205.1a); supertypes stay
    g, ch = main_phase_game()
    f = g.add_card(g.pid("Alice"), FOREST, "battlefield")
    g.add_effect(change_types("animate", is_(f), ["Creature"], ["Elemental"], subtype_set=kind))
    c = g.chars(f)
    assert (c.types, c.subtypes, c.supertypes) == (("Creature",), ("Elemental",), ("Basic",))


def test_205_1b_retained_types_and_subtypes():
    # "in addition to its other types" keeps everything; an artifact that becomes a
    # "Bear artifact creature" keeps Equipment (205.1b) and has Bear
    g, ch = main_phase_game()
    f = g.add_card(g.pid("Alice"), FOREST, "battlefield")
    s = g.add_card(g.pid("Alice"), SPEAR, "battlefield")
    g.add_effect(change_types("still a land", is_(f), ["Creature"], ["Elemental"], retain_types=True,
                              retain_subtypes=True, subtype_set=kind))
    g.add_effect(change_types("artifact creature", is_(s), ["Artifact", "Creature"], ["Bear"],
                              retain_types=True, subtype_set=kind))
    assert (g.chars(f).types, g.chars(f).subtypes) == (("Land", "Creature"), ("Forest", "Elemental"))
    assert (g.chars(s).types, g.chars(s).subtypes) == (("Artifact", "Creature"), ("Equipment", "Bear"))


def test_205_1a_new_creature_types_replace_old_ones():
    g, ch = main_phase_game()
    b = g.add_card(g.pid("Alice"), BEARS, "battlefield")
    g.add_effect(change_types("becomes an Elemental", is_(b), (), ["Elemental"], subtype_set=kind))
    assert g.chars(b).subtypes == ("Elemental",)
    assert g.chars(b).types == ("Creature",)


def test_305_7_basic_land_type_set_replaces_the_mana_ability():
    g, ch = main_phase_game()
    f = g.add_card(g.pid("Alice"), FOREST, "battlefield")
    g.add_effect(change_types("an Island", is_(f), (), ["Island"], subtype_set=kind))
    c = g.chars(f)
    assert c.subtypes == ("Island",)
    assert [a.text for a in c.abilities] == ["{T}: Add {U}."]
    g.add_effect(change_types("also a Forest", is_(f), (), ["Forest"], retain_subtypes=True, subtype_set=kind))
    assert [a.text for a in g.chars(f).abilities] == ["{T}: Add {U}.", "{T}: Add {G}."]


def test_105_3_colors_set_or_added_in_timestamp_order():
    g, ch = main_phase_game()
    b = g.add_card(g.pid("Alice"), BEARS, "battlefield")
    g.add_effect(add_colors("also blue", ("blue",), is_(b)))
    assert g.chars(b).colors == ("green", "blue")
    g.add_effect(set_colors("red", ("red",), is_(b)))   # later: replaces all (105.3)
    assert g.chars(b).colors == ("red",)


def test_613_4a_cda_applies_before_setting_effects():
    # sublayers before timestamps (613.4): a CDA (7a) added later still applies before
    # an earlier "base power and toughness 1/1" (7b), so 1/1 it is
    from cardlang.kernel.layers import set_pt
    g, ch = main_phase_game()
    b = g.add_card(g.pid("Alice"), BEARS, "battlefield")
    g.add_effect(set_pt("base 1/1", 1, 1, is_(b)))
    g.add_effect(define_pt("cda", is_(b), power=lambda gg, c: 5, toughness=lambda gg, c: 5))
    assert (g.chars(b).power, g.chars(b).toughness) == (1, 1)
