"""The reader's learning record on every page, and the page "Lernstand" (book/lernstand.md).

Every page gets ``holdem-record.js`` (book/_ext/static/, the folder of site_assets.py): the one
module that keeps the record of answers per rule ID in the browser (the quiz and the Werkstatt's
drills write through it). The directive ``{holdem-lernstand}`` writes, at build time, all 103
rules grouped by the chapter that explains them (the "→ erklärt in" of the rule index), each
with a link to its section and, where a drill kind of the Werkstatt names the rule, to that
drill. The table is there without JavaScript and without a record; the page's script
(lernstand_static/holdem-lernstand.js) fills in the status of each rule from the record and
offers export, import and reset. The schedule comes from ts-fsrs (copied from node_modules to
_static/fsrs/ by tools/build-site).

The directive ``{holdem-wiederholen}`` (on this page and in the Werkstatt) writes the box
"Heute wiederholen" with, as JSON, every rule's review source made at build time by the engine:
for a rule with a drill kind, series whose first drill names the rule (the Werkstatt's engine
makes the drill); otherwise quiz questions with new numbers (holdem/quiz/variants.py) or, where a
question has none to vary, the chapter's questions. The script holdem-review.js picks the next
one for each rule that FSRS says is due.
"""

from __future__ import annotations

import html
import json
from collections import Counter
from dataclasses import dataclass
from functools import cache
from pathlib import Path
from typing import Any

from docutils import nodes
from sphinx.application import Sphinx
from sphinx.config import Config
from sphinx.util import logging
from sphinx.util.docutils import SphinxDirective

from holdem.rule_ids import RULE_IDS, anchor

logger = logging.getLogger(__name__)

PAGE = "book/lernstand"
RULE_INDEX = "book/regelverzeichnis"
WERKSTATT = "book/werkstatt"
STATIC = Path(__file__).resolve().parent / "lernstand_static"
FSRS_SCRIPT = "fsrs/ts-fsrs.umd.js"  # tools/build-site copies it from node_modules/ts-fsrs/dist/
SAMPLE = 12  # drills made per kind and level to find which rules a kind exercises
SHORT = 110  # characters of a rule's text shown in the table
REVIEW_SERIES = 12  # drill series per rule in the review bank (each review takes the next)
REVIEW_QUESTIONS = 6  # quiz questions with new numbers per rule in the review bank
REVIEW_FIRST_SERIES = 1000  # the review's series start here, away from the series a class uses


@dataclass(frozen=True)
class Rule:
    id: str
    text: str  # the rule's text in the rule index, plain
    chapter: str  # the page that explains it ("blinds")
    drill: tuple[str, int, str] | None  # (kind, level, German title) of a drill that names it


@dataclass(frozen=True)
class Group:
    chapter: str
    title: str  # "Kapitel 4: Blinds" or "Am echten Tisch"
    rules: tuple[Rule, ...]


def short(text: str, limit: int = SHORT) -> str:
    """The rule's text, or its first sentence, or its beginning cut at a word with " …"."""
    if len(text) <= limit:
        return text
    first = text.split(". ", 1)[0]
    if len(first) < len(text) and 30 <= len(first) + 1 <= limit:
        return first + "."
    return text[:limit].rsplit(" ", 1)[0].rstrip(",;:–") + " …"


@cache
def drill_for_rules() -> dict[str, tuple[str, int, str]]:
    """Rule ID -> (kind, lowest level, title) of the drill kind whose drills name the rule most
    often (made by the engine, as the Werkstatt makes them; the first kind wins a tie)."""
    from holdem.drills import KINDS, make_drill

    best: dict[str, tuple[float, int, str, int, str]] = {}
    for order, (key, kind) in enumerate(KINDS.items()):
        counts: Counter[str] = Counter()
        lowest: dict[str, int] = {}
        for level in kind.levels:
            for index in range(SAMPLE):
                for rule in set(make_drill(1, index, level, key).rules):
                    counts[rule] += 1
                    lowest.setdefault(rule, level)
        total = SAMPLE * len(kind.levels)
        for rule, count in counts.items():
            candidate = (count / total, -order, key, lowest[rule], kind.title)
            if rule not in best or candidate[:2] > best[rule][:2]:
                best[rule] = candidate
    return {rule: (key, level, title) for rule, (_, _, key, level, title) in best.items()}


def groups() -> list[Group]:
    """All rules of the rule index, grouped by the page that explains them, in reading order."""
    from holdem.quiz.book_index import chapters, rule_texts

    texts = rule_texts()
    missing = [r for r in RULE_IDS if r not in texts]
    if missing:
        raise ValueError(f"Im Regelverzeichnis fehlen die Regeln {', '.join(missing)}.")
    drills = drill_for_rules()
    found = []
    for chapter in chapters():
        rules = tuple(Rule(r, texts[r]["text"], chapter.name, drills.get(r)) for r in RULE_IDS
                      if texts[r]["chapter"] == chapter.name)
        if rules:
            title = f"Kapitel {chapter.number}: {chapter.title}" if chapter.number else chapter.title
            found.append(Group(chapter.name, title, rules))
    placed = {r.id for g in found for r in g.rules}
    if placed != set(RULE_IDS):
        lost = ", ".join(r for r in RULE_IDS if r not in placed)
        raise ValueError(f"Kein Kapitel im Inhaltsverzeichnis erklärt die Regeln {lost}.")
    return found


@cache
def review_bank() -> dict[str, dict[str, Any]]:
    """Rule ID -> where its review comes from, for every rule of the rule index:
    ``{"source": "drill", "kind", "level", "title", "series": [...]}`` (series whose first drill
    names the rule) or ``{"source": "quiz", "varied": bool, "questions": [...]}``."""
    from holdem.drills import make_drill
    from holdem.quiz.book_index import rule_texts
    from holdem.quiz.variants import review_questions

    texts = rule_texts()
    drills = drill_for_rules()
    bank: dict[str, dict[str, Any]] = {}
    for rule in RULE_IDS:
        entry: dict[str, Any] = {"text": short(texts[rule]["text"], 90)}
        if rule in drills:
            kind, level, title = drills[rule]
            series: list[int] = []
            seed = REVIEW_FIRST_SERIES
            while len(series) < REVIEW_SERIES and seed < REVIEW_FIRST_SERIES + 50 * REVIEW_SERIES:
                if rule in make_drill(seed, 0, level, kind).rules:
                    series.append(seed)
                seed += 1
            if series:
                bank[rule] = {**entry, "source": "drill", "kind": kind, "level": level, "title": title,
                              "series": series}
                continue
        questions, varied = review_questions(rule, REVIEW_QUESTIONS)
        if not questions:
            raise ValueError(f"Zur Regel {rule} gibt es weder eine Übung noch eine Quizfrage zum Wiederholen.")
        bank[rule] = {**entry, "source": "quiz", "varied": varied,
                      "questions": [{k: v for k, v in question.to_dict().items() if k != "alt"}
                                    for question in questions]}
    return bank


# ------------------------------------------------------------------------------------ HTML

def review_html(*, werkstatt: str, rule_index: str, lernstand: str = "") -> str:
    """The box "Heute wiederholen": the count (a live region), the button that starts the
    reviews, the place of the task and the review bank. ``werkstatt``: the Werkstatt's address
    from this page, empty on the Werkstatt itself (there the drill tool below takes the drill,
    and ``lernstand`` is the address of the page Lernstand)."""
    esc = html.escape
    intro = ("" if werkstatt else
             '<p class="holdem-review-intro">Fällig ist eine Regel nach Ihrem '
             f'<a href="{esc(lernstand, quote=True)}">Lernstand</a>; eine Übung dazu übernimmt das Werkzeug '
             "„Üben“ weiter unten mit einer neuen Serie.</p>")
    data = json.dumps(review_bank(), ensure_ascii=False, separators=(",", ":")).replace("</", "<\\/")
    return "\n".join([
        f'<section class="holdem-review" aria-labelledby="holdem-review-title" data-werkstatt="{esc(werkstatt, quote=True)}" '
        f'data-rule-index="{esc(rule_index, quote=True)}">',
        '<h2 class="holdem-review-title" id="holdem-review-title">Heute wiederholen</h2>',
        *([intro] if intro else []),
        '<p class="holdem-review-count" role="status" aria-live="polite">Welche Regeln heute fällig sind, sagt '
        "diese Seite mit JavaScript aus Ihrem Lernstand.</p>",
        '<button type="button" class="holdem-review-start" hidden>Wiederholung starten</button>',
        '<div class="holdem-review-task" hidden></div>',
        f'<script type="application/json" class="holdem-review-bank">{data}</script>',
        "</section>",
    ])


def overview_html() -> str:
    """Above the tables: the summary, what to do next and the buttons (shown by the script)."""
    return "\n".join([
        '<div class="holdem-ls-overview" id="lernstand-ueberblick">',
        '<p class="holdem-ls-summary" role="status">Den Stand jeder Regel trägt diese Seite aus Ihrem Browser ein; '
        "dafür braucht sie JavaScript. Die Liste der Regeln mit ihren Abschnitten steht auch ohne.</p>",
        '<div class="holdem-ls-next" hidden><p class="holdem-ls-next-title"><strong>Als Nächstes:</strong></p>'
        '<ul class="holdem-ls-next-list"></ul></div>',
        '<div class="holdem-ls-tools" role="group" aria-label="Lernstand sichern, übertragen, löschen" hidden>',
        '<button type="button" class="holdem-ls-export">Exportieren</button>',
        '<button type="button" class="holdem-ls-import">Importieren</button>',
        '<input type="file" class="holdem-ls-file" accept=".json,application/json" hidden '
        'aria-label="Lernstand-Datei wählen">',
        '<button type="button" class="holdem-ls-reset">Zurücksetzen</button>',
        "</div>",
        '<div class="holdem-ls-confirm" role="group" aria-label="Zurücksetzen bestätigen" hidden>',
        '<p>Wirklich den ganzen Lernstand in diesem Browser löschen? Das lässt sich nur mit einer '
        "exportierten Datei rückgängig machen.</p>",
        '<button type="button" class="holdem-ls-reset-yes">Ja, alles löschen</button> ',
        '<button type="button" class="holdem-ls-reset-no">Abbrechen</button>',
        "</div>",
        '<p class="holdem-ls-message" role="status" aria-live="polite"></p>',
        '<p class="holdem-ls-error" role="alert"></p>',
        "</div>",
    ])


def table_html(group: Group, *, rule_index: str, section: dict[str, tuple[str, str]], chapter_page: str,
               werkstatt: str) -> str:
    """One chapter's rules: ID and text, status (filled by the script), where to read and practise.

    ``section``: rule ID -> (section id, section title) on the chapter page; ``chapter_page``,
    ``rule_index`` and ``werkstatt``: relative addresses of those pages."""
    from holdem.web.links import WERKSTATT_PAGE, werkstatt_link

    esc = html.escape
    rows = []
    for rule in group.rules:
        where = section.get(rule.id)
        href = f"{chapter_page}#{where[0]}" if where else chapter_page
        read = esc(where[1]) if where and where[1] else "Kapitel lesen"
        links = [f'<a class="holdem-ls-read" href="{esc(href, quote=True)}">Lesen: {read}</a>']
        if rule.drill:
            kind, level, title = rule.drill
            link = werkstatt_link("drills", kind=kind, level=level)
            link = werkstatt + link.removeprefix(WERKSTATT_PAGE)
            links.append(f'<a class="holdem-ls-drill" href="{esc(link, quote=True)}">Üben: {esc(title)}</a>')
        rows.append(
            f'<tr data-rule="{rule.id}" id="lernstand-{rule.id.lower()}">'
            f'<th scope="row"><a class="holdem-ls-id" href="{esc(rule_index, quote=True)}#{anchor(rule.id)}">'
            f'{rule.id}</a> <span class="holdem-ls-text">{esc(short(rule.text))}</span></th>'
            '<td class="holdem-ls-status"><span class="holdem-ls-word">–</span></td>'
            f'<td class="holdem-ls-links">{"<br>".join(links)}</td></tr>')
    return "\n".join([
        f'<p class="holdem-ls-chapter-summary" data-chapter="{esc(group.chapter, quote=True)}"></p>',
        f'<div class="holdem-ls-scroll"><table class="holdem-ls-table" data-chapter="{esc(group.chapter, quote=True)}">',
        f"<caption>{esc(group.title)}: {len(group.rules)} "
        f'{"Regel" if len(group.rules) == 1 else "Regeln"}</caption>',
        '<thead><tr><th scope="col">Regel</th><th scope="col">Stand</th><th scope="col">Lesen und üben</th></tr></thead>',
        "<tbody>", *rows, "</tbody></table></div>"])


# --------------------------------------------------------------------------------- Sphinx

class lernstand_table(nodes.General, nodes.Element):  # noqa: N801 - docutils names nodes in lower case
    """One chapter's table; written when the page is written (the sections of all pages known)."""


class LernstandDirective(SphinxDirective):
    """``{holdem-lernstand}``: the overview and one section per chapter with its rules."""

    has_content = False

    def run(self) -> list[nodes.Node]:
        result: list[nodes.Node] = [nodes.raw("", overview_html(), format="html")]
        for group in groups():
            section = nodes.section(ids=[f"lernstand-{group.chapter}"], names=[f"lernstand {group.chapter}"])
            section += nodes.title(group.title, group.title)
            section += lernstand_table(group=group)
            result.append(section)
        return result


class review_box(nodes.General, nodes.Element):  # noqa: N801 - docutils names nodes in lower case
    """The box "Heute wiederholen"; written with the addresses of the page it stands on."""


class ReviewDirective(SphinxDirective):
    """``{holdem-wiederholen}``: the box "Heute wiederholen" (Lernstand page and Werkstatt)."""

    has_content = False

    def run(self) -> list[nodes.Node]:
        return [review_box()]


def visit_review(translator: Any, node: review_box) -> None:
    builder = translator.builder
    docname = builder.current_docname
    werkstatt = "" if docname == WERKSTATT else builder.get_relative_uri(docname, WERKSTATT)
    translator.body.append(review_html(werkstatt=werkstatt, rule_index=builder.get_relative_uri(docname, RULE_INDEX),
                                       lernstand=builder.get_relative_uri(docname, PAGE)))
    raise nodes.SkipNode


def visit_table(translator: Any, node: lernstand_table) -> None:
    group: Group = node["group"]
    builder = translator.builder
    docname = builder.current_docname
    sections = getattr(builder.env, "holdem_rule_sections", {})  # book/_ext/rule_role.py
    target = f"book/{group.chapter}"
    if target not in builder.env.all_docs:
        logger.warning(f"Lernstand: die Seite {target!r} gibt es nicht.", location=node)
    translator.body.append(table_html(
        group, rule_index=builder.get_relative_uri(docname, RULE_INDEX), section=sections.get(target, {}),
        chapter_page=builder.get_relative_uri(docname, target), werkstatt=builder.get_relative_uri(docname, WERKSTATT)))
    raise nodes.SkipNode


def skip_table(translator: Any, node: nodes.Element) -> None:
    raise nodes.SkipNode


def _add_static(app: Sphinx, config: Config) -> None:
    config.html_static_path = [*config.html_static_path, str(STATIC)]


def _page_assets(app: Sphinx, pagename: str, templatename: str, context: dict[str, Any], doctree: Any) -> None:
    if pagename not in (PAGE, WERKSTATT):
        return
    if pagename == PAGE:
        app.add_css_file("holdem-lernstand.css", priority=950)
        app.add_js_file("holdem-lernstand.js", priority=950, defer="defer")
    app.add_css_file("holdem-review.css", priority=950)
    app.add_js_file(FSRS_SCRIPT, priority=880, defer="defer")
    # After the Werkstatt's own scripts (950): the review hands a drill to its drill tool.
    app.add_js_file("holdem-review.js", priority=960, defer="defer")


def setup(app: Sphinx) -> dict[str, Any]:
    app.connect("config-inited", _add_static)
    app.connect("html-page-context", _page_assets)
    # On every page, before the quiz's script: the record the quiz and the drills write to.
    app.add_js_file("holdem-record.js", priority=450, defer="defer")
    app.add_node(lernstand_table, html=(visit_table, None), latex=(skip_table, None), text=(skip_table, None),
                 man=(skip_table, None), texinfo=(skip_table, None))
    app.add_node(review_box, html=(visit_review, None), latex=(skip_table, None), text=(skip_table, None),
                 man=(skip_table, None), texinfo=(skip_table, None))
    app.add_directive("holdem-lernstand", LernstandDirective)
    app.add_directive("holdem-wiederholen", ReviewDirective)
    return {"version": "1.0", "parallel_read_safe": True, "parallel_write_safe": True}
