"""Session 17 (grammar helper): wordings of the corpus tail that recur across the families
(grammar/rules/99_y_grammar17.lark, cardlang/syntax/ast/y_grammar17.py). Each test parses a real
Oracle line, demands the round trip (``one``) and checks the typed AST against the rule it
implements."""

from cardlang.syntax import ast as A
from syntax_helpers import every, first, one, type_names


# -- old templating ------------------------------------------------------------------------------

def test_comes_into_play_is_enters():
    # CR 603.6a: "comes into play" is the printed wording of "enters the battlefield"
    node = one("When ~ comes into play, put seven +1/+1 counters on it.")
    trigger = first(node, A.When)
    assert isinstance(trigger.event.subject, A.SelfByName)
    assert isinstance(trigger.event.predicates[0], A.Enters)
    assert first(node, A.PutCounters).amount.number.value == 7


# -- filters -------------------------------------------------------------------------------------

def test_color_or_card_type_adjective():
    # CR 105.2, 205.2a: a creature that is black or is an artifact
    node = one("{T}, Sacrifice a black or artifact creature: Add an amount of {B} equal to the sacrificed "
               "creature's mana value.")
    adj = first(node, A.ColorOrType)
    assert adj.color.name == "black" and adj.card_type.name == "artifact"
    assert type_names(first(node, A.SacrificeCost)) == ["creature"]


def test_filter_union_list_with_adjectives():
    # CR 115.1, 608.2b: one target of any of three kinds, the last two tapped
    node = one("Exile target enchantment, tapped artifact, or tapped creature.")
    union = first(node, A.FilterUnionList)
    assert type_names(union.types) == ["enchantment"]
    assert len(union.parts) == 1 and isinstance(union.parts[0].part.adjective, A.Tapped)
    assert isinstance(union.last, A.UnionOr) and isinstance(union.last.part.adjective, A.Tapped)
    assert type_names(union.last) == ["creature"]


def test_filter_union_list_last_part_with_supertype():
    # CR 205.4a: "nonbasic land" is the last part; the controller qualifies every part (CR 115.1)
    node = one("Destroy target artifact, enchantment, or nonbasic land an opponent controls.")
    union = first(node, A.FilterUnionList)
    assert type_names(union.types) == ["artifact", "enchantment"]
    assert union.parts == ()
    assert isinstance(union.last.part.adjective, A.NonSupertype)
    assert isinstance(union.suffixes.items[0], A.ControlledBy)


def test_filter_union_list_each_part_and():
    # CR 608.2b: "all artifacts, enchantments, and nonbasic lands they control": each part
    node = one("Each player sacrifices all artifacts, enchantments, and nonbasic lands they control.")
    union = first(node, A.FilterUnionList)
    assert isinstance(union.last, A.UnionAnd)
    assert type_names(union.last) == ["land"]
