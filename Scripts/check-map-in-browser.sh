#!/usr/bin/env bash
# Opens an explorer's storyboard map in a real browser (headless Chromium) and checks it:
#   - the page is self-contained: no scripts, no network addresses, no external style or fonts;
#   - the DOM Chromium builds has one card per explored screen and one arrow per pair of screens
#     joined by an action leading deeper, and the arrows, the ways back listed under the cards and
#     the "no change" notes account for every transition;
#   - a screenshot of it is not blank (many distinct colours, most of the page not background).
# Installs Chromium from Debian's packages when it is missing (needs root).
# Usage: Scripts/check-map-in-browser.sh [example] [depth] [output-dir]
#   (defaults: city-guide, 6, .build/map-check) — leaves map.html, dom.html and map.png there.
set -euo pipefail
cd "$(dirname "$0")/.."
example="${1:-city-guide}"
depth="${2:-6}"
out="${3:-.build/map-check}"
mkdir -p "$out"

browser="$(command -v chromium || command -v chromium-browser || true)"
if [ -z "$browser" ]; then
    if [ "$(id -u)" != 0 ]; then
        echo "map check: Chromium is missing; run as root to install it (apt-get install -y chromium)" >&2
        exit 1
    fi
    echo "map check: installing Chromium from Debian's packages"
    export DEBIAN_FRONTEND=noninteractive
    apt-get update -qq && apt-get install -y -qq chromium >/dev/null
    browser="$(command -v chromium)"
fi

map="$out/map.html"
summary="$(swift run -c debug Examples "$example" --explore --depth "$depth" --map "$map" | tail -n 1)"
echo "map check: $summary"

# Chromium's headless flags: no sandbox (containers run as root), no GPU, a fixed scale factor.
flags=(--headless --no-sandbox --disable-gpu --hide-scrollbars --force-device-scale-factor=1
    --allow-file-access-from-files --virtual-time-budget=2000)
url="file://$(cd "$(dirname "$map")" && pwd)/$(basename "$map")"
"$browser" "${flags[@]}" --dump-dom "$url" >"$out/dom.html" 2>"$out/chromium.log"

size="$(python3 - "$out/dom.html" <<'PY'
import re, sys
dom = open(sys.argv[1], encoding="utf-8").read()
m = re.search(r'class="board"[^>]*style="width:(\d+(?:\.\d+)?)px;height:(\d+(?:\.\d+)?)px', dom)
if not m:
    sys.exit("map check: the board element is missing from the DOM")
print(int(float(m.group(1))) + 40, int(float(m.group(2))) + 260)
PY
)"
width="${size% *}"
height="${size#* }"
"$browser" "${flags[@]}" --window-size="$width,$height" --screenshot="$out/map.png" "$url" \
    >>"$out/chromium.log" 2>&1

python3 - "$map" "$out/dom.html" "$out/map.png" "$summary" <<'PY'
import re, struct, sys, zlib
from html.parser import HTMLParser

source_path, dom_path, png_path, summary = sys.argv[1:5]
failures = []

# 1. Self-contained: nothing fetched from elsewhere.
source = open(source_path, encoding="utf-8").read()
for pattern, what in [(r"<script", "a script"), (r"(?i)\b(?:src|href)\s*=", "a linked resource"),
                      (r"(?i)https?://", "a network address"), (r"@import", "an imported style sheet"),
                      (r"@font-face", "a downloaded font"), (r"url\((?!#)", "an external url()")]:
    if re.search(pattern, source):
        failures.append(f"the map contains {what}")

# 2. The DOM Chromium built: cards, arrows and labels.
class Board(HTMLParser):
    def __init__(self):
        super().__init__()
        self.board, self.cards, self.arrows, self.labels, self.loops, self.returns = None, [], [], [], 0, 0
    def handle_starttag(self, tag, attrs):
        a = dict(attrs)
        if "data-screens" in a: self.board = a
        if "data-screen" in a: self.cards.append(a["data-screen"])
        if "data-arrow" in a: self.arrows.append(a["data-arrow"])
        if "data-actions" in a: self.labels.append(int(a["data-actions"]))
        if "data-loops" in a: self.loops += int(a["data-loops"])
        if "data-returns" in a: self.returns += int(a["data-returns"])

board = Board()
board.feed(open(dom_path, encoding="utf-8").read())
m = re.search(r"(\d+) screens, (\d+) transitions", summary)
if not m:
    failures.append(f"no summary line from the explorer: {summary!r}")
elif board.board is None:
    failures.append("the board element is missing from the DOM")
else:
    screens, transitions = int(m.group(1)), int(m.group(2))
    if len(board.cards) != screens or len(set(board.cards)) != screens:
        failures.append(f"{len(board.cards)} screen cards in the DOM, the explorer found {screens} screens")
    if len(board.arrows) != int(board.board["data-arrows"]) or len(set(board.arrows)) != len(board.arrows):
        failures.append(f"{len(board.arrows)} arrows in the DOM, the board announces {board.board['data-arrows']}")
    if len(board.labels) != len(board.arrows) or 0 in board.labels:
        failures.append("an arrow has no label")
    if sum(board.labels) + board.returns + board.loops != transitions:
        failures.append(f"arrow labels ({sum(board.labels)}), ways back ({board.returns}) and no-change notes "
                        f"({board.loops}) do not add up to the {transitions} transitions")

# 3. The screenshot is not blank: decode the PNG (8-bit RGB or RGBA) and count colours.
def pixels(path):
    data = open(path, "rb").read()
    if data[:8] != b"\x89PNG\r\n\x1a\n":
        raise ValueError("not a PNG")
    pos, idat, width = 8, b"", 0
    while pos < len(data):
        length, kind = struct.unpack(">I4s", data[pos:pos + 8])
        body = data[pos + 8:pos + 8 + length]
        if kind == b"IHDR":
            width, height, depth, colour = struct.unpack(">IIBB", body[:10])
            if depth != 8 or colour not in (2, 6):
                raise ValueError(f"unsupported PNG: depth {depth}, colour type {colour}")
            channels = 3 if colour == 2 else 4
        elif kind == b"IDAT":
            idat += body
        pos += 12 + length
    raw, stride = zlib.decompress(idat), width * channels
    previous, rows, i = bytearray(stride), [], 0
    for _ in range(height):
        kind, line = raw[i], bytearray(raw[i + 1:i + 1 + stride])
        i += 1 + stride
        for x in range(stride):
            left = line[x - channels] if x >= channels else 0
            up, upleft = previous[x], previous[x - channels] if x >= channels else 0
            if kind == 1: line[x] = (line[x] + left) & 255
            elif kind == 2: line[x] = (line[x] + up) & 255
            elif kind == 3: line[x] = (line[x] + (left + up) // 2) & 255
            elif kind == 4:
                p = left + up - upleft
                pa, pb, pc = abs(p - left), abs(p - up), abs(p - upleft)
                line[x] = (line[x] + (left if pa <= pb and pa <= pc else up if pb <= pc else upleft)) & 255
        rows.append(bytes(line))
        previous = line
    return width, height, channels, rows

try:
    width, height, channels, rows = pixels(png_path)
    colours, background, total = {}, None, 0
    for row in rows[::3]:
        for x in range(0, len(row), channels * 3):
            colour = row[x:x + 3]
            colours[colour] = colours.get(colour, 0) + 1
            total += 1
    common = max(colours.values())
    print(f"map check: screenshot {width}×{height}, {len(colours)} distinct colours, "
          f"{100 * (total - common) // total}% not background")
    if len(colours) < 50 or total - common < total // 10:
        failures.append("the screenshot is blank or nearly so")
except (OSError, ValueError, zlib.error) as error:
    failures.append(f"cannot read the screenshot: {error}")

if failures:
    for failure in failures:
        print(f"map check: FAILED: {failure}", file=sys.stderr)
    sys.exit(1)
print(f"map check: {len(board.cards)} screen cards, {len(board.arrows)} arrows carrying {sum(board.labels)} "
      f"actions, {board.returns} ways back, {board.loops} no-change actions: all present")
PY
