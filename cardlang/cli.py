"""The ``cardlang`` command line (typer + rich).

Exit codes: 0 clean, 1 diagnostics (or a failed expectation), 2 usage or script error.
Bad input never shows a Python traceback; ``--debug`` does, for developers.
"""

from __future__ import annotations

import json
import sys
from pathlib import Path
from typing import List, Optional

import typer
from rich.console import Console
from rich.tree import Tree

from .syntax import ast as A
from .syntax.cardfile import ParsedCard, card_to_text, read_card_file, read_card_text, read_jsonl, split_blocks
from .syntax.diagnostics import Diagnostic
from .syntax.printer import to_text

app = typer.Typer(
    name="cardlang",
    help="Magic: The Gathering rules text as a programming language.\n\n"
    "Card files (*.cards) hold cards as printed: name and cost, type line, one ability per line, "
    "P/T. Game scripts (*.game) set up a game, act, and check results.",
    no_args_is_help=True,
    add_completion=False,
    pretty_exceptions_enable=False,
)
def _console(stderr: bool = False) -> Console:
    console = Console(stderr=stderr, highlight=False, soft_wrap=True)
    if not console.is_terminal:  # piped: do not cut trees at 80 columns
        console = Console(stderr=stderr, highlight=False, soft_wrap=True, width=160)
    return console


out = _console()
err = _console(stderr=True)
STATE = {"debug": False}


@app.callback()
def _main(debug: bool = typer.Option(False, "--debug", help="Show Python tracebacks for internal errors.")):
    STATE["debug"] = debug


# -- helpers ----------------------------------------------------------------------
def card_files(paths: List[Path]) -> list[Path]:
    """Card files and JSON Lines files named, or found under named folders."""
    found: list[Path] = []
    for path in paths:
        if path.is_dir():
            found.extend(sorted(p for p in path.rglob("*") if p.suffix in (".cards", ".jsonl") and p.is_file()))
        else:
            found.append(path)
    return found


def read_any(path: Path) -> list[ParsedCard]:
    if not path.exists():
        raise typer.BadParameter(f"no such file or folder: {path}")
    if path.suffix == ".jsonl":
        return [pc for _, pc in read_jsonl(path)]
    if path.suffix == ".json":
        return _read_json_file(path)
    return read_card_file(path)


def _read_json_file(path: Path) -> list[ParsedCard]:
    from .syntax.cardfile import read_json_record
    try:
        data = json.loads(path.read_text(encoding="utf-8"))
    except (OSError, UnicodeDecodeError, json.JSONDecodeError) as exc:
        return [ParsedCard(None, [Diagnostic(f"cannot read JSON: {exc}", 1, 1, 1, 2, file=str(path), code="json")])]
    records = data if isinstance(data, list) else [data]
    return [read_json_record(r, str(path)) if isinstance(r, dict) else
            ParsedCard(None, [Diagnostic("expected a JSON object", 1, 1, 1, 2, file=str(path), code="json")])
            for r in records]


def print_diagnostic(d: Diagnostic) -> None:
    color = "red" if d.severity == "error" else "yellow"
    line = f"[bold]{d.file}:{d.line}:{d.column}[/bold]: [{color}]{d.severity}[/{color}]: {_esc(d.message)}"
    if d.suggestion:
        line += f" [green](did you mean {_esc(repr(d.suggestion))}?)[/green]"
    err.print(line)


def _esc(text: str) -> str:
    return text.replace("[", "\\[")


def card_json(pc: ParsedCard) -> dict:
    data: dict = {"name": pc.name, "diagnostics": [d.to_json() for d in pc.diagnostics]}
    if pc.card is not None:
        data["card"] = card_node_json(pc)
    return data


def card_node_json(pc: ParsedCard) -> dict:
    """The card as JSON with every span in file lines (abilities are parsed per line)."""
    card = pc.card
    faces = []
    for i, face in enumerate(card.faces):
        starts = pc.ability_lines[i] if i < len(pc.ability_lines) else []
        face_json = A.to_json(face)
        face_json["abilities"] = [A.to_json(ab, line_offset=(starts[j] - 1) if j < len(starts) else 0)
                                  for j, ab in enumerate(face.abilities)]
        faces.append(face_json)
    data = A.to_json(card)
    data["faces"] = faces
    return data


def rich_tree(value, label: str = "") -> Tree:
    tree = Tree(label or _node_label(value))
    _fill(tree, value)
    return tree


def _node_label(value) -> str:
    if isinstance(value, A.Node):
        return f"[bold cyan]{value.type_name}[/bold cyan]"
    return _esc(repr(value))


def _fill(tree: Tree, value) -> None:
    if not isinstance(value, A.Node):
        return
    for name, item in value.fields():
        if isinstance(item, A.Node):
            text = getattr(item, "text", None)
            if callable(text):
                tree.add(f"{name}: [cyan]{item.type_name}[/cyan] [green]{_esc(text())}[/green]")
            else:
                _fill(tree.add(f"{name}: {_node_label(item)}"), item)
        elif isinstance(item, tuple):
            if not item:
                continue
            branch = tree.add(f"{name}:")
            for element in item:
                _fill(branch.add(_node_label(element)), element)
        elif item is not None:
            tree.add(f"{name}: [green]{_esc(repr(item))}[/green]")


def _guard(fn, *args, **kwargs) -> int:
    """Run a command body: internal errors become one clear line (traceback with --debug)."""
    try:
        return fn(*args, **kwargs)
    except typer.BadParameter:
        raise
    except KeyboardInterrupt:
        err.print("interrupted")
        return 130
    except Exception as exc:  # noqa: BLE001 - the last line of defence
        if STATE["debug"]:
            raise
        err.print(f"[red]internal error[/red]: {type(exc).__name__}: {_esc(str(exc))} (run with --debug for details)")
        return 3


# -- parse ------------------------------------------------------------------------
@app.command()
def parse(
    source: str = typer.Argument(..., help="Rules text, or a card file (.cards), JSON Lines (.jsonl) or JSON file."),
    name: Optional[str] = typer.Option(None, "--name", "-n", help="The card's own name, for self-references in TEXT."),
    legendary: bool = typer.Option(False, "--legendary", help="The card is legendary: TEXT may use a shortened name "
                                   "(\"Zur\" for \"Zur the Enchanter\", CR 201.5c)."),
    as_json: bool = typer.Option(False, "--json", help="Print the AST as JSON."),
):
    """Parse rules text or a card file and print its AST (a tree, or JSON)."""
    raise typer.Exit(_guard(_parse, source, name, as_json, legendary))


def _parse(source: str, name: Optional[str], as_json: bool, legendary: bool = False) -> int:
    path = Path(source)
    if len(source) < 4096 and "\n" not in source and path.suffix in (".cards", ".jsonl", ".json") or (
            len(source) < 4096 and "\n" not in source and path.is_file()):
        cards = read_any(path)
        if as_json:
            out.print_json(data=[card_json(pc) for pc in cards]) if cards else out.print("[]")
        else:
            for pc in cards:
                if pc.card is not None:
                    out.print(rich_tree(pc.card, f"[bold]{_esc(pc.name)}[/bold]"))
        for pc in cards:
            for d in pc.diagnostics:
                print_diagnostic(d)
        return 1 if any(not pc.ok for pc in cards) else 0
    from .syntax.cardfile import parse_face_text, self_names
    names = self_names(name, legendary=legendary) if name else ()
    abilities, diags, starts = parse_face_text(source, names, "<text>", 1)
    if as_json:
        out.print_json(data={"abilities": [A.to_json(a, line_offset=s - 1) for a, s in zip(abilities, starts)],
                             "diagnostics": [d.to_json() for d in diags]})
    else:
        for ability in abilities:
            out.print(rich_tree(ability))
    for d in diags:
        print_diagnostic(d)
    return 1 if diags else 0


# -- check ------------------------------------------------------------------------
@app.command()
def check(
    paths: List[Path] = typer.Argument(..., help="Card files, JSON Lines files, or folders of them."),
    runnable: bool = typer.Option(False, "--runnable", help="Also list abilities the interpreter cannot run yet."),
    quiet: bool = typer.Option(False, "--quiet", "-q", help="Only the summary line."),
):
    """Check card files: every line must parse. Exit 0 if clean, 1 if not."""
    raise typer.Exit(_guard(_check, paths, runnable, quiet))


def _check(paths: List[Path], runnable: bool, quiet: bool) -> int:
    files = card_files(paths)
    if not files:
        err.print("no card files found (looked for *.cards and *.jsonl)")
        return 2
    total = bad = 0
    problems = 0
    for path in files:
        for pc in read_any(path):
            total += 1
            diags = list(pc.diagnostics)
            if runnable and pc.card is not None:
                from .interp.runnable import unrunnable
                diags.extend(unrunnable(pc))
            if any(d.severity == "error" for d in diags):
                bad += 1
            problems += len(diags)
            if not quiet:
                for d in diags:
                    print_diagnostic(d)
    style = "green" if not bad else "red"
    out.print(f"[{style}]{total - bad} of {total} cards clean[/{style}] in {len(files)} file(s); {problems} diagnostic(s)")
    return 1 if bad else 0


# -- fmt --------------------------------------------------------------------------
@app.command()
def fmt(
    paths: List[Path] = typer.Argument(..., help="Card files or folders to rewrite in canonical text."),
    check_only: bool = typer.Option(False, "--check", help="Do not write; list files that would change (exit 1)."),
):
    """Rewrite card files in canonical Oracle text (comments kept)."""
    raise typer.Exit(_guard(_fmt, paths, check_only))


def format_card_text(text: str, file: str = "<text>") -> tuple[str | None, list[Diagnostic]]:
    """The canonical form of a card file's text, or None with diagnostics if it has errors."""
    cards = read_card_text(text, file)
    diags = [d for pc in cards for d in pc.diagnostics]
    if any(d.severity == "error" for d in diags):
        return None, diags
    lines = text.split("\n")
    blocks = list(split_blocks(text))
    result: list[str] = []
    cursor = 0
    for block, pc in zip(blocks, cards):
        first, last = block[0][0] - 1, block[-1][0] - 1
        result.extend(lines[cursor:first])
        inner_comments = [lines[i] for i in range(first, last + 1) if lines[i].lstrip().startswith("#")]
        result.extend(inner_comments)
        result.extend(card_to_text(pc.card).split("\n"))
        cursor = last + 1
    result.extend(lines[cursor:])
    return "\n".join(result), diags


def _fmt(paths: List[Path], check_only: bool) -> int:
    files = [p for p in card_files(paths) if p.suffix == ".cards"]
    if not files:
        err.print("no card files found (looked for *.cards)")
        return 2
    changed = 0
    failed = 0
    for path in files:
        try:
            text = path.read_text(encoding="utf-8-sig")
        except (OSError, UnicodeDecodeError) as exc:
            print_diagnostic(Diagnostic(f"cannot read: {exc}", 1, 1, 1, 1, file=str(path), code="io"))
            failed += 1
            continue
        new, diags = format_card_text(text, str(path))
        if new is None:
            failed += 1
            for d in diags:
                print_diagnostic(d)
            continue
        if new != text:
            changed += 1
            if check_only:
                out.print(f"would reformat {path}")
            else:
                path.write_text(new, encoding="utf-8")
                out.print(f"reformatted {path}")
    verb = "would be reformatted" if check_only else "reformatted"
    out.print(f"{changed} file(s) {verb}, {len(files) - changed - failed} unchanged, {failed} with errors")
    return 1 if failed or (check_only and changed) else 0


# -- corpus, run, lsp: implemented in their own packages ---------------------------
@app.command()
def corpus(
    file: Path = typer.Argument(..., help="A JSON Lines file of cards (the corpus format)."),
    as_json: bool = typer.Option(False, "--json", help="Print one JSON object with the figures."),
    limit: Optional[int] = typer.Option(None, "--limit", min=1, help="Read only the first N cards."),
    failures: int = typer.Option(15, "--failures", min=0, help="How many failure clusters to show."),
    min_pct: Optional[float] = typer.Option(None, "--min", help="Exit 1 if parsed_pct is below this."),
):
    """Measure grammar coverage and speed on a corpus of real cards."""
    from .corpus import run_corpus
    raise typer.Exit(_guard(run_corpus, file, as_json=as_json, limit=limit, failures=failures, min_pct=min_pct,
                            console=out))


@app.command()
def run(
    scripts: List[Path] = typer.Argument(..., help="Game scripts (*.game) to run."),
    explain: bool = typer.Option(False, "--explain", help="Show the CR rule behind each event and decision."),
    as_json: bool = typer.Option(False, "--json", help="Write the final state as one JSON object to stdout."),
):
    """Run game scripts: print the game log, check expectations (exit 1 on a failed one)."""
    from .script.runner import run_scripts
    raise typer.Exit(_guard(run_scripts, scripts, explain=explain, as_json=as_json, console=out, err_console=err))


@app.command()
def lsp(
    tcp: Optional[str] = typer.Option(None, "--tcp", help="Listen on HOST:PORT instead of stdio."),
):
    """Start the language server (stdio by default)."""
    from .lsp.server import start
    raise typer.Exit(_guard(start, tcp))


def main() -> None:
    try:
        app()
    except KeyboardInterrupt:
        sys.exit(130)


if __name__ == "__main__":
    main()
