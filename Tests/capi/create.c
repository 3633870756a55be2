/* Creating a context with NULL pointers, bad sizes, broken, missing and empty themes. */
#include "capi.h"

/* --- NULL pointers, bad sizes, broken and missing themes at creation --- */

void test_create(SDL_Renderer *renderer, const char *good, const char *broken) {
    CHECK(sy_create(NULL, renderer, 100, 100) == NULL, "NULL theme path made a context");
    EXPECT_LAST("sy_create", SY_ERR_NULL);
    CHECK(strstr(sy_last_error(), "theme_path") != NULL, "message should name theme_path: %s", sy_last_error());
    CHECK(sy_create(good, NULL, 100, 100) == NULL, "NULL renderer made a context");
    EXPECT_LAST("sy_create", SY_ERR_NULL);
    CHECK(sy_create(good, renderer, 0, 100) == NULL, "zero width made a context");
    EXPECT_LAST("sy_create", SY_ERR_BAD_RECT);
    CHECK(sy_create(good, renderer, 100, -5) == NULL, "negative height made a context");
    EXPECT_LAST("sy_create", SY_ERR_BAD_RECT);

    CHECK(sy_create(broken, renderer, 100, 100) == NULL, "a broken theme made a context");
    EXPECT_LAST("sy_create", SY_ERR_THEME);
    char place[512];
    snprintf(place, sizeof place, "%s:4:", broken);
    CHECK(strncmp(sy_last_error(), place, strlen(place)) == 0, "message should start with %s: %s", place,
          sy_last_error());
    CHECK(strstr(sy_last_error(), ": error: styles.pill.track.on:") != NULL, "message should name the key: %s",
          sy_last_error());

    char missing[256];
    snprintf(missing, sizeof missing, "%s/missing.json", folder);
    CHECK(sy_create(missing, renderer, 100, 100) == NULL, "a missing theme made a context");
    EXPECT_LAST("sy_create", SY_ERR_THEME);
    CHECK(strstr(sy_last_error(), missing) != NULL, "message should name the file: %s", sy_last_error());

    CHECK(sy_create("", renderer, 100, 100) == NULL, "an empty theme path made a context");
    EXPECT_LAST("sy_create", SY_ERR_THEME);
    CHECK(strstr(sy_last_error(), "theme_path is empty") != NULL, "empty path message: %s", sy_last_error());
}
