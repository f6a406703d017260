"""Generate ``keyword_docs.py`` from the Comprehensive Rules (run once, commit the output).

    python -m cardlang.lsp.gen_keyword_docs /path/to/MagicCompRules.txt

The language server never reads the rules at run time: it imports the generated
module. Reminder texts (the printed parenthesized wording) are not in the rules;
they are kept by hand in ``REMINDERS`` below and copied into the output.
"""

from __future__ import annotations

import re
import sys
from pathlib import Path

#: printed reminder text of common keywords (Oracle wording)
REMINDERS = {
    "deathtouch": "Any amount of damage this deals to a creature is enough to destroy it.",
    "defender": "This creature can't attack.",
    "double strike": "This creature deals both first-strike and regular combat damage.",
    "enchant": "An Aura with enchant [quality] can be attached only to an object or player with that quality.",
    "equip": "[Cost]: Attach to target creature you control. Equip only as a sorcery.",
    "first strike": "This creature deals combat damage before creatures without first strike.",
    "flash": "You may cast this spell any time you could cast an instant.",
    "flying": "This creature can't be blocked except by creatures with flying or reach.",
    "haste": "This creature can attack and {T} as soon as it comes under your control.",
    "hexproof": "This can't be the target of spells or abilities your opponents control.",
    "indestructible": "Damage and effects that say \"destroy\" don't destroy this.",
    "intimidate": "This creature can't be blocked except by artifact creatures and/or creatures that share a color with it.",
    "landwalk": "This creature can't be blocked as long as defending player controls a land of the stated type.",
    "lifelink": "Damage dealt by this creature also causes you to gain that much life.",
    "menace": "This creature can't be blocked except by two or more creatures.",
    "protection": "This can't be blocked, targeted, dealt damage, enchanted, or equipped by anything with the stated quality.",
    "prowess": "Whenever you cast a noncreature spell, this creature gets +1/+1 until end of turn.",
    "reach": "This creature can block creatures with flying.",
    "shroud": "This can't be the target of spells or abilities.",
    "trample": "This creature can deal excess combat damage to the player or planeswalker it's attacking.",
    "vigilance": "Attacking doesn't cause this creature to tap.",
    "ward": "Whenever this permanent becomes the target of a spell or ability an opponent controls, counter it unless that player pays [cost].",
    "cycling": "[Cost], Discard this card: Draw a card.",
    "flashback": "You may cast this card from your graveyard for its flashback cost. Then exile it.",
    "kicker": "You may pay an additional [cost] as you cast this spell.",
    "convoke": "Your creatures can help cast this spell. Each creature you tap while casting this spell pays for {1} or one mana of that creature's color.",
    "cascade": "When you cast this spell, exile cards from the top of your library until you exile a nonland card that costs less. You may cast it without paying its mana cost. Put the exiled cards on the bottom in a random order.",
    "delve": "Each card you exile from your graveyard while casting this spell pays for {1}.",
    "persist": "When this creature dies, if it had no -1/-1 counters on it, return it to the battlefield under its owner's control with a -1/-1 counter on it.",
    "undying": "When this creature dies, if it had no +1/+1 counters on it, return it to the battlefield under its owner's control with a +1/+1 counter on it.",
    "wither": "This deals damage to creatures in the form of -1/-1 counters.",
    "infect": "This creature deals damage to creatures in the form of -1/-1 counters and to players in the form of poison counters.",
    "exalted": "Whenever a creature you control attacks alone, that creature gets +1/+1 until end of turn.",
    "unearth": "[Cost]: Return this card from your graveyard to the battlefield. It gains haste. Exile it at the beginning of the next end step or if it would leave the battlefield. Unearth only as a sorcery.",
    "storm": "When you cast this spell, copy it for each spell cast before it this turn. You may choose new targets for the copies.",
    "affinity": "This spell costs {1} less to cast for each [quality] you control.",
    "bushido": "Whenever this creature blocks or becomes blocked, it gets +N/+N until end of turn.",
    "annihilator": "Whenever this creature attacks, defending player sacrifices N permanents.",
    "rebound": "If you cast this spell from your hand, exile it as it resolves. At the beginning of your next upkeep, you may cast this card from exile without paying its mana cost.",
    "evolve": "Whenever a creature you control enters, if that creature has greater power or toughness than this creature, put a +1/+1 counter on this creature.",
    "extort": "Whenever you cast a spell, you may pay {W/B}. If you do, each opponent loses 1 life and you gain that much life.",
    "bestow": "If you cast this card for its bestow cost, it's an Aura spell with enchant creature. It becomes a creature again if it's not attached to a creature.",
    "dash": "You may cast this spell for its dash cost. If you do, it gains haste, and it's returned from the battlefield to its owner's hand at the beginning of the next end step.",
    "crew": "Tap any number of untapped creatures you control with total power N or greater: This Vehicle becomes an artifact creature until end of turn.",
    "embalm": "[Cost], Exile this card from your graveyard: Create a token that's a copy of it, except it's a white Zombie with no mana cost. Embalm only as a sorcery.",
    "escape": "You may cast this card from your graveyard for its escape cost.",
    "mutate": "If you cast this spell for its mutate cost, put it over or under target non-Human creature you own. They mutate into the creature on top plus all abilities from under it.",
    "disturb": "You may cast this card from your graveyard transformed for its disturb cost.",
    "daybound": "If a player casts no spells during their own turn, it becomes night next turn.",
    "nightbound": "If a player casts two or more spells during their own turn, it becomes day next turn.",
    "training": "Whenever this creature attacks with another creature with greater power, put a +1/+1 counter on this creature.",
    "toxic": "Players dealt combat damage by this creature also get N poison counters.",
    "backup": "When this creature enters, put N +1/+1 counters on target creature. If that's another creature, it gains the following abilities until end of turn.",
    "offspring": "You may pay an additional [cost] as you cast this spell. If you do, when this creature enters, create a 1/1 token copy of it.",
    "changeling": "This card is every creature type.",
    "devoid": "This card has no color.",
    "fear": "This creature can't be blocked except by artifact creatures and/or black creatures.",
    "shadow": "This creature can block or be blocked by only creatures with shadow.",
    "horsemanship": "This creature can't be blocked except by creatures with horsemanship.",
    "skulk": "This creature can't be blocked by creatures with greater power.",
    "afflict": "Whenever this creature becomes blocked, defending player loses N life.",
    "riot": "This creature enters with your choice of a +1/+1 counter or haste.",
    "mentor": "Whenever this creature attacks, put a +1/+1 counter on target attacking creature with lesser power.",
    "ninjutsu": "[Cost], Return an unblocked attacker you control to hand: Put this card onto the battlefield from your hand tapped and attacking.",
    "madness": "If you discard this card, discard it into exile. When you do, cast it for its madness cost or put it into your graveyard.",
    "morph": "You may cast this card face down as a 2/2 creature for {3}. Turn it face up any time for its morph cost.",
    "suspend": "Rather than cast this card from your hand, you may pay [cost] and exile it with N time counters on it. At the beginning of your upkeep, remove a time counter. When the last is removed, you may cast it without paying its mana cost.",
    "vanishing": "This permanent enters with N time counters on it. At the beginning of your upkeep, remove a time counter from it. When the last is removed, sacrifice it.",
    "echo": "At the beginning of your upkeep, if this came under your control since the beginning of your last upkeep, sacrifice it unless you pay its echo cost.",
    "buyback": "You may pay an additional [cost] as you cast this spell. If you do, put this card into your hand as it resolves.",
    "cumulative upkeep": "At the beginning of your upkeep, put an age counter on this permanent, then sacrifice it unless you pay its upkeep cost for each age counter on it.",
    "flanking": "Whenever a creature without flanking blocks this creature, the blocking creature gets -1/-1 until end of turn.",
    "phasing": "This phases in or out before you untap during each of your untap steps. While it's phased out, it's treated as though it doesn't exist.",
    "split second": "As long as this spell is on the stack, players can't cast spells or activate abilities that aren't mana abilities.",
    "scry": "Look at the top N cards of your library, then put any number of them on the bottom and the rest on top in any order.",
    "surveil": "Look at the top N cards of your library. You may put any number of them into your graveyard and the rest on top of your library in any order.",
    "mill": "Put the top N cards of your library into your graveyard.",
    "incubate": "Create an Incubator token with N +1/+1 counters on it and \"{2}: Transform this token.\" It transforms into a 0/0 Phyrexian artifact creature.",
    "investigate": "Create a Clue token. It's an artifact with \"{2}, Sacrifice this token: Draw a card.\"",
    "proliferate": "Choose any number of permanents and/or players, then give each another counter of each kind already there.",
    "explore": "Reveal the top card of your library. Put that card into your hand if it's a land. Otherwise, put a +1/+1 counter on this creature, then put the card back or put it into your graveyard.",
    "amass": "Put N +1/+1 counters on an Army you control. If you don't control one, create a 0/0 Army creature token first.",
    "connive": "Draw a card, then discard a card. If you discarded a nonland card, put a +1/+1 counter on this creature.",
    "venture into the dungeon": "Enter the first room or advance to the next room.",
    "manifest": "Put the top card of your library onto the battlefield face down as a 2/2 creature. Turn it face up any time for its mana cost if it's a creature card.",
    "fight": "Each deals damage equal to its power to the other.",
    "goad": "Until your next turn, that creature attacks each combat if able and attacks a player other than you if able.",
}

_TITLE = re.compile(r"^(70[12])\.(\d+)\. (.+)$")
_SUB = re.compile(r"^(70[12])\.(\d+)([a-z]) (.+)$")
_MEANS = re.compile(r"“([^”]*)” means “([^”]*)”")


def generate(rules_text: str) -> str:
    lines = rules_text.replace("\r\n", "\n").replace("\r", "\n").split("\n")
    entries: dict[str, dict] = {}
    current = None
    for line in lines:
        m = _TITLE.match(line)
        if m:
            section, number, title = m.groups()
            if "glossary" in title.lower() or len(title) > 40:
                current = None
                continue
            current = {"name": title, "rule": f"{section}.{number}", "kind": "keyword ability" if section == "702"
                       else "keyword action", "rules": [], "means": None}
            entries.setdefault(title.lower(), current)
            continue
        m = _SUB.match(line)
        if m and current is not None and f"{m.group(1)}.{m.group(2)}" == current["rule"]:
            text = m.group(4).strip()
            if len(current["rules"]) < 2 and sum(len(r) for r in current["rules"]) < 300:
                current["rules"].append((f"{current['rule']}{m.group(3)}", text[:500]))
            if current["means"] is None:
                mm = _MEANS.search(text)
                if mm:
                    current["means"] = f"“{mm.group(1)}” means “{mm.group(2)}”"
        elif line.startswith("703.") or line.startswith("Glossary"):
            current = None
    out = ['"""Keyword abilities (CR 702) and keyword actions (CR 701): rule numbers, the rules\' own',
           "words, and printed reminder text. Generated by ``gen_keyword_docs.py`` from the",
           'Comprehensive Rules; do not edit (edit REMINDERS in the generator)."""', "",
           "KEYWORD_DOCS: dict[str, dict] = {"]
    for key in sorted(entries):
        e = entries[key]
        item = {"name": e["name"], "rule": e["rule"], "kind": e["kind"], "rules": e["rules"], "means": e["means"],
                "reminder": REMINDERS.get(key)}
        out.append(f"    {key!r}: {item!r},")
    out.append("}")
    return "\n".join(out) + "\n"


def main(argv: list[str]) -> int:
    source = Path(argv[1] if len(argv) > 1 else "../shared/rules/MagicCompRules.txt")
    target = Path(__file__).with_name("keyword_docs.py")
    target.write_text(generate(source.read_text(encoding="utf-8-sig")), encoding="utf-8")
    print(f"wrote {target}")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
