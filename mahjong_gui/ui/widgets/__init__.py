"""Widgets more than one page or dialog uses (issue 31: one chart, one tile row)."""
