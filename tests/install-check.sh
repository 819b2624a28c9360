#!/bin/sh
# install-check.sh: build into a temporary prefix with `meson install` and
# check that every file a desktop needs is there, the schema compiles, the
# installed programs run and find their translations, and that libknight is
# a real library: soname, exported names, pkg-config, and the example of
# docs/libknight.md built against the installed copy and run.  TAP output.
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
# The lessons, byte for byte, and the installed knight-solve solves them.
for f in "$src"/data/lessons/*.knight; do
  lesson=share/knight-lab/lessons/${f##*/}
  check "installed $lesson" "cmp -s '$f' '$root/$lesson'"
done
check "the installed knight-solve solves the installed lessons" \
  "'$root/bin/knight-solve' '$root'/share/knight-lab/lessons/*.knight > /dev/null"
# knight-solve's picture module, which it opens only for --export-*: the
# installed program finds the installed module, and says so without it.
module=$(find "$root" -name knight-solve-media.so | head -n 1)
check "installed knight-solve-media.so in libdir/knight-lab" \
  "case '$module' in '$root'/*/knight-lab/knight-solve-media.so) true ;; *) false ;; esac"
check "the installed knight-solve exports a PNG with its caption" \
  "'$root/bin/knight-solve' path --from a1 --to h8 --export-image '$tmp/route.png' --caption \
     > /dev/null && [ \"\$(head -c 4 '$tmp/route.png' | tail -c 3)\" = PNG ]"
check "the installed knight-solve links no picture library" \
  "! readelf -d '$root/bin/knight-solve' | grep -q -e 'libcairo' -e 'libgst' -e 'libpango'"
if [ -n "$module" ]; then
  mv "$module" "$module.away"
  status=0
  "$root/bin/knight-solve" path --from a1 --to h8 --export-image "$tmp/none.png" \
    > /dev/null 2> "$tmp/none.err" || status=$?
  mv "$module.away" "$module"
  check "without its module knight-solve says so, exits 2 and writes nothing" \
    "[ $status = 2 ] && grep -q 'picture module' '$tmp/none.err' && [ ! -e '$tmp/none.png' ]"
fi
for lang in $(cat "$src/po/LINGUAS"); do
  check "installed the $lang translation" "[ -e '$root/share/locale/$lang/LC_MESSAGES/knight-lab.mo' ]"
done
check "the installed schema compiles" "glib-compile-schemas --strict --dry-run '$root/share/glib-2.0/schemas'"
check "the installed knight-solve answers the moves sample" \
  "'$root/bin/knight-solve' --judge moves < '$src/tests/data/moves.in' | cmp -s - '$src/tests/data/moves.out'"
# The installed program finds its translations: its usage is in German under LANGUAGE=de.
check "the installed knight-solve speaks German" \
  "LANGUAGE=de LC_ALL=C.UTF-8 '$root/bin/knight-solve' --help | grep -q 'Befehle'"

# libknight, as another program sees it.
pc=$(find "$root" -name knight.pc | head -n 1)
check "installed knight.pc" "[ -n '$pc' ]"
export PKG_CONFIG_PATH="${pc%/*}"
libdir=$(pkg-config --variable=libdir knight 2>/dev/null || true)
major=$(sed -n 's/^#define KN_VERSION_MAJOR \([0-9]*\)$/\1/p' "$src/src/libknight/knight.h")
check "installed knight.h" "[ -e '$root/include/knight.h' ] && cmp -s '$root/include/knight.h' '$src/src/libknight/knight.h'"
check "pkg-config finds the library in the prefix" "case '$libdir' in '$root'/*) true ;; *) false ;; esac"
check "installed libknight.so with the soname libknight.so.$major" \
  "readelf -d '$libdir/libknight.so' | grep -q 'SONAME.*\\[libknight\\.so\\.$major\\]'"
# Functions are declared in knight.h as "type kn_name(...)".
grep -oE '\bkn_[a-z0-9_]+\(' "$root/include/knight.h" | tr -d '(' | sort -u > "$tmp/declared"
nm -D --defined-only "$libdir/libknight.so" | awk '$2 == "T" { print $3 }' | sort -u > "$tmp/exported"
check "libknight exports exactly the functions knight.h declares" \
  "[ -s '$tmp/declared' ] && cmp -s '$tmp/declared' '$tmp/exported'"
undocumented=$(while read -r f; do grep -q "\\b$f\\b" "$src/docs/libknight.md" || echo "$f"; done < "$tmp/declared")
check "docs/libknight.md describes every public function${undocumented:+ (missing: $undocumented)}" \
  "[ -z '$undocumented' ]"
# Writable data the toolchain adds starts with _ (and crtstuff's completed.0).
nm --defined-only "$libdir/libknight.so" | awk '$2 ~ /^[bBdD]$/ { print $3 }' \
  | grep -v -e '^_' -e '^completed\.' > "$tmp/globals" || true
check "libknight holds no global state" "[ ! -s '$tmp/globals' ]"
# The example program of docs/libknight.md, compiled as any user would.
awk '/install check extracts this program/ { want = 1 }
     want && /^```c$/ { inside = 1; next }
     inside && /^```$/ { exit }
     inside { print }' "$src/docs/libknight.md" > "$tmp/route.c"
check "the example of docs/libknight.md builds with pkg-config --cflags --libs knight" \
  "cc -std=c11 -Wall -Wextra -Werror -pedantic '$tmp/route.c' \$(pkg-config --cflags --libs knight) \
     -Wl,-rpath,'$libdir' -o '$tmp/route'"
check "the example runs on the installed libknight.so.$major" \
  "ldd '$tmp/route' | grep -q '$libdir/libknight\\.so\\.$major'"
"$tmp/route" > "$tmp/route.out" 2>&1 || true
check "the example reports the version pkg-config knows" \
  "[ \"\$(sed -n 1p '$tmp/route.out')\" = \"libknight \$(pkg-config --modversion knight)\" ]"
check "the example finds the 7-move route from a1 to f1" \
  "sed -n 2p '$tmp/route.out' | grep -qx 'a1 to f1: 7 moves: a1 .* f1'"
echo "1..$n"
exit $fail
