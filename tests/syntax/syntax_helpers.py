"""Shared by the syntax tests: parse one real line, demand it round-trips, find nodes."""

from cardlang.syntax import ast as A
from cardlang.syntax import parse_ability, to_text


def one(text: str, names: str | tuple[str, ...] = ("~",)):
    """The Ability node of ``text`` (which must parse and print back unchanged).
    ``names`` are the card's own names (a name or a tuple of names)."""
    if isinstance(names, str):
        names = (names,)
    node, diags = parse_ability(text, names)
    assert node is not None, [d.format() for d in diags]
    assert to_text(node) == text
    return node


def first(node, cls):
    """The first node of type ``cls`` below ``node``, depth first."""
    return next(n for n in node.walk() if isinstance(n, cls))


def every(node, cls):
    """Every node of type ``cls`` below ``node``, depth first."""
    return [n for n in node.walk() if isinstance(n, cls)]


def type_names(node):
    """The type words of every filter below ``node``, in order."""
    return [w.name.name for w in node.walk() if isinstance(w, A.TypeWord)]


# -- every ability of the library, a sample of the shared corpus ---------------------
_REPO = __import__("pathlib").Path(__file__).resolve().parents[2]
CORPUS = _REPO.parent / "shared" / "corpus" / "cards.jsonl"


def library_abilities():
    """(ability text, the card's names) for every parsed ability of ``cards/``."""
    from cardlang.syntax.cardfile import card_is_legendary, group_abilities, read_card_file, self_names

    for path in sorted((_REPO / "cards").glob("*.cards")):
        lines = list(enumerate(path.read_text(encoding="utf-8").splitlines(), start=1))
        groups = group_abilities([(number, text) for number, text in lines if text.strip()])
        for pc in read_card_file(path):
            if pc.card is None:
                continue
            names = self_names(pc.card.name, [face.name for face in pc.card.faces], card_is_legendary(pc.card))
            starts = {number for face_lines in pc.ability_lines for number in face_lines}
            for number, text in groups:
                if number in starts:
                    yield text, names


def library_ability_count() -> int:
    from cardlang.syntax.cardfile import read_card_file

    return sum(len(face.abilities) for path in (_REPO / "cards").glob("*.cards")
               for pc in read_card_file(path) if pc.card for face in pc.card.faces)


def corpus_abilities(every: int = 4):
    """(ability text, the card's names) for every ability line (bullets joined) of every
    ``every``-th card of the shared corpus (which lives beside the repository)."""
    import json

    from cardlang.syntax.cardfile import group_abilities, is_legendary, self_names

    with CORPUS.open(encoding="utf-8") as fh:
        for number, raw in enumerate(fh):
            if number % every:
                continue
            record = json.loads(raw)
            faces = record.get("faces") or [record]
            face_names = [f.get("name") or "" for f in faces]
            names = self_names(record.get("name") or " // ".join(face_names), face_names,
                               any(is_legendary(f.get("type_line") or "") for f in faces))
            for face in faces:
                lines = [(0, line) for line in (face.get("oracle_text") or "").split("\n") if line.strip()]
                for _, text in group_abilities(lines):
                    yield text, names
