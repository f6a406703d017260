"""Objects: double-faced cards and tokens, transform/convert, mana value,
names, printed and linked abilities, timestamps (CR 111.10i, 201.4, 202.3,
607, 613.7, 701.27, 701.28, 701.53, 712)."""
import pytest

from cardlang.kernel import (ActivatedAbility, Cost, RulesError, ScriptedChooser, SpellAbility, StaticAbility,
                             TriggeredAbility, keyword)
from cardlang.kernel.layers import pump
from cardlang.kernel.objects import CardDef, face, mana_value
from kernel_helpers import BEARS, main_phase_game


def _exile_note(game, ctx):
    game.obj(ctx.source).linked.setdefault("exiled", []).append("a card")


def _count_note(game, ctx):
    ctx.data["seen"] = list(game.obj(ctx.source).linked.get("exiled", []))


FRONT_LINK = ActivatedAbility(Cost(), _exile_note, text="{0}: exile (linked)", link="exiled")
BACK_LINK = ActivatedAbility(Cost(), _count_note, text="{0}: look at the exiled cards", link="exiled")

WEREWOLF = CardDef((
    face("Village Watcher", "{2}{G}", "Creature — Human Werewolf", "2/3", abilities=(FRONT_LINK,)),
    face("Night Howler", None, "Creature — Werewolf", "5/5", color_indicator=("green",),
         abilities=(BACK_LINK, keyword("trample"))),
), layout="transform")

MODAL = CardDef((
    face("Sky Bridge", "{3}{U}", "Creature — Bird", "2/2"),
    face("Tide Pool", None, "Land"),
), layout="modal_dfc")

SPELL_BACK = CardDef((
    face("Front Shape", "{1}{B}", "Creature — Horror", "1/1"),
    face("Back Ritual", None, "Sorcery"),
), layout="transform")

X_SPELL = CardDef((face("Blaze", "{X}{R}", "Sorcery", abilities=(SpellAbility(lambda g, c: None),)),))


# ---- 111.10i / 701.53: Incubator tokens --------------------------------------------------

def test_701_53a_incubate_creates_incubator_with_counters():
    g, ch = main_phase_game()
    a = g.pid("Alice")
    inc = g.incubate(a, 3)
    c = g.chars(inc)
    o = g.obj(inc)
    assert o.is_token and o.card.double_faced                        # 111.10i: a double-faced token
    assert (c.name, c.types, c.subtypes, c.colors) == ("Incubator", ("Artifact",), ("Incubator",), ())
    assert o.counters == {"+1/+1": 3}
    assert [a.text for a in c.abilities] == ["{2}: Transform this token."]


def test_111_10i_incubator_transforms_into_0_0_phyrexian_artifact_creature():
    g, ch = main_phase_game()
    a = g.pid("Alice")
    inc = g.incubate(a, 2)
    g.add_mana(a, "CC")
    g.activate_ability(a, inc, 0)
    g.pass_all()
    c = g.chars(inc)
    assert c.name == "Phyrexian Token"
    assert c.types == ("Artifact", "Creature") and c.subtypes == ("Phyrexian",) and c.colors == ()
    assert (c.power, c.toughness) == (2, 2)     # 0/0 base + two +1/+1 counters
    assert g.mana_value(inc) == 0                # no mana cost on either face


def test_incubator_with_no_counters_dies_to_sba_once_transformed():
    g, ch = main_phase_game()
    a = g.pid("Alice")
    inc = g.incubate(a, 0)
    g.transform(inc)
    g.check_state()
    assert inc not in g.objects   # 704.5f 0 toughness, then 704.5d the token ceases to exist
    assert not [o for o in g.objects.values() if o.is_token]


# ---- 701.27 transform / 701.28 convert -----------------------------------------------------

def test_701_27a_transform_turns_the_other_face_up_and_712_8e_uses_its_characteristics():
    g, ch = main_phase_game()
    a = g.pid("Alice")
    w = g.add_card(a, WEREWOLF, "battlefield")
    assert g.chars(w).name == "Village Watcher"
    assert g.transform(w)
    c = g.chars(w)
    assert (c.name, c.power, c.toughness, c.colors) == ("Night Howler", 5, 5, ("green",))
    assert c.has_keyword("trample")
    assert g.transform(w)
    assert g.chars(w).name == "Village Watcher"


def test_613_7g_new_timestamp_each_time_it_transforms_or_converts():
    g, ch = main_phase_game()
    a = g.pid("Alice")
    w = g.add_card(a, WEREWOLF, "battlefield")
    t0 = g.obj(w).timestamp
    g.transform(w)
    t1 = g.obj(w).timestamp
    g.transform(w, convert=True)
    t2 = g.obj(w).timestamp
    assert t0 < t1 < t2


def test_701_27c_transforming_a_single_faced_permanent_does_nothing():
    g, ch = main_phase_game()
    bear = g.add_card(g.pid("Alice"), BEARS, "battlefield")
    ts = g.obj(bear).timestamp
    assert g.transform(bear) is False
    assert g.obj(bear).timestamp == ts and g.chars(bear).name == "Grizzly Bears"
    assert g.log[-1].rule == "701.27c"


def test_701_28c_convert_non_dfc_does_nothing():
    g, ch = main_phase_game()
    bear = g.add_card(g.pid("Alice"), BEARS, "battlefield")
    assert g.transform(bear, convert=True) is False
    assert g.log[-1].rule == "701.28c"


def test_701_27d_cant_transform_into_a_sorcery_face():
    g, ch = main_phase_game()
    x = g.add_card(g.pid("Alice"), SPELL_BACK, "battlefield")
    assert g.transform(x) is False
    assert g.chars(x).name == "Front Shape"


def test_701_27f_own_ability_transforms_only_if_not_transformed_since_put_on_stack():
    g, ch = main_phase_game()
    a = g.pid("Alice")
    inc = g.incubate(a, 1)
    g.add_mana(a, "CCCC")
    g.activate_ability(a, inc, 0, payment=[g.player(a).pool.mana[0].id, g.player(a).pool.mana[1].id])
    g.activate_ability(a, inc, 0)
    g.pass_all()    # first resolution transforms it
    assert g.chars(inc).name == "Phyrexian Token"
    g.pass_all()    # second: it transformed since that ability was put on the stack
    assert g.chars(inc).name == "Phyrexian Token"
    assert g.log[-2].rule == "701.27f" or any(e.rule == "701.27f" for e in g.log)


def test_transform_is_an_event_offered_to_replacements():
    from cardlang.kernel import ReplacementEffect
    g, ch = main_phase_game()
    w = g.add_card(g.pid("Alice"), WEREWOLF, "battlefield")
    g.add_replacement(ReplacementEffect("can't transform", lambda game, ev: ev.kind == "transform", lambda game, ev: None))
    assert g.transform(w) is False
    assert g.chars(w).name == "Village Watcher"


def test_712_8a_dfc_in_hand_has_only_front_face_characteristics():
    g, ch = main_phase_game()
    a = g.pid("Alice")
    w = g.add_card(a, WEREWOLF, "battlefield")
    g.transform(w)
    new = g.move(w, "hand")
    assert g.chars(new).name == "Village Watcher"


def test_712_14a_enters_transformed():
    g, ch = main_phase_game()
    a = g.pid("Alice")
    w = g.add_card(a, WEREWOLF, "graveyard")
    new = g.move(w, "battlefield", back_face_up=True)
    assert g.chars(new).name == "Night Howler"


# ---- 202.3 mana value ----------------------------------------------------------

def test_202_3a_no_mana_cost_is_0():
    g, ch = main_phase_game()
    land = g.add_card(g.pid("Alice"), CardDef((face("Waste", None, "Land"),)), "battlefield")
    assert g.mana_value(land) == 0


def test_202_3b_back_face_uses_front_face_mana_cost_on_battlefield():
    g, ch = main_phase_game()
    w = g.add_card(g.pid("Alice"), WEREWOLF, "battlefield", back_face_up=True)
    assert g.chars(w).mana_cost is None        # the back face has no mana cost
    assert g.mana_value(w) == 3                # ...but its mana value is the front's


def test_202_3b_modal_dfc_back_face_has_its_own_mana_value():
    g, ch = main_phase_game()
    m = g.add_card(g.pid("Alice"), MODAL, "battlefield", back_face_up=True)
    assert g.chars(m).name == "Tide Pool"
    assert g.mana_value(m) == 0


def test_202_3b_copy_of_back_face_has_mana_value_0():
    g, ch = main_phase_game()
    a = g.pid("Alice")
    w = g.add_card(a, WEREWOLF, "battlefield", back_face_up=True)
    [tok] = g.create_token_copy(a, w)
    # 707.8a: a copy of a DFC is a double-faced token, back face up
    assert g.chars(tok).name == "Night Howler"
    assert g.obj(tok).card.double_faced and g.mana_value(tok) == 0   # 202.3b
    assert g.mana_value(w) == 3                                      # the original: front's cost
    g.transform(tok)
    assert g.chars(tok).name == "Village Watcher" and g.mana_value(tok) == 3
    bear = g.add_card(a, BEARS, "battlefield")
    [bcopy] = g.create_token_copy(a, bear)
    assert g.mana_value(bcopy) == 2   # a copy of a front face copies its mana cost


def test_202_3b_copy_values_from_back_face_mana_value_0():
    from cardlang.kernel.objects import CopiableValues, GameObject
    g, ch = main_phase_game()
    a = g.pid("Alice")
    # a permanent that is a copy of a back face (even if it is itself a DFC card)
    w = g.add_card(a, WEREWOLF, "battlefield")
    g.obj(w).copy_of = CopiableValues(WEREWOLF.back, from_back_face=True)
    assert g.chars(w).name == "Night Howler"
    assert g.mana_value(w) == 0


def test_202_3c_melded_permanent_sums_front_faces():
    g, ch = main_phase_game()
    a = g.pid("Alice")
    meld_a = CardDef((face("Half One", "{2}{W}", "Creature — Human", "2/2"),
                      face("Whole", None, "Creature — Angel", "9/9")), layout="meld")
    meld_b = CardDef((face("Half Two", "{4}{W}", "Creature — Angel", "4/4"),
                      face("Whole", None, "Creature — Angel", "9/9")), layout="meld")
    m = g.add_card(a, meld_a, "battlefield", back_face_up=True)
    g.obj(m).melded_with = meld_b
    assert g.mana_value(m) == 8
    assert g.transform(m) is False   # 712.4c


def test_202_3e_x_counts_on_the_stack_only():
    g, ch = main_phase_game()
    a = g.pid("Alice")
    x = g.add_card(a, X_SPELL, "hand")
    assert g.mana_value(x) == 1
    g.add_mana(a, "RRRR")
    item = g.cast_spell(a, x, x=3)
    assert g.mana_value(item.obj) == 4


def test_202_3f_g_hybrid_and_phyrexian_symbols():
    g, ch = main_phase_game()
    c = g.add_card(g.pid("Alice"), CardDef((face("Mixed", "{2/W}{G/P}{U/R}", "Artifact"),)), "hand")
    assert g.mana_value(c) == 2 + 1 + 1


# ---- 201.4 names ----------------------------------------------------------------

def test_201_4d_may_name_a_back_face_judged_by_its_own_characteristics():
    g, ch = main_phase_game(("name_card", "Night Howler"))
    a = g.pid("Alice")
    g.add_card(a, WEREWOLF, "library")
    g.add_card(a, BEARS, "library")
    # "choose a noncreature card name" would exclude both faces; "a creature
    # card name with power 5 or more" allows only the back face
    name = g.choose_card_name(a, allowed=lambda f: "Creature" in f.types and isinstance(f.power, int) and f.power >= 5)
    assert name == "Night Howler"
    d = [d for d in ch.asked if d.kind == "name_card"][0]
    assert d.options == ["Night Howler"]


def test_201_4_front_face_characteristics_dont_qualify_the_back_name():
    g, ch = main_phase_game(("name_card", "Tide Pool"))
    a = g.pid("Alice")
    g.add_card(a, MODAL, "library")
    with pytest.raises(RulesError) as e:
        g.choose_card_name(a, allowed=lambda f: "Creature" in f.types)
    assert e.value.rule == "201.4a"


def test_201_4_token_names_cannot_be_chosen():
    g, ch = main_phase_game(("name_card", "Incubator"))
    a = g.pid("Alice")
    g.incubate(a, 1)
    g.add_card(a, BEARS, "library")
    with pytest.raises(RulesError):
        g.choose_card_name(a)


# ---- 607.1b printed and linked abilities ---------------------------------------------

def test_607_1b_ability_on_either_face_counts_as_printed_on_the_object():
    g, ch = main_phase_game()
    w = g.add_card(g.pid("Alice"), WEREWOLF, "battlefield")
    o = g.obj(w)
    assert o.is_printed_on(BACK_LINK) and o.is_printed_on(FRONT_LINK)
    g.transform(w)
    assert o.is_printed_on(FRONT_LINK)
    m = g.add_card(g.pid("Alice"), MODAL, "battlefield")
    assert g.obj(m).printed_abilities() == []   # modal DFC: only the face that's up


def test_607_linked_abilities_share_information_across_transform():
    g, ch = main_phase_game()
    a = g.pid("Alice")
    w = g.add_card(a, WEREWOLF, "battlefield")
    g.activate_ability(a, w, 0)
    g.pass_all()
    g.transform(w)
    item = g.activate_ability(a, w, 0)
    g.pass_all()
    assert item.ctx.data["seen"] == ["a card"]


def test_613_7d_object_gets_timestamp_entering_a_zone():
    g, ch = main_phase_game()
    a = g.pid("Alice")
    bear = g.add_card(a, BEARS, "hand")
    t = g.obj(bear).timestamp
    new = g.move(bear, "battlefield")
    assert g.obj(new).timestamp > t and new != bear   # 400.7: a new object
