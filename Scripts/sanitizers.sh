#!/usr/bin/env bash
# Runs the stress suites under ThreadSanitizer and AddressSanitizer (with LeakSanitizer):
#   StressTests            model-based stress of the stage and scenes (HeadlessUI + Scenewright)
#   ContainerStressTests   the container under 8 resolving/registering threads
#   SignalsStressTests     signals under concurrent posting, subscribing and unsubscribing
# Fails if a run fails, if any sanitizer report is printed (even when the runner exits 0), or if the
# filter stops matching the three suites.
# Usage: Scripts/sanitizers.sh [thread|address]...   (default: both, thread first)
# Scratch paths: .build-tsan and .build-asan. SCENEWRIGHT_STRESS_OPS / SCENEWRIGHT_STRESS_SEED are
# passed through to the stage stress test (default 10,000 operations).
set -euo pipefail
cd "$(dirname "$0")/.."

# Exact: the three suite types, not every test whose name contains "StressTests".
filter='^ScenewrightTests\.(Container|Signals)?StressTests/'
expected_suites=3

# All three suites are swift-testing suites, so the XCTest runner is not started
# (--disable-xctest). Starting it with nothing to run still leaks its own suite-run bookkeeping
# (XCTestSuiteRun / XCTMainMisc in libXCTest.so), which LeakSanitizer reports; not starting it
# needs no LeakSanitizer suppression file at all. (A suppression matching XCTMainMisc would also
# hide real leaks, since XCTMainMisc is on the stack of every XCTest-hosted test.)
export TSAN_OPTIONS="${TSAN_OPTIONS:-second_deadlock_stack=1}"
export ASAN_OPTIONS="${ASAN_OPTIONS:-detect_leaks=1:check_initialization_order=1:strict_init_order=1:detect_stack_use_after_return=1}"

run() {
    local sanitizer=$1 scratch=$2 report=$3
    local log="$scratch/sanitizer-run.log"
    mkdir -p "$scratch"
    local cmd=(swift test --scratch-path "$scratch" --sanitize="$sanitizer" --disable-xctest
        --filter "$filter")
    echo "== $sanitizer sanitizer: stage, container and signals stress suites"
    case $sanitizer in
        thread) echo "TSAN_OPTIONS=$TSAN_OPTIONS" ;;
        address) echo "ASAN_OPTIONS=$ASAN_OPTIONS" ;;
    esac
    echo "+ ${cmd[*]:0:${#cmd[@]}-1} '$filter'"
    local status=0
    # The full output goes to the log; the console drops only gold's ~280 "Cannot export local
    # symbol '__asan_…'" link warnings (the ASan runtime's own assembly stubs; harmless).
    "${cmd[@]}" 2>&1 | tee "$log" \
        | sed "/^\/usr\/bin\/ld.gold: warning: Cannot export local symbol '__asan_/d" || status=$?
    if grep -qE "$report" "$log"; then
        echo "sanitizers: $sanitizer sanitizer reported problems (see above; log: $log)" >&2
        return 1
    fi
    if [[ $status -ne 0 ]]; then
        echo "sanitizers: swift test --sanitize=$sanitizer exited $status (log: $log)" >&2
        return 1
    fi
    if ! grep -qE "Test run with [1-9][0-9]* tests? in $expected_suites suites passed" "$log"; then
        echo "sanitizers: expected $expected_suites passing suites for filter '$filter' (log: $log)" >&2
        return 1
    fi
    echo "$sanitizer sanitizer: clean"
}

sanitizers=("$@")
[[ ${#sanitizers[@]} -gt 0 ]] || sanitizers=(thread address)
for sanitizer in "${sanitizers[@]}"; do
    case $sanitizer in
        thread) run thread .build-tsan 'WARNING: ThreadSanitizer|ThreadSanitizer: reported' ;;
        address) run address .build-asan 'ERROR: (AddressSanitizer|LeakSanitizer)' ;;
        *)
            echo "usage: $0 [thread|address]..." >&2
            exit 2
            ;;
    esac
done
