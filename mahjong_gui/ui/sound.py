"""Optional sound for the table's calls. QtMultimedia ships in PySide6-Addons, the package's
optional extra ``sound``: it is imported lazily, and without it (or with sound muted) every
call is silent and nothing else changes.

The sounds are short tones written once as WAV files into a temporary folder (no sound files
ship with the app).
"""

from __future__ import annotations

import math
import struct
import tempfile
import wave
from pathlib import Path
from typing import Any

from PySide6.QtCore import QObject, QUrl

KEY_SOUND = "play/sound"
# How to get QtMultimedia: the package's optional extra (pyproject.toml), said to the user.
INSTALL_SOUND = 'pip install "mahjong-gui[sound]"'

# Each call's tone: (frequency in Hz, length in ms); a win rises in two notes.
TONES: dict[str, tuple[tuple[float, int], ...]] = {
    "pong": ((660.0, 90),),
    "chow": ((520.0, 90),),
    "kong": ((440.0, 80), (440.0, 80)),
    "win": ((660.0, 110), (880.0, 160)),
    "discard": ((300.0, 35),),
}


def _multimedia() -> Any:
    """The QSoundEffect class, or None when QtMultimedia is not installed."""
    try:
        from PySide6.QtMultimedia import QSoundEffect
    except ImportError:
        return None
    return QSoundEffect


def _write_tone(path: Path, notes: tuple[tuple[float, int], ...], rate: int = 22050) -> None:
    frames = bytearray()
    for freq, ms in notes:
        n = rate * ms // 1000
        for i in range(n):
            fade = min(1.0, i / 200, (n - i) / 400)  # no clicks at the ends
            frames += struct.pack("<h", int(9000 * fade * math.sin(2 * math.pi * freq * i / rate)))
    with wave.open(str(path), "wb") as out:
        out.setnchannels(1)
        out.setsampwidth(2)
        out.setframerate(rate)
        out.writeframes(bytes(frames))


class Sounds(QObject):
    """Plays a call's tone when QtMultimedia is there and sound is on; else does nothing."""

    def __init__(self, parent: QObject | None = None, enabled: bool = True) -> None:
        super().__init__(parent)
        self.enabled = enabled
        self._effect_class = _multimedia()
        self._effects: dict[str, Any] = {}
        self._folder: tempfile.TemporaryDirectory[str] | None = None
        self.played: list[str] = []  # every tone asked for while sound was on (tests)

    @property
    def available(self) -> bool:
        return self._effect_class is not None

    def play(self, name: str) -> bool:
        """Play ``name``'s tone; False when silent (muted, no QtMultimedia, unknown name or
        an audio back end that fails)."""
        if not self.enabled or name not in TONES:
            return False
        self.played.append(name)
        if self._effect_class is None:
            return False
        try:
            effect = self._effects.get(name)
            if effect is None:
                if self._folder is None:
                    self._folder = tempfile.TemporaryDirectory(prefix="mahjong_gui_sound_")
                path = Path(self._folder.name) / f"{name}.wav"
                _write_tone(path, TONES[name])
                effect = self._effect_class(self)
                effect.setSource(QUrl.fromLocalFile(str(path)))
                effect.setVolume(0.5)
                self._effects[name] = effect
            effect.play()
        except Exception:  # no audio device or a broken back end: stay silent
            self._effect_class = None
            return False
        return True
