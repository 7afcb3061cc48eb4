"""Sphinx extension: a "Testen Sie sich" quiz at the end of every chapter page.

The questions and their right answers come from :mod:`holdem.quiz` (computed by the engine at
build time). The page gets the questions as HTML (readable without JavaScript) plus the same
data as JSON for the small local script quiz_static/holdem-quiz.js, which checks an answer on the
spot, shows the explanation with links to the rules and keeps a per-chapter score in the
reader's browser (localStorage; nothing is sent anywhere). No CDN, works from file://.
"""

from __future__ import annotations

import hashlib
import html
import json
import posixpath
import struct
from collections.abc import Sequence
from pathlib import Path
from typing import Any

from docutils import nodes
from docutils.parsers.rst import Directive
from sphinx.application import Sphinx
from sphinx.config import Config
from sphinx.environment import BuildEnvironment
from sphinx.util import logging

from holdem.quiz import CHAPTERS, quiz_data
from holdem.rule_ids import anchor

logger = logging.getLogger(__name__)

STATIC = Path(__file__).with_name("quiz_static")
TITLE = "Testen Sie sich"
RULE_INDEX = "book/regelverzeichnis"


def chapter_of(docname: str) -> str | None:
    """``book/blinds`` -> ``blinds`` if that chapter has a quiz."""
    name = docname.rsplit("/", 1)[-1]
    return name if docname.startswith("book/") and name in CHAPTERS else None


def rule_href(relative_index: str, rule: str) -> str:
    return f"{relative_index}#{anchor(rule)}"


INTRO = ("Prüfen Sie Ihr Wissen: Wählen Sie eine Antwort oder geben Sie eine Zahl ein und klicken Sie auf "
         "„Prüfen“. Gezählt wird der erste Versuch. Alles bleibt in Ihrem Browser.")
CASE_INTRO = ("Entscheiden Sie zuerst selbst: Lesen Sie den Fall, sehen Sie sich den Tisch an, wählen Sie eine "
              "Entscheidung und klicken Sie auf „Prüfen“. Dann erscheint die Entscheidung des Floors mit ihren "
              "Regeln. Gezählt wird der erste Versuch. Alles bleibt in Ihrem Browser.")


def case_head(q: dict[str, Any], number: int, picture: str) -> str:
    """A case's heading, situation and picture, shown before its question (casebook only)."""
    esc = html.escape
    title = f": {esc(q['title'])}" if q.get("title") else ""
    parts = [f'<h3 class="holdem-case-title" id="streitfall-{number}">Fall {number}{title}</h3>']
    if q.get("situation"):
        parts.append(f'<p class="holdem-case-situation">{esc(q["situation"])}</p>')
    if picture:
        parts.append(f'<figure class="holdem-case-picture">{picture}</figure>')
    return "\n".join(parts)


def quiz_html(chapter: str, questions: list[dict[str, Any]], relative_index: str, *, start: int = 1,
              pictures: Sequence[str] = (), intro: str = INTRO) -> str:
    """The quiz block: every question with its inputs, hidden feedback and explanation.

    The casebook passes ``pictures`` (one piece of HTML per question, maybe empty) and ``start``
    (the number of its first case): each question then comes after its case's heading, situation
    and picture, and is numbered as a case."""
    esc = html.escape
    cases = bool(pictures)
    parts = [f'<div class="holdem-quiz{" holdem-casebook" if cases else ""}" data-quiz="{esc(chapter)}" '
             f'data-total="{len(questions)}">',
             f'<p class="holdem-quiz-intro">{esc(intro)}</p>',
             '<noscript><p>Zum Prüfen der Antworten braucht diese Seite JavaScript.</p></noscript>']
    for i, q in enumerate(questions):
        qid = f"quiz-{chapter}-{i + 1}"
        label = f"Fall {start + i}" if cases else f"Frage {i + 1}"
        if cases:
            parts.append(case_head(q, start + i, pictures[i]))
        parts.append(f'<fieldset class="holdem-quiz-question" id="{qid}" data-index="{i}" data-kind="{q["kind"]}">')
        parts.append(f'<legend class="holdem-quiz-prompt"><span class="holdem-quiz-number">{label}.</span> '
                     f'{esc(q["prompt"])}</legend>')
        if q["kind"] == "choice":
            parts.append('<div class="holdem-quiz-options">')
            for k, option in enumerate(q["options"]):
                parts.append(f'<label class="holdem-quiz-option"><input type="radio" name="{qid}" value="{k}"> '
                             f'<span>{esc(option)}</span></label>')
            parts.append("</div>")
        else:
            parts.append(f'<label class="holdem-quiz-number-label">Ihre Antwort: <input type="text" '
                         f'inputmode="numeric" autocomplete="off" class="holdem-quiz-input" name="{qid}"></label>')
        parts.append('<button type="button" class="holdem-quiz-check">Prüfen</button>')
        parts.append('<p class="holdem-quiz-feedback" role="status" aria-live="polite"></p>')
        links = ", ".join(f'<a class="holdem-rule" href="{esc(rule_href(relative_index, r))}">{esc(r)}</a>'
                          for r in q["rules"])
        word = "Regel" if len(q["rules"]) == 1 else "Regeln"
        parts.append(f'<div class="holdem-quiz-explanation" hidden><p>{esc(q["explanation"])} '
                     f'<span class="holdem-quiz-rules">({word} {links})</span></p></div>')
        parts.append("</fieldset>")
    parts.append('<p class="holdem-quiz-score" role="status" aria-live="polite">'
                 f'Ergebnis: 0 von {len(questions)} Fragen richtig beantwortet.</p>')
    reset = "Diese Fälle neu beginnen" if cases else "Quiz neu beginnen"
    parts.append(f'<button type="button" class="holdem-quiz-reset">{reset}</button>')
    data = json.dumps(questions, ensure_ascii=False).replace("</", "<\\/")
    parts.append(f'<script type="application/json" class="holdem-quiz-data">{data}</script>')
    parts.append("</div>")
    return "\n".join(parts)


def add_quiz(app: Sphinx, doctree: nodes.document) -> None:
    """Append the quiz as the last section of a chapter page."""
    docname = app.env.docname
    chapter = chapter_of(docname)
    if chapter is None:
        return
    sections = [n for n in doctree.children if isinstance(n, nodes.section)]
    if not sections:
        return
    questions = quiz_data(chapter)
    relative = app.builder.get_relative_uri(docname, RULE_INDEX) if app.builder.format == "html" else ""
    section = nodes.section(ids=[f"quiz-{chapter}"], names=["teste dich"], classes=["holdem-quiz-section"])
    section += nodes.title(TITLE, TITLE)
    section += nodes.raw("", quiz_html(chapter, questions, relative), format="html")
    sections[0] += section
    _rules(app.env)[docname] = sorted({r for q in questions for r in q["rules"]})


def _rules(env: BuildEnvironment) -> dict[str, list[str]]:
    """Per page: the rule IDs its quiz names (kept in the environment for the consistency check)."""
    if not hasattr(env, "holdem_quiz_rules"):
        env.holdem_quiz_rules = {}  # type: ignore[attr-defined]
    return env.holdem_quiz_rules  # type: ignore[attr-defined]


def purge(app: Sphinx, env: BuildEnvironment, docname: str) -> None:
    _rules(env).pop(docname, None)


def merge(app: Sphinx, env: BuildEnvironment, docnames: set[str], other: BuildEnvironment) -> None:
    _rules(env).update({d: r for d, r in _rules(other).items() if d in docnames})


def check_rules(app: Sphinx, env: BuildEnvironment) -> None:
    """Every rule a quiz names must have its entry in the rule index (strict build fails otherwise)."""
    # A MyST target before a paragraph (not a heading) is an anonymous label.
    labels = {**env.domaindata["std"]["anonlabels"], **env.domaindata["std"]["labels"]}
    for docname, rules in _rules(env).items():
        for rule in rules:
            if anchor(rule) not in labels:
                logger.warning(f"Quiz in {docname}: Regel {rule} fehlt im Regelverzeichnis.", location=docname)


# ---------------------------------------------------------------------------- the casebook

CASEBOOK_PAGE = "book/streitfaelle"
PHONE_MEDIA = "screen and (max-width: 720px)"  # as book/_ext/picture_alt.py


class casebook_cases(nodes.General, nodes.Element):
    """Where one group of the casebook goes; rendered when the page is written (its pictures then
    go next to the book's other pictures)."""


class CasebookDirective(Directive):
    """``{holdem-streitfaelle} <group>``: the cases of one group of :mod:`holdem.casebook`."""

    required_arguments = 1
    has_content = False

    def run(self) -> list[nodes.Node]:
        from holdem.casebook import cases

        key = self.arguments[0]
        env = self.state.document.settings.env
        questions = cases(key)  # an unknown group fails the build here, with the engine's message
        rules = _rules(env).setdefault(env.docname, [])
        rules[:] = sorted(set(rules) | {r for q in questions for r in q.rules})
        return [casebook_cases(group=key)]


def _image_file(translator: Any, png: bytes) -> str:
    name = f"streitfall-{hashlib.sha256(png).hexdigest()[:32]}.png"
    target = Path(translator.builder.outdir, translator.builder.imagedir, name)
    if not target.is_file():
        target.parent.mkdir(parents=True, exist_ok=True)
        target.write_bytes(png)
    return posixpath.join(translator.builder.imgpath, name)


def _size(png: bytes) -> str:
    """``width`` and ``height`` from the PNG header: the page keeps the picture's room while it loads."""
    width, height = struct.unpack(">II", png[16:24])
    return f'width="{width}" height="{height}"'


def picture_html(translator: Any, png: bytes, phone: bytes | None, alt: str) -> str:
    """The picture as ``<img>`` with its alt text, in a ``<picture>`` with the phone form if it has one;
    both as palette PNGs (flat colours: a third of the bytes), as the widgets store theirs."""
    from holdem.draw.png import palette_png

    esc = html.escape
    same = phone == png
    png = palette_png(png)
    phone = png if same else (palette_png(phone) if phone is not None else None)
    img = f'<img src="{esc(_image_file(translator, png), quote=True)}" {_size(png)} alt="{esc(alt, quote=True)}">'
    if phone is None or phone == png:
        return img
    src = esc(_image_file(translator, phone), quote=True)
    return f'<picture class="holdem-picture"><source media="{PHONE_MEDIA}" srcset="{src}" {_size(phone)}>{img}</picture>'


def visit_casebook(translator: Any, node: casebook_cases) -> None:
    from holdem.casebook import cases, first_number

    key = node["group"]
    questions = cases(key)
    pictures = [picture_html(translator, q.picture.png(), q.picture.phone_png(), q.picture.alt)
                if q.picture is not None else "" for q in questions]
    docname = translator.builder.current_docname
    relative = translator.builder.get_relative_uri(docname, RULE_INDEX)
    translator.body.append(quiz_html(f"streitfaelle-{key}", [q.to_dict() for q in questions], relative,
                                     start=first_number(key), pictures=pictures, intro=CASE_INTRO))
    raise nodes.SkipNode


def skip_casebook(translator: Any, node: casebook_cases) -> None:
    raise nodes.SkipNode


def add_static(app: Sphinx, config: Config) -> None:
    config.html_static_path = [*config.html_static_path, str(STATIC)]


def setup(app: Sphinx) -> dict[str, Any]:
    app.connect("config-inited", add_static)
    app.connect("doctree-read", add_quiz, priority=400)  # before the page's table of contents is collected
    app.connect("env-check-consistency", check_rules)
    app.connect("env-purge-doc", purge)
    app.connect("env-merge-info", merge)
    app.add_node(casebook_cases, html=(visit_casebook, None), latex=(skip_casebook, None),
                 text=(skip_casebook, None), man=(skip_casebook, None), texinfo=(skip_casebook, None))
    app.add_directive("holdem-streitfaelle", CasebookDirective)
    app.add_css_file("holdem-quiz.css")
    app.add_js_file("holdem-quiz.js", defer="defer")
    return {"version": "1.0", "parallel_read_safe": True, "parallel_write_safe": True}
