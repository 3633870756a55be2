/* Every bound of the C API (docs/embedding.md, "Limits"): each is refused with SY_ERR_LIMIT and a short
 * message, never an abort; a huge switch draws what shows at the memory of what shows. */
#include <sys/resource.h>

#include "capi.h"

/* The process's peak resident memory so far, in MiB. */
static long peak_mib(void) {
    struct rusage usage;
    getrusage(RUSAGE_SELF, &usage);
    return usage.ru_maxrss / 1024;
}

/* A string of `length` copies of `c` (malloc'd; NULL when memory ran out). */
static char *repeated(char c, size_t length) {
    char *text = malloc(length + 1);
    if (text) {
        memset(text, c, length);
        text[length] = 0;
    }
    return text;
}

/* The host's own target: a 400 x 300 surface cleared to grey, and a software renderer on it. */
typedef struct {
    SDL_Surface *surface;
    SDL_Renderer *renderer;
} target;

static target make_target(void) {
    target t;
    t.surface = SDL_CreateRGBSurfaceWithFormat(0, 400, 300, 32, SDL_PIXELFORMAT_ARGB8888);
    t.renderer = t.surface ? SDL_CreateSoftwareRenderer(t.surface) : NULL;
    return t;
}

static void clear_grey(target t) {
    SDL_SetRenderDrawColor(t.renderer, 128, 128, 128, 255);
    SDL_RenderClear(t.renderer);
}

static Uint32 pixel(target t, int x, int y) {
    SDL_RenderFlush(t.renderer);
    return ((Uint32 *)t.surface->pixels)[y * t.surface->pitch / 4 + x];
}

static void test_scale_and_density(target t, const char *good) {
    sy_context *ctx = sy_create(good, t.renderer, 400, 300);
    CHECK(ctx != NULL, "sy_create: %s", sy_last_error());
    if (!ctx) return;
    EXPECT(sy_add_switch(ctx, "a", "pill", 0, 0, 400, 300), SY_OK);
    /* sy_resize(ctx, 400, 300, 10000) then sy_draw once aborted the host asking for 632 GB. */
    EXPECT(sy_resize(ctx, 400, 300, 10000), SY_ERR_LIMIT);
    CHECK(strstr(sy_error_message(ctx), "density 10000 is above the limit of 16") != NULL, "message: %s",
          sy_error_message(ctx));
    EXPECT(sy_resize(ctx, 100000, 100000, 1), SY_ERR_LIMIT);
    CHECK(strstr(sy_error_message(ctx), "GiB") != NULL, "message: %s", sy_error_message(ctx));
    EXPECT(sy_resize(ctx, 400, 300, 0), SY_ERR_BAD_VALUE);
    EXPECT(sy_resize(ctx, 400, 300, 16), SY_OK);
    EXPECT(sy_resize(ctx, 400, 300, 1), SY_OK);
    /* SDL_RenderSetScale(r, 3000) then sy_draw aborted the same way: refused, nothing drawn, scale kept. */
    clear_grey(t);
    SDL_RenderSetScale(t.renderer, 3000, 3000);
    EXPECT(sy_draw(ctx), SY_ERR_LIMIT);
    CHECK(strstr(sy_error_message(ctx), "3000 pixels per point, above the limit of 16") != NULL, "message: %s",
          sy_error_message(ctx));
    float sx = 0, sy = 0;
    SDL_RenderGetScale(t.renderer, &sx, &sy);
    CHECK(sx == 3000 && sy == 3000, "the host's scale should stay 3000, got %g x %g", sx, sy);
    SDL_RenderSetScale(t.renderer, 1, 1);
    CHECK(pixel(t, 200, 150) == 0xFF808080, "a refused draw drew: %08x", pixel(t, 200, 150));
    EXPECT(sy_resize(ctx, 400, 300, 8), SY_OK);
    SDL_RenderSetScale(t.renderer, 2, 2);
    EXPECT(sy_draw(ctx), SY_OK); /* 8 x 2: at the limit */
    SDL_RenderSetScale(t.renderer, 3, 3);
    EXPECT(sy_draw(ctx), SY_ERR_LIMIT);
    SDL_RenderSetScale(t.renderer, 1, 1);
    EXPECT(sy_destroy(ctx), SY_OK);
    CHECK(sy_create(good, t.renderer, 100000, 100000) == NULL, "a 100000 x 100000 area made a context");
    EXPECT(sy_last_error_code(), SY_ERR_LIMIT);
}

static void test_huge_switch(target t, const char *good) {
    sy_context *ctx = sy_create(good, t.renderer, 400, 300);
    CHECK(ctx != NULL, "sy_create: %s", sy_last_error());
    if (!ctx) return;
    EXPECT(sy_add_switch(ctx, "huge", "wide", -10000, -10000, 20000, 20000), SY_ERR_LIMIT);
    CHECK(strstr(sy_error_message(ctx), "'huge' has w 20000, beyond the limit of 10000 points") != NULL, "message: %s",
          sy_error_message(ctx));
    /* A 10000 x 2000 point switch at density 16 is 160000 x 32000 pixels (20 GB as one mask) on a 400 x 300
     * target: it costs what shows. The target lies in the middle of its track, blue when on. */
    long before = peak_mib();
    EXPECT(sy_resize(ctx, 400, 300, 16), SY_OK);
    EXPECT(sy_add_switch(ctx, "huge", "wide", -5000, -1000, 10000, 2000), SY_OK);
    clear_grey(t);
    EXPECT(sy_draw(ctx), SY_OK);
    EXPECT(sy_set_value(ctx, "huge", 1, 0), SY_OK);
    EXPECT(sy_draw(ctx), SY_OK);
    long grown = peak_mib() - before;
    CHECK(grown < 200, "drawing a 160000-pixel switch grew the peak memory by %ld MiB", grown);
    CHECK(pixel(t, 200, 150) == 0xFF007AFF, "the track should cover the target: %08x", pixel(t, 200, 150));
    EXPECT(sy_destroy(ctx), SY_OK);
}

static void test_strings_and_coordinates(sy_context *ctx) {
    char *long_id = repeated('i', 300);
    if (long_id) {
        EXPECT(sy_add_switch(ctx, long_id, "pill", 0, 0, 0, 0), SY_ERR_LIMIT);
        const char *message = sy_error_message(ctx);
        CHECK(strstr(message, "id 'iiiiiiiiiiiiiiiiiiiiiiiiiiiiiiiiiiiiiiii…' is longer than the limit of 256 bytes") != NULL,
              "message: %s", message);
        CHECK(strlen(message) < 120, "a 300-byte id gave a %zu-byte message", strlen(message));
        EXPECT(sy_remove_switch(ctx, long_id), SY_ERR_LIMIT);
        EXPECT(sy_set_value(ctx, long_id, 1, 0), SY_ERR_LIMIT);
        EXPECT(sy_add_switch(ctx, "a", long_id, 0, 0, 0, 0), SY_ERR_LIMIT);
        long_id[256] = 0;
        EXPECT(sy_add_switch(ctx, long_id, "pill", 0, 0, 0, 0), SY_OK); /* 256 bytes: at the limit */
        EXPECT(sy_remove_switch(ctx, long_id), SY_OK);
        free(long_id);
    }
    EXPECT(sy_add_switch(ctx, "far", "pill", 2e6f, 0, 0, 0), SY_ERR_LIMIT);
    CHECK(strstr(sy_error_message(ctx), "has x 2000000, beyond the limit of 1000000 points") != NULL, "message: %s",
          sy_error_message(ctx));
    EXPECT(sy_add_switch(ctx, "far", "pill", 0, 0, 10, 10001), SY_ERR_LIMIT);
    EXPECT(sy_add_switch(ctx, "far", "pill", -1e6f, -1e6f, 10000, 10000), SY_OK);
    EXPECT(sy_move_switch(ctx, "far", 0, -2e6f), SY_ERR_LIMIT);
    EXPECT(sy_draw(ctx), SY_OK);
    EXPECT(sy_remove_switch(ctx, "far"), SY_OK);
}

static void test_switch_count(sy_context *ctx) {
    char id[32];
    int failures = 0;
    for (int i = 0; i < 100000 && failures == 0; i++) {
        snprintf(id, sizeof id, "s%d", i);
        if (sy_add_switch(ctx, id, "pill", (float)(i % 300) * 60, (float)(i / 300) * 40, 0, 0) != SY_OK) failures++;
    }
    CHECK(failures == 0, "adding 100000 switches failed: %s", sy_error_message(ctx));
    EXPECT(sy_add_switch(ctx, "one-more", "pill", 0, 0, 0, 0), SY_ERR_LIMIT);
    CHECK(strstr(sy_error_message(ctx), "limit of 100000 switches") != NULL, "message: %s", sy_error_message(ctx));
    EXPECT(sy_remove_switch(ctx, "s0"), SY_OK);
    EXPECT(sy_add_switch(ctx, "one-more", "pill", 0, 0, 0, 0), SY_OK);
}

static void test_sizes_from_memory(SDL_Renderer *renderer) {
    sy_options options = SY_OPTIONS_INIT;
    size_t big = (1 << 20) + 1;
    char *theme = repeated(' ', big);
    if (theme) {
        options.theme_data = theme;
        options.theme_size = big;
        CHECK(sy_create_ex(&options, renderer, 100, 100) == NULL, "a theme past 1 MiB made a context");
        EXPECT(sy_last_error_code(), SY_ERR_LIMIT);
        CHECK(strstr(sy_last_error(), "theme_size is 1048577 bytes, above the limit of 1048576") != NULL,
              "message: %s", sy_last_error());
        free(theme);
    }
    /* The size is checked before a byte is read: the pointer holds far fewer bytes than it says. */
    static const char font[] = "x";
    options.theme_data = GOOD_THEME;
    options.theme_size = strlen(GOOD_THEME);
    options.font_data = font;
    options.font_size = (size_t)17 << 20;
    CHECK(sy_create_ex(&options, renderer, 100, 100) == NULL, "a font past 16 MiB made a context");
    EXPECT(sy_last_error_code(), SY_ERR_LIMIT);
    char path[300];
    snprintf(path, sizeof path, "%s/huge.ttf", folder);
    FILE *file = fopen(path, "w");
    if (file) {
        fclose(file);
        CHECK(truncate(path, (off_t)17 << 20) == 0, "truncate %s", path);
        options.font_data = NULL;
        options.font_size = 0;
        options.font_path = path;
        CHECK(sy_create_ex(&options, renderer, 100, 100) == NULL, "a font file past 16 MiB made a context");
        EXPECT(sy_last_error_code(), SY_ERR_LIMIT);
        CHECK(strstr(sy_last_error(), "above the limit of 16777216") != NULL, "message: %s", sy_last_error());
        unlink(path);
    }
    options.font_path = NULL;
    char *long_text = repeated('a', 5000);
    if (long_text) {
        options.theme_name = long_text;
        CHECK(sy_create_ex(&options, renderer, 100, 100) == NULL, "a 5000-byte theme name made a context");
        EXPECT(sy_last_error_code(), SY_ERR_LIMIT);
        options.theme_name = NULL;
        long_text[40] = 0;
        options.language = long_text;
        CHECK(sy_create_ex(&options, renderer, 100, 100) == NULL, "a 40-byte language made a context");
        EXPECT(sy_last_error_code(), SY_ERR_LIMIT);
        free(long_text);
    }
}

void test_limits(SDL_Renderer *renderer, const char *good) {
    target t = make_target();
    CHECK(t.renderer != NULL, "target: %s", SDL_GetError());
    if (t.renderer) {
        test_scale_and_density(t, good);
        test_huge_switch(t, good);
        SDL_DestroyRenderer(t.renderer);
    }
    SDL_FreeSurface(t.surface);
    sy_context *ctx = sy_create(good, renderer, 200, 200);
    CHECK(ctx != NULL, "sy_create: %s", sy_last_error());
    if (ctx) {
        test_strings_and_coordinates(ctx);
        test_switch_count(ctx);
        EXPECT(sy_destroy(ctx), SY_OK);
    }
    test_sizes_from_memory(renderer);
}
