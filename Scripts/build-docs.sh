#!/usr/bin/env bash
# Builds the DocC catalogs of the HeadlessUI, Scenewright and ScenewrightServices modules with the
# toolchain's docc, failing on warnings.
# Usage: Scripts/build-docs.sh [scenewright-output-dir] [services-output-dir] [headlessui-output-dir]
#   (defaults: .build-docs/Scenewright.doccarchive, .build-docs/ScenewrightServices.doccarchive,
#   .build-docs/HeadlessUI.doccarchive)
set -euo pipefail
cd "$(dirname "$0")/.."
out="${1:-.build-docs/Scenewright.doccarchive}"
services_out="${2:-.build-docs/ScenewrightServices.doccarchive}"
headless_out="${3:-.build-docs/HeadlessUI.doccarchive}"
rm -rf .build-docs/*/symbolgraph
# dump-symbol-graph also tries the test modules and may exit non-zero for them; what matters is
# that each module's graphs were written, which is checked right after.
swift package --scratch-path .build-docs dump-symbol-graph >/dev/null 2>&1 || true

# build_catalog MODULE OUTPUT [MORE_MODULE…]: converts Sources/MODULE/Documentation.docc with MODULE's
# own graphs (its symbols and its extensions of other modules' types), and those of the modules named
# after it, which the archive documents too.
build_catalog() {
    local module="$1" output="$2"
    shift 2
    local graphs=".build-docs/$(echo "$module" | tr '[:upper:]' '[:lower:]')-symbol-graphs"
    rm -rf "$graphs" && mkdir -p "$graphs"
    ls .build-docs/*/symbolgraph/"$module".symbols.json >/dev/null 2>&1 \
        || { echo "docs: no symbol graph for $module was written" >&2; exit 1; }
    cp .build-docs/*/symbolgraph/"$module".symbols.json "$graphs"/
    cp .build-docs/*/symbolgraph/"$module"@*.symbols.json "$graphs"/ 2>/dev/null || true
    local more
    for more in "$@"; do
        cp .build-docs/*/symbolgraph/"$more".symbols.json "$graphs"/
        cp .build-docs/*/symbolgraph/"$more"@*.symbols.json "$graphs"/ 2>/dev/null || true
    done
    docc convert "Sources/$module/Documentation.docc" \
        --fallback-display-name "$module" \
        --fallback-bundle-identifier "org.scenewright.$module" \
        --additional-symbol-graph-dir "$graphs" \
        --warnings-as-errors \
        --output-path "$output"
    echo "docs: built $output"
}

# The stage is declared in UIKitStage, under UIKit's names; HeadlessUI's archive documents it too.
build_catalog HeadlessUI "$headless_out" UIKitStage
build_catalog Scenewright "$out" ScenewrightCore
build_catalog ScenewrightServices "$services_out"
build_catalog ScenewrightTesting ".build-docs/ScenewrightTesting.doccarchive" HeadlessUITesting
