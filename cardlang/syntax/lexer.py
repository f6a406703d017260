"""The word lexer: card text → grammar tokens.

Oracle text is English with a closed vocabulary. Rather than one big regular
expression per terminal, the lexer splits text into words and symbols and
classifies each word once:

1. the card's own name (and face names) → ``SELF_NAME`` (CR 201.5: a card's name in its
   own text means that object); ``~`` too;
2. multi-word vocabulary (``first strike``, ``end step``, ability words before a dash);
3. a word that is a quoted literal in the grammar → that keyword (case-insensitive);
4. a word of a closed class (card types, subtypes, colors, zones, ...) → its class;
5. anything else: a capitalized word → ``NAME_WORD``; otherwise ``UNKNOWN``, which no
   rule accepts, so the parser reports it with its position.

The self names are set per parse through :data:`SELF_NAMES` (a context variable),
so the compiled grammar never changes from card to card.
"""

from __future__ import annotations

import contextvars
import itertools
import re
from typing import Callable, Collection, Iterator, NamedTuple

from lark import Token
from lark.lexer import Lexer

from .regex_starts import group_starts, is_one_character

from .vocabulary import (
    COUNTER_WORDS,
    ABILITY_WORDS_BY_FIRST,
    ABILITY_WORDS_LOWER,
    MULTIWORD_BY_FIRST,
    CARD_TYPE_WORDS,
    COLOR_WORDS,
    KEYWORD_NAMED_COUNTERS,
    KEYWORD_PHRASES,
    MULTIWORD,
    NUMBER_WORDS,
    OBJECT_KIND_WORDS,
    ORDINAL_WORDS,
    STEP_PHRASES,
    SUBTYPE_WORDS,
    SUPERTYPE_WORDS,
    ZONE_WORDS,
)

ABILITY_WORDS_LOWER_SET = frozenset(ABILITY_WORDS_LOWER)
#: the first words of the grammar's own lines with a dash: "Choose one —" (CR 700.2),
#: "To solve —" and "Solved —" (CR 719.3); never an ability word or flavor word
_DASH_LEADS = frozenset({"choose", "to", "solved", "summon"})  # "Summon — Dragon": an old type line (CR glossary)
#: the classes of a type line's words before its dash
_TYPE_LINE_WORDS = frozenset({"SUB_TYPE", "CARD_TYPE", "SUPER_TYPE", "OBJECT_KIND"})
#: word classes whose line with a dash is the grammar's: keyword abilities (CR 702), chapter
#: numerals (714.2), and the first words of a type line (205.1: "Enchantment — Aura",
#: "Legendary Creature — Elf", "Token Artifact — Treasure")
_NOT_LABELS = frozenset({"KEYWORD_ABILITY", "CHAPTER_NUM", "CARD_TYPE", "SUPER_TYPE", "OBJECT_KIND"})
#: of those, the classes whose word begins a flavor word when other words follow it before the dash
#: ("Fear Ray —", "I LOVE Squirrels! —": CR 207.2d)
_WORDS_LEAD_LABEL = frozenset({"KEYWORD_ABILITY", "CHAPTER_NUM"})

#: The names that mean "this object" in the text being parsed (longest first).
SELF_NAMES: contextvars.ContextVar[tuple[str, ...]] = contextvars.ContextVar("SELF_NAMES", default=())

#: a word: letters, inner hyphens and apostrophes ("non-Human", "opponent's", "owners'"); a letter
#: is a Latin letter, accented ones too ("Sevā", "Dûl": Latin-1 and Latin Extended-A, not × ÷)
_LETTER = "A-Za-zÀ-ÖØ-öø-ſ"
_WORD_PATTERN = r"[{L}][{L}]*(?:[-'][{L}]+)*'?".format(L=_LETTER)
_SCAN = re.compile(
    r"""
    (?P<space>[ \t]+)
   |(?P<newline>\r?\n)
   |(?P<symbol>\{[^{}\s]{1,8}\})
   |(?P<loyalty>\[[+\-−]?[\dX]+\])
   |(?P<ptmod>[+\-−][\dX*]+/[+\-−][\dX*]+)
   |(?P<pt>[\dX*]+(?:[+\-][\dX*]+)?/[\dX*]+(?:[+\-][\dX*]+)?)
   |(?P<resultrange>\d+(?:—\d+|\+)?(?=\ \|))
   |(?P<die>d\d+\b)
   |(?P<number>\d+)
   |(?P<reminder>\((?:[^()]|\([^()]*\))*\))
   |(?P<possessive>'s\b)
   |(?P<levelband>LEVEL\ \d+(?:-\d+|\+))
   |(?P<levelword>[Ll]evel(?=\ \d))
   |(?P<word>%s)
   |(?P<self>~)
   |(?P<punct>[.,:;—•"“”+\-/!?|])
    """ % _WORD_PATTERN,
    re.VERBOSE,
)

_WORD = re.compile(_WORD_PATTERN)
#: the characters where only the word group of _SCAN can match (a letter that begins no
#: group before it: not the X of "X/X", the L of "LEVEL 1-3", the d of "d20"): the fast path
#: matches _WORD there without trying the other groups. Worked out from the pattern
#: (regex_starts), so a new group takes its first characters out by itself.
_WORD_ONLY_STARTS = group_starts(_SCAN.pattern, _SCAN.flags, "word")
#: likewise the one-character punctuation that begins no other group (not the "+" of "+1/+1")
_PUNCT_ONLY_STARTS = group_starts(_SCAN.pattern, _SCAN.flags, "punct") \
    if is_one_character(_SCAN.pattern, _SCAN.flags, "punct") else frozenset()
#: CR 207.2c-d: an ability word or flavor word, a short phrase of words before a spaced em dash
#: at the start of an ability or of a mode ("Corrupted — ", "Hero's Reward — ", "• Khans — ")
_LABEL = re.compile(r"[A-Z][{L}]*(?:[-'][{L}]+)*'?(?: (?:[{L}][{L}]*(?:[-'][{L}]+)*'?|\d+)){{0,5}}[!?]?(?= — )"
                    .format(L=_LETTER))
#: CR 107.4: mana symbols; {H} is the Phyrexian symbol of rules text, any of the fifteen (107.4g)
_MANA_SYMBOL = re.compile(r"^\{(?:\d+|[WUBRGCSXYZH]|[WUBRG2C]/[WUBRGP]|[WUBRG]/[WUBRG]/P|H[WUBRG]|½|∞)\}$")
_ROMAN = re.compile(r"^(?:I|II|III|IV|V|VI|VII|VIII|IX|X)$")

_PUNCT_NAMES = {
    ".": "DOT", ",": "COMMA", ":": "COLON", ";": "SEMICOLON", "—": "EMDASH", "•": "BULLET",
    '"': "DBLQUOTE", "“": "DBLQUOTE", "”": "DBLQUOTE", "+": "PLUS", "-": "MINUS", "/": "SLASH",
    "!": "BANG", "?": "QMARK", "|": "VBAR",
}


class LexError(Exception):
    """A character or symbol the card language has no use for."""

    def __init__(self, message: str, pos: int, line: int, column: int, text: str):
        super().__init__(message)
        self.message = message
        self.pos = pos
        self.line = line
        self.column = column
        self.text = text


class WordLexer(Lexer):
    """A Lark lexer that classifies words by dictionary look-up (see module doc)."""

    def __init__(self, lexer_conf):  # noqa: D401 - Lark's signature
        # word (lower case) -> terminal name, for every quoted literal in the grammar
        self.literals: dict[str, str] = {}
        for term in lexer_conf.terminals:
            pattern = term.pattern
            if pattern.type == "str":
                self.literals[pattern.value.lower()] = term.name
        self.punct = {ch: self.literals.get(ch) for ch in _PUNCT_NAMES}
        #: (word, at line start) -> its token pieces
        self._pieces: dict[tuple[str, bool], tuple[tuple[str, int, int], ...]] = {}
        #: the same for a word that may begin a phrase, where it begins none (``_word``)
        self._phrase_word_pieces: dict[tuple[str, bool], tuple[tuple[str, int, int], ...]] = {}
        #: word -> its terminal where it is not at a line start, or "" where the quick path of
        #: ``_scan`` leaves it to the whole way (``_quick_kind``)
        self._mid_kinds: dict[str, str] = {}
        #: a punctuation character -> its terminal (the quick path of ``_scan``)
        self._punct_terminals = {ch: self.punct.get(ch) or name for ch, name in _PUNCT_NAMES.items()}
        #: literal possessives of class words ("player's", "opponent's") -> the stem's class;
        #: split again before a characteristic word (the POSSESSIVE rows of _mark_table)
        self._class_possessives: dict[str, str] = {}
        if "'s" in self.literals:
            for word, name in self.literals.items():
                if word.endswith("'s") and len(word) > 2:
                    stem = _classify(word[:-2], {}, at_line_start=False)
                    if stem in _POSSESSOR_CLASSES:
                        self._class_possessives[name] = stem
        self._stat_literals = {self.literals[w] for w in ("power", "toughness", "mana", "total") if w in self.literals}
        # a player's possessive never comes before "owner"/"controller": there the word is a class
        # word and "'s" ("that player 's owner", a derivation of the grammar's that_ref "'s" "owner")
        self._stat_literals |= {self.literals[w] for w in ("owner", "controller") if w in self.literals}
        and_, each = self.literals.get("and"), self.literals.get("each")
        quote, period = self.literals.get('"'), self.literals.get(".")
        #: (quote, period, and) for the quote marks (QUOTE_END, QUOTE_STOP, QUOTE_AND, QUOTE_COMMA)
        self._quotes = (quote, period, and_) if quote and period and and_ else None
        comma, except_ = self.literals.get(","), self.literals.get("except")
        #: the subjects of a copy's exceptions after ", except" (EXCEPT_COMMA / EXCEPT_AND)
        self._except_next = frozenset(self.literals[w] for w in (
            "it", "it's", "its", "has", "they", "they're", "their") if w in self.literals) \
            if comma and except_ and and_ else frozenset()
        self._except_and = and_
        #: a token's description after a joining comma/"and"/"or" (REF_COMMA, REF_AND, REF_OR)
        self._token_starts = frozenset({"NUMBER_WORD", "NUM_DIGITS"} | {self.literals[w] for w in ("a", "an", "x")
                                                                     if w in self.literals})
        self._token_words = frozenset({"PT", "COLOR_WORD", "SUB_TYPE", "CARD_TYPE", "SUPER_TYPE", "NAME_WORD"}
                                      | {self.literals[w] for w in ("tapped", "and", ",") if w in self.literals})
        may, rather, than, pay = (self.literals.get(w) for w in ("may", "rather", "than", "pay"))
        #: (may, rather, than, pay, period, quote) for MAY_ALTCOST's look-ahead
        self._alt_cost = (may, rather, than, pay, period, quote) if may and rather and than and pay else None
        as_, long_ = self.literals.get("as"), self.literals.get("long")
        #: (as, long, the ends of a clause, for) for PRED_AND's look-ahead to "as long as"
        self._as_long = (as_, long_, {period, comma, quote} - {None}, self.literals.get("for"))
        #: (attack verbs, the ends of a clause) for ATTACK_WITH's look-back to the attack verb
        self._attack_verbs = ({self.literals[w] for w in ("attack", "attacks") if w in self.literals},
                              {period, comma, quote, self.literals.get("with")} - {None})
        #: ("controlled", the ends of a clause) for CONTROLLED_AS's look-back to "controlled"
        self._controlled = (self.literals.get("controlled"), {period, comma, quote} - {None})
        #: ("sacrifice", the ends of a clause, ":") for the REF_AND of two objects of one cost
        self._cost_and = (self.literals.get("sacrifice"), {period, comma, quote, self.literals.get(":")} - {None},
                          self.literals.get(":"))
        #: the look-ahead marks in the order they are tried, and by anchor type (see _mark_table)
        self._marks = self._mark_table()
        self._marks_by_anchor: dict[str, tuple[tuple, ...]] = {}
        for row in self._marks:
            self._marks_by_anchor.setdefault(row.anchor, ())
            self._marks_by_anchor[row.anchor] += ((row.name, row.checks, row.test, row.emit),)
        #: anchor type -> its rows as one function (the fast path of _look_ahead_marks)
        self._matchers = {anchor: _row_matcher(rows) for anchor, rows in self._marks_by_anchor.items()}
        self._joined = _JoinedRefs(self.literals) if and_ and each and comma else None
        self._phrases = _TriggersAndNames(self.literals) if and_ and comma else None

    def _mark_table(self) -> list[_Mark]:
        """The look-ahead marks: decisions LALR(1) cannot make with one word of look-ahead, so
        the lexer retypes the word that starts them (the grammar reads the mark's terminal).

        One row per mark, tried in this order (the first that holds wins): a token of type
        ``anchor`` becomes a ``name`` token when every ``(offset, types)`` check holds
        (``tokens[i + offset]`` exists and its type is one of ``types``; ``_ANY``: any type),
        then ``test(tokens, i, out)`` if the row has one (``out``: the tokens marked so far,
        or None before the first mark). A new mark is a new row here; a row whose literal is
        not in the grammar is left out. (Joined references, REF_AND, REF_OR and REF_COMMA
        between references, are marked by :class:`_JoinedRefs`.)"""
        lit = self.literals.get
        and_, or_, comma, quote, period = lit("and"), lit("or"), lit(","), lit('"'), lit(".")
        amounts = {"NUM_DIGITS", "NUMBER_WORD", lit("x")}
        table: list[_Mark] = []

        def mark(name, anchor, *checks, test=None, emit=None):
            rows = []
            for offset, types in checks:
                kinds = frozenset({types} if isinstance(types, str) or types is None else types) - {None} \
                    if types is not _ANY else _ANY
                if not kinds:
                    return  # a literal of the row is not in the grammar: the mark cannot apply
                rows.append((offset, kinds))
            if anchor is not None:
                table.append(_Mark(name, anchor, tuple(rows), test, emit))

        if self._quotes:
            # 'gain "{T}: This creature deals 2 damage to any target" until end of turn.': a closing
            # quote right after a word (the quoted ability's last sentence has no period) while the
            # outer sentence goes on: QUOTE_END (no text) before the quote ends that sentence
            mark("QUOTE_END", quote, test=self._quote_after_word, emit=_quote_end_before)
            # a closing quote after the quoted ability's period, then the end of the ability or a
            # new sentence (or the next mode): the outer sentence ends here too (QUOTE_STOP after it)
            mark("QUOTE_STOP", quote, (-1, period), test=_sentence_ends_after, emit=_quote_stop_after)
        # ", except" (CR 707.9b: a copy with exceptions) is EXCEPT_COMMA + "except"
        mark("EXCEPT_COMMA", comma, (1, lit("except")))
        if self._except_next:
            # ", except it's 1/1, it's a Spirit ..., and it has flying": inside the exceptions of a
            # copy (CR 707.9b), a comma or "and" before the next exception's subject is
            # EXCEPT_COMMA / EXCEPT_AND (it joins exceptions, not the effect to another effect)
            mark("EXCEPT_COMMA", comma, (1, self._except_next | {and_}), test=self._in_exceptions_so_far)
            mark("EXCEPT_AND", and_, (1, self._except_next), test=self._in_exceptions_so_far)
        # "tokens that are tapped and attacking": the "that" is TOKENS_THAT (after "create two
        # tokens" LALR(1) cannot tell it from the "that" of "tokens that are copies of ...")
        mark("TOKENS_THAT", lit("that"), (1, lit("are")), (2, lit("tapped")), (3, and_), (4, lit("attacking")))
        # "create a 3/3 black Horror creature token that attacks that player each combat if able": the
        # "that" after "token" before "attacks <that player> each combat" is TOKENS_THAT too (CR 508.1d)
        mark("TOKENS_THAT", lit("that"), (-1, "OBJECT_KIND"), (1, lit("attacks")), (2, lit("that")), (4, lit("each")),
             (5, lit("combat")))
        if comma and and_ and or_:
            # "create a Food token, a Clue token, and a Treasure token", "a Food token or a Treasure
            # token": a comma, "and" or "or" before another token's description (an article or a
            # number, then the token's words up to "token") joins two tokens (CR 111.1), not two effects
            for name, anchor in (("REF_COMMA", comma), ("REF_AND", and_), ("REF_OR", or_)):
                mark(name, anchor, (-1, _ANY), test=self._joins_tokens)
        if self._alt_cost:
            # "You may [costs] rather than pay ..." (CR 118.9): "may" is MAY_ALTCOST
            mark("MAY_ALTCOST", self._alt_cost[0], test=self._alt_cost_follows)
        # "pay {1} and 1 life" (CR 118.1: one cost of mana and life): COST_AND, not an "and" that
        # joins two effects
        mark("COST_AND", and_, (-1, "MANA_SYMBOL"), (1, amounts), (2, lit("life")))
        # "deals 2 damage to any target and 1 damage to any other target": an "and" before
        # "<amount> damage" splits the damage (DAMAGE_AND), it does not join two effects
        mark("DAMAGE_AND", and_, (1, amounts), (2, lit("damage")))
        # "... and 1 additional damage to each blue creature", "... and an additional 1 damage to each
        # green creature": the same split, with more damage to a second group (99_v_damage_counters)
        mark("DAMAGE_AND", and_, (1, amounts), (2, lit("additional")), (3, lit("damage")))
        mark("DAMAGE_AND", and_, (1, lit("an")), (2, lit("additional")), (3, amounts), (4, lit("damage")))
        if self._as_long[0] and self._as_long[1] and period:
            # "gets +1/+1 and has trample as long as ...": an "and" before "has"/"have" in a sentence
            # that goes on, with no comma, to "as long as" (not the duration "for as long as") joins
            # two predicates of one static ability (PRED_AND), not two effects
            mark("PRED_AND", and_, (1, {lit("has"), lit("have")}), test=self._as_long_as_follows)
        if self._quotes:
            # 'has "..." and "..."', and 'with "Equipped creature gets +1/+1" and equip {2}' (after a
            # closing quote, before a keyword: a token's ability and its keyword, CR 111.4):
            # QUOTE_AND joins the two abilities
            mark("QUOTE_AND", and_, (1, {quote, "KEYWORD_ABILITY"}), test=self._quote_and)
        # "that player's graveyard" keeps the literal "player's"; before a characteristic ("this
        # player's power"), "owner" or "controller", or after "non" ("non-Human's"), the word is a
        # class word and a possessive, as the printer writes "player" + "'s"
        if "'s" in self.literals:
            for anchor in self._class_possessives:
                mark("POSSESSIVE", anchor, (1, self._stat_literals), emit=self._split_possessive)
                mark("POSSESSIVE", anchor, (-1, "NON_PREFIX"), (1, _ANY), emit=self._split_possessive)
        # "Two target creatures each get +1/+1": an "each" right before a verb is EACH_VERB
        # (distributive), not the quantifier of "each player controls"
        mark("EACH_VERB", lit("each"), (-1, _ANY), (1, {lit(w) for w in _EACH_VERB_WORDS}))
        # "Roll a d20 and add ...": an "and" after a die before a modifier of the roll is ROLL_AND,
        # part of the roll instruction (CR 706.2), not a join of two effects
        mark("ROLL_AND", and_, (-1, "DIE_SIZE"), (1, {lit(w) for w in _ROLL_MODIFIERS}))
        # "onto the battlefield tapped and attacking" (CR 508.4): the "and" between "tapped" and
        # "attacking" is ATTACKING_AND, one state of the object, not a join of two effects
        mark("ATTACKING_AND", and_, (-1, lit("tapped")), (1, lit("attacking")))
        # "create a token that's a copy of it and that's tapped and attacking", "tokens that are copies of
        # ~ and that are tapped and attacking" (CR 707.2, 508.4): the "and" before the tokens' state is
        # ATTACKING_AND too (one more state of the tokens), not a join of two effects
        mark("ATTACKING_AND", and_, (1, lit("that's")), (2, lit("tapped")), (3, and_), (4, lit("attacking")))
        mark("ATTACKING_AND", and_, (1, {lit("that"), "TOKENS_THAT"}), (2, lit("are")), (3, lit("tapped")),
             (4, and_), (5, lit("attacking")))
        # "2 or less", "X or greater": an "or" right before "less"/"greater" is CMP_OR, the
        # comparison's word, so "with mana value X" can end before an "or" that joins refs
        mark("CMP_OR", or_, (1, {lit("less"), lit("greater")}))
        # "an artifact card with mana value 4 or 5": an "or" between two numbers after "mana value"
        # is CMP_OR too, the comparison's word (either value, CR 202.3)
        mark("CMP_OR", or_, (-1, {"NUM_DIGITS", "NUMBER_WORD"}), (-2, lit("value")), (1, {"NUM_DIGITS", "NUMBER_WORD"}))
        # "with mana value equal to 1 plus the sacrificed creature's mana value": a "plus" right
        # after "equal to <number>" is SUM_PLUS, part of the compared sum (CR 107.1), so a filter's
        # comparison "equal to 1" does not end before a "plus" that adds to an outer quantity
        mark("SUM_PLUS", lit("plus"), (-1, amounts), (-2, lit("to")), (-3, lit("equal")))
        # "creatures controlled by the same player": a "controlled" right before "by" is
        # CONTROLLED_BY, a filter's qualifier, not the verb of "if you controlled ..." after a reference
        mark("CONTROLLED_BY", lit("controlled"), (1, lit("by")))
        # "for each creature tapped this way": a "tapped" right before "this way" is TAPPED_WAY, a
        # filter's qualifier (CR 608.2c), not the "tapped" of "onto the battlefield attached to a
        # creature tapped"
        mark("TAPPED_WAY", lit("tapped"), (1, lit("this")), (2, lit("way")))
        # "target permanent or suspended card": an "or" right before "suspended" is SUSPENDED_OR,
        # one target of either kind (CR 702.62b), not an "or" that joins two references or effects
        mark("SUSPENDED_OR", or_, (1, lit("suspended")))
        # "Counter target spell, activated ability, or triggered ability.": a comma after a spell
        # word and before "activated"/"triggered" ability (or before "or" and one of them) is
        # ABILITY_COMMA, one target of any of these kinds (CR 115.1, 113.3), not a comma that ends
        # the target (99_w_counters)
        ability_kinds = {lit("activated"), lit("triggered")}
        mark("ABILITY_COMMA", comma, (-1, "OBJECT_KIND"), (1, ability_kinds), (2, "OBJECT_KIND"))
        mark("ABILITY_COMMA", comma, (-1, "OBJECT_KIND"), (1, or_), (2, ability_kinds), (3, "OBJECT_KIND"))
        # "put a devotion counter on it", "a night counter": a counter word that is also a keyword
        # of the grammar ("devotion to black", "it becomes night") or a keyword ability that is no
        # keyword counter ("a plot counter", vocabulary.KEYWORD_NAMED_COUNTERS) right before
        # "counter(s)" is COUNTER_WORD (CR 122.1: any word may name a kind of counter); "time" and
        # "blight" stay keywords, the grammar's counter_kind reads them itself (96_effects_more,
        # 99_keyword_costs)
        counters = {lit("counter"), lit("counters")}
        for word in COUNTER_WORDS:
            if word not in _COUNTER_KIND_LITERALS:
                mark("COUNTER_WORD", lit(word), (1, counters))
        mark("COUNTER_WORD", "KEYWORD_ABILITY", (1, counters), test=_names_a_counter)
        # "can't block this creature": a "this" right after "block" and before a noun is BLOCK_THIS,
        # the attacker named (CR 509.1b), not the "this" of the duration "can't block this turn"
        # (only after "can't block": "block this creature this turn if able" reads self_ref)
        mark("BLOCK_THIS", lit("this"), (-1, lit("block")), (1, {"OBJECT_KIND", "CARD_TYPE", "SUB_TYPE"}),
             (-2, lit("can't")))
        if self._quotes:
            # 'has flying, haste, and "{1}: ..."': the last comma of a keyword list that ends with a
            # quoted ability is QUOTE_COMMA (the list's other commas are LIST_COMMA)
            mark("QUOTE_COMMA", comma, (-1, "KEYWORD_ABILITY"), (1, and_), (2, quote))
        # "the player to your right": a "to" before "your right"/"your left" is TO_SIDE (a seat, not
        # the "to" of "deals damage to" after a reference)
        mark("TO_SIDE", lit("to"), (1, lit("your")), (2, {lit("right"), lit("left")}))
        # "Whenever you attack a player with one or more creatures": a "with" before "<number> or
        # more" after an attack verb and its player is ATTACK_WITH, the creatures attacking
        # (CR 508.1a), not a player's qualifier ("a player with ...")
        mark("ATTACK_WITH", lit("with"), (1, {"NUMBER_WORD", "NUM_DIGITS"}), (2, or_), (3, lit("more")),
             test=self._attack_verb_before)
        # "all tokens created with Saproling Burst": a "created" right before "with" is
        # CREATED_WITH, a filter's qualifier (CR 111.1), not a verb after a reference
        mark("CREATED_WITH", lit("created"), (1, lit("with")))
        # "Exhaust abilities of other permanents", "Equip abilities you activate of other Equipment":
        # an "of" after "<keyword> abilities [<player> activate]" is ABILITIES_OF, the abilities'
        # sources (CR 602.1), not the "of" of a filter's suffix ("of the chosen type")
        mark("ABILITIES_OF", lit("of"), (-1, "OBJECT_KIND"), (-2, "KEYWORD_ABILITY"), test=_ability_word_before)
        mark("ABILITIES_OF", lit("of"), (-1, lit("activate")), test=_keyword_abilities_activated_before)
        # "Whenever you activate an ability of an artifact", "Whenever an ability of equipped creature
        # is activated", "Spend this mana only to ... activate an ability of an Ally source": the "of"
        # after "activate(s) an ability" or "Whenever an ability" is ABILITIES_OF too (CR 602.1)
        mark("ABILITIES_OF", lit("of"), (-1, "OBJECT_KIND"), (-2, {lit("a"), lit("an")}),
             (-3, {lit("activate"), lit("activates"), lit("whenever")}), test=_ability_word_before)
        # "Spells you cast have affinity for artifacts.": a "for" between a granted keyword and a
        # type is KEYWORD_FOR, the keyword's quality (CR 702.41a), not the "for" of "for each"
        mark("KEYWORD_FOR", lit("for"), (-1, "KEYWORD_ABILITY"), (-2, {lit("have"), lit("has")}),
             (1, {"CARD_TYPE", "SUB_TYPE"}))
        # "if you controlled a Mount as you cast this spell" (CR 601.2): an "as" before "you cast" after
        # "controlled <reference>" in its clause is CONTROLLED_AS, the time the condition looks at,
        # not an "as" that could end the condition
        mark("CONTROLLED_AS", lit("as"), (1, lit("you")), (2, lit("cast")), test=self._controlled_before)
        # "the player with the most life or tied for most life" (CR 119): an "or" between "life" and "tied"
        # is TIED_OR, part of the player's qualifier, not an "or" that joins two references
        mark("TIED_OR", or_, (-1, lit("life")), (1, lit("tied")))
        # "Sacrifice a creature and a Swamp:", "Sacrifice ~ and another green creature:": in a cost
        # (before the ability's colon, CR 602.1) an "and" after the objects of "sacrifice" and before
        # an article or a name joins two objects of that one cost (REF_AND), it does not begin a
        # second cost (a cost begins with its verb or a symbol, never with an object)
        mark("REF_AND", and_, (1, {lit("a"), lit("an"), lit("another"), "SELF_NAME"}), test=self._sacrifice_cost_before)
        # "if it entered from your graveyard or you cast it from your graveyard": an "or" after a zone
        # and before "you cast it" joins two conditions (COND_OR, CR 603.4), not two objects or effects
        mark("COND_OR", or_, (-1, "ZONE_WORD"), (1, lit("you")), (2, lit("cast")), (3, lit("it")), (4, lit("from")))
        # "another permanent with the same name is on the battlefield": a "name" after "with the same"
        # and not before "as" is SAME_NAME_END, the name of the object the effect is about (CR 201.2);
        # before "as" the other object follows ("with the same name as that card")
        mark("SAME_NAME_END", lit("name"), (-1, lit("same")), (-2, lit("the")), (-3, lit("with")),
             test=_not_before_as)
        # "puts it into their library second from the top or on the bottom": an "or" after "top" and
        # before "on the bottom" is BOTTOM_OR, a second place in the library (CR 401.4), not an "or"
        # that joins two effects
        mark("BOTTOM_OR", or_, (-1, lit("top")), (1, lit("on")), (2, lit("the")), (3, lit("bottom")))
        # "Put target card from a graveyard on your choice of the top or bottom of its owner's library.":
        # an "on" before "your choice of the top" is ON_CHOICE, a place in a library (CR 401.4), not the
        # "on" of a filter's "on the battlefield" (after a pronoun, "on their choice of the top or bottom"
        # is 99_tail_effects' put_on_choice_top_or_bottom)
        mark("ON_CHOICE", lit("on"), (1, lit("your")), (2, lit("choice")), (3, lit("of")), (4, lit("the")),
             (5, lit("top")))
        # -- session 10: one slot per family; a family adds its rows (and any test function it
        # needs, as a local def) under its own line only, so that families merge without conflicts
        # [slot: zone moves]
        # "exile them in a face-down pile": an "in" before "a"/"another" "face-down pile" is IN_PILE, the
        # pile the cards are exiled in (CR 406.3, 700.3), not the "in" of a filter's "in your graveyard"
        mark("IN_PILE", lit("in"), (1, {lit("a"), lit("another")}), (2, lit("face-down")), (3, lit("pile")))
        # "with mana values 2 and 3": an "and" between two numbers after "mana value(s)" is VALUES_AND, each
        # value in turn (CR 202.3), not an "and" that joins two effects
        mark("VALUES_AND", and_, (-1, {"NUM_DIGITS", "NUMBER_WORD"}), (-2, {lit("value"), lit("values")}),
             (1, {"NUM_DIGITS", "NUMBER_WORD"}))
        # "Put that card onto the battlefield or into your hand.": an "or" after "battlefield" and before
        # "into" is DEST_OR, a second destination (CR 608.2d), not an "or" that joins two effects
        mark("DEST_OR", or_, (-1, lit("battlefield")), (1, lit("into")))
        # "and the rest on the bottom in any order": the "on" of "on the bottom" with no "of" after it (the
        # lexer reads "on the bottom of" as one word) after "the rest" is ON_BOTTOM, a place in the library
        # just named (CR 401.4), not the "on" of a filter's "on the battlefield" (nor the "on" after
        # BOTTOM_OR, "second from the top or on the bottom")
        mark("ON_BOTTOM", lit("on"), (-1, lit("rest")), (1, lit("the")), (2, lit("bottom")))
        # "When the creature put onto the battlefield with Diabolic Servitude dies": a "put" right after a
        # type word, before "onto the battlefield with", is PUT_WITH, the past participle of a qualifier
        # (CR 607.2c: the object a linked ability put there), not the verb of "a player put ..."
        # "where X is the power of the creature that died.": a "died" after "that" before a period or comma is
        # DIED_END, the creature whose dying triggered the ability (CR 700.4), not "that died this turn"
        mark("DIED_END", lit("died"), (-1, lit("that")), (1, {comma, period}))
        mark("PUT_WITH", lit("put"), (-1, {"CARD_TYPE", "SUB_TYPE", "OBJECT_KIND"}), (1, lit("onto")),
             (2, lit("the")), (3, lit("battlefield")), (4, lit("with")))

        # [slot: zone info]
        # "put into exile from your library and/or your graveyard", "from graveyards and/or the battlefield": the
        # "and" of "and/or" after "from [your] <zone>" is ZONE_ANDOR, either zone (CR 406.3), not an "and"
        # that joins two events or effects
        # (before "your"/"the": "from your graveyard and/or hand" is one owner's two zones)
        zone_owners_ = {lit("your"), lit("the")}
        mark("ZONE_ANDOR", and_, (-1, "ZONE_WORD"), (-2, lit("from")), (1, "SLASH"), (2, or_), (3, zone_owners_))
        mark("ZONE_ANDOR", and_, (-1, "ZONE_WORD"), (-2, lit("your")), (-3, lit("from")), (1, "SLASH"), (2, or_),
             (3, zone_owners_))
        # "If two or more of those cards have the same name, ...": a "name" after "have/has the same" and
        # not before "as" is SAME_NAME_END too (CR 201.2: they share a name), as after "with the same"
        mark("SAME_NAME_END", lit("name"), (-1, lit("same")), (-2, lit("the")), (-3, {lit("have"), lit("has")}),
             test=_not_before_as)

        def _may_in_clause(tokens: list[Token], i: int, out: list[Token] | None) -> bool:
            """(ACTION_OR) a "may" before ``tokens[i]`` in its clause."""
            for j in range(i - 1, -1, -1):
                word = str(tokens[j]).lower()
                if word in (".", ",", ":", ";"):
                    return False
                if word == "may":
                    return True
            return False
        # "You may reveal an Eldrazi card you own from outside the game or choose a face-up Eldrazi card you
        # own in exile.": an "or" before "choose" after a "may" of its clause is ACTION_OR, a choice between
        # two actions (CR 608.2d), as before "sacrifice"/"discard"/"pay"
        mark("ACTION_OR", or_, (1, lit("choose")), test=_may_in_clause)
        # "Return that card and the sacrificed card to the battlefield": an "and" before "the" and a past
        # participle ("the sacrificed card", "the exiled cards") that ends the clause joins two references
        # (REF_AND, CR 608.2c: the objects named before), not two effects
        mark("REF_AND", and_, (1, lit("the")), (2, {lit("sacrificed"), lit("exiled"), lit("revealed"), lit("discarded")}),
             (3, {"OBJECT_KIND", "CARD_TYPE", "SUB_TYPE"}),
             (4, {lit("to"), lit("into"), lit("onto"), lit("."), lit(",")}))

        # [slot: combat]
        # "for as long as you control Rubinia and Rubinia remains tapped": an "and" before "<~> remains"
        # or "this <noun> remains" joins two conditions (COND_AND, CR 611.2b), not two controlled objects
        mark("COND_AND", and_, (1, "SELF_NAME"), (2, lit("remains")))
        mark("COND_AND", and_, (1, lit("this")), (2, {"OBJECT_KIND", "CARD_TYPE", "SUB_TYPE"}), (3, lit("remains")))
        # "can't attack, block, or transform": the comma after "can't attack" before "block," is
        # CANT_COMMA, a list of restricted actions (CR 508.1c, 509.1b), not the end of "can't attack"
        mark("CANT_COMMA", comma, (-1, lit("attack")), (-2, lit("can't")), (1, lit("block")), (2, comma))
        # "If a creature attacking causes a triggered ability ... to trigger": an "attacking" before
        # "causes"/"would cause" is ATTACKING_CAUSES, the event (CR 508.1m), not a reference's qualifier
        mark("ATTACKING_CAUSES", lit("attacking"), (1, lit("causes")))
        mark("ATTACKING_CAUSES", lit("attacking"), (1, lit("would")), (2, lit("cause")))
        # "at the beginning of your next main phase this turn": a "this" after "next <step>" before
        # "turn" is NEXT_THIS, the step's turn (CR 500.1), not a "this" that begins a reference
        mark("NEXT_THIS", lit("this"), (-1, "STEP_WORD"), (-2, lit("next")), (1, lit("turn")))
        # "At the beginning of each combat this turn" (CR 506.1: each combat phase of this turn only)
        mark("NEXT_THIS", lit("this"), (-1, lit("combat")), (-2, lit("each")), (1, lit("turn")))
        # "They can't attack you or planeswalkers you control that combat.": the "or" after "can't attack
        # you" before a type word or an article is REF_OR, one of the two attacked (CR 508.1c;
        # 95_refs_more's cant_attack_you_or), even where a duration, not the clause's end, follows
        mark("REF_OR", or_, (-1, lit("you")), (-2, lit("attack")), (-3, lit("can't")),
             (1, {"CARD_TYPE", lit("a"), lit("an")}))
        # "as long as it's blocking and you control a snow land": an "and" after "it's blocking"/"it's
        # attacking" before "you control" is COND_AND, two conditions (CR 611.2b), not two effects
        mark("COND_AND", and_, (-1, {lit("blocking"), lit("attacking")}), (-2, lit("it's")), (1, lit("you")),
             (2, lit("control")))
        # "target artifact or tapped creature", "target land creature or nonbasic land": an "or" after a
        # type word, before an adjective and the second kind's type word, is LIST_OR, one target of either
        # kind (CR 115.1; 99_v_zone_moves' filter_union), not an "or" that joins two effects
        kinds_ = {"CARD_TYPE", "SUB_TYPE"}
        states_ = {lit(w) for w in ("tapped", "untapped", "attacking", "blocking")}
        mark("LIST_OR", or_, (-1, kinds_), (1, states_), (2, kinds_))
        mark("LIST_OR", or_, (-1, kinds_), (1, "NON_COLOR"), (2, {"SUPER_TYPE", "COLOR_WORD"}), (3, kinds_))
        # "destroy the creature instead", "When you lose control of the creature, tap it.", "When the creature
        # leaves the battlefield this turn, ...": a "the" before a lone card type that ends the reference (a
        # comma, a period, "instead", the "at" of a delayed time as in "Sacrifice the creature at the beginning of the next end step.", or the verb of the next clause) is THE_KIND, the one object of that
        # type named before (CR 608.2c), not the "the" of "the creature you control" (99_tail_refs'
        # the_described) or "the creature's power"; not after "into" ("venture into the dungeon", CR 309)
        kind_ends_ = {comma, period} | {lit(w) for w in ("instead", "leaves", "had", "dies", "when", "deals", "at")}
        kind_ends_.discard(None)
        into_ = lit("into")

        def _not_after_into(tokens, i, out):
            return i == 0 or tokens[i - 1].type != into_
        mark("THE_KIND", lit("the"), (1, "CARD_TYPE"), (2, kind_ends_), test=_not_after_into)
        # "Each opponent attacking that player does the same.", "Creatures attacking enchanted player have
        # trample.": an "attacking" right after a noun, before "that player"/"enchanted player" (not "that
        # player's"), is ATTACKING_WHOM, the qualifier of the attackers (CR 508.1b), not an "attacking" that
        # begins a bare filter ("attacking enchanted ..." read as adjectives)
        def _player_not_possessive(tokens, i, out):
            return str(tokens[i + 2]).lower() == "player" and (i + 3 >= len(tokens) or str(tokens[i + 3]) != "'s")
        mark("ATTACKING_WHOM", lit("attacking"), (-1, {"OBJECT_KIND", "CARD_TYPE", "SUB_TYPE"}),
             (1, {lit("that"), lit("enchanted")}), (2, "OBJECT_KIND"), test=_player_not_possessive)

        # [slot: counters]
        # "it connives X, where X is ...": a "connives"/"connive" right before a number is CONNIVES_N,
        # connive N (CR 701.50e), not the bare keyword action an "X times" could follow
        for word in ("connives", "connive"):
            mark("CONNIVES_N", lit(word), (1, amounts))
        # "return it to the battlefield tapped under its owner's control with a +1/+1 counter on it": a
        # "tapped" before "under <player>'s control with <amount> [kind] counter(s)" is TAPPED_UNDER,
        # the first of the permanent's three ways to enter (CR 110.2, 614.1c), since after "under ...
        # control" LALR(1) cannot tell 30_effects' list of bf_mod from 94_effects_statics' entry_mod
        control_, with_ = lit("control"), lit("with")
        def _counters_after_control(tokens, i, out):
            end = min(i + 6, len(tokens))
            j = next((j for j in range(i + 2, end) if tokens[j].type == control_), None)
            if j is None or j + 1 >= len(tokens) or tokens[j + 1].type != with_:
                return False
            for k in range(j + 2, min(j + 7, len(tokens))):
                if tokens[k].type in counters:
                    return True
                if tokens[k].type in (period, comma, and_):
                    return False
            return False
        mark("TAPPED_UNDER", lit("tapped"), (1, lit("under")), test=_counters_after_control)

        # [slot: damage]
        # "dealt to you and other permanents you control is dealt to this creature instead", "dealt to you
        # and permanents you control by sources with the chosen name": after "to you", an "and" before
        # "[other] <type words> you control" and the rest of the damage event ("is", "by", ...) joins two
        # recipients (REF_AND, CR 120.1), not two effects (_JoinedRefs joins them only at a clause's end)
        you, control = lit("you"), lit("control")
        type_kinds = {"OBJECT_KIND", "CARD_TYPE", "SUB_TYPE", "COLOR_WORD", "NON_PREFIX", "NON_COLOR"}
        after_yours = {lit(w) for w in (".", ",", "is", "by", "this", "would")} - {None}

        def _you_and_yours(tokens, i, out):
            j, n = i + 1, len(tokens)
            if j < n and tokens[j].type == lit("other"):
                j += 1
            start = j
            while j < n and tokens[j].type in type_kinds:
                j += 1
            return j > start and j + 2 < n and tokens[j].type == you and tokens[j + 1].type == control \
                and tokens[j + 2].type in after_yours

        mark("REF_AND", and_, (-1, you), (-2, lit("to")), test=_you_and_yours)
        # "Each player loses half their life, then discards half the cards in their hand, ... Round up each
        # time.", "loses a third of their life": a "half"/"third" in an ability that ends with "Round up/down
        # each time." is HALF_EACH / THIRD_EACH, a fraction that sentence rounds (CR 107.1a), so that no
        # ", rounded up" is looked for after it (a comma there joins the next instruction)
        round_ = lit("round")

        def _rounded_each_time_later(tokens, i, out):
            return any(tokens[k].type == round_ and str(tokens[k + 2]).lower() == "each"
                       and str(tokens[k + 3]).lower() == "time" for k in range(i + 1, len(tokens) - 3))

        mark("HALF_EACH", lit("half"), (1, _ANY), test=_rounded_each_time_later)
        mark("THIRD_EACH", lit("third"), (-1, lit("a")), (1, lit("of")), test=_rounded_each_time_later)
        # "the source's controller": an "'s" after "the <object kind>" before "controller" is KIND_POSS, the
        # controller of the object named before (CR 109.4), not the "'s" after a filter that ends with "the
        # player" ("target creature controlled by the player's ...")
        mark("KIND_POSS", lit("'s"), (-1, "OBJECT_KIND"), (-2, lit("the")), (1, lit("controller")))
        # "Prevent all damage that creatures would deal to players this turn.": a "that" after "damage" before
        # a plural type word and "would deal" is DAMAGE_THAT, the relative pronoun of the sources (CR
        # 615.1a), not the "that" of the reference "that creature"
        def _plural_type_word(tokens, i, out):
            word = str(tokens[i + 1]).lower()
            return word.endswith("s") and not word.endswith("ss")

        mark("DAMAGE_THAT", lit("that"), (-1, lit("damage")), (1, {"CARD_TYPE", "OBJECT_KIND", "SUB_TYPE"}),
             (2, lit("would")), (3, lit("deal")), test=_plural_type_word)

        # [slot: cast pt]
        # "becomes a Dragon with base power and toughness 4/4, flying, and haste", "... 7/8 and
        # protection from each of your opponents": a comma or "and" after the base P/T of "with base
        # power and toughness" and before a keyword is PT_COMMA / PT_AND, the keywords it has too
        # (CR 613.4b, 613.1f), not the comma or "and" that joins two effects
        pt_keywords = {"KEYWORD_ABILITY", lit("protection")}
        mark("PT_COMMA", comma, (-1, "PT"), (-2, lit("toughness")), (-3, lit("and")), (1, pt_keywords))
        mark("PT_AND", and_, (-1, "PT"), (-2, lit("toughness")), (-3, lit("and")), (1, pt_keywords))
        # "if it wasn't cast or no mana was spent to cast it": an "or" after "cast" and before "no mana" joins
        # two conditions (COND_OR, CR 603.4, 601.2h), not two objects
        mark("COND_OR", or_, (-1, lit("cast")), (1, lit("no")), (2, lit("mana")))
        # "if you cast it from your hand and there are five or more other creatures on the battlefield": an
        # "and" before "there are" joins two conditions (COND_AND, CR 603.4), not two effects
        mark("COND_AND", and_, (1, lit("there")), (2, lit("are")))
        # "Any player may pay {2} for that player to ignore this effect until end of turn.": a "for" before
        # "that player to ignore" is IGNORE_FOR, the player the payment frees (CR 118.12), not the "for" of
        # a cost "for each ..."
        mark("IGNORE_FOR", lit("for"), (1, lit("that")), (2, "OBJECT_KIND"), (3, lit("to")), (4, lit("ignore")))

        # [slot: mana]
        if self._quotes and comma:
            # 'with "Equipped creature gets +X/+0," where X is ...', 'gain "This spell costs {1} less
            # to cast," and "..."' (CR 113.1a: an ability granted in quotes): a comma right before
            # the closing quote is the outer sentence's comma, written inside the quotes. The quoted
            # ability ends at a QUOTE_END (no text) where the comma was, and the comma comes after
            # the quote, where the outer sentence reads it (the printer puts it back inside).
            def _comma_closes_quote(tokens, i, out):
                """(QUOTE_END) the comma at ``i`` touches the quote after it, a closing quote (the end
                of the text or a space after it)."""
                q = tokens[i + 1]
                return tokens[i].end_pos == q.start_pos and (
                    i + 2 == len(tokens) or tokens[i + 2].start_pos > q.end_pos)

            def _quote_after_comma(tokens, i, out):
                """(the comma after the quote) ``tokens[i]`` is that closing quote."""
                return _comma_closes_quote(tokens, i - 1, out)

            def _quote_end_for_comma(tok):
                """QUOTE_END (no text) in the comma's place: the comma itself follows the quote."""
                return (_tok("QUOTE_END", "", tok.start_pos, tok.start_pos, tok.line, tok.column),)

            def _comma_after(tok, kind=comma):
                """The closing quote, then the comma written before it (its own place and text)."""
                return tok, _tok(kind, ",", tok.start_pos - 1, tok.start_pos, tok.line, tok.column - 1)

            def _quote_comma_after(tok):
                """The closing quote, then the comma as QUOTE_COMMA (the next ability follows)."""
                return _comma_after(tok, "QUOTE_COMMA")

            mark("QUOTE_END", comma, (1, quote), test=_comma_closes_quote, emit=_quote_end_for_comma)
            # 'gain "A," and "B"': before "and" and the next quoted ability that comma is QUOTE_COMMA,
            # as the last comma of a keyword list that ends with a quoted ability is (below)
            mark("QUOTE_COMMA", quote, (-1, comma), (1, and_), (2, quote), test=_quote_after_comma,
                 emit=_quote_comma_after)
            mark(comma, quote, (-1, comma), test=_quote_after_comma, emit=_comma_after)
            # 'gains haste, "When ...," and "..."': a comma between a keyword and an opening quote
            # goes on with the list of what is gained (QUOTE_COMMA), not to the next effect
            mark("QUOTE_COMMA", comma, (-1, "KEYWORD_ABILITY"), (1, quote))
        # "Otherwise, the player casts it without paying its mana cost if able." (CR 101.3): the "if" of
        # "if able" right after a mana cost is IF_ABLE (not the "if" of a condition after the effect)
        mark("IF_ABLE", lit("if"), (-1, {lit("cost"), lit("costs")}), (1, lit("able")))
        # "Once during each of your turns, you may play a land from your graveyard or cast a permanent
        # spell ...": an "or" before "cast"/"play" after a "may" of its clause is ACTION_OR, a choice
        # between two actions (CR 608.2d), as before "choose" (zone info slot)
        mark("ACTION_OR", or_, (1, {lit("cast"), lit("play")}), test=_may_in_clause)
        # "Cast the copies if able without paying their mana costs." (CR 101.3): an "if" before "able" and
        # "without paying" is IF_ABLE too
        mark("IF_ABLE", lit("if"), (1, lit("able")), (2, "WITHOUT_PAYING"))
        # "... without paying their mana costs and as though they had flash" (CR 118.9, 702.8a): the "and"
        # after a cost before "as though" is AS_THOUGH_AND, one permission with both, not two effects
        mark("AS_THOUGH_AND", and_, (-1, {lit("cost"), lit("costs")}), (1, lit("as")), (2, lit("though")))

        # [slot: create other]
        # "Target Assembly-Worker creature gets +1/+1", "if you control a Gideon planeswalker" (CR 205.3,
        # 201.5): the card's own name that is a subtype word, right before a card type, is that subtype
        mark("SUB_TYPE", "SELF_NAME", (1, "CARD_TYPE"), test=_self_name_is_subtype)
        # "You may play any number of lands on each of your turns." (CR 305.2): the "on" after "number of
        # <card type>" before "each of your/their turns" is ON_TURNS, the turns the permission holds in, not the "on" of a filter's "on
        # the battlefield"
        mark("ON_TURNS", lit("on"), (-1, "CARD_TYPE"), (-2, lit("of")), (-3, lit("number")), (1, lit("each")),
             (2, lit("of")), (3, {lit("your"), lit("their")}), (4, lit("turns")))
        # "Hexproof from artifacts, creatures, and enchantments" (CR 702.11d, 702.16a): the commas between
        # the card types of a list after "from" are FROM_COMMA, qualities of one keyword, not the comma
        # of a keyword list
        mark("FROM_COMMA", comma, (-1, "CARD_TYPE"), (-2, lit("from")), (1, "CARD_TYPE"), (2, comma))
        mark("FROM_COMMA", comma, (-1, "CARD_TYPE"), (-2, comma), (-3, "CARD_TYPE"), (-4, lit("from")),
             (1, and_), (2, "CARD_TYPE"))
        # "Creatures you control that are enchanted or equipped have double strike." (CR 303.4, 301.5): the
        # "or" between "enchanted" and "equipped" after "that are"/"that's" is STATE_OR, one state of either
        # attachment (not the REF_OR that may follow a reference's last word)
        mark("STATE_OR", or_, (-1, lit("enchanted")), (-2, {lit("are"), lit("that's")}), (1, lit("equipped")))
        # "this creature and land creatures you control get +2/+2": an "and" after "this <card type>" before
        # "<card type> <card type> you control" joins two subjects (REF_AND), not two words of a type list
        mark("REF_AND", and_, (-1, "CARD_TYPE"), (-2, lit("this")), (1, "CARD_TYPE"), (2, "CARD_TYPE"),
             (3, lit("you")), (4, lit("control")))
        if self._quotes:
            # an ability quoted inside a quoted ability (CR 113.1a: 'with "When this token dies,
            # create ... token with '{R}: ...'"'): the inner closing quote after its period, right
            # before the outer closing quote, ends the inner sentence and the outer one
            # (QUOTE_STOP after it); the outer quote right after it ends the sentence around it
            # too when the ability ends or a new sentence follows
            mark("QUOTE_STOP", quote, (-1, period), (1, quote), test=_closes_inner_quote, emit=_quote_stop_after)
            mark("QUOTE_STOP", quote, (-1, quote), test=_closes_after_inner_quote, emit=_quote_stop_after)

        choose_words = {lit("choose"), lit("chooses")} - {None}
        choice_stops = {comma, period, quote, and_, or_, lit("then")} - {None}

        def after_choose(tokens: list[Token], i: int, out: list[Token] | None) -> bool:
            """"choose" came a few words before, in this clause."""
            return _word_before(tokens, i, choose_words, choice_stops, 1, 7)

        # "choose a color and a creature type", "choose an opponent and a card name" (CR 614.12,
        # 607.2): the "and" after "choose ..." before an article joins two things chosen
        # (CHOICE_AND), not two effects
        mark("CHOICE_AND", and_, (1, {lit("a"), lit("an")}), test=after_choose)

        def chooses_from(tokens: list[Token], i: int, out: list[Token] | None) -> bool:
            """"choose(s) from [among] the ..." began this clause."""
            for k in range(i - 2, max(i - 14, 0), -1):
                kind = tokens[k].type
                if kind == lit("from") and tokens[k - 1].type in choose_words:
                    return True
                if kind in (comma, period, quote):
                    return False
            return False

        # "Each player chooses from among the permanents they control an artifact, a creature, ..."
        # (CR 608.2d): after the group's "they control", a virtual CHOSEN_BEGIN (no text) starts
        # what is chosen, so "control" does not read the article as its object
        for article in (lit("a"), lit("an")):
            mark("CHOSEN_BEGIN", article, (-1, {lit("control"), lit("controls")}), test=chooses_from,
                 emit=_chosen_begin_before)

        # "create two tapped tokens that are copies of it" (CR 707.2, 110.5b): the "that" after "tapped
        # tokens" before "are copies" is TOKENS_THAT (the tokens' description ends before it)
        mark("TOKENS_THAT", lit("that"), (-2, lit("tapped")), (-1, "OBJECT_KIND"), (1, lit("are")), (2, lit("copies")))
        # "Protection from Vampires, from Werewolves, and from Zombies" (CR 702.16): a comma before
        # "from" and a quality word goes on with the list of qualities (FROM_COMMA)
        mark("FROM_COMMA", comma, (1, lit("from")), (2, {"SUB_TYPE", "COLOR_WORD", "CARD_TYPE"}))
        mark("FROM_COMMA", comma, (1, and_), (2, lit("from")), (3, {"SUB_TYPE", "COLOR_WORD", "CARD_TYPE"}))

        # [slot: grammar17]
        # "target enchantment, tapped artifact, or tapped creature", "a Knight, Aura, Equipment, or
        # legendary artifact card", "a Swamp, Mountain, black permanent, or red permanent" (CR 115.1,
        # 608.2b: one object of any of these kinds, each with its own adjectives): a comma after a kind
        # word before an item that begins with an adjective, in a list closed by "or"/"and", is
        # UNION_COMMA (99_y_grammar17's filter_union_list), and that "or"/"and" is LIST_OR/LIST_AND
        # "Sacrifice ~ and thirteen Blood tokens:", "Exile two cards from your graveyard and ~:", "Sacrifice ~ and
        # any number of creatures you control:" (CR 602.1, 118: one cost, two groups of objects): the "and"
        # of a sacrifice or exile cost before a number, "any number" or the card's name is REF_AND
        cost_verbs17 = {lit("sacrifice"), lit("exile")} - {None}
        ends17 = {period, comma, quote, lit(":")} - {None}

        def _cost_and17(tokens, i, out):
            return _in_cost_of(tokens, i, cost_verbs17, ends17, lit(":"))
        mark("REF_AND", and_, (1, {"NUMBER_WORD", "NUM_DIGITS"}), test=_cost_and17)
        mark("REF_AND", and_, (1, lit("any")), (2, lit("number")), test=_cost_and17)
        mark("REF_AND", and_, (1, "SELF_NAME"), test=_cost_and17)
        # "turn that creature face up or put a +1/+1 counter on it", "return an enchantment card from your
        # graveyard to your hand or unlock a locked door of a Room you control" (CR 608.2d: the player
        # chooses one of two instructions): an "or" before an imperative verb, in a clause that begins
        # with one, is ACTION_OR (99_v_zone_info's either_action), not an "or" between two objects
        verbs17 = {lit(w) for w in ("turn", "put", "return", "untap", "tap", "unlock", "destroy",
                                    "reveal", "create", "draw", "sacrifice", "discard")} - {None}
        clause_ends17 = {period, comma, quote, lit(":"), lit("—"), "ABILITY_WORD"} - {None}

        def _imperative_clause17(tokens, i, out):
            if tokens[i - 1].type in verbs17:  # "tap or untap"
                return False
            for k in range(i - 1, -1, -1):
                if tokens[k].type in clause_ends17:
                    return k + 1 < i and tokens[k + 1].type in verbs17
            return tokens[0].type in verbs17
        mark("ACTION_OR", or_, (1, verbs17), test=_imperative_clause17)
        # "Each opponent who doesn't control a legendary creature ... loses the game.": a "doesn't"/"don't"
        # between "who" and "control(s)" is DOESNT_CONTROL, the player's qualifier (99_y_grammar17's
        # doesnt_control_objects), not the bare "who doesn't" that ends a reference
        for word17 in ("doesn't", "don't"):
            mark("DOESNT_CONTROL", lit(word17), (-1, lit("who")), (1, {lit("control"), lit("controls")}))
        # "for each green creature they control that's attacking." (CR 506.4): an "attacking" after "that's"
        # after "<player> control(s)" that ends the clause is ATTACKING_END (99_y_grammar17's thats_attacking),
        # not the "attacking" of "that's attacking alone", "that's attacking or blocking" or of a token
        # created "that's attacking"
        mark("ATTACKING_END", lit("attacking"), (-1, lit("that's")), (-2, {lit("control"), lit("controls")}),
             (1, {period, comma}))
        # "If an ability of another Shrine you control triggers, ..." (CR 603.2d): the "of" after "If an
        # ability" is ABILITIES_OF too (99_v_cast_layouts' an_ability_of), not a filter's "of" suffix
        mark("ABILITIES_OF", lit("of"), (-1, "OBJECT_KIND"), (-2, lit("an")), (-3, lit("if")),
             test=_ability_word_before)
        kinds17 = {"CARD_TYPE", "SUB_TYPE", "OBJECT_KIND"}
        adj17 = {lit(w) for w in ("tapped", "untapped", "attacking", "blocking")} | {"COLOR_WORD", "SUPER_TYPE"}
        adj17.discard(None)
        either17 = {or_, and_} - {None}
        mark("UNION_COMMA", comma, (-1, kinds17), (1, either17), (2, adj17), (3, kinds17))
        mark("UNION_COMMA", comma, (-1, kinds17), (1, either17), (2, "NON_COLOR"), (3, {"SUPER_TYPE", "COLOR_WORD"}),
             (4, kinds17))
        mark("UNION_COMMA", comma, (-1, kinds17), (1, adj17), (2, kinds17), (3, comma), (4, either17))
        for word17, name17 in ((or_, "LIST_OR"), (and_, "LIST_AND")):
            mark(name17, word17, (-1, comma), (-2, kinds17), (1, adj17), (2, kinds17))
            mark(name17, word17, (-1, comma), (-2, kinds17), (1, "NON_COLOR"), (2, {"SUPER_TYPE", "COLOR_WORD"}),
                 (3, kinds17))

        return table

    def lex(self, data: str) -> Iterator[Token]:  # type: ignore[override]
        tokens: list[Token] = []
        self._scan(data, tokens)
        if self._marks_by_anchor:
            tokens = self._look_ahead_marks(tokens)
        if self._joined:
            self._joined.mark(tokens, self.fast)
        if self._phrases:
            self._phrases.mark(tokens, self.fast)
        if '"' in data and ("reate" in data or "named" in data):  # CR 201.5: a token's name in its own abilities
            tokens = _mark_token_self_names(tokens, self.literals)
        if "votes for " in data:  # CR 701.38b: the choices of a vote
            tokens = _mark_vote_words(tokens, self.literals)
        tokens = _mark_lists(tokens, self.literals)
        if "\n•" in data and "hoose " in data:  # CR 607.2: "choose Khans or Dragons." and its bullets
            tokens = _mark_choice_words(tokens, self.literals)
        if ":" in data:  # no colon, no "[Cost]: [Effect]" (CR 602.1)
            tokens = _mark_costs(tokens, self.literals)
        return iter(tokens)

    def _token_follows(self, tokens: list[Token], j: int) -> bool:
        """A token's description starts at ``j`` ("[and] a 2/2 green Wolf creature token")."""
        n = len(tokens)
        if j < n and tokens[j].type == self._except_and:
            j += 1
        if j >= n or tokens[j].type not in self._token_starts:
            return False
        for k in range(j + 1, min(n, j + 12)):
            kind = tokens[k].type
            if kind == "OBJECT_KIND":
                return str(tokens[k]).lower() in ("token", "tokens")
            if kind not in self._token_words:
                return False
        return False

    @staticmethod
    def _token_before(tokens: list[Token], i: int) -> bool:
        """A token was named before ``i`` in this sentence (the word "token" since the last
        period)."""
        for k in range(i - 1, -1, -1):
            word = str(tokens[k])
            if word in ("token", "tokens", "Token", "Tokens"):
                return True
            if word in (".", '"'):
                return False
        return False

    def _in_exceptions(self, out: list[Token]) -> bool:
        """The tokens so far end inside the exceptions of a copy: ", except" came before in
        this sentence, with no period or quote since (CR 707.9b)."""
        stops = (self._quotes[0], self._quotes[1]) if self._quotes else ()
        for tok in reversed(out):
            if tok.type == "EXCEPT_COMMA":
                return True
            if tok.type in stops:
                return False
        return False

    def _in_exceptions_so_far(self, tokens: list[Token], i: int, out: list[Token] | None) -> bool:
        """(EXCEPT_COMMA / EXCEPT_AND) a mark came before and it is inside a copy's exceptions."""
        return out is not None and self._in_exceptions(out)

    def _joins_tokens(self, tokens: list[Token], i: int, out: list[Token] | None) -> bool:
        """(REF_COMMA / REF_AND / REF_OR) after a token's name or keyword (as marked so far), before
        another token's description, in a sentence that named a token."""
        return (out[-1] if out else tokens[i - 1]).type in ("OBJECT_KIND", "KEYWORD_ABILITY", "REF_COMMA") \
            and self._token_follows(tokens, i + 1) and self._token_before(tokens, i)

    def _alt_cost_follows(self, tokens: list[Token], i: int, out: list[Token] | None) -> bool:
        """(MAY_ALTCOST) "rather than pay" follows in the sentence."""
        return _alternative_cost_follows(tokens, i, self._alt_cost)

    def _quote_after_word(self, tokens: list[Token], i: int, out: list[Token] | None) -> bool:
        """(QUOTE_END) the quote touches the word before it (no period, comma or quote there) and
        not the token after it: a closing quote."""
        tok = tokens[i]
        if not i:
            return False
        prev = tokens[i - 1]
        quote, period, _ = self._quotes
        return prev.end_pos == tok.start_pos and prev.type not in (quote, period, self.literals.get(",")) \
            and (i + 1 == len(tokens) or tokens[i + 1].start_pos > tok.end_pos)

    def _quote_and(self, tokens: list[Token], i: int, out: list[Token] | None) -> bool:
        """(QUOTE_AND) before an opening quote, or before a keyword right after a closing quote
        (which this pass ended with QUOTE_END, so both are in ``out``)."""
        return tokens[i + 1].type != "KEYWORD_ABILITY" or (
            out is not None and len(out) > 1 and out[-1].type == self._quotes[0] and out[-2].type == "QUOTE_END")

    def _split_possessive(self, tok: Token) -> tuple[Token, Token]:
        """"player's" → the class word "player" and "'s"."""
        value = str(tok)
        cut = len(value) - 2
        return (_tok(self._class_possessives[tok.type], value[:cut], tok.start_pos, tok.start_pos + cut, tok.line,
                     tok.column),
                _tok(self.literals["'s"], value[cut:], tok.start_pos + cut, tok.end_pos, tok.line, tok.column + cut))

    def _as_long_as_follows(self, tokens: list[Token], i: int, out: list[Token] | None) -> bool:
        """(PRED_AND) "as long as" comes after "and has" before the clause ends (a period, comma or
        quote), and not as "for as long as"."""
        as_, long_, ends, for_ = self._as_long
        for k in range(i + 2, min(len(tokens) - 2, i + 14)):
            kind = tokens[k].type
            if kind in ends:
                return False
            if kind == as_ and tokens[k + 1].type == long_ and tokens[k + 2].type == as_:
                return tokens[k - 1].type != for_
        return False

    def _attack_verb_before(self, tokens: list[Token], i: int, out: list[Token] | None) -> bool:
        """(ATTACK_WITH) An attack verb a few words before ``tokens[i]`` with at least its player
        between them and no end of clause ("you attack a player with", not "you attack with")."""
        verbs, ends = self._attack_verbs
        return _word_before(tokens, i, verbs, ends, 2, 8)

    def _controlled_before(self, tokens: list[Token], i: int, out: list[Token] | None) -> bool:
        """(CONTROLLED_AS) "controlled" a few words before ``tokens[i]``, in the same clause."""
        controlled, ends = self._controlled
        return _word_before(tokens, i, {controlled}, ends, 2, 8)

    def _sacrifice_cost_before(self, tokens: list[Token], i: int, out: list[Token] | None) -> bool:
        """(REF_AND of a cost) "sacrifice" begins the cost the "and" at ``i`` is in (no comma between
        them) and the ability's colon comes after it before any period."""
        sacrifice, ends, colon = self._cost_and
        return _in_cost_of(tokens, i, {sacrifice}, ends, colon)

    def _rows_in_table_order(self, kind: str) -> list[tuple] | None:
        """The plain path's rows for a token of type ``kind``: every row of the table is looked
        at, so a row the dispatch by anchor loses shows as a disagreement of the paths
        (tests/syntax/test_lexer_paths.py)."""
        return [(r.name, r.checks, r.test, r.emit) for r in self._marks if r.anchor == kind] or None

    def _row_reader(self, kind: str):
        """The plain path's ``match(tokens, i, n, out)`` for a token of type ``kind`` (see
        :func:`_row_matcher`): the rows of :meth:`_rows_in_table_order` read one by one, each
        check in a loop, or None where no row anchors at ``kind``."""
        rows = self._rows_in_table_order(kind)
        if rows is None:
            return None

        def match(tokens: list[Token], i: int, n: int, out: list[Token] | None):
            for name, checks, test, emit in rows:
                if all(0 <= i + offset < n and tokens[i + offset].type in types for offset, types in checks) \
                        and (test is None or test(tokens, i, out)):
                    return name, emit
            return None
        return match

    def _look_ahead_marks(self, tokens: list[Token]) -> list[Token]:
        """Retype the tokens that start a look-ahead mark (the table of :meth:`_mark_table`):
        a token whose type anchors no mark costs one dict look-up. Each anchor's rows are tried
        by one generated function (:func:`_row_matcher`; the plain path reads them one by one,
        :meth:`_row_reader`). Returns ``tokens`` itself when nothing is marked."""
        matcher_of = self._matchers.get if self.fast else self._row_reader
        n = len(tokens)
        out = None
        for i, tok in enumerate(tokens):
            matcher = matcher_of(tok.type)
            if matcher is not None and (row := matcher(tokens, i, n, out)) is not None:
                if out is None:
                    out = tokens[:i]
                name, emit = row
                if emit is None:
                    out.append(_tok(name, str(tok), tok.start_pos, tok.end_pos, tok.line, tok.column))
                else:
                    out.extend(emit(tok))
            elif out is not None:
                out.append(tok)
        return tokens if out is None else out

    # -- helpers -----------------------------------------------------------

    #: False: every word is classified again and every position is scanned by the regular
    #: expression (the plain path; a test checks both paths give the same tokens)
    fast = True

    #: the inner quotes of the text being read (_inner_quotes), for _word
    _inner: frozenset[int] | set[int] = frozenset()

    def tokens(self, text: str) -> Iterator[Token]:
        """The tokens of ``text`` before the look-ahead marks (``lex`` adds those). On a
        character the language has no use for, the tokens before it, then the LexError."""
        out: list[Token] = []
        try:
            self._scan(text, out)
        except LexError:
            yield from out
            raise
        yield from out

    def _scan(self, text: str, out: list[Token]) -> None:
        """Appends the tokens of ``text`` to ``out`` (see ``tokens``)."""
        self_names = SELF_NAMES.get()
        pos = 0
        line = 1
        line_start = 0
        length = len(text)
        at_line_start = True
        label_here = True  # an ability or flavor word may start here (line start, after a line-start bullet)
        prev_word = None
        fast = self.fast
        # (word, at line start) -> its pieces, or _PHRASE_START; the plain path asks anew each time
        pieces_of = self._pieces if fast else {}
        # where a self name may start (found by str.find), so other positions skip _match_self
        name_starts = (_name_starts(text, self_names) if self_names else _NO_STARTS) if fast else None
        # a label is followed by " — " (_LABEL): without one in the text, none is looked for
        dashed = " — " in text if fast else True
        # single quotes that quote an ability inside a quoted ability (_inner_quotes)
        inner = self._inner = _inner_quotes(text)
        # the quick path's tables: word -> its one terminal where it is not at a line start ("":
        # not the quick path's); a punctuation character -> its terminal
        mid_kinds, punct_terminals = self._mid_kinds, self._punct_terminals
        word_only_starts, punct_only_starts, match_word = _WORD_ONLY_STARTS, _PUNCT_ONLY_STARTS, _WORD.match
        while pos < length:
            if fast and not at_line_start and not (label_here and dashed):
                # the quick path, inside a line where no label can start: a run of words that are
                # one token each and of punctuation marks, the most common text by far; each
                # skips the one space after it. Anything else (a self name, a phrase, a word of
                # several tokens, a symbol, a line end ...) goes the whole way below.
                while pos < length:
                    ch = text[pos]
                    if ch in word_only_starts:
                        if pos in name_starts or (m := match_word(text, pos)) is None:
                            break
                        value = m.group()
                        end = m.end()
                        if end - 1 in inner:  # "any target'": the word, then the closing inner quote
                            end -= 1
                            value = value[:-1]
                        kind = mid_kinds.get(value)
                        if kind is None:
                            kind = mid_kinds[value] = self._quick_kind(value)
                        if not kind:
                            break
                        column = pos - line_start + 1
                        tok = _str_new(Token, value)  # _tok, inlined
                        tok.type = kind
                        tok.value = value
                        tok.start_pos = pos
                        tok.line = tok.end_line = line
                        tok.column = column
                        tok.end_column = column + (end - pos)
                        tok.end_pos = end
                        out.append(tok)
                        prev_word = value
                    elif ch in punct_only_starts and pos not in name_starts:
                        end = pos + 1
                        out.append(_tok(punct_terminals[ch], ch, pos, end, line, pos - line_start + 1))
                        prev_word = None
                        label_here = False  # (what the general path sets after punctuation inside a line)
                    elif ch == " ":  # a space after a token of the whole way below
                        pos += 1
                        continue
                    else:
                        break
                    pos = end + 1 if text[end:end + 1] == " " else end
                if pos >= length:
                    break
            column = pos - line_start + 1
            if pos in inner:  # a quote inside a quote: the quote literal, keeping its "'"
                out.append(_tok(self.punct.get('"') or "DBLQUOTE", "'", pos, pos + 1, line, column))
                pos += 1
                at_line_start = label_here = False
                prev_word = None
                continue
            # 1. the card's own name
            if (pos in name_starts if fast else self_names) and (text[pos].isupper() or not text[pos].isalpha()):
                matched = _match_self(text, pos, self_names)
                if matched and self._name_is_verb(text, pos, matched):
                    matched = None
                if matched:
                    end = pos + len(matched)
                    out.append(_tok("SELF_NAME", matched, pos, end, line, column))
                    pos = end
                    at_line_start = label_here = False
                    continue
            if fast and text[pos] == " ":  # the one space between words, without the regular expression
                pos += 1
                continue
            if fast and text[pos] in _WORD_ONLY_STARTS and (m := _WORD.match(text, pos)) is not None:
                kind = "word"  # only the word group could match here
                value = m.group()
                end = m.end()
                if end - 1 in inner:  # "any target'": the word, then the closing inner quote
                    end -= 1
                    value = value[:-1]
            elif fast and text[pos] in _PUNCT_ONLY_STARTS:  # only the one-character punct group
                kind = "punct"
                value = text[pos]
                end = pos + 1
            else:
                m = _SCAN.match(text, pos)
                if m is None:
                    raise LexError(f"unexpected character {text[pos]!r}", pos, line, column, text[pos])
                kind = m.lastgroup
                value = m.group()
                end = m.end()
                if end - 1 in inner and kind == "word":
                    end -= 1
                    value = value[:-1]
            if kind == "space":
                pos = end
                continue
            if kind == "newline":
                pos = end
                line += 1
                line_start = pos
                at_line_start = label_here = True
                continue
            if kind == "word":
                if label_here and dashed:
                    label = self._label(text, pos, at_line_start)
                    if label:
                        end = pos + len(label)
                        out.append(_tok("ABILITY_WORD", label, pos, end, line, column))
                        pos = end
                        at_line_start = label_here = False
                        prev_word = None
                        continue
                    label_here = False
                key = (value, at_line_start)
                pieces = pieces_of.get(key)
                if pieces is None:
                    pieces = pieces_of[key] = self._word_pieces(value, at_line_start)
                if pieces is _PHRASE_START:
                    out.extend(self._word(text, pos, line, column, at_line_start))
                    pos = self._word_end
                elif fast and len(pieces) == 1 and prev_word not in _THIS:  # one word, one token
                    # (a word inside a line is mostly the quick path's, above: this is a line's first word)
                    out.append(_tok(pieces[0][0], value, pos, end, line, column))
                    pos = end + 1 if text[end:end + 1] == " " else end
                else:
                    lower = value.lower()
                    if prev_word in _THIS and len(pieces) == 1 and lower.endswith("'s"):
                        # "this player's": this object's, even where "player's" is a keyword
                        # ("this turn's": "turn" and "'s", as the printer writes a qualifier
                        # "that died this turn" before "'s controller")
                        stem = _classify(value[:-2], self.literals, at_line_start)
                        if (stem in ("OBJECT_KIND", "CARD_TYPE", "SUB_TYPE") or stem == self.literals.get("turn")) \
                                and "'s" in self.literals:
                            pieces = ((stem, 0, len(value) - 2), (self.literals["'s"], len(value) - 2, len(value)))
                    for name, a, b in pieces:
                        out.append(_tok(name, value if b - a == len(value) else value[a:b], pos + a, pos + b,
                                   line, column + a))
                    pos = end
                prev_word = value
                at_line_start = False
                continue
            prev_word = None
            # "• Khans — ...": a mode may have a flavor word too
            label_here = at_line_start and kind == "punct" and value == "•"
            row_here = at_line_start
            at_line_start = False
            if kind == "symbol":
                terminal = self._symbol_terminal(value, pos, line, column)
                if row_here and terminal == "PAW_SYMBOL":  # CR 700.2i: a pawprint mode's line "{P}{P} — ..."
                    out.append(_tok("PAW_LINE", "", pos, pos, line, column))
                out.append(_tok(terminal, value, pos, end, line, column))
            elif kind == "loyalty":
                out.append(_tok("LOYALTY_COST", value, pos, end, line, column))
            elif kind == "ptmod":
                out.append(_tok("PT_MOD", value, pos, end, line, column))
            elif kind == "pt":
                out.append(_tok("PT", value, pos, end, line, column))
            elif kind == "number":
                out.append(_tok("NUM_DIGITS", value, pos, end, line, column))
            elif kind == "reminder":
                # a reminder that ends a mode before the next bullet is MODE_REMINDER (CR 700.2: the
                # ability's own reminder comes after its last line)
                after = text[end:end + 4].lstrip(" ")
                out.append(_tok("MODE_REMINDER" if after.startswith("\n•") else "REMINDER_TEXT", value, pos, end, line,
                           column))
            elif kind == "resultrange":
                # CR 706.3a: a results-table row "1—9 |", "20 |", "15+ |"; CR 721.2: a station
                # symbol "8+ |". ROW_BEGIN (no text) starts the row's line when printed.
                out.append(_tok("ROW_BEGIN", "", pos, pos, line, column))
                out.append(_tok("RANGE_OPEN" if value.endswith("+") else "RANGE_CLOSED", value, pos, end, line, column))
            elif kind == "die":  # CR 706.1a: "d20", a twenty-sided die
                out.append(_tok("DIE_SIZE", value, pos, end, line, column))
            elif kind == "levelband":  # CR 711.2: a level symbol "LEVEL 1-3", "LEVEL 4+"
                out.append(_tok("LEVEL_BAND", value, pos, end, line, column))
            elif kind == "levelword":  # "Level 2", "becomes level 2" (CR 716.2a); "level counter" stays a counter word
                out.append(_tok("LEVEL_WORD", value, pos, end, line, column))
            elif kind == "possessive":
                out.append(_tok(self.literals.get("'s", "POSSESSIVE"), value, pos, end, line, column))
            elif kind == "self":
                out.append(_tok("SELF_NAME", value, pos, end, line, column))
            else:  # punctuation
                out.append(_tok(self._punct_terminals[value], value, pos, end, line, column))
            pos = end

    def _name_is_verb(self, text: str, pos: int, name: str) -> bool:
        """A card's name of one word that is also a word of the grammar, at the start of a sentence
        and before "target", is the sentence's verb, not the card ("Exile target nonwhite attacking
        creature." on Exile, "Regenerate target creature." on Regenerate: CR 201.5 is about the
        card's name used as a name; an instruction never begins with the object's name and "target")."""
        if " " in name or name.lower() not in self.literals or not text.startswith(" target", pos + len(name)):
            return False
        before = text[:pos].rstrip()
        return not before or before[-1] in ".:•"

    def _label(self, text: str, pos: int, at_line_start: bool) -> str | None:
        """An ability word or flavor word at ``pos`` (CR 207.2c-d), or None.

        Plain Oracle text has lost the italics, so the lexer reads as one a phrase of up to
        six words before " — " at the start of an ability or of a mode, unless the grammar
        reads a line that starts so: a chapter numeral ("II —", CR 714.2), a keyword ability
        ("Exhaust —", "Max speed —", CR 702), a type line's first word ("Enchantment —
        Aura", "Token Creature — Elf"), or a word in _DASH_LEADS ("Choose one —", CR 700.2; "To solve
        —", "Solved —", CR 719.3). Ability words newer than the CR's list (corrupted,
        infusion, ...) and flavor words ("Hero's Reward", "• Khans") have no rules meaning
        either. Only the words before the dash are taken: the rest must parse as an ability."""
        m = _LABEL.match(text, pos)
        if m is None:
            return None
        phrase = m.group()
        lower = phrase.lower()
        if lower in ABILITY_WORDS_LOWER_SET:
            return phrase
        first = lower.split(" ", 1)[0]
        if first in _DASH_LEADS:
            return None
        stem = phrase.split(" ", 1)[0]
        if stem.endswith("'s"):
            stem = stem[:-2]  # "Hero's Reward": the class of "Hero"
        stem_class = _classify(stem, {}, at_line_start)
        # a keyword ability or a chapter numeral alone before the dash is the grammar's line ("Exhaust —",
        # "II —"); with other words after it, a flavor word ("Fear Ray —", "Intimidate Them —", "I LOVE
        # Squirrels! —", CR 207.2d; a keyword of more than one word, "Max speed —", is found below)
        if stem_class in _NOT_LABELS and not (stem_class in _WORDS_LEAD_LABEL and " " in phrase):
            return None
        if " " in phrase:
            classes = [_classify(w, {}, False) for w in phrase.split(" ")]
            if all(c in _TYPE_LINE_WORDS for c in classes) and ("CARD_TYPE" in classes or "SUPER_TYPE" in classes):
                return None  # type words with a card type: a type line ("Hero Artifact — Equipment"), no
                # flavor word (a dungeon room "Goblin Lair —" has no card type)
        if any(lower.startswith(p) and (len(lower) == len(p) or lower[len(p)] == " ")
               for p, terminal in MULTIWORD_BY_FIRST.get(first, ()) if terminal == "KEYWORD_ABILITY"):
            return None  # "Max speed —": a keyword of more than one word
        return phrase

    def _symbol_terminal(self, value: str, pos: int, line: int, column: int) -> str:
        upper = value.upper()
        if upper == "{T}":
            return "TAP_SYMBOL"
        if upper == "{Q}":
            return "UNTAP_SYMBOL"
        if upper == "{E}":
            return "ENERGY_SYMBOL"
        if upper == "{CHAOS}":  # CR 107.12: the chaos symbol of the planar die
            return "CHAOS_SYMBOL"
        if upper == "{P}":  # CR 700.2i: the pawprint symbol of a mode
            return "PAW_SYMBOL"
        if _MANA_SYMBOL.match(upper):
            return "MANA_SYMBOL"
        raise LexError(f"{value} is not a mana or game symbol; expected a mana symbol like {{R}}, {{2}}, {{X}}, "
                       "{W/U} or {G/P}, or {T}, {Q}, {E}, {CHAOS}, {P}", pos, line, column, value)

    def _word(self, text: str, pos: int, line: int, column: int, at_line_start: bool) -> Iterator[Token]:
        m = _WORD.match(text, pos)
        value = m.group()
        end = m.end()
        if end - 1 in self._inner:  # the closing inner quote is no part of the word
            end -= 1
            value = value[:-1]
        self._word_end = end
        lower = value.lower()
        if lower == "her":
            # "her" is "it" ("put a +1/+1 counter on her") or "its" ("her power"): the word after
            # it decides (_HER_POSSESSED); the token keeps the card's own word
            after = _WORD.match(text, end + 1) if text[end:end + 1] == " " else None
            neuter = "its" if after and after.group().lower() in _HER_POSSESSED else "it"
            yield _tok(self.literals.get(neuter, "UNKNOWN"), value, pos, end, line, column)
            return
        # 2. multi-word vocabulary: ability words before a dash, keywords, steps
        #    (phrases are indexed by their first word, longest first)
        if at_line_start and lower in ABILITY_WORDS_BY_FIRST:
            lower_rest = text[pos:pos + 64].lower()
            for phrase in ABILITY_WORDS_BY_FIRST[lower]:
                if lower_rest.startswith(phrase) and text[pos + len(phrase):pos + len(phrase) + 2] == " —":
                    end = pos + len(phrase)
                    self._word_end = end
                    yield _tok("ABILITY_WORD", text[pos:end], pos, end, line, column)
                    return
        if lower in MULTIWORD_BY_FIRST:
            lower_rest = text[pos:pos + 64].lower()
            for phrase, terminal in MULTIWORD_BY_FIRST[lower]:
                if lower_rest.startswith(phrase):
                    p_end = pos + len(phrase)
                    if p_end >= len(text) or not (text[p_end].isalnum() or text[p_end] in "'-") \
                            or p_end in self._inner:
                        self._word_end = p_end
                        yield _tok(terminal, text[pos:p_end], pos, p_end, line, column)
                        return
        key = (value, at_line_start)
        cache = self._phrase_word_pieces if self.fast else {}  # the plain path asks anew each time
        pieces = cache.get(key)
        if pieces is None:
            pieces = cache[key] = self._split_word(value, at_line_start)
        for name, a, b in pieces:
            yield _tok(name, value[a:b], pos + a, pos + b, line, column + a)

    def _quick_kind(self, value: str) -> str:
        """The one terminal of a word inside a line, or "" if it may begin a phrase, is more than
        one token ("creature's", "nonblack") or ends in "'s" (after "this" it may be split:
        "this turn's", in ``_scan``)."""
        pieces = self._word_pieces(value, False)
        if pieces is _PHRASE_START or len(pieces) != 1 or value.lower().endswith("'s"):
            return ""
        return pieces[0][0]

    def _word_pieces(self, value: str, at_line_start: bool) -> tuple[tuple[str, int, int], ...]:
        """A word found by the scanner → _PHRASE_START if a multi-word phrase may begin with it
        (``_word`` decides from the text that follows), else its token pieces (``_split_word``)."""
        lower = value.lower()
        if lower in MULTIWORD_BY_FIRST or (at_line_start and lower in ABILITY_WORDS_BY_FIRST) or lower == "her":
            return _PHRASE_START
        return self._split_word(value, at_line_start)

    def _split_word(self, value: str, at_line_start: bool) -> tuple[tuple[str, int, int], ...]:
        """A single word → its token(s) as (terminal, start, end) within the word (cached by the caller)."""
        lower = value.lower()
        # "non-Human", "nonartifact": NON_PREFIX then the rest (CR 205.4b)
        if lower.startswith("non") and lower not in self.literals and len(value) > 3:
            rest_start = 4 if value[3] == "-" else 3
            name = _classify(value[rest_start:], self.literals, at_line_start=False)
            if name in ("UNKNOWN", "NAME_WORD") and lower.endswith("'s") and "'s" in self.literals:
                # "nonland's": non-, the class word, the possessive
                stem = _classify(value[rest_start:-2], self.literals, at_line_start=False)
                if stem in _POSSESSOR_CLASSES:
                    return (("NON_PREFIX", 0, rest_start), (stem, rest_start, len(value) - 2),
                            (self.literals["'s"], len(value) - 2, len(value)))
            if name not in ("UNKNOWN", "NAME_WORD"):
                # "nonblack", "nonbasic": before an adjective word (color, supertype) the prefix is
                # NON_COLOR, so LALR(1) can tell a negated adjective from a negated type word
                prefix = "NON_COLOR" if name in ("COLOR_WORD", "SUPER_TYPE") else "NON_PREFIX"
                return ((prefix, 0, rest_start), (name, rest_start, len(value)))
        kind = _classify(value, self.literals, at_line_start)
        # "creature's", "opponent's": the word, then the possessive (CR has no such words)
        if kind in ("UNKNOWN", "NAME_WORD") and lower.endswith("'s") and len(value) > 2:
            stem = _classify(value[:-2], self.literals, at_line_start)
            possessive = self.literals.get("'s")
            # a class noun ("creature's"), or any known word the printer wrote before "'s"
            # ("of your choice's controller", "each graveyard's"): the word, then the possessive
            if possessive and stem not in ("UNKNOWN", "NAME_WORD"):
                return ((stem, 0, len(value) - 2), (possessive, len(value) - 2, len(value)))
        return ((kind, 0, len(value)),)


def _classify(value: str, literals: dict[str, str], at_line_start: bool) -> str:
    lower = value.lower()
    if lower in literals:
        return literals[lower]
    neuter = _GENDERED_PRONOUNS.get(lower)
    if neuter in literals:
        return literals[neuter]
    if _ROMAN.match(value):
        return "CHAPTER_NUM"
    for table, name in _CLASSES:
        if lower in table:
            return name
    if value in SUBTYPE_WORDS:
        return "SUB_TYPE"
    if lower in KEYWORD_PHRASES:
        return "KEYWORD_ABILITY"
    # counter kinds are written in lower case ("a book counter"); a capital mid-line is a name
    # or a subtype missing from the rules' lists ("Artifact — Book")
    if lower in COUNTER_WORDS and (at_line_start or not value[0].isupper()):
        return "COUNTER_WORD"
    if value[0].isupper():
        cap = value[0].upper() + value[1:]
        if at_line_start and cap in SUBTYPE_WORDS:
            return "SUB_TYPE"
        return "NAME_WORD"
    return "UNKNOWN"


#: a character card's gendered pronouns ("When Jet enters, he deals damage ...", "put a +1/+1
#: counter on him", "equal to his power"): the terminal of the neuter word they stand for, so
#: every rule that reads "it"/"its" reads them too; the token keeps the card's own word.
#: ("her" is either "it" or "its": WordLexer._word reads the next word, _HER_POSSESSED.)
_GENDERED_PRONOUNS = {"he": "it", "him": "it", "his": "its", "he's": "it's", "himself": "itself",
                      "she": "it", "she's": "it's", "herself": "itself"}

#: nouns written after a possessive "her" ("her power", "her owner's hand"); before any other
#: word or a punctuation mark "her" is the object pronoun ("on her for each", "return her to")
_HER_POSSESSED = {"owner", "owner's", "controller", "controller's", "mana", "power", "toughness",
                  "loyalty", "name", "colors", "color", "other", "own"}

_CLASSES = (
    (NUMBER_WORDS, "NUMBER_WORD"),
    (CARD_TYPE_WORDS, "CARD_TYPE"),
    (OBJECT_KIND_WORDS, "OBJECT_KIND"),
    (SUPERTYPE_WORDS, "SUPER_TYPE"),
    (COLOR_WORDS, "COLOR_WORD"),
    (ZONE_WORDS, "ZONE_WORD"),
    (STEP_PHRASES, "STEP_WORD"),
    (ORDINAL_WORDS, "ORDINAL_WORD"),  # "the fourth plan counter" (99_w_counters)
)


#: verbs after a distributive "each" ("they each get +1/+1", "Up to two target players each
#: mill three cards", "You and target opponent each draw a card.")
#: the modifiers of a die roll after "and" (CR 706.2: "Roll a d20 and add ...")
_ROLL_MODIFIERS = ("add", "subtract", "ignore", "choose")
_EACH_VERB_WORDS = ("get", "gets", "gain", "gains", "have", "has", "become", "becomes", "lose", "loses",
                    "discard", "mill", "draw", "sacrifice", "reveal", "put", "create", "deal",
                    "search", "return", "shuffle")

#: counter words the grammar's counter_kind reads as keywords ("a time counter", "a blight counter")
_COUNTER_KIND_LITERALS = frozenset({"time", "blight"})

#: "this" in any letter case (the word before "player's" in "this player's power")
_THIS = frozenset(map("".join, itertools.product(*zip("this", "THIS"))))
#: the pieces of a word that may begin a multi-word phrase (``_word`` reads on)
_PHRASE_START = (("", 0, 0),)

#: classes of words that take a possessive "'s" ("creature's", "Aura's"); "that's" is a contraction
_POSSESSOR_CLASSES = {"CARD_TYPE", "OBJECT_KIND", "SUB_TYPE"}
_NOUN_CLASSES = {"CARD_TYPE", "OBJECT_KIND", "SUB_TYPE"}

_LISTABLE = {"CARD_TYPE", "SUB_TYPE", "SUPER_TYPE", "COLOR_WORD", "KEYWORD_ABILITY", "NON_PREFIX", "MANA_SYMBOL", "OBJECT_KIND"}
_ZONE_LIST = {"ZONE_WORD"}
#: a negated word ("nonartifact", "nonblack", "nonlegendary") in a comma list of negations
_NEGATIONS = {"NON_PREFIX", "NON_COLOR"}
_NEGATED = {"CARD_TYPE", "SUB_TYPE", "COLOR_WORD", "SUPER_TYPE"}


def _alternative_cost_follows(tokens: list[Token], i: int, marks: tuple) -> bool:
    """Whether "rather than pay" follows the "may" at ``i`` in its sentence (CR 118.9:
    "You may [costs] rather than pay this spell's mana cost")."""
    _, rather, than, pay, period, quote = marks
    for j in range(i + 1, len(tokens) - 2):
        kind = tokens[j].type
        if kind in (period, quote):
            return False
        if kind == rather and tokens[j + 1].type == than and tokens[j + 2].type == pay:
            return True
    return False


def _lists_close(tokens: list[Token], items: set[str], and_: str | None, or_: str | None,
                 protection: str | None = None, from_: str | None = None) -> list[bool]:
    """For each position, whether a list running on from there ends with "and" or "or"
    ("artifact, creature, or land"): a comma between two list words with no "and"/"or" after
    them joins two clauses ("Whenever you cast a spell, Wizards you control get +1/+1").
    One backward pass (linear in the line's length)."""
    n = len(tokens)
    closes = [False] * (n + 1)
    for j in range(n - 1, -1, -1):
        kind = tokens[j].type
        if kind in (and_, or_) or kind == "QUOTE_COMMA" or kind == "UNION_COMMA":  # (', and "<ability>"' ends a keyword list; UNION_COMMA: an item with adjectives follows)
            closes[j] = True
        elif kind == "COMMA":
            closes[j] = (j + 1 < n and tokens[j + 1].type in (and_, or_)) or closes[j + 1]
        elif kind in items:
            closes[j] = closes[j + 1]
        elif kind == protection and protection is not None:
            # a keyword of a keyword list: "protection" (CR 702.16) or "protection from red"
            k = j + 3 if j + 2 < n and tokens[j + 1].type == from_ else j + 1
            closes[j] = closes[k]
    return closes


class _ListsClose:
    """``closes[0]``: :func:`_lists_close` for list words, ``closes[1]`` for zone words —
    each worked out the first time it is asked for (most lines never ask)."""

    __slots__ = ("args", "done")

    def __init__(self, tokens: list[Token], and_: str | None, or_: str | None,
                 protection: str | None = None, from_: str | None = None):
        self.args = (tokens, and_, or_, protection, from_)
        self.done: dict[int, list[bool]] = {}

    def __getitem__(self, zones: int) -> list[bool]:
        closes = self.done.get(zones)
        if closes is None:
            tokens, and_, or_, protection, from_ = self.args
            closes = self.done[zones] = _lists_close(tokens, _ZONE_LIST, and_, or_) if zones \
                else _lists_close(tokens, _LISTABLE, and_, or_, protection, from_)
        return closes


#: words that may stand inside a reference after "and target ...": "target creature an
#: opponent controls", "target creature of an opponent's choice they control"
#: words that begin a joined reference after "and" (besides "target", "each", a name)
_AND_START_WORDS = ("that", "enchanted", "equipped", "this", "all")
#: more words that begin a reference in a comma list ("a white card, a blue card, ..., and a green card")
_LIST_START_WORDS = ("a", "an")
_REF_INNER_WORDS = ("counter", "counters", "on", "it", "them", "who", "its", "same", "name", "as", "the", "that", "among",
                    "share", "shares", "color", "you", "control", "controls", "don't", "doesn't", "own", "owns", "a", "an", "of", "choice",
                    "they", "their", "your", "with", "without", "from", "tapped", "untapped", "attacking",
                    "blocking", "blocked", "other", "power", "toughness", "mana", "value", "or", "less", "greater",
                    "than", "that's", "it's", "'s", "named", "in", "single", "opponent's", "player's", "target",
                    "controller", "owner", "attached", "battlefield",
                    "suspended",  # "each permanent and each suspended card" (CR 702.62b)
                    "all",  # "this artifact and all cards from all graveyards" (every zone of that kind)
                    "and/or", "-", "/")
_REF_INNER_CLASSES = {"CARD_TYPE", "SUB_TYPE", "OBJECT_KIND", "COLOR_WORD", "SUPER_TYPE", "NON_PREFIX", "NON_COLOR",
                      "NUMBER_WORD", "NUM_DIGITS", "KEYWORD_ABILITY", "ZONE_WORD", "SELF_NAME", "NAME_WORD",
                      "COUNTER_WORD", "SLASH", "CMP_OR"}
#: what ends a reference that is an object ("to their owners' hands", "unless ...", ".")
_REF_STOP_WORDS = (".", ",", ";", ":", "to", "into", "onto", "unless", "until", "instead", "equal")


class _JoinedRefs:
    """Marks an "and" or "or" (and a list comma) that joins two references, not two effects.

    LALR(1) cannot tell "Destroy target creature and target land." (one effect, two objects)
    from "You draw a card and target opponent gains 3 life." (two effects) at the "and". The
    words around it decide:

    * after it, a reference ("[up to N] [another] target ...", "each ...", and after "or"
      also "a ...", "that ...") that runs to the end of the clause (a period, comma, "to",
      "unless" ...) through words that stand inside references: "Return target creature
      and target land to their owners' hands.", "that player or a planeswalker they control.";
    * before it, only a reference since the start of the clause, and a reference after it:
      the subject is joined ("You and Humans you control have hexproof.", "Target creature
      and each other creature that shares a color with it gain ...");
    * "and at least one other creature" (the second subject of an event).

    An "or" after "that's a <type>" joins the two types of one qualifier (THATS_OR: "each
    creature you control that's a Wolf or a Werewolf").

    Then the "and" is REF_AND, the "or" REF_OR, and a comma before such a reference in a
    list ("target artifact, target creature, and target land") REF_COMMA. An "or" between
    two words of one type list ("player or planeswalker") is left to the list pass."""

    def __init__(self, literals: dict[str, str]):
        get = literals.get
        self.and_, self.or_, self.comma = get("and"), get("or"), get(",")
        self.target, self.each, self.another = get("target"), get("each"), get("another")
        self.other = get("other")
        self.up, self.to, self.at, self.least = get("up"), get("to"), get("at"), get("least")
        self.numbers = {"NUMBER_WORD", "NUM_DIGITS"} | ({get("x")} if get("x") else set())
        self.stops = {get(w) for w in _REF_STOP_WORDS} - {None} | {"ON_TOP_OF", "ON_BOTTOM_OF"}
        self.inner = ({get(w) for w in _REF_INNER_WORDS} - {None}) | _REF_INNER_CLASSES
        self.and_starts = {self.target, self.each, "SELF_NAME"} | ({get(w) for w in _AND_START_WORDS} - {None})
        self.list_starts = self.and_starts | ({get(w) for w in _LIST_START_WORDS} - {None})
        self.you = get("you")
        #: words that begin a filter with no article ("creatures you control", "other permanents")
        self.filter_starts = {"COLOR_WORD", "NON_PREFIX", "NON_COLOR", "SUPER_TYPE"} | ({get("other")} - {None})
        self.clause_ends = {get(w) for w in (",", ".")} - {None}
        #: what begins the second reference after "you and/or" ("permanents you control")
        self.you_list_starts = self.list_starts | _NOUN_CLASSES | self.filter_starts
        self.this, self.turn = get("this"), get("turn")
        self.or_starts = self.and_starts | ({get(w) for w in ("a", "an", "that")} - {None}) | _NOUN_CLASSES
        #: words that begin a reference (the subject after "and")
        self.subject_starts = ({get(w) for w in _SUBJECT_START_WORDS} - {None}) | _SUBJECT_START_CLASSES
        #: words of a reference before "and" at the start of a clause
        self.subject_words = (self.inner | self.subject_starts | ({get(w) for w in ("up", "to", "number")} - {None})) \
            - {get("counter")}  # the verb: "counter that spell and that opponent may cast ..."
        self.clause_starts = {get(w) for w in (".", ",", ":", "—", '"', "•")} - {None}
        self.of, self.control, self.all = get("of"), get("control"), get("all")
        self.thats, self.articles = get("that's"), {get("a"), get("an")} - {None}
        self.exchange = {get("exchange"), get("exchanges")} - {None}
        #: the kinds the loop of ``mark`` looks at (the fast path skips the others at once)
        self.acts_on = frozenset({self.of, self.and_, self.or_, self.comma} | self.stops)

    def mark(self, tokens: list[Token], fast: bool = True) -> None:
        n = len(tokens)
        exchanging = False  # after "exchange control of" (CR 701.12: the "and" joins the two objects)
        acts_on = self.acts_on if fast else _EVERY_KIND
        for i, tok in enumerate(tokens):
            kind = tok.type
            if kind not in acts_on:
                continue
            if kind == self.of and i >= 2 and tokens[i - 1].type == self.control and tokens[i - 2].type in self.exchange:
                exchanging = True
            elif kind in self.stops:
                exchanging = False
            if kind == self.and_ and exchanging:
                exchanging = False
                tokens[i] = _retype("REF_AND", tok)
            elif kind == self.and_:
                if i + 3 < n and tokens[i + 1].type == "SLASH" and tokens[i + 2].type == self.or_:
                    # "an instant card and/or a sorcery card,", "to you and/or permanents you control"
                    after_you = i > 0 and tokens[i - 1].type == self.you
                    if (after_you or tokens[i + 3].type in self.articles) and self._reference_runs_to_stop(
                            tokens, i + 3, self.you_list_starts if after_you else self.list_starts) is not None:
                        tokens[i] = _retype("REF_AND", tok)
                        tokens[i + 2] = _retype("REF_OR", tokens[i + 2])
                        continue
                if self._in_type_list(tokens, i):
                    continue  # "creatures and planeswalkers", "artifact and/or creature"
                nxt = tokens[i + 1].type if i + 1 < n else None
                if nxt == self.all and self._after_zone_list(tokens, i):
                    continue  # "shuffles their hand, graveyard, and all permanents they own"
                after_comma = i and tokens[i - 1].type in (self.comma, "REF_COMMA")
                if self._reference_runs_to_stop(tokens, i + 1, self.list_starts if after_comma else self.and_starts) \
                        is not None or self._second_reference_ends_clause(tokens, i) \
                        or (nxt == self.at and i + 2 < n and tokens[i + 2].type == self.least) \
                        or (nxt in self.subject_starts and self._subject_before(tokens, i)):
                    tokens[i] = _retype("REF_AND", tok)
                    if i and tokens[i - 1].type == self.comma:  # "..., and target land"
                        tokens[i - 1] = _retype("REF_COMMA", tokens[i - 1])
            elif kind == self.or_:
                if self._after_thats_a(tokens, i):
                    tokens[i] = _retype("THATS_OR", tok)  # "that's a Wolf or a Werewolf"
                    continue
                if self._in_type_list(tokens, i):
                    continue  # "player or planeswalker", "artifact, enchantment, or land"
                nxt = tokens[i + 1].type if i + 1 < n else None
                if self._reference_runs_to_stop(tokens, i + 1, self.or_starts) is not None \
                        or (nxt in self.subject_starts and self._subject_before(tokens, i)):
                    tokens[i] = _retype("REF_OR", tok)
                    # "a God, a Demigod, or a legendary enchantment": the list's last comma (its first
                    # commas are REF_COMMA already)
                    if i > 1 and tokens[i - 1].type == self.comma \
                            and any(t.type == "REF_COMMA" for t in tokens[max(i - 14, 0):i - 1]):
                        tokens[i - 1] = _retype("REF_COMMA", tokens[i - 1])
            elif kind == self.comma:
                # a list of references: ", <ref>, <ref>, and <ref>" (each one runs to the next comma)
                starts = self.list_starts
                stop = self._reference_runs_to_stop(tokens, i + 1, starts)
                while stop is not None and stop + 1 < n and tokens[stop].type == self.comma \
                        and tokens[stop + 1].type not in (self.and_, self.or_):
                    stop = self._reference_runs_to_stop(tokens, stop + 1, starts)
                # (", or <ref>": one of the references, "a God, a Demigod, or a legendary enchantment"; not
                # after "your choice of", whose choices are a list of their own)
                joins = (self.and_, self.or_) if not any(
                    str(t).lower() == "choice" for t in tokens[max(i - 6, 0):i]) else (self.and_,)
                if stop is not None and stop + 1 < n and tokens[stop].type == self.comma \
                        and tokens[stop + 1].type in joins \
                        and self._reference_runs_to_stop(tokens, stop + 2, starts) is not None:
                    tokens[i] = _retype("REF_COMMA", tok)

    def _reference_runs_to_stop(self, tokens: list[Token], j: int, starts: set) -> int | None:
        """If a reference starts at ``j`` and runs to the end of the clause: the index of the stop."""
        n = len(tokens)
        if j + 2 < n and tokens[j].type == self.up and tokens[j + 1].type == self.to and tokens[j + 2].type in self.numbers:
            j += 3
        if j < n and tokens[j].type == self.another:
            j += 1
        elif j + 1 < n and j >= 3 and tokens[j].type == self.other and tokens[j + 1].type == self.target \
                and tokens[j - 3].type == self.up:
            j += 1  # "and up to one other target artifact or enchantment"
        if j >= n or tokens[j].type not in starts:
            return None
        for k in range(j + 1, min(n, j + 16)):
            kind = tokens[k].type
            if kind in self.stops:
                return k
            if kind == self.this and k + 1 < n and tokens[k + 1].type == self.turn:
                return k  # "... to each creature and each player this turn"
            if kind in (self.and_, self.or_) and k + 1 < n and tokens[k - 1].type in _LISTABLE \
                    and tokens[k + 1].type in _LISTABLE:
                continue  # a type list inside it: "and each creature and planeswalker they control."
            if kind not in self.inner:
                return None
        return None

    def _second_reference_ends_clause(self, tokens: list[Token], i: int) -> bool:
        """The "and" at ``i`` joins a second reference that ends at a comma or period:
        "a Zombie card and a Swamp card, reveal them" (an article begins both), "dealt to you and
        creatures you control." (after "you" a bare filter begins it). Not before "into"/"onto"
        ("... onto the battlefield tapped and an Elf card from among them into your hand" is two
        instructions of one put)."""
        prev = tokens[i - 1].type if i else None
        if prev == self.you:
            starts = self.list_starts | _NOUN_CLASSES | self.filter_starts
        elif self._article_reference_before(tokens, i):
            starts = self.list_starts
        else:
            return False
        stop = self._reference_runs_to_stop(tokens, i + 1, starts)
        # ("dealt to you and permanents you control this turn": "this turn" ends the clause too)
        return stop is not None and tokens[stop].type in self.clause_ends | {self.this}

    def _article_reference_before(self, tokens: list[Token], i: int) -> bool:
        """Words of a reference that begins with "a"/"an" run up to ``i`` ("a Zombie card"), not
        "this creature" (meld's "own and control this creature and a creature named ...")."""
        k = i - 1
        while k >= 0 and tokens[k].type in self.inner and tokens[k].type not in self.articles:
            k -= 1
        return k < i - 1 and k >= 0 and tokens[k].type in self.articles

    def _after_thats_a(self, tokens: list[Token], i: int) -> bool:
        """The "or" at ``i`` ends "that's a Wolf": the second type of one qualifier
        ("each creature you control that's a Wolf or a Werewolf")."""
        k = i - 1
        while k >= 0 and tokens[k].type in _LISTABLE:
            k -= 1
        return k < i - 1 and k >= 1 and tokens[k].type in self.articles and tokens[k - 1].type == self.thats

    def _after_zone_list(self, tokens: list[Token], i: int) -> bool:
        """The "and" at ``i`` follows a zone in a list ("their hand, graveyard, and ...")."""
        k = i - 1
        if k >= 0 and tokens[k].type == self.comma:
            k -= 1
        return k >= 0 and tokens[k].type == "ZONE_WORD"

    def _in_type_list(self, tokens: list[Token], i: int) -> bool:
        """The "and"/"or" at ``i`` joins two words of one list (the list pass marks it) or
        two numbers."""
        if i == 0 or i + 1 >= len(tokens):
            return False
        prev, nxt = tokens[i - 1].type, tokens[i + 1].type
        if prev in self.numbers and nxt in self.numbers:  # "one or two target creatures"
            return True
        if nxt == "SLASH":  # "and/or"
            return prev in _LISTABLE
        return nxt in _LISTABLE and (prev in _LISTABLE or prev in (self.comma, "SLASH"))

    def _subject_before(self, tokens: list[Token], i: int) -> bool:
        """Only words of a reference from the start of the clause to ``i``."""
        k = i - 1
        while k >= 0 and tokens[k].type not in self.clause_starts:
            if tokens[k].type not in self.subject_words:
                return False
            k -= 1
        return k < i - 1


_SUBJECT_START_CLASSES = {"CARD_TYPE", "SUB_TYPE", "OBJECT_KIND", "COLOR_WORD", "SUPER_TYPE", "NON_PREFIX", "NON_COLOR",
                          "NUMBER_WORD", "NUM_DIGITS", "SELF_NAME"}
#: words that begin a reference ("and each other creature", "and other creatures")
_SUBJECT_START_WORDS = ("target", "each", "another", "up", "any", "all", "other", "enchanted", "equipped", "you",
                        "this", "that", "those", "a", "an", "its")


class _TriggersAndNames:
    """More marks that need more than one word of look-ahead:

    * "When this creature enters and at the beginning of your upkeep, ...": in the trigger
      condition (before the first comma of an ability that begins with "when"/"whenever"), an
      "and" followed by "when", "whenever" or "at the beginning" joins two triggers
      (TRIGGER_AND), not two events ("attacks and isn't blocked"); an "or" so placed is
      TRIGGER_OR ("When you planeswalk to ~ or at the beginning of your upkeep, ...");
    * "this turn" right before the comma that ends a "when"/"whenever" condition is the
      duration of a delayed trigger (CR 603.7b: "Whenever a creature dies this turn, ..."):
      its "this" is TRIGGER_THIS, so LALR(1) can tell it from an event's own object
      ("attacks this creature");
    * "attached" after a noun ("Equipment attached to it") is ATTACHED_TO, a qualifier;
    * a name after "named" (CR 201.2) or "Partner with" (CR 702.124j): its capitalized words ("Kobolds of Kher Keep",
      "Land Mine") are NAME_WORDs whatever class they would have alone, with "of"/"the"
      or a comma between two of them ("Ashiok, Sculptor of Fears");
    * an "or" that joins two conditions is COND_OR: before "if" or "there" ("if this land
      entered this turn or if you control a basic land", "if you control a Desert or there
      is a Desert card in your graveyard"), or after "this turn" before a clause with
      "was"/"were" that ends with "this turn" ("... left the battlefield this turn or a spell
      was warped this turn").
    * an "or" between two actions (after an object, before one of the verbs of
      ``_ACTION_VERBS``) is UNLESS_OR after an "unless" of its clause, and that "unless" is
      UNLESS_EITHER ("loses 3 life unless they sacrifice a nonland permanent of their choice
      or discard a card": both actions are the "unless"); it is ACTION_OR after a "may" of
      its clause ("You may sacrifice an artifact or discard a card."), in a keyword's cost
      ("Ward—Discard a card or pay {2}.") or in an activated ability's cost ("Sacrifice an
      artifact or discard a nonland card: ..."): the player chooses one action (CR 608.2d).
      (An additional cost's "or", "pay {4} or sacrifice an artifact", stays "or": or_cost.)"""

    def __init__(self, literals: dict[str, str]):
        get = literals.get
        self.unless = get("unless")
        self.action_verbs = {get(word) for word in _ACTION_VERBS} - {None}
        self.clause_ends = {get("."), get(","), get(":")} - {None}
        self.may, self.colon = get("may"), get(":")
        self.and_, self.comma, self.named = get("and"), get(","), get("named")
        #: "meld them into Chittering Host": a card's name follows (CR 701.42a)
        self.meld, self.into = get("meld"), get("into")
        #: "conjure a Kraken Hatchling into your hand": a card's name follows (99_v_zone_moves' conjure)
        self.conjure, self.conjure_counts = get("conjure"), {get("a"), get("an"), "NUMBER_WORD"} - {None}
        self.whens = {get("when"), get("whenever")} - {None}
        self.dash = get("—", "EMDASH")
        self.at, self.the, self.beginning = get("at"), get("the"), get("beginning")
        self.name_links = {"of", "the"}
        #: "create Voja, Friend to Elves, a legendary ... token" (_mark_created_names)
        self.creates = {get("create"), get("creates")} - {None}
        self.created_name_links = {"of", "the", "to"}
        self.a = get("a")
        self.attached, self.to = get("attached"), get("to")
        self.or_, self.this, self.turn, self.dot = get("or"), get("this"), get("turn"), get(".")
        self.joins = {self.and_: "TRIGGER_AND", self.or_: "TRIGGER_OR"}
        self.cond_starts = {get("if"), get("there")} - {None}
        self.was = {get("was"), get("were")} - {None}

    def mark(self, tokens: list[Token], fast: bool = True) -> None:
        n = len(tokens)
        # the kinds in the line (this pass makes none of the words its loops start at: when,
        # whenever, attached, or, named, meld, conjure): the fast path skips a loop whose word is not there
        kinds = {tok.type for tok in tokens} if fast else _EVERY_KIND
        start = 2 if n > 2 and tokens[0].type in ("ABILITY_WORD", "KEYWORD_ABILITY") and tokens[1].type == self.dash \
            else 0  # "Eerie — Whenever ..."
        # "When ..."/"Whenever ..."/"At the beginning of ..." (CR 603.1): the trigger condition
        if start < n and (tokens[start].type in self.whens or tokens[start].type == self.at):
            for i in range(start + 1, n):
                kind = tokens[i].type
                if kind == self.comma:
                    break
                if kind in self.joins and i + 1 < n and (tokens[i + 1].type in self.whens or (
                        i + 3 < n and tokens[i + 1].type == self.at and tokens[i + 2].type == self.the
                        and tokens[i + 3].type == self.beginning)):
                    tokens[i] = _retype(self.joins[kind], tokens[i])
        if self.this and self.turn and (not fast or not self.whens.isdisjoint(kinds)):
            whens, comma, dot, this, turn = self.whens, self.comma, self.dot, self.this, self.turn
            for i in range(n):
                if tokens[i].type not in whens:
                    continue
                for j in range(i + 1, n):
                    kind = tokens[j].type
                    if kind == comma:
                        if j >= i + 3 and tokens[j - 1].type == turn and tokens[j - 2].type == this:
                            tokens[j - 2] = _retype("TRIGGER_THIS", tokens[j - 2])
                        break
                    if kind == dot or kind in whens:
                        break
        if self.attached and self.attached in kinds:
            for i in range(1, n - 1):
                # "Equipment attached to it": a qualifier (ATTACHED_TO); "onto the battlefield
                # attached to" is where a permanent enters
                if tokens[i].type == self.attached and tokens[i - 1].type in _NOUN_CLASSES \
                        and tokens[i + 1].type == self.to:
                    tokens[i] = _retype("ATTACHED_TO", tokens[i])
        if self.or_ and self.or_ in kinds:
            self._mark_condition_or(tokens)
            self._mark_action_or(tokens)
        # a legendary token's name after "create" (CR 111.4): "create Voja, Friend to Elves, a
        # legendary 3/3 green and white Wolf creature token"
        if self.creates and any(kind in kinds for kind in self.creates):
            self._mark_created_names(tokens)
        # "Conjure a Kraken Hatchling into your hand", "conjure three Reassembling Skeleton cards into your
        # graveyard": the capitalized words after "conjure" and an article or a number are a card's name
        # (digital-only Alchemy action): NAME_WORDs whatever class they have alone
        if self.conjure and self.conjure in kinds:
            for i in range(n - 2):
                if tokens[i].type != self.conjure or tokens[i + 1].type not in self.conjure_counts:
                    continue
                self._name_run(tokens, i + 2)
        # a name follows "named", "into" after "meld", or "Partner with" (below)
        partner = n > 1 and tokens[0].type == "KEYWORD_ABILITY" and str(tokens[0]).lower() == "partner with"
        if self.named is None or (self.named not in kinds and self.meld not in kinds and not partner):
            return
        for i, tok in enumerate(tokens):
            # a name after "named", after "meld them into" (CR 701.42a: the melded card's name)
            # or after "Partner with" (CR 702.124j: "Partner with Regna, the Redeemer")
            if tok.type != self.named and not (
                    i > 1 and tok.type == self.into and self.meld and tokens[i - 2].type == self.meld) \
                    and not (partner and i == 0):
                continue
            j = self._name_run(tokens, i + 1)
            if tok.type == self.named:
                self._mark_name_list(tokens, i, j)

    def _name_run(self, tokens: list[Token], start: int) -> int:
        """The capitalized words of one name from ``start`` become NAME_WORDs; returns the index
        after the name."""
        n, j = len(tokens), start
        while j < n and (tokens[j].type != "SELF_NAME" or self._self_name_in_name(tokens, start, j)):
            value = str(tokens[j])
            if _capitalized(value):
                pass
            elif value == "'s" and j > start and j + 1 < n and str(tokens[j + 1])[:1].isupper():
                pass  # "named Ajani's Pridemate", "named Koma's Coil" (a possessive inside the name)
            elif value in self.name_links and j > start and j + 1 < n and (
                    str(tokens[j + 1])[:1].isupper()
                    or (value == "of" and str(tokens[j + 1]) == "the" and j + 2 < n
                        and str(tokens[j + 2])[:1].isupper())):
                pass  # "Kobolds of Kher Keep", "Gorm the Great", "Devourer of the Free"
            elif value == "," and j > start and j + 1 < n and tokens[j + 1].type != "SELF_NAME" and (
                    str(tokens[j + 1])[:1].isupper()
                    or (str(tokens[j + 1]) == "the" and j + 2 < n and str(tokens[j + 2])[:1].isupper()
                        and tokens[j + 2].type != "SELF_NAME")):
                # "named Ashiok, Sculptor of Fears": after a comma only a name is capitalized;
                # "named Bruna, the Fading Light": or "the" and a capitalized word
                pass
            else:
                break
            if tokens[j].type != "NAME_WORD":
                tokens[j] = _retype("NAME_WORD", tokens[j])
            j += 1
        return j

    @staticmethod
    def _self_name_in_name(tokens: list[Token], start: int, j: int) -> bool:
        """The card's own name at ``j`` is a word of a longer name (CR 201.2: "a token named Kobolds of
        Kher Keep", "named Ajani's Pridemate"): after a word of the name, or before "'s" and another
        capitalized word."""
        n = len(tokens)
        return j > start or (j + 2 < n and str(tokens[j + 1]) == "'s" and str(tokens[j + 2])[:1].isupper())

    def _name_starts(self, tokens: list[Token], j: int) -> bool:
        """A card's name begins at ``j``: the card's own name or a capitalized word."""
        return j < len(tokens) and (tokens[j].type == "SELF_NAME" or _capitalized(str(tokens[j])))

    def _mark_name_list(self, tokens: list[Token], named: int, j: int) -> None:
        """"artifacts named Scepter of Empires and Throne of Empires", "a card named Festering Newt or
        Bubbling Cauldron", "Equipment named Sword of Kaldra, Shield of Kaldra, and Helm of Kaldra"
        (CR 201.2: each name is one card's name): the "and"/"or" between two names is NAME_AND /
        NAME_OR (two other cards' names only), and the commas of a list of three or more (with "and"
        before its last name) are NAME_COMMA, also a comma the name before read as part of it ("Sword of Kaldra,
        Shield of Kaldra"). After a singular noun with an article, "and" stays in the name ("an
        artifact named The Mightstone and Weakstone")."""
        n = len(tokens)
        singular = any(str(tokens[k]).lower() in ("a", "an") for k in range(max(named - 3, 0), named))
        joins = {self.and_: "NAME_AND", self.or_: "NAME_OR"}
        if singular:
            joins.pop(self.and_, None)
        seps: list[tuple[int, ...]] = []  # the separators after each name but the last
        if j == named + 1:  # no capitalized words: the card's own name, or no name
            if j >= n or tokens[j].type != "SELF_NAME":
                return
            j += 1
        before = tokens[j:]
        end = j  # after the first name
        while end < n:
            if tokens[end].type in joins and self._name_starts(tokens, end + 1):
                seps.append((end,))
            elif end + 2 < n and tokens[end].type == self.comma and tokens[end + 1].type in joins \
                    and self._name_starts(tokens, end + 2):
                seps.append((end, end + 1))
            elif tokens[end].type == self.comma and self._name_starts(tokens, end + 1):
                # "named Sword of Kaldra, Shield of Kaldra, and ...": the card's own name next, or a
                # name after the card's own ("named Helm of Kaldra, Sword of Kaldra, and ...")
                seps.append((end,))
            else:
                break
            start = seps[-1][-1] + 1
            end = start + 1 if tokens[start].type == "SELF_NAME" else self._name_run(tokens, start)
            if tokens[seps[-1][-1]].type in joins:
                break  # the last name
        last = seps[-1] if seps else ()
        either = bool(last) and tokens[last[-1]].type == self.or_
        if either and (len(seps) > 1 or len(last) == 2
                       or any(tokens[k].type == "SELF_NAME" for k in range(named + 1, end))):
            last = ()  # "or" joins two other cards' names only (99_v_zone_moves' named_either)
        if not last or tokens[last[-1]].type not in joins or (len(seps) > 1 and len(last) == 1):
            # no list ("named ~, ..."; "A, B and C" has no list comma before its last name): the
            # words after the first name are what they were
            tokens[j:] = before
            return
        for sep in seps[:-1]:
            tokens[sep[0]] = _retype("NAME_COMMA", tokens[sep[0]])
        if len(last) == 2:
            tokens[last[0]] = _retype("NAME_COMMA", tokens[last[0]])
        tokens[last[-1]] = _retype(joins[tokens[last[-1]].type], tokens[last[-1]])
        if len(last) == 2:
            # a list of three or more: the commas a name read as its own are list commas
            for k in range(named + 1, last[0]):
                if tokens[k].type == "NAME_WORD" and str(tokens[k]) == ",":
                    tokens[k] = _retype("NAME_COMMA", tokens[k])

    def _mark_created_names(self, tokens: list[Token]) -> None:
        """"create Ashaya, the Awoken World, a legendary 4/4 green Elemental creature token": the
        capitalized words between "create" and ", a legendary" (with "of"/"the"/"to" or a comma
        between two of them) are the token's name (CR 111.4): NAME_WORDs, the card's own name
        too ("create Stangg Twin, a legendary ..." names another object)."""
        n = len(tokens)
        for i in range(n - 3):
            if tokens[i].type not in self.creates:
                continue
            j = i + 1
            while j < n:
                value = str(tokens[j])
                if _capitalized(value):
                    pass
                elif value in self.created_name_links and j > i + 1 and j + 1 < n \
                        and str(tokens[j + 1])[:1].isupper():
                    pass
                elif value == "," and j > i + 1 and j + 2 < n and (
                        str(tokens[j + 1])[:1].isupper()
                        or (str(tokens[j + 1]) == "the" and str(tokens[j + 2])[:1].isupper())):
                    pass
                else:
                    break
                j += 1
            if j > i + 1 and j + 2 < n and tokens[j].type == self.comma and tokens[j + 1].type == self.a \
                    and str(tokens[j + 2]) == "legendary":
                for k in range(i + 1, j):
                    if tokens[k].type != "NAME_WORD":
                        tokens[k] = _retype("NAME_WORD", tokens[k])

    def _mark_condition_or(self, tokens: list[Token]) -> None:
        n = len(tokens)
        for i in range(1, n - 1):
            if tokens[i].type != self.or_:
                continue
            if tokens[i + 1].type in self.cond_starts:
                tokens[i] = _retype("COND_OR", tokens[i])
                continue
            if i < 2 or tokens[i - 1].type != self.turn or tokens[i - 2].type != self.this:
                continue
            j = i + 1  # the clause after "this turn or": it has "was"/"were" and ends with "this turn"
            while j < n and tokens[j].type not in (self.comma, self.dot):
                j += 1
            clause = [t.type for t in tokens[i + 1:j]]
            if len(clause) >= 4 and clause[-2:] == [self.this, self.turn] and self.was & set(clause):
                tokens[i] = _retype("COND_OR", tokens[i])


    def _mark_action_or(self, tokens: list[Token]) -> None:
        verbs, ends, n = self.action_verbs, self.clause_ends, len(tokens)
        for i in range(1, n - 1):
            if tokens[i].type != self.or_ or tokens[i + 1].type not in verbs or tokens[i - 1].type in verbs:
                continue
            kind = None
            for j in range(i - 1, -1, -1):
                if tokens[j].type in ends:
                    break
                if tokens[j].type == self.unless:  # both actions are the "unless"
                    kind = "UNLESS_OR"  # and its "unless" is UNLESS_EITHER (a nested "unless"
                    tokens[j] = _retype("UNLESS_EITHER", tokens[j])  # keeps its one action)
                    break
                if tokens[j].type == self.may:  # "you may sacrifice an artifact or discard a card"
                    kind = "ACTION_OR"
                    break
            else:  # "Ward—Discard a card or pay {2}." (a keyword's cost, CR 702.21a)
                if n > 2 and tokens[0].type == "KEYWORD_ABILITY" and tokens[1].type == self.dash:
                    kind = "ACTION_OR"
            if kind is None:  # an activated ability's cost: "Sacrifice an artifact or discard a card:"
                for j in range(i + 1, n):
                    if tokens[j].type in ends:
                        if tokens[j].type == self.colon:
                            kind = "ACTION_OR"
                        break
            if kind:
                tokens[i] = _retype(kind, tokens[i])


#: the verbs of actions a player may be told to choose between ("... or discard a card")
_ACTION_VERBS = ("sacrifice", "sacrifices", "discard", "discards", "pay", "pays")


class _EveryKind:
    """Contains every token kind (the plain path of a pass that skips kinds on its fast path)."""

    def __contains__(self, kind: object) -> bool:
        return True


_EVERY_KIND = _EveryKind()
#: a look-ahead mark's check that only needs a token there, of any type
_ANY = _EVERY_KIND


class _Mark(NamedTuple):
    """One row of the look-ahead mark table (``WordLexer._mark_table``)."""

    #: the terminal the anchor token becomes (only the mark's label when ``emit`` makes the tokens)
    name: str
    #: the type of the token that is retyped
    anchor: str
    #: (offset from the anchor, the types allowed there): every one must hold
    checks: tuple[tuple[int, Collection[str]], ...]
    #: the row's extra logic, ``test(tokens, i, out)``, when token types do not say it all
    test: Callable[[list[Token], int, list[Token] | None], bool] | None = None
    #: ``emit(tok)`` → the tokens that replace the anchor, when the mark is not a retyped copy of it
    emit: Callable[[Token], tuple[Token, ...]] | None = None


def _row_matcher(rows: tuple[tuple, ...]):
    """The rows of one anchor (name, checks, test, emit), in order, as one function
    ``match(tokens, i, n, out)`` → (name, emit) of the first row that holds, or None: each
    check written out as a comparison (``==`` for one allowed type), so trying a row costs
    a few comparisons and no loop. The plain path reads the same rows one by one."""
    scope: dict = {}
    code = ["def match(tokens, i, n, out):"]
    for r, (name, checks, test, emit) in enumerate(rows):
        conds = []
        for c, (offset, kinds) in enumerate(checks):
            at = f"tokens[i + {offset}]" if offset >= 0 else f"tokens[i - {-offset}]"
            bound = f"i + {offset} < n" if offset > 0 else f"i >= {-offset}" if offset < 0 else None
            if kinds is _ANY:
                test_kind = None
            elif len(kinds) == 1:
                test_kind = f"{at}.type == {next(iter(kinds))!r}"
            else:
                scope[f"k{r}_{c}"] = kinds
                test_kind = f"{at}.type in k{r}_{c}"
            conds += [x for x in (bound, test_kind) if x is not None]
        if test is not None:
            scope[f"test{r}"] = test
            conds.append(f"test{r}(tokens, i, out)")
        scope[f"row{r}"] = (name, emit)
        code.append(f"    if {' and '.join(conds) or 'True'}:")
        code.append(f"        return row{r}")
    code.append("    return None")
    exec(compile("\n".join(code), "<look-ahead rows>", "exec"), scope)
    return scope["match"]


def _quote_end_before(tok: Token) -> tuple[Token, Token]:
    """QUOTE_END (no text) right before the closing quote."""
    return _tok("QUOTE_END", "", tok.start_pos, tok.start_pos, tok.line, tok.column), tok


def _quote_stop_after(tok: Token) -> tuple[Token, Token]:
    """The closing quote, then QUOTE_STOP (no text) right after it."""
    return tok, _tok("QUOTE_STOP", "", tok.end_pos, tok.end_pos, tok.line, tok.column + 1)


def _sentence_ends_after(tokens: list[Token], i: int, out: list[Token] | None) -> bool:
    """(QUOTE_STOP) after the quote: the end of the ability, reminder text, a new sentence or
    the next mode's bullet."""
    if i + 1 == len(tokens):
        return True
    after = tokens[i + 1]
    return after.type in ("REMINDER_TEXT", "MODE_REMINDER") or str(after)[:1].isupper() or str(after) == "•"


def _chosen_begin_before(tok: Token) -> tuple[Token, Token]:
    """CHOSEN_BEGIN (no text) right before the article of what is chosen."""
    return _tok("CHOSEN_BEGIN", "", tok.start_pos, tok.start_pos, tok.line, tok.column), tok


def _closes_inner_quote(tokens: list[Token], i: int, out: list[Token] | None) -> bool:
    """(QUOTE_STOP) ``tokens[i]`` is an inner closing quote ("'") and the outer one ('"') follows."""
    return tokens[i] == "'" and tokens[i + 1] != "'"


def _closes_after_inner_quote(tokens: list[Token], i: int, out: list[Token] | None) -> bool:
    """(QUOTE_STOP) an outer closing quote right after an inner one, then the end of the sentence."""
    return tokens[i] != "'" and tokens[i - 1] == "'" and _sentence_ends_after(tokens, i, out)


def _capitalized(word: str) -> bool:
    """The word begins with a capital letter (a word of a card's name)."""
    return word[:1].isupper() and word[:1].isalpha()


def _self_name_is_subtype(tokens: list[Token], i: int, out) -> bool:
    """The card's own name at ``i`` is a subtype word ("Assembly-Worker", "Gideon"; CR 205.3)."""
    return str(tokens[i]) in SUBTYPE_WORDS


def _word_before(tokens: list[Token], i: int, wanted, stops, first: int, last: int) -> bool:
    """A token of a type in ``wanted`` among ``tokens[i - first]`` back to ``tokens[i - last + 1]``,
    with no token of a type in ``stops`` (the end of the clause) before reaching it."""
    for k in range(i - first, max(i - last, -1), -1):
        kind = tokens[k].type
        if kind in stops:
            return False
        if kind in wanted:
            return True
    return False


def _not_before_as(tokens: list[Token], i: int, out: list[Token] | None) -> bool:
    """(SAME_NAME_END) no "as" right after ``tokens[i]``."""
    return i + 1 >= len(tokens) or str(tokens[i + 1]).lower() != "as"


def _names_a_counter(tokens: list[Token], i: int, out: list[Token] | None) -> bool:
    """(COUNTER_WORD) a keyword ability that is no keyword counter ("a plot counter")."""
    return str(tokens[i]).lower() in KEYWORD_NAMED_COUNTERS


def _retype(kind: str, tok: Token) -> Token:
    return _tok(kind, str(tok), tok.start_pos, tok.end_pos, tok.line, tok.column)


#: words that begin a reference, not a vote's word choice ("votes for a nonland permanent")
_NOT_VOTE_WORDS = frozenset({"a", "an", "another", "each", "target", "up", "any", "one", "player", "players"})


def _mark_vote_words(tokens: list[Token], literals: dict[str, str]) -> list[Token]:
    """"each player votes for sickness or psychosis": the choices of a vote are words with no
    rules meaning (CR 701.38b). Each choice's words become VOTE_WORD where the vote lists them
    and where the ability names the choice again: before "gets more votes" and "vote" ("If
    sickness gets more votes", "for each death vote"). Choices that begin a reference ("votes
    for a nonland permanent") or are colors keep their own words."""
    votes, for_, or_ = literals.get("votes"), literals.get("for"), literals.get("or")
    gets, vote = literals.get("gets"), literals.get("vote")
    n = len(tokens)
    choices: list[tuple[str, ...]] = []
    listed: set[int] = set()
    for i in range(n - 2):
        if tokens[i].type != votes or tokens[i + 1].type != for_:
            continue
        words: list[int] = []
        found: list[list[int]] = []
        for k in range(i + 2, n):
            word = str(tokens[k])
            if tokens[k].type in (or_, "REF_OR"):
                found.append(words)
                words = []
            elif word.replace("'", "").isalpha() and word.lower() not in _NOT_VOTE_WORDS \
                    and tokens[k].type not in ("COLOR_WORD", "OBJECT_KIND", "CARD_TYPE", "SELF_NAME"):
                words.append(k)
            else:
                break
        found.append(words)
        if len(found) == 2 and all(found):
            choices += [tuple(str(tokens[k]).lower() for k in ks) for ks in found]
            listed.update(k for ks in found for k in ks)
    if not choices:
        return tokens
    out = list(tokens)
    for i in range(n):
        for choice in choices:
            end = i + len(choice)
            if end <= n and tuple(str(t).lower() for t in tokens[i:end]) == choice \
                    and (i in listed or (end < n and tokens[end].type in (gets, vote))):
                for k in range(i, end):
                    out[k] = _retype("VOTE_WORD", tokens[k])
    return out


def _mark_choice_words(tokens: list[Token], literals: dict[str, str]) -> list[Token]:
    """"As this enchantment enters, choose Khans or Dragons." followed by "• Khans — ..." and
    "• Dragons — ..." lines: the two words are CHOICE_WORDs (words with no rules meaning but the
    ability they name, CR 607.2), the "or" between them a plain "or", whatever class the words
    would have alone ("Dragons" is a creature type). Only words that label a bullet are marked."""
    choose, or_, dot = literals.get("choose"), literals.get("or"), literals.get(".")
    labels = {str(tok) for tok in tokens if tok.type == "ABILITY_WORD"}
    if not (choose and or_ and dot) or len(labels) < 2:
        return tokens
    out = tokens
    for i in range(len(tokens) - 4):
        if tokens[i].type == choose and str(tokens[i + 1]) in labels and str(tokens[i + 3]) in labels \
                and tokens[i + 2].type in (or_, "REF_OR", "LIST_OR") and tokens[i + 4].type == dot:
            if out is tokens:
                out = list(tokens)
            out[i + 1] = _retype("CHOICE_WORD", tokens[i + 1])
            out[i + 2] = _retype(or_, tokens[i + 2])
            out[i + 3] = _retype("CHOICE_WORD", tokens[i + 3])
    return out


def _ability_word_before(tokens: list[Token], i: int, out: list[Token] | None) -> bool:
    """(ABILITIES_OF) the word before ``i`` is "ability" or "abilities"."""
    return str(tokens[i - 1]).lower() in ("ability", "abilities")


def _keyword_abilities_activated_before(tokens: list[Token], i: int, out: list[Token] | None) -> bool:
    """(ABILITIES_OF) "<keyword> abilities <player> activate of": a keyword and "abilities" (an
    OBJECT_KIND) come a few words before the "activate" at ``i - 1``."""
    for k in range(i - 3, max(i - 7, 0), -1):
        if tokens[k].type == "OBJECT_KIND" and tokens[k - 1].type == "KEYWORD_ABILITY":
            return True
    return False


def _mark_lists(tokens: list[Token], literals: dict[str, str]) -> list[Token]:
    """Separators between two words of one list ("artifact, creature, or enchantment",
    "creatures and planeswalkers", "instant and/or sorcery") become LIST_COMMA,
    LIST_OR, LIST_AND, LIST_ANDOR, so LALR(1) can tell them from the comma or "and"
    that joins clauses. A word that may start a list item may carry NON_PREFIX before it."""
    and_, or_, slash = literals.get("and"), literals.get("or"), "SLASH"
    from_, and_from = literals.get("from"), literals.get("and from")
    # "flying, first strike, and protection from red": "protection from ..." ends a keyword list
    protection = literals.get("protection")
    separators = {"COMMA", and_, or_}  # every rule below starts at one of these
    for i, tok in enumerate(tokens):  # the tokens before the first separator stay as they are
        if tok.type in separators:
            break
    else:
        return tokens  # no separator: nothing to mark
    out: list[Token] = tokens[:i]
    n = len(tokens)
    closes = _ListsClose(tokens, and_, or_, protection, from_)
    while i < n:
        tok = tokens[i]
        if tok.type not in separators:
            out.append(tok)
            i += 1
            continue
        # two zone words ("your library and/or graveyard") are a list of their own
        items = _LISTABLE if out and out[-1].type in _LISTABLE else _ZONE_LIST
        # a bare "protection" in a keyword list ("..., landwalk, protection, and trample": the
        # card's own protection abilities, CR 702.16) is a list word too
        bare_protection = bool(out) and out[-1].type == protection and protection is not None
        if bare_protection:
            items = _LISTABLE
        prev_ok = bool(out) and (out[-1].type in items or bare_protection)
        if prev_ok and tok.type == and_ and i + 3 < n + 1 and i + 2 < n \
                and tokens[i + 1].type == slash and tokens[i + 2].type == or_:
            if i + 3 < n and tokens[i + 3].type in items:
                out.append(Token("LIST_ANDOR", "and/or", start_pos=tok.start_pos, line=tok.line,
                                 column=tok.column, end_line=tokens[i + 2].end_line,
                                 end_column=tokens[i + 2].end_column, end_pos=tokens[i + 2].end_pos))
                i += 3
                continue
        # "protection from red and from blue": the "and" joins two qualities
        if tok.type == and_ and and_from and i + 1 < n and tokens[i + 1].type == from_:
            nxt = tokens[i + 1]
            out.append(Token(and_from, f"{tok.value} {nxt.value}", start_pos=tok.start_pos, line=tok.line,
                             column=tok.column, end_line=nxt.end_line, end_column=nxt.end_column,
                             end_pos=nxt.end_pos))
            i += 2
            continue
        # "nonartifact, nonblack creature" (CR 205.4b): a comma after a negated word and
        # before another, in no list closed by "and"/"or", joins requirements that all apply;
        # the first negation is NON_LISTED
        if tok.type == "COMMA" and len(out) >= 2 and out[-2].type in _NEGATIONS and out[-1].type in _NEGATED \
                and i + 1 < n and tokens[i + 1].type in _NEGATIONS and not closes[0][i]:
            out[-2] = _retype("NON_LISTED", out[-2])
            out.append(tok)
            i += 1
            continue
        if prev_ok and tok.type in ("COMMA", and_, or_) and i + 1 < n:
            j = i + 1
            if tok.type == "COMMA" and tokens[j].type in (and_, or_) and i + 2 < n:
                j = i + 2
                if tokens[j].type == slash and i + 4 < n and tokens[i + 3].type == or_:
                    j = i + 4  # ", and/or lands"
            nxt = tokens[j]
            protection_item = nxt.type == protection and out[-1].type in ("KEYWORD_ABILITY", protection)
            if (nxt.type in items or protection_item) and (nxt is not tokens[i + 1] or tok.type != "COMMA"
                                                           or closes[items is _ZONE_LIST][i + 1]):
                name = {"COMMA": "LIST_COMMA", and_: "LIST_AND", or_: "LIST_OR"}[tok.type]
                out.append(borrow_pos(name, tok.value, tok))
                i += 1
                continue
        if tok.type == and_ and out and out[-1].type == "LIST_COMMA" and i + 2 < n \
                and tokens[i + 1].type == slash and tokens[i + 2].type == or_:
            out.append(Token("LIST_ANDOR", "and/or", start_pos=tok.start_pos, line=tok.line,
                             column=tok.column, end_line=tokens[i + 2].end_line,
                             end_column=tokens[i + 2].end_column, end_pos=tokens[i + 2].end_pos))
            i += 3
            continue
        if tok.type in (and_, or_) and out and out[-1].type == "LIST_COMMA":
            out.append(borrow_pos("LIST_AND" if tok.type == and_ else "LIST_OR", tok.value, tok))
            i += 1
            continue
        out.append(tok)
        i += 1
    return out


def _mark_costs(tokens: list[Token], literals: dict[str, str]) -> list[Token]:
    """Insert COSTS_BEGIN before an ability that is "[Cost]: [Effect]" (CR 602.1).

    Costs and effects share words ("Sacrifice a creature"), so LALR(1) cannot know
    which it is reading until the colon; this scan looks for a colon before the
    first period of each ability (a line start, a bullet, or an opening quote)."""
    colon, dot = literals.get(":"), literals.get(".")
    dash = literals.get("—", "EMDASH")  # the grammar's literal "—" (Lark names it)
    bar = literals.get("|", "VBAR")
    # only quotes, bullets, bars and a dash begin an ability; only these and colons, periods end one
    begins = {"DBLQUOTE", "BULLET", bar, dash}
    marks = begins | {colon, dot}
    starts = [0]
    ends: list[int] = []  # where a colon, period, quote or dash stands, in order
    quote_open = inner_open = False
    for i in [i for i, tok in enumerate(tokens) if tok.type in marks]:
        tok = tokens[i]
        kind = tok.type
        if kind == colon or kind == dot:
            ends.append(i)
            continue
        if kind == dash:
            ends.append(i)
            if i == 1 and tokens[0].type in ("ABILITY_WORD", "KEYWORD_ABILITY"):
                # "Cohort — {T}, Tap an untapped Ally you control: ...", "Exhaust — {3}: ..."
                starts.append(i + 1)
        elif kind == "DBLQUOTE":
            ends.append(i)
            if tok == "'":  # a quote inside a quote (_inner_quotes) opens and closes on its own
                inner_open = not inner_open
                opened = inner_open
            else:
                quote_open = not quote_open
                opened = quote_open
            if opened:
                starts.append(i + 1)
        else:  # a bullet, a mode; a bar, a station symbol's ability (CR 721.2)
            starts.append(i + 1)
    # a start is a cost's when, from it on, a colon comes before any '.', '"' or '—'
    costs = []
    k = 0
    for start in sorted(set(starts)):
        if start >= len(tokens) or tokens[start].type in ("LOYALTY_COST", "ABILITY_WORD", "ROW_BEGIN"):
            continue
        while k < len(ends) and ends[k] < start:
            k += 1
        if k < len(ends) and tokens[ends[k]].type == colon:
            costs.append(start)
    if not costs:
        return tokens
    out: list[Token] = []
    last = 0
    for start in costs:
        out.extend(tokens[last:start])
        out.append(borrow_pos("COSTS_BEGIN", "", tokens[start]))
        last = start
    out.extend(tokens[last:])
    return out


_NO_STARTS: frozenset[int] = frozenset()


def _inner_quotes(text: str) -> frozenset[int] | set[int]:
    """The positions of the single quotes that quote an ability inside a double-quoted one
    (CR 113.1a, 111.4: 'with "When this token dies, create ... token with '{R}: ...'"'):
    inside double quotes, a "'" after a space or a double quote and before a word opens one,
    and the next "'" after a word, before a double quote, a period, a comma or a space (not
    after the "s" of a plural possessive, "owners' hands") closes it. An apostrophe inside a
    word ("creature's") is neither."""
    if "'" not in text or '"' not in text and "“" not in text:
        return _NO_STARTS
    found: set[int] = set()
    double = single = False
    last = len(text) - 1
    for k, ch in enumerate(text):
        if ch in '"“”':
            double = not double
            single = False
        elif ch == "'" and double:
            before = text[k - 1] if k else " "
            after = text[k + 1] if k < last else " "
            if not single:
                if before in ' "“' and after not in " '":
                    found.add(k)
                    single = True
            elif before != " " and after in '"”.,' or after == " " and before not in "s ":
                found.add(k)
                single = False
    return found


def _name_starts(text: str, names: tuple[str, ...]) -> set[int]:
    """Where one of the card's names occurs in ``text`` (``_match_self`` decides there)."""
    starts = set()
    for name in names:
        if name:
            at = text.find(name)
            while at >= 0:
                starts.add(at)
                at = text.find(name, at + 1)
    return starts


def _match_self(text: str, pos: int, names: tuple[str, ...]) -> str | None:
    for name in names:
        if text.startswith(name, pos):
            end = pos + len(name)
            if end >= len(text) or not (text[end].isalnum()):
                return name
    return None


def _in_cost_of(tokens: list[Token], i: int, verbs: set, ends: set, colon: str | None) -> bool:
    """The "and" at ``i`` is in a cost that one of ``verbs`` begins (no comma, period or quote between
    them), and the ability's colon comes after it before any of ``ends``."""
    for k in range(i - 1, max(i - 10, -1), -1):
        kind = tokens[k].type
        if kind in verbs:
            break
        if kind in ends:
            return False
    else:
        return False
    for k in range(i + 1, min(len(tokens), i + 14)):
        kind = tokens[k].type
        if kind == colon:
            return True
        if kind in ends:
            return False
    return False


def _mark_token_self_names(tokens: list[Token], literals: dict[str, str]) -> list[Token]:
    """'create Redwing, a legendary 1/1 blue Bird Scout creature token with flying and "Whenever
    Redwing attacks, surveil 1."', 'a token named Festering Goblin. It has "When Festering Goblin
    dies, ..."' (CR 201.5: an ability that names the object it is on means that object): the name of
    a token created by the text (its NAME_WORDs after "create" or "named"), met again inside a quoted
    ability after it, is one SELF_NAME there."""
    named, create, quote = literals.get("named"), {literals.get("create"), literals.get("creates")}, "DBLQUOTE"
    n = len(tokens)
    names: list[tuple[int, tuple[str, ...]]] = []  # (index after the name, its words)
    for i, tok in enumerate(tokens):
        if tok.type == named or tok.type in create:
            j = i + 1
            while j < n and tokens[j].type == "NAME_WORD":
                j += 1
            if j > i + 1 and not (j - i == 2 and str(tokens[i + 1]) == "'s"):
                names.append((j, tuple(str(t) for t in tokens[i + 1:j])))
    if not names:
        return tokens
    out = tokens
    for after, words in names:
        k = len(words)
        # quotes toggle; the name inside quotes after the name's own place is merged
        result, inside, i = [], False, 0
        while i < len(out):
            tok = out[i]
            if tok.type == quote:
                inside = not inside
            if inside and i >= after and tok.type != quote and tuple(str(t) for t in out[i:i + k]) == words:
                last = out[i + k - 1]
                merged = _tok("SELF_NAME", " ".join(words), tok.start_pos, last.end_pos, tok.line, tok.column)
                merged.end_line, merged.end_column = last.end_line, last.end_column
                result.append(merged)
                i += k
                continue
            result.append(tok)
            i += 1
        out = result
    return out


def _tok(kind: str, value: str, start: int, end: int, line: int, column: int) -> Token:
    # Token.__new__ is slow (keyword handling); fill the slots directly
    tok = _str_new(Token, value)
    tok.type = kind
    tok.value = value
    tok.start_pos = start
    tok.line = line
    tok.column = column
    tok.end_line = line
    tok.end_column = column + (end - start)
    tok.end_pos = end
    return tok


_str_new = str.__new__


def borrow_pos(kind: str, value: str, tok: Token) -> Token:
    """``Token.new_borrow_pos(kind, value, tok)`` (the same token: the place of ``tok``),
    made without ``Token.__new__``'s keyword handling, as :func:`_tok` is."""
    new = _str_new(Token, value)
    new.type = kind
    new.value = value
    new.start_pos = tok.start_pos
    new.line = tok.line
    new.column = tok.column
    new.end_line = tok.end_line
    new.end_column = tok.end_column
    new.end_pos = tok.end_pos
    return new
