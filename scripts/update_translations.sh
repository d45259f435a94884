#!/usr/bin/env bash
# Regenerate translations/*.ts from the Python sources (existing translations are kept) and
# compile them into the .qm catalogues the app loads.
#   scripts/update_translations.sh            update every language
#   scripts/update_translations.sh vi ja      update only these (also creates a new language's .ts)
set -euo pipefail

root=$(cd "$(dirname "$0")/.." && pwd)
cd "$root"

# Prefer the project's venv tools, then whatever is on PATH.
tool() {
  local name=$1
  for candidate in "$root/.venv/bin/$name" "$root/.venv/Scripts/$name.exe"; do
    if [ -x "$candidate" ]; then echo "$candidate"; return; fi
  done
  command -v "$name" || { echo "error: $name not found (pip install PySide6-Essentials)" >&2; exit 1; }
}
lupdate=$(tool pyside6-lupdate)
lrelease=$(tool pyside6-lrelease)

# Our code -> the locale lupdate records as the catalogue's language (plural rules etc.).
target_language() {
  case "$1" in
    zh_Hans) echo zh_CN ;;
    zh_Hant) echo zh_TW ;;
    vi) echo vi_VN ;;
    ja) echo ja_JP ;;
    id) echo id_ID ;;
    en) echo en_US ;;
    *) echo "$1" ;;
  esac
}

if [ $# -gt 0 ]; then
  codes=("$@")
else
  codes=()
  for ts in translations/mahjong_gui_*.ts; do
    code=${ts#translations/mahjong_gui_}
    codes+=("${code%.ts}")
  done
fi

python=python3
for candidate in "$root/.venv/bin/python" "$root/.venv/Scripts/python.exe"; do
  if [ -x "$candidate" ]; then python=$candidate; break; fi
done

for code in "${codes[@]}"; do
  extra=()
  # English needs only its plural forms ("%n tile(s)" -> "1 tile", "2 tiles"), filled in
  # from the sources' "(s)" marks.
  if [ "$code" = en ]; then extra=(-pluralonly); fi
  "$lupdate" -extensions py -source-language en -target-language "$(target_language "$code")" \
    -no-obsolete -locations none "${extra[@]}" mahjong_gui -ts "translations/mahjong_gui_$code.ts"
  if [ "$code" = en ]; then "$python" scripts/fill_english_plurals.py; fi
  "$lrelease" "translations/mahjong_gui_$code.ts" -qm "translations/mahjong_gui_$code.qm"
done
