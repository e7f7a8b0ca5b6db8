// libjpeg (libjpeg-turbo's libjpeg62-turbo-dev on Debian) and Mosaic's JPEG decoder over it.
#ifndef MOSAIC_CJPEG_SHIM_H
#define MOSAIC_CJPEG_SHIM_H
#include "jpeg_codec.h"
#endif
