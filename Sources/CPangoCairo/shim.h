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
