#!/usr/bin/env python3
"""Writes Sources/Scenewright/Scene/Scene+Arities.swift: the scene types for 1…MAX dependencies.

`Scene` itself (no dependencies, and the documentation of the whole DSL) is hand-written in
`Scene.swift`; this script writes only the arities that `.with { … }` grows into, each a plain
generic struct `SceneN` with the record `SceneRecordN`, the object the controllers it builds
own. Swift 6.3 cannot infer a parameter pack that grows along a chain of `.with { }` calls in
one expression, hence one type per arity.

Run it after changing the template; CI checks the checked-in file is what it produces:
`Scripts/generate-scene-arities.py --check`.
"""
import pathlib
import subprocess
import sys
import tempfile

MAX = 12
ROOT = pathlib.Path(__file__).resolve().parent.parent
OUTPUT = ROOT / "Sources/Scenewright/Scene/Scene+Arities.swift"


# The compiler's message for a 13th `.with`: what the limit is and what to do instead.
TOO_MANY = (
    f"a scene holds at most {MAX} dependencies; group related ones into one object (a struct or class "
    "holding them) and add that with one `.with { … }`"
)


def indices(n):
    return range(1, n + 1)


def type_parameters(n):
    """`Controller, D1, …, Dn`"""
    return ", ".join(["Controller"] + [f"D{i}" for i in indices(n)])


def constrained_parameters(n):
    """`Controller: UIViewController, D1, …, Dn`"""
    return ", ".join(["Controller: UIViewController"] + [f"D{i}" for i in indices(n)])


def values(n):
    """`d1, …, dn`"""
    return ", ".join(f"d{i}" for i in indices(n))


def counted(n):
    return "one dependency" if n == 1 else f"{n} dependencies"


def scene(n):
    name = f"Scene{n}"
    signature = type_parameters(n)
    ignored = ", ".join(["_"] * (n + 1))
    makers = ", ".join(
        ["makeController: @escaping @MainActor () -> Controller"]
        + [f"make{i}: @escaping @MainActor () -> D{i}" for i in indices(n)]
    )
    lines = [
        f"/// A scene with {counted(n)}: a recipe that builds a `Controller` and its dependencies, wires",
        "/// them and returns the controller. Each `instantiate` builds a fresh graph.",
        "///",
        "/// You rarely name this type: write `Scene { … }.with { … }….instantiate(…)` in one expression.",
        "/// See ``Scene`` for the whole story.",
        f"@MainActor public struct {name}<{constrained_parameters(n)}> {{",
        "    @usableFromInline let makeController: @MainActor () -> Controller",
    ]
    lines += [f"    @usableFromInline let make{i}: @MainActor () -> D{i}" for i in indices(n)]
    lines += [
        "",
        "    @usableFromInline",
        f"    init({makers}) {{",
        "        self.makeController = makeController",
    ]
    lines += [f"        self.make{i} = make{i}" for i in indices(n)]
    lines += ["    }", ""]
    if n < MAX:
        following = ", ".join(["makeController: makeController"] + [f"make{i}: make{i}" for i in indices(n)])
        lines += [
            "    /// Adds one dependency, made once per `instantiate`, after the ones before it.",
            "    /// - Parameter make: Makes the dependency. Resolve fallible dependencies before the scene.",
            f"    /// - Returns: A scene with {n + 1} dependencies.",
            "    @inlinable",
            f"    public func with<D{n + 1}>(_ make: @escaping @MainActor () -> D{n + 1}) "
            f"-> Scene{n + 1}<{type_parameters(n + 1)}> {{",
            f"        Scene{n + 1}({following}, make{n + 1}: make)",
            "    }",
            "",
            "    /// Adds one dependency of the named type: the same as `.with { … }`, but the compiler no longer has",
            "    /// to infer the type from the closure, so a mistake in `instantiate`'s closures is reported as",
            "    /// fast, and as precisely, as in plain code. Name the controller too: `Scene(T.self) { … }`.",
            "    /// - Parameters:",
            "    ///   - type: The dependency's type, as the scene's closures receive it.",
            "    ///   - make: Makes the dependency. Resolve fallible dependencies before the scene.",
            f"    /// - Returns: A scene with {n + 1} dependencies.",
            "    @inlinable",
            f"    public func with<D{n + 1}>(_ type: D{n + 1}.Type, _ make: @escaping @MainActor () -> D{n + 1}) "
            f"-> Scene{n + 1}<{type_parameters(n + 1)}> {{",
            f"        Scene{n + 1}({following}, make{n + 1}: make)",
            "    }",
            "",
        ]
    else:
        lines += [
            f"    /// A scene holds at most {MAX} dependencies: a {MAX + 1}th `.with` does not compile, and the",
            "    /// compiler's message says what to do instead.",
            "    @available(*, unavailable, message: \"" + TOO_MANY + "\")",
            f"    public func with<D{n + 1}>(_ make: @escaping @MainActor () -> D{n + 1}) -> Self {{",
            "        self",
            "    }",
            "",
            f"    /// A scene holds at most {MAX} dependencies, named or not.",
            "    @available(*, unavailable, message: \"" + TOO_MANY + "\")",
            f"    public func with<D{n + 1}>(_ type: D{n + 1}.Type, _ make: @escaping @MainActor () -> D{n + 1}) -> Self {{",
            "        self",
            "    }",
            "",
        ]
    lines += [
        "    /// Builds the controller and its dependencies, retains them, and awakes them.",
        "    /// - Returns: The new controller.",
        "    @inlinable",
        "    public func instantiate() -> Controller {",
        f"        build(connect: {{ {ignored} in }}, view: nil)",
        "    }",
        "",
        "    /// Builds the controller and its dependencies, runs `connect`, then awakes them.",
        "    /// - Parameter connect: Wires the controller and its dependencies together.",
        "    /// - Returns: The new controller.",
        "    @inlinable",
        f"    public func instantiate(connect: ({signature}) -> Void) -> Controller {{",
        "        build(connect: connect, view: nil)",
        "    }",
        "",
        "    /// Builds the controller and its dependencies; `view` makes its root view on every load.",
        "    /// - Parameter view: Makes the root view, with the same dependency instances on every load.",
        "    /// - Returns: The new controller.",
        "    @inlinable",
        f"    public func instantiate(view: @escaping @MainActor ({signature}) -> UIView) -> Controller {{",
        f"        build(connect: {{ {ignored} in }}, view: view)",
        "    }",
        "",
        "    /// Builds the controller and its dependencies, runs `connect`, awakes them; `view` makes the",
        "    /// root view on every load.",
        "    /// - Parameters:",
        "    ///   - connect: Wires the controller and its dependencies together.",
        "    ///   - view: Makes the root view, with the same dependency instances on every load.",
        "    /// - Returns: The new controller.",
        "    @inlinable",
        "    public func instantiate(",
        f"        connect: ({signature}) -> Void, view: @escaping @MainActor ({signature}) -> UIView",
        "    ) -> Controller {",
        "        build(connect: connect, view: view)",
        "    }",
        "",
        "    @inlinable",
        "    func build(",
        f"        connect: ({signature}) -> Void, view: (@MainActor ({signature}) -> UIView)?",
        "    ) -> Controller {",
        "        let controller = makeController()",
    ]
    lines += [f"        let d{i} = make{i}()" for i in indices(n)]
    lines += ["        let role = SceneAssembly.role(of: controller)"]
    lines += [f"        let role{i} = SceneAssembly.role(of: d{i})" for i in indices(n)]
    arguments = ", ".join(f"consume d{i}, role{i}" for i in indices(n))
    lines += [
        "        // `viewIfLoaded`, not `isViewLoaded`: the optimiser keeps the controller retained around a",
        "        // call to `isViewLoaded`, but not around this one.",
        "        let loadedEarly = controller.viewIfLoaded != nil",
        f"        connect(controller, {values(n)})",
        "        SceneAssembly.awake(controller, role)",
    ]
    lines += [f"        SceneAssembly.awake(d{i}, role{i})" for i in indices(n)]
    lines += [
        "        // The dependencies move into the record, and the record into the controller, which owns it",
        "        // from here on.",
        f"        let record = SceneRecord{n}(view: view, {arguments})",
        "        SceneAssembly.install(record, into: controller, scene: Self.self, loadedEarly: loadedEarly)",
        "        return controller",
        "    }",
        "}",
    ]
    return "\n".join(lines)


def record(n):
    name = f"SceneRecord{n}"
    signature = type_parameters(n)
    parameters = ", ".join([f"_ d{i}: consuming D{i}, _ role{i}: DependencyRole" for i in indices(n)])
    lines = [
        f"/// What a ``Scene{n}`` leaves on each controller it builds, owned by the controller: the",
        "/// dependencies, the observing ones as observers (in dependency order), and the `view` closure.",
        f"@MainActor @usableFromInline final class {name}<{constrained_parameters(n)}>: SceneRecord {{",
    ]
    lines += [f"    @usableFromInline let observer{i}: (any ViewObserver)?" for i in indices(n)]
    lines += [f"    @usableFromInline let view: (@MainActor ({signature}) -> UIView)?"]
    lines += [f"    @usableFromInline let d{i}: D{i}" for i in indices(n)]
    lines += [
        "",
        "    @inlinable",
        f"    init(view: (@MainActor ({signature}) -> UIView)?, {parameters}) {{",
    ]
    lines += [f"        observer{i} = SceneAssembly.observer(d{i}, role{i})" for i in indices(n)]
    lines += ["        self.view = view"]
    lines += [f"        self.d{i} = d{i}" for i in indices(n)]
    lines += [
        "    }",
        "",
        "    @usableFromInline func makeRootView(for controller: UIViewController) -> UIView? {",
        "        // The record was installed on this very controller, typed `Controller`.",
        "        guard let view, let controller = controller as? Controller else { return nil }",
        f"        return view(controller, {', '.join(f'd{i}' for i in indices(n))})",
        "    }",
        "",
        "    @usableFromInline func controller(_ controller: UIViewController, didReceive event: LifecycleEvent) {",
    ]
    lines += [f"        SceneAssembly.send(event, to: observer{i})" for i in indices(n)]
    lines += [
        "    }",
        "}",
    ]
    return "\n".join(lines)


def render():
    header = [
        "// Generated by Scripts/generate-scene-arities.py — do not edit by hand.",
        f"// The scene types for 1…{MAX} dependencies; `Scene` itself is in Scene.swift.",
        "",
        "",
    ]
    parts = []
    for n in range(1, MAX + 1):
        parts.append(scene(n))
        parts.append(record(n))
    return "\n".join(header) + "\n\n".join(parts) + "\n"


def formatted(text):
    """The text as `swift format` (with the repository's .swift-format) leaves it."""
    with tempfile.TemporaryDirectory() as folder:
        path = pathlib.Path(folder) / OUTPUT.name
        path.write_text(text)
        config = ROOT / ".swift-format"
        subprocess.run(["swift", "format", "format", "-i", "--configuration", str(config), str(path)], check=True)
        return path.read_text()


def main():
    text = formatted(render())
    if "--check" in sys.argv[1:]:
        current = OUTPUT.read_text() if OUTPUT.exists() else ""
        if current != text:
            print(f"{OUTPUT} is out of date: run Scripts/generate-scene-arities.py", file=sys.stderr)
            sys.exit(1)
        print("scene arities: up to date")
        return
    OUTPUT.write_text(text)
    print(f"wrote {OUTPUT}")


if __name__ == "__main__":
    main()
