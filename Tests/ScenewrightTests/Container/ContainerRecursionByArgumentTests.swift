import Scenewright
import Testing

/// A tree node built recursively: `Node(depth)` asks for `Node(depth - 1)` until depth 0.
private final class TreeNode {
    let depth: Int
    let child: TreeNode?
    init(depth: Int, child: TreeNode?) {
        self.depth = depth
        self.child = child
    }
}

/// An argument type that is not `Hashable`: the container cannot compare two of them.
private struct Opaque {
    let value: Int
}

/// A cycle is the same registration asked for again with the same argument; recursion by argument
/// that ends is no cycle, and the depth limit stops the recursion that does not end.
@Suite struct ContainerRecursionByArgumentTests {
    static func tree() -> Container {
        Container()
            .register(TreeNode.self) { (r, depth: Int) in
                TreeNode(
                    depth: depth, child: depth == 0 ? nil : try r.resolve(TreeNode.self, argument: depth - 1))
            }
    }

    @Test("recursion by argument that ends resolves: Node(5) builds Node(4) … Node(0)")
    func terminatingRecursion() throws {
        let root = try Self.tree().resolve(TreeNode.self, argument: 5)
        var depths: [Int] = []
        var node: TreeNode? = root
        while let current = node {
            depths.append(current.depth)
            node = current.child
        }
        #expect(depths == [5, 4, 3, 2, 1, 0])
    }

    @Test("the same registration asked for again with the same argument is a cycle naming the argument")
    func sameArgumentIsACycle() throws {
        let container = Container()
            .register(TreeNode.self) { (r, depth: Int) in
                TreeNode(depth: depth, child: try r.resolve(TreeNode.self, argument: depth == 3 ? 2 : depth))
            }
        let error = #expect(throws: ContainerError.self) {
            _ = try container.resolve(TreeNode.self, argument: 3)
        }
        #expect(error?.kind == .cycle)
        #expect(
            error?.description.contains("TreeNode (argument: Int) → TreeNode (argument: Int)") == true,
            "\(error?.description ?? "")")
        #expect(error?.description.contains("2") == true, "\(error?.description ?? "")")
    }

    @Test("recursion that never ends stops at the depth limit, not with a cycle at depth 1")
    func runawayRecursion() throws {
        let container = Container()
            .register(TreeNode.self) { (r, depth: Int) in
                TreeNode(depth: depth, child: try r.resolve(TreeNode.self, argument: depth + 1))
            }
        let error = #expect(throws: ContainerError.self) {
            _ = try container.resolve(TreeNode.self, argument: 0)
        }
        #expect(error?.kind == .chainTooDeep, "\(String(describing: error))")
    }

    @Test("an argument the container cannot compare is reported as a possible cycle that says why")
    func incomparableArgument() throws {
        let container = Container()
            .register(TreeNode.self) { (r, opaque: Opaque) in
                TreeNode(
                    depth: opaque.value,
                    child: opaque.value == 0
                        ? nil : try r.resolve(TreeNode.self, argument: Opaque(value: opaque.value - 1)))
            }
        let error = #expect(throws: ContainerError.self) {
            _ = try container.resolve(TreeNode.self, argument: Opaque(value: 2))
        }
        #expect(error?.kind == .cycle)
        #expect(error?.description.contains("Hashable") == true, "\(error?.description ?? "")")
    }

    @Test("several arguments are compared together: a different second argument is no cycle")
    func severalArguments() throws {
        let container = Container()
            .register(TreeNode.self) { (r, depth: Int, label: String) in
                TreeNode(
                    depth: depth,
                    child: depth == 0 ? nil : try r.resolve(TreeNode.self, arguments: depth - 1, label))
            }
        #expect(try container.resolve(TreeNode.self, arguments: 3, "x").child?.child?.depth == 1)
    }
}
