import Foundation

/// Reads Scenewright's sources as text and lists every place that uses the stage other than
/// through UIKit's names and the composition seam: an import of another module, a HeadlessUI
/// short name (`ViewController` for `UIViewController`), or a `package` member of UIKitStage
/// declared outside `Sources/UIKitStage/CompositionSeam`.
///
/// Textual, so it stays fast and needs no compiler: comments and string literals are skipped
/// (interpolated code is read); a `package` name the stage also declares `public` or `open`, or that
/// Scenewright declares itself, cannot be told apart from that declaration and is not looked for.
struct StageSurfaceCheck {
    /// Modules Scenewright's files may import; `Exports.swift` alone re-exports the user-facing ones.
    static let allowedImports: Set<String> = ["UIKitStage", "ScenewrightCore", "Foundation", "Dispatch"]
    static let exportsFile = "Exports.swift"
    static let allowedExports: Set<String> = ["HeadlessUI", "ScenewrightCore"]

    /// HeadlessUI's short names, from `ShortNames.swift`.
    let shortNames: Set<String>
    /// The stage's `package` names declared outside the seam, less the ambiguous ones.
    let forbiddenPackageNames: Set<String>

    init(shortNamesSource: String, stageSources: [(path: String, text: String)], ownSources: [String]) {
        shortNames = Self.typealiasNames(in: shortNamesSource)
        var packageNames: Set<String> = []
        var publicNames: Set<String> = []
        var seamNames: Set<String> = []
        for (path, text) in stageSources {
            let code = Self.code(of: text)
            if path.contains("/CompositionSeam/") {
                seamNames.formUnion(Self.declaredNames(in: code, modifier: nil))
            } else {
                packageNames.formUnion(Self.declaredNames(in: code, modifier: "package"))
            }
            publicNames.formUnion(Self.declaredNames(in: code, modifier: "public"))
            publicNames.formUnion(Self.declaredNames(in: code, modifier: "open"))
        }
        let own = ownSources.reduce(into: Set<String>()) {
            $0.formUnion(Self.declaredNames(in: Self.code(of: $1), modifier: nil))
        }
        forbiddenPackageNames = packageNames.subtracting(publicNames).subtracting(seamNames).subtracting(own)
    }

    /// The violations in one of Scenewright's files, as `file:line: what`.
    func violations(inFile name: String, text: String) -> [String] {
        var found: [String] = []
        for (number, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            let words = line.split(separator: " ").map(String.init)
            if words.first == "import" || (words.first == "@_exported" && words.dropFirst().first == "import")
            {
                let module = words.last ?? ""
                let exported = words.first == "@_exported"
                let allowed =
                    exported
                    ? name.hasSuffix("/" + Self.exportsFile) && Self.allowedExports.contains(module)
                    : Self.allowedImports.contains(module)
                if !allowed {
                    found.append("\(name):\(number + 1): imports \(module)")
                }
            }
        }
        let code = Self.code(of: text)
        var line = 1
        var counted = code.startIndex
        for token in Self.identifiers(in: code) {
            line += code[counted..<token.range.lowerBound].count { $0 == "\n" }
            counted = token.range.lowerBound
            if !token.afterDot, shortNames.contains(token.name) {
                found.append("\(name):\(line): uses HeadlessUI's short name \(token.name)")
            }
            if forbiddenPackageNames.contains(token.name) {
                found.append(
                    "\(name):\(line): uses the stage's package API \(token.name) outside the composition seam"
                )
            }
        }
        return found
    }

    // MARK: Reading Swift as text

    /// `text` with comments and string literals blanked out (newlines kept, interpolations kept).
    static func code(of text: String) -> String {
        let characters = Array(text)
        var result = characters
        var index = 0
        func blank(_ range: Range<Int>) {
            for i in range where result[i] != "\n" { result[i] = " " }
        }
        func starts(_ literal: String, at position: Int) -> Bool {
            var offset = position
            for character in literal {
                guard offset < characters.count, characters[offset] == character else { return false }
                offset += 1
            }
            return true
        }
        /// Blanks a string literal opening at `start` (at its hashes or quote); returns its end.
        func skipString(from start: Int) -> Int {
            var position = start
            var hashes = 0
            while position < characters.count, characters[position] == "#" {
                hashes += 1
                position += 1
            }
            let multiline = starts("\"\"\"", at: position)
            let quote = multiline ? "\"\"\"" : "\""
            position += quote.count
            let close = quote + String(repeating: "#", count: hashes)
            let interpolation = "\\" + String(repeating: "#", count: hashes) + "("
            var segmentStart = start
            while position < characters.count {
                if starts(close, at: position) {
                    position += close.count
                    break
                }
                if starts(interpolation, at: position) {
                    blank(segmentStart..<position + interpolation.count)
                    var depth = 1
                    position += interpolation.count
                    while position < characters.count, depth > 0 {
                        if characters[position] == "\"" {
                            position = skipString(from: position)
                            continue
                        }
                        if characters[position] == "(" { depth += 1 }
                        if characters[position] == ")" { depth -= 1 }
                        position += 1
                    }
                    segmentStart = position - 1
                    continue
                }
                if characters[position] == "\\" { position += 1 }
                position += 1
            }
            blank(segmentStart..<min(position, characters.count))
            return position
        }
        while index < characters.count {
            if starts("//", at: index) {
                let start = index
                while index < characters.count, characters[index] != "\n" { index += 1 }
                blank(start..<index)
            } else if starts("/*", at: index) {
                let start = index
                var depth = 0
                repeat {
                    if starts("/*", at: index) {
                        depth += 1
                        index += 2
                    } else if starts("*/", at: index) {
                        depth -= 1
                        index += 2
                    } else {
                        index += 1
                    }
                } while depth > 0 && index < characters.count
                blank(start..<index)
            } else if characters[index] == "\""
                || (characters[index] == "#" && isRawStringStart(characters, index))
            {
                index = skipString(from: index)
            } else {
                index += 1
            }
        }
        return String(result)
    }

    private static func isRawStringStart(_ characters: [Character], _ index: Int) -> Bool {
        var position = index
        while position < characters.count, characters[position] == "#" { position += 1 }
        return position < characters.count && characters[position] == "\""
    }

    struct Token {
        var name: String
        var range: Range<String.Index>
        /// Written as a member: `x.name`.
        var afterDot: Bool
    }

    /// The identifiers of `code`, in order.
    static func identifiers(in code: String) -> [Token] {
        var tokens: [Token] = []
        var index = code.startIndex
        var previous: Character = " "
        while index < code.endIndex {
            let character = code[index]
            if character.isLetter || character == "_" {
                let start = index
                while index < code.endIndex,
                    code[index].isLetter || code[index].isNumber || code[index] == "_"
                {
                    index = code.index(after: index)
                }
                tokens.append(
                    Token(name: String(code[start..<index]), range: start..<index, afterDot: previous == "."))
                previous = "a"
                continue
            }
            if character.isNumber {
                while index < code.endIndex,
                    code[index].isNumber || code[index].isLetter || code[index] == "_"
                {
                    index = code.index(after: index)
                }
                previous = "0"
                continue
            }
            if !character.isWhitespace { previous = character }
            index = code.index(after: index)
        }
        return tokens
    }

    /// The names declared in `code`, by `modifier` when given (`package var x`, `package static
    /// func y`), else by any declaration keyword.
    static func declaredNames(in code: String, modifier: String?) -> Set<String> {
        let keywords: Set<String> = [
            "func", "var", "let", "class", "struct", "enum", "protocol", "typealias", "case", "actor",
            "associatedtype",
        ]
        let tokens = identifiers(in: code)
        var names: Set<String> = []
        var sawModifier = modifier == nil
        var lastLineBreak = code.startIndex
        for (position, token) in tokens.enumerated() {
            if let newline = code[lastLineBreak..<token.range.lowerBound].lastIndex(of: "\n") {
                lastLineBreak = code.index(after: newline)
                sawModifier = modifier == nil
            }
            if token.name == modifier { sawModifier = true }
            if sawModifier, keywords.contains(token.name), position + 1 < tokens.count {
                let declared = tokens[position + 1]
                if !keywords.contains(declared.name) { names.insert(declared.name) }
            }
        }
        return names
    }

    /// The names of `public typealias X = …` lines.
    static func typealiasNames(in source: String) -> Set<String> {
        var names: Set<String> = []
        for line in source.split(separator: "\n") where line.hasPrefix("public typealias ") {
            let name = line.dropFirst("public typealias ".count).prefix { $0.isLetter || $0.isNumber }
            names.insert(String(name))
        }
        return names
    }
}
