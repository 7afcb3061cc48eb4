"""Side pots to try out (A2–A7, P1–P3): a live calculator and a static stepper.

The live calculator (:class:`SidePotCalculator`, needs a kernel) takes what every player put in
during the hand, who folded, the order of the hands at the showdown and the button; it shows
the pots, who may win each, who wins it, the payouts and the engine's German explanation.
Input that makes no sense gives a German message instead of a result, never a traceback.

The static stepper (:func:`sidepot_stepper`) shows prepared cases with the same text; it works
in the static site without Python. The calculator shows such cases too (its own example first),
above its text fields, which are marked "Nur live" and disabled in the static site.

People count players from one ("Spieler 1" is index 0), so the text fields do too.
"""

from __future__ import annotations

import html
from collections.abc import Sequence
from dataclasses import dataclass
from functools import partial

import ipywidgets as widgets
from matplotlib.figure import Figure

from holdem import user_input
from holdem.draw.pots import draw_pots
from holdem.errors import HoldemError, SidePotInputError
from holdem.german import player_name
from holdem.pots import Award, PotLayout, award_pots, build_pots, seat_label, seats_label
from holdem.web.links import places_from_groups, werkstatt_link
from holdem.widgets.live_only import mark_live_only
from holdem.widgets.messages import error_html
from holdem.widgets.static import StaticStepper, figure_page, picture_image, show_figure, static_stepper

__all__ = [
    "SIDEPOT_SCENARIOS", "SidePotCalculator", "SidePotInputError", "SidePotResult", "SidePotScenario",
    "calculate", "parse_contributions", "parse_folded", "parse_ranking", "result_html", "result_text",
    "sidepot_stepper",
]

MAX_PLAYERS = user_input.MAX_SEATS


# --------------------------------------------------------------------------- reading the input


def parse_contributions(text: str) -> tuple[int, ...]:
    """``"20, 50, 100"`` -> ``(20, 50, 100)``: what each player put in, 2 to 10 players."""
    return tuple(user_input.amounts(text, "Einsätze"))


def parse_folded(text: str, n: int) -> frozenset[int]:
    """``"2, 4"`` -> ``{1, 3}``: the players (counted from one) who folded (ausgestiegen)."""
    return frozenset(user_input.players(text, "Ausgestiegen", n))


def parse_ranking(text: str, n: int) -> list[list[int]]:
    """``"3 > 1 = 2 > 4"`` (or ``"3, 1=2, 4"``): groups of equal hands, best first; indices 0-based.
    Who folded is checked by :func:`calculate` (after "everyone folded", the bigger mistake)."""
    return user_input.ranking(text, "Rangfolge", n)


def werkstatt_example(contributions: str, folded: str, ranking: str, button: int) -> str | None:
    """The Werkstatt address of this example (the Side Pots tool), or None if it does not parse."""
    try:
        n = len(parse_contributions(contributions))
        places = places_from_groups(parse_ranking(ranking, n), n)
    except HoldemError:
        return None
    return werkstatt_link("pots", contributions=contributions, folded=folded, button=button, places=places)


# --------------------------------------------------------------------------- the calculation


@dataclass(frozen=True)
class SidePotResult:
    """The pots of one input and who wins what."""

    contributions: tuple[int, ...]
    folded: frozenset[int]
    button: int
    layout: PotLayout
    award: Award


def calculate(contributions: Sequence[int], folded: frozenset[int] | Sequence[int],
              ranking: Sequence[Sequence[int]], button: int) -> SidePotResult:
    """Pots and payouts; ``ranking`` lists the players still in the hand, best group first.

    Raises :class:`SidePotInputError` (or the engine's ``PotError``) with a German message.
    """
    chips = tuple(contributions)
    n = len(chips)
    out = frozenset(folded)
    if not 0 <= button < n:
        raise SidePotInputError(f"Den Button bei {player_name(button)} gibt es nicht. Erlaubt sind Spieler 1 "
                                f"bis {n}.", key="bad_button")
    if len(out) >= n:
        raise SidePotInputError("Alle sind ausgestiegen. Erlaubt ist, dass höchstens alle bis auf einen "
                                "aussteigen (W7).", key="everyone_folded")
    in_hand = [p for p in range(n) if p not in out]
    for p in in_hand:
        if chips[p] == 0:
            raise SidePotInputError(f"{player_name(p)} hat nichts eingezahlt und ist nicht ausgestiegen. Wer nichts "
                                    "einzahlt, spielt um keinen Pot: Erlaubt ist ein Einsatz ab 1 oder "
                                    "„ausgestiegen“.", key="nothing_in")
    listed = [p for group in ranking for p in group]
    for p in listed:
        if p in out:
            raise SidePotInputError(f"Rangfolge: {player_name(p)} ist ausgestiegen und zeigt keine Hand. Erlaubt "
                                    "sind nur Spieler, die noch im Spiel sind.", key="folded_in_ranking")
    missing = [p for p in in_hand if p not in listed]
    if missing and len(in_hand) > 1:
        raise SidePotInputError(f"Rangfolge: {seats_label(missing)} {'fehlt' if len(missing) == 1 else 'fehlen'}. "
                                "Erlaubt ist eine Rangfolge mit jedem Spieler, der nicht ausgestiegen ist "
                                f"({seats_label(in_hand)}).", key="incomplete_ranking")
    strengths = user_input.strengths(ranking)
    if len(in_hand) == 1:
        strengths = {in_hand[0]: 0}
    layout = build_pots(chips, out)
    award = award_pots(layout, strengths, button=button, n_seats=n)
    return SidePotResult(chips, out, button, layout, award)


def result_text(result: SidePotResult) -> str:
    """The result in plain text: a line per pot, then the engine's sentences."""
    lines = []
    for pa in result.award.awards:
        shares = ", ".join(f"{seat_label(s)} {c}" for s, c in pa.shares.items())
        lines.append(f"{pa.pot.name}: {pa.pot.amount} – spielberechtigt {seats_label(pa.pot.eligible)} – "
                     f"Gewinner {seats_label(pa.winners)} ({shares})")
    lines.extend(result.layout.explain())
    lines.extend(line for line in result.award.explain() if not line.endswith("(A7)."))
    return "\n".join(lines)


def result_html(result: SidePotResult) -> str:
    """The result as HTML: a table of the pots and the explanation as a list."""
    rows = []
    for pa in result.award.awards:
        shares = ", ".join(f"{seat_label(s)}: {c}" + (" (mit Odd Chip)" if s in pa.odd_chips else "")
                           for s, c in pa.shares.items())
        # The winners right after the pot: on a phone the last columns scroll out of view.
        cells = [pa.pot.name, str(pa.pot.amount), seats_label(pa.winners), shares, seats_label(pa.pot.eligible)]
        rows.append("<tr>" + "".join(f"<td>{html.escape(c)}</td>" for c in cells) + "</tr>")
    head = "".join(f"<th>{h}</th>" for h in ("Pot", "Chips", "Gewinner", "Auszahlung", "spielberechtigt"))
    explain = result.layout.explain() + [x for x in result.award.explain() if not x.endswith("(A7).")]
    items = "".join(f"<li>{html.escape(x)}</li>" for x in explain)
    # In a box of its own that scrolls sideways on a phone; the sentences below wrap.
    return (f"<div class='holdem-table-box'><table class='holdem-pots holdem-table'><thead><tr>{head}</tr></thead>"
            f"<tbody>{''.join(rows)}</tbody></table></div><ul class='holdem-explain'>{items}</ul>")


def _figure(result: SidePotResult) -> Figure:
    """The pots as stacked bars, winners marked (holdem.draw.pots)."""
    return draw_pots(result.award)


# --------------------------------------------------------------------------- the live widget


class SidePotCalculator(widgets.VBox):
    """Text fields in, pots out; recomputed whenever a field changes."""

    def __repr__(self) -> str:
        # The notebook's plain-text form (where no browser draws the widget): a sentence.
        return f"Side-Pot-Rechner: Einsätze {self.contributions.value}, Rangfolge {self.ranking.value}"

    def __init__(self, contributions: str = "20, 50, 100, 100", folded: str = "",
                 ranking: str = "1 > 2 > 3 > 4", button: int = 4) -> None:
        style = {"description_width": "14em"}  # the longest label must not be cut off, also in Voilà
        wide = widgets.Layout(width="36em")
        self.contributions = widgets.Text(value=contributions, description="Einsätze (Spieler 1, 2, …):",
                                          style=style, layout=wide)
        self.folded = widgets.Text(value=folded, description="Ausgestiegen (Nummern):", style=style, layout=wide)
        self.ranking = widgets.Text(value=ranking, description="Rangfolge (beste zuerst):", style=style,
                                    layout=wide)
        self.button = widgets.BoundedIntText(value=button, min=1, max=MAX_PLAYERS, description="Button bei Spieler:",
                                             style=style)
        self.message = widgets.HTML()
        self.output = widgets.HTML()
        self.picture = picture_image()
        self.result: SidePotResult | None = None
        help_text = widgets.HTML("<small>Einsätze: was jeder Spieler in der ganzen Hand eingezahlt hat. "
                                 "Rangfolge: z. B. <code>3 &gt; 1 = 2</code> heißt Spieler 3 hat die beste "
                                 "Hand, Spieler 1 und 2 sind gleich gut.</small>")
        self.live = widgets.VBox([self.contributions, self.folded, self.ranking, self.button, help_text,
                                  self.message, self.output, self.picture])
        for field in (self.contributions, self.folded, self.ranking, self.button):
            field.observe(self._changed, names="value")
        self.update()
        # The result of the fields repeats the first case: the static site hides it (holdem-site.css).
        self.output.add_class("holdem-live-result")
        self.picture.add_class("holdem-live-result")
        self.cases = sidepot_stepper(_cases(contributions, folded, ranking, button))
        super().__init__([self.cases, mark_live_only(self.live, "Eigene Einsätze eingeben: Mit Python "
                                                                "rechnet die Engine die Pots sofort aus.",
                                                     werkstatt_example(contributions, folded, ranking, button))])

    def _changed(self, _change: dict) -> None:
        self.update()

    def update(self) -> None:
        """Read the fields and show the result, or a German message saying what is wrong."""
        try:
            chips = parse_contributions(self.contributions.value)
            n = len(chips)
            result = calculate(chips, parse_folded(self.folded.value, n), parse_ranking(self.ranking.value, n),
                               self.button.value - 1)
        except HoldemError as error:
            self.result = None
            self.message.value = error_html(error.message)
            self.output.value = ""
            self.picture.value = b""
            self.picture.layout.display = "none"
            return
        self.result = result
        self.message.value = ""
        self.output.value = result_html(result)
        show_figure(self.picture, _figure(result))
        self.picture.layout.display = None


# --------------------------------------------------------------------------- the static stepper


@dataclass(frozen=True)
class SidePotScenario:
    label: str
    intro: str
    contributions: tuple[int, ...]
    folded: frozenset[int]
    ranking: tuple[tuple[int, ...], ...]  # 0-based, best first
    button: int

    def result(self) -> SidePotResult:
        return calculate(self.contributions, self.folded, [list(g) for g in self.ranking], self.button)


SIDEPOT_SCENARIOS: tuple[SidePotScenario, ...] = (
    SidePotScenario(
        "Ein All-in", "Spieler 1 ist mit 30 all-in, Spieler 2 und 3 setzen je 80. Spieler 1 hat die beste "
        "Hand, Spieler 3 die zweitbeste.", (30, 80, 80), frozenset(), ((0,), (2,), (1,)), 2),
    SidePotScenario(
        "Zwei All-ins", "Spieler 1 ist mit 20 all-in, Spieler 2 mit 50; Spieler 3 und 4 setzen je 100. "
        "Reihenfolge der Hände: Spieler 2, 1, 4, 3.", (20, 50, 100, 100), frozenset(),
        ((1,), (0,), (3,), (2,)), 3),
    SidePotScenario(
        "Drei All-ins, einer steigt aus", "Spieler 1 ist mit 10 all-in, Spieler 2 mit 40, Spieler 3 mit 70. "
        "Spieler 4 setzt 100 und Spieler 5 steigt nach 25 Chips aus. Reihenfolge der Hände: Spieler 1, 2, "
        "4, 3.", (10, 40, 70, 100, 25), frozenset({4}), ((0,), (1,), (3,), (2,)), 4),
    SidePotScenario(
        "Niemand geht ganz mit", "Spieler 1 setzt 150, Spieler 2 hat nur 60 und geht damit all-in. Spieler 2 hat "
        "die bessere Hand.", (150, 60), frozenset(), ((1,), (0,)), 0),
)


def _cases(contributions: str, folded: str, ranking: str, button: int) -> list[SidePotScenario]:
    """The calculator's own example (if it is valid) and the prepared cases."""
    cases = []
    try:
        chips = parse_contributions(contributions)
        out = parse_folded(folded, len(chips))
        order = parse_ranking(ranking, len(chips))
        calculate(chips, out, order, button - 1)
        intro = (f"Einsätze {', '.join(map(str, chips))}; Rangfolge der Hände {ranking.strip()}; "
                 f"Button bei {player_name(button - 1)}.")
        if out:
            intro += f" Ausgestiegen: {seats_label(sorted(out))}."
        cases.append(SidePotScenario("Beispiel", intro, chips, out, tuple(tuple(g) for g in order), button - 1))
    except HoldemError:
        pass
    return cases + list(SIDEPOT_SCENARIOS)


def sidepot_stepper(scenarios: Sequence[SidePotScenario] = SIDEPOT_SCENARIOS) -> StaticStepper:
    """Toggle buttons over prepared cases, each with its pots, winners and explanation."""
    pages = []
    for scenario in scenarios:
        result = scenario.result()
        text = f"<p>{html.escape(scenario.intro)}</p>{result_html(result)}"
        pages.append(figure_page(partial(_figure, result), html_text=text))
    return static_stepper(pages, [s.label for s in scenarios], control="toggle", description="Fall:")
