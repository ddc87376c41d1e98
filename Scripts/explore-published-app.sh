#!/bin/bash
# Explores a published open-source UIKit app headless: stanlyu/UIKit-Demo-App-with-coordinators
# (MIT), at a pinned commit. Fetches it, applies the only edits it needs (Objective-C-only lines:
# Scripts/published-app/apply-edits.py, which lists them), builds it against this package's
# HeadlessUIKit with stand-ins for the Objective-C runtime (Scripts/published-app/Stubs), launches
# it through its own AppDelegate and SceneDelegate and runs the Explorer over it.
#
# Not part of `swift test` or CI: it needs the network (or APP_MIRROR, a local git dir of the app).
#
#   Scripts/explore-published-app.sh [WORKDIR]      (default /tmp/published-app)
#   EXPLORE_DEPTH=4 EXPLORE_MAP=map.html Scripts/explore-published-app.sh
#   (depth 4 by default: every pickup point added to the favourites makes another screen, so the
#   screens grow combinatorially with depth — 236 at depth 4, over 1,300 at depth 5)
#   SCENEWRIGHT_PATH=…  build against another checkout of this package (default: this one)
set -euo pipefail
HERE="$(cd "$(dirname "$0")" && pwd)"
ROOT="$(cd "$HERE/.." && pwd)"
WORK="${1:-/tmp/published-app}"
REPO="https://github.com/stanlyu/UIKit-Demo-App-with-coordinators.git"
COMMIT=11df5a097dff6e9b3c865bc7b4eab0656e8d916e

mkdir -p "$WORK"
if [ ! -d "$WORK/src" ]; then
    if [ -n "${APP_MIRROR:-}" ]; then
        mkdir -p "$WORK/src" && git --git-dir="$APP_MIRROR" archive "$COMMIT" | tar -x -C "$WORK/src"
    else
        git clone --quiet "$REPO" "$WORK/clone" && git -C "$WORK/clone" checkout --quiet "$COMMIT"
        mkdir -p "$WORK/src" && git -C "$WORK/clone" archive "$COMMIT" | tar -x -C "$WORK/src"
    fi
    python3 "$HERE/published-app/apply-edits.py" "$WORK/src"
fi

SCENEWRIGHT="${SCENEWRIGHT_PATH:-$ROOT}"
cp "$HERE/published-app/Package.swift.in" "$WORK/Package.swift"
rm -rf "$WORK/Stubs" "$WORK/Exploration"
cp -R "$HERE/published-app/Stubs" "$WORK/Stubs"
cp -R "$HERE/published-app/Exploration" "$WORK/Exploration"

cd "$WORK"
export SCENEWRIGHT_PATH="$SCENEWRIGHT"
swift build --build-tests
swift test --skip-build --filter ExplorePublishedApp
