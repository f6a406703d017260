"""Reducing a cost by mana symbols (CR 118.7): "reduce the cost by its mana cost"."""
from __future__ import annotations

import pytest

from cardlang.kernel import RulesError
from cardlang.kernel.casting import reduce_by_symbols


def test_118_7a_generic_reduces_only_generic():
    assert reduce_by_symbols(("{5}", "{U}"), ("{2}",)) == ("{3}", "{U}")
    assert reduce_by_symbols(("{U}", "{U}"), ("{2}",)) == ("{U}", "{U}")


def test_118_7c_a_colored_symbol_takes_off_one_of_its_color():
    assert reduce_by_symbols(("{5}", "{U}"), ("{U}",)) == ("{5}",)
    assert reduce_by_symbols(("{4}", "{W}"), ("{1}", "{W}")) == ("{3}",)


def test_118_7b_a_color_the_cost_lacks_reduces_generic_instead():
    assert reduce_by_symbols(("{6}",), ("{R}",)) == ("{5}",)
    # 118.7c: more of a color than the cost has: the rest comes off the generic part
    assert reduce_by_symbols(("{3}", "{B}"), ("{B}", "{B}")) == ("{2}",)


def test_118_7_never_below_zero_and_snow_is_generic():
    assert reduce_by_symbols(("{1}",), ("{3}", "{S}")) == ()
    assert reduce_by_symbols(("{2}", "{G}"), ("{S}",)) == ("{1}", "{G}")


def test_118_7e_a_hybrid_reduction_needs_a_choice():
    with pytest.raises(RulesError):
        reduce_by_symbols(("{5}",), ("{R/G}",))
