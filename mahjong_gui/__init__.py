"""mahjong_gui: Sichuan Bloody and Hong Kong mahjong, played, scored and recorded."""

from __future__ import annotations

__version__ = "0.1.0"
