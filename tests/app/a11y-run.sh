#!/bin/sh
# a11y-run.sh: the accessibility test's harness.  In a D-Bus session of its
# own it starts the accessibility bus (at-spi-bus-launcher), runs Knight Lab
# on the X display it is given with the bridge on (the other GUI tests turn
# it off), and lets a11y-test.py walk the app's AT-SPI tree and drive the
# board with xdotool.  Prints TAP.
#   a11y-run.sh KNIGHT-LAB A11Y-TEST.PY
set -eu
app=$1
script=$2

if [ -z "${DISPLAY:-}" ]; then
  echo "1..0 # SKIP no display (./build-aux/test runs the suite under xvfb-run)"
  exit 0
fi
launcher=""
for l in /usr/libexec/at-spi-bus-launcher /usr/lib/at-spi2-core/at-spi-bus-launcher; do
  [ -x "$l" ] && launcher=$l && break
done
# Debian's Python, which the gir1.2 packages serve (not a PATH's virtualenv)
python=/usr/bin/python3
missing=""
[ -n "$launcher" ] || missing="$missing at-spi2-core"
command -v xdotool >/dev/null || missing="$missing xdotool"
command -v dbus-run-session >/dev/null || missing="$missing dbus"
"$python" -c 'import gi; gi.require_version("Atspi", "2.0")' 2>/dev/null ||
  missing="$missing python3-gi gir1.2-atspi-2.0"
if [ -n "$missing" ]; then
  echo "Bail out! missing:$missing (./build-aux/deps installs them)"
  exit 1
fi

# A session bus of our own, so the accessibility bus is ours too.  The
# daemons print to their stdout: only the TAP, on fd 3, goes to ours.
if [ -z "${KL_A11Y_INNER:-}" ]; then
  KL_A11Y_INNER=1 exec dbus-run-session -- "$0" "$@" 3>&1 >&2
fi

scratch=$(mktemp -d)
pids=""
cleanup () {
  for p in $pids; do kill "$p" 2>/dev/null || true; done
  rm -rf "$scratch"
}
trap cleanup EXIT INT TERM

"$launcher" --launch-immediately >"$scratch/launcher.log" 2>&1 &
pids="$!"
# the launcher owns org.a11y.Bus once the bus is up (asking without
# activating, which would start a second launcher)
tries=0
until gdbus call --session --dest org.freedesktop.DBus --object-path /org/freedesktop/DBus \
    --method org.freedesktop.DBus.NameHasOwner org.a11y.Bus 2>/dev/null | grep -q true; do
  tries=$((tries + 1))
  if [ $tries -gt 100 ]; then
    echo "Bail out! the accessibility bus did not start" >&3
    cat "$scratch/launcher.log" >&2
    exit 1
  fi
  sleep 0.1
done

# A set of two puzzles, so the sidebar lists them.
cat >"$scratch/two.knight" <<'EOF'
[Knight Lab]
Version=1
Title=Accessibility

[Puzzle 1]
Title=Around the wall
Mode=path
Size=8x8
Blocked=c1 d1 c2 d2 c3 d3 c4 d4 c5 d5
Start=a1
Target=f1

[Puzzle 2]
Title=Gathering
Mode=camelot
Size=8x8
King=d4
Knights=a3 a8 h1 h8
EOF

# The bridge on: GTK_A11Y and NO_AT_BRIDGE (which the test environment sets) unset.
mkdir -p "$scratch/config" "$scratch/state" "$scratch/data"
env -u NO_AT_BRIDGE -u GTK_A11Y XDG_CONFIG_HOME="$scratch/config" \
  XDG_STATE_HOME="$scratch/state" XDG_DATA_HOME="$scratch/data" \
  "$app" "$scratch/two.knight" >"$scratch/app.log" 2>&1 &
app_pid=$!
pids="$app_pid $pids"

status=0
# (libatspi's warnings about objects that come and go are not the app's)
env -u G_DEBUG "$python" "$script" "$app_pid" >&3 || status=$?
if [ $status -ne 0 ]; then
  echo "# the app said:" >&2
  sed 's/^/# /' "$scratch/app.log" >&2
fi
exit $status
