#!/usr/bin/env bash
# CI: start the real installed mahjong-gui under Xvfb, wait for its window, ask it to quit
# (SIGTERM: the app closes its window as a user would) and require exit code 0. A missing
# runtime library, a crash at start or a hang on quit fails the run.
#   scripts/ci_window_check.sh [PATH/TO/mahjong-gui]
set -u
app=${1:-.venv/bin/mahjong-gui}
disp=:$((60 + RANDOM % 30))
Xvfb "$disp" -screen 0 1280x800x24 -nolisten tcp >/tmp/ci-xvfb.log 2>&1 & xpid=$!
trap 'kill $xpid 2>/dev/null' EXIT
sleep 1
export MAHJONG_GUI_DATA_DIR=$(mktemp -d) XDG_CONFIG_HOME=$(mktemp -d)
DISPLAY=$disp QT_QPA_PLATFORM=xcb "$app" >/tmp/ci-app.log 2>&1 & apid=$!
found=""
for _ in $(seq 1 60); do
  if ! kill -0 $apid 2>/dev/null; then
    echo "window check: mahjong-gui exited before showing a window:"; cat /tmp/ci-app.log
    exit 1
  fi
  if DISPLAY=$disp xdotool search --onlyvisible --name '^Mahjong' >/dev/null 2>&1; then
    found=yes; break
  fi
  sleep 0.5
done
if [ -z "$found" ]; then
  echo "window check: no Mahjong window within 30 s"; cat /tmp/ci-app.log; kill $apid; exit 1
fi
kill -TERM $apid
for _ in $(seq 1 40); do kill -0 $apid 2>/dev/null || break; sleep 0.25; done
if kill -0 $apid 2>/dev/null; then
  echo "window check: mahjong-gui did not quit within 10 s of SIGTERM"; kill -9 $apid; exit 1
fi
wait $apid; rc=$?
if [ $rc -ne 0 ]; then echo "window check: exit code $rc"; cat /tmp/ci-app.log; exit 1; fi
echo "window check: the window appeared and the app quit cleanly"
