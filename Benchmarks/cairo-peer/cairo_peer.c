/*
 * cairo-peer: the C baseline for Mosaic's drawing and PNG encoding.
 *
 * Draws N filled rounded rectangles with text labels (Pango) in 4 columns, 44 pt
 * tall and 8 pt apart, on a 430 pt wide ARGB32 surface, then encodes PNG with
 * Mosaic's libpng settings (zlib 6, Up filter: Sources/CCairo/png_codec.h).
 *
 * Fair by construction: what Mosaic builds once per process (the Pango font map,
 * its context, the font options and the font description) the peer builds once
 * too; what Mosaic builds per picture (the image surface, the cairo context, one
 * PangoLayout per label) the peer builds per picture too. Its pixels live where
 * Mosaic's do: in a large block on huge pages (Sources/CMalloc/large_blocks.h),
 * kept when a picture is freed and used again, uncleared, by the next picture of
 * the same size, whose background is painted over every pixel first. Labels are
 * centred in their cells from the measured layout, as any program placing text must.
 *
 * Text uses the same font options as MosaicCairo (grey anti-aliasing, no hinting,
 * unhinted metrics, unrounded glyph positions) but the host's fontconfig, so
 * glyph choice can differ from Mosaic's pinned fonts; timings are comparable.
 *
 * Usage:
 *   cairo-peer [N=200] [runs=7] [out.png]    medians of `runs` draws and encodes (a 1290x2796 screen)
 *   cairo-peer serve                          one job per line on stdin, for paired runs:
 *       draw N SCALE FULLPAGE   -> "<ms>"  (FULLPAGE 1: as tall as the N cells; 0: a 932 pt screen,
 *                                           rows past it drawn again from the top)
 *       encode                  -> "<ms> <bytes>"  (the last drawn picture, libpng zlib 6, Up)
 */
#include <cairo.h>
#include <pango/pangocairo.h>
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include "png_codec.h"
#include "large_blocks.h"

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

/* Built once per process, as Mosaic's FontEnvironment and PangoWorker are. */
static PangoFontMap *font_map;
static PangoContext *pango_context;
static PangoFontDescription *font;

static void make_fonts(void) {
    font_map = pango_cairo_font_map_new();
    pango_context = pango_font_map_create_context(font_map);
    cairo_font_options_t *options = cairo_font_options_create();
    cairo_font_options_set_antialias(options, CAIRO_ANTIALIAS_GRAY);
    cairo_font_options_set_hint_style(options, CAIRO_HINT_STYLE_NONE);
    cairo_font_options_set_hint_metrics(options, CAIRO_HINT_METRICS_OFF);
    pango_cairo_context_set_font_options(pango_context, options);
    cairo_font_options_destroy(options);
    pango_cairo_context_set_resolution(pango_context, 72);
    pango_context_set_round_glyph_positions(pango_context, FALSE);
    font = pango_font_description_from_string("Inter, DejaVu Sans 13px");
    pango_font_description_set_weight(font, PANGO_WEIGHT_SEMIBOLD);
}

static const int columns = 4;
static const double gap = 8, cell_height = 44, screen_height = 932;

/* The surface's height in pixels for `count` cells. */
static int pixel_height(int count, int scale, int full_page) {
    if (!full_page) return (int)(screen_height * scale);
    int rows = (count + columns - 1) / columns;
    return (int)ceil((gap + rows * (cell_height + gap)) * scale);
}

/* A picture's pixels: a large block and the length it was allocated for. */
typedef struct { void *start; size_t length; } block_t;

/* The block of the last picture freed, kept for the next one of its size. */
static block_t spare;

static void keep_block(void *data) {
    block_t *block = data;
    mosaic_large_block_free(spare.start, spare.length);
    spare = *block;
    free(block);
}

static const cairo_user_data_key_t block_key;

/* A surface on a large block: the spare one when it has the size (its old pixels
 * left as they are), else a fresh one. */
static cairo_surface_t *create_surface(int width, int height) {
    int stride = cairo_format_stride_for_width(CAIRO_FORMAT_ARGB32, width);
    block_t *block = malloc(sizeof *block);
    block->length = (size_t)stride * height;
    if (spare.start && mosaic_large_block_length(spare.length) == mosaic_large_block_length(block->length)) {
        block->start = spare.start;
        spare.start = NULL;
    } else {
        block->start = mosaic_large_block_allocate(block->length);
    }
    cairo_surface_t *surface = cairo_image_surface_create_for_data(block->start, CAIRO_FORMAT_ARGB32, width,
                                                                   height, stride);
    cairo_surface_set_user_data(surface, &block_key, block, keep_block);
    return surface;
}

/* Draws `count` cells into a new surface (the caller destroys it). */
static cairo_surface_t *draw(int count, int scale, int full_page) {
    cairo_surface_t *surface = create_surface(430 * scale, pixel_height(count, scale, full_page));
    cairo_t *cr = cairo_create(surface);
    cairo_set_source_rgb(cr, 0xF2 / 255.0, 0xF2 / 255.0, 0xF7 / 255.0);
    cairo_paint(cr);
    cairo_scale(cr, scale, scale);
    pango_cairo_update_context(cr, pango_context);

    const double width = (430.0 - gap * (columns + 1)) / columns;
    const int rows_visible = full_page ? count + 1 : (int)((screen_height - gap) / (cell_height + gap));
    char label[64];
    for (int i = 0; i < count; i++) {
        int column = i % columns, row = (i / columns) % rows_visible;
        double x = gap + column * (width + gap), y = gap + row * (cell_height + gap);
        rounded_rect(cr, x, y, width, cell_height, 10);
        double hue = (i % 12) / 12.0;
        cairo_set_source_rgb(cr, 0.5 + 0.4 * sin(2 * M_PI * hue), 0.5 + 0.4 * sin(2 * M_PI * (hue + 0.33)),
                             0.5 + 0.4 * sin(2 * M_PI * (hue + 0.67)));
        cairo_fill(cr);

        PangoLayout *layout = pango_layout_new(pango_context);
        pango_layout_set_font_description(layout, font);
        snprintf(label, sizeof label, "Item %d", i);
        pango_layout_set_text(layout, label, -1);
        pango_layout_set_width(layout, (int)((width - 16) * PANGO_SCALE));
        pango_layout_set_ellipsize(layout, PANGO_ELLIPSIZE_END);
        /* Centred vertically in the cell, as Mosaic centres a title: a real program does
         * not know the font's line height in advance, so it measures the layout it draws. */
        PangoRectangle logical;
        pango_layout_get_extents(layout, NULL, &logical);
        cairo_move_to(cr, x + 8, y + (cell_height - (double)logical.height / PANGO_SCALE) / 2);
        cairo_set_source_rgb(cr, 0, 0, 0);
        pango_cairo_show_layout(cr, layout);
        g_object_unref(layout);
    }
    cairo_destroy(cr);
    cairo_surface_flush(surface);
    return surface;
}

/* Encodes `surface` as Mosaic's libpng path does; returns the byte count, or -1. */
static long encode(cairo_surface_t *surface) {
    mosaic_png_buffer buffer = {0};
    char error_text[256] = {0};
    /* The background is opaque, so Mosaic writes RGB (has_alpha = 0). */
    if (mosaic_png_encode(cairo_image_surface_get_data(surface), cairo_image_surface_get_width(surface),
                          cairo_image_surface_get_height(surface), cairo_image_surface_get_stride(surface), 0, 6,
                          PNG_FILTER_UP, 0, &buffer, error_text) != 0) {
        fprintf(stderr, "libpng: %s\n", error_text);
        return -1;
    }
    long size = (long)buffer.size;
    mosaic_png_buffer_free(&buffer);
    return size;
}

static int serve(void) {
    char line[256];
    cairo_surface_t *last = NULL;
    while (fgets(line, sizeof line, stdin)) {
        int count, scale, full_page;
        if (sscanf(line, "draw %d %d %d", &count, &scale, &full_page) == 3 && count >= 0 && scale >= 1) {
            /* Freed first, as Mosaic frees its previous picture before drawing the next. */
            if (last) cairo_surface_destroy(last);
            double start = now_ms();
            last = draw(count, scale, full_page);
            double elapsed = now_ms() - start;
            if (cairo_surface_status(last) != CAIRO_STATUS_SUCCESS) {
                fprintf(stderr, "cairo: %s\n", cairo_status_to_string(cairo_surface_status(last)));
                return 1;
            }
            printf("%.4f\n", elapsed);
        } else if (strncmp(line, "encode", 6) == 0 && last) {
            double start = now_ms();
            long size = encode(last);
            double elapsed = now_ms() - start;
            if (size < 0) return 1;
            printf("%.4f %ld\n", elapsed, size);
        } else {
            fprintf(stderr, "cairo-peer: unknown job: %s", line);
            return 2;
        }
        fflush(stdout);
    }
    if (last) cairo_surface_destroy(last);
    return 0;
}

int main(int argc, char **argv) {
    make_fonts();
    if (argc > 1 && strcmp(argv[1], "serve") == 0) return serve();
    int count = argc > 1 ? atoi(argv[1]) : 200;
    int runs = argc > 2 ? atoi(argv[2]) : 7;
    const char *out = argc > 3 ? argv[3] : NULL;
    if (count < 0 || runs < 1) {
        fprintf(stderr, "usage: %s [N=200] [runs=7] [out.png] | serve\n", argv[0]);
        return 2;
    }
    double *draw_ms = calloc(runs, sizeof(double));
    double *encode_ms = calloc(runs, sizeof(double));
    long bytes = 0;
    cairo_surface_destroy(draw(count, 3, 0)); /* warm-up: font loading, glyph caches */
    for (int run = 0; run < runs; run++) {
        double start = now_ms();
        cairo_surface_t *surface = draw(count, 3, 0);
        draw_ms[run] = now_ms() - start;
        start = now_ms();
        bytes = encode(surface);
        encode_ms[run] = now_ms() - start;
        if (bytes < 0) return 1;
        if (out && run == runs - 1) cairo_surface_write_to_png(surface, out);
        cairo_surface_destroy(surface);
    }
    printf("cairo-peer: %d rounded rects with labels, 1290x2796 ARGB32, scale 3, median of %d runs\n", count, runs);
    printf("  cairo %s, pango %s\n", cairo_version_string(), pango_version_string());
    printf("  draw                       %8.2f ms\n", median(draw_ms, runs));
    printf("  encode mosaic (zlib 6, Up) %8.2f ms  %ld bytes\n", median(encode_ms, runs), bytes);
    free(draw_ms); free(encode_ms);
    return 0;
}
