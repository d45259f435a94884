"""The Qt face of the app. Only this package imports PySide6."""

from __future__ import annotations

from mahjong_gui.ui.compat import protect_none, skip_source_scan

protect_none()
skip_source_scan()
