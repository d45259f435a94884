"""Sound is an optional extra (issue 30 item 8): pyproject's extra ``sound`` brings QtMultimedia
(PySide6-Addons, kept to the Essentials' versions), the README says how to install it, and a
page without it says the same command where sound is switched."""

from __future__ import annotations

import builtins
import sys
from pathlib import Path

import pytest

from mahjong_gui.ui import sound

ROOT = Path(__file__).resolve().parent.parent

tomllib = pytest.importorskip("tomllib") if sys.version_info >= (3, 11) else None


def _project() -> dict:
    assert tomllib is not None
    return tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))["project"]


@pytest.mark.skipif(tomllib is None, reason="tomllib: Python 3.11")
def test_the_sound_extra_brings_the_addons_at_the_essentials_versions() -> None:
    project = _project()
    essentials = next(d for d in project["dependencies"] if d.startswith("PySide6-Essentials"))
    (addons,) = project["optional-dependencies"]["sound"]
    assert addons == essentials.replace("PySide6-Essentials", "PySide6-Addons")
    assert "sound" in sound.INSTALL_SOUND and project["name"] in sound.INSTALL_SOUND


def test_the_readme_says_how_to_install_sound() -> None:
    readme = (ROOT / "README.md").read_text(encoding="utf-8")
    assert 'pip install -e ".[sound]"' in readme and sound.INSTALL_SOUND in readme


def test_a_page_without_qtmultimedia_says_how_to_get_it(qtbot, monkeypatch,
                                                         tmp_path: Path) -> None:
    from mahjong_gui.ui.play.page import PlayPage

    monkeypatch.setenv("MAHJONG_GUI_CONFIG_DIR", str(tmp_path))
    real_import = builtins.__import__

    def no_multimedia(name, *args, **kwargs):
        if name.startswith("PySide6.QtMultimedia"):
            raise ImportError("no QtMultimedia here")
        return real_import(name, *args, **kwargs)

    monkeypatch.setattr(builtins, "__import__", no_multimedia)
    page = PlayPage()
    qtbot.addWidget(page)
    assert not page.sounds.available
    tip = page._teacher_actions["sound"].toolTip()
    assert tip == ("Sound needs Qt's multimedia module, the optional extra: "
                   'pip install "mahjong-gui[sound]"')
    assert page.teacher_menu.toolTipsVisible()
    page.controller.shutdown()
