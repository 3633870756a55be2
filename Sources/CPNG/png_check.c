#include "png_check.h"

#include <png.h>
#include <setjmp.h>
#include <stdio.h>
#include <string.h>

/// The file being read and what libpng said about it.
struct check {
    const unsigned char *bytes;
    size_t size;
    size_t offset;
    char *message;
    size_t capacity;
    int warned;
};

static void on_error(png_structp png, png_const_charp text) {
    struct check *check = png_get_error_ptr(png);
    snprintf(check->message, check->capacity, "%s", text);
    png_longjmp(png, 1);
}

static void on_warning(png_structp png, png_const_charp text) {
    struct check *check = png_get_error_ptr(png);
    if (!check->warned) {
        snprintf(check->message, check->capacity, "%s", text);
        check->warned = 1;
    }
}

static void read_bytes(png_structp png, png_bytep out, size_t count) {
    struct check *check = png_get_io_ptr(png);
    if (count > check->size - check->offset) {
        png_error(png, "the file ends early");
    }
    memcpy(out, check->bytes + check->offset, count);
    check->offset += count;
}

/// The transformations SDL_image 2's IMG_png.c asks for before it reads the image: 16-bit samples
/// stripped to 8, interlacing handled, packed pixels unpacked, grey expanded, and for a tRNS chunk
/// either a colour key or an expansion to alpha. Returns the number of interlace passes.
static int transform_as_sdl_image(png_structp png, png_infop info) {
    int color_type = png_get_color_type(png, info);
    png_set_strip_16(png);
    int passes = png_set_interlace_handling(png);
    png_set_packing(png);
    if (color_type == PNG_COLOR_TYPE_GRAY) {
        png_set_expand(png);
    }
    if (png_get_valid(png, info, PNG_INFO_tRNS)) {
        png_bytep trans = NULL;
        int count = 0;
        png_color_16p values = NULL;
        png_get_tRNS(png, info, &trans, &count, &values);
        if (color_type == PNG_COLOR_TYPE_PALETTE) {
            int transparent = 0, other = 0;
            for (int i = 0; i < count; i++) {
                transparent += trans[i] == 0;
                other += trans[i] != 0 && trans[i] != 255;
            }
            if (transparent > 1 || other > 0) {
                png_set_expand(png);
            }
        } else if (color_type == PNG_COLOR_TYPE_GRAY) {
            png_set_gray_to_rgb(png);
        }
    }
    return passes;
}

int png_check_read(const unsigned char *bytes, size_t size, char *message, size_t capacity) {
    struct check check = {bytes, size, 0, message, capacity, 0};
    if (capacity > 0) {
        message[0] = 0;
    }
    png_structp png = png_create_read_struct(PNG_LIBPNG_VER_STRING, &check, on_error, on_warning);
    if (png == NULL) {
        snprintf(message, capacity, "libpng could not start (out of memory or a different libpng)");
        return -1;
    }
    png_infop info = png_create_info_struct(png);
    png_bytep volatile row = NULL;
    if (info == NULL) {
        snprintf(message, capacity, "out of memory");
        png_destroy_read_struct(&png, NULL, NULL);
        return -1;
    }
    if (setjmp(png_jmpbuf(png))) {
        png_free(png, row);
        png_destroy_read_struct(&png, &info, NULL);
        return -1;
    }
    png_set_read_fn(png, &check, read_bytes);
    png_read_info(png, info);
    int passes = transform_as_sdl_image(png, info);
    png_read_update_info(png, info);
    png_uint_32 height = png_get_image_height(png, info);
    row = png_malloc(png, png_get_rowbytes(png, info));
    for (int pass = 0; pass < passes; pass++) {
        for (png_uint_32 y = 0; y < height; y++) {
            png_read_row(png, row, NULL);
        }
    }
    png_free(png, row);
    png_destroy_read_struct(&png, &info, NULL);
    return check.warned ? 1 : 0;
}
