/// How deeply a YAML text's lists and mappings nest, read from its characters without
/// recursing, before anything is composed; and where its aliases are.
///
/// Composing (Yams) recurses once per nesting level and has no limit of its own, so a text
/// nested thousands deep must be refused before it is composed. This pass follows the
/// tokenizer Yams uses (libyaml's scanner) far enough to see every list and mapping open:
/// block collections from the indentation (libyaml's stack of indents, rolled by `- `, `? `
/// and `key:`), flow collections from brackets, the list of `- ` entries a block mapping's
/// value may have at the mapping's own indentation, and the one-pair mapping that `key: value`
/// or `? key` makes inside `[ ]`. A mapping that a `key:` starts is known only at its `:`, as
/// in libyaml; everything nested inside such a key is then one level deeper than counted when
/// it was read, so each possible key keeps the deepest level read since it began.
///
/// It skips what libyaml skips: quoted scalars (with `''` and backslash escapes), plain
/// scalars (including `[`, `#` and `:` inside them), block scalars (`|`, `>` and the lines
/// their indentation holds), comments, tags, directives, and `---`/`...` markers.
///
/// The depth is an upper bound of the levels libyaml's events open: the same for valid YAML,
/// and more only where libyaml stops at an error anyway.
struct YAMLNestingScan {
    /// A place in the text, line and column from 1, columns in characters as libyaml counts them.
    struct Position: Comparable {
        var line: Int
        var column: Int

        static func < (lhs: Position, rhs: Position) -> Bool {
            (lhs.line, lhs.column) < (rhs.line, rhs.column)
        }
    }

    /// What one pass found.
    struct Result {
        /// Where a list or mapping first opens deeper than the limit, if anywhere.
        var tooDeep: Position?
        /// The deepest level seen (up to the first level past the limit).
        var deepest: Int
        /// Where each alias (`*name`) is, in order.
        var aliases: [Position]
    }

    /// Scans `text`, stopping at the first list or mapping deeper than `limit`. The text ends at
    /// its first NUL byte, as libyaml's reader does (it refuses the character there), so no
    /// loop waits at a NUL that reads as an end but is not the text's end.
    static func scan(_ text: String, limit: Int) -> Result {
        let bytes = Array(text.utf8)
        var scanner = Scanner(bytes: Array(bytes.prefix { $0 != 0 }), limit: limit)
        scanner.run()
        return Result(tooDeep: scanner.tooDeep, deepest: scanner.deepest, aliases: scanner.aliases)
    }
}

extension YAMLNestingScan {
    /// A place where a `key:` may start (libyaml's "simple key"), one per flow level.
    private struct SimpleKey {
        var possible = false
        var line = 0
        var index = 0
        var column = 0
        var position = Position(line: 0, column: 0)
        /// Where the properties (`&anchor`, `!tag`) of the node holding the key began, if
        /// before the key: a mapping that the key starts begins there.
        var nodeStart: Position?
        /// The deepest level opened since the key began, and where it first was.
        var deepest = 0
        var deepestPosition = Position(line: 0, column: 0)
    }

    /// An open block list or mapping: its indentation (libyaml's indent) and whether a list of
    /// `- ` entries at that same indentation is open as a mapping's value.
    private struct BlockLevel {
        var indent: Int
        var isMapping: Bool
        var unindentedList = false
    }

    /// An open `[ ]` or `{ }`, and whether a one-pair mapping is open in a `[ ]`'s entry.
    private struct FlowLevel {
        var isSequence: Bool
        var pairOpen = false
    }

    private struct Scanner {
        let bytes: [UInt8]
        let limit: Int
        var offset = 0
        var line = 0
        var column = 0
        /// Characters read (libyaml's `index`, for how far a simple key may reach).
        var index = 0

        var blocks: [BlockLevel] = []
        var flows: [FlowLevel] = []
        var simpleKeys = [SimpleKey()]
        var simpleKeyAllowed = true
        var nodeStart: Position?
        var depth = 0

        var tooDeep: Position?
        var deepest = 0
        var aliases: [Position] = []

        init(bytes: [UInt8], limit: Int) {
            self.bytes = bytes
            self.limit = limit
            if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { offset = 3 }
        }

        var indent: Int { blocks.last?.indent ?? -1 }
        var inFlow: Bool { !flows.isEmpty }
        var position: Position { Position(line: line + 1, column: column + 1) }

        // MARK: Characters

        func byte(_ ahead: Int = 0) -> UInt8 {
            offset + ahead < bytes.count ? bytes[offset + ahead] : 0
        }

        var atEnd: Bool { offset >= bytes.count }

        func isBreak(_ ahead: Int = 0) -> Bool {
            switch byte(ahead) {
            case 0x0A, 0x0D: return true
            case 0xC2: return byte(ahead + 1) == 0x85
            case 0xE2: return byte(ahead + 1) == 0x80 && (byte(ahead + 2) == 0xA8 || byte(ahead + 2) == 0xA9)
            default: return false
            }
        }

        func isBlank(_ ahead: Int = 0) -> Bool { byte(ahead) == 0x20 || byte(ahead) == 0x09 }
        /// Blank, line break or end (libyaml's `IS_BLANKZ`; a NUL byte counts as an end).
        func isBlankZ(_ ahead: Int = 0) -> Bool { isBlank(ahead) || isBreak(ahead) || byte(ahead) == 0 }
        func isBreakZ() -> Bool { isBreak() || byte() == 0 }
        func isWordCharacter(_ byte: UInt8) -> Bool {
            switch byte {
            case UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
                UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "_"), UInt8(ascii: "-"):
                return true
            default: return false
            }
        }
        func isFlowIndicator(_ byte: UInt8) -> Bool {
            switch byte {
            case UInt8(ascii: ","), UInt8(ascii: "["), UInt8(ascii: "]"), UInt8(ascii: "{"), UInt8(ascii: "}"):
                return true
            default: return false
            }
        }
        /// The characters of a tag besides letters and digits (libyaml's URI characters).
        func isTagCharacter(_ byte: UInt8) -> Bool {
            switch byte {
            case UInt8(ascii: ";"), UInt8(ascii: "/"), UInt8(ascii: "?"), UInt8(ascii: ":"), UInt8(ascii: "@"),
                UInt8(ascii: "&"), UInt8(ascii: "="), UInt8(ascii: "+"), UInt8(ascii: "$"), UInt8(ascii: "."),
                UInt8(ascii: "%"), UInt8(ascii: "!"), UInt8(ascii: "~"), UInt8(ascii: "*"), UInt8(ascii: "'"),
                UInt8(ascii: "("), UInt8(ascii: ")"):
                return true
            default: return isWordCharacter(byte)
            }
        }
        func isDocumentMarker() -> Bool {
            column == 0 && (byte() == UInt8(ascii: "-") || byte() == UInt8(ascii: "."))
                && byte(1) == byte() && byte(2) == byte() && isBlankZ(3)
        }

        /// Moves past one character.
        mutating func skip() {
            let lead = byte()
            offset += lead < 0xC0 ? 1 : lead < 0xE0 ? 2 : lead < 0xF0 ? 3 : 4
            column += 1
            index += 1
        }

        /// Moves past one line break.
        mutating func skipLine() {
            if byte() == 0x0D && byte(1) == 0x0A {
                offset += 2
            } else {
                skip()
            }
            line += 1
            column = 0
            index += 1
        }

        // MARK: Levels

        /// A list or mapping opened at `place`, `depth` deep.
        mutating func opened(at place: Position) {
            deepest = max(deepest, depth)
            if depth > limit, tooDeep == nil { tooDeep = place }
            for level in simpleKeys.indices where simpleKeys[level].possible && depth > simpleKeys[level].deepest {
                simpleKeys[level].deepest = depth
                simpleKeys[level].deepestPosition = place
            }
        }

        mutating func pushBlock(column: Int, isMapping: Bool, at place: Position) {
            blocks.append(BlockLevel(indent: column, isMapping: isMapping))
            depth += 1
            opened(at: place)
        }

        /// libyaml's `roll_indent`: a new block collection if `column` is deeper than the
        /// indent; otherwise the token belongs to the open one.
        mutating func roll(column: Int, isMapping: Bool, at place: Position) -> Bool {
            guard !inFlow, indent < column else { return false }
            pushBlock(column: column, isMapping: isMapping, at: place)
            return true
        }

        /// libyaml's `unroll_indent`: block collections deeper than `column` end.
        mutating func unroll(to column: Int) {
            guard !inFlow else { return }
            while let last = blocks.last, last.indent > column {
                blocks.removeLast()
                depth -= last.unindentedList ? 2 : 1
            }
        }

        /// A key or value at the open block mapping's own indentation ends its `- ` list.
        mutating func endUnindentedList() {
            guard let last = blocks.last, last.unindentedList else { return }
            blocks[blocks.count - 1].unindentedList = false
            depth -= 1
        }

        // MARK: Simple keys (libyaml's names)

        mutating func saveSimpleKey() {
            guard simpleKeyAllowed else { return }
            simpleKeys[simpleKeys.count - 1] = SimpleKey(
                possible: true, line: line, index: index, column: column, position: position,
                nodeStart: nodeStart, deepest: 0, deepestPosition: position)
        }

        mutating func removeSimpleKey() {
            simpleKeys[simpleKeys.count - 1].possible = false
        }

        mutating func staleSimpleKeys() {
            for level in simpleKeys.indices where simpleKeys[level].possible {
                if simpleKeys[level].line < line || simpleKeys[level].index + 1024 < index {
                    simpleKeys[level].possible = false
                }
            }
        }

        /// A `:` after a possible key: the key's mapping opens where the key began (a block
        /// mapping if the key is deeper than the indent, a one-pair mapping in a `[ ]`), and
        /// what the key holds is one level deeper than counted.
        mutating func resolve(_ key: SimpleKey) {
            let opensMapping: Bool
            if inFlow {
                opensMapping = flows[flows.count - 1].isSequence && !flows[flows.count - 1].pairOpen
                if opensMapping {
                    flows[flows.count - 1].pairOpen = true
                    depth += 1
                }
            } else {
                opensMapping = indent < key.column
                if opensMapping {
                    blocks.append(BlockLevel(indent: key.column, isMapping: true))
                    depth += 1
                } else {
                    endUnindentedList()
                }
            }
            guard opensMapping else { return }
            opened(at: key.nodeStart ?? key.position)
            guard key.deepest > 0 else { return }
            // The key's nesting, one level deeper.
            let saved = depth
            depth = key.deepest + 1
            opened(at: key.deepestPosition)
            depth = saved
        }

        // MARK: The pass

        mutating func run() {
            while tooDeep == nil {
                scanToNextToken()
                staleSimpleKeys()
                unroll(to: column)
                if atEnd { return }
                let start = offset
                fetchToken()
                if offset == start { skip() }
            }
        }

        /// libyaml's `scan_to_next_token`: spaces, comments and line breaks.
        mutating func scanToNextToken() {
            while true {
                if column == 0, byte() == 0xEF, byte(1) == 0xBB, byte(2) == 0xBF { skip() }
                while byte() == 0x20 || ((inFlow || !simpleKeyAllowed) && byte() == 0x09) { skip() }
                if byte() == UInt8(ascii: "#") {
                    while !isBreakZ() { skip() }
                }
                guard isBreak() else { return }
                skipLine()
                if !inFlow { simpleKeyAllowed = true }
            }
        }

        /// libyaml's `fetch_next_token`, from the dispatch on the first character on.
        mutating func fetchToken() {
            let character = byte()
            let place = position
            if column == 0, character == UInt8(ascii: "%") {
                unroll(to: -1)
                removeSimpleKey()
                simpleKeyAllowed = false
                while !isBreakZ() { skip() }
                nodeStart = nil
                return
            }
            if isDocumentMarker() {
                unroll(to: -1)
                removeSimpleKey()
                simpleKeyAllowed = false
                skip()
                skip()
                skip()
                nodeStart = nil
                return
            }
            switch character {
            case UInt8(ascii: "["), UInt8(ascii: "{"):
                saveSimpleKey()
                flows.append(FlowLevel(isSequence: character == UInt8(ascii: "[")))
                simpleKeys.append(SimpleKey())
                depth += 1
                opened(at: nodeStart ?? place)
                simpleKeyAllowed = true
                skip()
            case UInt8(ascii: "]"), UInt8(ascii: "}"):
                removeSimpleKey()
                if let closed = flows.popLast() {
                    simpleKeys.removeLast()
                    depth -= closed.pairOpen ? 2 : 1
                }
                simpleKeyAllowed = false
                skip()
            case UInt8(ascii: ","):
                removeSimpleKey()
                if let last = flows.last, last.pairOpen {
                    flows[flows.count - 1].pairOpen = false
                    depth -= 1
                }
                simpleKeyAllowed = true
                skip()
            case UInt8(ascii: "-") where isBlankZ(1):
                if !inFlow, !roll(column: column, isMapping: false, at: nodeStart ?? place),
                    let last = blocks.last, last.isMapping, last.indent == column, !last.unindentedList
                {
                    blocks[blocks.count - 1].unindentedList = true
                    depth += 1
                    opened(at: nodeStart ?? place)
                }
                removeSimpleKey()
                simpleKeyAllowed = true
                skip()
            case UInt8(ascii: "?") where inFlow || isBlankZ(1):
                if inFlow {
                    if flows[flows.count - 1].isSequence, !flows[flows.count - 1].pairOpen {
                        flows[flows.count - 1].pairOpen = true
                        depth += 1
                        opened(at: place)
                    }
                } else if !roll(column: column, isMapping: true, at: nodeStart ?? place) {
                    endUnindentedList()
                }
                removeSimpleKey()
                simpleKeyAllowed = !inFlow
                skip()
            case UInt8(ascii: ":") where inFlow || isBlankZ(1):
                let key = simpleKeys[simpleKeys.count - 1]
                if key.possible {
                    resolve(key)
                    simpleKeys[simpleKeys.count - 1].possible = false
                    simpleKeyAllowed = false
                } else {
                    if !inFlow, !roll(column: column, isMapping: true, at: nodeStart ?? place) {
                        endUnindentedList()
                    }
                    simpleKeyAllowed = !inFlow
                }
                skip()
            case UInt8(ascii: "&"):
                saveSimpleKey()
                simpleKeyAllowed = false
                skip()
                while isWordCharacter(byte()) { skip() }
                nodeStart = nodeStart ?? place
                return
            case UInt8(ascii: "*"):
                saveSimpleKey()
                simpleKeyAllowed = false
                skip()
                while isWordCharacter(byte()) { skip() }
                aliases.append(place)
            case UInt8(ascii: "!"):
                saveSimpleKey()
                simpleKeyAllowed = false
                skipTag()
                nodeStart = nodeStart ?? place
                return
            case UInt8(ascii: "|") where !inFlow, UInt8(ascii: ">") where !inFlow:
                removeSimpleKey()
                simpleKeyAllowed = true
                skipBlockScalar()
            case UInt8(ascii: "'"), UInt8(ascii: "\""):
                saveSimpleKey()
                simpleKeyAllowed = false
                skipQuotedScalar(single: character == UInt8(ascii: "'"))
            default:
                guard startsPlainScalar(character) else {
                    // libyaml stops here ("found character that cannot start any token").
                    skip()
                    break
                }
                saveSimpleKey()
                simpleKeyAllowed = false
                if skipPlainScalar() { simpleKeyAllowed = true }
            }
            nodeStart = nil
        }

        func startsPlainScalar(_ character: UInt8) -> Bool {
            if isBlankZ() { return false }
            switch character {
            case UInt8(ascii: "-"):
                return !isBlank(1)
            case UInt8(ascii: "?"), UInt8(ascii: ":"):
                return !inFlow && !isBlankZ(1)
            case UInt8(ascii: ","), UInt8(ascii: "["), UInt8(ascii: "]"), UInt8(ascii: "{"), UInt8(ascii: "}"),
                UInt8(ascii: "#"), UInt8(ascii: "&"), UInt8(ascii: "*"), UInt8(ascii: "!"), UInt8(ascii: "|"),
                UInt8(ascii: ">"), UInt8(ascii: "'"), UInt8(ascii: "\""), UInt8(ascii: "%"), UInt8(ascii: "@"),
                UInt8(ascii: "`"):
                return false
            default:
                return true
            }
        }

        /// `!`, `!handle!suffix` or `!<uri>`: the characters libyaml's tag scanner takes.
        mutating func skipTag() {
            skip()
            if byte() == UInt8(ascii: "<") {
                while !isBlankZ(), byte() != UInt8(ascii: ">") { skip() }
                if byte() == UInt8(ascii: ">") { skip() }
                return
            }
            while isTagCharacter(byte()) { skip() }
        }

        /// libyaml's `scan_flow_scalar`: to the closing quote, over escapes and line breaks.
        mutating func skipQuotedScalar(single: Bool) {
            let quote = single ? UInt8(ascii: "'") : UInt8(ascii: "\"")
            skip()
            while true {
                if isDocumentMarker() || atEnd { return }
                while !isBlankZ() {
                    if single, byte() == quote, byte(1) == quote {
                        skip()
                        skip()
                    } else if byte() == quote {
                        skip()
                        return
                    } else if !single, byte() == UInt8(ascii: "\\"), isBreak(1) {
                        skip()
                        skipLine()
                        break
                    } else if !single, byte() == UInt8(ascii: "\\") {
                        skip()
                        if !atEnd { skip() }
                    } else {
                        skip()
                    }
                }
                while isBlank() || isBreak() {
                    if isBlank() { skip() } else { skipLine() }
                }
            }
        }

        /// libyaml's `scan_plain_scalar`; returns whether it ended after a line break (a key
        /// may start next).
        mutating func skipPlainScalar() -> Bool {
            let scalarIndent = indent + 1
            var leadingBlanks = false
            while true {
                if isDocumentMarker() || byte() == UInt8(ascii: "#") { break }
                while !isBlankZ() {
                    let character = byte()
                    if character == UInt8(ascii: ":"), isBlankZ(1) { break }
                    if inFlow {
                        // libyaml stops at ':' before a flow indicator ("found unexpected ':'").
                        if character == UInt8(ascii: ":"), isFlowIndicator(byte(1)) || byte(1) == UInt8(ascii: "?") {
                            return leadingBlanks
                        }
                        if isFlowIndicator(character) { break }
                    }
                    leadingBlanks = false
                    skip()
                }
                guard isBlank() || isBreak() else { break }
                while isBlank() || isBreak() {
                    if isBlank() {
                        skip()
                    } else {
                        skipLine()
                        leadingBlanks = true
                    }
                }
                if !inFlow, column < scalarIndent { break }
            }
            return leadingBlanks
        }

        /// libyaml's `scan_block_scalar`: the header, then every line its indentation holds.
        mutating func skipBlockScalar() {
            skip()
            var increment = 0
            func isDigit(_ byte: UInt8) -> Bool { byte >= UInt8(ascii: "1") && byte <= UInt8(ascii: "9") }
            if byte() == UInt8(ascii: "+") || byte() == UInt8(ascii: "-") {
                skip()
                if isDigit(byte()) {
                    increment = Int(byte() - UInt8(ascii: "0"))
                    skip()
                }
            } else if isDigit(byte()) {
                increment = Int(byte() - UInt8(ascii: "0"))
                skip()
                if byte() == UInt8(ascii: "+") || byte() == UInt8(ascii: "-") { skip() }
            }
            while isBlank() { skip() }
            if byte() == UInt8(ascii: "#") {
                while !isBreakZ() { skip() }
            }
            guard isBreak() else { return }
            skipLine()
            var scalarIndent = increment > 0 ? (indent >= 0 ? indent + increment : increment) : 0
            skipBlockScalarBreaks(indent: &scalarIndent)
            while column == scalarIndent, !atEnd {
                while !isBreakZ() { skip() }
                if isBreak() { skipLine() }
                skipBlockScalarBreaks(indent: &scalarIndent)
            }
        }

        /// libyaml's `scan_block_scalar_breaks`: empty lines, and the indentation found from
        /// the first line with text when the header gives none.
        mutating func skipBlockScalarBreaks(indent scalarIndent: inout Int) {
            var maximum = 0
            while true {
                while scalarIndent == 0 || column < scalarIndent, byte() == 0x20 { skip() }
                maximum = max(maximum, column)
                guard isBreak() else { break }
                skipLine()
            }
            if scalarIndent == 0 {
                scalarIndent = max(maximum, indent + 1, 1)
            }
        }
    }
}
