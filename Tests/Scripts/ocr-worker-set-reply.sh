#!/bin/sh
# A stand-in for `larder ocr-worker` that says it is ready, reads one whole request and acknowledges it, then
# answers with the line in STAND_IN_REPLY: a reply that is no reading, or not the one asked for
# (OCRProcessRecognizerTests). Checked in rather than written by the test: a file the test process holds open for
# writing cannot be run while a parallel test starts a process.
echo '{"ready":true}' >&3
read header
count=$(echo "$header" | sed 's/.*"byteCount":\([0-9]*\).*/\1/')
head -c "$count" > /dev/null
echo '{"received":true}' >&3
echo "$STAND_IN_REPLY" >&3
exec sleep 60
