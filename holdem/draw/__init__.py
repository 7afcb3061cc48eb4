"""Pictures for the book: cards and hands, charts. Every function returns a matplotlib
``Figure`` and never opens a window; notebooks display it, widgets turn it into a PNG."""

from holdem.draw.cards import DrawError, draw_hand
from holdem.draw.charts import draw_counts_chart
from holdem.draw.odds import draw_equity_bars, draw_outs, draw_rule_of_thumb, draw_starting_hand_heatmap
from holdem.draw.png import BookFigure, figure_to_png

__all__ = ["BookFigure", "DrawError", "draw_hand", "draw_counts_chart", "figure_to_png",
           "draw_equity_bars", "draw_outs", "draw_rule_of_thumb", "draw_starting_hand_heatmap"]

# Table, dealing, pots and betting-round pictures
from holdem.draw.deck import draw_dealing  # noqa: E402
from holdem.draw.pots import draw_pots  # noqa: E402
from holdem.draw.table import draw_seating, draw_table_state, draw_table_view  # noqa: E402
from holdem.draw.timeline import draw_betting_round  # noqa: E402

__all__ += ["draw_seating", "draw_table_state", "draw_table_view", "draw_dealing", "draw_pots",
            "draw_betting_round"]
