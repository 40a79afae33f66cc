#!/bin/sh
# A stand-in for `larder ocr-worker` that says it is ready, reads one whole request, acknowledges it and exits
# without answering, as a worker ended by the image would (OCRProcessRecognizerTests).
echo '{"ready":true}' >&3
read header
count=$(echo "$header" | sed 's/.*"byteCount":\([0-9]*\).*/\1/')
head -c "$count" > /dev/null
echo '{"received":true}' >&3
exit 0
