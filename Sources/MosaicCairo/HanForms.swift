import CPangoCairo

/// Han characters (and the CJK punctuation and full-width forms set with them) take the
/// forms of the text's language: each run of them is given the family of that language's
/// forms (``FontEnvironment/hanFamily(forLanguage:)``) after the text's own family.
///
/// Naming the family, rather than leaving it to Pango's language of each run, keeps the
/// forms the same on every machine: for Han in text whose language does not write it
/// (English, Korean), Pango picks a language from the `PANGO_LANGUAGE` and `LANGUAGE`
/// environment variables.
enum HanForms {
    /// The UTF-8 byte ranges of `text`'s runs of Han characters, CJK punctuation and symbols,
    /// and full-width forms.
    static func runs(in text: String) -> [Range<Int>] {
        var runs: [Range<Int>] = []
        var offset = 0
        var start: Int?
        for scalar in text.unicodeScalars {
            let isHan = isHanOrItsPunctuation(scalar.value)
            if isHan, start == nil { start = offset }
            if !isHan, let first = start {
                runs.append(first..<offset)
                start = nil
            }
            offset += UTF8.width(scalar)
        }
        if let first = start { runs.append(first..<offset) }
        return runs
    }

    /// Adds to `attributes` a family over each of `runs`: `family`, then the Han family of `language`.
    static func insertAttributes(
        for runs: [Range<Int>], family: String, language: TextLanguage?,
        into attributes: OpaquePointer?
    ) {
        let families = "\(family),\(FontEnvironment.hanFamily(forLanguage: language?.fontconfigName))"
        for run in runs {
            guard let attribute = families.withCString({ pango_attr_family_new($0) }) else { continue }
            attribute.pointee.start_index = UInt32(run.lowerBound)
            attribute.pointee.end_index = UInt32(run.upperBound)
            pango_attr_list_insert(attributes, attribute)
        }
    }

    /// CJK radicals, punctuation, strokes, enclosed and compatibility characters, the unified
    /// ideographs (with extension A, and B on in the supplementary planes), compatibility
    /// ideographs and forms, and half- and full-width forms.
    private static func isHanOrItsPunctuation(_ value: UInt32) -> Bool {
        switch value {
        case 0x2E80...0x2FDF, 0x3000...0x303F, 0x3190...0x319F, 0x31C0...0x31EF, 0x3200...0x33FF,
            0x3400...0x4DBF, 0x4E00...0x9FFF, 0xF900...0xFAFF, 0xFE30...0xFE4F, 0xFF00...0xFFEF,
            0x20000...0x3FFFF:
            return true
        default:
            return false
        }
    }
}
