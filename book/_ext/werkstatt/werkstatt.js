/* HoldemWerkstatt: the page's tools, their sections and the page address.
 *
 *   HoldemWerkstatt.register(name, { mount(element, params) })
 *       A tool script (tool-<name>.js) registers itself; its section is
 *       <section id="werkstatt-<name>"> with a <div class="werkstatt-mount"> inside, where
 *       mount() builds the tool's form. params: the page parameters meant for this tool.
 *   HoldemWerkstatt.params   {tool, ...}: from ?tool=pots&contributions=50,100,100 or #tool=…
 *                            (the address part after # wins); other tools get {}.
 *   HoldemWerkstatt.ui       small helpers every tool uses, so all tools look and speak alike:
 *       el(tag, className, text), node(tag, attrs, children) -> an element with attributes
 *       and children (both from dom.js), field(label, input, hint) -> <label> with the input,
 *       input(name, value, attrs), button(text), checkbox(label, checked),
 *       sentences(list) -> <ul> of German sentences, error(message) -> <p role="alert">,
 *       ask(tool, request, output, render) -> calls the engine, shows "Die Engine rechnet …",
 *       then render(answer) or the engine's German error in output,
 *       waiting() -> that "Die Engine rechnet …" line (while the engine loads: how far it is),
 *       failed(error) -> the alert for a call the engine could not answer.
 *
 * Tools work before the engine is ready: a click waits for it, and its output says how far the
 * loading is (as the status line does). A call the engine cannot answer (it crashed, it gave no
 * answer in time, it could not be loaded) ends in a German sentence saying so, never in silence.
 */
(function () {
  "use strict";
  var tools = {};
  var mounted = {};

  function readParams() {
    var merged = {};
    var sources = [location.search.slice(1), location.hash.slice(1)];
    sources.forEach(function (text) {
      new URLSearchParams(text).forEach(function (value, key) { merged[key] = value; });
    });
    return merged;
  }

  var params = readParams();

  function paramsFor(name) {
    if (params.tool !== name) return {};
    var own = Object.assign({}, params);
    delete own.tool;
    return own;
  }

  // Elements are built as on the exam page (dom.js).
  var el = window.HoldemDom.el;
  var node = window.HoldemDom.node;

  var fieldCount = 0;
  var ui = {
    el: el,
    node: node,
    input: function (name, value, attrs) {
      var input = el("input");
      input.type = "text";
      input.name = name;
      input.value = value || "";
      input.autocomplete = "off";
      input.spellcheck = false;
      for (var key in attrs || {}) input.setAttribute(key, attrs[key]);
      return input;
    },
    field: function (label, input, hint) {
      fieldCount += 1;
      input.id = input.id || "werkstatt-field-" + fieldCount;
      var box = el("div", "werkstatt-field");
      var tag = el("label", null, label);
      tag.htmlFor = input.id;
      box.appendChild(tag);
      box.appendChild(input);
      if (hint) {
        var help = el("small", "werkstatt-hint", hint);
        help.id = input.id + "-hint";
        input.setAttribute("aria-describedby", help.id);
        box.appendChild(help);
      }
      return box;
    },
    checkbox: function (label, checked) {
      var box = el("label", "werkstatt-check");
      var input = el("input");
      input.type = "checkbox";
      input.checked = !!checked;
      box.appendChild(input);
      box.appendChild(document.createTextNode(" " + label));
      box.input = input;
      return box;
    },
    button: function (text, className) {
      var button = el("button", "werkstatt-button" + (className ? " " + className : ""), text);
      button.type = "button";
      return button;
    },
    sentences: function (list) {
      var ul = el("ul", "werkstatt-sentences");
      (list || []).forEach(function (s) { ul.appendChild(el("li", null, s)); });
      return ul;
    },
    error: function (message) {
      var p = el("p", "werkstatt-error", message);
      p.setAttribute("role", "alert");
      return p;
    },
    waiting: function () {
      var line = el("p", "werkstatt-busy");
      var unfollow = window.HoldemEngine.onProgress(function (state) {
        line.textContent = state.done ? "Die Engine rechnet …"
          : state.error ? state.message : "Die Antwort folgt, sobald die Engine bereit ist. Stand: " + state.message;
        // Once it is out of the page (answered), it no longer follows.
        if (state.done && unfollow) unfollow();
      });
      if (window.HoldemEngine.state.done) unfollow();
      return line;
    },
    failed: function (error) {
      var message = String(error && error.message || error);
      return ui.error(error && error.forReader ? message : "Die Engine konnte nicht rechnen: " + message);
    },
    ask: function (tool, request, output, render) {
      output.replaceChildren(ui.waiting());
      output.setAttribute("aria-busy", "true");
      // Only the newest question of an output is answered there (an older one may still be on its way).
      var ticket = (output.werkstattTicket || 0) + 1;
      output.werkstattTicket = ticket;
      return window.HoldemEngine.call(tool, request).then(function (answer) {
        if (output.werkstattTicket !== ticket) return answer;
        output.removeAttribute("aria-busy");
        output.replaceChildren();
        if (!answer.ok) {
          output.appendChild(ui.error(answer.error));
          return answer;
        }
        render(answer);
        return answer;
      }, function (error) {
        if (output.werkstattTicket !== ticket) return;
        output.removeAttribute("aria-busy");
        output.replaceChildren(ui.failed(error));
      });
    },
  };

  function mount(name) {
    var tool = tools[name];
    var section = document.getElementById("werkstatt-" + name);
    if (!tool || !section || mounted[name]) return;
    var place = section.querySelector(".werkstatt-mount") || section;
    place.replaceChildren();
    mounted[name] = true;
    tool.mount(place, paramsFor(name));
  }

  function showStatus() {
    var box = document.getElementById("werkstatt-status");
    if (!box || !window.HoldemEngine) return;
    var bar = box.querySelector("progress");
    var text = box.querySelector(".werkstatt-status-text");
    window.HoldemEngine.onProgress(function (state) {
      if (bar) bar.value = state.fraction;
      if (text) text.textContent = state.message;
      box.classList.toggle("werkstatt-ready", !!state.done);
      box.classList.toggle("werkstatt-failed", !!state.error);
      document.documentElement.dataset.werkstatt = state.done ? "ready" : state.error ? "failed" : "loading";
    });
  }

  // Large type for the projector: the site's "Beamer" switch in the page header (holdem-site.js)
  // sets the class werkstatt-projector that werkstatt.css and the tools' styles answer.

  function start() {
    showStatus();
    document.querySelectorAll("section[id^='werkstatt-']").forEach(function (section) {
      var name = section.id.slice("werkstatt-".length);
      if (!tools[name]) {
        var place = section.querySelector(".werkstatt-mount");
        if (place && !place.childElementCount) {
          place.appendChild(el("p", "werkstatt-missing", "Dieses Werkzeug ist in dieser Fassung der Website noch nicht enthalten."));
        }
      }
    });
    Object.keys(tools).forEach(mount);
    if (params.tool) {
      var target = document.getElementById("werkstatt-" + params.tool);
      if (target) {
        target.classList.add("werkstatt-preloaded");
        target.scrollIntoView();
      }
    }
  }

  var started = false;
  window.HoldemWerkstatt = {
    params: params,
    ui: ui,
    register: function (name, tool) {
      tools[name] = tool;
      if (started) mount(name);
    },
  };

  function begin() {
    started = true;
    start();
  }
  if (document.readyState === "loading") document.addEventListener("DOMContentLoaded", begin);
  else setTimeout(begin, 0);
})();
