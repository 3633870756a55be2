/* sy_create_ex: its options struct (size, contradictions), a theme and a font from memory or a file, bad
 * fonts, the language and the live-reload mode. */
#include "capi.h"

/* A theme whose one style draws labels, so text is rendered with the chosen font. */
static const char *LABEL_THEME = "{ \"version\": 1, \"styles\": { \"pill\": { \"size\": [80, 30],\n"
                                 "  \"labels\": { \"layout\": \"slide\", \"on\": { \"text\": \"ON\" },\n"
                                 "              \"off\": { \"text\": \"OFF\" } } } } }\n";

/* The shipped regular font, read whole into a malloc'd buffer (NULL when it cannot be read). */
static unsigned char *read_font(size_t *size) {
    FILE *file = fopen("Assets/fonts/DejaVuSans.ttf", "rb");
    if (!file) return NULL;
    unsigned char *bytes = malloc(2 << 20);
    *size = bytes ? fread(bytes, 1, 2 << 20, file) : 0;
    fclose(file);
    return bytes;
}

/* sy_create_ex must return NULL with `expected` and a message holding `part`. */
static void expect_refused(const sy_options *options, SDL_Renderer *renderer, int expected, const char *expected_name,
                           const char *part, int line) {
    sy_context *ctx = sy_create_ex(options, renderer, 200, 100);
    CHECK(ctx == NULL, "line %d: sy_create_ex made a context", line);
    if (ctx) sy_destroy(ctx);
    EXPECT_AS(sy_last_error_code(), "sy_last_error_code()", expected, expected_name);
    CHECK(strstr(sy_last_error(), part) != NULL, "line %d: message should hold '%s': %s", line, part,
          sy_last_error());
}

#define REFUSED(options, renderer, expected, part)                                                                    \
    expect_refused(options, renderer, expected, #expected, part, __LINE__)

static void test_struct(SDL_Renderer *renderer, const char *good) {
    CHECK(sy_create_ex(NULL, renderer, 200, 100) == NULL, "NULL options made a context");
    EXPECT(sy_last_error_code(), SY_ERR_NULL);
    sy_options options = SY_OPTIONS_INIT;
    options.theme_path = good;
    options.struct_size = 0;
    REFUSED(&options, renderer, SY_ERR_OPTIONS, "struct_size is 0");
    options.struct_size = sizeof(sy_options) + 8;
    REFUSED(&options, renderer, SY_ERR_OPTIONS, "SY_OPTIONS_INIT");
    options.struct_size = sizeof(sy_options);
    CHECK(sy_create_ex(&options, NULL, 200, 100) == NULL, "a NULL renderer made a context");
    EXPECT(sy_last_error_code(), SY_ERR_NULL);
    options.theme_data = GOOD_THEME;
    options.theme_size = strlen(GOOD_THEME);
    REFUSED(&options, renderer, SY_ERR_OPTIONS, "both theme_path and theme_data");
    options.theme_path = NULL;
    options.theme_data = NULL;
    REFUSED(&options, renderer, SY_ERR_NULL, "theme_data is NULL but theme_size is");
    options.theme_size = 0;
    REFUSED(&options, renderer, SY_ERR_NULL, "neither theme_path nor theme_data");
    options.theme_path = good;
    options.live_reload = (sy_live_reload)7;
    REFUSED(&options, renderer, SY_ERR_BAD_VALUE, "live_reload is 7");
}

static void test_theme_from_memory(SDL_Renderer *renderer, const char *broken) {
    sy_options options = SY_OPTIONS_INIT;
    options.theme_data = GOOD_THEME;
    options.theme_size = strlen(GOOD_THEME);
    /* Named after a broken theme file: the theme loads from memory, so that file is never read. */
    options.theme_name = broken;
    sy_context *ctx = sy_create_ex(&options, renderer, 200, 100);
    CHECK(ctx != NULL, "a theme from memory: %s", sy_last_error());
    if (ctx) {
        EXPECT(sy_add_switch(ctx, "a", "wide", 10, 10, 0, 0), SY_OK);
        EXPECT(sy_draw(ctx), SY_OK);
        EXPECT(sy_reload(ctx), SY_OK);
        EXPECT(sy_poll_reload(ctx), 0);
        EXPECT(sy_destroy(ctx), SY_OK);
    }
    options.theme_name = "packed/ui.json";
    options.theme_data = BROKEN_THEME;
    options.theme_size = strlen(BROKEN_THEME);
    REFUSED(&options, renderer, SY_ERR_THEME, "packed/ui.json:4:");
    options.theme_name = NULL;
    REFUSED(&options, renderer, SY_ERR_THEME, "theme_data:4:");
    static const char not_utf8[] = "{ \"version\": 1,\n  \"styles\": { \"p\xff\xfe\": {} } }";
    options.theme_data = not_utf8;
    options.theme_size = sizeof not_utf8 - 1;
    REFUSED(&options, renderer, SY_ERR_THEME, "theme_data:2:");
    CHECK(strstr(sy_last_error(), "UTF-8") != NULL, "message should say UTF-8: %s", sy_last_error());
    options.theme_size = 0;
    REFUSED(&options, renderer, SY_ERR_THEME, "theme_data:1:1: error: the theme file is empty");
}

static void test_fonts(SDL_Renderer *renderer, const char *good) {
    sy_options options = SY_OPTIONS_INIT;
    options.theme_data = LABEL_THEME;
    options.theme_size = strlen(LABEL_THEME);
    options.live_reload = SY_RELOAD_OFF;
    size_t size = 0;
    unsigned char *font = read_font(&size);
    CHECK(font != NULL && size > 1000, "cannot read Assets/fonts/DejaVuSans.ttf (run from the repository)");
    if (font) {
        options.font_data = font;
        options.font_size = size;
        sy_context *ctx = sy_create_ex(&options, renderer, 200, 100);
        /* The library copied the bytes: they may go now (valgrind sees any later read). */
        memset(font, 0, size);
        free(font);
        CHECK(ctx != NULL, "a font from memory: %s", sy_last_error());
        if (ctx) {
            EXPECT(sy_add_switch(ctx, "a", "pill", 10, 10, 0, 0), SY_OK);
            EXPECT(sy_set_value(ctx, "a", 1, 0), SY_OK);
            EXPECT(sy_draw(ctx), SY_OK);
            EXPECT(sy_destroy(ctx), SY_OK);
        }
    }
    options.font_data = NULL;
    options.font_size = 0;
    options.font_path = "Assets/fonts/DejaVuSans-Bold.ttf";
    sy_context *ctx = sy_create_ex(&options, renderer, 200, 100);
    CHECK(ctx != NULL, "a font file: %s", sy_last_error());
    if (ctx) {
        EXPECT(sy_add_switch(ctx, "a", "pill", 10, 10, 0, 0), SY_OK);
        EXPECT(sy_draw(ctx), SY_OK);
        EXPECT(sy_destroy(ctx), SY_OK);
    }
    /* A theme file is not a font: refused by name, no context made. */
    options.font_path = good;
    REFUSED(&options, renderer, SY_ERR_FONT, good);
    char missing[300];
    snprintf(missing, sizeof missing, "%s/missing.ttf", folder);
    options.font_path = missing;
    REFUSED(&options, renderer, SY_ERR_FONT, missing);
    static const char junk[] = "these bytes are not a font";
    options.font_path = NULL;
    options.font_data = junk;
    options.font_size = sizeof junk;
    REFUSED(&options, renderer, SY_ERR_FONT, "font_data (27 bytes) cannot be read as a font");
    options.font_path = good;
    REFUSED(&options, renderer, SY_ERR_OPTIONS, "both font_path and font_data");
    options.font_path = NULL;
    options.font_data = NULL;
    REFUSED(&options, renderer, SY_ERR_NULL, "font_data is NULL but font_size is 27");
}

static void test_language_and_reload(SDL_Renderer *renderer, const char *good) {
    sy_options options = SY_OPTIONS_INIT;
    options.theme_path = good;
    options.language = "pt-BR";
    options.reduce_motion = 1;
    options.live_reload = SY_RELOAD_OFF;
    sy_context *ctx = sy_create_ex(&options, renderer, 200, 100);
    CHECK(ctx != NULL, "language pt-BR, reduce motion, no reload: %s", sy_last_error());
    if (ctx) {
        EXPECT(sy_add_switch(ctx, "a", "pill", 10, 10, 0, 0), SY_OK);
        EXPECT(sy_poll_reload(ctx), 0);
        EXPECT(sy_destroy(ctx), SY_OK);
    }
    options.live_reload = SY_RELOAD_POLL;
    ctx = sy_create_ex(&options, renderer, 200, 100);
    CHECK(ctx != NULL, "polling: %s", sy_last_error());
    if (ctx) EXPECT(sy_destroy(ctx), SY_OK);
    options.language = "x";
    REFUSED(&options, renderer, SY_ERR_BAD_VALUE, "language 'x' is not a BCP 47 tag");
    options.language = "../etc";
    REFUSED(&options, renderer, SY_ERR_BAD_VALUE, "is not a BCP 47 tag");
    options.language = "";
    ctx = sy_create_ex(&options, renderer, 200, 100);
    CHECK(ctx != NULL, "an empty language is the theme's own: %s", sy_last_error());
    if (ctx) EXPECT(sy_destroy(ctx), SY_OK);
}

void test_create_ex(SDL_Renderer *renderer, const char *good, const char *broken) {
    test_struct(renderer, good);
    test_theme_from_memory(renderer, broken);
    test_fonts(renderer, good);
    test_language_and_reload(renderer, good);
}
