#!/usr/bin/env bash
# Checks that a change keeps `larder process --json` byte-identical (OCR timings aside) on every image in
# TestReceipts/ and ../shared/datasets: run it with the binary built before the change and the one after.
#   Tools/same-output/compare.sh /tmp/larder-before .build/release/larder
# Each file is processed alone into a fresh database, two at a time; about 15 minutes on two cores.
set -euo pipefail
before=$1 after=$2
root=$(cd "$(dirname "$0")/../.." && pwd)
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
find "$root/TestReceipts" "$root/../shared/datasets" -type f \
    \( -iname '*.jpg' -o -iname '*.jpeg' -o -iname '*.png' -o -iname '*.pdf' -o -iname '*.tif*' -o -iname '*.webp' \) |
    sort > "$work/files"
run() { # binary, output folder
    mkdir -p "$2"
    OMP_THREAD_LIMIT=1 xargs -P 2 -I{} sh -c \
        'out="$2/$(echo "$3" | tr / _).json"; db=$(mktemp -d); "$1" process --json --db "$db/l.sqlite" "$3" > "$out" 2>/dev/null; echo "exit $?" >> "$out"; rm -rf "$db"' \
        _ "$1" "$2" {} < "$work/files"
}
run "$before" "$work/before"
run "$after" "$work/after"
# OCR time is the only field that may differ between two runs of the same binary.
strip() { sed -E 's/"seconds" : [0-9.e-]+/"seconds" : 0/' "$1"; }
differ=0
for file in "$work"/before/*.json; do
    name=$(basename "$file")
    if ! cmp -s <(strip "$file") <(strip "$work/after/$name"); then
        echo "differs: $name"
        differ=$((differ + 1))
    fi
done
echo "$(wc -l < "$work/files") files, $differ differ"
[ "$differ" -eq 0 ]
