"""Characteristic-changing effects (CR 613.1d-f, 205.1b), choices made as an object
enters or on resolution (CR 614.12, 607.2), emblems (CR 114), detain (CR 701.35) and
bans on activated abilities (CR 602.5). Grammar: grammar/rules/85_becomes.lark."""

from __future__ import annotations

from .base import Node, node


@node
class Becomes(Node):
    """The predicate "becomes <what>": a continuous effect that sets characteristics."""
    what: Node


@node
class Characteristics(Node):
    """"a 3/3 red and green Dragon artifact creature with flying": power/toughness
    (PowerToughness), colors (Color, ColorsAnd), types (TypeName) in printed order;
    abilities it gains; "that's still a land"; "in addition to its other types"."""
    items: tuple
    with_: Node | None
    still: Node | None
    in_addition: Node | None


@node
class ColorsAnd(Node):
    """"red and green" inside a characteristics list."""
    first: Node
    second: Node


@node
class WithKeywords(Node):
    """"with flying and haste" (abilities the object gains, CR 613.1f)."""
    keywords: Node


@node
class WithBasePt(Node):
    """"with base power and toughness 4/4" (CR 613.4b)."""
    pt: Node


@node
class StillType(Node):
    """"that's still a land": the object keeps these types (CR 205.1b)."""
    types: Node


@node
class InAddition(Node):
    """"in addition to its other types" / "colors" (CR 205.1b)."""
    other: Node


@node
class OtherTypes(Node):
    pass


@node
class OtherColors(Node):
    pass


@node
class OtherCardTypes(Node):
    """"its other land types" / "its other creature types" (subtypes only)."""
    card_type: Node


@node
class BecomesChosen(Node):
    """"becomes the color of your choice", "the basic land type of your choice"."""
    kind: Node


@node
class ChosenColorKind(Node):
    pass


@node
class ChosenTypeKind(Node):
    """"creature type", "basic land type": the family of subtypes to choose from."""
    supertype: Node | None
    card_type: Node


@node
class BecomesCopy(Node):
    """"becomes a copy of <ref>" (CR 707.2)."""
    of: Node


@node
class BecomesMonarch(Node):
    """"you become the monarch" (CR 724)."""


@node
class StillA(Node):
    """"It's still a land." / "They're still lands." (CR 205.1b)."""
    types: Node


@node
class ChooseColor(Node):
    """"choose a color [other than white]" (CR 105.4)."""
    exclusion: Node | None


@node
class ColorExclusion(Node):
    color: Node


@node
class ChooseType(Node):
    """"choose a creature type", "choose a basic land type": ``what`` names the type family."""
    what: Node


@node
class ChooseCardName(Node):
    """"choose a card name", "choose a nonland card name" (CR 201.3)."""
    what: Node


@node
class Detain(Node):
    """CR 701.35: until the detainer's next turn the permanent can't attack or block and
    its activated abilities can't be activated."""
    what: Node


@node
class GetEmblem(Node):
    """CR 114: "You get an emblem with "..."" (the quoted ability ends the sentence)."""
    who: Node
    noun: Node
    ability: Node


@node
class ActivatedAbilitiesOf(Node):
    """"activated abilities of artifacts you control" (CR 602.5); ``noun`` is "abilities"."""
    noun: Node
    of: Node


@node
class ItsActivatedAbilities(Node):
    """"its activated abilities"."""
    noun: Node


@node
class CantBeActivated(Node):
    """"can't be activated [unless they're mana abilities]" (CR 602.5, 605.1a)."""
    unless: Node | None


@node
class UnlessManaAbilities(Node):
    """"unless they're mana abilities" (CR 605.1a)."""
    noun: Node


@node
class EntersPrepared(Node):
    """"This creature enters prepared." (prepare cards)."""
    subject: Node






@node
class IsCharacteristics(Node):
    """The predicate "is <characteristics>": "Enchanted land is a Swamp.", "~ is colorless."
    (CR 613.1d-e: type- and color-setting effects)."""
    what: Node


@node
class IsChosenType(Node):
    """"is the chosen type [in addition to its other types]"."""
    in_addition: Node | None


@node
class IsChosenColor(Node):
    """"is the chosen color"."""


@node
class IsEveryType(Node):
    """"is every creature type" (CR 205.3m, changeling)."""
    card_type: Node


@node
class ItIsCharacteristics(Node):
    """"It's a creature in addition to its other types." (the subject is "it")."""
    what: Node


@node
class ChooseNumber(Node):
    """"choose a number" (CR 107.1)."""
