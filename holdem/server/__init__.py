"""The local classroom servers' safety: which requests a server on 127.0.0.1 answers
(``guard``) and teacher mode's Voilà application with those checks (``voila_app``)."""
