#include "png_encode.h"

#include <png.h>
#include <setjmp.h>
#include <stdio.h>
#include <string.h>

/// Where the bytes go and what libpng said.
struct encoding {
    png_encode_sink sink;
    void *context;
    char *message;
    size_t capacity;
};

static void on_error(png_structp png, png_const_charp text) {
    struct encoding *encoding = png_get_error_ptr(png);
    snprintf(encoding->message, encoding->capacity, "%s", text);
    png_longjmp(png, 1);
}

static void on_warning(png_structp png, png_const_charp text) {
    (void)png;
    (void)text;
}

static void write_bytes(png_structp png, png_bytep bytes, size_t count) {
    struct encoding *encoding = png_get_io_ptr(png);
    if (encoding->sink(encoding->context, bytes, count) != 0) {
        png_error(png, "the output stopped");
    }
}

static void flush_nothing(png_structp png) { (void)png; }

int png_encode_argb(const uint32_t *pixels, int width, int height, size_t pitch, png_encode_sink sink, void *context,
                    char *message, size_t capacity) {
    struct encoding encoding = {sink, context, message, capacity};
    if (capacity > 0) message[0] = 0;
    if (width <= 0 || height <= 0) {
        snprintf(message, capacity, "an image of %dx%d pixels has nothing to encode", width, height);
        return -1;
    }
    png_structp png = png_create_write_struct(PNG_LIBPNG_VER_STRING, &encoding, on_error, on_warning);
    if (!png) {
        snprintf(message, capacity, "png_create_write_struct failed");
        return -1;
    }
    png_infop info = png_create_info_struct(png);
    /* One row converted at a time: volatile, so the pointer survives the longjmp back here. */
    unsigned char *volatile row = NULL;
    if (!info || setjmp(png_jmpbuf(png))) {
        if (!info) snprintf(message, capacity, "png_create_info_struct failed");
        png_free(png, row);
        png_destroy_write_struct(&png, info ? &info : NULL);
        return -1;
    }
    png_set_write_fn(png, &encoding, write_bytes, flush_nothing);
    png_set_IHDR(png, info, (png_uint_32)width, (png_uint_32)height, 8, PNG_COLOR_TYPE_RGB_ALPHA, PNG_INTERLACE_NONE,
                 PNG_COMPRESSION_TYPE_DEFAULT, PNG_FILTER_TYPE_DEFAULT);
    png_set_filter(png, PNG_FILTER_TYPE_BASE, PNG_FILTER_PAETH);
    png_write_info(png, info);
    row = png_malloc(png, (size_t)width * 4);
    for (int y = 0; y < height; y++) {
        const uint32_t *source = (const uint32_t *)((const unsigned char *)pixels + (size_t)y * pitch);
        unsigned char *out = row;
        for (int x = 0; x < width; x++) {
            uint32_t argb = source[x];
            out[0] = (unsigned char)(argb >> 16);
            out[1] = (unsigned char)(argb >> 8);
            out[2] = (unsigned char)argb;
            out[3] = (unsigned char)(argb >> 24);
            out += 4;
        }
        png_write_row(png, row);
    }
    png_write_end(png, info);
    png_free(png, row);
    png_destroy_write_struct(&png, &info);
    return 0;
}
