"""The typed AST: one closed vocabulary of frozen dataclass nodes.

Modules by family; everything is re-exported here.
"""

from .base import NODE_CLASSES, Node, Span, dump, to_json  # noqa: F401
from .leaves import *  # noqa: F401,F403
from .conditions_more import *  # noqa: F401,F403  (G16, grammar/rules/98_conditions_*.lark)
from .abilities import *  # noqa: F401,F403
from .sentences import *  # noqa: F401,F403
from .references import *  # noqa: F401,F403
from .effects import *  # noqa: F401,F403
from .costs import *  # noqa: F401,F403
from .triggers import *  # noqa: F401,F403
from .keywords import *  # noqa: F401,F403
from .mana import *  # noqa: F401,F403
from .static import *  # noqa: F401,F403
from .card import *  # noqa: F401,F403
from .becomes import *  # noqa: F401,F403
from .costs_more import *  # noqa: F401,F403
from .refs_more import *  # noqa: F401,F403
from .g5 import *  # noqa: F401,F403
from .effects_statics import *  # noqa: F401,F403
from .layouts import *  # noqa: F401,F403
from .quantities import *  # noqa: F401,F403
from .refs_triggers import *  # noqa: F401,F403
from .refs_filters import *  # noqa: F401,F403
from .effects_more import *  # noqa: F401,F403
from .effects_actions import *  # noqa: F401,F403
from .triggers_more import *  # noqa: F401,F403
from .refs_combat import *  # noqa: F401,F403
from .dice import *  # noqa: F401,F403
from .refs_qualifiers import *  # noqa: F401,F403
from .keyword_costs import *  # noqa: F401,F403
from .layouts_more import *  # noqa: F401,F403
from .refs_players import *  # noqa: F401,F403
from .tail_refs import *  # noqa: F401,F403  (corpus tail noun phrases, grammar/rules/99_tail_refs.lark)
from .tail_effects import *  # noqa: F401,F403  (grammar/rules/99_tail_effects.lark)
from .tail_conditions import *  # noqa: F401,F403  (gC, grammar/rules/99_tail_conditions.lark)
from .v_zone_moves import *  # noqa: F401,F403  (grammar/rules/99_v_zone_moves.lark)
from .v_zone_info import *  # noqa: F401,F403  (grammar/rules/99_v_zone_info.lark)
from .v_create_choose import *  # noqa: F401,F403  (grammar/rules/99_v_create_choose.lark)
from .v_damage_counters import *  # noqa: F401,F403  (grammar/rules/99_v_damage_counters.lark)
from .v_pt_keywords import *  # noqa: F401,F403  (grammar/rules/99_v_pt_keywords.lark)
from .v_combat_control import *  # noqa: F401,F403  (grammar/rules/99_v_combat_control.lark)
from .v_cast_layouts import *  # noqa: F401,F403  (grammar/rules/99_v_cast_layouts.lark)
from .w_counters import *  # noqa: F401,F403  (grammar/rules/99_w_counters.lark)
from .x_mana import *  # noqa: F401,F403  (grammar/rules/99_x_mana.lark)
from .y_grammar17 import *  # noqa: F401,F403  (grammar/rules/99_y_grammar17.lark)
