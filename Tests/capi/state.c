/* The state-changed callback: every state in order, which calls run it, and what it may call back in. */
#include "capi.h"

#define MAX_STATES 32

typedef struct states {
    sy_state seen[MAX_STATES];
    char ids[MAX_STATES][8];
    int count;
} states;

static void note(sy_context *ctx, const char *id, sy_state state, void *user) {
    (void)ctx;
    states *s = user;
    if (s->count >= MAX_STATES) return;
    snprintf(s->ids[s->count], sizeof s->ids[0], "%s", id);
    s->seen[s->count++] = state;
}

/* Checks that the states since the last check are `expected` (terminated by -1) for switch `id`, then forgets them. */
static void expect_states(states *s, const char *id, const char *when, const int *expected) {
    int n = 0;
    while (expected[n] >= 0) n++;
    int same = s->count == n;
    for (int i = 0; same && i < n; i++) same = (int)s->seen[i] == expected[i] && strcmp(s->ids[i], id) == 0;
    CHECK(same, "%s: %d states (first %d), expected %d (first %d) for %s", when, s->count,
          s->count ? (int)s->seen[0] : -1, n, n ? expected[0] : -1, id);
    s->count = 0;
}

static sy_decision pend(sy_context *ctx, const char *id, int on, void *user) {
    (void)ctx, (void)id, (void)on, (void)user;
    return SY_PENDING;
}

void test_state_changed(SDL_Renderer *renderer, const char *path) {
    sy_context *ctx = sy_create(path, renderer, 200, 200);
    CHECK(ctx != NULL, "sy_create: %s", sy_last_error());
    if (!ctx) return;
    states s;
    memset(&s, 0, sizeof s);
    double clock = 1;
    EXPECT(sy_set_state_changed_callback(ctx, note, &s), SY_OK);
    EXPECT(sy_add_switch(ctx, "a", "pill", 10, 10, 0, 0), SY_OK);
    EXPECT(sy_add_switch(ctx, "w", "wide", 10, 60, 0, 0), SY_OK);
    expect_states(&s, "a", "adding switches", (const int[]){-1});

    EXPECT(tap(ctx, "a", &clock), 1);
    expect_states(&s, "a", "a tap", (const int[]){SY_STATE_SELECTED_PRESSED_OFF, SY_STATE_ON, -1});
    EXPECT(sy_set_value(ctx, "a", 0, 1), SY_OK);
    expect_states(&s, "a", "sy_set_value", (const int[]){SY_STATE_OFF, -1});
    EXPECT(sy_set_value(ctx, "a", 0, 1), SY_OK);
    expect_states(&s, "a", "sy_set_value to the same value", (const int[]){-1});

    /* A drag out of the pressed area and back, then released outside: unpressed states, then the value's. */
    float x, y, w, h;
    EXPECT(sy_get_switch_rect(ctx, "a", &x, &y, &w, &h), SY_OK);
    SDL_Event down = mouse(1, (int)(x + 5), (int)(y + h / 2));
    SDL_Event away;
    memset(&away, 0, sizeof away);
    away.type = SDL_MOUSEMOTION;
    away.motion.x = (Sint32)(x + 5);
    away.motion.y = 190;
    away.motion.state = SDL_BUTTON_LMASK;
    SDL_Event up = mouse(0, (int)(x + 5), 190);
    EXPECT(sy_handle_event(ctx, &down), 1);
    EXPECT(sy_handle_event(ctx, &away), 1);
    EXPECT(sy_handle_event(ctx, &up), 1);
    expect_states(&s, "a", "press, leave, release outside",
                  (const int[]){SY_STATE_SELECTED_PRESSED_OFF, SY_STATE_SELECTED_UNPRESSED_OFF, SY_STATE_OFF, -1});

    /* Pending, and its time-out inside sy_advance. */
    EXPECT(sy_set_decide_callback(ctx, pend, NULL), SY_OK);
    EXPECT(tap(ctx, "w", &clock), 1);
    expect_states(&s, "w", "a tap answered SY_PENDING",
                  (const int[]){SY_STATE_SELECTED_PRESSED_OFF, SY_STATE_PENDING, -1});
    clock += 1;
    EXPECT(sy_advance(ctx, clock), SY_OK);
    expect_states(&s, "w", "the time-out", (const int[]){SY_STATE_OFF, -1});
    EXPECT(sy_set_decide_callback(ctx, NULL, NULL), SY_OK);

    /* A press held while the switch is removed ends inside sy_remove_switch. */
    EXPECT(sy_handle_event(ctx, &down), 1);
    EXPECT(sy_remove_switch(ctx, "a"), SY_OK);
    expect_states(&s, "a", "press, then remove", (const int[]){SY_STATE_SELECTED_PRESSED_OFF, SY_STATE_OFF, -1});

    EXPECT(sy_set_state_changed_callback(ctx, NULL, NULL), SY_OK);
    EXPECT(tap(ctx, "w", &clock), 1);
    expect_states(&s, "w", "no callback", (const int[]){-1});
    EXPECT(sy_destroy(ctx), SY_OK);
    EXPECT(sy_set_state_changed_callback(ctx, note, &s), SY_ERR_DESTROYED);
}

/* --- calls from inside the state-changed callback, which also runs inside sy_set_value --- */

typedef struct reentry {
    int calls;
    int destroy;
    int results[12];
} reentry;

static void call_back_in(sy_context *ctx, const char *id, sy_state state, void *user) {
    reentry *r = user;
    if (r->calls++ > 0) return;
    SDL_Event event = mouse(1, 5, 5);
    int i = 0;
    r->results[i++] = OBSERVE(sy_handle_event(ctx, &event));
    r->results[i++] = OBSERVE(sy_advance(ctx, 100));
    r->results[i++] = OBSERVE(sy_draw(ctx));
    r->results[i++] = OBSERVE(sy_add_switch(ctx, "c", "pill", 0, 150, 0, 0));
    r->results[i++] = OBSERVE(sy_remove_switch(ctx, "b"));
    r->results[i++] = OBSERVE(sy_resolve(ctx, id, 1));
    r->results[i++] = OBSERVE(sy_set_value(ctx, id, state != SY_STATE_ON, 0)); /* queued: flips it back */
    r->results[i++] = OBSERVE(sy_get_value(ctx, id));
    r->results[i++] = OBSERVE(sy_set_value(ctx, "b", 1, 0));
    if (r->destroy) {
        r->results[i++] = OBSERVE(sy_destroy(ctx));
        r->results[i++] = OBSERVE(sy_get_value(ctx, id));
    }
}

void test_state_reentry(SDL_Renderer *renderer, const char *path) {
    for (int destroy = 0; destroy <= 1; destroy++) {
        sy_context *ctx = sy_create(path, renderer, 200, 200);
        CHECK(ctx != NULL, "sy_create: %s", sy_last_error());
        if (!ctx) return;
        reentry r;
        memset(&r, 0, sizeof r);
        r.destroy = destroy;
        EXPECT(sy_add_switch(ctx, "a", "pill", 10, 10, 0, 0), SY_OK);
        EXPECT(sy_add_switch(ctx, "b", "pill", 10, 60, 0, 0), SY_OK);
        EXPECT(sy_set_state_changed_callback(ctx, call_back_in, &r), SY_OK);
        /* Outside any callback, sy_set_value runs the state-changed callback under the callback rules. */
        EXPECT(sy_set_value(ctx, "a", 1, 0), SY_OK);
        for (int i = 0; i < 6; i++) {
            CHECK(r.results[i] == SY_ERR_BUSY, "destroy %d: call %d inside the state callback returned %s", destroy, i,
                  sy_result_name(r.results[i]));
        }
        CHECK(r.results[6] == SY_OK && r.results[7] == 0 && r.results[8] == SY_OK,
              "destroy %d: queued sy_set_value: %s, then sy_get_value %d, %s", destroy, sy_result_name(r.results[6]),
              r.results[7], sy_result_name(r.results[8]));
        if (destroy) {
            CHECK(r.results[9] == SY_OK && r.results[10] == SY_ERR_DESTROYED,
                  "sy_destroy inside the state callback: %s, then %s", sy_result_name(r.results[9]),
                  sy_result_name(r.results[10]));
            CHECK(r.calls == 1, "no callback after sy_destroy, got %d", r.calls);
            EXPECT(sy_get_value(ctx, "a"), SY_ERR_DESTROYED);
            continue;
        }
        /* The queued values were applied before sy_set_value returned, calling back for each new state. */
        EXPECT(sy_get_value(ctx, "a"), 0);
        EXPECT(sy_get_value(ctx, "b"), 1);
        CHECK(r.calls == 3, "a on, then the queued a off and b on: 3 callbacks, got %d", r.calls);
        EXPECT(sy_destroy(ctx), SY_OK);
    }
}
