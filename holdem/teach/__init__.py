"""Presentation helpers for the book's chapters: small functions that turn engine results into
German text tables, so that a notebook cell only calls the engine and prints. One module per
chapter topic; no rule is decided here, every number comes from the engine."""
