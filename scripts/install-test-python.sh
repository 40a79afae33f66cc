#!/usr/bin/env bash
# Installs the Python test helpers (Tests/WebChecks/requirements.txt) into .build/test-python, a virtual
# environment of their own, when they are missing or the requirements changed. Larder itself needs no Python.
set -euo pipefail
cd "$(dirname "$0")/.."
venv=.build/test-python
requirements=Tests/WebChecks/requirements.txt
stamp="$venv/requirements.sha256"
wanted=$(sha256sum "$requirements" | cut -d' ' -f1)
if [ -x "$venv/bin/python" ] && [ "$(cat "$stamp" 2>/dev/null)" = "$wanted" ]; then
    exit 0
fi
echo "Installing the Python test helpers into $venv"
rm -rf "$venv"
if ! python3 -m venv "$venv" 2>/dev/null; then
    # Debian's own Python keeps venv in a package of its own.
    scripts/install-deps.sh python3-venv
    rm -rf "$venv"
    python3 -m venv "$venv"
fi
"$venv/bin/pip" install --quiet --disable-pip-version-check -r "$requirements"
echo "$wanted" > "$stamp"
