#!/usr/bin/env python3
"""Measures how fast the compiler answers on scene code, against the same code written by hand.

Three measurements, each type-checked with the toolchain's `swiftc` against the Scenewright module of
a debug build (run `swift build --target Scenewright` first). Times are the compiler's CPU time
(`--wall-clock` for wall-clock time):

- slips: one mistake inside a scene's closures at 4, 8 and 12 dependencies (a typo, swapped closure
  parameters, the wrong dependency assigned, a `view` closure returning a `String`), each next to the
  same code written as plain functions, type-checked in the same run. A slip passes when the
  compiler shows the expected message within 3x the plain code's time.
- valid scenes: the slowest expression of Tests/SceneTypeCheckTests.
- a 500-scene module against the same wiring by hand, compiled to an object file (median of rounds).

`Scripts/measure-scene-typecheck.py [--slips] [--valid] [--module] [--arities 4,8,12] [--rounds N]`
(no selection runs all three). Exits 1 when a slip misses its message or its budget.
"""
import argparse
import pathlib
import re
import resource
import statistics
import subprocess
import sys
import tempfile
import time

ROOT = pathlib.Path(__file__).resolve().parent.parent
NAMES = ["Clock", "Store", "Logger", "Model", "Api", "Cache", "Router", "Theme", "Prefs", "Auth", "Feed", "Meter"]
LIMIT = 150  # seconds before a type-check is abandoned
WALL = "--wall-clock" in sys.argv


def swiftc_arguments():
    bin_path = subprocess.run(
        ["swift", "build", "--show-bin-path"], cwd=ROOT, check=True, capture_output=True, text=True
    ).stdout.strip()
    modules = pathlib.Path(bin_path) / "Modules"
    if not (modules / "Scenewright.swiftmodule").exists():
        sys.exit(f"no Scenewright module in {modules}: run `swift build --target Scenewright` first")
    arguments = ["swiftc", "-swift-version", "6", "-I", str(modules)]
    module_map = pathlib.Path(bin_path) / "CScenewrightSupport.build/module.modulemap"
    if module_map.exists():
        arguments += ["-Xcc", f"-fmodule-map-file={module_map}"]
    return arguments


def run(arguments, source, folder, name, extra=("-typecheck",)):
    path = folder / f"{name}.swift"
    path.write_text(source)
    start, before = time.monotonic(), resource.getrusage(resource.RUSAGE_CHILDREN)
    try:
        done = subprocess.run(
            arguments + list(extra) + [str(path)], capture_output=True, text=True, timeout=LIMIT, cwd=folder
        )
        output, status = done.stdout + done.stderr, done.returncode
    except subprocess.TimeoutExpired:
        output, status = f"(abandoned after {LIMIT} s)", -1
    after = resource.getrusage(resource.RUSAGE_CHILDREN)
    cpu = (after.ru_utime - before.ru_utime) + (after.ru_stime - before.ru_stime)
    # CPU time (the compiler's own, children included) unless asked for wall-clock time: on a machine
    # shared with other builds, wall-clock time mostly measures the neighbours.
    return (time.monotonic() - start if WALL else cpu), status, output


def declarations(deps):
    lines = ["import Scenewright", ""]
    for dep in deps:
        lines.append(f"@MainActor final class {dep} {{ var name = \"{dep}\"; weak var screen: Screen? }}")
    slots = "; ".join(f"var {dep.lower()}: {dep}?" for dep in deps)
    lines.append(f"@MainActor final class Screen: ViewController {{ {slots} }}")
    return lines


def slip(count, kind, plain, named=False):
    """A scene (or the same code as plain functions) with `count` dependencies and one slip.

    `named`: the scene names its types (`Scene(Screen.self) { … }.with(Clock.self) { … }`)."""
    deps = NAMES[:count]
    names = [dep.lower() for dep in deps]
    types = ["Screen"] + deps  # by closure parameter position
    parameters = ["vc"] + names  # the names the closures give them
    connect = [f"vc.{name} = {name}" for name in names] + [f"{names[-1]}.screen = vc"]
    view = ["let label = Label(clock.name)", f"label.identifier = {names[-1]}.name", "return label"]
    if kind == "typo":
        connect.append("vc.title = clock.format")
        expected = "value of type 'Clock' has no member 'format'"
    elif kind == "swapped parameters":
        # The closures name two parameters the wrong way round.
        first, second = (0, 1) if count == 1 else (1, count)
        parameters[first], parameters[second] = parameters[second], parameters[first]
        expected = (
            "value of type 'Clock' has no member 'clock'"
            if count == 1
            else f"cannot assign value of type '{deps[-1]}' to type 'Clock'"
        )
    elif kind == "wrong dependency":
        connect.append(f"vc.title = {names[-1]}")
        expected = f"cannot assign value of type '{deps[-1]}' to type 'String'"
    elif kind == "view returns a String":
        view = ["let label = Label(clock.name)", "return label.text"]
        expected = "'String' to"
    else:
        raise ValueError(kind)
    lines = declarations(deps)
    if plain:
        typed = ", ".join(f"_ {name}: {type}" for name, type in zip(parameters, types))
        lines += [f"@MainActor func connect({typed}) {{"] + [f"    {line}" for line in connect] + ["}"]
        lines += [f"@MainActor func view({typed}) -> View {{"] + [f"    {line}" for line in view] + ["}"]
        lines += ["@MainActor func make() -> Screen {", "    let vc = Screen()"]
        lines += [f"    let {name} = {dep}()" for name, dep in zip(names, deps)]
        arguments = ", ".join(["vc"] + names)
        lines += [f"    connect({arguments})", f"    _ = view({arguments})", "    return vc", "}"]
    else:
        lines += ["@MainActor func make() -> Screen {"]
        if named:
            lines += ["    Scene(Screen.self) { Screen() }"] + [f"        .with({dep}.self) {{ {dep}() }}" for dep in deps]
        else:
            lines += ["    Scene { Screen() }"] + [f"        .with {{ {dep}() }}" for dep in deps]
        lines += [f"        .instantiate(connect: {{ {', '.join(parameters)} in"]
        lines += [f"            {line}" for line in connect]
        lines += [f"        }}, view: {{ {', '.join(parameters)} in"]
        lines += [f"            {line}" for line in view]
        lines += ["        })", "}"]
    return "\n".join(lines) + "\n", expected


def first_error(output):
    for line in output.splitlines():
        if "error:" in line and not line.lstrip().startswith(("|", "`")):
            return line.split("error:", 1)[1].strip()
    return output.strip().splitlines()[-1] if output.strip() else "(no output)"


def measure_slips(arguments, arities, folder, named):
    failed = 0
    print("named types (`Scene(T.self)`, `.with(T.self)`):" if named else "the contract spelling (`Scene { … }.with { … }`):")
    print("| dependencies | slip | plain code | scene | × plain | first error in the scene |")
    print("| ---: | --- | ---: | ---: | ---: | --- |")
    for count in arities:
        for kind in ["typo", "swapped parameters", "wrong dependency", "view returns a String"]:
            plain_source, _ = slip(count, kind, plain=True)
            scene_source, expected = slip(count, kind, plain=False, named=named)
            plain_seconds, _, plain_output = run(arguments, plain_source, folder, "Plain")
            scene_seconds, status, scene_output = run(arguments, scene_source, folder, "Scene")
            error = first_error(scene_output)
            ok = status not in (0, -1) and expected in error and scene_seconds <= 3 * plain_seconds
            failed += not ok
            print(
                f"| {count} | {kind} | {plain_seconds:.2f} s | {scene_seconds:.2f} s | "
                f"{scene_seconds / plain_seconds:.1f}× | {error[:110]}{'' if ok else ' **(fails)**'} |",
                flush=True,
            )
            if expected not in first_error(plain_output):
                print(f"  (plain code said: {first_error(plain_output)})")
    return failed


def measure_valid(arguments, folder):
    source = (ROOT / "Tests/SceneTypeCheckTests/SceneTypeCheckTests.swift").read_text()
    source = source.replace("import Testing\n", "").replace("@Suite(", "// @Suite(")
    source = re.sub(r"@Test\([^)]*\)", "", source)
    source = re.sub(r"#expect\(([^\n]*)\)", r"_ = (\1)", source)
    seconds, status, output = run(
        arguments, source, folder, "Valid",
        extra=("-typecheck", "-Xfrontend", "-warn-long-expression-type-checking=1"),
    )
    times = [int(value) for value in re.findall(r"expression took (\d+)ms to type-check", output)]
    if status != 0 and not times:
        print(output)
        sys.exit("the valid scenes did not type-check")
    print(f"valid scenes: {len(times)} expressions over 1 ms, slowest {max(times, default=0)} ms, file {seconds:.2f} s")


def module_sources(count):
    common = [
        "import Scenewright",
        "",
        "@MainActor final class Model: Awakable { var awoken = false; func awake() { awoken = true } }",
        "@MainActor final class Tracker: ViewObserver { var loads = 0; func viewDidLoad() { loads += 1 } }",
        "@MainActor final class Formatter { func text(_ n: Int) -> String { \"#\\(n)\" } }",
    ]
    dsl, hand = list(common), list(common)
    for index in range(count):
        dsl += [
            f"@MainActor final class Screen{index}: ViewController {{ var model: Model?; var formatter: Formatter? }}",
            f"@MainActor func makeScreen{index}() -> Screen{index} {{",
            f"    Scene {{ Screen{index}() }}",
            "        .with { Model() }",
            "        .with { Tracker() }",
            "        .with { Formatter() }",
            "        .instantiate(connect: { vc, model, _, formatter in",
            "            vc.model = model",
            "            vc.formatter = formatter",
            "        }, view: { vc, _, _, formatter in",
            f"            StackView {{ Label(formatter.text({index})) }}",
            "        })",
            "}",
        ]
        hand += [
            f"@MainActor final class Screen{index}: ViewController {{",
            "    var model: Model?",
            "    var formatter: Formatter?",
            "    var tracker: Tracker?",
            "    override func loadView() {",
            "        guard let formatter else { return super.loadView() }",
            f"        view = StackView {{ Label(formatter.text({index})) }}",
            "    }",
            "    override func viewDidLoad() { tracker?.viewDidLoad() }",
            "}",
            f"@MainActor func makeScreen{index}() -> Screen{index} {{",
            f"    let vc = Screen{index}()",
            "    let model = Model()",
            "    let tracker = Tracker()",
            "    let formatter = Formatter()",
            "    vc.model = model",
            "    vc.tracker = tracker",
            "    vc.formatter = formatter",
            "    model.awake()",
            "    return vc",
            "}",
        ]
    named = "\n".join(dsl).replace("Scene {", "Scene(Screen{index}.self) {")
    named = re.sub(r"Scene\(Screen\{index\}\.self\) \{ Screen(\d+)\(\) \}", r"Scene(Screen\1.self) { Screen\1() }", named)
    for dependency in ["Model", "Tracker", "Formatter"]:
        named = named.replace(f".with {{ {dependency}() }}", f".with({dependency}.self) {{ {dependency}() }}")
    return "\n".join(dsl) + "\n", "\n".join(hand) + "\n", named + "\n"


def measure_module(arguments, rounds, folder):
    dsl, hand, named = module_sources(500)
    times = {"scenes": [], "named scenes": [], "by hand": []}
    for round in range(rounds):
        order = [("scenes", dsl), ("named scenes", named), ("by hand", hand)]
        if round % 2:
            order.reverse()
        for name, source in order:
            seconds, status, output = run(
                arguments, source, folder, name.replace(" ", ""),
                extra=("-c", "-parse-as-library", "-module-name", "Bulk", "-o", str(folder / "out.o")),
            )
            if status != 0:
                print(output[:3000])
                sys.exit(f"the 500-scene module ({name}) did not compile")
            times[name].append(seconds)
    medians = {name: statistics.median(values) for name, values in times.items()}
    hand_median = medians["by hand"]
    print(
        f"500-scene module, debug object, median of {rounds}: by hand {hand_median:.2f} s, "
        f"scenes {medians['scenes']:.2f} s ({medians['scenes'] / hand_median:.2f}×), "
        f"named scenes {medians['named scenes']:.2f} s ({medians['named scenes'] / hand_median:.2f}×)"
    )


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--slips", action="store_true")
    parser.add_argument("--valid", action="store_true")
    parser.add_argument("--module", action="store_true")
    parser.add_argument("--arities", default="4,8,12")
    parser.add_argument("--rounds", type=int, default=3)
    parser.add_argument("--wall-clock", action="store_true", help="wall-clock instead of CPU time")
    parser.add_argument("--spelling", choices=["contract", "named", "both"], default="both")
    options = parser.parse_args()
    everything = not (options.slips or options.valid or options.module)
    arguments = swiftc_arguments()
    failed = 0
    with tempfile.TemporaryDirectory() as name:
        folder = pathlib.Path(name)
        if everything or options.valid:
            measure_valid(arguments, folder)
        if everything or options.module:
            measure_module(arguments, options.rounds, folder)
        if everything or options.slips:
            arities = [int(n) for n in options.arities.split(",")]
            for named in {"contract": [False], "named": [True], "both": [False, True]}[options.spelling]:
                failed += measure_slips(arguments, arities, folder, named)
    if failed:
        print(f"{failed} slip(s) missed the message or the 3× budget")
        sys.exit(1)


if __name__ == "__main__":
    main()
