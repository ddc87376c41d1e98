#!/usr/bin/env python3
"""Writes Tests/UIKitTests/Rules/: the lifecycle rule suites of Tests/HeadlessUITests (R1–R36),
written with UIKit's names, so every rule is checked under both vocabularies.

Each source file becomes one generated file: `import HeadlessUI` becomes `import UIKit`, and every
HeadlessUI type that has a UIKit name (read from the typealiases in Sources/HeadlessUI/ShortNames.swift)
is written with it — `ViewController` becomes `UIViewController`, `Window` becomes `UIWindow` —
outside string literals and comments, so expected messages and renderings stay as they are (the
text tree names a controller by its class, whichever name the code used). Names the tests declare
themselves (the `Screen` controller of the support file) are never translated. The declarations go
inside `extension UIKitRules { … }`, so the suites' helpers cannot collide with other tests of the
UIKitTests target; the support file's functions become static members of `UIKitRules`.

Run it after changing a rule suite or adding a UIKit name; CI checks the checked-in files are
current: `Scripts/generate-uikit-rule-tests.py --check`.
"""
import pathlib
import re
import sys

ROOT = pathlib.Path(__file__).resolve().parent.parent
SOURCE = ROOT / "Tests/HeadlessUITests"
OUTPUT = ROOT / "Tests/UIKitTests/Rules"
SUPPORT = "Support.swift"
# The rule suites (R1–R36) and their shared support; R32 and R33 live in the window's suites.
FILES = [
    SUPPORT,
    "ViewController/SingleControllerRuleTests.swift",
    "ViewController/OwnershipRuleTests.swift",
    "ViewController/ContainmentRuleTests.swift",
    "ViewController/RejectionRuleTests.swift",
    "ViewController/PresentationRuleTests.swift",
    "Containers/NavigationRuleTests.swift",
    "Containers/EmptyNavigationRuleTests.swift",
    "Transitions/InteractiveTransitionRuleTests.swift",
    "Window/InteractionTests.swift",
    "Window/SheetSwipeTests.swift",
]
ALIAS = re.compile(r"^public typealias (\w+) = ((?:UI|NS|CA)\w+)\s*$", re.M)
DECLARED = re.compile(r"\b(?:class|struct|enum|protocol|actor)\s+(\w+)")
IDENTIFIER = re.compile(r"[A-Za-z_]\w*")
IMPORTS = ["ScenewrightTesting", "Testing", "UIKit"]


def uikit_names():
    """HeadlessUI name -> UIKit name, from HeadlessUI's short names for the stage's types."""
    names = {}
    for headless, uikit in ALIAS.findall((ROOT / "Sources/HeadlessUI/ShortNames.swift").read_text()):
        names[headless] = uikit
    return names


def skip_string(code, i):
    """The index after the string literal starting at `i` (`"…"` or `\"\"\"…\"\"\"`), interpolations
    (with their own strings) included."""
    quote = '"""' if code.startswith('"""', i) else '"'
    i += len(quote)
    while i < len(code):
        if code.startswith("\\(", i):
            i = skip_code(code, i + 2, ")")
            continue
        if code[i] == "\\":
            i += 2
            continue
        if code.startswith(quote, i):
            return i + len(quote)
        i += 1
    raise ValueError("a string literal is never closed")


def skip_code(code, i, closing):
    """The index after the `closing` bracket that ends the code starting at `i`."""
    depth = 0
    while i < len(code):
        c = code[i]
        if c == '"':
            i = skip_string(code, i)
            continue
        if c in "([{":
            depth += 1
        elif c in ")]}":
            if depth == 0 and c == closing:
                return i + 1
            depth -= 1
        i += 1
    raise ValueError("an interpolation is never closed")


def translate(code, names):
    """`code` with each name of `names` replaced, outside strings, comments and member accesses."""
    out = []
    i = 0
    while i < len(code):
        if code.startswith("//", i):
            end = code.find("\n", i)
            end = len(code) if end < 0 else end
        elif code.startswith("/*", i):
            end = code.index("*/", i) + 2
        elif code[i] == '"':
            end = skip_string(code, i)
        else:
            match = IDENTIFIER.match(code, i)
            if match and (i == 0 or not (code[i - 1].isalnum() or code[i - 1] in "_.")):
                word = match.group(0)
                out.append(names.get(word, word))
                i = match.end()
                continue
            end = match.end() if match else i + 1
        out.append(code[i:end])
        i = end
    return "".join(out)


def generate(relative, names):
    source = (SOURCE / relative).read_text()
    body = [line for line in source.split("\n") if not line.startswith(("import ", "@testable import "))]
    while body and not body[0].strip():
        body.pop(0)
    while body and not body[-1].strip():
        body.pop()
    text = translate("\n".join(body), names)
    text = re.sub(r'@Suite\("([^"]*)"', r'@Suite("\1, under UIKit\'s names"', text)
    # UIKit's UIResponder has `next`, so a controller's own property of that name is renamed, as a
    # UIKit developer must (a subclass cannot declare a stored `next`).
    text = "\n".join(
        line if '"' in line or "//" in line else re.sub(r"\bnext\b", "nextScreen", line)
        for line in text.split("\n"))
    if relative == SUPPORT:
        text = re.sub(r"^((?:@\w+\s+)*)func ", r"\1static func ", text, flags=re.M)
    out = [
        "// swift-format-ignore-file",
        f"// Generated by Scripts/generate-uikit-rule-tests.py from Tests/HeadlessUITests/{relative}",
        "// with UIKit's names: edit the original, then re-run the script.",
        "",
    ]
    out += [f"import {module}" for module in IMPORTS]
    out.append("")
    if relative == SUPPORT:
        out += [
            "/// The lifecycle rule suites of HeadlessUITests, written with UIKit's names.",
            "enum UIKitRules {}",
            "",
        ]
    out.append("extension UIKitRules {")
    out += [("    " + line) if line.strip() else "" for line in text.split("\n")]
    out.append("}")
    return "\n".join(out) + "\n"


def main():
    check = "--check" in sys.argv[1:]
    names = uikit_names()
    declared = set()
    for relative in FILES:
        declared |= set(DECLARED.findall((SOURCE / relative).read_text()))
    names = {headless: uikit for headless, uikit in names.items() if headless not in declared}
    generated = {}
    for relative in FILES:
        stem = "RuleSupport" if relative == SUPPORT else pathlib.Path(relative).stem
        generated[OUTPUT / f"{stem}.swift"] = generate(relative, names)
    existing = set(OUTPUT.glob("*.swift")) if OUTPUT.exists() else set()
    stale = [p for p, text in generated.items() if not p.exists() or p.read_text() != text]
    stale += sorted(existing - set(generated))
    if check:
        if stale:
            for path in stale:
                print(f"error: {path.relative_to(ROOT)} is not what the rule suites produce", file=sys.stderr)
            print("Run Scripts/generate-uikit-rule-tests.py and commit the result.", file=sys.stderr)
            return 1
        print(f"UIKit rule suites up to date: {len(generated)} files")
        return 0
    OUTPUT.mkdir(parents=True, exist_ok=True)
    for path in existing - set(generated):
        path.unlink()
    for path, text in generated.items():
        if not path.exists() or path.read_text() != text:
            path.write_text(text)
    print(f"wrote {len(generated)} files to {OUTPUT.relative_to(ROOT)}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
