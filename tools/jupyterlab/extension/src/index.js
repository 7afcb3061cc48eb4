/* JupyterLab plugin for the book (built by `jupyter-builder build`, see tools/build-jupyterlab).
   JupyterLab renders the book's Markdown without MyST; this plugin tidies every rendered
   Markdown cell as soon as it appears, with the two files teacher mode's Voilà template uses too
   (bundled here from their one place, never copied): holdem-myst.js does the tidying,
   holdem-book.js (generated from the book) knows the chapters' titles and the rules' texts.
   - a solution (:::{admonition} Lösung … ::: or ```{admonition} with :class: dropdown) becomes a
     closed <details> box: no answer is visible before a click;
   - {rule}`L4` becomes the bold rule ID (its text as a tooltip), {term}`Blinds <Blind>` its text,
     {doc}`blinds` a link titled with the chapter's number and title that opens blinds.ipynb
     (glossar.md for a Markdown page) in a new JupyterLab tab. */
import "../../../voila/voila/templates/offline/static/holdem-myst.js";
import "../../../voila/voila/templates/offline/static/holdem-book.js";

const TIDIED = "holdemTidy";
let lab = null;  // the JupyterFrontEnd, from activate()

function chapter(name) {
  return window.HOLDEM_BOOK.chapters.find((c) => c.name === name);
}

function chapterLink(text) {
  const myst = window.HoldemMyst;
  const name = myst.target(text).replace(/\.(md|ipynb)$/, "");
  const page = chapter(name);
  const file = name + (page && !page.notebook ? ".md" : ".ipynb");
  const link = document.createElement("a");
  link.className = "holdem-doc";
  link.href = file;
  // {doc}`blinds` shows the chapter's title as on the website, {doc}`Text <blinds>` its own text
  link.textContent = myst.label(text) !== text || !page ? myst.label(text) : page.label;
  link.addEventListener("click", (event) => {
    event.preventDefault();
    lab.commands.execute("docmanager:open", { path: file });
  });
  return link;
}

function ruleId(text) {
  const rule = document.createElement("strong");
  const id = text.trim();
  const known = window.HOLDEM_BOOK.rules[id];
  rule.className = "holdem-rule";
  rule.textContent = id;
  if (known) rule.title = "Regel " + id + ": " + known.text;
  return rule;
}

function replaceRole(role, text) {
  if (role === "rule") return ruleId(text);
  if (role === "doc") return chapterLink(text);
  return null;  // {term}, {ref}: the readable text (holdem-myst.js)
}

function tidy(root) {
  // A cell is rendered again after each edit; its length tells whether this content was seen.
  if (root.dataset[TIDIED] === String(root.innerHTML.length)) return;
  window.HoldemMyst.tidySolutions(root, "");
  window.HoldemMyst.tidyRoles(root, "code", replaceRole);
  root.dataset[TIDIED] = String(root.innerHTML.length);
}

function scan(node) {
  if (node.nodeType !== Node.ELEMENT_NODE) return;
  if (node.classList.contains("jp-RenderedMarkdown")) tidy(node);
  node.querySelectorAll(".jp-RenderedMarkdown").forEach(tidy);
}

const plugin = {
  id: "holdem-jupyterlab:myst",
  description: "MyST-Rollen als Text, Lösungen zugeklappt (Texas Hold'em-Buch).",
  autoStart: true,
  activate: (app) => {
    lab = app;
    // Cells are rendered lazily while scrolling; the observer runs before the browser paints,
    // so an untidied solution is never on screen.
    new MutationObserver((records) => {
      for (const record of records) {
        if (record.type !== "childList") continue;
        record.addedNodes.forEach(scan);
        const host = record.target.closest && record.target.closest(".jp-RenderedMarkdown");
        if (host) tidy(host);
      }
    }).observe(document.body, { childList: true, subtree: true });
    scan(document.body);
  }
};

export default plugin;
