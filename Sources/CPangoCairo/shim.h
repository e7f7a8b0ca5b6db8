// Pango over Cairo, plus the pieces Mosaic uses to make text reproducible:
// fontconfig (a private font configuration), Pango's fontconfig font map
// (to install it), FreeType and HarfBuzz (runtime versions) and GLib
// (GChecksum for pixel hashes). All come with `libpango1.0-dev`.
#ifndef MOSAIC_CPANGOCAIRO_SHIM_H
#define MOSAIC_CPANGOCAIRO_SHIM_H
#include <glib.h>
#include <pango/pangocairo.h>
#include <pango/pangofc-fontmap.h>
#include <fontconfig/fontconfig.h>
#include <ft2build.h>
#include FT_FREETYPE_H
#include <hb.h>

// Whether every run of `layout` (laid out now, if it was not) is set in an outline font:
// scalable and not a colour font. Such a layout holds the same glyphs at the same
// positions whatever the uniform scale of the context it was laid out on (metrics are
// unhinted, positions unrounded); a colour bitmap font's metrics depend on the scale.
static inline gboolean mosaic_layout_uses_only_outline_fonts(PangoLayout *layout) {
    PangoLayoutIter *iter = pango_layout_get_iter(layout);
    gboolean outline = TRUE;
    do {
        PangoLayoutRun *run = pango_layout_iter_get_run_readonly(iter);
        if (!run) continue;  // the end of a line
        PangoFont *font = run->item->analysis.font;
        if (!PANGO_IS_FC_FONT(font)) { outline = FALSE; break; }
        FcPattern *pattern = pango_fc_font_get_pattern(PANGO_FC_FONT(font));
        FcBool scalable = FcFalse, color = FcFalse;
        if (FcPatternGetBool(pattern, FC_SCALABLE, 0, &scalable) != FcResultMatch || !scalable
            || (FcPatternGetBool(pattern, FC_COLOR, 0, &color) == FcResultMatch && color)) {
            outline = FALSE;
            break;
        }
    } while (pango_layout_iter_next_run(iter));
    pango_layout_iter_free(iter);
    return outline;
}

// Calls `found` with each character of `layout` that no font of its font map has (Pango
// draws it as a box showing its code point), in order, and with `context`.
static inline void mosaic_layout_missing_characters(PangoLayout *layout, void *context,
                                                    void (*found)(void *context, guint32 character)) {
    PangoLayoutIter *iter = pango_layout_get_iter(layout);
    do {
        PangoLayoutRun *run = pango_layout_iter_get_run_readonly(iter);
        if (!run) continue;  // the end of a line
        for (int index = 0; index < run->glyphs->num_glyphs; index++) {
            PangoGlyph glyph = run->glyphs->glyphs[index].glyph;
            if ((glyph & PANGO_GLYPH_UNKNOWN_FLAG) && glyph != PANGO_GLYPH_EMPTY) {
                found(context, glyph & ~PANGO_GLYPH_UNKNOWN_FLAG);
            }
        }
    } while (pango_layout_iter_next_run(iter));
    pango_layout_iter_free(iter);
}

// Calls `found` with each glyph of `layout`, in visual order, and with `context`.
static inline void mosaic_layout_glyphs(PangoLayout *layout, void *context, void (*found)(void *context, guint32 glyph)) {
    PangoLayoutIter *iter = pango_layout_get_iter(layout);
    do {
        PangoLayoutRun *run = pango_layout_iter_get_run_readonly(iter);
        if (!run) continue;  // the end of a line
        for (int index = 0; index < run->glyphs->num_glyphs; index++) found(context, run->glyphs->glyphs[index].glyph);
    } while (pango_layout_iter_next_run(iter));
    pango_layout_iter_free(iter);
}

// Calls `found` with the family and style of the font of each run of `layout`, in order
// ("Noto Sans CJK JP Bold"), and with `context`.
static inline void mosaic_layout_run_fonts(PangoLayout *layout, void *context,
                                           void (*found)(void *context, const char *family, const char *style)) {
    PangoLayoutIter *iter = pango_layout_get_iter(layout);
    do {
        PangoLayoutRun *run = pango_layout_iter_get_run_readonly(iter);
        if (!run || !PANGO_IS_FC_FONT(run->item->analysis.font)) continue;
        FcPattern *pattern = pango_fc_font_get_pattern(PANGO_FC_FONT(run->item->analysis.font));
        FcChar8 *family = NULL, *style = NULL;
        FcPatternGetString(pattern, FC_FAMILY, 0, &family);
        FcPatternGetString(pattern, FC_STYLE, 0, &style);
        found(context, family ? (const char *)family : "", style ? (const char *)style : "");
    } while (pango_layout_iter_next_run(iter));
    pango_layout_iter_free(iter);
}

// The direction of the first character in `text` with a strong direction (rule P2 of Unicode's
// bidirectional algorithm): PANGO_DIRECTION_LTR or _RTL, or _NEUTRAL when there is none. It is
// TextKit's natural writing direction. Pango deprecates the function in favour of FriBidi,
// which Mosaic does not link directly.
static inline PangoDirection mosaic_first_strong_direction(const char *text) {
    G_GNUC_BEGIN_IGNORE_DEPRECATIONS
    PangoDirection direction = pango_find_base_dir(text, -1);
    G_GNUC_END_IGNORE_DEPRECATIONS
    return direction;
}

// PANGO_SCALE is a macro Swift imports, but keep the conversion explicit.
static inline int mosaic_pango_scale(void) { return PANGO_SCALE; }

// A new attribute list (the caller unrefs it) that stops Pango from inserting a hyphen
// where it breaks a line inside a word, as UILabel does (its hyphenationFactor is 0).
// Pango before 1.44 inserts none, and has no such attribute.
static inline PangoAttrList *mosaic_attributes_without_hyphens(void) {
    PangoAttrList *list = pango_attr_list_new();
#if PANGO_VERSION_CHECK(1, 44, 0)
    pango_attr_list_insert(list, pango_attr_insert_hyphens_new(FALSE));
#endif
    return list;
}
#endif
