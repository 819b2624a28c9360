#!/bin/sh
# present-wm.sh TEST-APP-PRESENT: present mode's full screen, which needs a
# window manager.  The other GUI tests share one X display without one, and
# a window manager there would move and resize their windows; so this one
# starts an X server of its own (xvfb-run -a picks a free display) with
# openbox on it, and runs /app/present/full-screen there.  Prints TAP.
set -eu
test_app=$1
missing=""
command -v xvfb-run >/dev/null || missing="$missing xvfb"
command -v openbox >/dev/null || missing="$missing openbox"
if [ -n "$missing" ]; then
  echo "Bail out! missing:$missing (./build-aux/deps installs them)"
  exit 1
fi
export KNIGHT_LAB_TEST_WM=1
exec xvfb-run -a -s "-screen 0 1280x1024x24" sh -c '
  openbox --sm-disable >/dev/null 2>&1 &
  wm=$!
  # until openbox has taken the screen (it sets _NET_SUPPORTING_WM_CHECK)
  for i in $(seq 100); do
    xprop -root _NET_SUPPORTING_WM_CHECK 2>/dev/null | grep -q "window id" && break
    sleep 0.1
  done
  status=0
  "$0" -p /app/present/full-screen || status=$?
  kill "$wm" 2>/dev/null || true
  exit "$status"
' "$test_app"
