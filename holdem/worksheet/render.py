"""The worksheets as one HTML document for A4: a sheet per student, each starting on a new page,
then the answer key on pages of its own. The pictures are inline SVG (holdem.worksheet.svg); the
stylesheet is in the document, so it prints the same from a file, the Werkstatt or Chromium."""

from __future__ import annotations

from html import escape
from typing import Any

from holdem.drills import LEVELS, Drill
from holdem.german import german_number, player_name, seat_name
from holdem.worksheet.svg import bars_svg, cards_svg, table_svg
from holdem.worksheet.tasks import LETTERS, Sheet, Task, WorksheetSet

__all__ = ["CSS", "document", "key_html", "sheet_html"]

CSS = """
@page { size: A4; margin: 14mm 15mm 14mm 15mm; }
.ws-doc { font-family: "DejaVu Sans", Arial, sans-serif; font-size: 10pt; line-height: 1.35; color: #111;
  background: #fff; max-width: 180mm; margin: 0 auto; }
.ws-doc h1 { font-size: 14pt; margin: 0 0 1mm; }
.ws-doc h2 { font-size: 11pt; margin: 0 0 1mm; }
.ws-doc p { margin: 0 0 1.5mm; }
.ws-sheet, .ws-key { break-before: page; }
.ws-doc > :first-child { break-before: auto; }
.ws-head { border-bottom: 1.5pt solid #111; padding-bottom: 2mm; margin-bottom: 3mm; }
.ws-meta { font-size: 9pt; }
.ws-fill { display: flex; gap: 6mm; margin-top: 2mm; }
.ws-fill span { flex: 1; border-bottom: 0.8pt solid #111; padding-top: 4mm; font-size: 9pt; }
.ws-task { break-inside: avoid; border: 0.8pt solid #777; border-radius: 2mm; padding: 2.5mm 3mm;
  margin: 0 0 3mm; }
.ws-mark { float: right; font-weight: normal; font-size: 8pt; color: #444; }
.ws-task h2 .ws-rules, .ws-key .ws-rules { font-weight: normal; font-size: 8.5pt; }
.ws-picture { text-align: center; margin: 1mm 0; }
.ws-table, .ws-bars { width: 72mm; height: auto; }
.ws-row { display: flex; gap: 3mm; align-items: center; }
.ws-row > .ws-picture { flex: 0 0 72mm; }
.ws-row > .ws-grid { flex: 1 1 auto; }
.ws-tables { display: flex; flex-wrap: wrap; gap: 1mm 3mm; justify-content: center; }
.ws-tables .ws-table { width: 56mm; }
.ws-cards { vertical-align: middle; }
.ws-grid { border-collapse: collapse; margin: 1mm 0 2mm; font-size: 8.5pt; }
.ws-grid th, .ws-grid td { border: 0.6pt solid #777; padding: 0.4mm 1.5mm; text-align: left; vertical-align: middle; }
.ws-grid caption { text-align: left; font-size: 9pt; }
.ws-pot-form td { height: 6mm; min-width: 25mm; }
.ws-pot-form td + td { min-width: 60mm; }
.ws-lines { font-size: 8.5pt; margin: 1mm 0 2mm; padding-left: 6mm; }
.ws-answer { margin-top: 2mm; }
.ws-line { display: block; border-bottom: 0.8pt solid #111; min-height: 6mm; margin: 0 0 1.5mm; }
.ws-line b { font-weight: normal; font-size: 9pt; }
.ws-box { display: inline-block; width: 3.2mm; height: 3.2mm; border: 0.8pt solid #111; vertical-align: -0.5mm;
  margin-right: 1mm; }
.ws-choices { list-style: none; padding: 0; margin: 1mm 0; }
.ws-choices li { margin: 0 0 1mm; }
.ws-checks { display: flex; flex-wrap: wrap; gap: 1mm 5mm; margin: 1mm 0 2mm; }
.ws-foot { font-size: 8pt; color: #444; margin-top: 2mm; break-before: avoid; }
.ws-key-student { break-inside: avoid-page; margin: 0 0 4mm; }
.ws-key-student + .ws-key-student { border-top: 0.8pt solid #777; padding-top: 2mm; }
.ws-key ol { margin: 1mm 0; padding-left: 6mm; }
.ws-key li { margin: 0 0 1.5mm; break-inside: avoid; }
.ws-why { font-size: 8.5pt; }
.ws-source { font-size: 8pt; color: #444; }
"""

AMOUNT_LABELS = {"min_to": "Mindestens auf (Chips, Gesamteinsatz der Runde)",
                 "max_to": "Höchstens auf (Chips, Gesamteinsatz der Runde)", "to": "Auf (Chips, Gesamteinsatz der Runde)"}
PLAYER_COLUMNS = (("name", "Spieler"), ("position", "Position"), ("cards", "Hole Cards"), ("stack", "Stack"),
                  ("bet", "Einsatz der Runde"), ("put_in", "Eingezahlt"), ("status", "Status"))


def _text(value: Any) -> str:
    if isinstance(value, bool):
        return "ja" if value else "nein"
    if isinstance(value, int):
        return german_number(value)
    return str(value)


def _rules(rules: tuple[str, ...]) -> str:
    return ("Regel " if len(rules) == 1 else "Regeln ") + ", ".join(rules)


def _seat_lines(player: dict[str, Any]) -> list[str]:
    lines = []
    if player.get("position"):
        lines.append(str(player["position"]))
    if "stack" in player:
        lines.append(f"Stack {_text(player['stack'])}")
    if player.get("bet"):
        lines.append(f"Einsatz {_text(player['bet'])}")
    elif "put_in" in player:
        lines.append(f"eingezahlt {_text(player['put_in'])}")
    return lines


def _table_picture(situation: dict[str, Any]) -> str:
    """The players around the table, when where they sit matters (button, positions)."""
    players = situation["players"]
    button = situation.get("button")
    if button is None:
        button = next((i for i, p in enumerate(players) if p.get("button")), None)
    if button is None and not any(p.get("position") for p in players):
        return _paid_picture(situation)
    seats = [{"name": p["name"], "lines": _seat_lines(p), "active": bool(p.get("to_act"))} for p in players]
    centre = f"Pot: {_text(situation['pot'])} Chips" if "pot" in situation else ""
    words = []
    for i, p in enumerate(players):
        extra = [w for w in (p.get("position"), "Button" if i == button else "", "am Zug" if p.get("to_act") else "")
                 if w]
        words.append(p["name"] + (f" ({', '.join(dict.fromkeys(extra))})" if extra else ""))
    label = f"Der Tisch von oben, im Uhrzeigersinn: {'; '.join(words)}."
    if centre:
        label += f" {centre}."
    return f'<div class="ws-picture">{table_svg(seats, button=button, centre=centre, label=label)}</div>'


def _paid_picture(situation: dict[str, Any]) -> str:
    """Who paid how much into the pot, as bars (side pots, split pots), when the table shows it."""
    players = situation["players"]
    if not all("put_in" in p for p in players):
        return ""
    items = [(p["name"], int(p["put_in"]), f"{_text(p['put_in'])} · {p['status']}" if p.get("status")
              else _text(p["put_in"])) for p in players]
    label = "Eingezahlt: " + "; ".join(f"{name} {note}" for name, _, note in items) + "."
    return f'<div class="ws-picture">{bars_svg(items, label=label)}</div>'


def _player_grid(situation: dict[str, Any]) -> str:
    players = situation["players"]
    columns = [tuple(c) for c in situation.get("columns", PLAYER_COLUMNS)]
    columns = [c for c in columns if any(p.get(c[0]) not in (None, "") for p in players)]
    head = "".join(f'<th scope="col">{escape(c[1])}</th>' for c in columns)
    caption = f"<caption>Im Pot: {_text(situation['pot'])} Chips</caption>" if "pot" in situation else ""
    rows = []
    for p in players:
        cells = []
        for i, (key, _title) in enumerate(columns):
            value = p.get(key)
            if i == 0:
                mark = (" (Button)" if p.get("button") else "") + (" – am Zug" if p.get("to_act") else "")
                cells.append(f'<th scope="row">{escape(_text(value))}{mark}</th>')
            elif key == "cards":
                cells.append(f"<td>{cards_svg(value, width=18) if value else '–'}</td>")
            else:
                cells.append(f"<td>{escape(_text(value)) if value is not None else ''}</td>")
        rows.append(f"<tr>{''.join(cells)}</tr>")
    return (f'<table class="ws-grid">{caption}<thead><tr>{head}</tr></thead>'
            f"<tbody>{''.join(rows)}</tbody></table>")


def _tournament_tables(tables: list[dict[str, Any]]) -> str:
    parts = []
    for t in tables:
        seats = [{"name": name or "frei", "lines": [seat_name(i)], "free": not name} for i, name in
                 enumerate(t["seats"])]
        taken = "; ".join(f"{seat_name(i)}: {name or 'frei'}" for i, name in enumerate(t["seats"]))
        # the drill counts the button's seat from 1, as its reader does
        label = f"Tisch {t['number']}: {t['players']} Spieler, Button auf {seat_name(t['button'] - 1)}. {taken}."
        picture = table_svg(seats, button=t["button"] - 1, centre=f"Tisch {t['number']}", label=label)
        parts.append(f'<div class="ws-picture">{picture}</div>')
    return f'<div class="ws-tables">{"".join(parts)}</div>'


def _situation(drill: Drill) -> str:
    s = drill.situation
    parts = []
    head = " · ".join(str(s[k]) for k in ("structure", "street") if s.get(k))
    if head:
        parts.append(f"<p>{escape(head)}</p>")
    if s.get("tables"):
        parts.append(_tournament_tables(s["tables"]))
    if s.get("board"):
        board = s["board"]
        parts.append(f"<p>Board: {cards_svg(board, width=22)}</p>")
    if s.get("players"):
        parts.append(f'<div class="ws-row">{_table_picture(s)}{_player_grid(s)}</div>')
    if s.get("lines"):
        items = "".join(f"<li>{escape(line)}</li>" for line in s["lines"])
        parts.append(f'<p>Bisher in dieser Hand:</p><ol class="ws-lines">{items}</ol>')
    return "".join(parts)


def _checks(count: int) -> str:
    return '<div class="ws-checks">' + "".join(
        f'<span><span class="ws-box"></span>{escape(player_name(i))}</span>' for i in range(count)) + "</div>"


def _line(label: str) -> str:
    return f'<span class="ws-line"><b>{escape(label)}:</b></span>'


def _answer_space(drill: Drill) -> str:
    form = drill.form
    kind = form["type"]
    if kind == "player":
        return _line("Antwort: Spieler")
    if kind == "players":
        return "<p>Kreuzen Sie an (alle, die zutreffen):</p>" + _checks(form["players"])
    if kind == "pot_players":
        return "".join(f"<p>{escape(pot)}: wer bekommt einen übrigen Chip?</p>{_checks(form['players'])}"
                       for pot in form["pots"])
    if kind == "pots":
        rows = "".join(f'<tr><th scope="row">{"Hauptpot" if i == 0 else f"Side Pot {i}"}</th><td></td><td></td></tr>'
                       for i in range(form["max_pots"]))
        return ('<table class="ws-grid ws-pot-form"><thead><tr><th scope="col">Pot</th>'
                '<th scope="col">Chips</th><th scope="col">Wer darf ihn gewinnen?</th></tr></thead>'
                f"<tbody>{rows}</tbody></table><p class=\"ws-meta\">Nicht gebrauchte Zeilen bleiben leer.</p>")
    parts = []
    for field in form["fields"]:
        label = form.get("labels", {}).get(field) or AMOUNT_LABELS.get(field, field)
        choices = form.get("options", {}).get(field)
        if choices:
            items = "".join(f'<span><span class="ws-box"></span>{escape(o["text"])}</span>' for o in choices)
            parts.append(f'<p>{escape(label)}</p><div class="ws-checks">{items}</div>')
        else:
            parts.append(_line(label))
    return "".join(parts)


def _task_html(task: Task, mark: str) -> str:
    head = (f'<h2><span class="ws-mark">{mark}</span>Aufgabe {task.number} · {escape(task.title)} '
            f'<span class="ws-rules">({escape(_rules(task.rules))})</span></h2>')
    question = f"<p>{escape(task.question)}</p>"
    if task.drill is not None:
        body = _situation(task.drill) + f'<div class="ws-answer">{_answer_space(task.drill)}</div>'
    elif task.options:
        items = "".join(f'<li><span class="ws-box"></span>{LETTERS[i]}) {escape(o)}</li>'
                        for i, o in enumerate(task.options))
        body = f'<ul class="ws-choices">{items}</ul>'
    else:
        body = f'<div class="ws-answer">{_line("Antwort (eine ganze Zahl)")}</div>'
    return f'<section class="ws-task">{head}{question}{body}</section>'


def _about(worksheets: WorksheetSet) -> str:
    o = worksheets.options
    return (f"{escape(worksheets.topic)} · Stufe {o.level} ({LEVELS[o.level]}) · "
            f"{o.tasks} {'Aufgabe' if o.tasks == 1 else 'Aufgaben'}")


def sheet_html(worksheets: WorksheetSet, sheet: Sheet) -> str:
    """One student's sheet: head with series and number, fields for name and date, the tasks."""
    o = worksheets.options
    title = f"Arbeitsblatt · Serie {o.series} · Blatt {sheet.student} von {o.students}"
    mark = f"Blatt {sheet.student} · Serie {o.series}"
    tasks = "".join(_task_html(t, mark) for t in sheet.tasks)
    return (f'<article class="ws-sheet" aria-label="{escape(title)}"><header class="ws-head"><h1>{escape(title)}</h1>'
            f'<p class="ws-meta">{_about(worksheets)}</p>'
            '<div class="ws-fill"><span>Name:</span><span>Klasse:</span><span>Datum:</span></div></header>'
            f'{tasks}<p class="ws-foot">Ende von Blatt {sheet.student} (Serie {o.series}). Alle Aufgaben und '
            "Lösungen hat die Regel-Engine berechnet.</p></article>")


def key_html(worksheets: WorksheetSet) -> str:
    """The answer key: every student's solutions with rule IDs, the engine's reasons and where
    each task comes from."""
    o = worksheets.options
    parts = []
    for sheet in worksheets.sheets:
        items = []
        for t in sheet.tasks:
            reasons = " ".join(escape(r) for r in t.reasons)
            items.append(f'<li><b>{escape(t.solution)}</b> <span class="ws-rules">({escape(_rules(t.rules))})</span>'
                         f'<br><span class="ws-why">{reasons}</span><br><span class="ws-source">{escape(t.source)}</span>'
                         "</li>")
        parts.append(f'<section class="ws-key-student"><h2>Blatt {sheet.student} von {o.students}</h2>'
                     f"<ol>{''.join(items)}</ol></section>")
    title = f"Lösungen · Serie {o.series}"
    return (f'<article class="ws-key" aria-label="{escape(title)}"><header class="ws-head"><h1>{escape(title)}</h1>'
            f'<p class="ws-meta">{_about(worksheets)} · {o.students} '
            f"{'Blatt' if o.students == 1 else 'Blätter'}</p></header>{''.join(parts)}</article>")


def document(worksheets: WorksheetSet, part: str = "all") -> str:
    """The whole HTML document: ``part`` "all" (sheets, then the key), "sheets" or "key"."""
    o = worksheets.options
    body: list[str] = []
    if part in ("all", "sheets"):
        body.extend(sheet_html(worksheets, sheet) for sheet in worksheets.sheets)
    if part in ("all", "key"):
        body.append(key_html(worksheets))
    title = f"{'Lösungen' if part == 'key' else 'Arbeitsblätter'} · Serie {o.series}"
    return ('<!DOCTYPE html>\n<html lang="de"><head><meta charset="utf-8">'
            f"<title>{escape(title)}</title><style>{CSS}</style></head>"
            f'<body><main class="ws-doc">{"".join(body)}</main></body></html>\n')
