#!/usr/bin/env bash
# Installs the Debian packages Larder builds and runs with, only when some are missing.
# Uses sudo only when not already root.
set -euo pipefail

# Extra package names may be given as arguments (e.g. `systemd`, for checking the unit in tests).
packages=(libtesseract-dev libleptonica-dev libzbar-dev tesseract-ocr tesseract-ocr-eng tesseract-ocr-deu libsqlite3-dev pkg-config
    # The Latin script model settles the capitals of vertical strokes in a shop's name (a slab-serif I read as T)
    # and a date's till digits when its three re-reads agree.
    tesseract-ocr-script-latn
    # PDF receipts: poppler reads the text layer, cairo renders pages without one.
    libpoppler-glib-dev libcairo2-dev
    # The report tests render the HTML report in headless chromium.
    chromium
    # The daemon names days in the local time zone through the C library, which reads the zone files.
    tzdata
    "$@")
missing=()
for package in "${packages[@]}"; do
    dpkg-query -W -f='${Status}' "$package" 2>/dev/null | grep -q "install ok installed" || missing+=("$package")
done
[ ${#missing[@]} -eq 0 ] && exit 0

echo "Installing missing Debian packages: ${missing[*]}"
sudo=""
[ "$(id -u)" -eq 0 ] || sudo="sudo"
$sudo apt-get update -qq
DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y -qq --no-install-recommends "${missing[@]}"
