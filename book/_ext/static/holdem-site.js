/* The static site without a kernel: what the widgets' Python would do live, done in the browser.
   Loaded on every page by book/_ext/site_assets.py.

   - Live-only widgets (box class holdem-live-only): every control shown disabled.
   - Steppers: the Zurück/Weiter buttons move the stepper's index field (jslinked to its slider
     and pages), an explorer's buttons set it to their target page; all without Python.
   - Pictures keep a readable size on a narrow screen (where the book has no phone form of a
     picture, its box scrolls sideways instead).
   - Screen readers and keyboards: every slider and icon button named in German, widget pictures
     with their alt text (drawn by holdem/draw, carried as the picture's tooltip), the colour
     toggle saying which mode is on. */
(function () {
  "use strict";

  function disableLiveOnly(root) {
    root.querySelectorAll(".holdem-live-only").forEach(function (box) {
      if (!box.classList.contains("holdem-static")) { box.classList.add("holdem-static"); }
      box.querySelectorAll("input, button, select, textarea").forEach(function (el) {
        if (!el.disabled) { el.disabled = true; }
        if (el.getAttribute("aria-disabled") !== "true") { el.setAttribute("aria-disabled", "true"); }
        if (!el.title) { el.title = "Nur live – mit Python"; }
      });
      box.querySelectorAll(".noUi-target, .noUi-handle").forEach(function (el) {
        if (el.getAttribute("disabled") !== "true") { el.setAttribute("disabled", "true"); }
        if (el.getAttribute("aria-disabled") !== "true") { el.setAttribute("aria-disabled", "true"); }
      });
    });
  }

  function indexField(button) {
    var stepper = button.closest(".holdem-stepper");
    return stepper ? stepper.querySelector(".holdem-step-index input") : null;
  }

  function setIndex(field, next) {
    var min = Number(field.min || 0), max = Number(field.max || 0);
    next = Math.max(min, Math.min(max, next));
    if (String(next) === field.value) { return; }
    field.value = String(next);
    field.dispatchEvent(new Event("input", { bubbles: true }));
    field.dispatchEvent(new Event("change", { bubbles: true }));
  }

  function stepBy(button, delta) {
    var field = indexField(button);
    if (!field) { return; }
    var min = Number(field.min || 0), max = Number(field.max || 0);
    var next = Number(field.value || 0) + delta;
    if (button.classList.contains("holdem-step-cycle")) {
      next = next > max ? min : (next < min ? max : next);
    }
    setIndex(field, next);
  }

  document.addEventListener("click", function (event) {
    if (!event.target.closest) { return; }
    var button = event.target.closest(".holdem-step-prev, .holdem-step-next, .holdem-goto");
    if (!button || button.disabled) { return; }
    if (button.classList.contains("holdem-goto")) {
      // An explorer's button names its target page in a class: holdem-goto-17.
      var target = Array.prototype.find.call(button.classList, function (c) { return /^holdem-goto-\d+$/.test(c); });
      var field = indexField(button);
      if (target && field) { setIndex(field, Number(target.split("-").pop())); }
      return;
    }
    stepBy(button, button.classList.contains("holdem-step-prev") ? -1 : 1);
  }, true);

  // On a narrow screen a picture shrinks only as far as its smallest label stays readable
  // (11.5 CSS px); below that its box scrolls sideways and says so. holdem/draw writes the
  // smallest font (in PNG pixels) into the PNG as a text chunk; without it (a file:// page
  // cannot read its pictures' bytes) the book's smallest drawn font is assumed.
  var READABLE_PX = 11.5;
  var PROJECTOR_LABEL_PX = 18;  // smallest label of a picture in projector mode, CSS px
  var BOOK_SMALLEST_FONT_PX = 14.58;  // FONT_SMALL (10.5 pt) at 100 dpi, holdem/draw/_style.py
  var FONT_KEY = "Holdem-Smallest-Font-Px";

  function pngText(buffer, key) {
    var bytes = new Uint8Array(buffer), at = 8;
    while (at + 8 <= bytes.length) {
      var length = ((bytes[at] << 24) >>> 0) + (bytes[at + 1] << 16) + (bytes[at + 2] << 8) + bytes[at + 3];
      var type = String.fromCharCode(bytes[at + 4], bytes[at + 5], bytes[at + 6], bytes[at + 7]);
      if (type === "IDAT" || type === "IEND") { return null; }  // text chunks come before the image data
      if (type === "tEXt") {
        var text = String.fromCharCode.apply(null, bytes.subarray(at + 8, at + 8 + length));
        var zero = text.indexOf("\u0000");
        if (text.slice(0, zero) === key) { return text.slice(zero + 1); }
      }
      at += 12 + length;
    }
    return null;
  }

  function smallestFont(img) {
    if (location.protocol === "file:" && !/^(blob|data):/.test(img.currentSrc)) {
      return Promise.resolve(BOOK_SMALLEST_FONT_PX);
    }
    return fetch(img.currentSrc).then(function (r) { return r.arrayBuffer(); })
      .then(function (buffer) { return Number(pngText(buffer, FONT_KEY)) || BOOK_SMALLEST_FONT_PX; })
      .catch(function () { return BOOK_SMALLEST_FONT_PX; });
  }

  function readableSize(img) {
    if (!img.naturalWidth || img.dataset.holdemSized === img.currentSrc) { return; }
    if (!img.closest(".bd-article") || !/\.png$|^blob:|^data:image\/png/.test(img.currentSrc)) { return; }
    img.dataset.holdemSized = img.currentSrc;
    var natural = img.naturalWidth;
    // A <picture> (the phone form as its <source>, book/_ext/picture_alt.py) moves as one.
    var item = img.parentElement && img.parentElement.tagName === "PICTURE" ? img.parentElement : img;
    var box = item.parentElement;
    if (box && !img.classList.contains("widget-image") && box.tagName !== "DIV") {
      // A figure's picture scrolls alone: its caption stays in the column.
      box = document.createElement("div");
      item.insertAdjacentElement("beforebegin", box);
      box.appendChild(item);
    }
    if (box) { box.classList.add("holdem-scroll-x"); }
    smallestFont(img).then(function (font) {
      var floor = Math.round(natural * Math.min(1, READABLE_PX / font));
      img.dataset.holdemFontPx = String(font);
      // Used by holdem-site.css on narrow screens only: on a desktop the picture fits its column.
      img.style.setProperty("--holdem-min-width", floor + "px");
      // Projector mode (holdem-site.css): wide enough for labels of PROJECTOR_LABEL_PX, never smaller.
      img.style.setProperty("--holdem-projector-width",
        Math.round(natural * Math.max(1, PROJECTOR_LABEL_PX / font)) + "px");
      markOverflow(box);
    });
  }

  // A box that scrolls sideways shows a hint under it and a shadow at the hidden edge.
  function markOverflow(box) {
    if (!box) { return; }
    var wide = box.scrollWidth > box.clientWidth + 1;
    if (box.classList.contains("holdem-overflowing") !== wide) { box.classList.toggle("holdem-overflowing", wide); }
    // A box that scrolls can be scrolled with the keyboard too: it takes the focus (arrow keys).
    if (wide && !box.hasAttribute("tabindex")) {
      box.setAttribute("tabindex", "0");
      box.dataset.holdemTabstop = "1";
    } else if (!wide && box.dataset.holdemTabstop) {
      box.removeAttribute("tabindex");
      delete box.dataset.holdemTabstop;
    }
    var hint = box.nextElementSibling;
    var hasHint = hint && hint.classList.contains("holdem-scroll-hint");
    // A box inside a box that already shows the hint needs none of its own (one hint, not two).
    var outer = box.parentElement && box.parentElement.closest(".holdem-overflowing");
    if (outer) { wide = false; }
    if (wide && !hasHint) {
      hint = document.createElement("p");
      hint.className = "holdem-scroll-hint";
      hint.setAttribute("aria-hidden", "true");  // for the eyes: a screen reader reads the whole content
      hint.textContent = box.querySelector("table") ? "↔ Tabelle seitlich verschieben" : "↔ Bild seitlich verschieben";
      box.insertAdjacentElement("afterend", hint);
    } else if (!wide && hasHint) {
      hint.remove();
    }
  }

  function markAllOverflow(root) {
    root.querySelectorAll(".holdem-scroll-x, .holdem-table-box, .bd-article .pst-scrollable-table-container").forEach(function (box) {
      if (box.offsetParent !== null) { markOverflow(box); }
    });
  }

  function sizeImages(root) {
    root.querySelectorAll("img").forEach(function (img) {
      if (img.complete) { readableSize(img); }
      // Also later: a <picture> loads its other form when the window gets wider or narrower.
      if (!img.dataset.holdemWatched) {
        img.dataset.holdemWatched = "1";
        img.addEventListener("load", function () { readableSize(img); });
      }
    });
  }

  // ipywidgets' Play control has icon-only buttons: play, pause, stop, repeat.
  var PLAY_NAMES = ["Abspielen", "Anhalten", "Stopp: zurück zum ersten Schritt", "Wiederholen"];

  function stepLabel(box) {
    // "Schritt 3 von 17" of the stepper around a slider (the label stack shows one page).
    var stepper = box.closest(".holdem-stepper");
    var label = stepper && stepper.querySelector(".holdem-step-label");
    if (!label) { return ""; }
    var shown = Array.prototype.find.call(label.querySelectorAll(".widget-html"), function (el) {
      return el.offsetParent !== null; });
    return shown ? shown.innerText.trim() : "";
  }

  function nameControls(root) {
    root.querySelectorAll(".widget-slider").forEach(function (box) {
      var label = box.querySelector(".widget-label");
      var name = label && label.textContent.trim() ? label.textContent.trim().replace(/:$/, "") : "Schritt wählen";
      box.querySelectorAll(".noUi-handle").forEach(function (handle) {
        if (handle.getAttribute("aria-label") !== name) { handle.setAttribute("aria-label", name); }
        var step = stepLabel(box);
        if (step && handle.getAttribute("aria-valuetext") !== step) { handle.setAttribute("aria-valuetext", step); }
      });
    });
    root.querySelectorAll(".widget-play").forEach(function (box) {
      box.querySelectorAll("button").forEach(function (button, i) {
        if (!button.innerText.trim() && !button.getAttribute("aria-label") && PLAY_NAMES[i]) {
          button.setAttribute("aria-label", PLAY_NAMES[i]);
          button.title = PLAY_NAMES[i];
        }
      });
    });
    // Text fields and areas of widgets: named by their visible description.
    root.querySelectorAll(".widget-text, .widget-textarea, .widget-dropdown, .widget-inline-hbox").forEach(function (box) {
      var label = box.querySelector(":scope > .widget-label");
      var field = box.querySelector(":scope > input, :scope > textarea, :scope > select");
      if (label && field && label.textContent.trim() && !field.getAttribute("aria-label") && !field.id) {
        field.setAttribute("aria-label", label.textContent.trim().replace(/:$/, ""));
      }
    });
    // sphinx-copybutton's icon button shows its name only as a tooltip.
    root.querySelectorAll("button.copybtn:not([aria-label])").forEach(function (button) {
      button.setAttribute("aria-label", button.dataset.tooltip || "Kopieren");
    });
    // Solution toggles (sphinx-togglebutton in sphinx-exercise's solution boxes) are named "Toggle
    // hidden content": instead the hint they show ("Klicken zum Anzeigen", from 768 px on) and the
    // box's title, which names what they open ("Lösung zu Übung 2").
    root.querySelectorAll("button.toggle-button").forEach(function (button) {
      var box = button.closest(".admonition");
      var title = box && box.querySelector(".admonition-title");
      var what = title ? title.textContent.replace(/\s+/g, " ").trim() : "Inhalt";
      var name = (button.dataset.toggleHint || "Klicken zum Anzeigen") + ": " + (what || "Inhalt");
      if (button.getAttribute("aria-label") !== name) { button.setAttribute("aria-label", name); }
    });
    // The colour-mode button's icons are pictures with a title ("Systemeinstellungen"), which would
    // count as its visible text beside a name that says more (WCAG 2.5.3): the button's name says
    // the mode and what a press does, the icons are decoration.
    root.querySelectorAll(".theme-switch-button .theme-switch, .theme-switch-button svg").forEach(function (icon) {
      if (icon.getAttribute("aria-hidden") !== "true") { icon.setAttribute("aria-hidden", "true"); }
    });
    // Widget pictures: the alt text that holdem/draw wrote for the picture travels as its tooltip.
    root.querySelectorAll("img.widget-image").forEach(function (img) {
      if (img.hasAttribute("alt")) { return; }
      var text = img.title;
      if (!text) {
        // A picture without its own description: named by the step text shown with it.
        var page = img.parentElement && img.parentElement.querySelector(".holdem-page-text b, .holdem-page-text");
        text = page ? "Bild zu: " + page.innerText.trim().split("\n")[0] : "Bild des Widgets";
      }
      img.setAttribute("alt", text);
    });
  }

  // The menu (chapter list) and the page contents. The page has two buttons of each kind: one in
  // the top bar that stays hidden, and the visible one above the article. The theme's scripts
  // answer only the first of each kind (the hidden one), so the visible button passes its tap on
  // to it: on a narrow screen the theme opens its drawer (a modal <dialog>, closed by Escape, by a
  // tap beside it or by the "Schließen" button added here), on a wide one it folds the sidebar.
  // wide: from this width on the sidebar stands beside the article (the themes' breakpoints).
  var DRAWERS = [
    { kind: "primary", sidebar: "pst-primary-sidebar", dialog: "pst-primary-sidebar-modal",
      wide: "(min-width: 992px)", close: "Navigation schließen" },
    { kind: "secondary", sidebar: "pst-secondary-sidebar", dialog: "pst-secondary-sidebar-modal",
      wide: "(min-width: 1200px)", close: "Seiteninhalt schließen" }
  ];

  function drawerOpen(drawer) {
    var dialog = document.getElementById(drawer.dialog);
    if (dialog && dialog.open) { return true; }
    var sidebar = document.getElementById(drawer.sidebar);
    return Boolean(sidebar) && window.matchMedia(drawer.wide).matches
      && !sidebar.classList.contains("pst-sidebar-hidden") && sidebar.getClientRects().length > 0;
  }

  function markExpanded() {
    DRAWERS.forEach(function (drawer) {
      var open = String(drawerOpen(drawer));
      document.querySelectorAll("." + drawer.kind + "-toggle").forEach(function (button) {
        if (button.getAttribute("aria-expanded") !== open) { button.setAttribute("aria-expanded", open); }
      });
    });
  }

  function setupDrawers() {
    DRAWERS.forEach(function (drawer) {
      var toggles = document.querySelectorAll("." + drawer.kind + "-toggle");
      var themeToggle = toggles[0];
      var sidebar = document.getElementById(drawer.sidebar);
      var dialog = document.getElementById(drawer.dialog);
      if (!themeToggle || !sidebar || !dialog) { return; }
      Array.prototype.forEach.call(toggles, function (button) {
        if (button === themeToggle || button.dataset.holdemDrawer) { return; }
        button.dataset.holdemDrawer = drawer.kind;
        button.setAttribute("aria-controls", drawer.sidebar);
        button.addEventListener("click", function (event) {
          event.preventDefault();
          // Focus stays on this button, so the theme gives it back when the drawer closes.
          if (document.activeElement !== button) { button.focus(); }
          themeToggle.click();
          markExpanded();
        });
      });
      // A visible way out of the drawer (it only shows inside the open drawer, holdem-site.css).
      if (!sidebar.querySelector(":scope > .holdem-drawer-close")) {
        var close = document.createElement("button");
        close.type = "button";
        close.className = "holdem-drawer-close";
        close.innerHTML = '<span aria-hidden="true">✕</span> ';
        close.appendChild(document.createTextNode(drawer.close));
        close.addEventListener("click", function () {
          var open = close.closest("dialog");
          if (open) { open.close(); }
        });
        sidebar.insertBefore(close, sidebar.firstChild);
      }
      dialog.addEventListener("close", function () { window.setTimeout(markExpanded, 0); });
    });
    markExpanded();
    window.addEventListener("resize", markExpanded);
  }

  var MODE_NAMES = { light: "Hell", dark: "Dunkel", auto: "wie das System" };

  function nameColourToggle() {
    var mode = document.documentElement.dataset.mode || "auto";
    var next = { light: "dark", dark: "auto", auto: "light" }[mode] || "light";
    var name = "Farbmodus: " + (MODE_NAMES[mode] || mode) + " (wechseln zu: " + MODE_NAMES[next] + ")";
    document.querySelectorAll(".theme-switch-button").forEach(function (button) {
      if (button.getAttribute("aria-label") !== name) {
        button.setAttribute("aria-label", name);
        button.setAttribute("data-bs-title", name);
        button.title = name;
      }
    });
  }

  // Projector mode ("Beamer"): large type, engine text and tables, pictures as wide as the column,
  // for a class reading from the back of the room. On: the switch in the page's header, or the
  // address with ?beamer=1 (a teacher's bookmark; ?beamer=0 turns it off); remembered in this
  // browser. The Werkstatt's own large type (werkstatt.css, class werkstatt-projector) comes with it.
  var PROJECTOR_KEY = "holdem-beamer";
  var PROJECTOR_CLASSES = ["holdem-projector", "werkstatt-projector"];

  function projectorWanted() {
    var asked = new URLSearchParams(location.search).get("beamer");
    if (asked === "1" || asked === "0") {
      try { localStorage.setItem(PROJECTOR_KEY, asked); } catch (e) { /* file:// may refuse storage */ }
      return asked === "1";
    }
    try { return localStorage.getItem(PROJECTOR_KEY) === "1"; } catch (e) { return false; }
  }

  function applyProjector(on) {
    var root = document.documentElement;
    PROJECTOR_CLASSES.forEach(function (name) { root.classList.toggle(name, on); });
    // On a wide screen the chapter list folds away (the ☰ button brings it back) so that pictures
    // and tables get the width; switching off unfolds it again if the mode had folded it.
    var sidebar = document.getElementById("pst-primary-sidebar");
    if (sidebar && on && window.matchMedia("(min-width: 992px)").matches
        && !sidebar.classList.contains("pst-sidebar-hidden")) {
      sidebar.classList.add("pst-sidebar-hidden");
      sidebar.dataset.holdemFolded = "1";
    } else if (sidebar && !on && sidebar.dataset.holdemFolded) {
      sidebar.classList.remove("pst-sidebar-hidden");
      delete sidebar.dataset.holdemFolded;
    }
    document.querySelectorAll(".holdem-projector-switch").forEach(function (button) {
      button.setAttribute("aria-pressed", String(on));
    });
  }

  function setupProjector() {
    var place = document.querySelector(".bd-header-article .article-header-buttons");
    if (place && !place.querySelector(".holdem-projector-switch")) {
      var button = document.createElement("button");
      button.type = "button";
      button.className = "btn btn-sm holdem-projector-switch";
      // The visible word is the name (WCAG 2.5.3); the tooltip says what it does.
      button.innerHTML = '<i class="fa-solid fa-desktop" aria-hidden="true"></i><span>Beamer</span>';
      button.title = "Große Schrift und Bilder für den Beamer ein- oder ausschalten";
      button.addEventListener("click", function () {
        var on = !document.documentElement.classList.contains("holdem-projector");
        try { localStorage.setItem(PROJECTOR_KEY, on ? "1" : "0"); } catch (e) { /* not kept then */ }
        applyProjector(on);
        markExpanded();
        window.requestAnimationFrame(function () { markAllOverflow(document); });
      });
      place.insertBefore(button, place.querySelector(".theme-switch-button") || place.firstChild);
    }
    applyProjector(projectorWanted());
    markExpanded();
  }

  // Before the first paint where possible: the page should not jump from small to large type.
  PROJECTOR_CLASSES.forEach(function (name) { document.documentElement.classList.toggle(name, projectorWanted()); });

  // The book's title above the chapter list stands outside every landmark (axe-core "region"):
  // it is a link to the start page, so it becomes a navigation of its own.
  function titleLandmark() {
    var brand = document.querySelector(".bd-sidebar-primary .navbar-brand");
    var item = brand && brand.closest(".sidebar-primary-item");
    if (item && !item.closest("nav, [role='navigation']")) {
      item.setAttribute("role", "navigation");
      item.setAttribute("aria-label", "Titel des Buchs");
    }
  }

  function scan(root) {
    disableLiveOnly(root);
    sizeImages(root);
    nameControls(root);
    markAllOverflow(root);
  }

  function start() {
    scan(document);
    // Widgets are drawn after the page has loaded (embed.js): look again whenever they appear.
    var pending = false;
    new MutationObserver(function () {
      if (pending) { return; }
      pending = true;
      window.requestAnimationFrame(function () { pending = false; scan(document); });
    }).observe(document.body, { childList: true, subtree: true, attributes: true, attributeFilter: ["class", "style"] });
    nameColourToggle();
    setupDrawers();
    setupProjector();
    titleLandmark();
    window.addEventListener("resize", function () { markAllOverflow(document); });
    new MutationObserver(nameColourToggle).observe(document.documentElement,
      { attributes: true, attributeFilter: ["data-mode"] });
  }

  if (document.readyState === "loading") {
    document.addEventListener("DOMContentLoaded", start);
  } else {
    start();
  }
})();
