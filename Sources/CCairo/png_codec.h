// A small PNG encoder over libpng for Cairo image surfaces.
//
// It lives in a header because a system library target carries no C sources.
// libpng reports errors with longjmp, which Swift cannot cross, so all libpng
// calls stay on this side and only a status comes back.
#ifndef MOSAIC_PNG_CODEC_H
#define MOSAIC_PNG_CODEC_H
#include <png.h>
#include <setjmp.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

/// Bytes produced by mosaic_png_encode. Free `data` with mosaic_png_buffer_free.
typedef struct {
    unsigned char *data;
    size_t size;
    size_t capacity;
    int out_of_memory;
} mosaic_png_buffer;

static inline void mosaic_png_buffer_free(mosaic_png_buffer *buffer) {
    free(buffer->data);
    buffer->data = NULL;
    buffer->size = 0;
    buffer->capacity = 0;
}

static void mosaic_png_write_callback(png_structp png, png_bytep bytes, png_size_t length) {
    mosaic_png_buffer *buffer = (mosaic_png_buffer *)png_get_io_ptr(png);
    if (buffer->size + length > buffer->capacity) {
        size_t capacity = buffer->capacity ? buffer->capacity : 65536;
        while (capacity < buffer->size + length) capacity *= 2;
        unsigned char *grown = (unsigned char *)realloc(buffer->data, capacity);
        if (!grown) {
            buffer->out_of_memory = 1;
            png_error(png, "out of memory");
        }
        buffer->data = grown;
        buffer->capacity = capacity;
    }
    memcpy(buffer->data + buffer->size, bytes, length);
    buffer->size += length;
}

static void mosaic_png_flush_callback(png_structp png) { (void)png; }

static void mosaic_png_error_callback(png_structp png, png_const_charp message) {
    char *error_text = (char *)png_get_error_ptr(png);
    if (error_text) {
        strncpy(error_text, message, 255);
        error_text[255] = 0;
    }
    png_longjmp(png, 1);
}

static void mosaic_png_warning_callback(png_structp png, png_const_charp message) {
    (void)png; (void)message;
}

/// Encodes Cairo pixels (native-endian 32-bit words, premultiplied ARGB or
/// xRGB) as an 8-bit PNG.
///
/// - `has_alpha`: 1 writes RGBA (un-premultiplying like Cairo does), 0 writes RGB.
/// - `level`: zlib level 0...9. `filters`: a PNG_FILTER_* mask.
/// - `strategy`: zlib strategy (0 default, 1 filtered, 2 Huffman only, 3 RLE).
/// - `error_text`: 256 bytes that receive libpng's message on failure.
/// Returns 0 on success.
static inline int mosaic_png_encode(const unsigned char *pixels, int width, int height,
                                    int stride, int has_alpha, int level, int filters, int strategy,
                                    mosaic_png_buffer *out, char *error_text) {
    png_structp png = png_create_write_struct(PNG_LIBPNG_VER_STRING, error_text,
                                              mosaic_png_error_callback,
                                              mosaic_png_warning_callback);
    if (!png) { strcpy(error_text, "png_create_write_struct failed"); return 1; }
    png_infop info = png_create_info_struct(png);
    unsigned char *volatile row = NULL;
    if (!info) {
        png_destroy_write_struct(&png, NULL);
        strcpy(error_text, "png_create_info_struct failed");
        return 1;
    }
    if (setjmp(png_jmpbuf(png))) {
        free(row);
        png_destroy_write_struct(&png, &info);
        return 1;
    }
    int channels = has_alpha ? 4 : 3;
    row = (unsigned char *)malloc((size_t)width * channels);
    if (!row) png_error(png, "out of memory");
    png_set_write_fn(png, out, mosaic_png_write_callback, mosaic_png_flush_callback);
    png_set_compression_level(png, level);
    png_set_compression_strategy(png, strategy);
    png_set_filter(png, PNG_FILTER_TYPE_BASE, filters);
    png_set_IHDR(png, info, (png_uint_32)width, (png_uint_32)height, 8,
                 has_alpha ? PNG_COLOR_TYPE_RGB_ALPHA : PNG_COLOR_TYPE_RGB,
                 PNG_INTERLACE_NONE, PNG_COMPRESSION_TYPE_BASE, PNG_FILTER_TYPE_BASE);
    png_write_info(png, info);
    for (int y = 0; y < height; y++) {
        const uint32_t *source = (const uint32_t *)(pixels + (size_t)y * stride);
        unsigned char *target = row;
        for (int x = 0; x < width; x++) {
            uint32_t p = source[x];
            unsigned int a = p >> 24, r = (p >> 16) & 0xff, g = (p >> 8) & 0xff, b = p & 0xff;
            if (has_alpha) {
                if (a == 0) {
                    r = g = b = 0;
                } else if (a != 255) {
                    r = (r * 255 + a / 2) / a;
                    g = (g * 255 + a / 2) / a;
                    b = (b * 255 + a / 2) / a;
                }
                target[0] = (unsigned char)r; target[1] = (unsigned char)g;
                target[2] = (unsigned char)b; target[3] = (unsigned char)a;
                target += 4;
            } else {
                target[0] = (unsigned char)r; target[1] = (unsigned char)g;
                target[2] = (unsigned char)b;
                target += 3;
            }
        }
        png_write_row(png, row);
    }
    png_write_end(png, info);
    free(row);
    png_destroy_write_struct(&png, &info);
    return 0;
}

/// Decodes PNG bytes of any height to straight 8-bit RGBA (libpng's simplified API, which
/// keeps 8-bit sRGB values as they are). For images past Cairo's 32767-pixel surfaces.
/// On success `*pixels` holds width * height * 4 bytes; free it with free().
/// `error_text`: 256 bytes that receive libpng's message on failure. Returns 0 on success.
static inline int mosaic_png_decode_rgba(const unsigned char *bytes, size_t size, unsigned char **pixels,
                                         unsigned int *width, unsigned int *height, char *error_text) {
    png_image image;
    memset(&image, 0, sizeof image);
    image.version = PNG_IMAGE_VERSION;
    *pixels = NULL;
    if (!png_image_begin_read_from_memory(&image, bytes, size)) {
        strncpy(error_text, image.message, 255);
        error_text[255] = 0;
        return 1;
    }
    image.format = PNG_FORMAT_RGBA;
    unsigned char *buffer = (unsigned char *)malloc(PNG_IMAGE_SIZE(image));
    if (!buffer) {
        png_image_free(&image);
        strcpy(error_text, "out of memory");
        return 1;
    }
    if (!png_image_finish_read(&image, NULL, buffer, 0, NULL)) {
        strncpy(error_text, image.message, 255);
        error_text[255] = 0;
        free(buffer);
        return 1;
    }
    *pixels = buffer;
    *width = image.width;
    *height = image.height;
    return 0;
}
#endif
