"""The command line's exit codes (docs in docs/guide.md): in a module of their own so that the
window's launcher can use them without importing the commands' shared helpers."""

from __future__ import annotations

EXIT_OK = 0
EXIT_NOT_WIN = 1
EXIT_BAD_INPUT = 2
EXIT_INVARIANT = 3  # simulate: an invariant check failed
