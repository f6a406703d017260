"""Moving objects between zones: the corpus tail of session 7 (grammar/rules/99_v_zone_moves.lark,
cardlang/syntax/ast/v_zone_moves.py). Each test parses a real Oracle line, demands the round trip
(``one``) and checks the typed AST against the rule it implements."""

from cardlang.syntax import ast as A
from syntax_helpers import first, one, type_names


# -- all objects but some (CR 608.2c) --------------------------------------------------------

def test_destroy_all_permanents_except_for_types():
    # CR 608.2c: the instruction destroys the permanents its words name, minus the exception
    node = one("{T}, Sacrifice this artifact: Destroy all permanents except for artifacts and lands. Activate "
               "only during your upkeep.")
    destroy = first(node, A.Destroy)
    assert isinstance(destroy.what, A.AllExceptFor)
    assert isinstance(destroy.what.objects, A.Quantified) and isinstance(destroy.what.objects.quantifier, A.All)
    assert type_names(destroy.what.objects) == ["permanent"]
    assert type_names(destroy.what.exception) == ["artifact", "land"]


def test_except_for_the_card_itself_and_a_filtered_exception():
    node = one("{2}{W}{W}, {T}, Discard two cards: Destroy all creatures except for Mageta the Lion. Those "
               "creatures can't be regenerated.", "Mageta the Lion")
    assert isinstance(first(node, A.AllExceptFor).exception, A.SelfByName)
    # "each creature except for creatures you control with flying": the exception keeps its
    # own qualifiers
    node = one("~ deals 2 damage to each creature except for creatures you control with flying.")
    damage = first(node, A.DealDamage)
    assert isinstance(damage.recipient, A.AllExceptFor)
    assert isinstance(damage.recipient.objects.quantifier, A.Each)
    assert type_names(damage.recipient.exception) == ["creature"]
    assert damage.recipient.exception.suffixes.items


def test_all_but_a_number_except_for_three():
    node = one("When ~ enters the battlefield, each player sacrifices all lands they control except for three.")
    sacrifice = first(node, A.Sacrifice)
    assert isinstance(sacrifice.what, A.AllExceptFor)
    assert isinstance(sacrifice.what.exception, A.ExceptCount)
    assert first(sacrifice.what.exception, A.Number).value == 3


def test_return_except_for_reads_the_same_exception():
    # the exception after the destination is the filter all_except_for reads
    node = one("When ~ enters the battlefield, if you cast it from your hand, return all permanents to their "
               "owners' hands except for Giants, Wizards, and lands.")
    ret = first(node, A.ReturnExceptFor)
    assert isinstance(ret.exceptions, A.Filter)
    assert type_names(ret.exceptions) == ["Giant", "Wizard", "land"]
