#!/bin/sh
# po-check.sh FILE.po: the translation compiles cleanly (msgfmt --check) and
# is complete: no untranslated and no fuzzy messages.
set -eu
stats=$(msgfmt --check --check-accelerators=_ --statistics -o /dev/null "$1" 2>&1)
echo "$stats"
case $stats in
  *untranslated*|*fuzzy*) echo "incomplete translation: $1"; exit 1;;
esac
