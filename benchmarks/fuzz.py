"""The long fuzz run: hundreds of thousands of random inputs through every front door.

    python3 benchmarks/fuzz.py                      # 100,000 inputs over all targets (a few minutes)
    python3 benchmarks/fuzz.py -n 500000 --seed 7   # longer, another seed
    python3 benchmarks/fuzz.py --targets syntax,script --seconds 120
    python3 benchmarks/fuzz.py --pathological       # the full-size pathological measurements

Targets (each input goes to one target, in turn):

  syntax   a corpus line, grammar-directed text or arbitrary Unicode, mutated (words deleted,
           duplicated, swapped; odd characters; huge numbers; deep quotes and parentheses)
           → parse_ability, parse_type_line, parse_mana_cost
  cards    a card file (library blocks, corpus lines), mutated → read_card_text, format_card_text
           (and fmt's output must be a fixed point)
  json     a corpus record with fields of the wrong JSON type → read_json_record
  kernel   one random action (legal or not) in a random game: player actions, and the effect
           actions the interpreter calls, given unknown and stale ids, non-players, spells to move
           off the stack → invariants after every action; a refused action changes nothing (732.1)
  script   a mutated example game script → the script runner (exit 0/1/2, never an exception)
  lsp      a mutated card file → the language server's document analysis
  kernel-hostile  (not by default) the old name of ``kernel``, kept so saved inputs replay

An input "fails" when it raises an exception other than the front door's own error for bad
input, or breaks a checked property. Each distinct failure (exception type and place) is
saved once to benchmarks/fuzz_failures/<target>-<signature>.txt with the input, for a
regression test. Prints inputs tried and failed per target; exits 1 if any failed.
"""

from __future__ import annotations

import argparse
import hashlib
import io
import json
import random
import sys
import time
import traceback
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))
sys.path.insert(0, str(ROOT / "tests" / "robustness"))

import robust_support as rs  # noqa: E402

FAILURES = ROOT / "benchmarks" / "fuzz_failures"


class Target:
    name = ""

    def setup(self) -> bool:
        return True

    def setup_replay(self) -> bool:
        """What replaying a saved input needs (by default what making inputs needs)."""
        return self.setup()

    def teardown(self) -> None:
        """Release what setup() made (temporary files)."""

    def make(self, rng: random.Random):
        raise NotImplementedError

    def run(self, value) -> None:
        raise NotImplementedError

    def show(self, value) -> str:
        return value if isinstance(value, str) else json.dumps(value, ensure_ascii=False, default=repr)

    def load(self, text: str):
        """The input back from a saved failure file (the inverse of ``show``)."""
        return text

    def replay(self, value) -> None:
        self.run(value)


class Syntax(Target):
    name = "syntax"

    def setup(self):
        from cardlang.syntax.api import parse_ability, parse_mana_cost, parse_type_line
        self.fns = (lambda t: parse_ability(t, ("Foo", "Foo, the Bar")), parse_type_line, parse_mana_cost)
        self.lines = rs.corpus_lines()
        return True

    def make(self, rng):
        k = rng.random()
        if k < 0.55 and self.lines:
            text = rng.choice(self.lines)
        elif k < 0.9:
            text = rs.card_sampler().generate(rng, rng.choice(("ability", "ability", "type_line")))
        else:
            text = "".join(chr(rng.randrange(0x20, 0x3000)) for _ in range(rng.randrange(40)))
        for _ in range(rng.randrange(0 if k >= 0.55 and k < 0.9 else 1, 4)):
            text = rs.mutate_words(rng, text)
        return text

    def run(self, text):
        for fn in self.fns:
            _, diags = fn(text)
            rs.check_diagnostics(diags, text)


class Cards(Target):
    name = "cards"

    def setup(self):
        from cardlang.cli import format_card_text
        from cardlang.syntax.cardfile import read_card_text
        self.read, self.fmt = read_card_text, format_card_text
        return True

    def make(self, rng):
        return rs.random_file(rng)

    def run(self, text):
        for pc in self.read(text, "fuzz.cards"):
            rs.check_diagnostics(pc.diagnostics)
        new, diags = self.fmt(text, "fuzz.cards")
        rs.check_diagnostics(diags)
        if new is not None:
            again, _ = self.fmt(new, "fuzz.cards")
            assert again == new, "fmt is not a fixed point"


class Json(Target):
    name = "json"

    def setup(self):
        from cardlang.syntax.cardfile import read_json_record
        self.read = read_json_record
        self.records = rs.corpus_records()
        return bool(self.records)

    def setup_replay(self):
        # a saved record replays without the corpus (needed only to make new records)
        from cardlang.syntax.cardfile import read_json_record
        self.read = read_json_record
        return True

    def make(self, rng):
        record = rng.choice(self.records)
        for _ in range(rng.randrange(1, 3)):
            record = rs.mutate_record(rng, record)
        return record

    def run(self, record):
        rs.check_diagnostics(self.read(record, "fuzz.jsonl", 1).diagnostics)

    def load(self, text):
        return json.loads(text)


class Kernel(Target):
    """One input = one action; a game lasts 60 actions, then a new game with a new seed."""
    name = "kernel"

    def setup(self):
        import robust_game
        self.rg = robust_game
        self.cards = robust_game.library_cards()
        self.player = None
        self.left = 0
        return True

    def make(self, rng):
        if self.player is None or self.left <= 0:
            seed = rng.randrange(2 ** 32)
            self.player = self.rg.RandomPlayer(random.Random(seed), seed=seed, cards=self.cards)
            self.left = 60
            self.seed, self.steps = seed, 0
        self.left -= 1
        self.steps += 1
        return (self.seed, self.steps)

    def run(self, value):
        try:
            self.player.step()
        except BaseException:
            self.player = None  # a broken game is not played on
            raise

    def show(self, value):
        seed, steps = value
        return f"{seed} {steps}\n"

    def load(self, text):
        seed, steps = text.split()
        return int(seed), int(steps)

    def replay(self, value):
        seed, steps = value
        self.rg.RandomPlayer(random.Random(seed), seed=seed, cards=self.cards).run(steps)


class KernelHostile(Kernel):
    """The name of the ``kernel`` target before every kernel input became hostile (unknown
    and stale ids everywhere, spells moved off the stack): inputs saved under this name
    replay through the same random player. Not in the default target list."""
    name = "kernel-hostile"


class Script(Target):
    name = "script"

    def setup(self):
        try:
            from cardlang.script.runner import run_one
        except ImportError:
            return False
        from rich.console import Console
        self.run_one, self.Console = run_one, Console
        self.examples = [p.read_text(encoding="utf-8").replace("use ../cards/", f"use {ROOT}/cards/")
                         for p in sorted((ROOT / "examples").glob("*.game"))]
        self.tmp = Path(__import__("tempfile").mkdtemp(prefix="cardlang-fuzz-"))
        return bool(self.examples)

    def teardown(self):
        __import__("shutil").rmtree(self.tmp, ignore_errors=True)

    def make(self, rng):
        text = rng.choice(self.examples)
        for _ in range(rng.randrange(1, 4)):
            text = rs.mutate_file(rng, text)
        return text

    def show(self, text):
        return text.replace(f"use {ROOT}/", "use $REPO/")

    def load(self, text):
        return text.replace("use $REPO/", f"use {ROOT}/")

    def run(self, text):
        path = self.tmp / "fuzz.game"
        path.write_text(text, encoding="utf-8", errors="surrogatepass")
        code, _ = self.run_one(path, console=self.Console(file=io.StringIO()),
                               err_console=self.Console(file=io.StringIO()), quiet=True)
        assert code in (0, 1, 2), code


class Lsp(Target):
    name = "lsp"

    def setup(self):
        try:
            from cardlang.lsp.analysis import BlockCache, analyze_cards
        except ImportError:
            return False
        self.analyze, self.cache = analyze_cards, BlockCache()
        return True

    def make(self, rng):
        return rs.random_file(rng)

    def run(self, text):
        self.analyze(text, 1, self.cache)


TARGETS = {t.name: t for t in (Syntax, Cards, Json, Kernel, Script, Lsp, KernelHostile)}
DEFAULT_TARGETS = ("syntax", "cards", "json", "kernel", "script", "lsp")
#: relative share of the inputs (the slow targets get fewer)
WEIGHTS = {"syntax": 10, "cards": 3, "json": 3, "kernel": 3, "script": 1, "lsp": 2, "kernel-hostile": 3}


def signature(exc: BaseException) -> str:
    frames = traceback.extract_tb(exc.__traceback__)
    inner = [f for f in frames if "cardlang" in f.filename] or frames
    where = f"{Path(inner[-1].filename).name}:{inner[-1].lineno}" if inner else "?"
    return f"{type(exc).__name__}@{where}"


def save(target: Target, value, exc: BaseException) -> Path:
    sig = signature(exc)
    digest = hashlib.sha1(f"{target.name}:{sig}".encode()).hexdigest()[:10]
    FAILURES.mkdir(parents=True, exist_ok=True)
    path = FAILURES / f"{target.name}-{digest}.txt"
    if not path.exists():
        tb = "".join(traceback.format_exception(exc))[-3000:]
        body = target.show(value)
        path.write_text(f"# target: {target.name}\n# status: open\n# failure: {sig}\n# {str(exc)[:300]!r}\n"
                        + "".join(f"# | {line}\n" for line in tb.splitlines())
                        + SEPARATOR + body, encoding="utf-8", errors="surrogatepass")
    return path


def fuzz(n: int, seed: int, names: list[str], seconds: float | None, quiet: bool) -> int:
    rng = random.Random(seed)
    targets = []
    for name in names:
        t = TARGETS[name]()
        if t.setup():
            targets.append(t)
        else:
            print(f"{name}: skipped (module or data absent)")
    if not targets:
        print("no target to fuzz")
        return 2
    weights = [WEIGHTS[t.name] for t in targets]
    tried = {t.name: 0 for t in targets}
    failed = {t.name: 0 for t in targets}
    kinds: dict[str, set] = {t.name: set() for t in targets}
    start = time.perf_counter()
    last = start
    i = 0
    while i < n and (seconds is None or time.perf_counter() - start < seconds):
        t = rng.choices(targets, weights)[0]
        value = t.make(rng)
        tried[t.name] += 1
        i += 1
        try:
            t.run(value)
        except KeyboardInterrupt:
            break
        except BaseException as exc:  # noqa: BLE001 - everything counts as a failure here
            failed[t.name] += 1
            sig = signature(exc)
            if sig not in kinds[t.name]:
                kinds[t.name].add(sig)
                path = save(t, value, exc)
                print(f"  new failure in {t.name}: {sig}: {str(exc)[:120]!r} -> {path.relative_to(ROOT)}", flush=True)
        if not quiet and time.perf_counter() - last > 15:
            last = time.perf_counter()
            print(f"  ... {i:,} inputs, {sum(failed.values()):,} failed, {last - start:.0f} s", flush=True)
    elapsed = time.perf_counter() - start
    for t in targets:
        t.teardown()
    print(f"{'target':<8} {'tried':>9} {'failed':>7}  distinct failures")
    for t in targets:
        print(f"{t.name:<8} {tried[t.name]:>9,} {failed[t.name]:>7,}  {', '.join(sorted(kinds[t.name])) or '-'}")
    total_failed = sum(failed.values())
    print(f"fuzz: {i:,} inputs tried, {total_failed:,} failed, {sum(len(k) for k in kinds.values())} distinct, "
          f"seed {seed}, {elapsed:.0f} s ({i / max(elapsed, 1e-9):,.0f} inputs/s)")
    return 1 if total_failed else 0


SEPARATOR = "# ---- input below this line ----\n"


def read_failure(path: Path) -> tuple[str, str, str]:
    """A saved failure file -> (target name, status, input text)."""
    text = path.read_text(encoding="utf-8", errors="surrogatepass")
    head, _, body = text.partition(SEPARATOR)
    fields = dict(line[2:].split(": ", 1) for line in head.splitlines()
                  if line.startswith("# ") and ": " in line and line[2:].split(": ", 1)[0] in ("target", "status"))
    return fields.get("target", ""), fields.get("status", "open"), body


def replay_failure(path: Path) -> None:
    """Run a saved input again; raises as the original did while the failure is open."""
    name, _, body = read_failure(path)
    target = TARGETS[name]()
    if not target.setup_replay():
        raise RuntimeError(f"target {name} is not available")
    try:
        target.replay(target.load(body))
    finally:
        target.teardown()


# -- full-size pathological measurements ----------------------------------------------
def pathological() -> int:
    import resource
    import tracemalloc

    from cardlang.syntax.api import _parse_cached, parse_ability
    from cardlang.syntax.cardfile import read_card_text

    def card_text(r):
        if r.get("faces"):
            return None
        text = f"{r.get('name')} {r.get('mana_cost') or ''}".strip() + "\n" + (r.get("type_line") or "") + "\n" \
            + (r.get("oracle_text") or "")
        if r.get("power") is not None:
            text += f"\n{r['power']}/{r['toughness']}"
        return text

    def measure(label, fn, *args):
        _parse_cached.cache_clear()
        tracemalloc.start()
        t0 = time.perf_counter()
        result = fn(*args)
        seconds = time.perf_counter() - t0
        peak = tracemalloc.get_traced_memory()[1]
        tracemalloc.stop()
        print(f"{label:<48} {seconds:>7.2f} s  peak {peak / 1e6:>6.0f} MB (traced; times include tracing)", flush=True)
        return result

    texts = [t for t in (card_text(r) for r in rs.corpus_records()) if t]
    parse_ability("Flying")
    if texts:
        ten_k = "\n\n".join(texts[:10_000])
        measure(f"10,000 distinct corpus cards ({len(ten_k) / 1e6:.1f} MB)", read_card_text, ten_k)
        big = "\n\n".join(texts)
        while len(big) < 10_000_000:
            big += "\n\n" + big
        big = big[:big.rfind("\n\n", 0, 10_000_000)]
        measure(f"10 MB of corpus cards ({len(big) / 1e6:.1f} MB, {big.count(chr(10) * 2) + 1:,} cards)",
                read_card_text, big)
    line = ("Flying, " * 12_500)[:100_000]
    measure("one 100,000-character line, parse_ability", parse_ability, line)
    for d in (1_000, 10_000, 100_000):
        measure(f'{d:,} nested quotes, parse_ability', parse_ability, '"' * d + "Flying" + '"' * d)
        measure(f'{d:,} nested parentheses, parse_ability', parse_ability, "(" * d + "Flying" + ")" * d)
    print(f"max RSS {resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1e3:.0f} MB")
    return 0


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("-n", type=int, default=100_000, help="inputs to try (default 100,000)")
    ap.add_argument("--seed", type=int, default=0)
    ap.add_argument("--seconds", type=float, default=None, help="stop after this long")
    ap.add_argument("--targets", default=",".join(DEFAULT_TARGETS),
                    help=f"comma-separated: {', '.join(TARGETS)} (default: all but kernel-hostile)")
    ap.add_argument("--pathological", action="store_true", help="run the full-size pathological measurements")
    ap.add_argument("--quiet", action="store_true")
    args = ap.parse_args()
    if args.pathological:
        return pathological()
    names = [n.strip() for n in args.targets.split(",") if n.strip()]
    unknown = [n for n in names if n not in TARGETS]
    if unknown:
        ap.error(f"unknown target(s) {', '.join(unknown)}; choose from {', '.join(TARGETS)}")
    return fuzz(args.n, args.seed, names, args.seconds, args.quiet)


if __name__ == "__main__":
    sys.exit(main())
