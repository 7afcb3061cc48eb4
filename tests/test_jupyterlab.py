"""JupyterLab as the README starts it (`python -m holdem lab`, also as root), with the book's
extension built from its source (tools/jupyterlab/extension, by tools/build-jupyterlab): it loads
without an error, the exercises' solutions stay closed until a click, MyST roles read as text
({doc} a link titled as on the website that opens the chapter in a new tab), and no request
leaves the machine (no news feed, no update check)."""

from __future__ import annotations

import argparse
import json
import re
import subprocess
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from browser_helpers import ROOT, chromium_context, free_port, missing, start_server

from holdem.cli import lab as lab_cli
from holdem.errors import ServerError
from holdem.quiz.book_index import chapters

SOLUTION = re.compile(r"^(?:```|:::)\{(?:solution|admonition)\}[^\n]*\n((?::[^\n]*\n)*)(.*?)^(?:```|:::)\s*$",
                      re.M | re.S)
DOC = re.compile(r"\{doc\}`([^`<]+?)`")
ROLE = re.compile(r"\{(?:rule|term|doc|ref)\}`([^`<]*?)\s*(?:<[^>]*>)?`")
NOTEBOOKS = ("all-in", "varianten")  # ```{exercise} and ```{solution} (sphinx-exercise) in both
BUILT = ROOT / "tools" / "jupyterlab" / "labextensions" / "holdem-jupyterlab"
SHARED_SCRIPT = ROOT / "tools" / "voila" / "voila" / "templates" / "offline" / "static" / "holdem-myst.js"


def solution_phrases(name: str) -> list[str]:
    """A piece of the first line of every solution of a notebook, as a reader would see it."""
    cells = json.loads((ROOT / "book" / f"{name}.ipynb").read_text(encoding="utf-8"))["cells"]
    phrases = []
    for cell in cells:
        if cell["cell_type"] == "markdown":
            for match in SOLUTION.finditer("".join(cell["source"])):
                first = ROLE.sub(r"\1", match.group(2).strip().split("\n")[0])
                phrases.append(re.sub(r"[*_`]", "", first)[:25].strip())
    return phrases


def test_solution_phrases_are_found() -> None:
    assert all(len(solution_phrases(name)) >= 2 for name in NOTEBOOKS)


def build_extension() -> dict:
    """Build the extension from its source now (a few seconds); its built package.json."""
    link = ROOT / "node_modules" / "holdem-jupyterlab"  # npm ci links the workspace of this checkout
    if not (ROOT / "node_modules" / "@jupyter" / "builder").is_dir() or \
            link.resolve() != (ROOT / "tools" / "jupyterlab" / "extension").resolve():
        missing("node_modules/@jupyter/builder fehlt oder gehört zu einem anderen Ordner: npm ci")
    result = subprocess.run(["bash", str(ROOT / "tools" / "build-jupyterlab")], cwd=ROOT, capture_output=True,
                            text=True, timeout=300)
    assert result.returncode == 0, result.stdout + result.stderr
    return json.loads((BUILT / "package.json").read_text(encoding="utf-8"))


@pytest.fixture(scope="module")
def built() -> dict:
    return build_extension()


def test_extension_is_built_from_its_source_with_the_shared_script(built: dict) -> None:
    load = built["jupyterlab"]["_build"]["load"]
    assert re.fullmatch(r"static/remoteEntry\.[0-9a-f]+\.js", load), load  # the builder's hashed name
    bundle = "".join(path.read_text(encoding="utf-8") for path in (BUILT / "static").glob("*.js"))
    # holdem-myst.js and holdem-book.js are bundled from the Voilà template's files, the only copies
    assert "window.HoldemMyst" in bundle and "holdem-solution" in bundle
    assert "window.HOLDEM_BOOK" in bundle and chapters()[-1].title in bundle
    copies = [path for path in ROOT.glob("tools/**/holdem-*.js") if "labextensions" not in path.parts]
    assert SHARED_SCRIPT in copies and all(path.parent == SHARED_SCRIPT.parent for path in copies), copies


def test_lab_refuses_to_start_without_the_extension(monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> None:
    monkeypatch.setattr(lab_cli, "EXTENSION", tmp_path / "package.json")
    with pytest.raises(ServerError, match="Erweiterung für JupyterLab ist nicht gebaut.*tools/build-jupyterlab"):
        lab_cli.run(argparse.Namespace(port=free_port()))


@pytest.fixture(scope="module")
def lab(built: dict) -> Iterator[str]:
    for server in start_server(["lab"], r"läuft: (http://127\.0\.0\.1:\d+/lab\?token=\w+)"):
        yield server.address


def test_lab_hides_solutions_and_stays_offline(lab: str, built: dict) -> None:
    with chromium_context("http") as (context, traffic):
        page = context.new_page()
        loaded: list[tuple[str, int]] = []
        page.on("response", lambda r: loaded.append((r.url, r.status)) if "/lab/extensions/" in r.url else None)
        for name in NOTEBOOKS:
            phrases = solution_phrases(name)
            # reset: a fresh workspace with only this notebook open
            page.goto(lab.replace("/lab?", f"/lab/tree/{name}.ipynb?reset&"))
            notebook = page.locator(".jp-Notebook:visible")
            notebook.locator(".jp-RenderedMarkdown").first.wait_for(timeout=90_000)
            notebook.locator("details.holdem-solution").nth(len(phrases) - 1).wait_for(state="attached",
                                                                                       timeout=30_000)
            shown = notebook.inner_text()
            for phrase in phrases:
                assert phrase not in shown, f"{name}: Lösung sichtbar vor dem Klick: {phrase!r}"
            for raw in (":class: dropdown", ":label:", "{admonition}", "{exercise}", "{solution}"):
                assert raw not in shown, f"{name}: Markup sichtbar: {raw}"
            # the exercises as on the website: "Übung 1. …", their solutions "Lösung zu Übung 1"
            assert notebook.locator(".holdem-exercise strong").first.text_content().strip() == "Übung 1."
            assert notebook.locator("details.holdem-solution > summary").first.text_content() == "Lösung zu Übung 1"
            for role in ("{rule}", "{term}", "{doc}", "{ref}"):
                assert role not in shown, f"{name}: MyST-Rolle als Markup sichtbar: {role}"
            # {rule}`A1` is the bold rule ID
            rules = notebook.locator("strong.holdem-rule").evaluate_all("rules => rules.map(r => r.textContent)")
            assert rules and all(re.fullmatch(r"[A-Z]\d{1,2}", rule) for rule in rules), rules
            summaries = notebook.locator("details.holdem-solution > summary")
            # by keyboard: the focused box shows a 2 px ring, Enter opens it, the cell stays rendered
            first = summaries.first
            first.scroll_into_view_if_needed()
            first.focus()
            assert first.evaluate("s => getComputedStyle(s).outlineWidth") == "2px"
            page.keyboard.press("Enter")
            assert first.evaluate("s => s.parentElement.open")
            assert notebook.locator(".jp-MarkdownCell:not(.jp-mod-rendered)").count() == 0
            page.keyboard.press("Enter")  # closed again; the clicks below open every box
            for i in range(summaries.count()):
                summaries.nth(i).scroll_into_view_if_needed()
                summaries.nth(i).click()
            opened = notebook.inner_text()
            assert all(phrase in opened for phrase in phrases), f"{name}: Lösung nach dem Klick nicht sichtbar"
        # {doc}`engine` links to engine.md, {doc}`showdown` to showdown.ipynb, titled as on the website
        links = page.locator(".jp-Notebook:visible a.holdem-doc")
        book = {chapter.name: chapter for chapter in chapters()}
        targets = set(DOC.findall((ROOT / "book" / f"{NOTEBOOKS[-1]}.ipynb").read_text(encoding="utf-8")))
        files = {f"{t}.ipynb" if book[t].notebook else f"{t}.md" for t in targets}
        assert any(name.endswith(".md") for name in files) and any(name.endswith(".ipynb") for name in files)
        shown_links = links.evaluate_all("links => links.map(a => [a.getAttribute('href'), a.textContent])")
        assert {href for href, _ in shown_links} == files
        assert {text for _, text in shown_links} == {book[t].label for t in targets}
        rule_tip = notebook.locator("strong.holdem-rule").first.get_attribute("title")
        assert rule_tip and rule_tip.startswith("Regel ") and "{" not in rule_tip
        markdown_page = next(name for name in sorted(files) if name.endswith(".md"))
        link = page.locator(f".jp-Notebook:visible a.holdem-doc[href='{markdown_page}']").first
        link.scroll_into_view_if_needed()
        page.evaluate("window.holdemSamePage = true")
        link.click()
        page.locator(".lm-DockPanel-tabBar .lm-TabBar-tabLabel", has_text=markdown_page).wait_for(timeout=30_000)
        assert page.evaluate("window.holdemSamePage === true")  # a new tab in JupyterLab, not a reload
        assert page.get_by_text("Jupyter news").count() == 0
        # the built extension was loaded (its hashed remoteEntry, answered) and started without an error
        entry = built["jupyterlab"]["_build"]["load"]
        assert any(url.split("?")[0].endswith(f"/holdem-jupyterlab/{entry}") and status == 200
                   for url, status in loaded), loaded
        assert traffic.console_errors == [], traffic.console_errors
        assert traffic.blocked == [], traffic.blocked
        assert traffic.page_errors == []


def test_lab_says_the_widgets_need_the_cells_run_and_runs_them_on_a_click(lab: str, built: dict) -> None:
    """A chapter with widgets opens with a German hint at its top (the widgets are a line of text
    until every cell has run, Run › Run All Cells); its button runs the cells, the widgets appear
    and the hint goes. A chapter page without widgets has no hint. The book's notebooks are the
    lab's folder: the browser may not save (JupyterLab's autosave would store the new outputs)."""
    with chromium_context("http") as (context, traffic):
        saves: list[str] = []

        def no_saving(route: Any) -> None:
            if route.request.method in ("PUT", "PATCH", "DELETE"):  # a save is a PUT
                saves.append(route.request.url)
                route.abort()
            else:
                route.fallback()

        context.route("**/api/contents/**", no_saving)
        page = context.new_page()
        page.goto(lab.replace("/lab?", "/lab/tree/eigene-hand.ipynb?reset&"))
        hint = page.locator(".jp-NotebookPanel:visible .holdem-lab-hint")
        hint.wait_for(timeout=150_000)
        text = hint.inner_text()
        assert "Bedienelemente" in text and "„Run All Cells“" in text, text
        box = hint.bounding_box()
        notebook = page.locator(".jp-NotebookPanel:visible .jp-Notebook").bounding_box()
        assert box and notebook and box["height"] >= 30 and box["y"] + box["height"] <= notebook["y"] + 1, \
            "der Hinweis steht über dem Notebook, ganz zu sehen"
        widgets = page.locator(".jp-NotebookPanel:visible .jp-OutputArea-output .jupyter-widgets:visible")
        assert widgets.count() == 0, "vor dem Ausführen gibt es noch keine Widgets"
        run = hint.get_by_role("button", name="Alle Zellen ausführen")
        run.focus()
        page.keyboard.press("Enter")
        # the hint goes when the last cell has run; the notebook draws only the cells in view
        hint.wait_for(state="detached", timeout=180_000)
        page.locator(".jp-NotebookPanel:visible .jp-OutputArea-output .jupyter-widgets").first.wait_for(
            state="attached", timeout=30_000)
        # a page of the book without widgets opens without a hint (a new tab: the run's notebook
        # has unsaved outputs, and leaving it would ask first)
        page = context.new_page()
        page.goto(lab.replace("/lab?", "/lab/tree/fuenf-minuten.ipynb?reset&"))
        page.locator(".jp-NotebookPanel:visible .jp-RenderedMarkdown").first.wait_for(timeout=90_000)
        page.wait_for_timeout(1000)
        assert page.locator(".holdem-lab-hint").count() == 0
        assert traffic.console_errors == [] and traffic.page_errors == [], (traffic.console_errors,
                                                                             traffic.page_errors)
        assert traffic.blocked == [], traffic.blocked
