"""Persistence: saved games (JSON lines) and, later, the scorebook (SQLite)."""
