/* Tab and Shift-Tab give the focus back at either end; sy_get_focus, sy_set_focus, sy_clear_focus, also from
 * inside callbacks. */
#include "capi.h"

/* Passes Tab (Shift-Tab when `back`), checks the result and the focus afterwards (NULL: none). */
static void expect_tab(sy_context *ctx, int back, int consumed, const char *focus) {
    SDL_Event tab = key(SDLK_TAB, back ? KMOD_LSHIFT : 0);
    EXPECT_AS(sy_handle_event(ctx, &tab), back ? "sy_handle_event(Shift-Tab)" : "sy_handle_event(Tab)", consumed,
              consumed ? "1" : "0");
    const char *now = sy_get_focus(ctx);
    CHECK(focus ? now && strcmp(now, focus) == 0 : now == NULL, "%s should focus %s, focused %s",
          back ? "Shift-Tab" : "Tab", focus ? focus : "nothing", now ? now : "nothing");
}

void test_tab_and_focus(SDL_Renderer *renderer, const char *path) {
    sy_context *ctx = sy_create(path, renderer, 200, 200);
    CHECK(ctx != NULL, "sy_create: %s", sy_last_error());
    if (!ctx) return;
    SDL_Event tab = key(SDLK_TAB, 0);
    EXPECT(sy_handle_event(ctx, &tab), 0); /* no switch at all: the host's */
    EXPECT(sy_add_switch(ctx, "a", "pill", 10, 10, 0, 0), SY_OK);
    EXPECT(sy_add_switch(ctx, "b", "pill", 100, 10, 0, 0), SY_OK);
    EXPECT(sy_add_switch(ctx, "c", "pill", 10, 60, 0, 0), SY_OK);
    CHECK(sy_get_focus(ctx) == NULL, "a new context has no focus");

    /* Reading order a, b, c; past either end the focus is given up and the host takes the key. */
    expect_tab(ctx, 0, 1, "a");
    expect_tab(ctx, 0, 1, "b");
    expect_tab(ctx, 0, 1, "c");
    expect_tab(ctx, 0, 0, NULL);
    expect_tab(ctx, 1, 1, "c");
    expect_tab(ctx, 1, 1, "b");
    expect_tab(ctx, 1, 1, "a");
    expect_tab(ctx, 1, 0, NULL);

    /* The focus calls; the id string stays until the next call on the context. */
    EXPECT(sy_set_focus(ctx, "b"), SY_OK);
    const char *focus = sy_get_focus(ctx);
    CHECK(focus && strcmp(focus, "b") == 0, "sy_set_focus(b) then sy_get_focus: %s", focus ? focus : "NULL");
    EXPECT(sy_set_focus(ctx, "nobody"), SY_ERR_NO_SWITCH);
    CHECK(strstr(sy_error_message(ctx), "nobody") != NULL, "message should name the id: %s", sy_error_message(ctx));
    EXPECT(sy_set_focus(ctx, NULL), SY_ERR_NULL);
    focus = sy_get_focus(ctx);
    CHECK(focus && strcmp(focus, "b") == 0, "a refused sy_set_focus moved the focus to %s", focus ? focus : "NULL");
    SDL_Event space = key(SDLK_SPACE, 0);
    EXPECT(sy_handle_event(ctx, &space), 1);
    EXPECT(sy_get_value(ctx, "b"), 1);
    EXPECT(sy_clear_focus(ctx), SY_OK);
    CHECK(sy_get_focus(ctx) == NULL, "sy_clear_focus left %s focused", sy_get_focus(ctx));
    EXPECT(sy_clear_focus(ctx), SY_OK);
    EXPECT(sy_handle_event(ctx, &space), 0); /* nothing focused: Space is the host's */
    EXPECT(sy_get_value(ctx, "b"), 1);

    /* A disabled switch cannot take the focus, loses it, and Tab skips it. */
    EXPECT(sy_set_focus(ctx, "b"), SY_OK);
    EXPECT(sy_set_enabled(ctx, "b", 0), SY_OK);
    CHECK(sy_get_focus(ctx) == NULL, "disabling the focused switch should clear the focus");
    EXPECT(sy_set_focus(ctx, "b"), SY_ERR_DISABLED);
    CHECK(strstr(sy_error_message(ctx), "disabled") != NULL, "message: %s", sy_error_message(ctx));
    expect_tab(ctx, 0, 1, "a");
    expect_tab(ctx, 0, 1, "c");
    expect_tab(ctx, 1, 1, "a");
    EXPECT(sy_set_enabled(ctx, "b", 1), SY_OK);
    expect_tab(ctx, 0, 1, "b");
    /* Removing the focused switch clears the focus. */
    EXPECT(sy_remove_switch(ctx, "b"), SY_OK);
    CHECK(sy_get_focus(ctx) == NULL, "removing the focused switch should clear the focus");
    EXPECT(sy_destroy(ctx), SY_OK);
    EXPECT(sy_set_focus(ctx, "a"), SY_ERR_DESTROYED);
}

/* --- the focus calls from inside the value-changed and state-changed callbacks --- */

typedef struct inside {
    int calls;
    int set_focus, clear_focus, move_focus, advance_now, is_enabled_before, set_enabled, is_enabled_after;
    char focus[16];
} inside;

static void focus_from_callback(sy_context *ctx, const char *id, int on, void *user) {
    (void)id, (void)on;
    inside *in = user;
    in->calls++;
    const char *focus = sy_get_focus(ctx);
    snprintf(in->focus, sizeof in->focus, "%s", focus ? focus : "NULL");
    in->set_focus = OBSERVE(sy_set_focus(ctx, "b"));
    in->clear_focus = OBSERVE(sy_clear_focus(ctx));
    in->move_focus = OBSERVE(sy_move_focus(ctx, SY_DOWN));
    in->advance_now = OBSERVE(sy_advance_now(ctx));
    in->is_enabled_before = OBSERVE(sy_is_enabled(ctx, "b"));
    in->set_enabled = OBSERVE(sy_set_enabled(ctx, "b", 0));
    in->is_enabled_after = OBSERVE(sy_is_enabled(ctx, "b"));
}

static void focus_from_state(sy_context *ctx, const char *id, sy_state state, void *user) {
    focus_from_callback(ctx, id, state == SY_STATE_ON, user);
}

void test_focus_in_callbacks(SDL_Renderer *renderer, const char *path) {
    for (int state_callback = 0; state_callback <= 1; state_callback++) {
        sy_context *ctx = sy_create(path, renderer, 200, 200);
        CHECK(ctx != NULL, "sy_create: %s", sy_last_error());
        if (!ctx) return;
        inside in;
        memset(&in, 0, sizeof in);
        EXPECT(sy_add_switch(ctx, "a", "pill", 10, 10, 0, 0), SY_OK);
        EXPECT(sy_add_switch(ctx, "b", "pill", 10, 60, 0, 0), SY_OK);
        if (state_callback) {
            EXPECT(sy_set_state_changed_callback(ctx, focus_from_state, &in), SY_OK);
        } else {
            EXPECT(sy_set_value_changed_callback(ctx, focus_from_callback, &in), SY_OK);
        }
        EXPECT(sy_set_focus(ctx, "a"), SY_OK);
        SDL_Event space = key(SDLK_SPACE, 0);
        EXPECT(sy_handle_event(ctx, &space), 1);
        const char *which = state_callback ? "state-changed" : "value-changed";
        CHECK(in.calls == 1, "%s: one toggle should call back once, got %d", which, in.calls);
        CHECK(strcmp(in.focus, "a") == 0, "%s: sy_get_focus inside: %s", which, in.focus);
        CHECK(in.set_focus == SY_ERR_BUSY && in.clear_focus == SY_ERR_BUSY && in.move_focus == SY_ERR_BUSY &&
                  in.advance_now == SY_ERR_BUSY,
              "%s: focus changes and sy_advance_now inside a callback gave %s, %s, %s, %s", which,
              sy_result_name(in.set_focus), sy_result_name(in.clear_focus), sy_result_name(in.move_focus),
              sy_result_name(in.advance_now));
        CHECK(in.is_enabled_before == 1 && in.set_enabled == SY_OK && in.is_enabled_after == 0,
              "%s: a queued sy_set_enabled: %d, %s, %d", which, in.is_enabled_before, sy_result_name(in.set_enabled),
              in.is_enabled_after);
        const char *focus = sy_get_focus(ctx);
        CHECK(focus && strcmp(focus, "a") == 0, "%s: the focus should stay on a, is on %s", which,
              focus ? focus : "nothing");
        EXPECT(sy_is_enabled(ctx, "b"), 0); /* the queued change was applied */
        EXPECT(sy_set_focus(ctx, "b"), SY_ERR_DISABLED);
        EXPECT(sy_destroy(ctx), SY_OK);
    }
}
