/*
 * cairo-peer: the C baseline for Mosaic's drawing and PNG encoding.
 *
 * Draws N filled rounded rectangles with text labels (Pango) into a 1290x2796
 * ARGB32 surface at scale 3 (a 430x932 pt phone screen), then encodes PNG:
 * once with Cairo's own writer and once with Mosaic's encoder (libpng, zlib 6,
 * Up filter: Sources/CCairo/png_codec.h). Draw and encode are timed separately;
 * each figure is the median of the runs.
 *
 * Text uses the same font options as MosaicCairo (grey anti-aliasing, no hinting,
 * unhinted metrics, unrounded glyph positions) but the host's fontconfig, so
 * glyph choice can differ from Mosaic's pinned fonts; timings are comparable.
 *
 * Usage: cairo-peer [N=200] [runs=7] [out.png]
 */
#include <cairo.h>
#include <pango/pangocairo.h>
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include "png_codec.h"

static double now_ms(void) {
    struct timespec t;
    clock_gettime(CLOCK_MONOTONIC, &t);
    return t.tv_sec * 1e3 + t.tv_nsec / 1e6;
}

static int compare_doubles(const void *a, const void *b) {
    double x = *(const double *)a, y = *(const double *)b;
    return (x > y) - (x < y);
}

static double median(double *values, int count) {
    qsort(values, count, sizeof(double), compare_doubles);
    return count % 2 ? values[count / 2] : (values[count / 2 - 1] + values[count / 2]) / 2;
}

static void rounded_rect(cairo_t *cr, double x, double y, double w, double h, double r) {
    cairo_new_sub_path(cr);
    cairo_arc(cr, x + w - r, y + r, r, -M_PI / 2, 0);
    cairo_arc(cr, x + w - r, y + h - r, r, 0, M_PI / 2);
    cairo_arc(cr, x + r, y + h - r, r, M_PI / 2, M_PI);
    cairo_arc(cr, x + r, y + r, r, M_PI, 3 * M_PI / 2);
    cairo_close_path(cr);
}

static void draw(cairo_surface_t *surface, int count) {
    cairo_t *cr = cairo_create(surface);
    cairo_set_source_rgb(cr, 0xF2 / 255.0, 0xF2 / 255.0, 0xF7 / 255.0);
    cairo_paint(cr);
    cairo_scale(cr, 3, 3);

    PangoFontMap *font_map = pango_cairo_font_map_new();
    PangoContext *context = pango_font_map_create_context(font_map);
    cairo_font_options_t *options = cairo_font_options_create();
    cairo_font_options_set_antialias(options, CAIRO_ANTIALIAS_GRAY);
    cairo_font_options_set_hint_style(options, CAIRO_HINT_STYLE_NONE);
    cairo_font_options_set_hint_metrics(options, CAIRO_HINT_METRICS_OFF);
    pango_cairo_context_set_font_options(context, options);
    pango_cairo_context_set_resolution(context, 72);
    pango_context_set_round_glyph_positions(context, FALSE);
    pango_cairo_update_context(cr, context);
    PangoFontDescription *font = pango_font_description_from_string("Inter, DejaVu Sans 13px");
    pango_font_description_set_weight(font, PANGO_WEIGHT_SEMIBOLD);

    const int columns = 4;
    const double gap = 8, width = (430.0 - gap * (columns + 1)) / columns, height = 44;
    const int rows_visible = (int)((932 - gap) / (height + gap));
    char label[64];
    for (int i = 0; i < count; i++) {
        int column = i % columns, row = (i / columns) % rows_visible;
        double x = gap + column * (width + gap), y = gap + row * (height + gap);
        rounded_rect(cr, x, y, width, height, 10);
        double hue = (i % 12) / 12.0;
        cairo_set_source_rgb(cr, 0.5 + 0.4 * sin(2 * M_PI * hue), 0.5 + 0.4 * sin(2 * M_PI * (hue + 0.33)),
                             0.5 + 0.4 * sin(2 * M_PI * (hue + 0.67)));
        cairo_fill(cr);

        PangoLayout *layout = pango_layout_new(context);
        pango_layout_set_font_description(layout, font);
        snprintf(label, sizeof label, "Item %d", i);
        pango_layout_set_text(layout, label, -1);
        pango_layout_set_width(layout, (int)((width - 16) * PANGO_SCALE));
        pango_layout_set_ellipsize(layout, PANGO_ELLIPSIZE_END);
        cairo_move_to(cr, x + 8, y + 14);
        cairo_set_source_rgb(cr, 0, 0, 0);
        pango_cairo_show_layout(cr, layout);
        g_object_unref(layout);
    }
    cairo_surface_flush(surface);
    pango_font_description_free(font);
    cairo_font_options_destroy(options);
    g_object_unref(context);
    g_object_unref(font_map);
    cairo_destroy(cr);
}

typedef struct { size_t size; } byte_counter;

static cairo_status_t count_bytes(void *closure, const unsigned char *data, unsigned int length) {
    (void)data;
    ((byte_counter *)closure)->size += length;
    return CAIRO_STATUS_SUCCESS;
}

int main(int argc, char **argv) {
    int count = argc > 1 ? atoi(argv[1]) : 200;
    int runs = argc > 2 ? atoi(argv[2]) : 7;
    const char *out = argc > 3 ? argv[3] : NULL;
    if (count < 0 || runs < 1) {
        fprintf(stderr, "usage: %s [N=200] [runs=7] [out.png]\n", argv[0]);
        return 2;
    }
    double *draw_ms = calloc(runs, sizeof(double));
    double *cairo_png_ms = calloc(runs, sizeof(double));
    double *mosaic_png_ms = calloc(runs, sizeof(double));
    size_t cairo_bytes = 0, mosaic_bytes = 0;
    cairo_surface_t *surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, 1290, 2796);
    if (cairo_surface_status(surface) != CAIRO_STATUS_SUCCESS) {
        fprintf(stderr, "cairo: %s\n", cairo_status_to_string(cairo_surface_status(surface)));
        return 1;
    }
    draw(surface, count); /* warm-up: font loading, glyph caches */

    for (int run = 0; run < runs; run++) {
        double start = now_ms();
        draw(surface, count);
        draw_ms[run] = now_ms() - start;

        byte_counter counter = {0};
        start = now_ms();
        cairo_status_t status = cairo_surface_write_to_png_stream(surface, count_bytes, &counter);
        cairo_png_ms[run] = now_ms() - start;
        if (status != CAIRO_STATUS_SUCCESS) {
            fprintf(stderr, "cairo png: %s\n", cairo_status_to_string(status));
            return 1;
        }
        cairo_bytes = counter.size;

        mosaic_png_buffer buffer = {0};
        char error_text[256] = {0};
        start = now_ms();
        /* The background is opaque, so Mosaic writes RGB (has_alpha = 0). */
        if (mosaic_png_encode(cairo_image_surface_get_data(surface), 1290, 2796,
                              cairo_image_surface_get_stride(surface), 0, 6, PNG_FILTER_UP, 0,
                              &buffer, error_text) != 0) {
            fprintf(stderr, "libpng: %s\n", error_text);
            return 1;
        }
        mosaic_png_ms[run] = now_ms() - start;
        mosaic_bytes = buffer.size;
        mosaic_png_buffer_free(&buffer);
    }
    if (out) cairo_surface_write_to_png(surface, out);

    printf("cairo-peer: %d rounded rects with labels, 1290x2796 ARGB32, scale 3, median of %d runs\n", count, runs);
    printf("  cairo %s, pango %s\n", cairo_version_string(), pango_version_string());
    printf("  draw                       %8.2f ms\n", median(draw_ms, runs));
    printf("  encode cairo (zlib 6, all) %8.2f ms  %zu bytes\n", median(cairo_png_ms, runs), cairo_bytes);
    printf("  encode mosaic (zlib 6, Up) %8.2f ms  %zu bytes\n", median(mosaic_png_ms, runs), mosaic_bytes);
    cairo_surface_destroy(surface);
    free(draw_ms); free(cairo_png_ms); free(mosaic_png_ms);
    return 0;
}
