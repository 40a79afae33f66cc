#!/usr/bin/env bash
# Runs a command (the test suite) with a time limit. A run that hangs is not just killed: first every thread of
# every process it started is shown (gdb's backtraces, a few frames each), so a hang on a CI machine says where
# it hangs. Usage: scripts/run-with-watchdog.sh MINUTES COMMAND [ARGUMENTS...]
set -uo pipefail
minutes=$1
shift

# A session of its own, so every process it starts (the test bundle, the programs tests start, whatever process
# group they are in) can be listed and stopped together.
setsid "$@" &
leader=$!
# Ctrl-C or a stop of the caller reaches the whole session, which no longer shares the terminal's signals.
trap 'kill -TERM $(ps -o pid= -s "$leader") 2>/dev/null; exit 130' INT
trap 'kill -TERM $(ps -o pid= -s "$leader") 2>/dev/null; exit 143' TERM
deadline=$((SECONDS + minutes * 60))
while kill -0 "$leader" 2>/dev/null; do
    if [ "$SECONDS" -ge "$deadline" ]; then
        echo "run-with-watchdog: still running after $minutes minutes; its processes and where their threads are:" >&2
        ps -o pid,ppid,etime,time,stat,args -s "$leader" >&2 || true
        # The process with the most threads (the test bundle) last, where a log's tail shows it.
        for pid in $(for p in $(ps -o pid= -s "$leader"); do
            echo "$(awk '/^Threads:/ {print $2}' "/proc/$p/status" 2>/dev/null || echo 0) $p"
        done | sort -n | awk '{print $2}'); do
            echo "--- threads of $pid: $(tr '\0' ' ' < "/proc/$pid/cmdline" 2>/dev/null | cut -c1-160)" >&2
            # Frames only, without arguments or sources, so the whole dump stays short enough to read in a log.
            frames=$(command -v gdb >/dev/null && timeout 60 gdb -p "$pid" -batch -nx \
                -ex "set print frame-arguments none" -ex "set print frame-info short-location" \
                -ex "thread apply all bt 12" 2>&1 | grep -E '^(Thread|#|ptrace|Could not attach)' | cut -c1-160)
            if echo "$frames" | grep -q '^#'; then
                echo "$frames" >&2
            else
                # Without gdb, or not allowed to attach: each thread's name and the kernel function it waits in.
                echo "${frames:-gdb is not installed}" >&2
                for task in /proc/"$pid"/task/*; do
                    echo "  $(cat "$task/comm" 2>/dev/null) waits in $(cat "$task/wchan" 2>/dev/null)" >&2
                done
            fi
        done
        kill -KILL $(ps -o pid= -s "$leader") 2>/dev/null
        wait "$leader" 2>/dev/null
        echo "run-with-watchdog: stopped after $minutes minutes" >&2
        exit 124
    fi
    sleep 5
done
wait "$leader"
