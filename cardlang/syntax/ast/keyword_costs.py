"""Keyword actions as costs and effects: behold (CR 701.4), waterbend (CR 701.67); and
pawprint modes (CR 700.2i). Grammar: grammar/rules/99_keyword_costs.lark."""

from __future__ import annotations


from .base import Node, node


@node
class Pawprint(Node):
    """The pawprint symbol {P} (CR 700.2i): one unit of a mode's worth."""

    def text(self) -> str:
        return "{P}"


@node
class WaterbendCost(Node):
    """"Waterbend {3}" (CR 701.67a): pay the cost; for each generic mana in it, you may tap
    an untapped artifact or creature you control rather than pay that mana."""
    cost: Node


@node
class BeholdCost(Node):
    """"behold a Kithkin" (CR 701.4a): reveal a Kithkin card from your hand or choose a
    Kithkin permanent you control."""
    what: Node


@node
class AdditionalCostAnd(Node):
    """"As an additional cost to cast this spell, behold a Kithkin and exile it." (CR 601.2f,
    118.8): two additional costs, both paid."""
    spell: Node
    first: Node
    second: Node


@node
class Waterbend(Node):
    """"unless you waterbend {2}" (CR 701.67a) as an effect a player performs."""
    player: Node | None
    cost: Node


@node
class Behold(Node):
    """"you may behold a Dragon" (CR 701.4a) as an effect; "if you do" asks whether it was
    beheld (701.4b)."""
    player: Node | None
    what: Node


@node
class PawprintModal(Node):
    """"Choose up to five {P} worth of modes." (CR 700.2i): any modes whose pawprints total
    at most ``budget``."""
    budget: Node
    unit: Node
    rider: Node | None
    modes: tuple


@node
class PawprintMode(Node):
    """One pawprint mode: "{P}{P} — Draw a card." (its worth is the number of pawprints)."""
    pawprints: tuple
    effects: Node

    @property
    def worth(self) -> int:
        return len(self.pawprints)


@node
class SameModeAllowed(Node):
    """"You may choose the same mode more than once." (CR 700.2d)."""
    pass


@node
class BlightCost(Node):
    """"Blight 2" as a cost (CR 701.68a: put two -1/-1 counters on a creature you control;
    701.68b: impossible without a creature to put them on)."""
    amount: Node


@node
class Blight(Node):
    """"you may blight 1", "each opponent blights 1" (CR 701.68a) as an effect."""
    player: Node | None
    amount: Node


@node
class ExertCost(Node):
    """"Exert this creature" as a cost (CR 701.43a: it won't untap during your next untap step)."""
    what: Node


@node
class UnattachCost(Node):
    """"Unattach Leonin Bola" as a cost (CR 701.3d: move the Equipment off the creature)."""
    what: Node


@node
class BlightCounterKind(Node):
    """The "blight" counter kind ("put a blight counter on it", CR 122)."""


@node
class AdditionalCostPaid(Node):
    """"this spell's additional cost was paid" (CR 601.2b: the optional additional cost was
    chosen and paid as the spell was cast)."""
    spell: Node


@node
class EnergyAmount(Node):
    """"eight {E}", "that many {E}" (CR 107.14: that many energy counters)."""
    amount: Node
    symbol: Node


@node
class ForageCost(Node):
    """"Forage" as a cost (CR 701.61a: exile three cards from your graveyard or sacrifice a Food)."""


@node
class Forage(Node):
    """"you may forage" (CR 701.61a) as an effect."""
    player: Node | None


@node
class ForagesEvent(Node):
    """"Whenever you forage" (CR 701.61a: the player foraged)."""


@node
class MillCost(Node):
    """"Mill a card" as a cost (CR 701.17a: put the top card of your library into your graveyard;
    701.17b: impossible with too few cards)."""
    cards: Node
