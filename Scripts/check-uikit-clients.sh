#!/usr/bin/env bash
# Builds and tests the two client packages in Fixtures/ the way a user's app would: each copied out
# of the repository into a temporary directory, its dependency pointed at this checkout, then
# `swift build` and `swift test` with warnings as errors. UIKitClient is Swift 6 mode;
# UIKitClientSwift5 is Swift 5 mode with no actor annotations at all, which compiles only because
# HeadlessUI's main-actor types are @preconcurrency, as UIKit's are.
#
# Also checks that every public @MainActor declaration of HeadlessUI says @preconcurrency, so a
# type added later cannot break Swift 5 clients unnoticed.
#
# Usage: Scripts/check-uikit-clients.sh   (from anywhere; ≈ 4 minutes on 2 busy cores)
set -euo pipefail
repo="$(cd "$(dirname "$0")/.." && pwd)"

strict="$(grep -rnE '^[[:space:]]*@MainActor[[:space:]]+(public|open)[[:space:]]' "$repo/Sources/UIKitStage" "$repo/Sources/HeadlessUI" || true)"
if [ -n "$strict" ]; then
    echo "$strict"
    echo "check-uikit-clients: these public HeadlessUI declarations need @preconcurrency @MainActor,"
    echo "as UIKit's have, or Swift 5-mode clients cannot use them from unannotated code."
    exit 1
fi

work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT
# The dependency's identity comes from its directory name: link the checkout as "Scenewright".
ln -s "$repo" "$work/Scenewright"

for fixture in UIKitClient UIKitClientSwift5; do
    echo "== $fixture"
    cp -R "$repo/Fixtures/$fixture" "$work/$fixture"
    rm -rf "$work/$fixture/.build"
    sed -i.bak 's|path: "\.\./\.\."|path: "'"$work/Scenewright"'"|' "$work/$fixture/Package.swift"
    rm -f "$work/$fixture/Package.swift.bak"
    if ! grep -q "$work/Scenewright" "$work/$fixture/Package.swift"; then
        echo "check-uikit-clients: could not point $fixture at the checkout"
        exit 1
    fi
    start=$SECONDS
    swift build --build-tests --package-path "$work/$fixture" -Xswiftc -warnings-as-errors
    swift test --skip-build --package-path "$work/$fixture"
    echo "$fixture: built and tested in $((SECONDS - start)) s"
done
echo "UIKit clients: both build and pass"
