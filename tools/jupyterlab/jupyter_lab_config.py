# JupyterLab for the book, offline and safe to project in class. Used by `python -m holdem lab`
# and usable directly:  jupyter lab --config=tools/jupyterlab/jupyter_lab_config.py
# - only on this computer (127.0.0.1), no browser opened by the server, allowed as root;
# - no request leaves the machine: no news feed, no update check, no extension manager (it
#   searches PyPI);
# - the book's own extension shows MyST roles as text ({doc} as a link to the chapter, titled
#   as on the website) and keeps the solutions of the exercises closed until a click. Its source
#   is tools/jupyterlab/extension (a prebuilt extension: package.json "jupyterlab", src/index.js),
#   which bundles holdem-myst.js and holdem-book.js, the files teacher mode's Voilà template uses
#   too (one copy each); tools/build-jupyterlab builds it with @jupyter/builder (from
#   package-lock.json) into labextensions/holdem-jupyterlab, not kept in git. jupyterlab-myst (2.7, for JupyterLab 4)
#   renders the admonitions, but leaves every {doc} link dead and every {term} a dead "#" link
#   with a console error (the glossary is another file), so the book does not use it.
from pathlib import Path

here = Path(__file__).resolve().parent
book = here.parent.parent / "book"

c = get_config()  # noqa: F821 (provided by Jupyter when it reads this file)
c.ServerApp.ip = "127.0.0.1"
c.ServerApp.open_browser = False
c.ServerApp.allow_root = True
c.ServerApp.root_dir = str(book)
c.LabApp.news_url = None
c.LabApp.check_for_updates_class = "jupyterlab.NeverCheckForUpdate"
c.LabApp.app_settings_dir = str(here / "settings")
c.LabApp.extra_labextensions_path = [str(here / "labextensions")]
# Jupyter skips its Origin check for requests that carry the token (the token is in the address
# `python -m holdem lab` prints): kernel, session and terminal requests from other sites are
# refused all the same (holdem/server/lab_guard.py).
c.ServerApp.identity_provider_class = "holdem.server.lab_guard.ClassroomIdentityProvider"
