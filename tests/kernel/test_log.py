"""Event log and determinism."""
from cardlang.kernel import Game
from kernel_helpers import BEARS, LAVA_AXE, main_phase_game


def _play(seed):
    g = Game(["Alice", "Bob"], seed=seed)
    a, b = g.pid("Alice"), g.pid("Bob")
    from cardlang.kernel import card
    for i in range(10):
        g.add_card(a, card(f"Card {i}", "{1}", "Artifact"), "library")
    g.add_card(b, card("Bob's Card", "{1}", "Artifact"), "library")   # Bob's draw step (504.1)
    g.shuffle(a)
    g.start()
    g.goto("main1", g.pid("Bob"))
    g.goto("main1", a)
    return g


def test_same_seed_same_log_and_state():
    g1, g2 = _play(7), _play(7)
    assert g1.log_text() == g2.log_text()
    assert [g1.chars(i).name for i in g1.hand(g1.pid("Alice"))] == [g2.chars(i).name for i in g2.hand(g2.pid("Alice"))]


def test_different_seed_shuffles_differently():
    libs = {tuple(g.chars(i).name for i in g.library(g.pid("Alice"))) for g in (_play(s) for s in range(5))}
    assert len(libs) > 1


def test_log_entries_are_structured():
    g, ch = main_phase_game()
    a, b = g.pid("Alice"), g.pid("Bob")
    axe = g.add_card(a, LAVA_AXE, "hand")
    g.add_mana(a, "RRRRR")
    g.cast_spell(a, axe, targets=[b])
    g.pass_all()
    d = [e for e in g.log if e.kind == "damage"][0].as_dict()
    assert d["text"] == "Lava Axe deals 5 damage to Bob"
    assert d["fields"]["amount"] == 5 and d["fields"]["recipient"] == b
    assert d["cause"] == d["fields"]["source"]
    assert d["turn"] == 1 and d["step"] == "main1"
    kinds = [e.kind for e in g.log]
    assert kinds.index("spend_mana") < kinds.index("spell_cast") < kinds.index("damage")
    assert any(e.text == "Alice casts Lava Axe" for e in g.log)
