"""Bestow (702.103): cast bestowed, an Aura enchantment with enchant creature that
resolves attached (702.103b); it ceases to be bestowed and is a creature if its
target is illegal as it resolves (702.103e) or it becomes unattached (702.103f);
played through real card text."""
from __future__ import annotations

from interp_helpers import run_script

CARDS = """card:
Boon Satyr {1}{G}{G}
Enchantment Creature — Satyr
Flash
Bestow {3}{G}{G} (If you cast this card for its bestow cost, it's an Aura spell with enchant creature. It becomes a creature again if it's not attached.)
Enchanted creature gets +4/+2.
4/2
end
"""


def run(tmp_path, text):
    return run_script(tmp_path, CARDS + text)


def test_702_103b_cast_bestowed_an_aura_attached_to_its_target(tmp_path):
    code, r, out = run(tmp_path, """players Alice 20, Bob 20
Alice hand: Boon Satyr
Alice battlefield: Grizzly Bears
turn Alice precombat main
Alice pool: {G}{G}{C}{C}{C}
Alice casts Boon Satyr using bestow targeting Grizzly Bears
expect Boon Satyr types: Enchantment — Aura
resolve
expect Grizzly Bears power 6
expect Grizzly Bears toughness 4
expect Boon Satyr types: Enchantment — Aura
expect Alice pool: empty
""")
    assert code == 0, out
    g = r.game
    satyr = next(i for i in g.battlefield() if g.name_of(i) == "Boon Satyr")
    assert not g.chars(satyr).is_creature


def test_702_103f_unattached_it_ceases_to_be_bestowed_and_stays(tmp_path):
    # an exception to 704.5m: it doesn't go to the graveyard, it's a creature again
    code, r, out = run(tmp_path, """players Alice 20, Bob 20
Alice hand: Boon Satyr
Alice battlefield: Grizzly Bears
Bob hand: Murder
turn Alice precombat main
Alice pool: {G}{G}{C}{C}{C}
Alice casts Boon Satyr using bestow targeting Grizzly Bears
resolve
Alice passes
Bob pool: {B}{B}{C}
Bob casts Murder targeting Grizzly Bears
resolve
expect Alice graveyard: Grizzly Bears
expect Alice battlefield: Boon Satyr
expect Boon Satyr types: Enchantment Creature — Satyr
expect Boon Satyr power 4
expect Boon Satyr toughness 2
""")
    assert code == 0, out


def test_702_103e_illegal_target_resolves_as_a_creature_spell(tmp_path):
    code, r, out = run(tmp_path, """players Alice 20, Bob 20
Alice hand: Boon Satyr
Alice battlefield: Grizzly Bears
Bob hand: Lightning Bolt
turn Alice precombat main
Alice pool: {G}{G}{C}{C}{C}
Alice casts Boon Satyr using bestow targeting Grizzly Bears
Alice passes
Bob pool: {R}
Bob casts Lightning Bolt targeting Grizzly Bears
resolve
expect Alice graveyard: Grizzly Bears
resolve
expect Alice battlefield: Boon Satyr
expect Boon Satyr types: Enchantment Creature — Satyr
expect Boon Satyr power 4
""")
    assert code == 0, out


def test_702_103a_cast_normally_a_creature(tmp_path):
    code, r, out = run(tmp_path, """players Alice 20, Bob 20
Alice hand: Boon Satyr
Alice battlefield: Grizzly Bears
turn Alice precombat main
Alice pool: {G}{G}{C}
Alice casts Boon Satyr
resolve
expect Boon Satyr types: Enchantment Creature — Satyr
expect Grizzly Bears power 2
""")
    assert code == 0, out
