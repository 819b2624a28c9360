#!/bin/sh
# install-check.sh: build into a temporary prefix with `meson install` and
# check that every file a desktop needs is there, the schema compiles, the
# installed programs run and find their translations.  TAP output.
set -eu
src=$(cd "$(dirname "$0")/.." && pwd)
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
root=$tmp/prefix
meson setup "$tmp/build" "$src" --prefix="$root" -Dtests=false >/dev/null
meson compile -C "$tmp/build" >/dev/null
meson install -C "$tmp/build" >/dev/null
app=io.github.knightlab.KnightLab
n=0
fail=0
check () {
  n=$((n + 1))
  if eval "$2"; then echo "ok $n - $1"; else echo "not ok $n - $1"; fail=1; fi
}
for f in bin/knight-lab bin/knight-solve \
         share/applications/$app.desktop share/metainfo/$app.metainfo.xml \
         share/glib-2.0/schemas/$app.gschema.xml share/glib-2.0/schemas/gschemas.compiled \
         share/mime/packages/$app.xml \
         share/icons/hicolor/scalable/apps/$app.svg share/icons/hicolor/symbolic/apps/$app-symbolic.svg \
         share/icons/hicolor/scalable/mimetypes/application-x-knight-lab-puzzle.svg; do
  check "installed $f" "[ -e '$root/$f' ]"
done
for lang in $(cat "$src/po/LINGUAS"); do
  check "installed the $lang translation" "[ -e '$root/share/locale/$lang/LC_MESSAGES/knight-lab.mo' ]"
done
check "the installed schema compiles" "glib-compile-schemas --strict --dry-run '$root/share/glib-2.0/schemas'"
check "the installed knight-solve answers the moves sample" \
  "'$root/bin/knight-solve' --judge moves < '$src/tests/data/moves.in' | cmp -s - '$src/tests/data/moves.out'"
# The installed program finds its translations: its usage is in German under LANGUAGE=de.
check "the installed knight-solve speaks German" \
  "LANGUAGE=de LC_ALL=C.UTF-8 '$root/bin/knight-solve' --help | grep -q 'Befehle'"
echo "1..$n"
exit $fail
