"""Interface languages: which ones exist, which one the user wants, and loading the catalogues."""

from __future__ import annotations

from collections.abc import Iterable
from pathlib import Path

from PySide6.QtCore import QCoreApplication, QLibraryInfo, QLocale, Qt, QTranslator

from mahjong_gui.paths import translations_dir

DEFAULT_LANGUAGE = "en"

# (code, name of the language in that language). Native names are never translated.
LANGUAGES: list[tuple[str, str]] = [
    ("en", "English"),
    ("vi", "Tiếng Việt"),
    ("zh_Hans", "简体中文"),
    ("zh_Hant", "繁體中文"),
    ("ja", "日本語"),
    ("id", "Bahasa Indonesia"),
]
LANGUAGE_CODES: list[str] = [code for code, _ in LANGUAGES]

# Locale used for number/date formatting and Qt's own catalogue (qtbase_<suffix>.qm) per code.
_QT_LOCALE: dict[str, str] = {
    "en": "en_US",
    "vi": "vi_VN",
    "zh_Hans": "zh_CN",
    "zh_Hant": "zh_TW",
    "ja": "ja_JP",
    "id": "id_ID",
}
_QT_CATALOGUE_SUFFIX: dict[str, str] = {
    "en": "en",
    "vi": "vi",
    "zh_Hans": "zh_CN",
    "zh_Hant": "zh_TW",
    "ja": "ja",
    "id": "id",
}

# Keep the installed translators alive (Qt does not own them) and know what is current.
_installed: list[QTranslator] = []
_catalogue_bytes: list[bytes] = []  # what the installed catalogues were loaded from
_current: str = DEFAULT_LANGUAGE


def native_name(code: str) -> str:
    return dict(LANGUAGES)[code]


def language_for_locale(locale: QLocale | str) -> str | None:
    """Our language code for a locale or locale name (``zh_HK``, ``vi-VN``, ``in``), or None.

    Exact codes (``zh_Hans``) are accepted too. English and unsupported languages give ``en``
    and None respectively.
    """
    if isinstance(locale, str):
        name = locale.strip().replace("-", "_")
        if name in LANGUAGE_CODES:
            return name
        if name.split("_", 1)[0].lower() == "in":  # the old ISO code for Indonesian
            return "id"
        locale = QLocale(name)
    language = locale.language()
    if language == QLocale.Language.Chinese:
        script = locale.script()
        if script == QLocale.Script.TraditionalHanScript:
            return "zh_Hant"
        if script == QLocale.Script.SimplifiedHanScript:
            return "zh_Hans"
        traditional = (
            QLocale.Country.Taiwan,
            QLocale.Country.HongKong,
            QLocale.Country.Macao,
        )
        return "zh_Hant" if locale.territory() in traditional else "zh_Hans"
    return {
        QLocale.Language.English: "en",
        QLocale.Language.Vietnamese: "vi",
        QLocale.Language.Japanese: "ja",
        QLocale.Language.Indonesian: "id",
    }.get(language)


def system_language(locale: QLocale | None = None) -> str:
    """The first supported language among the system's UI languages, else English."""
    locale = QLocale.system() if locale is None else locale
    candidates: Iterable[str] = [*locale.uiLanguages(), locale.name()]
    for name in candidates:
        code = language_for_locale(name)
        if code is not None:
            return code
    return DEFAULT_LANGUAGE


def current_language() -> str:
    """The code last passed to :func:`install_translators`."""
    return _current


def app_catalogue(code: str) -> str:
    """Path of our compiled catalogue for ``code`` (it may not exist, e.g. for English)."""
    return str(translations_dir() / f"mahjong_gui_{code}.qm")


def _load(translator: QTranslator, path: Path) -> bool:
    """Load a catalogue read into memory (the bytes kept while it is installed): loaded by
    name, Qt maps the file, and a catalogue replaced while the app runs (an upgrade, a
    translator's rebuild) would end the process with a bus error."""
    try:
        data = path.read_bytes()
    except OSError:
        return False
    if not translator.load(data):
        return False
    _catalogue_bytes.append(data)
    return True


def install_translators(app: QCoreApplication, code: str) -> list[QTranslator]:
    """Replace the installed catalogues with those for ``code`` and return the new translators.

    Loads our ``mahjong_gui_<code>.qm`` and, when Qt ships one, ``qtbase_<lang>.qm``. Installing
    sends a LanguageChange event, so open windows can retranslate themselves. Ours is installed
    last, so it is asked first: it also carries Qt's own words (``ui/qt_strings.py``) for the
    languages Qt has no catalogue for. When the app speaks another language than the system,
    Qt's own file and message dialogs are used instead of the platform's, which would speak the
    system's language.
    """
    global _current
    if code not in LANGUAGE_CODES:
        raise ValueError(f"unknown language code {code!r}; expected one of {LANGUAGE_CODES}")
    for translator in _installed:
        app.removeTranslator(translator)
    _installed.clear()
    _catalogue_bytes.clear()

    QLocale.setDefault(QLocale(_QT_LOCALE[code]))
    qt_dir = QLibraryInfo.path(QLibraryInfo.LibraryPath.TranslationsPath)
    for path in (
        Path(qt_dir) / f"qtbase_{_QT_CATALOGUE_SUFFIX[code]}.qm",
        Path(app_catalogue(code)),
    ):
        # Only exact files: QTranslator.load(name, dir) would fall back to shorter names.
        translator = QTranslator(app)
        if path.is_file() and _load(translator, path):
            app.installTranslator(translator)
            _installed.append(translator)
    _current = code
    QCoreApplication.setAttribute(Qt.ApplicationAttribute.AA_DontUseNativeDialogs,
                                  code != system_language())
    return list(_installed)
