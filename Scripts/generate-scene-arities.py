#!/usr/bin/env python3
"""Generates Sources/Scenewright/Scene/Scene+Arities.swift: the scene types for 0…MAX dependencies.

Swift 6.3 cannot infer a parameter pack that grows along a chain of `.with { }` calls in one
expression, so each arity is a plain generic struct. Run this script after changing the template;
CI checks that the checked-in file is what the script produces (`Scripts/generate-scene-arities.py --check`).
"""
import pathlib
import subprocess
import sys
import tempfile

MAX = 12
OUTPUT = pathlib.Path(__file__).resolve().parent.parent / "Sources/Scenewright/Scene/Scene+Arities.swift"


def type_name(n):
    return "Scene" if n == 0 else f"Scene{n}"


def generics(n):
    return ", ".join(["Controller"] + [f"D{i}" for i in range(1, n + 1)])


def signature(n):
    return ", ".join(["Controller"] + [f"D{i}" for i in range(1, n + 1)])


def arguments(n):
    return ", ".join(["controller"] + [f"d{i}" for i in range(1, n + 1)])


def scene(n):
    name = type_name(n)
    lines = []
    if n == 0:
        lines += SCENE_DOC
        lines.append(f"@MainActor public struct Scene<Controller: ViewController> {{")
        return scene_body(n, lines)
    deps = "no dependencies" if n == 0 else ("one dependency" if n == 1 else f"{n} dependencies")
    lines.append(f"/// A scene with {deps}: a recipe that builds a `Controller`" + (" and its dependencies," if n else ","))
    lines.append("/// wires them and returns the controller. Each `instantiate` builds a fresh graph.")
    lines.append("///")
    lines.append("/// You rarely name this type: write `Scene { … }.with { … }….instantiate(…)` in one expression.")
    lines.append("/// See ``Scene`` for the whole story.")
    generic_params = "Controller: ViewController" + "".join(f", D{i}" for i in range(1, n + 1))
    lines.append(f"@MainActor public struct {name}<{generic_params}> {{")
    return scene_body(n, lines)


def scene_body(n, lines):
    lines.append("    @usableFromInline let makeController: @MainActor () -> Controller")
    for i in range(1, n + 1):
        lines.append(f"    @usableFromInline let make{i}: @MainActor () -> D{i}")
    lines.append("")
    if n == 0:
        lines.append("    /// Starts a scene with the closure that makes its controller.")
        lines.append("    ///")
        lines.append("    /// ```swift")
        lines.append("    /// let detail = Scene { CityDetailViewController() }")
        lines.append("    ///     .with { services.cityProvider }")
        lines.append("    ///     .instantiate(connect: { vc, provider in vc.provider = provider })")
        lines.append("    /// ```")
        lines.append("    /// - Parameter makeController: Makes a new controller on every `instantiate`.")
        lines.append("    @inlinable")
        lines.append("    public init(_ makeController: @escaping @MainActor () -> Controller) {")
        lines.append("        self.makeController = makeController")
        lines.append("    }")
        lines.append("")
    else:
        params = ", ".join(["makeController: @escaping @MainActor () -> Controller"] + [f"make{i}: @escaping @MainActor () -> D{i}" for i in range(1, n + 1)])
        lines.append("    @usableFromInline")
        lines.append(f"    init({params}) {{")
        lines.append("        self.makeController = makeController")
        for i in range(1, n + 1):
            lines.append(f"        self.make{i} = make{i}")
        lines.append("    }")
        lines.append("")
    if n < MAX:
        nxt = type_name(n + 1)
        lines.append("    /// Adds one dependency, made once per `instantiate`, after the ones before it.")
        lines.append("    /// - Parameter make: Makes the dependency. Resolve fallible dependencies before the scene.")
        lines.append(f"    /// - Returns: A scene with {n + 1} dependenc{'y' if n == 0 else 'ies'}.")
        lines.append("    @inlinable")
        lines.append(f"    public func with<D{n + 1}>(_ make: @escaping @MainActor () -> D{n + 1}) -> {nxt}<{generics(n + 1)}> {{")
        args = ", ".join(["makeController: makeController"] + [f"make{i}: make{i}" for i in range(1, n + 1)] + [f"make{n + 1}: make"])
        lines.append(f"        {nxt}({args})")
        lines.append("    }")
        lines.append("")
    sig = signature(n)
    underscores = ", ".join(["_"] * (n + 1))
    lines.append("    /// Builds the controller and its dependencies, retains them, and awakes them.")
    lines.append("    /// - Returns: The new controller.")
    lines.append("    @inlinable")
    lines.append("    public func instantiate() -> Controller {")
    lines.append(f"        build(connect: {{ {underscores} in }}, view: nil)")
    lines.append("    }")
    lines.append("")
    lines.append("    /// Builds the controller and its dependencies, runs `connect`, then awakes them.")
    lines.append("    /// - Parameter connect: Wires the controller and its dependencies together.")
    lines.append("    /// - Returns: The new controller.")
    lines.append("    @inlinable")
    lines.append(f"    public func instantiate(connect: ({sig}) -> Void) -> Controller {{")
    lines.append("        build(connect: connect, view: nil)")
    lines.append("    }")
    lines.append("")
    lines.append("    /// Builds the controller and its dependencies; `view` makes its root view on every load.")
    lines.append("    /// - Parameter view: Makes the root view, with the same dependency instances on every load.")
    lines.append("    /// - Returns: The new controller.")
    lines.append("    @inlinable")
    lines.append(f"    public func instantiate(view: @escaping @MainActor ({sig}) -> View) -> Controller {{")
    lines.append(f"        build(connect: {{ {underscores} in }}, view: view)")
    lines.append("    }")
    lines.append("")
    lines.append("    /// Builds the controller and its dependencies, runs `connect`, awakes them; `view` makes the")
    lines.append("    /// root view on every load.")
    lines.append("    /// - Parameters:")
    lines.append("    ///   - connect: Wires the controller and its dependencies together.")
    lines.append("    ///   - view: Makes the root view, with the same dependency instances on every load.")
    lines.append("    /// - Returns: The new controller.")
    lines.append("    @inlinable")
    lines.append("    public func instantiate(")
    lines.append(f"        connect: ({sig}) -> Void, view: @escaping @MainActor ({sig}) -> View")
    lines.append("    ) -> Controller {")
    lines.append("        build(connect: connect, view: view)")
    lines.append("    }")
    lines.append("")
    lines.append("    @inlinable")
    lines.append("    func build(")
    lines.append(f"        connect: ({sig}) -> Void, view: (@MainActor ({sig}) -> View)?")
    lines.append("    ) -> Controller {")
    lines.append("        let controller = makeController()")
    for i in range(1, n + 1):
        lines.append(f"        let d{i} = make{i}()")
    deps_list = ", ".join(f"d{i}" for i in range(1, n + 1))
    lines.append(f"        let dependencies: [Any] = [{deps_list}]")
    if n == 0:
        lines.append("        let factory = view.map { view in")
        lines.append("            SceneAssembly.viewFactory(for: controller) { view($0) }")
        lines.append("        }")
    else:
        lines.append("        let factory = view.map { view in")
        lines.append(f"            SceneAssembly.viewFactory(for: controller) {{ view($0, {deps_list}) }}")
        lines.append("        }")
    lines.append("        " + ("var" if n else "let") + " roles = SceneRoles(controller: SceneAssembly.roles(of: controller))")
    for i in range(1, n + 1):
        lines.append(f"        roles.set(SceneAssembly.roles(of: d{i}), at: {i - 1})")
    lines.append("        SceneAssembly.install(dependencies, roles, view: factory, into: controller)")
    lines.append(f"        connect({arguments(n)})")
    lines.append("        SceneAssembly.awake(controller, roles.controller)")
    for i in range(1, n + 1):
        lines.append(f"        SceneAssembly.awake(d{i}, roles[{i - 1}])")
    lines.append("        return controller")
    lines.append("    }")
    lines.append("}")
    return "\n".join(lines)


SCENE_DOC = [
    "/// A view controller plus the objects that serve it, built in one typed expression.",
    "///",
    "/// `Scene { … }` takes a closure making any `ViewController` subclass; each `.with { … }` adds one",
    "/// dependency of any type (up to 12); `instantiate` builds the graph and returns the controller with",
    "/// its concrete type. Inside `instantiate`, in this order: the controller is made; each dependency",
    "/// is made once, in `.with` order; the controller retains them for its whole life; `connect` runs;",
    "/// ``Awakable/awake()`` is called on the controller, then on each dependency in order (each only",
    "/// if it conforms). When the view loads, the `view` closure (if given) makes the root view instead",
    "/// of `loadView()`, and every lifecycle event reaches the controller first, then each",
    "/// ``ViewObserver`` dependency in order. After `vc.view = nil`, the next load runs `view` again",
    "/// with the same dependency instances; `awake()` never runs again.",
    "///",
    "/// ```swift",
    "/// let detail = Scene { CityDetailViewController() }",
    "///     .with { services.cityProvider }",
    "///     .with { CityController(cityID) }",
    "///     .instantiate(connect: { vc, provider, controller in",
    "///         controller.provider = provider",
    "///         vc.controller = controller",
    "///     }, view: { vc, provider, controller in",
    "///         let table = TableView()",
    "///         table.dataSource = controller",
    "///         return table",
    "///     })",
    "/// // `detail` is a CityDetailViewController",
    "/// ```",
    "///",
    "/// Dependency closures cannot throw: resolve fallible dependencies first (`let p = try",
    "/// container.resolve(P.self)`, then `.with { p }`). When a `view` closure is given, the",
    "/// controller's own `loadView()` is never called. A `Scene` value is reusable: each `instantiate`",
    "/// builds a fresh graph.",
]


def render():
    header = [
        "// Generated by Scripts/generate-scene-arities.py — do not edit by hand.",
        f"// Scene types for 0…{MAX} dependencies.",
        "",
    ]
    return "\n".join(header) + "\n\n".join(scene(n) for n in range(0, MAX + 1)) + "\n"


def formatted(text):
    """The text as `swift format` (with the repository's .swift-format) leaves it."""
    with tempfile.TemporaryDirectory() as folder:
        path = pathlib.Path(folder) / "Scene+Arities.swift"
        path.write_text(text)
        config = OUTPUT.parents[3] / ".swift-format"
        subprocess.run(["swift", "format", "format", "-i", "--configuration", str(config), str(path)], check=True)
        return path.read_text()


def main():
    text = formatted(render())
    if "--check" in sys.argv:
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
