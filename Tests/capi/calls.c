/* Every call with a NULL context; NULL strings, unknown styles and ids, bad rectangles and values on a live context. */
#include "capi.h"

/* --- every call with a NULL context --- */

static void value_changed_ignored(sy_context *ctx, const char *id, int on, void *user) {
    (void)ctx, (void)id, (void)on, (void)user;
}

/* Every call that takes a context, made on `ctx`: each must return `expected` (named `expected_name` on failure). */
void expect_every_call(sy_context *ctx, int expected, const char *expected_name) {
#define EXPECT_CALL(call) EXPECT_AS(call, #call, expected, expected_name)
    SDL_Event event = mouse(1, 1, 1);
    float x;
    EXPECT_CALL(sy_destroy(ctx));
    EXPECT_CALL(sy_add_switch(ctx, "a", "pill", 0, 0, 0, 0));
    EXPECT_CALL(sy_remove_switch(ctx, "a"));
    EXPECT_CALL(sy_move_switch(ctx, "a", 0, 0));
    EXPECT_CALL(sy_get_switch_rect(ctx, "a", &x, &x, &x, &x));
    EXPECT_CALL(sy_handle_event(ctx, &event));
    EXPECT_CALL(sy_advance(ctx, 1));
    EXPECT_CALL(sy_move_focus(ctx, SY_LEFT));
    EXPECT_CALL(sy_advance_now(ctx));
    EXPECT_CALL(sy_draw(ctx));
    EXPECT_CALL(sy_set_retained(ctx, 0));
    EXPECT_CALL(sy_invalidate_background(ctx));
    EXPECT_CALL(sy_get_value(ctx, "a"));
    EXPECT_CALL(sy_set_value(ctx, "a", 1, 0));
    EXPECT_CALL(sy_set_value_changed_callback(ctx, value_changed_ignored, NULL));
    EXPECT_CALL(sy_reload(ctx));
    EXPECT_CALL(sy_poll_reload(ctx));
    EXPECT_CALL(sy_resize(ctx, 10, 10, 1));
    EXPECT_CALL(sy_set_decide_callback(ctx, NULL, NULL));
    EXPECT_CALL(sy_set_state_changed_callback(ctx, NULL, NULL));
    EXPECT_CALL(sy_set_feedback_callback(ctx, NULL, NULL));
    EXPECT_CALL(sy_resolve(ctx, "a", 1));
    EXPECT_CALL(sy_is_pending(ctx, "a"));
    EXPECT_CALL(sy_set_focus(ctx, "a"));
    EXPECT_CALL(sy_clear_focus(ctx));
    EXPECT_CALL(sy_set_enabled(ctx, "a", 0));
    EXPECT_CALL(sy_is_enabled(ctx, "a"));
    sy_a11y_switch node;
    EXPECT_CALL(sy_set_accessibility_label(ctx, "a", "A"));
    EXPECT_CALL(sy_set_accessibility_hint(ctx, "a", "A"));
    EXPECT_CALL(sy_a11y_count(ctx));
    EXPECT_CALL(sy_a11y_get(ctx, 0, &node));
    EXPECT_CALL(sy_a11y_toggle(ctx, "a"));
    EXPECT_CALL(sy_set_a11y_callback(ctx, NULL, NULL));
#undef EXPECT_CALL
    CHECK(sy_get_focus(ctx) == NULL, "sy_get_focus on a bad handle should be NULL");
    EXPECT_AS(sy_last_error_code(), "sy_get_focus then sy_last_error_code()", expected, expected_name);
    CHECK(strlen(sy_error_message(ctx)) > 0, "sy_error_message on a bad handle should say why");
    EXPECT_AS(sy_last_error_code(), "sy_error_message then sy_last_error_code()", expected, expected_name);
}

void test_null_context(void) {
    expect_every_call(NULL, SY_ERR_NULL, "SY_ERR_NULL");
    CHECK(sy_error_message(NULL) != NULL && strstr(sy_error_message(NULL), "NULL") != NULL,
          "sy_error_message(NULL) should say the context is NULL");
    CHECK(strcmp(sy_result_name(12345), "SY_UNKNOWN_RESULT") == 0, "unknown code name: %s", sy_result_name(12345));
    CHECK(strcmp(sy_result_name(SY_ERR_BUSY), "SY_ERR_BUSY") == 0, "SY_ERR_BUSY's name: %s",
          sy_result_name(SY_ERR_BUSY));
    CHECK(sy_version() == SY_VERSION, "sy_version() is %d, the header's SY_VERSION %d", sy_version(), SY_VERSION);
}

/* --- NULL strings, unknown styles and ids, bad rectangles and values on a live context --- */

void test_bad_arguments(sy_context *ctx) {
    EXPECT(sy_add_switch(ctx, NULL, "pill", 0, 0, 0, 0), SY_ERR_NULL);
    EXPECT(sy_add_switch(ctx, "a", NULL, 0, 0, 0, 0), SY_ERR_NULL);
    EXPECT(sy_add_switch(ctx, "a", "no-such-style", 0, 0, 0, 0), SY_ERR_UNKNOWN_STYLE);
    CHECK(strstr(sy_error_message(ctx), "pill, wide") != NULL, "message should list the styles: %s",
          sy_error_message(ctx));
    /* A 10 MB style name or id: past the 256-byte bound; the message quotes a short excerpt of it, not the
     * 10 MB. */
    size_t huge_size = 10 * 1000 * 1000;
    char *huge = malloc(huge_size + 1);
    if (huge != NULL) {
        memset(huge, 's', huge_size);
        huge[huge_size] = 0;
        EXPECT(sy_add_switch(ctx, "a", huge, 0, 0, 0, 0), SY_ERR_LIMIT);
        CHECK(strlen(sy_error_message(ctx)) < 300, "a 10 MB style name gave a %zu-byte message",
              strlen(sy_error_message(ctx)));
        CHECK(strlen(sy_last_error()) < 300, "a 10 MB style name gave a %zu-byte last error", strlen(sy_last_error()));
        EXPECT(sy_get_value(ctx, huge), SY_ERR_LIMIT);
        CHECK(strlen(sy_error_message(ctx)) < 300, "a 10 MB id gave a %zu-byte message", strlen(sy_error_message(ctx)));
        free(huge);
    }
    EXPECT(sy_add_switch(ctx, "a", "pill", 10, 10, 0, 0), SY_OK);
    EXPECT(sy_add_switch(ctx, "a", "wide", 10, 60, 0, 0), SY_ERR_DUPLICATE_ID);
    EXPECT(sy_add_switch(ctx, "b", "pill", 0, 0, 0, 20), SY_ERR_BAD_RECT);
    EXPECT(sy_add_switch(ctx, "b", "pill", 0, 0, 20, 0), SY_ERR_BAD_RECT);
    EXPECT(sy_add_switch(ctx, "b", "pill", 0, 0, -20, 10), SY_ERR_BAD_RECT);
    EXPECT(sy_add_switch(ctx, "b", "pill", 0, 0, 20, -10), SY_ERR_BAD_RECT);
    EXPECT(sy_add_switch(ctx, "b", "pill", NAN, 0, 0, 0), SY_ERR_BAD_RECT);
    EXPECT(sy_add_switch(ctx, "b", "pill", 0, INFINITY, 0, 0), SY_ERR_BAD_RECT);
    EXPECT(sy_add_switch(ctx, "b", "pill", 0, 0, NAN, 10), SY_ERR_BAD_RECT);
    EXPECT(sy_add_switch(ctx, "b", "pill", 0, 0, 10, INFINITY), SY_ERR_BAD_RECT);
    EXPECT(sy_get_switch_rect(ctx, "b", NULL, NULL, NULL, NULL), SY_ERR_NO_SWITCH);
    EXPECT(sy_get_switch_rect(ctx, "a", NULL, NULL, NULL, NULL), SY_OK);
    float w = 0, h = 0;
    EXPECT(sy_get_switch_rect(ctx, "a", NULL, NULL, &w, &h), SY_OK);
    CHECK(w == 51 && h == 31, "0 x 0 should take the style's size, got %g x %g", w, h);
    EXPECT(sy_move_switch(ctx, "a", NAN, 0), SY_ERR_BAD_RECT);
    EXPECT(sy_move_switch(ctx, "nobody", 0, 0), SY_ERR_NO_SWITCH);
    EXPECT(sy_move_switch(ctx, NULL, 0, 0), SY_ERR_NULL);
    EXPECT(sy_move_switch(ctx, "a", 12, 14), SY_OK);
    float x = 0, y = 0;
    EXPECT(sy_get_switch_rect(ctx, "a", &x, &y, &w, &h), SY_OK);
    CHECK(x == 12 && y == 14 && w == 51 && h == 31, "moved to %g, %g (%g x %g)", x, y, w, h);

    EXPECT(sy_remove_switch(ctx, "nobody"), SY_ERR_NO_SWITCH);
    EXPECT(sy_remove_switch(ctx, NULL), SY_ERR_NULL);
    EXPECT(sy_get_value(ctx, "nobody"), SY_ERR_NO_SWITCH);
    EXPECT(sy_get_value(ctx, NULL), SY_ERR_NULL);
    EXPECT(sy_set_value(ctx, "nobody", 1, 0), SY_ERR_NO_SWITCH);
    EXPECT(sy_set_value(ctx, NULL, 1, 0), SY_ERR_NULL);
    EXPECT(sy_set_value(ctx, "a", 7, 0), SY_OK);
    EXPECT(sy_get_value(ctx, "a"), 1);
    EXPECT(sy_set_value(ctx, "a", 0, 1), SY_OK);
    EXPECT(sy_get_value(ctx, "a"), 0);

    EXPECT(sy_set_focus(ctx, NULL), SY_ERR_NULL);
    EXPECT(sy_set_enabled(ctx, NULL, 1), SY_ERR_NULL);
    EXPECT(sy_is_enabled(ctx, NULL), SY_ERR_NULL);
    EXPECT(sy_is_pending(ctx, NULL), SY_ERR_NULL);
    EXPECT(sy_get_switch_rect(ctx, NULL, NULL, NULL, NULL, NULL), SY_ERR_NULL);
    EXPECT(sy_handle_event(ctx, NULL), SY_ERR_NULL);
    SDL_Event strange;
    memset(&strange, 0xA5, sizeof strange);
    strange.type = SDL_LASTEVENT - 1;
    EXPECT(sy_handle_event(ctx, &strange), 0);
    SDL_Event nowhere = mouse(1, -100000, 100000);
    EXPECT(sy_handle_event(ctx, &nowhere), 0);
    nowhere = mouse(0, -100000, 100000);
    EXPECT(sy_handle_event(ctx, &nowhere), 0);

    EXPECT(sy_advance(ctx, NAN), SY_ERR_BAD_VALUE);
    EXPECT(sy_advance(ctx, INFINITY), SY_ERR_BAD_VALUE);
    EXPECT(sy_advance(ctx, 5), SY_OK);
    EXPECT(sy_advance(ctx, 1), SY_OK);
    EXPECT(sy_advance(ctx, -1e300), SY_OK);
    EXPECT(sy_advance_now(ctx), SY_OK);

    EXPECT(sy_resize(ctx, 0, 100, 1), SY_ERR_BAD_RECT);
    EXPECT(sy_resize(ctx, 100, -1, 1), SY_ERR_BAD_RECT);
    EXPECT(sy_resize(ctx, 100, 100, 0), SY_ERR_BAD_VALUE);
    EXPECT(sy_resize(ctx, 100, 100, -2), SY_ERR_BAD_VALUE);
    EXPECT(sy_resize(ctx, 100, 100, NAN), SY_ERR_BAD_VALUE);
    EXPECT(sy_resize(ctx, 100, 100, INFINITY), SY_ERR_BAD_VALUE);
    EXPECT(sy_resize(ctx, 200, 200, 2), SY_OK);
    EXPECT(sy_draw(ctx), SY_OK);
    EXPECT(sy_resize(ctx, 200, 200, 1), SY_OK);
    EXPECT(sy_set_value_changed_callback(ctx, NULL, NULL), SY_OK);
    EXPECT(sy_remove_switch(ctx, "a"), SY_OK);
    EXPECT(sy_get_value(ctx, "a"), SY_ERR_NO_SWITCH);
}
