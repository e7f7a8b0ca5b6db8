// A small JPEG decoder over libjpeg(-turbo) that writes Cairo RGB24 pixels.
//
// It lives in a header because a system library target carries no C sources.
// libjpeg reports errors with longjmp, which Swift cannot cross, so all libjpeg
// calls stay on this side and only a status and a message come back. Warnings
// (a truncated file, a bad Huffman code) count as errors: libjpeg would otherwise
// fill the missing part with grey and carry on.
#ifndef MOSAIC_JPEG_CODEC_H
#define MOSAIC_JPEG_CODEC_H
#include <stdio.h>
#include <setjmp.h>
#include <string.h>
#include <jpeglib.h>

/// Room for libjpeg's messages (JMSG_LENGTH_MAX) and a terminating zero.
#define MOSAIC_JPEG_MESSAGE_LENGTH 256

typedef struct {
    struct jpeg_error_mgr manager;
    jmp_buf jump;
    char *message;
    int warned;
} mosaic_jpeg_errors;

static void mosaic_jpeg_error_exit(j_common_ptr info) {
    mosaic_jpeg_errors *errors = (mosaic_jpeg_errors *)info->err;
    if (!errors->warned) (*info->err->format_message)(info, errors->message);
    longjmp(errors->jump, 1);
}

static void mosaic_jpeg_emit_message(j_common_ptr info, int level) {
    mosaic_jpeg_errors *errors = (mosaic_jpeg_errors *)info->err;
    if (level < 0 && !errors->warned) {
        errors->warned = 1;
        (*info->err->format_message)(info, errors->message);
    }
}

static void mosaic_jpeg_output_message(j_common_ptr info) { (void)info; }

static void mosaic_jpeg_set_up(struct jpeg_decompress_struct *info, mosaic_jpeg_errors *errors, char *message) {
    message[0] = 0;
    info->err = jpeg_std_error(&errors->manager);
    errors->manager.error_exit = mosaic_jpeg_error_exit;
    errors->manager.emit_message = mosaic_jpeg_emit_message;
    errors->manager.output_message = mosaic_jpeg_output_message;
    errors->message = message;
    errors->warned = 0;
}

/// Decodes the JPEG in `data` into `pixels`: `height` rows of `stride` bytes, each pixel a
/// native-endian 0x00RRGGBB word (Cairo's RGB24). The image must be `width` x `height`.
/// Returns 0, or 1 with libjpeg's message (its first warning, for a damaged file) in `message`.
static inline int mosaic_jpeg_decode(const unsigned char *data, unsigned long size, unsigned char *pixels,
                                     unsigned long stride, unsigned width, unsigned height, char *message) {
    struct jpeg_decompress_struct info;
    mosaic_jpeg_errors errors;
    mosaic_jpeg_set_up(&info, &errors, message);
    if (setjmp(errors.jump)) {
        jpeg_destroy_decompress(&info);
        return 1;
    }
    jpeg_create_decompress(&info);
    jpeg_mem_src(&info, data, size);
    jpeg_read_header(&info, TRUE);
#if __BYTE_ORDER__ == __ORDER_LITTLE_ENDIAN__
    info.out_color_space = JCS_EXT_BGRX;
#else
    info.out_color_space = JCS_EXT_XRGB;
#endif
    jpeg_start_decompress(&info);
    if (info.output_width != width || info.output_height != height || info.output_components != 4) {
        snprintf(message, MOSAIC_JPEG_MESSAGE_LENGTH, "the image is %ux%u, not the %ux%u its header said",
                 info.output_width, info.output_height, width, height);
        jpeg_destroy_decompress(&info);
        return 1;
    }
    while (info.output_scanline < info.output_height && !errors.warned) {
        JSAMPROW row = pixels + (unsigned long)info.output_scanline * stride;
        jpeg_read_scanlines(&info, &row, 1);
    }
    if (!errors.warned) jpeg_finish_decompress(&info);
    jpeg_destroy_decompress(&info);
    return errors.warned ? 1 : 0;
}
#endif
