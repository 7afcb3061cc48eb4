/* JupyterLab plugin for the book (built by `jupyter-builder build`, see tools/build-jupyterlab).
   JupyterLab renders the book's Markdown without MyST; this plugin tidies every rendered
   Markdown cell as soon as it appears, with the two files teacher mode's Voilà template uses too
   (bundled here from their one place, never copied): holdem-myst.js does the tidying,
   holdem-book.js (generated from the book) knows the chapters' titles and the rules' texts.
   - a solution (:::{admonition} Lösung … ::: or ```{admonition} with :class: dropdown) becomes a
     closed <details> box: no answer is visible before a click;
   - {rule}`L4` becomes the bold rule ID (its text as a tooltip), {term}`Blinds <Blind>` its text,
     {doc}`blinds` a link titled with the chapter's number and title that opens blinds.ipynb
     (glossar.md for a Markdown page) in a new JupyterLab tab.
   A chapter with widgets opens with a hint at its top: the widgets are only a line of text until
   the cells have run (Run › Run All Cells), and a button that runs them all. */
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

const WIDGET_VIEW = "application/vnd.jupyter.widget-view+json";

// Lumino's Widget class, from the prototype chain of a widget of the host (the extension imports
// no package: a second copy of Lumino would not fit into the host's panels). Widget is the
// highest class that still has Widget.attach.
function widgetClass(widget) {
  let cls = widget.constructor;
  while (typeof Object.getPrototypeOf(cls).attach === "function") cls = Object.getPrototypeOf(cls);
  return cls;
}

function hasWidgets(panel) {
  const cells = panel.context.model.toJSON().cells || [];
  return cells.some((cell) => (cell.outputs || []).some((out) => out.data && out.data[WIDGET_VIEW]));
}

function element(tag, className, text) {
  const node = document.createElement(tag);
  node.className = className;
  if (text) node.textContent = text;
  return node;
}

// The hint above a chapter whose widgets are still stand-ins (the stored notebook has only their
// text form): what to do, and a button that runs every cell.
function offerRunAll(panel) {
  if (!panel || !panel.context || !panel.contentHeader || !panel.content || "holdemHint" in panel) return;
  if (!panel.context.path.endsWith(".ipynb")) return;
  panel.holdemHint = null;
  panel.context.ready.then(() => {
    if (panel.isDisposed || !hasWidgets(panel)) return;
    const node = element("div", "holdem-lab-hint");
    node.setAttribute("role", "note");
    node.setAttribute("aria-label", "Hinweis zu den Bedienelementen");
    const text = element("p", "holdem-lab-hint-text",
      "Die Bedienelemente dieses Kapitels (Knöpfe, Schieberegler, Bilder zum Durchblättern) erscheinen, " +
      "sobald alle Zellen gelaufen sind – bis dahin steht an ihrer Stelle nur eine Zeile Text. " +
      "Dazu im Menü „Run“ den Befehl „Run All Cells“ wählen oder diesen Knopf drücken (das dauert einige Sekunden):");
    const run = element("button", "holdem-lab-hint-run", "Alle Zellen ausführen");
    const close = element("button", "holdem-lab-hint-close", "Hinweis schließen");
    run.type = close.type = "button";
    const hint = new (widgetClass(panel))({ node });
    run.addEventListener("click", () => {
      run.disabled = true;
      text.textContent = "Python startet … dann laufen die Zellen, und die Bedienelemente erscheinen eines nach dem anderen.";
      lab.shell.activateById(panel.id);
      // A cell sent before the kernel has answered would be skipped without a word: wait for it.
      const session = panel.sessionContext;
      session.ready
        .then(() => session.session && session.session.kernel ? session.session.kernel.info : null)
        .then(() => { text.textContent = "Die Zellen laufen … die Bedienelemente erscheinen eines nach dem anderen."; })
        .then(() => lab.commands.execute("notebook:run-all-cells"))
        .then(() => hint.dispose(), () => { run.disabled = false; });
    });
    close.addEventListener("click", () => hint.dispose());
    node.append(text, run, close);
    panel.contentHeader.addWidget(hint);
    panel.holdemHint = hint;
  });
}

const plugin = {
  id: "holdem-jupyterlab:myst",
  description: "MyST-Rollen als Text, Lösungen zugeklappt, Hinweis auf die Bedienelemente (Texas Hold'em-Buch).",
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
    // Every notebook as it opens or comes to the front (also those restored from the last visit).
    if (app.shell.currentChanged) app.shell.currentChanged.connect((_, change) => offerRunAll(change.newValue));
    app.restored.then(() => {
      for (const widget of app.shell.widgets("main")) offerRunAll(widget);
    });
  }
};

export default plugin;
