# JupyterLab for the book, offline and safe to project in class. Used by `python -m holdem lab`
# and usable directly:  jupyter lab --config=tools/jupyterlab/jupyter_lab_config.py
# - only on this computer (127.0.0.1), no browser opened by the server, allowed as root;
# - no request leaves the machine: no news feed, no update check, no extension manager (it
#   searches PyPI);
# - the extension in labextensions/holdem-jupyterlab shows MyST roles as text and keeps the
#   solutions of the exercises closed until a click, with the script teacher mode uses too
#   (holdem-myst.js of the Voilà template, served here as /static/holdem-myst.js).
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
c.ServerApp.extra_static_paths = [str(here.parent / "voila" / "voila" / "templates" / "offline" / "static")]
