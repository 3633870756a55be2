#ifndef PNG_CHECK_H
#define PNG_CHECK_H

#include <stddef.h>

/// Reads the PNG file in `bytes` with libpng the way SDL_image reads it (the same transformations, every
/// row of every pass), through error and warning handlers of its own, so libpng prints nothing. Returns 0
/// when libpng read it silently; 1 when it warned (SDL_image's read would print `libpng warning: ...`);
/// -1 when it failed (SDL_image's would print `libpng error: ...`). For 1 and -1, `message` holds libpng's
/// first message, cut to `capacity` bytes with its NUL.
int png_check_read(const unsigned char *bytes, size_t size, char *message, size_t capacity);

#endif
