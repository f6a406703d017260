"""The interpreter compiles real card text into kernel abilities; what it
can't run is reported, located, never dropped."""
from __future__ import annotations

from pathlib import Path

from cardlang.interp import compile_card_report
from cardlang.interp.abilities import InterpSpellAbility, UnrunnableAbility
from cardlang.interp.runnable import unrunnable
from cardlang.kernel import Game, ManaAbility, ScriptedChooser, DefaultChooser, StaticAbility, TriggeredAbility
from cardlang.syntax import read_card_file, read_card_text

ROOT = Path(__file__).resolve().parents[2]


def _card(name, file="seed.cards"):
    for pc in read_card_file(ROOT / "cards" / file):
        if pc.name == name or pc.name.split(" // ")[0] == name:
            return pc
    raise KeyError(name)


def test_lava_axe_is_a_spell_with_one_target():
    rep = compile_card_report(_card("Lava Axe").card)
    ab = rep.definition.front.abilities[0]
    assert isinstance(ab, InterpSpellAbility) and len(ab.targets) == 1 and not rep.problems


def test_fireball_any_number_of_targets_and_extra_cost():
    ab = compile_card_report(_card("Fireball").card).definition.front.abilities[0]
    assert getattr(ab.targets[0], "any_number", False)
    assert ab.extra_cost is not None


def test_scheme_trigger_functions_in_the_command_zone():
    ab = compile_card_report(_card("Approach My Molten Realm").card).definition.front.abilities[0]
    assert isinstance(ab, TriggeredAbility) and ab.zones == ("command",)


def test_mana_ability_with_rider():
    ab = compile_card_report(_card("Humble Naturalist").card).definition.front.abilities[0]
    assert isinstance(ab, ManaAbility)
    g = Game(["Alice", "Bob"], chooser=ScriptedChooser([("mana_type", "G")]))
    mana = ab.produce(g, type("C", (), {"controller": g.pid("Alice"), "source": None})())
    assert mana[0].type == "G" and mana[0].riders[0].text == "Spend this mana only to cast a creature spell."


def test_incubator_is_a_double_faced_token():
    d = compile_card_report(_card("Incubator").card).definition
    assert d.token and d.nonmodal_dfc and d.back.name == "Phyrexian Token"


def test_clone_is_an_enter_as_copy_replacement_on_the_stack():
    ab = compile_card_report(_card("Clone").card).definition.front.abilities[0]
    assert isinstance(ab, StaticAbility) and ab.zones == ("stack",)


def test_keywords():
    pc = read_card_text("Test Beast {G}\nCreature — Beast\nFlying, trample\nIndestructible\n2/2\n", "t.cards")[0]
    abilities = compile_card_report(pc.card).definition.front.abilities
    assert {getattr(a, "keyword", None) for a in abilities} >= {"flying", "trample", "indestructible"}


def test_unrunnable_is_listed_with_location():
    pc = _card("Azorius Arrester", "seed.cards")
    diags = unrunnable(pc)
    assert diags and diags[0].severity == "warning" and diags[0].file.endswith("seed.cards")
    assert "Detain" in diags[0].message
    rep = compile_card_report(pc.card, pc.ability_lines)
    assert any(isinstance(a, UnrunnableAbility) for a in rep.definition.front.abilities)


def test_seed_cards_that_parse_compile_without_problems():
    for name in ("Lava Axe", "Mending Hands", "Fireball", "Approach My Molten Realm", "Furnace of Rath",
                 "Humble Naturalist", "Generator Servant", "Incubator", "Clone"):
        assert not compile_card_report(_card(name).card).problems, name


def test_a_type_word_the_filters_do_not_know_is_a_gap_not_an_interpreter_error():
    # "noncommander" (CR 903.3) reads as a word of the type list; the filter code knows only
    # card types, subtypes, supertypes and object words, so the card is reported as not runnable
    pc = read_card_text("Subjugate the Hobbits {3}{U}\nSorcery\n"
                        "Gain control of each noncommander creature with mana value 3 or less.\n", "t.cards")[0]
    assert pc.ok
    messages = [d.message for d in unrunnable(pc)]
    assert any("the type word NonCommanderWord" in m for m in messages), messages
    assert not any("internal" in m for m in messages), messages
