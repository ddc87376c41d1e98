#!/usr/bin/env python3
"""Extracts every ```swift block of README.md and of the DocC articles into Tests/DocSnippetTests/,
so `swift test` compiles (and, where it can, runs) what the documentation shows.

One Swift file per Markdown file. Top-level declarations of the blocks (types, protocols,
extensions, functions) go to file scope, made `private` so two articles may both declare a
`City`; the statements of each block become the body of one `@Test` function, in order.

Markers are HTML comments, invisible in the rendered README and DocC pages:

  <!-- snippet: skip (reason) -->          the next swift block is not compiled (printed, with the reason)
  <!-- snippet: compile-only (reason) -->  compiled, not run (it needs a network, a file, …)
  <!-- snippet: continues -->              the next block's statements continue the previous block's test
                                           (its `let`s stay visible)
  <!-- snippet: wrap HEADER -->            the next block goes inside `HEADER { … }` at file scope, e.g.
                                           `wrap extension ImagePickerFlowController` or
                                           `wrap func facts(slug: String) async throws -> Facts`
  <!-- snippet: setup
  Swift code                               hidden code compiled before the next block (declarations to
  -->                                      file scope, statements at the start of its test)
  <!-- snippet: check
  Swift code                               hidden code run after the previous block, in its test
  -->                                      (`#expect(…)` on what the prose promises)
  <!-- snippet: output -->                 the next (text) block is what the previous swift block(s)
                                           printed since the last output check; the test asserts it
  <!-- snippet: import MODULE -->          adds `@testable import MODULE` to this Markdown file's tests

Run it after editing a swift block or a marker; CI checks the checked-in files are current:
`Scripts/extract-doc-snippets.py --check`.
"""
import pathlib
import re
import sys

ROOT = pathlib.Path(__file__).resolve().parent.parent
OUTPUT = ROOT / "Tests/DocSnippetTests"
IMPORTS = ["Foundation", "Scenewright", "ScenewrightServices", "ScenewrightTesting", "Synchronization", "Testing"]
ALLOWED_IMPORTS = {"Examples"}

DECL = re.compile(
    r"^((?:@\w+(?:\([^)]*\))?\s+)*)"
    r"((?:(?:final|indirect|nonisolated|static)\s+)*)"
    r"(class|struct|enum|protocol|extension|func|typealias|actor)\b"
)
ACCESS = re.compile(r"^(?:@\w+(?:\([^)]*\))?\s+)*(?:\w+\s+)*?(public|open|internal|fileprivate|private)\s")
ATTRIBUTES_ONLY = re.compile(r"^(?:@\w+(?:\([^()]*\))?\s*)+$")  # `@Test("…")` on a line of its own
BINDING = re.compile(r"^(?:let|var)\s+(\w+)\b")
MARKER = re.compile(r"^\s*<!--\s*snippet:\s*([\w-]+)\s*(.*?)\s*(-->)?\s*$")


class SnippetError(Exception):
    pass


SKIPPED = object()  # the last swift block was skipped: its checks and output are skipped too


def markdown_files():
    files = [ROOT / "README.md"]
    files += sorted(ROOT.glob("Sources/*/Documentation.docc/*.md"))
    return files


def strip_strings_and_comments(line):
    """The line without string literals and `//` comments, for bracket counting."""
    out = []
    i = 0
    in_string = False
    while i < len(line):
        c = line[i]
        if in_string:
            if c == "\\":
                i += 2
                continue
            if c == '"':
                in_string = False
            i += 1
            continue
        if c == '"':
            in_string = True
        elif line.startswith("//", i):
            break
        else:
            out.append(c)
        i += 1
    return "".join(out)


def depth_change(line):
    text = strip_strings_and_comments(line)
    return sum(text.count(c) for c in "{([") - sum(text.count(c) for c in "})]")


def split_block(lines):
    """Splits Swift lines into (declarations, statements, imports), by top-level bracket depth."""
    declarations, statements, imports = [], [], []
    depth = 0
    in_declaration = False
    pending_comments = []
    for line in lines:
        stripped = line.strip()
        if depth == 0 and not in_declaration:
            if stripped.startswith("import "):
                imports.append(stripped.split()[1])
                continue
            if stripped.startswith("//") or not stripped or ATTRIBUTES_ONLY.match(stripped):
                pending_comments.append(line)  # attributes go with the declaration they precede
                continue
            match = DECL.match(stripped)
            if match:
                in_declaration = True
                if not ACCESS.match(stripped):
                    indent = line[: len(line) - len(line.lstrip())]
                    attributes = match.group(1)
                    line = indent + attributes + "private " + stripped[len(attributes):]
                declarations.extend(pending_comments)
                pending_comments = []
            else:
                statements.extend(pending_comments)
                pending_comments = []
        (declarations if in_declaration else statements).append(line)
        depth += depth_change(line)
        if depth < 0:
            raise SnippetError("more closing than opening brackets")
        if depth == 0 and in_declaration and not stripped.endswith(("->", ",", "&&", "||", ":", "=")):
            in_declaration = False
    statements.extend(pending_comments)
    if depth != 0:
        raise SnippetError(f"{depth} bracket(s) left open at the end of the block")
    return declarations, statements, imports


class Unit:
    """One test function: the statements of one block, or of a block and those that continue it."""

    def __init__(self, name, line, run, reason):
        self.name = name
        self.line = line
        self.run = run
        self.reason = reason
        self.body = []
        self.bindings = []


def test_name(source, line):
    return f"{source.name} line {line}"


def extract(path):
    relative = path.relative_to(ROOT)
    text = path.read_text().split("\n")
    declarations, imports, units, report = [], set(), [], []
    pending = {}
    last_swift_unit = None
    output_checks = 0
    i = 0

    def fail(line, message):
        raise SnippetError(f"{relative}:{line}: {message}")

    def add_code(unit, code, line, wrap=None):
        try:
            if wrap:
                decls = [f"private {wrap} {{"] + [("    " + c if c else c) for c in code] + ["}"]
                stmts, found_imports = [], []
            else:
                decls, stmts, found_imports = split_block(code)
        except SnippetError as error:
            fail(line, f"cannot split the block: {error}")
        declarations.append(f"// {relative}:{line}")
        declarations.extend(decls)
        declarations.append("")
        for name in found_imports:
            imports.add(name)
        if stmts and unit is None:
            fail(line, "hidden statements need a swift block to belong to")
        if stmts:
            unit.body.append(f"// {relative}:{line}")
            unit.body.extend(stmts)
            for statement in stmts:
                match = BINDING.match(statement)
                if match and not statement.startswith((" ", "\t")):
                    unit.bindings.append(match.group(1))

    while i < len(text):
        line = text[i]
        marker = MARKER.match(line)
        if marker:
            directive, argument, closed = marker.group(1), marker.group(2), marker.group(3)
            start = i + 1
            if directive in ("setup", "check"):
                if closed:
                    fail(start, f"write the hidden code of `snippet: {directive}` on the lines after it")
                code = []
                i += 1
                while i < len(text) and text[i].strip() != "-->":
                    code.append(text[i])
                    i += 1
                if i == len(text):
                    fail(start, f"`snippet: {directive}` is never closed with a `-->` line")
                if directive == "check":
                    if last_swift_unit is None:
                        fail(start, "`snippet: check` follows no swift block")
                    if last_swift_unit is SKIPPED:
                        report.append(f"skipped {relative}:{start} (the check of a skipped block)")
                    else:
                        add_code(last_swift_unit, code, start + 1)
                else:
                    pending.setdefault("setup", []).append((start + 1, code))
            elif not closed:
                fail(start, f"`snippet: {directive}` must fit on one line and end with -->")
            elif directive in ("skip", "compile-only"):
                if not re.fullmatch(r"\(.+\)", argument):
                    fail(start, f"`snippet: {directive}` needs a reason in parentheses")
                pending[directive] = argument[1:-1]
            elif directive == "wrap":
                if not argument:
                    fail(start, "`snippet: wrap` needs a header, e.g. `wrap extension MyType`")
                pending["wrap"] = argument
            elif directive in ("continues", "output"):
                pending[directive] = True
            elif directive == "import":
                if argument not in ALLOWED_IMPORTS:
                    fail(start, f"`snippet: import` accepts {sorted(ALLOWED_IMPORTS)}, not {argument!r}")
                imports.add("@testable " + argument)
            else:
                fail(start, f"unknown directive `snippet: {directive}`")
            i += 1
            continue

        fence = re.match(r"^(\s*)```(\S*)", line)
        if not fence:
            i += 1
            continue
        indent, language = fence.group(1), fence.group(2)
        start = i + 1
        body = []
        i += 1
        while i < len(text) and not re.match(r"^\s*```\s*$", text[i]):
            body.append(text[i][len(indent):] if text[i].startswith(indent) else text[i].lstrip())
            i += 1
        if i == len(text):
            fail(start, "the code block is never closed")
        i += 1

        if language != "swift":
            wants_output = pending.pop("output", False)
            if wants_output and last_swift_unit is SKIPPED:
                report.append(f"skipped {relative}:{start} (the output of a skipped block)")
            elif wants_output:
                if last_swift_unit is None:
                    fail(start, "`snippet: output` follows no swift block")
                output_checks += 1
                expected = "\n".join(body)
                if '"""#' in expected:
                    fail(start, 'the expected output contains """#, which the test cannot quote')
                last_swift_unit.body.append(f"// {relative}:{start}: the output the prose shows")
                last_swift_unit.body.append('#expect(takePrinted() == #"""')
                last_swift_unit.body.extend(body)
                last_swift_unit.body.append('"""#)')
            if pending:
                fail(start, f"markers {sorted(pending)} precede a {language or 'plain'} block, not a swift one")
            continue
        if "output" in pending:
            fail(start, "`snippet: output` must precede the text block showing the output, not a swift block")

        if "skip" in pending:
            report.append(f"skipped {relative}:{start} ({pending['skip']})")
            pending = {}
            last_swift_unit = SKIPPED
            continue
        setups = pending.pop("setup", [])
        if pending.pop("continues", False):
            if last_swift_unit is None or last_swift_unit is SKIPPED:
                fail(start, "`snippet: continues` follows no compiled swift block")
            unit = last_swift_unit
            if "compile-only" in pending:
                fail(start, "a block that continues another takes that block's compile-only marker")
        else:
            reason = pending.pop("compile-only", None)
            unit = Unit(f"line{start}", start, reason is None, reason)
            units.append(unit)
            if reason:
                report.append(f"compile-only {relative}:{start} ({reason})")
        for line_number, code in setups:
            add_code(unit, code, line_number)
        add_code(unit, body, start + 1, wrap=pending.pop("wrap", None))
        last_swift_unit = unit
        pending = {}

    if pending:
        fail(len(text), f"markers {sorted(pending)} at the end of the file precede no block")
    return relative, declarations, imports, units, report, output_checks


def identifier(relative):
    """The file and suite name: the Markdown file's name (README, GettingStarted, …)."""
    return re.sub(r"[^A-Za-z0-9]+", "_", relative.stem).strip("_")


def render(relative, declarations, imports, units):
    suite = identifier(relative)
    out = [
        "// swift-format-ignore-file",
        f"// Generated by Scripts/extract-doc-snippets.py from {relative}: edit the Markdown, then re-run",
        "// the script. Each test is one swift block (or a block and those marked as continuing it).",
        "",
    ]
    modules = sorted(set(IMPORTS) | {m for m in imports if not m.startswith("@")})
    out += [f"import {m}" for m in modules]
    out += [f"@testable import {m.split()[1]}" for m in sorted(m for m in imports if m.startswith("@"))]
    out.append("")
    out += declarations
    out += [
        f'@Suite("The swift blocks of {relative}", CapturesPrinting())',
        f"@MainActor struct {suite} {{",
    ]
    for unit in units:
        if not any(line.strip() and not line.strip().startswith("//") for line in unit.body):
            continue  # declarations only: compiling them is the whole check
        if unit.run:
            out.append(f'    @Test("the block at line {unit.line} compiles and runs as the prose says")')
        else:
            out.append(f"    // Compiled, not run: {unit.reason}.")
        out.append(f"    func {unit.name}() async throws {{")
        if unit.run:
            out.append("        _ = takePrinted()")
        for line in unit.body:
            out.append(("        " + line) if line.strip() else "")
        for name in unit.bindings:
            out.append(f"        _ = {name}")
        out.append("    }")
        out.append("")
    if out[-1] == "":
        out.pop()
    out.append("}")
    return "\n".join(out) + "\n"


SUPPORT = "DocSnippetSupport"


def render_support():
    """What every generated file's tests use: the printing capture, written once for the target."""
    out = [
        "// swift-format-ignore-file",
        "// Generated by Scripts/extract-doc-snippets.py: the printing capture every generated file's",
        "// tests use. `print` here stands in for the standard one in the blocks of this test target.",
        "",
        "import Synchronization",
        "import Testing",
    ]
    out += [
        "",
        "/// What the running test's blocks printed since the last output check. Each test has its own",
        "/// (``CapturesPrinting``), so the tests of a file run in parallel.",
        "final class Printed: Sendable {",
        "    @TaskLocal static var current: Printed?",
        '    let text = Mutex("")',
        "}",
        "",
        "/// Gives each test of the suite its own ``Printed``.",
        "struct CapturesPrinting: SuiteTrait, TestTrait, TestScoping {",
        "    var isRecursive: Bool { true }",
        "    func provideScope(",
        "        for test: Test, testCase: Test.Case?, performing function: @Sendable () async throws -> Void",
        "    ) async throws {",
        "        try await Printed.$current.withValue(Printed()) { try await function() }",
        "    }",
        "}",
        "",
        "/// Captures what a block prints, so a test can compare it with the output the prose shows.",
        'func print(_ items: Any..., separator: String = " ", terminator: String = "\\n") {',
        "    let text = items.map { String(describing: $0) }.joined(separator: separator) + terminator",
        "    Printed.current?.text.withLock { $0 += text }",
        "}",
        "",
        "/// The printed text, without its last newline; clears it.",
        "func takePrinted() -> String {",
        "    Printed.current?.text.withLock { text in",
        '        defer { text = "" }',
        '        return text.hasSuffix("\\n") ? String(text.dropLast()) : text',
        '    } ?? ""',
        "}",
        "",
    ]
    if out[-1] == "":
        out.pop()
    return "\n".join(out) + "\n"


def main():
    check = "--check" in sys.argv[1:]
    unknown = [a for a in sys.argv[1:] if a != "--check"]
    if unknown:
        print(f"usage: {sys.argv[0]} [--check]", file=sys.stderr)
        return 2
    generated = {}
    total_blocks = total_outputs = 0
    reports = []
    stems = [identifier(p.relative_to(ROOT)) for p in markdown_files()]
    duplicates = sorted({s for s in stems if stems.count(s) > 1 or s == SUPPORT})
    if duplicates:
        print(f"error: two Markdown files share the name {duplicates}: rename one", file=sys.stderr)
        return 1
    try:
        for path in markdown_files():
            relative, declarations, imports, units, report, outputs = extract(path)
            reports += report
            total_outputs += outputs
            if not units and not declarations:
                continue
            total_blocks += len(units)
            generated[OUTPUT / f"{identifier(relative)}.swift"] = render(relative, declarations, imports, units)
        if generated:
            generated[OUTPUT / f"{SUPPORT}.swift"] = render_support()
    except SnippetError as error:
        print(f"error: {error}", file=sys.stderr)
        return 1
    for line in reports:
        print(line)
    stale = []
    existing = set(OUTPUT.glob("*.swift")) if OUTPUT.exists() else set()
    for path, content in generated.items():
        if not path.exists() or path.read_text() != content:
            stale.append(path)
    for path in existing - set(generated):
        stale.append(path)
    if check:
        if stale:
            for path in stale:
                print(f"error: {path.relative_to(ROOT)} is not what the documentation produces", file=sys.stderr)
            print("Run Scripts/extract-doc-snippets.py and commit the result.", file=sys.stderr)
            return 1
        print(f"doc snippets up to date: {total_blocks} tests, {total_outputs} output checks")
        return 0
    OUTPUT.mkdir(parents=True, exist_ok=True)
    for path in existing - set(generated):
        path.unlink()
    for path, content in generated.items():
        if not path.exists() or path.read_text() != content:
            path.write_text(content)
    print(f"wrote {len(generated)} files to {OUTPUT.relative_to(ROOT)}: {total_blocks} tests, {total_outputs} output checks")
    return 0


if __name__ == "__main__":
    sys.exit(main())
