"""Pictures for the book: cards and hands, charts. Every function returns a matplotlib
``Figure`` and never opens a window; notebooks display it, widgets turn it into a PNG."""

from holdem.draw.cards import DrawError, draw_hand
from holdem.draw.charts import draw_counts_chart
from holdem.draw.png import figure_to_png

__all__ = ["DrawError", "draw_hand", "draw_counts_chart", "figure_to_png"]
