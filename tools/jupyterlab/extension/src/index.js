/* JupyterLab plugin for the book (built by `jupyter labextension build`, see tools/build-jupyterlab).
   JupyterLab renders the book's Markdown without MyST; this plugin tidies every rendered
   Markdown cell as soon as it appears, with holdem-myst.js, the script teacher mode's Voilà
   template uses too (bundled here from its one place, never copied):
   - a solution (:::{admonition} Lösung … ::: or ```{admonition} with :class: dropdown) becomes a
     closed <details> box: no answer is visible before a click;
   - {rule}`L4` becomes the bold rule ID, {term}`Blinds <Blind>` its text, {doc}`blinds` a link to
     the chapter, blinds.ipynb, or glossar.md for {doc}`glossar` (a click opens it in a new
     JupyterLab tab). */
import "../../../voila/voila/templates/offline/static/holdem-myst.js";

const TIDIED = "holdemTidy";
const PAGE_TYPES = [".ipynb", ".md"];  // a chapter of the book is a notebook or a Markdown page
let lab = null;  // the JupyterFrontEnd, from activate()
let bookFiles = null;  // Promise of the names in the book's folder (JupyterLab's root), read once

// The file a {doc} target names: target.ipynb or target.md, whichever the book has. One listing
// of the folder instead of a request per guess (a missing file would be a 404 in the console).
function pageFile(target) {
  if (!bookFiles) {
    bookFiles = lab.serviceManager.contents.get("", { content: true })
      .then((folder) => new Set(folder.content.map((item) => item.name)))
      .catch(() => new Set());
  }
  return bookFiles.then((names) =>
    PAGE_TYPES.map((type) => target + type).find((name) => names.has(name)) || target + PAGE_TYPES[0]);
}

function chapterLink(text) {
  const target = window.HoldemMyst.target(text).replace(/\.(md|ipynb)$/, "");
  const link = document.createElement("a");
  link.className = "holdem-doc";
  link.href = target + PAGE_TYPES[0];
  link.textContent = window.HoldemMyst.label(text);
  pageFile(target).then((name) => { link.href = name; });
  link.addEventListener("click", (event) => {
    event.preventDefault();
    pageFile(target).then((name) => lab.commands.execute("docmanager:open", { path: name }));
  });
  return link;
}

function replaceRole(role, text) {
  if (role === "rule") {
    const rule = document.createElement("strong");
    rule.className = "holdem-rule";
    rule.textContent = text.trim();
    return rule;
  }
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
