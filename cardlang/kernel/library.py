"""Actions on a library that ask the player: search (CR 701.23), scry (701.22),
surveil (701.25) and putting cards on top or on the bottom in an order the
player chooses.

Each choice is a :class:`Decision` through the one Chooser (principle 6):

* ``search``: the cards found (options: the cards that match; the answer is a
  list, possibly empty when the player may fail to find, 701.23b);
* ``scry``: the looked-at cards put on the bottom (the rest stay on top);
* ``surveil``: the looked-at cards put into the graveyard;
* ``library_order``: the order of cards put on top or on the bottom of a
  library, top first (asked only when there are two or more).

A library is a list with its top card last (``library[-1]``).
"""
from __future__ import annotations

from typing import Any, Callable, Sequence

from .choices import Decision
from .errors import RulesError
from .events import MarkerEvent

SEARCH = "search"                  # CR 701.23
SCRY = "scry"                      # CR 701.22a
SURVEIL = "surveil"                # CR 701.25a
LIBRARY_ORDER = "library_order"    # CR 701.22a / 401.4: "in any order"


class LibraryMixin:
    # ---- answers ------------------------------------------------------------
    def _pick_cards(self, d: Decision, answer: Any, low: int, high: int) -> list[int]:
        """A set-of-cards answer -> distinct option ids; refused unless it has
        between ``low`` and ``high`` cards, all among the options."""
        if answer is None or answer == "nothing":
            answer = []
        if not isinstance(answer, (list, tuple)):
            answer = [answer]
        opts = list(d.options)
        out: list[int] = []
        for a in answer:
            pick = a if a in opts and a not in out else None
            if pick is None and isinstance(a, str):
                pick = next((o for o in opts if o not in out and self.name_of(o).lower() == a.lower()), None)
            if pick is None:
                raise RulesError(f"{a if isinstance(a, str) else self.name_of(a)} isn't one of the cards to choose "
                                 f"from ({', '.join(self.name_of(o) for o in opts) or 'none'})", d.rule)
            out.append(pick)
        if not low <= len(out) <= high:
            want = f"{low}" if low == high else f"{low} to {high}"
            raise RulesError(f"choose {want} card(s) for {d.prompt}, not {len(out)}", d.rule)
        return out

    def _ask_cards(self, kind: str, prompt: str, player: int, options: list[int], low: int, high: int,
                   rule: str) -> list[int]:
        """Ask for a set of ``low``..``high`` of ``options`` -- or take it when only
        one answer is legal (all of them, or none)."""
        high = min(high, len(options))
        low = min(low, high)
        if high == 0:
            return []
        if low == high == len(options):
            return list(options)
        d = Decision(kind, prompt, player, list(options), rule=rule, data={"min": low, "max": high})
        return self._pick_cards(d, self.ask(d), low, high)

    def order_cards(self, player: int, cards: Sequence[int], where: str, rule: str = "401.4") -> list[int]:
        """The order ``player`` puts ``cards`` on the top or the bottom of a library,
        top first (asked only for two or more cards)."""
        cards = list(cards)
        if len(cards) < 2:
            return cards
        d = Decision(LIBRARY_ORDER, f"order the cards put on the {where} of the library (top first)", player,
                     cards, rule=rule, data={"min": len(cards), "max": len(cards)})
        return self._pick_cards(d, self.ask(d), len(cards), len(cards))

    def _restack(self, owner: int, top: Sequence[int] = (), bottom: Sequence[int] = ()) -> None:
        """Put cards already in ``owner``'s library on its top / bottom, each list
        top first (not a zone change: they stay the same objects)."""
        lib = self.zones[f"library:{owner}"]
        moved = set(top) | set(bottom)
        rest = [i for i in lib if i not in moved]
        lib[:] = list(reversed(list(bottom))) + rest + list(reversed(list(top)))

    def top_cards(self, owner: int, n: int) -> list[int]:
        """The top ``n`` cards of a library, top first."""
        lib = self.zones[f"library:{owner}"]
        return list(reversed(lib[-n:])) if n > 0 else []

    # ---- search (701.23) ------------------------------------------------------
    def search_library(self, player: int, owner: int | None = None,
                       matches: Callable[[int], bool] | None = None, count: int = 1, *,
                       must_find: bool = False, description: str = "a card") -> list[int]:
        """CR 701.23a: ``player`` looks at all the cards of ``owner``'s library and
        finds up to ``count`` that match.  701.23b: searching for cards with a stated
        quality, the player may find fewer (even none); 701.23d: searching simply
        for a quantity of cards (``must_find``), they find that many if they can.
        Returns the ids found (still in the library); the caller moves them and
        shuffles."""
        owner = player if owner is None else owner
        lib = self.library(owner)
        cands = [i for i in reversed(lib) if matches is None or matches(i)]
        low = min(count, len(cands)) if must_find else 0
        found = self._ask_cards(SEARCH, f"search for {description}", player, cands, low, count, "701.23a")
        self.perform(MarkerEvent(name="library_searched", data={"player": player, "owner": owner, "found": found},
                                 say=f"{self.name_of(player)} searches {self.name_of(owner)}'s library and finds "
                                     f"{len(found)} card(s)"))
        return found

    # ---- scry and surveil (701.22, 701.25) -----------------------------------------
    def scry(self, player: int, n: int) -> None:
        """CR 701.22a: look at the top ``n`` cards, put any number on the bottom in
        any order and the rest on top in any order (701.22b: scry 0 does nothing)."""
        looked = self.top_cards(player, n)
        if n <= 0 or not looked:
            return
        bottom = self._ask_cards(SCRY, f"scry {n}: choose the cards to put on the bottom", player, looked,
                                 0, len(looked), "701.22a")
        top = [i for i in looked if i not in bottom]
        top = self.order_cards(player, top, "top", "701.22a")
        bottom = self.order_cards(player, bottom, "bottom", "701.22a")
        self._restack(player, top, bottom)
        self.perform(MarkerEvent(name="scry", data={"player": player, "n": n},
                                 say=f"{self.name_of(player)} scries {n}: {len(top)} on top, {len(bottom)} on the bottom"))

    def surveil(self, player: int, n: int, cause: Any = None) -> None:
        """CR 701.25a: look at the top ``n`` cards, put any number into the graveyard
        and the rest on top in any order (701.25c: surveil 0 does nothing)."""
        looked = self.top_cards(player, n)
        if n <= 0:
            return
        # 701.25d: with no card to look at, it's still a surveil (abilities that trigger on it do)
        to_grave = self._ask_cards(SURVEIL, f"surveil {n}: choose the cards to put into the graveyard", player,
                                   looked, 0, len(looked), "701.25a") if looked else []
        top = self.order_cards(player, [i for i in looked if i not in to_grave], "top", "701.25a")
        self._restack(player, top)
        with self.simultaneously():   # put into the graveyard at once (one batch, 603.2c)
            for i in to_grave:
                self.move(i, "graveyard", reason="surveil", cause=cause)
        self.perform(MarkerEvent(name="surveil", data={"player": player, "n": n},
                                 say=f"{self.name_of(player)} surveils {n}: {len(top)} on top, "
                                     f"{len(to_grave)} into the graveyard"))
