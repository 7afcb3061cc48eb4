"""Live mode: time from a widget action to its new picture, with engine and picture alone for comparison.

    python benchmarks/widgets_live.py           # 50 repetitions per row (loading a hand: 10), about a minute
    python benchmarks/widgets_live.py --quick   # 3 repetitions per row (used by a smoke test)
    python benchmarks/widgets_live.py --kernel  # then the same inside a real ipykernel

The widgets are driven in this process exactly as the widget tests drive them and as the
kernel of JupyterLab or Voilà runs their callbacks: a field gets a new value, a button is
clicked (``button.click()``), a slider moves. The clock (``time.perf_counter``) runs from the
action until the callback has returned; by then the widget's picture holds the new PNG bytes
(each repetition checks that it does). Without a browser attached, ipywidgets still builds
every state update; only the hand-over to the browser (ZeroMQ, websocket, drawing the PNG on
screen) is not part of the figure. See benchmarks/README.md.
"""

from __future__ import annotations

import argparse
import os
import statistics
import sys
import time
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))  # run from a checkout without installing
sys.path.insert(0, str(ROOT / "benchmarks"))

import ipywidgets  # noqa: E402
import matplotlib  # noqa: E402

matplotlib.use("Agg")  # no window; the widgets draw on plain Figures anyway

from evaluators import available_cores  # noqa: E402 - the helper of the other benchmark

from holdem.german import german_number  # noqa: E402

PNG = b"\x89PNG\r\n\x1a\n"


@dataclass
class Sizes:
    repeat: int  # repetitions per row
    slow_repeat: int  # repetitions for loading a whole hand (every step drawn)


FULL = Sizes(repeat=50, slow_repeat=10)
QUICK = Sizes(repeat=3, slow_repeat=3)


@dataclass
class Row:
    widget: str
    action: str
    times: list[float] = field(default_factory=list)  # seconds, one per repetition
    note: str = ""

    @property
    def median_ms(self) -> float | None:
        return statistics.median(self.times) * 1000 if self.times else None

    @property
    def p95_ms(self) -> float | None:
        if not self.times:
            return None
        if len(self.times) == 1:
            return self.times[0] * 1000
        # inclusive: with few repetitions the 95th percentile stays between the measured values
        return statistics.quantiles(self.times, n=20, method="inclusive")[18] * 1000

    @property
    def max_ms(self) -> float | None:
        return max(self.times) * 1000 if self.times else None


@dataclass
class Task:
    """One thing to time: ``action(i)``; ``prepare(i)`` runs before it outside the clock (e.g.
    typing into a field) and its result goes to ``check(i, before)``, which says after the clock
    whether the new picture is there."""

    action: Callable[[int], Any]
    prepare: Callable[[int], Any] | None = None
    check: Callable[[int, Any], bool] | None = None


def timed(tasks: Sequence[Task], repeat: int) -> list[tuple[list[float], int]]:
    """Time every task ``repeat`` times, taking turns (so a busy moment of the shared machine
    hits the widget and its parts alike), after one untimed warm-up each (fonts, caches).
    Returns per task the times in seconds and the number of failed checks."""
    for task in tasks:
        if task.prepare:
            task.prepare(-1)
        task.action(-1)
    results: list[tuple[list[float], int]] = [([], 0) for _ in tasks]
    for i in range(repeat):
        for k, task in enumerate(tasks):
            before = task.prepare(i) if task.prepare else None
            start = time.perf_counter()
            task.action(i)
            results[k][0].append(time.perf_counter() - start)
            if task.check is not None and not task.check(i, before):
                results[k] = (results[k][0], results[k][1] + 1)
    return results


def _fresh(picture: bytes, before: bytes | None) -> bool:
    """A PNG, and another one than before the action."""
    return bytes(picture[:8]) == PNG and picture != before


def _checked(row: Row, failed: int, what: str = "Bild") -> Row:
    if failed:
        row.note = f"{what} UNVERÄNDERT in {failed} von {len(row.times)} Wiederholungen; " + row.note
    return row


# --- the widgets ------------------------------------------------------------------------------

EQUITY_SPOTS = {
    "vor dem Flop, 1.712.304 Boards": ((("As Ah", "Kd Kc"), ""), (("Ah Kh", "Qs Qc"), "")),
    "Flop, 990 Boards": ((("As Ah", "Kd Kc"), "Kh 7c 2d"), (("Qh 9h", "As Kd"), "Ah 7h 2c")),
}


def measure_equity(sizes: Sizes) -> list[Row]:
    from holdem.draw.odds import draw_equity_bars
    from holdem.draw.png import figure_to_png
    from holdem.equity import exact_equity
    from holdem.widgets.equity import EquityWidget

    name = "Equity-Rechner"
    widget = EquityWidget()
    rows: list[Row] = []
    for label, spots in EQUITY_SPOTS.items():
        def prepare(i: int, spots=spots) -> bytes:
            hands, board = spots[i % 2]  # two spots in turn: every click gives another chart
            for box, hand in zip(widget.hand_inputs, [*hands, *[""] * len(widget.hand_inputs)]):
                box.value = hand
            widget.board_input.value = board
            return widget.chart.value

        def engine(i: int, spots=spots):
            hands, board = spots[i % 2]
            return exact_equity(list(hands), board, progress=False)

        results = [engine(0), engine(1)]
        (click, failed), (alone, _), (picture, _) = timed([
            Task(lambda _i: widget.button.click(), prepare,
                 lambda _i, before: _fresh(widget.chart.value, before)),
            Task(engine),
            Task(lambda i, results=results: figure_to_png(draw_equity_bars(results[i % 2]))),
        ], sizes.repeat)
        rows.append(_checked(Row(name, f"Klick „Equity berechnen“: {label}", click,
                                 "Tabelle und Balken neu"), failed))
        rows.append(Row(name, "  nur Engine: exact_equity", alone))
        rows.append(Row(name, "  nur Bild: draw_equity_bars + PNG", picture))
    return rows


SIDEPOT_RANKINGS = ("1 > 2 > 3 > 4", "4 > 3 > 2 > 1")


def measure_sidepots(sizes: Sizes) -> list[Row]:
    from holdem.draw.png import figure_to_png
    from holdem.draw.pots import draw_pots
    from holdem.widgets.sidepots import (
        SidePotCalculator,
        calculate,
        parse_contributions,
        parse_folded,
        parse_ranking,
    )

    name = "Seitentopf-Rechner"
    calc = SidePotCalculator(contributions="20, 50, 100, 100", ranking=SIDEPOT_RANKINGS[0], button=4)

    def act(i: int) -> None:  # typing into the field is the action: the widget recomputes on change
        calc.ranking.value = SIDEPOT_RANKINGS[(i + 1) % 2]

    def engine(i: int):  # what the widget computes from its fields, without the widget
        chips = parse_contributions(calc.contributions.value)
        n = len(chips)
        return calculate(chips, parse_folded("", n), parse_ranking(SIDEPOT_RANKINGS[i % 2], n), 3)

    results = [engine(0), engine(1)]
    (change, failed), (alone, _), (picture, _) = timed([
        Task(act, lambda _i: calc.picture.value, lambda _i, before: _fresh(calc.picture.value, before)),
        Task(engine),
        Task(lambda i: figure_to_png(draw_pots(results[i % 2].award))),
    ], sizes.repeat)
    return [_checked(Row(name, "Rangfolge ändern (Textfeld)", change, "Töpfe, Gewinner, Text neu"), failed),
            Row(name, "  nur Engine: Eingabe lesen + calculate", alone),
            Row(name, "  nur Bild: draw_pots + PNG", picture)]


def measure_button(sizes: Sizes) -> list[Row]:
    from holdem.draw.png import figure_to_png
    from holdem.table import Table
    from holdem.widgets.button import ButtonDrawLive, draw_picture

    name = "Button-Ziehung"
    names = ("Anna", "Ben", "Cem", "Dana", "Emil")
    live = ButtonDrawLive(names, seed=1, draws=2)  # prepared draws: each click shows the next one

    def shown() -> bytes:
        page = live.stepper.stack.children[live.index]
        return bytes(page.children[0].value)

    def prepare(_i: int) -> bytes:
        return shown()

    table = Table.with_players([100] * len(names), names=list(names))
    drawn = [table.draw_for_button(seed=1), table.draw_for_button(seed=2)]
    (click, failed), (alone, _), (picture, _) = timed([
        Task(lambda _i: live.go.click(), prepare, lambda _i, before: _fresh(shown(), before)),
        Task(lambda i: table.draw_for_button(seed=1 + i % 2)),
        Task(lambda i: figure_to_png(draw_picture(drawn[i % 2]))),
    ], sizes.repeat)
    return [_checked(Row(name, "Klick „Ziehen“ (nächste vorbereitete Ziehung)", click,
                         "Bild als PNG im Image-Widget"), failed),
            Row(name, "  nur Engine: draw_for_button", alone),
            Row(name, "  nur Bild: draw_picture + PNG", picture)]


def measure_betting(sizes: Sizes) -> list[Row]:
    from holdem.betting import Action, ActionKind
    from holdem.teach.betting import action_label
    from holdem.widgets.betting import BettingRoundWidget, first_state

    name = "Wettrunde"
    live = BettingRoundWidget("No Limit")
    call = live.buttons[ActionKind.CALL]

    def prepare(_i: int) -> tuple[Any, str]:
        live.reset()  # each click is the first action of a fresh round
        return live.state, live.history.value

    def check(_i: int, before: tuple[Any, str]) -> bool:
        return live.state is not before[0] and live.history.value != before[1]

    state = first_state("No Limit")
    (click, failed), (alone, _) = timed([
        Task(lambda _i: call.click(), prepare, check),
        Task(lambda _i: state.apply(Action(ActionKind.CALL))),
    ], sizes.repeat)
    return [_checked(Row(name, f"Klick „{action_label(ActionKind.CALL)}“", click,
                         "zeigt kein Bild: Text, Knöpfe und Betrag neu"), failed, "Stand"),
            Row(name, "  nur Engine: state.apply(Call)", alone)]


def measure_hand_player(sizes: Sizes) -> list[Row]:
    from holdem.draw.table import draw_table_state
    from holdem.phh import read_phh
    from holdem.replay import replay
    from holdem.teach.wholehand import BOOK_HAND_PHH
    from holdem.widgets.hand_player import HandPlayer, picture_png

    name = "Hand-Player"
    player = HandPlayer.from_phh(BOOK_HAND_PHH, live=True)
    steps = player.n_steps
    history = player.history

    def forward(_i: int) -> None:
        player.show((player.index + 1) % steps)  # after the last step back to the first

    (step, failed), (one_picture, _) = timed([
        Task(forward, lambda _i: player.shown_picture, lambda _i, before: _fresh(player.shown_picture, before)),
        Task(lambda i: picture_png(draw_table_state(history[i % steps]))),
    ], sizes.repeat)
    rows = [_checked(Row(name, "Slider einen Schritt weiter", step,
                         "Bilder liegen seit dem Laden fertig im Stack"), failed),
            Row(name, "  nur Bild: ein Tischbild (draw_table_state + PNG)", one_picture)]

    player.text_input.value = BOOK_HAND_PHH

    def loaded(_i: int, before: Any) -> bool:
        return (player.stepper is not before and "Hand geladen" in player.message.value
                and _fresh(player.shown_picture, b""))

    (load, failed), (alone, _), (pictures, _) = timed([
        Task(lambda _i: player.load_button.click(), lambda _i: player.stepper, loaded),
        Task(lambda _i: replay(read_phh(BOOK_HAND_PHH))),
        Task(lambda _i: [picture_png(draw_table_state(s)) for s in history]),
    ], sizes.slow_repeat)
    rows += [_checked(Row(name, f"PHH-Text laden, Klick „Hand laden“ ({steps} Schritte)", load,
                          f"alle {steps} Schrittbilder neu"), failed, "Hand"),
             Row(name, "  nur Engine: read_phh + replay", alone),
             Row(name, f"  nur Bild: {steps} Tischbilder + PNG", pictures)]
    return rows


def measure_hand_picker(sizes: Sizes) -> list[Row]:
    from holdem.draw.cards import draw_hand
    from holdem.draw.png import figure_to_png
    from holdem.ranking import evaluate
    from holdem.widgets.hand_picker import HandPicker

    name = "Hand-Picker"
    boards = ("Qd Jc Th 2c 2d", "9h 9d 5s 4c 2h")  # two boards in turn: another picture at every change
    picker = HandPicker(boards[0], "Ah Kh")
    cards = [evaluate(f"Ah Kh {board}") for board in boards]

    def shown() -> bytes:
        return bytes(picker.picture.value)

    def typed(i: int) -> None:
        picker.board.value = boards[(i + 1) % 2]

    def alone(i: int) -> object:
        return evaluate(f"Ah Kh {boards[i % 2]}")

    def picture(i: int) -> bytes:
        value = cards[i % 2]
        return figure_to_png(draw_hand(value.best_five, highlight=value.best_five))

    (change, failed), (engine, _), (drawing, _) = timed([
        Task(typed, lambda _i: shown(), lambda _i, before: _fresh(shown(), before)),
        Task(alone),
        Task(picture),
    ], sizes.repeat)
    return [_checked(Row(name, "Board eintippen (Textfeld)", change, "Kategorie, Text und Bild neu"), failed),
            Row(name, "  nur Engine: evaluate", engine),
            Row(name, "  nur Bild: draw_hand + PNG", drawing)]


MEASUREMENTS: tuple[tuple[str, Callable[[Sizes], list[Row]]], ...] = (
    ("Equity-Rechner", measure_equity),
    ("Seitentopf-Rechner", measure_sidepots),
    ("Button-Ziehung (live)", measure_button),
    ("Wettrunde", measure_betting),
    ("Hand-Player", measure_hand_player),
    ("Hand-Picker", measure_hand_picker),
)


def measure_all(sizes: Sizes) -> list[Row]:
    """Every widget in turn; a widget that fails gives a row with the error instead of stopping the run."""
    rows: list[Row] = []
    for name, measure in MEASUREMENTS:
        try:
            rows.extend(measure(sizes))
        except Exception as error:  # noqa: BLE001 - report it in the table, measure the others
            rows.append(Row(name, "—", [], f"FEHLER: {type(error).__name__}: {error}"))
            print(f"Hinweis: {name} konnte nicht gemessen werden: {error!r}", file=sys.stderr)
    return rows


# --- printing ---------------------------------------------------------------------------------

def _ms(value: float | None) -> str:
    if value is None:
        return "—"
    return german_number(value, 2 if value < 10 else 1)


def table(rows: Sequence[Row]) -> str:
    lines = [f"{'Widget':<23}{'Aktion':<62}{'n':>4}{'Median ms':>11}{'p95 ms':>10}{'Max ms':>10}  Bemerkung"]
    lines.append("-" * 144)
    widget = None
    for row in rows:
        shown = row.widget if row.widget != widget else ""
        widget = row.widget
        lines.append(f"{shown:<23}{row.action:<62}{len(row.times):>4}{_ms(row.median_ms):>11}"
                     f"{_ms(row.p95_ms):>10}{_ms(row.max_ms):>10}  {row.note}")
    return "\n".join(lines)


def _load() -> str:
    try:
        return german_number(os.getloadavg()[0], 1)
    except OSError:  # pragma: no cover - not on every system
        return "unbekannt"


def run_in_kernel(quick: bool, timeout: float = 1800) -> str:
    """The same measurements inside a real ipykernel (started with jupyter_client, as JupyterLab
    and Voilà start theirs): every widget update then also goes out as a Comm message over
    ZeroMQ. Returns the printed output of that run, or a note why there is none."""
    try:
        from jupyter_client.manager import start_new_kernel
    except ImportError:
        return "Im Kernel: nicht gemessen (jupyter_client ist nicht installiert)."
    argv = ["--im-kernel", *(["--quick"] if quick else [])]
    code = (f"import sys; sys.path.insert(0, {str(ROOT / 'benchmarks')!r}); import widgets_live; "
            f"widgets_live.main({argv!r})")
    printed: list[str] = []

    def hook(msg: dict) -> None:  # stdout of the kernel; the widget messages are left aside
        if msg["msg_type"] == "stream":
            printed.append(msg["content"]["text"])
        elif msg["msg_type"] == "error":
            printed.append(f"FEHLER im Kernel: {msg['content']['ename']}: {msg['content']['evalue']}\n")

    manager, client = start_new_kernel(kernel_name="python3", cwd=str(ROOT))
    try:
        client.execute_interactive(code, output_hook=hook, timeout=timeout, allow_stdin=False)
    finally:
        client.stop_channels()
        manager.shutdown_kernel(now=True)
    return "".join(printed).rstrip()


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description="Live-Modus: Zeit von der Widget-Aktion bis zum neuen Bild")
    parser.add_argument("--quick", action="store_true", help="3 Wiederholungen je Zeile (für den Rauchtest)")
    parser.add_argument("--kernel", action="store_true",
                        help="danach dieselben Messungen in einem echten ipykernel (mit Comm-Nachrichten)")
    parser.add_argument("--im-kernel", action="store_true", help=argparse.SUPPRESS)  # set by --kernel
    args = parser.parse_args(argv)
    sizes = QUICK if args.quick else FULL
    print(f"Python {sys.version.split()[0]}, ipywidgets {ipywidgets.__version__}, "
          f"matplotlib {matplotlib.__version__}, {available_cores()} Kerne, Last {_load()} zu Beginn; "
          f"{sizes.repeat} Wiederholungen je Zeile (Hand laden: {sizes.slow_repeat})"
          f"{' (--quick)' if args.quick else ''}")
    if args.im_kernel:
        print("Live-Modus in einem ipykernel (jupyter_client, Comm-Nachrichten über ZeroMQ, ohne Browser): "
              "Zeit von der Aktion bis zum neuen PNG im Widget")
    else:
        print("Live-Modus im Python-Prozess (ipywidgets wie im Kernel, ohne Browser): "
              "Zeit von der Aktion bis zum neuen PNG im Widget")
    print()
    rows = measure_all(sizes)
    print(table(rows))
    print()
    print("Eingerückte Zeilen: Engine bzw. Bild allein für dieselbe Aktion, zum Vergleich. "
          "Einen Vergleich mit anderen Projekten gibt es hier nicht (kein Gegenstück).")
    if args.kernel and not args.im_kernel:
        print()
        print(run_in_kernel(args.quick))
    return 0


if __name__ == "__main__":
    sys.exit(main())
