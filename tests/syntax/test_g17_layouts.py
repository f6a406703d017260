"""G17: more lines of special layouts (grammar/rules/99_layouts_more.lark), on real Oracle
wording: transforming (CR 701.27; the "transforms into" trigger is 98_triggers_events), melding (701.42), planeswalking (701.31), schemes (701.32).
``one`` demands print(parse(t)) == t; ``again`` demands parse(print(ast)) == ast."""

from cardlang.syntax import ast as A
from cardlang.syntax import parse_ability, to_text
from cardlang.syntax.cardfile import read_json_record
from syntax_helpers import first, one


def again(node, names=("~",)):
    back, diags = parse_ability(to_text(node), names)
    assert back == node, [d.format() for d in diags]
    return node


def test_transforms_into_names_the_face():
    # CR 701.27: the trigger names the face the permanent transforms into (a self name, CR 201.5)
    names = ("Afflicted Deserter", "Werewolf Ransacker")
    text = "Whenever this creature transforms into Werewolf Ransacker, you may destroy target artifact."
    ability = again(one(text, names), names)
    event = first(ability, A.TransformsInto)
    assert isinstance(event.face, A.SelfByName) and event.face.name.name == "Werewolf Ransacker"


def test_enters_or_transforms_into():
    names = ("Huntmaster of the Fells", "Ravager of the Fells")
    text = ("Whenever this creature enters or transforms into Huntmaster of the Fells, create a 2/2 green Wolf "
            "creature token and you gain 2 life.")
    ability = again(one(text, names), names)
    assert first(ability, A.TransformsInto).face.name.name == "Huntmaster of the Fells"
    assert isinstance(first(ability, A.Enters), A.Enters)


def test_as_transforms_into():
    # CR 614.1c: the effect applies as the permanent transforms
    names = ("Curse of Leeches", "Leeching Lurker")
    ability = again(one("As this permanent transforms into Curse of Leeches, attach it to a player.", names), names)
    as_transforms = first(ability, A.AsTransformsInto)
    assert as_transforms.face.name.name == "Curse of Leeches"
    assert isinstance(as_transforms.permanent, A.SelfThis) and as_transforms.permanent.noun.name == "permanent"


def test_meld_condition_and_effect():
    # CR 701.42a: both halves owned and controlled by the player, exiled, melded into the named card
    names = ("Graf Rats",)
    text = ("At the beginning of combat on your turn, if you both own and control this creature and a creature "
            "named Midnight Scavengers, exile them, then meld them into Chittering Host.")
    ability = again(one(text, names), names)
    condition = first(ability, A.OwnsAndControls)
    assert isinstance(condition.player, A.You)
    named = first(condition.second, A.Named)
    assert [w.name for w in named.walk() if isinstance(w, A.ProperName)] == ["Midnight", "Scavengers"]
    meld = first(ability, A.MeldInto)
    assert [w.name for w in meld.name.walk() if isinstance(w, A.ProperName)] == ["Chittering", "Host"]


def test_meld_names_with_a_comma_and_the():
    # "Bruna, the Fading Light": a name after a comma may go on with "the" (CR 201.2)
    names = ("Gisela, the Broken Blade", "Gisela")
    text = ("At the beginning of your end step, if you both own and control Gisela and a creature named Bruna, "
            "the Fading Light, exile them, then meld them into Brisela, Voice of Nightmares.")
    ability = again(one(text, names), names)
    named = first(first(ability, A.OwnsAndControls).second, A.Named)
    assert [w.name for w in named.walk() if isinstance(w, A.ProperName)] == ["Bruna", ",", "the", "Fading", "Light"]
    meld = first(ability, A.MeldInto)
    assert isinstance(meld.pair, A.Them)
    assert [w.name for w in meld.name.walk() if isinstance(w, A.ProperName)] == ["Brisela", ",", "Voice", "of",
                                                                               "Nightmares"]


def test_planeswalk_effect():
    # CR 701.31a: planeswalk
    ability = again(one("At the beginning of your upkeep, sacrifice a creature. If you can't, planeswalk."))
    assert isinstance(first(ability, A.Planeswalk), A.Planeswalk)


def test_as_you_set_this_scheme_in_motion():
    # CR 701.32: the choice is made as the scheme is set in motion
    ability = again(one("As you set this scheme in motion, choose an opponent."))
    as_set = first(ability, A.AsSetInMotion)
    assert isinstance(as_set.player, A.You)


def test_meld_card_record_parses():
    record = {"name": "Graf Rats", "mana_cost": "{1}{B}", "type_line": "Creature — Rat",
              "oracle_text": "At the beginning of combat on your turn, if you both own and control this creature "
                             "and a creature named Midnight Scavengers, exile them, then meld them into Chittering "
                             "Host.", "power": "2", "toughness": "1", "layout": "meld"}
    pc = read_json_record(record)
    assert pc.ok, [d.format() for d in pc.diagnostics]


def test_counter_named_like_a_subtype():
    # CR 122: "omen" counters (Foreboding Statue); the subtype is "Omen", capitalized
    names = ("Foreboding Statue", "Forsaken Thresher")
    ability = again(one("{T}: Add one mana of any color. Put an omen counter on Foreboding Statue.", names), names)
    kinds = [n for n in ability.walk() if isinstance(n, A.CounterName)]
    assert [k.name for k in kinds] == ["omen"]
