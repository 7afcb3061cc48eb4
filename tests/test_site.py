"""The built site (_build/html) works offline: nothing is loaded from the internet, the widget
JavaScript and MathJax are local copies, and the chapter's widget state is embedded.

These tests read the output of `bash tools/build-site`; they fail (not skip) when it is missing.
"""

from __future__ import annotations

import json
import re
from html.parser import HTMLParser
from pathlib import Path
from urllib.parse import urlsplit

import pytest
from browser_helpers import chromium_context

ROOT = Path(__file__).resolve().parent.parent
SITE = ROOT / "_build" / "html"
STATIC = SITE / "_static"
CHAPTER = SITE / "book" / "rangfolge.html"
WIDGET_STATE = "application/vnd.jupyter.widget-state+json"
WIDGET_VIEW = "application/vnd.jupyter.widget-view+json"
TITLE = "Texas Hold'em: die Regeln zum Ausprobieren"

# <link rel=...> values that make the browser fetch something.
FETCHING_RELS = {"stylesheet", "icon", "shortcut", "preload", "modulepreload", "prefetch", "preconnect",
                 "dns-prefetch", "manifest", "apple-touch-icon", "mask-icon", "prerender"}
# Tags and attributes that load a resource.
LOADING_ATTRS = {
    "script": ("src",), "img": ("src", "srcset"), "iframe": ("src",), "frame": ("src",),
    "source": ("src", "srcset"), "video": ("src", "poster"), "audio": ("src",), "track": ("src",),
    "embed": ("src",), "object": ("data",), "input": ("src",), "image": ("href",), "use": ("href",),
}
CSS_REMOTE = re.compile(r"""(@import\s+(url\()?\s*['"]?\s*(https?:)?//)|(url\(\s*['"]?\s*(https?:)?//)""", re.I)


def _remote(url: str) -> bool:
    url = url.strip()
    return urlsplit(url).scheme in ("http", "https", "ftp", "ws", "wss") or url.startswith("//")


class PageScan(HTMLParser):
    """Everything a page would load, its inline scripts and styles, and some structure."""

    def __init__(self) -> None:
        super().__init__(convert_charrefs=True)
        self.loads: list[tuple[str, str]] = []      # (tag, url)
        self.scripts: list[tuple[dict, str]] = []   # (attributes, body)
        self.styles: list[str] = []
        self.rule_links: list[str] = []
        self.lang = ""
        self.title = ""
        self._in: tuple[str, dict] | None = None
        self._text: list[str] = []
        self._rule_depth = 0

    def handle_starttag(self, tag: str, attrs: list[tuple[str, str | None]]) -> None:
        a = {k: v or "" for k, v in attrs}
        if tag == "html":
            self.lang = a.get("lang", "")
        for attr in LOADING_ATTRS.get(tag, ()):
            if a.get(attr):
                for part in a[attr].split(","):  # srcset: "url 2x, url 3x"
                    self.loads.append((tag, part.strip().split(" ")[0]))
        if tag == "link" and FETCHING_RELS & set(a.get("rel", "").lower().split()) and a.get("href"):
            self.loads.append(("link", a["href"]))
        if tag == "meta" and a.get("http-equiv", "").lower() == "refresh":
            self.loads.append(("meta", a.get("content", "").partition("url=")[2]))
        if "style" in a:
            self.styles.append(a["style"])
        if tag in ("script", "style", "title"):
            self._in = (tag, a)
            self._text = []
        if tag == "span" and "holdem-rule" in a.get("class", "").split():
            self._rule_depth = 1
        elif tag == "span" and self._rule_depth:
            self._rule_depth += 1
        if tag == "a" and self._rule_depth:
            self.rule_links.append(a.get("href", ""))

    def handle_endtag(self, tag: str) -> None:
        if self._in and tag == self._in[0]:
            body = "".join(self._text)
            if tag == "script":
                self.scripts.append((self._in[1], body))
            elif tag == "style":
                self.styles.append(body)
            else:
                self.title = body
            self._in = None
        if tag == "span" and self._rule_depth:
            self._rule_depth -= 1

    def handle_data(self, data: str) -> None:
        if self._in:
            self._text.append(data)


def scan(path: Path) -> PageScan:
    parser = PageScan()
    parser.feed(path.read_text(encoding="utf-8"))
    return parser


def pages() -> list[Path]:
    """The site's pages (not the theme's HTML snippets under _static, not _sources)."""
    return sorted(p for p in SITE.rglob("*.html") if not p.relative_to(SITE).parts[0].startswith("_"))


@pytest.fixture(scope="module", autouse=True)
def site_built() -> None:
    if not (SITE / "index.html").is_file() or not CHAPTER.is_file():
        pytest.fail(f"Die Website fehlt ({SITE}): run bash tools/build-site first "
                    "(bitte zuerst 'bash tools/build-site' ausführen).", pytrace=False)


def test_site_has_the_book_pages_in_german() -> None:
    names = {p.relative_to(SITE).as_posix() for p in pages()}
    assert {"book/intro.html", "book/rangfolge.html", "book/regelverzeichnis.html"} <= names
    # Only book/ holds pages: no README, tests or node_modules turned into pages.
    assert all(n.startswith("book/") or n in ("index.html", "genindex.html", "search.html") for n in names), names
    intro = scan(SITE / "book" / "intro.html")
    assert intro.lang == "de"
    assert TITLE.replace("'", "’") in intro.title or TITLE in intro.title


def test_no_page_loads_anything_from_the_internet() -> None:
    offenders = []
    for page in pages():
        found = scan(page)
        offenders += [f"{page.relative_to(SITE)}: <{tag}> {url}" for tag, url in found.loads if _remote(url)]
        offenders += [f"{page.relative_to(SITE)}: style {css[:80]!r}" for css in found.styles if CSS_REMOTE.search(css)]
    assert offenders == [], "Seiten laden Dateien aus dem Internet:\n" + "\n".join(offenders)


def test_inline_scripts_name_no_internet_address() -> None:
    """Catches loaders that build the address in JavaScript (thebe, comments, analytics)."""
    offenders = []
    for page in pages():
        for attrs, body in scan(page).scripts:
            if attrs.get("type") in (WIDGET_STATE, WIDGET_VIEW):
                continue  # data, not code
            offenders += [f"{page.relative_to(SITE)}: {m}" for m in re.findall(r"(?:https?:)?//[\w.-]+\.\w+[^\s'\"]*", body)]
    assert offenders == [], "\n".join(offenders)


def test_every_local_asset_a_page_loads_exists() -> None:
    missing = []
    for page in pages():
        for tag, url in scan(page).loads:
            if _remote(url) or url.startswith(("data:", "#")) or not url:
                continue
            target = (page.parent / urlsplit(url).path).resolve()
            if not target.is_file():
                missing.append(f"{page.relative_to(SITE)}: <{tag}> {url}")
    assert missing == [], "\n".join(missing)


def test_css_files_import_nothing_from_the_internet_and_their_files_exist() -> None:
    remote, missing = [], []
    for css in STATIC.rglob("*.css"):
        text = css.read_text(encoding="utf-8", errors="replace")
        remote += [f"{css.relative_to(SITE)}: {m.group(0)}" for m in CSS_REMOTE.finditer(text)]
        for ref in re.findall(r"""url\(\s*['"]?([^'")]+)['"]?\s*\)""", text):
            if ref.startswith(("data:", "#", "%23")) or _remote(ref):
                continue
            if not (css.parent / urlsplit(ref).path).resolve().is_file():
                missing.append(f"{css.relative_to(SITE)}: {ref}")
    assert remote == [], "\n".join(remote)
    assert missing == [], "CSS verweist auf fehlende Dateien:\n" + "\n".join(missing)


def test_widget_bundle_is_the_local_standalone_embed_js() -> None:
    bundle = STATIC / "widgets" / "embed.js"
    assert bundle.is_file()
    source = ROOT / "node_modules" / "@jupyter-widgets" / "html-manager" / "dist" / "embed.js"
    if source.is_file():
        assert bundle.read_bytes() == source.read_bytes(), "embed.js ist nicht die Kopie aus node_modules"
    lock = json.loads((ROOT / "package-lock.json").read_text(encoding="utf-8"))
    version = lock["packages"]["node_modules/@jupyter-widgets/html-manager"]["version"]
    assert version.split(".")[0] == "1", "ipywidgets 8 braucht @jupyter-widgets/html-manager 1.x"
    # The fonts the bundle's CSS asks for (webpack puts them next to the bundle) are there too.
    fonts = set(re.findall(r'"([0-9a-f]{20}\.(?:woff2?|ttf|eot|svg))"', bundle.read_text(encoding="utf-8")))
    assert fonts, "keine Schriftdateien im Bundle gefunden"
    assert {f for f in fonts if not (bundle.parent / f).is_file()} == set()


def test_pages_with_widgets_load_the_local_bundle_and_no_require_js() -> None:
    with_widgets = 0
    for page in pages():
        found = scan(page)
        views = [body for attrs, body in found.scripts if attrs.get("type") == WIDGET_VIEW]
        sources = [url for tag, url in found.loads if tag == "script"]
        assert not any("require" in Path(urlsplit(u).path).name for u in sources), page
        if views:
            with_widgets += 1
            bundles = [u for u in sources if urlsplit(u).path.endswith("widgets/embed.js")]
            assert bundles, f"{page.relative_to(SITE)} zeigt Widgets, lädt aber _static/widgets/embed.js nicht"
            assert (page.parent / urlsplit(bundles[0]).path).resolve() == (STATIC / "widgets" / "embed.js").resolve()
    assert with_widgets >= 1


def _chapter_state() -> tuple[dict, list[str]]:
    found = scan(CHAPTER)
    states = [json.loads(body) for attrs, body in found.scripts if attrs.get("type") == WIDGET_STATE]
    views = [json.loads(body)["model_id"] for attrs, body in found.scripts if attrs.get("type") == WIDGET_VIEW]
    assert len(states) == 1, "Die Kapitelseite muss genau einen eingebetteten Widget-Zustand haben"
    return states[0]["state"], views


@pytest.mark.rule("R1")
def test_chapter_embeds_the_category_widget_with_its_browser_link() -> None:
    from holdem.ranking import HandCategory

    state, views = _chapter_state()
    assert views and all(v in state for v in views), "angezeigte Widgets fehlen im eingebetteten Zustand"
    by_name: dict[str, list[tuple[str, dict]]] = {}
    for model_id, model in state.items():
        by_name.setdefault(model["model_name"], []).append((model_id, model["state"]))
    toggles = [(i, s) for i, s in by_name.get("ToggleButtonsModel", [])
               if s.get("_options_labels") == [c.german for c in HandCategory]]
    assert len(toggles) == 1, "ToggleButtons mit den zehn Kategorien fehlen"
    toggle_id = toggles[0][0]
    stacks = {i: s for i, s in by_name.get("StackModel", []) if len(s["children"]) == len(HandCategory)}
    assert stacks, "Stack mit zehn Seiten fehlt"
    # jslink: a LinkModel joins the toggle's index to the stack's selected_index (works without Python).
    links = [s for _, s in by_name.get("LinkModel", [])]
    joined = [
        s for s in links
        if s["source"] == [f"IPY_MODEL_{toggle_id}", "index"]
        and s["target"][1] == "selected_index" and s["target"][0].removeprefix("IPY_MODEL_") in stacks
    ]
    assert len(joined) == 1
    # Every page holds its picture as PNG data in the state (no file, no kernel needed).
    images = by_name.get("ImageModel", [])
    assert len(images) >= len(HandCategory)
    assert all(s["format"] == "png" for _, s in images)


@pytest.mark.rule("R1")
def test_rule_role_links_point_into_the_rule_index() -> None:
    links = scan(CHAPTER).rule_links
    assert links, "keine {rule}-Verweise im Kapitel"
    index = (SITE / "book" / "regelverzeichnis.html").read_text(encoding="utf-8")
    for href in links:
        path, _, anchor = href.partition("#")
        assert path == "regelverzeichnis.html" and anchor.startswith("regel-"), href
        assert f'id="{anchor}"' in index, f"Anker {anchor} fehlt im Regelverzeichnis"


def test_math_is_rendered_by_the_local_mathjax_copy() -> None:
    mathjax = STATIC / "mathjax" / "tex-chtml.js"
    assert mathjax.is_file()
    assert (STATIC / "mathjax" / "output" / "chtml" / "fonts" / "woff-v2").is_dir()
    assert not (STATIC / "mathjax" / "latest.js").exists(), "latest.js lädt MathJax aus dem Internet"
    for page in pages():
        found = scan(page)
        sources = [u for tag, u in found.loads if tag == "script" and "/mathjax/" in u.lower()]
        for url in sources:
            assert (page.parent / urlsplit(url).path).resolve() == mathjax.resolve(), (page, url)


@pytest.mark.rule("R1")
def test_chapter_widget_works_from_file_url_without_internet() -> None:
    """Opens the chapter from file:// in headless chromium with every non-local request blocked,
    checks that the widget rendered, clicks a category and sees its example."""
    from holdem.ranking import HandCategory
    from holdem.widgets.ranking import example_value

    straight = example_value(HandCategory.STRAIGHT).text
    # The one way the tests run chromium (tests/browser_helpers.py): offline, non-file requests
    # aborted and recorded.
    with chromium_context("file") as (context, traffic):
        page = context.new_page()
        page.goto(CHAPTER.as_uri())
        page.wait_for_selector(".widget-toggle-buttons", timeout=20000)
        stack = page.locator(".holdem-stepper-pages").first
        stack.locator("img:visible").first.wait_for(timeout=10000)
        assert straight not in stack.inner_text()
        page.locator(".widget-toggle-buttons").first.get_by_role("button", name=HandCategory.STRAIGHT.german,
                                                                 exact=True).click()
        page.wait_for_function(
            "t => Array.from(document.querySelectorAll('.holdem-stepper-pages')).some(s => s.innerText.includes(t))",
            arg=straight, timeout=5000)
    assert traffic.blocked == [], f"Die Seite wollte ins Internet: {traffic.blocked}"
    assert traffic.page_errors == [], traffic.page_errors


def test_scanner_sees_remote_loads_and_ignores_plain_links() -> None:
    """The checks above can fail: the scanner reports every kind of remote load it looks for."""
    found = PageScan()
    found.feed(
        '<html lang="de"><head><script src="https://cdn.example.org/require.js"></script>'
        '<link rel="stylesheet" href="//fonts.example.org/a.css"><link rel="next" href="https://x.org/">'
        '<style>@import url("https://fonts.example.org/b.css");</style></head>'
        '<body><img srcset="a.png 1x, https://img.example.org/b.png 2x"><iframe src="http://v.example.org/"></iframe>'
        '<a href="https://example.org/">nur ein Link</a></body></html>'
    )
    remote = sorted(url for _, url in found.loads if _remote(url))
    assert remote == ["//fonts.example.org/a.css", "http://v.example.org/",
                      "https://cdn.example.org/require.js", "https://img.example.org/b.png"]
    assert any(CSS_REMOTE.search(css) for css in found.styles)
    assert found.lang == "de"


# ------------------------------------------------------------------------ weight, print, search

# Files every page loads and the browser keeps after the first page: the theme's CSS/JS and fonts,
# the widget bundle, MathJax (all under _static/) and the search index. A chapter's own weight is
# its HTML, with the embedded widget state, plus the pictures and files only it loads.
SHARED_PREFIX = "_static/"
SHARED_FILES = {"searchindex.js"}
# Every widget picture is stored twice, wide and in its phone form (holdem/widgets/static.py):
# the heaviest chapter, Blinds, with 54 stepper pages of tables for 2 to 10 players, weighs about
# 2.25 MB with them and its own pictures; the next, Eine ganze Hand, 1.7 MB.
MAX_PAGE_BYTES = 2_500_000
PDF = SITE / "holdem-buch.pdf"


def page_weight(page: Path) -> tuple[int, list[str]]:
    """Bytes of the page and of the local files it loads that are not shared theme assets."""
    total, own = page.stat().st_size, []
    for _tag, url in scan(page).loads:
        if _remote(url) or url.startswith(("data:", "#")) or not url:
            continue
        target = (page.parent / urlsplit(url).path).resolve()
        shared = target.relative_to(SITE.resolve()).as_posix()
        if target.is_file() and not shared.startswith(SHARED_PREFIX) and shared not in SHARED_FILES:
            total += target.stat().st_size
            own.append(target.name)
    return total, own


def test_every_chapter_page_weighs_less_than_2_5_mb() -> None:
    weights = {p.relative_to(SITE).as_posix(): page_weight(p)[0] for p in pages()}
    heavy = {name: size for name, size in weights.items() if size > MAX_PAGE_BYTES}
    assert heavy == {}, f"Seiten über {MAX_PAGE_BYTES} Bytes: {heavy}"
    # The check can fail: the heaviest chapter carries widget pictures and weighs something.
    assert max(weights.values()) > 100_000


def test_widget_pictures_are_stored_as_palette_pngs() -> None:
    """The build stores every widget picture as a 256-colour PNG (book/_ext/widget_state.py)."""
    import base64

    state = json.loads(next(body for attrs, body in scan(SITE / "book" / "blinds.html").scripts
                            if attrs.get("type") == WIDGET_STATE))["state"]
    pictures = [base64.b64decode(b["data"]) for m in state.values() if m["model_name"] == "ImageModel"
                for b in m.get("buffers", [])]
    assert pictures
    # PNG colour type (byte 25 of the IHDR chunk): 3 = palette.
    assert all(p[25] == 3 for p in pictures if p.startswith(b"\x89PNG"))


def test_the_whole_book_is_one_pdf_with_a_bookmark_per_page() -> None:
    from pypdf import PdfReader
    from test_browser import toc_pages

    assert PDF.is_file(), f"{PDF} fehlt: tools/build-site baut es (tools/build-pdf)"
    reader = PdfReader(PDF)
    titles = [item.title for item in reader.outline if not isinstance(item, list)]
    assert len(titles) == len(toc_pages())
    assert any("All-in" in t for t in titles) and any("Glossar" in t for t in titles)
    assert len(reader.pages) >= 3 * len(titles)
    box = reader.pages[0].mediabox
    assert (round(float(box.width)), round(float(box.height))) == (595, 842), "A4"
    text = " ".join(reader.pages[i].extract_text() for i in range(min(40, len(reader.pages))))
    assert "Side Pot" in text or "Blinds" in text
    assert "import " not in text, "der eingeklappte Code gehört nicht ins PDF"
    # A page of the site links to the PDF with a path that works from its folder, also via file://.
    linking = [p for p in pages() if "holdem-buch.pdf" in p.read_text(encoding="utf-8")]
    assert linking
    for page in linking:
        hrefs = re.findall(r'href="([^"]*holdem-buch\.pdf)"', page.read_text(encoding="utf-8"))
        assert all((page.parent / h).resolve() == PDF.resolve() for h in hrefs), (page, hrefs)


def test_every_page_has_the_local_favicon_and_a_german_footer() -> None:
    for page in pages():
        text = page.read_text(encoding="utf-8")
        if "refresh" in text.lower() and len(text) < 500:
            continue  # index.html only forwards to the first page
        icons = [url for tag, url in scan(page).loads if tag == "link" and url.endswith("favicon.svg")]
        assert icons and (page.parent / icons[0]).resolve().is_file(), page
        assert "Durch Das" not in text and "Hold’em-Buchprojekts" in text, page


def test_chapter_pages_hide_their_code_and_show_engine_text_as_html() -> None:
    html = CHAPTER.read_text(encoding="utf-8")
    assert html.count("cell_input") == html.count("Code anzeigen") > 0
    assert "holdem-output" in html and "<table" in html
    assert "-----+" not in html and "----+----" not in html


@pytest.mark.rule("A3")
def test_search_index_maps_the_glossary_synonyms() -> None:
    """ "Seitentopf" and "Nebenpot" find the pages on which "Side Pot" occurs (the book's search
    language, book/_ext/search_de.py)."""
    from sphinx.search.de import SearchGerman

    source = (SITE / "searchindex.js").read_text(encoding="utf-8")
    index = json.loads(source[source.index("(") + 1: source.rindex(")")])
    stem = SearchGerman({}).stem
    docs = dict(enumerate(index["docnames"]))

    def found(word: str) -> set[str]:
        # Sphinx's search looks in both: a word of a page's heading is listed only as a title term.
        pages: set[str] = set()
        for table in ("terms", "titleterms"):
            value = index[table].get(stem(word.lower()), [])
            pages |= {docs[i] for i in (value if isinstance(value, list) else [value])}
        return pages

    assert "book/all-in" in found("Seitentopf") and "book/glossar" in found("Seitentopf")
    assert found("Nebenpot") >= found("Seitentopf")


STATE_SCRIPT = re.compile(r'<script type="application/vnd.jupyter.widget-state\+json">(.*?)</script>', re.S)


@pytest.mark.parametrize("page", sorted(p.name for p in (SITE / "book").glob("*.html")))
def test_every_widget_model_a_page_uses_is_in_its_embedded_state(page: str) -> None:
    """A model that a widget refers to but the page lacks shows "widget model not found" and a dead
    widget; it happens when the kernel drops messages while a cell makes many widgets at once."""
    text = (SITE / "book" / page).read_text(encoding="utf-8")
    found = STATE_SCRIPT.search(text)
    if found is None:
        assert "application/vnd.jupyter.widget-view+json" not in text
        return
    state = json.loads(found.group(1))["state"]
    used = set(re.findall(r"IPY_MODEL_([0-9a-f]{32})", found.group(1)))
    used |= set(re.findall(r'"model_id":\s*"([0-9a-f]{32})"', text))
    assert sorted(used - set(state)) == []


def test_every_content_picture_has_a_german_alt_text_not_a_file_path() -> None:
    """Pictures drawn by holdem/draw carry their description (book/_ext/picture_alt.py); Sphinx
    would otherwise write the file's path as the alt. Needs notebooks executed with that code."""
    problems = []
    for page in sorted((SITE / "book").glob("*.html")):
        for alt in re.findall(r'<img alt="([^"]*)"', page.read_text(encoding="utf-8")):
            if not alt.strip() or alt.endswith((".png", ".svg", ".jpg")) or "_images/" in alt:
                problems.append(f"{page.name}: {alt[:60]!r}")
    assert problems == [], f"{len(problems)} Bilder ohne Beschreibung (Notebooks neu ausführen): {problems[:8]}"
