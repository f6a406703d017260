"""Loading cards for a script: the built-in library (cards/), card files
named by ``use``, and inline ``card:`` blocks.  Each card is compiled once."""
from __future__ import annotations

from dataclasses import dataclass, field
from pathlib import Path

from cardlang.interp import compile_card_report
from cardlang.interp.abilities import UnrunnableAbility
from cardlang.interp.tokens import register_token
from cardlang.syntax import read_card_text
from cardlang.syntax.cardfile import ParsedCard, split_blocks

LIBRARY = Path(__file__).resolve().parents[2] / "cards"


@dataclass
class LoadedCard:
    name: str
    definition: object            # kernel CardDef
    parsed: ParsedCard
    file: str
    problems: list = field(default_factory=list)   # UnrunnableAbility


class CardBase:
    def __init__(self):
        self.cards: dict[str, LoadedCard] = {}
        self._library_loaded = False

    def load_text(self, text: str, file: str, line_offset: int = 0) -> list[LoadedCard]:
        parsed = read_card_text(text, file)
        blocks = list(split_blocks(text))
        out = []
        for pc, block in zip(parsed, blocks):
            if pc.card is None:
                continue
            if line_offset:
                pc.ability_lines = [[n + line_offset for n in face] for face in pc.ability_lines]
                pc.diagnostics = [d.shifted(lines=line_offset) for d in pc.diagnostics]
            report = compile_card_report(pc.card, pc.ability_lines)
            problems = list(report.problems)
            # lines that did not parse: the ability is missing, so it can't run (never ignored)
            face_starts = [n + line_offset for n, line in block if line.strip().startswith("//")]
            for d in pc.diagnostics:
                if d.severity != "error":
                    continue
                fi = sum(1 for s in face_starts if s < d.line)
                types = report.definition.faces[min(fi, len(report.definition.faces) - 1)].types
                zones = ("stack",) if ("Instant" in types or "Sorcery" in types) else \
                    ("command",) if "Scheme" in types else ("battlefield",)
                problems.append(UnrunnableAbility(f"line {d.line}", f"does not parse yet: {d.message}", None, fi, -1,
                                                  zones, d.line))
            lc = LoadedCard(pc.card.name, report.definition, pc, file, problems)
            self.cards[pc.card.name] = lc
            for f in pc.card.faces:
                self.cards.setdefault(f.name, lc)
            if report.definition.token:
                register_token(report.definition)
            out.append(lc)
        return out

    def load_file(self, path: Path) -> list[LoadedCard]:
        if path.is_dir():
            out = []
            for p in sorted(path.rglob("*.cards")):
                out += self.load_file(p)
            return out
        return self.load_text(path.read_text(encoding="utf-8-sig"), str(path))

    def ensure_library(self) -> None:
        """The built-in library is available to every script (explicit ``use`` wins)."""
        if self._library_loaded:
            return
        self._library_loaded = True
        explicit = dict(self.cards)
        for p in sorted(LIBRARY.glob("*.cards")):
            self.load_text(p.read_text(encoding="utf-8-sig"), str(p.relative_to(LIBRARY.parent)))
        self.cards.update(explicit)

    def get(self, name: str) -> LoadedCard | None:
        if name in self.cards:
            return self.cards[name]
        low = {k.lower(): v for k, v in self.cards.items()}
        if name.lower() in low:
            return low[name.lower()]
        if not self._library_loaded:
            self.ensure_library()
            return self.get(name)
        return None
