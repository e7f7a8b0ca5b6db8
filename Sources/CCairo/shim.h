// Cairo, its SVG and PDF back ends, pixman (for its runtime version) and
// libpng (Mosaic's PNG encoder). All are installed by `libcairo2-dev`.
#ifndef MOSAIC_CCAIRO_SHIM_H
#define MOSAIC_CCAIRO_SHIM_H
#include <cairo.h>
#include <cairo-svg.h>
#include <cairo-pdf.h>
#include <pixman.h>
#include <png.h>
#include "png_codec.h"
#endif
