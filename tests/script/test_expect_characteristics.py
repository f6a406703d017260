"""Expectations on a permanent's abilities, colors, types and subtypes (computed
through the layers, CR 613), and the answer word `card name` (CR 201.4)."""
from __future__ import annotations

import io
from pathlib import Path

import pytest
from rich.console import Console

from cardlang.script.runner import run_scripts

ROOT = Path(__file__).resolve().parents[2]

HEIRLOOM = """card:
Neglected Heirloom {1}
Artifact — Equipment
Equipped creature gets +1/+1.
When equipped creature transforms, transform Neglected Heirloom.
Equip {1}
// transform
Ashmouth Blade
Artifact — Equipment
Equipped creature gets +3/+3 and has first strike.
Equip {3}
end
use {root}/cards/seed.cards
players Alice 20, Bob 20
Alice battlefield: Neglected Heirloom transformed, Grizzly Bears, Delver of Secrets transformed
turn Alice precombat main
Alice pool: {C}{C}{C}
Alice activates Ashmouth Blade targeting Grizzly Bears
all pass
"""


def _run(tmp_path, text):
    p = tmp_path / "t.game"
    p.write_text(text.replace("{root}", str(ROOT)), encoding="utf-8")
    out, err = io.StringIO(), io.StringIO()
    code = run_scripts([p], explain=False, as_json=False, console=Console(file=out, width=200, color_system=None),
                       err_console=Console(file=err, width=200, color_system=None))
    return code, out.getvalue(), err.getvalue()


LINE = HEIRLOOM.count("\n") + 1   # the line of the first appended expectation


@pytest.mark.parametrize("expect", [
    "expect Grizzly Bears has first strike",           # granted by the Equipment (layer 6)
    "expect Grizzly Bears lacks flying",
    "expect Insectile Aberration has flying",
    "expect Grizzly Bears colors: green",
    "expect Insectile Aberration colors: blue",        # color indicator (204)
    "expect Ashmouth Blade colors: colorless",
    "expect Insectile Aberration types: Creature — Human Insect",
    "expect Insectile Aberration types: Creature - Insect Human",   # any order, '-' for the dash
    "expect Ashmouth Blade types: Artifact — Equipment",
    "expect Insectile Aberration subtypes: Human, Insect",
    "expect Grizzly Bears subtypes: Bear",
])
def test_characteristic_expectation_holds(tmp_path, expect):
    code, out, err = _run(tmp_path, HEIRLOOM + expect + "\n")
    assert code == 0, err
    assert "✔ " + expect in out


@pytest.mark.parametrize("expect, expected, actual", [
    ("expect Grizzly Bears has flying", "has flying", "abilities: first strike"),
    ("expect Grizzly Bears lacks first strike", "lacks first strike", "abilities: first strike"),
    ("expect Grizzly Bears colors: red", "red", "green"),
    ("expect Insectile Aberration colors: blue, green", "blue, green", "blue"),
    ("expect Insectile Aberration types: Creature — Human Wizard", "Creature — Human Wizard",
     "Creature — Human Insect"),
    ("expect Grizzly Bears types: Creature", "Creature", "Creature — Bear"),
    ("expect Insectile Aberration subtypes: Human", "Human", "Human, Insect"),
])
def test_characteristic_expectation_fails_with_expected_and_actual(tmp_path, expect, expected, actual):
    code, out, err = _run(tmp_path, HEIRLOOM + expect + "\n")
    assert code == 1, err
    assert f"t.game:{LINE}" in err and expect in err
    assert f"expected: {expected}\n" in err
    assert f"actual:   {actual}" in err


def test_unknown_color_is_a_script_error(tmp_path):
    code, out, err = _run(tmp_path, HEIRLOOM + "expect Grizzly Bears colors: purple\n")
    assert code == 2 and "unknown color 'purple'" in err


NEEDLE = """use {root}/cards/seed.cards
players Alice 20, Bob 20
Alice hand: Pithing Needle
turn Alice precombat main
Alice pool: {C}
Alice casts Pithing Needle
all pass
  Alice chooses WORDS: Insectile Aberration
expect log: "Alice chooses the name Insectile Aberration"
"""


@pytest.mark.parametrize("kind", ["card name", "named card"])
def test_card_name_answer_word(tmp_path, kind):
    code, out, err = _run(tmp_path, NEEDLE.replace("WORDS", kind))
    assert code == 0, err


def test_json_state_has_optional_chosen_key(tmp_path):
    from cardlang.script.runner import run_one
    from cardlang.script.state import game_state
    p = tmp_path / "t.game"
    p.write_text(NEEDLE.replace("WORDS", "card name").replace("{root}", str(ROOT))
                 + "Alice battlefield: Grizzly Bears\n", encoding="utf-8")
    code, r = run_one(p)
    assert code == 0
    bf = {x["name"]: x for x in game_state(r.game)["battlefield"]}
    assert bf["Pithing Needle"]["chosen"] == {"name": "Insectile Aberration"}
    assert "chosen" not in bf["Grizzly Bears"]     # the documented keys are unchanged
