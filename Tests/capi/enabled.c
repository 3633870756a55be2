/* sy_set_enabled and sy_is_enabled: a disabled switch ignores input, keeps a pending change, and still takes
 * sy_set_value; disabling cancels a held press. */
#include "capi.h"

typedef struct journal {
    int states[32];
    int state_count;
    int values;
    sy_decision answer;
} journal;

static void log_state(sy_context *ctx, const char *id, sy_state state, void *user) {
    (void)ctx, (void)id;
    journal *l = user;
    if (l->state_count < 32) l->states[l->state_count++] = state;
}

static void log_value(sy_context *ctx, const char *id, int on, void *user) {
    (void)ctx, (void)id, (void)on;
    ((journal *)user)->values++;
}

static sy_decision answer(sy_context *ctx, const char *id, int on, void *user) {
    (void)ctx, (void)id, (void)on;
    return ((journal *)user)->answer;
}

void test_enabled(SDL_Renderer *renderer, const char *path) {
    sy_context *ctx = sy_create(path, renderer, 200, 200);
    CHECK(ctx != NULL, "sy_create: %s", sy_last_error());
    if (!ctx) return;
    journal l;
    memset(&l, 0, sizeof l);
    double clock = 1;
    EXPECT(sy_add_switch(ctx, "a", "pill", 10, 10, 0, 0), SY_OK);
    EXPECT(sy_set_state_changed_callback(ctx, log_state, &l), SY_OK);
    EXPECT(sy_set_value_changed_callback(ctx, log_value, &l), SY_OK);
    EXPECT(sy_is_enabled(ctx, "a"), 1);
    EXPECT(sy_set_enabled(ctx, "nobody", 0), SY_ERR_NO_SWITCH);
    EXPECT(sy_is_enabled(ctx, "nobody"), SY_ERR_NO_SWITCH);

    /* Disabled: a tap is not consumed and changes nothing; sy_set_value works; keys cannot reach it. */
    EXPECT(sy_set_enabled(ctx, "a", 0), SY_OK);
    EXPECT(sy_is_enabled(ctx, "a"), 0);
    EXPECT(sy_set_enabled(ctx, "a", 0), SY_OK);
    EXPECT(tap(ctx, "a", &clock), 0);
    EXPECT(sy_get_value(ctx, "a"), 0);
    CHECK(l.state_count == 0 && l.values == 0, "a tap on a disabled switch called back (%d states, %d values)",
          l.state_count, l.values);
    SDL_Event tab = key(SDLK_TAB, 0);
    EXPECT(sy_handle_event(ctx, &tab), 0);
    EXPECT(sy_set_value(ctx, "a", 1, 1), SY_OK);
    EXPECT(sy_get_value(ctx, "a"), 1);
    CHECK(l.state_count == 1 && l.states[0] == SY_STATE_ON && l.values == 0,
          "sy_set_value on a disabled switch: %d states, last %d, %d values", l.state_count,
          l.state_count ? l.states[l.state_count - 1] : -1, l.values);
    EXPECT(sy_draw(ctx), SY_OK);
    EXPECT(sy_set_enabled(ctx, "a", 7), SY_OK); /* any non-zero enables */
    EXPECT(sy_is_enabled(ctx, "a"), 1);

    /* Disabling during a held press cancels it: the state goes back to the value's, no value-changed, and
     * the release is not consumed. */
    l.state_count = 0;
    float x, y, w, h;
    EXPECT(sy_get_switch_rect(ctx, "a", &x, &y, &w, &h), SY_OK);
    SDL_Event down = mouse(1, (int)(x + w / 2), (int)(y + h / 2)), up = mouse(0, (int)(x + w / 2), (int)(y + h / 2));
    EXPECT(sy_handle_event(ctx, &down), 1);
    EXPECT(sy_set_enabled(ctx, "a", 0), SY_OK);
    EXPECT(sy_handle_event(ctx, &up), 0);
    EXPECT(sy_get_value(ctx, "a"), 1);
    CHECK(l.state_count == 2 && l.states[0] == SY_STATE_SELECTED_PRESSED_ON && l.states[1] == SY_STATE_ON,
          "press then disable: %d states (%d, %d)", l.state_count, l.states[0], l.states[1]);
    CHECK(l.values == 0, "a cancelled press called value-changed %d times", l.values);
    EXPECT(sy_set_enabled(ctx, "a", 1), SY_OK);

    /* Disabling a pending switch keeps the change pending; sy_resolve still completes it. */
    l.answer = SY_PENDING;
    EXPECT(sy_set_decide_callback(ctx, answer, &l), SY_OK);
    EXPECT(tap(ctx, "a", &clock), 1);
    EXPECT(sy_is_pending(ctx, "a"), 1);
    EXPECT(sy_set_enabled(ctx, "a", 0), SY_OK);
    EXPECT(sy_is_pending(ctx, "a"), 1);
    EXPECT(sy_resolve(ctx, "a", 0), SY_OK);
    EXPECT(sy_get_value(ctx, "a"), 0);
    CHECK(l.values == 1, "completing a disabled switch's pending change should call back once, got %d", l.values);
    EXPECT(sy_is_pending(ctx, "a"), 0);
    EXPECT(sy_draw(ctx), SY_OK);
    EXPECT(sy_destroy(ctx), SY_OK);
    EXPECT(sy_is_enabled(ctx, "a"), SY_ERR_DESTROYED);
}
