""""Exile two target creatures you control, then return those cards to the battlefield" (CR
608.2c, 400.7j: "those cards" are the cards the exiled permanents became, which later parts of
the same effect can find, a delayed part too, 603.7) and "Create two ... tokens. ... those
creatures gain deathtouch" (the tokens just created). Before, these could not run ("'those'
naming cards or players", "'those' with no group named before")."""
from __future__ import annotations

from interp_helpers import run_script

CARDS = """card:
Displace {2}{U}
Instant
Exile up to two target creatures you control, then return those cards to the battlefield under their owner's control.
end
card:
Ghostway {2}{W}
Instant
Exile each creature you control. Return those cards to the battlefield under their owner's control at the beginning of the next end step.
end
card:
Gilt-Leaf Ambush {2}{G}
Kindred Instant — Elf
Create two 1/1 green Elf Warrior creature tokens. Clash with an opponent. If you win, those creatures gain deathtouch until end of turn.
end
"""


def run(tmp_path, text):
    return run_script(tmp_path, CARDS + text)


def test_400_7_the_returned_cards_are_new_objects(tmp_path):
    # exiled and returned: new objects, untapped and without counters (400.7)
    code, r, out = run(tmp_path, """Alice hand: Displace
Alice battlefield: Grizzly Bears tapped with 2 +1/+1 counters, Craw Wurm tapped
turn Alice precombat main
Alice pool: {C}{C}{U}
Alice casts Displace targeting Grizzly Bears, Craw Wurm
all pass
expect Alice battlefield: Grizzly Bears, Craw Wurm
expect Grizzly Bears untapped
expect Craw Wurm untapped
expect Grizzly Bears power 2
""")
    assert code == 0, out


def test_608_2c_only_the_exiled_cards_return(tmp_path):
    # one target: the other creature stays as it was
    code, r, out = run(tmp_path, """Alice hand: Displace
Alice battlefield: Grizzly Bears tapped, Craw Wurm tapped
turn Alice precombat main
Alice pool: {C}{C}{U}
Alice casts Displace targeting Grizzly Bears
all pass
expect Grizzly Bears untapped
expect Craw Wurm tapped
""")
    assert code == 0, out


def test_603_7_those_cards_return_at_the_next_end_step(tmp_path):
    code, r, out = run(tmp_path, """Alice hand: Ghostway
Alice battlefield: Grizzly Bears, Craw Wurm
Bob battlefield: Grizzly Bears
turn Alice precombat main
Alice pool: {C}{C}{W}
Alice casts Ghostway
all pass
expect Alice exile: Grizzly Bears, Craw Wurm
expect Bob battlefield: Grizzly Bears
advance to Alice's end
all pass
expect Alice battlefield: Grizzly Bears, Craw Wurm
""")
    assert code == 0, out


def test_608_2c_those_creatures_are_the_tokens_just_created(tmp_path):
    code, r, out = run(tmp_path, """Alice hand: Gilt-Leaf Ambush
Alice battlefield: Grizzly Bears
Alice library: Craw Wurm, Island
Bob library: Forest, Island
turn Alice precombat main
Alice pool: {C}{C}{G}
Alice casts Gilt-Leaf Ambush
all pass
  Alice chooses may: no
  Bob chooses may: no
expect Alice battlefield: Grizzly Bears, Elf Warrior Token, Elf Warrior Token
""")
    assert code == 0, out
    g = r.game
    on_battlefield = [o.id for o in g.objects.values() if o.zone == "battlefield"]
    tokens = [i for i in on_battlefield if g.name_of(i) == "Elf Warrior Token"]
    assert len(tokens) == 2 and all(g.chars(t).has_keyword("deathtouch") for t in tokens)
    # Alice won the clash (6 against 0, 701.30d): only the tokens gain deathtouch
    bears = [i for i in on_battlefield if g.name_of(i) == "Grizzly Bears"]
    assert not g.chars(bears[0]).has_keyword("deathtouch")
