"""G6: lines of special card layouts (grammar/rules/91_layouts.lark), on real Oracle wording.
Each test checks the typed nodes and the round trip (``one`` demands print(parse(t)) == t;
``again`` demands parse(print(ast)) == ast)."""

import json

from cardlang.syntax import ast as A
from cardlang.syntax import parse_ability, to_text
from cardlang.syntax.cardfile import read_card_text, read_json_record
from cardlang.syntax.parser import fast_card_parser
from syntax_helpers import first, one


def again(node, names=("~",)):
    """parse(print(ast)) == ast (meaning, not wording)."""
    back, diags = parse_ability(to_text(node), names)
    assert back == node, [d.format() for d in diags]
    return node


def token_types(text):
    return [t.type for t in fast_card_parser().lexer.lex(text)]


# -- leveler (CR 711) -------------------------------------------------------------
def test_level_band_range():
    # CR 711.2a: "LEVEL N1-N2" — at least N1 and at most N2 level counters
    band = again(one("LEVEL 1-3")).body
    assert isinstance(band, A.LevelBand)
    assert (band.levels.low, band.levels.high) == (1, 3)


def test_level_band_open_ended():
    # CR 711.2b: "LEVEL N3+" — N3 or more level counters
    band = again(one("LEVEL 12+")).body
    assert isinstance(band, A.LevelBand)
    assert (band.levels.low, band.levels.high) == (12, None)


def test_level_band_power_toughness_line():
    # CR 711.2a: the band's power/toughness box is its own line in Oracle text
    pt = again(one("0/6")).body
    assert isinstance(pt, A.LevelPowerToughness)
    assert (pt.pt.power, pt.pt.toughness) == ("0", "6")


def test_leveler_card_record_parses_every_line():
    record = {"name": "Beastbreaker of Bala Ged", "mana_cost": "{1}{G}", "type_line": "Creature — Human Warrior",
              "oracle_text": "Level up {2}{G} ({2}{G}: Put a level counter on this. Level up only as a sorcery.)\n"
                             "LEVEL 1-3\n4/4\nLEVEL 4+\n6/6\nTrample",
              "power": "2", "toughness": "2", "layout": "leveler"}
    pc = read_json_record(record)
    assert pc.ok, [d.format() for d in pc.diagnostics]
    kinds = [type(a.body).__name__ for a in pc.card.faces[0].abilities]
    assert kinds == ["KeywordLine", "LevelBand", "LevelPowerToughness", "LevelBand", "LevelPowerToughness",
                     "KeywordLine"]
    level_up = pc.card.faces[0].abilities[0].body.items[0]
    assert isinstance(level_up, A.CostKeyword) and level_up.name.name == "level up"


def test_level_counter_is_still_a_counter_word():
    # "level" before a number is the class/level-symbol word; "a level counter" is a counter (CR 122)
    assert "COUNTER_WORD" in token_types("Put a level counter on target creature.")
    assert "LEVEL_WORD" in token_types("{W}: Level 2")


# -- class (CR 716) ---------------------------------------------------------------
def test_class_level_bar():
    # CR 716.2a: "[Cost]: Level N"
    bar = again(one("{4}{R}: Level 3")).body
    assert isinstance(bar, A.ClassLevelBar)
    assert bar.level.value == 3
    assert [s.symbol for s in first(bar.costs, A.ManaCost).symbols] == ["4", "R"]


def test_class_becomes_level_trigger():
    node = again(one("When this Class becomes level 2, draw two cards."))
    trig = node.body
    event = first(trig, A.BecomesLevel)
    assert event.level.value == 2
    assert first(trig, A.Draw) is not None


# -- case (CR 719) ----------------------------------------------------------------
def test_case_to_solve_and_solved():
    to_solve = again(one("To solve — There are fifteen or more cards in your graveyard. "
                         "(If unsolved, solve at the beginning of your end step.)"))
    assert isinstance(to_solve.body, A.ToSolve)
    assert to_solve.reminder is not None
    solved = again(one("Solved — Whenever you cast a nonlegendary creature spell, copy that spell. "
                       "(The copy becomes a token.)"))
    assert isinstance(solved.body, A.SolvedAbility)
    assert isinstance(solved.body.body, A.TriggeredAbility)


# -- spree (CR 702.172) -----------------------------------------------------------
SPREE = ("Spree (Choose one or more additional costs.)\n"
         "+ {2} — Explosive Derailment deals 4 damage to target creature.\n"
         "+ {2} — Destroy target artifact.")


def test_spree_modes_with_costs():
    node = again(one(SPREE, "Explosive Derailment"), ("Explosive Derailment",))
    assert isinstance(node, A.SpreeAbility)
    assert node.body.items[0].name.name == "spree"
    assert len(node.modes) == 2
    assert all(isinstance(m, A.CostMode) for m in node.modes)
    assert [s.symbol for s in node.modes[1].cost.symbols] == ["2"]
    assert isinstance(first(node.modes[0], A.DealDamage), A.DealDamage)
    assert isinstance(first(node.modes[1], A.Destroy), A.Destroy)


def test_spree_card_groups_mode_lines():
    # the "+" lines belong to the spree ability as bullets belong to "Choose one —"
    cards = read_card_text("Explosive Derailment {R}\nInstant\n" + SPREE)
    assert cards[0].ok, [d.format() for d in cards[0].diagnostics]
    abilities = cards[0].card.faces[0].abilities
    assert len(abilities) == 1 and isinstance(abilities[0], A.SpreeAbility)


# -- prototype (CR 702.160), mutate (702.140) --------------------------------------
def test_prototype_cost_and_size():
    line = ("Prototype {1}{U}{U} — 2/1 (You may cast this spell with different mana cost, color, and size. "
            "It keeps its abilities and types.)")
    kw = again(one(line)).body.items[0]
    assert isinstance(kw, A.KeywordCostPt)
    assert kw.name.name == "prototype"
    assert [s.symbol for s in kw.cost.symbols] == ["1", "U", "U"]
    assert (kw.pt.power, kw.pt.toughness) == ("2", "1")


def test_mutate_is_a_keyword_with_a_cost():
    # "mutate" is a keyword ability (CR 702.140a: "Mutate [cost]"), not a literal
    line = ("Mutate {2}{U/B}{G}{G} (If you cast this spell for its mutate cost, put it over or under target "
            "non-Human creature you own. They mutate into the creature on top plus all abilities from under it.)")
    kw = again(one(line)).body.items[0]
    assert isinstance(kw, A.CostKeyword) and kw.name.name == "mutate"
    assert [s.symbol for s in kw.cost.symbols] == ["2", "U/B", "G", "G"]
    trig = again(one("Whenever this creature mutates, draw a card.")).body
    assert isinstance(first(trig, A.MutatesEvent), A.MutatesEvent)


def test_exploit_is_a_keyword():
    # CR 702.110a: "Exploit" (a keyword line); "exploits a creature" is its trigger event
    kw = again(one("Exploit (When this creature enters, you may sacrifice a creature.)")).body.items[0]
    assert isinstance(kw, A.SimpleKeyword) and kw.name.name == "exploit"
    trig = again(one("When this creature exploits a creature, draw a card.")).body
    assert isinstance(first(trig, A.ExploitsEvent), A.ExploitsEvent)


# -- flip (CR 710) -----------------------------------------------------------------
def test_flip_it_and_flip_by_name():
    node = again(one("Whenever Akki Lavarunner deals damage to an opponent, flip it.", "Akki Lavarunner"),
                 ("Akki Lavarunner",))
    assert isinstance(first(node, A.FlipEffect).what, A.It)
    node = again(one("{2}{U}, {T}: Draw a card. If you have nine or more cards in hand, flip Jushi Apprentice.",
                     "Jushi Apprentice"), ("Jushi Apprentice",))
    assert isinstance(first(node, A.FlipEffect).what, A.SelfByName)


# -- planechase (CR 311.7, 312.5, 701.31) -------------------------------------------
def test_chaos_trigger():
    node = again(one("Whenever you roll {CHAOS}, draw a card."))
    event = first(node, A.Event)
    assert isinstance(event.subject, A.You)
    assert isinstance(first(node, A.RollsChaos), A.RollsChaos)


def test_chaos_symbol_is_not_a_mana_symbol():
    assert "CHAOS_SYMBOL" in token_types("Whenever you roll {CHAOS}, draw a card.")
    assert "MANA_SYMBOL" not in token_types("Whenever you roll {CHAOS}, draw a card.")


def test_planeswalk_and_encounter_triggers():
    node = again(one("When you planeswalk to Panopticon, draw a card.", "Panopticon"), ("Panopticon",))
    assert isinstance(first(node, A.PlaneswalksTo).plane, A.SelfByName)
    node = again(one("When you planeswalk away from Sanctum of Serra, destroy all nonland permanents.",
                     "Sanctum of Serra"), ("Sanctum of Serra",))
    assert isinstance(first(node, A.PlaneswalksAwayFrom).plane, A.SelfByName)
    node = again(one("When you encounter Planewide Disaster, destroy all creatures. "
                     "(Then planeswalk away from this phenomenon.)", "Planewide Disaster"), ("Planewide Disaster",))
    assert isinstance(first(node, A.Encounters).phenomenon, A.SelfByName)


# -- keyword lines and actions -------------------------------------------------------
def test_monstrosity_is_a_keyword_action():
    # CR 701.37a: "Monstrosity N" — an effect of an activated ability
    node = again(one("{6}{U}: Monstrosity 4. (If this creature isn't monstrous, put four +1/+1 counters on it "
                     "and it becomes monstrous.)"))
    assert first(node, A.Monstrosity).amount.number.value == 4
    node = again(one("{X}{X}{G}: Monstrosity X. (If this creature isn't monstrous, put X +1/+1 counters on it "
                     "and it becomes monstrous.)"))
    assert isinstance(first(node, A.Monstrosity).amount, A.X)  # the variable X (CR 107.3)


def test_keywords_newer_than_the_cr_edition():
    kw = again(one("Sneak {1}{W} (You may cast this spell for {1}{W} if you also return an unblocked attacker "
                   "you control to hand during the declare blockers step.)")).body.items[0]
    assert isinstance(kw, A.CostKeyword) and kw.name.name == "sneak"
    named = again(one("Power-up — {5}{U}: Put three +1/+1 counters on this creature. (Activate each power-up "
                      "ability only once. Reduce the cost by its mana cost if it entered this turn.)")).body
    assert isinstance(named, A.KeywordNamedAbility) and named.name.name == "power-up"
    assert isinstance(named.body, A.ActivatedAbility)


def test_counters_on_condition():
    node = again(one("At the beginning of the end step, if there are two or more ki counters on Hired Muscle, "
                     "you may flip it.", "Hired Muscle"), ("Hired Muscle",))
    cond = first(node, A.CountersOnCondition)
    assert cond.amount.number.value == 2
    assert first(cond.kind, A.CounterName).name == "ki"
    assert isinstance(cond.on, A.SelfByName)
    assert isinstance(first(node, A.FlipEffect).what, A.It)


def test_times_mutated_quantity():
    node = again(one("{T}: This creature deals X damage to any target, where X is the number of times this "
                     "creature has mutated."))
    assert isinstance(first(node, A.TimesMutated).creature, A.SelfThis)


def test_until_a_player_planeswalks():
    node = again(one("Whenever you roll {CHAOS}, target player can't cast spells until a player planeswalks."))
    assert isinstance(first(node, A.UntilPlaneswalks).player, A.Quantified)


# -- scheme (CR 701.33) and prepare layouts ---------------------------------------------
def test_abandon_this_scheme():
    node = again(one("At the beginning of your opponents' end step, they may sacrifice two creatures. "
                     "If they do, abandon this scheme."))
    scheme = first(node, A.AbandonScheme).scheme
    assert isinstance(scheme, A.SelfThis) and scheme.noun.name == "scheme"


def test_becomes_prepared():
    node = again(one("Whenever this creature attacks, it becomes prepared. (While it's prepared, you may cast a "
                     "copy of its spell. Doing so unprepares it.)"))
    becomes = first(node, A.Becomes)
    assert isinstance(becomes.what, A.PreparedDesignation)
    assert isinstance(first(node, A.ObjectGets).subject, A.It)
