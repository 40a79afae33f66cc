#!/bin/sh
# `make run`: starts the daemon on a fresh demo data folder, drops the sample receipts into its inbox,
# waits until every one has landed, shows `larder status` and where the files went, then stops it.
set -eu
LARDER=${LARDER:-.build/release/larder}
DEMO=${DEMO:-demo}

rm -rf "$DEMO"
mkdir -p "$DEMO/inbox"
# The web app on a free port: the demo must not fail because something already listens on 8470.
"$LARDER" daemon --config Config/larder.toml --data-dir "$DEMO" --web-listen 127.0.0.1:0 2>"$DEMO/daemon.log" &
PID=$!
trap 'kill -TERM $PID 2>/dev/null || true' EXIT INT TERM

count=0
for sample in "$@"; do
    # Copied under a temporary name and renamed, as a sync tool would, so no half-written file is seen.
    name=$(basename "$sample")
    cp "$sample" "$DEMO/inbox/.$name.part"
    mv "$DEMO/inbox/.$name.part" "$DEMO/inbox/$name"
    count=$((count + 1))
done
echo "Dropped $count receipts into $DEMO/inbox; the daemon (pid $PID) is reading them..."

while :; do
    left=$(find "$DEMO/inbox" -maxdepth 1 -type f ! -name '.*' | wc -l)
    [ "$left" -eq 0 ] && break
    kill -0 $PID 2>/dev/null || { echo "the daemon stopped; see $DEMO/daemon.log"; exit 1; }
    printf '\r%s left in the inbox ' "$left"
    sleep 1
done
echo
"$LARDER" status --config Config/larder.toml --data-dir "$DEMO"
echo
echo "Archived:"
(cd "$DEMO" && find archive failed duplicates -type f 2>/dev/null | sort)
kill -TERM $PID
wait $PID
trap - EXIT INT TERM
echo
echo "Stopped cleanly. Database: $DEMO/larder.sqlite, log: $DEMO/daemon.log."
echo "Run it yourself: .build/release/larder daemon --data-dir $DEMO, then drop images into $DEMO/inbox."
