/* A reload that fails keeps the last good theme; stale and made-up handles. */
#include "capi.h"

/* --- a reload that fails keeps the last good theme and the switches --- */

void test_reload_failure(SDL_Renderer *renderer, const char *path) {
    write_file(path, GOOD_THEME);
    sy_context *ctx = sy_create(path, renderer, 200, 200);
    CHECK(ctx != NULL, "sy_create: %s", sy_last_error());
    if (!ctx) return;
    EXPECT(sy_add_switch(ctx, "a", "wide", 10, 10, 0, 0), SY_OK);
    EXPECT(sy_set_value(ctx, "a", 1, 0), SY_OK);
    write_file(path, BROKEN_THEME);
    EXPECT(sy_reload(ctx), SY_ERR_THEME);
    char place[512];
    snprintf(place, sizeof place, "%s:4:", path);
    CHECK(strncmp(sy_error_message(ctx), place, strlen(place)) == 0, "reload message should start with %s: %s",
          place, sy_error_message(ctx));
    EXPECT(sy_get_value(ctx, "a"), 1);
    float w = 0;
    EXPECT(sy_get_switch_rect(ctx, "a", NULL, NULL, &w, NULL), SY_OK);
    CHECK(w == 90, "the last good theme's size should stay, got %g", w);
    EXPECT(sy_add_switch(ctx, "b", "wide", 10, 60, 0, 0), SY_OK);
    EXPECT(sy_draw(ctx), SY_OK);
    EXPECT(sy_move_focus(ctx, SY_DOWN), 1); /* nothing focused: the first switch */
    EXPECT(sy_move_focus(ctx, SY_DOWN), 1);
    EXPECT(sy_move_focus(ctx, SY_DOWN), 0); /* no wrapping */
    EXPECT(sy_move_focus(ctx, SY_LEFT), 0);
    EXPECT(sy_move_focus(ctx, SY_UP), 1);
    EXPECT(sy_move_focus(ctx, 4), SY_ERR_BAD_VALUE);
    EXPECT(sy_move_focus(ctx, -1), SY_ERR_BAD_VALUE);

    /* The watcher sees the broken file too (it settles writes first, so poll for a while). */
    int polled = 0;
    for (int i = 0; i < 300 && polled == 0; i++) {
        polled = sy_poll_reload(ctx);
        SDL_Delay(10);
    }
    EXPECT_AS(polled, "sy_poll_reload(ctx) until it saw the change", SY_ERR_THEME, "SY_ERR_THEME");
    EXPECT(sy_get_value(ctx, "a"), 1);

    write_file(path, GOOD_THEME);
    EXPECT(sy_reload(ctx), SY_OK);
    EXPECT(sy_get_value(ctx, "a"), 1);
    EXPECT(sy_destroy(ctx), SY_OK);
}

/* --- stale and made-up handles --- */

void test_after_destroy(SDL_Renderer *renderer, const char *path) {
    sy_context *ctx = sy_create(path, renderer, 200, 200);
    CHECK(ctx != NULL, "sy_create: %s", sy_last_error());
    if (!ctx) return;
    EXPECT(sy_add_switch(ctx, "a", "pill", 10, 10, 0, 0), SY_OK);
    EXPECT(sy_destroy(ctx), SY_OK);
    expect_every_call(ctx, SY_ERR_DESTROYED, "SY_ERR_DESTROYED");
    CHECK(strstr(sy_error_message(ctx), "not a live context") != NULL, "stale handle message: %s",
          sy_error_message(ctx));

    /* A new context never gets the old handle back. */
    sy_context *fresh = sy_create(path, renderer, 200, 200);
    CHECK(fresh != NULL && fresh != ctx, "a new context reused a dead handle");
    EXPECT(sy_get_value(ctx, "a"), SY_ERR_DESTROYED);
    if (fresh) EXPECT(sy_destroy(fresh), SY_OK);

    sy_context *made_up = (sy_context *)(uintptr_t)0x1234;
    EXPECT(sy_draw(made_up), SY_ERR_DESTROYED);
    EXPECT(sy_destroy(made_up), SY_ERR_DESTROYED);
}
