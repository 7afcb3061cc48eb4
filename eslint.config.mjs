// ESLint over the project's own JavaScript (run as `npx eslint .` in the README's test command).
// Each group names its files, how they are loaded (plain script or ES module), the language
// level they are written in and the globals of the place they run in.
import js from "@eslint/js";
import globals from "globals";

export default [
  {
    // Built, installed or bundled elsewhere: not the project's source.
    ignores: ["**/node_modules/**", "**/_build/**", "tools/jupyterlab/labextensions/**", "**/.ipynb_checkpoints/**"],
  },
  js.configs.recommended,
  {
    // The site's plain scripts (also opened from file://), written in ES5 on purpose.
    files: [
      "book/_ext/static/*.js",
      "book/_ext/quiz_static/*.js",
      "book/_ext/lernstand_static/*.js",
      "book/_ext/pruefung_static/*.js",
      "book/_ext/mathjax2_compat.js",
      "book/_ext/werkstatt/dom.js",
      "book/_ext/werkstatt/draw.js",
      "book/_ext/werkstatt/tool-drills.js",
      "book/_ext/werkstatt/tool-hand_eval.js",
      "book/_ext/werkstatt/tool-own_hand.js",
      "book/_ext/werkstatt/tool-own_hand-files.js",
      "book/_ext/werkstatt/tool-pots.js",
      "book/_ext/werkstatt/tool-worksheet.js",
      "book/_ext/werkstatt/werkstatt.js",
    ],
    // ES5 syntax, but today's browsers' built-ins (Promise, Uint8Array, Object.assign …).
    languageOptions: { ecmaVersion: 5, sourceType: "script", globals: { ...globals.es2021, ...globals.browser } },
    rules: {
      // ES5 has no `catch {}` without a binding: an unused `catch (e)` is the only way to write it.
      "no-unused-vars": ["error", { caughtErrors: "none" }],
    },
  },
  {
    // Teacher mode's scripts (Voilà template, also bundled into the JupyterLab plugin): plain
    // scripts on a served page, so a later language level is allowed; still no unused or undefined name.
    files: ["tools/voila/voila/templates/offline/static/*.js"],
    languageOptions: { ecmaVersion: 2020, sourceType: "script", globals: { ...globals.browser } },
    // They write `catch (e)` as the ES5 scripts do; an unused binding there is the style, not a slip.
    rules: { "no-unused-vars": ["error", { caughtErrors: "none" }] },
  },
  {
    // Werkstatt scripts that await the engine: plain scripts (file:// loads no modules), ES2017.
    files: ["book/_ext/werkstatt/engine.js", "book/_ext/werkstatt/tool-equity.js"],
    // engine.js also holds the blob worker's code (fileWorkerMain), which runs in a worker.
    languageOptions: { ecmaVersion: 2017, sourceType: "script", globals: { ...globals.browser, ...globals.worker } },
  },
  {
    // Loaded by the page (a plain script), imported by the module worker, put into the blob worker.
    files: ["book/_ext/werkstatt/engine-files.js", "book/_ext/werkstatt/engine-snapshot.js"],
    languageOptions: { ecmaVersion: 2020, sourceType: "script", globals: { ...globals.browser, ...globals.worker } },
  },
  {
    // The module worker over http(s).
    files: ["book/_ext/werkstatt/engine-worker.mjs"],
    languageOptions: { ecmaVersion: 2020, sourceType: "module", globals: { ...globals.worker } },
  },
  {
    // The JupyterLab plugin, an ES module bundled by jupyter-builder.
    files: ["tools/jupyterlab/extension/src/**/*.js"],
    languageOptions: { ecmaVersion: 2020, sourceType: "module", globals: { ...globals.browser } },
  },
  {
    // This file and the unit tests run in Node.
    files: ["eslint.config.mjs", "tests/js/**/*.mjs"],
    languageOptions: { ecmaVersion: 2022, sourceType: "module", globals: { ...globals.node } },
  },
];
