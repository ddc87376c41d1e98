#!/usr/bin/env bash
# Builds the DocC catalog of the Scenewright module with the toolchain's docc, failing on warnings.
# Usage: Scripts/build-docs.sh [output-dir]   (default: .build-docs/Scenewright.doccarchive)
set -euo pipefail
cd "$(dirname "$0")/.."
out="${1:-.build-docs/Scenewright.doccarchive}"
graphs=.build-docs/scenewright-symbol-graphs
rm -rf "$graphs" && mkdir -p "$graphs"
rm -rf .build-docs/*/symbolgraph
# dump-symbol-graph also tries the test modules and may exit non-zero for them; what matters is
# that this module's graphs were written, which is checked right after.
swift package --scratch-path .build-docs dump-symbol-graph >/dev/null 2>&1 || true
ls .build-docs/*/symbolgraph/Scenewright.symbols.json >/dev/null 2>&1 \
    || { echo "docs: no symbol graph for Scenewright was written" >&2; exit 1; }
# Only this module's graphs (its own symbols and its extensions of HeadlessUI types).
cp .build-docs/*/symbolgraph/Scenewright.symbols.json .build-docs/*/symbolgraph/Scenewright@*.symbols.json "$graphs"/
docc convert Sources/Scenewright/Documentation.docc \
    --fallback-display-name Scenewright \
    --fallback-bundle-identifier org.scenewright.Scenewright \
    --additional-symbol-graph-dir "$graphs" \
    --warnings-as-errors \
    --output-path "$out"
echo "docs: built $out"
