"""The command line: exit codes 0 clean / 1 diagnostics / 2 usage, JSON shapes, fmt."""

import json

from typer.testing import CliRunner

from cardlang.cli import app

runner = CliRunner()

LAVA_AXE = "Lava Axe {4}{R}\nSorcery\nLava Axe deals 5 damage to target player or planeswalker.\n"


def run(*args):
    return runner.invoke(app, list(args))


def test_parse_text_as_json_has_types_fields_and_spans():
    result = run("parse", "Lava Axe deals 5 damage to target player or planeswalker.", "--name", "Lava Axe", "--json")
    assert result.exit_code == 0, result.output
    data = json.loads(result.stdout)
    ability = data["abilities"][0]
    assert ability["type"] == "Ability" and ability["span"]["line"] == 1
    dmg = ability["body"]["sentences"]["items"][0]["chain"]["items"][0]
    assert dmg["type"] == "DealDamage"
    assert dmg["source"] == {"type": "SelfByName", "name": {"type": "SelfName", "name": "Lava Axe",
                                                              "span": {"line": 1, "column": 1, "end_line": 1,
                                                                       "end_column": 9}},
                             "span": {"line": 1, "column": 1, "end_line": 1, "end_column": 9}}
    assert dmg["amount"]["number"]["value"] == 5
    assert data["diagnostics"] == []


def test_parse_text_of_a_legendary_card_with_its_short_name():
    # CR 201.5c: with --legendary, "Zur" is Zur the Enchanter's shortened name; without, an error
    text = "Whenever Zur attacks, draw a card."
    result = run("parse", text, "--name", "Zur the Enchanter", "--legendary", "--json")
    assert result.exit_code == 0, result.output
    event = json.loads(result.stdout)["abilities"][0]["body"]["trigger"]["event"]
    assert event["subject"]["type"] == "SelfByName" and event["subject"]["name"]["name"] == "Zur"
    assert run("parse", text, "--name", "Zur the Enchanter").exit_code != 0


def test_parse_file_as_json_lists_cards_with_file_lines(tmp_path):
    path = tmp_path / "two.cards"
    path.write_text("# two cards\n" + LAVA_AXE + "\nShock {R}\nInstant\nShock deals 2 damage to any target.\n")
    result = run("parse", str(path), "--json")
    assert result.exit_code == 0, result.output
    cards = json.loads(result.stdout)
    assert [c["name"] for c in cards] == ["Lava Axe", "Shock"]
    shock_ability = cards[1]["card"]["faces"][0]["abilities"][0]
    assert shock_ability["span"]["line"] == 8  # the line in the file, not in the ability
    assert cards[0]["diagnostics"] == []


def test_parse_bad_text_exits_1_with_a_located_message():
    result = run("parse", "Draw a crad.")
    assert result.exit_code == 1
    assert "<text>:1:8" in result.stderr and "unknown word 'crad'" in result.stderr and "card" in result.stderr


def test_check_clean_file_exits_0(tmp_path):
    path = tmp_path / "ok.cards"
    path.write_text(LAVA_AXE)
    result = run("check", str(path))
    assert result.exit_code == 0, result.output
    assert "1 of 1 cards clean" in result.stdout


def test_a_command_does_not_import_pydantic(tmp_path):
    # start-up cost (docs/coverage.md): typer 0.29 imports pydantic (~0.3 s) to read the
    # command line; pyproject.toml keeps typer below it
    import subprocess
    import sys

    path = tmp_path / "ok.cards"
    path.write_text(LAVA_AXE)
    code = ("import sys\n"
            "from cardlang.cli import main\n"
            f"sys.argv = ['cardlang', 'check', '-q', {str(path)!r}]\n"
            "try:\n    main()\nexcept SystemExit as stop:\n    assert stop.code in (0, None), stop.code\n"
            "print('pydantic' in sys.modules)")
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, timeout=600)
    assert out.returncode == 0, out.stderr
    assert out.stdout.strip().splitlines()[-1] == "False"


def test_check_reports_every_broken_card_and_exits_1(tmp_path):
    path = tmp_path / "bad.cards"
    path.write_text(LAVA_AXE + "\nBroken {R}\nSorcery\nDraw a crad.\n\nAlso Broken {R}\nSorcery\nDraw a card\n")
    result = run("check", str(path))
    assert result.exit_code == 1
    assert f"{path}:7:8" in result.stderr and f"{path}:11:12" in result.stderr
    assert "1 of 3 cards clean" in result.stdout


def test_check_a_folder(tmp_path):
    (tmp_path / "a.cards").write_text(LAVA_AXE)
    (tmp_path / "sub").mkdir()
    (tmp_path / "sub" / "b.cards").write_text(LAVA_AXE.replace("Lava Axe", "Lava Hatchet"))
    result = run("check", str(tmp_path))
    assert result.exit_code == 0 and "2 of 2 cards clean in 2 file(s)" in result.stdout


def test_usage_errors_exit_2(tmp_path):
    assert run("check").exit_code == 2
    assert run("check", str(tmp_path / "missing.cards")).exit_code == 2
    assert run("no-such-command").exit_code == 2


def test_fmt_check_and_rewrite(tmp_path):
    path = tmp_path / "fmt.cards"
    # old spacing and casing: same cards, not canonical text
    path.write_text("# keep me\nLava Axe {4}{R}\nsorcery\nLava Axe DEALS 5 damage to target player  or planeswalker.\n")
    result = run("fmt", "--check", str(path))
    assert result.exit_code == 1 and "would reformat" in result.stdout
    assert run("fmt", str(path)).exit_code == 0
    assert path.read_text() == "# keep me\n" + LAVA_AXE
    assert run("fmt", "--check", str(path)).exit_code == 0


def test_fmt_refuses_files_with_errors(tmp_path):
    path = tmp_path / "broken.cards"
    original = "Foo {R}\nSorcery\nDraw a crad.\n"
    path.write_text(original)
    result = run("fmt", str(path))
    assert result.exit_code == 1 and path.read_text() == original


def test_help_explains_commands():
    result = run("--help")
    assert result.exit_code == 0
    for command in ("parse", "check", "fmt", "corpus", "run", "lsp"):
        assert command in result.stdout
