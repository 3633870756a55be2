/* Calls from inside the value-changed and decision callbacks; every bad sy_resolve. */
#include "capi.h"

/* --- calls from inside the value-changed callback --- */

typedef struct reentry {
    int calls;
    int destroy;
    const char *id;
    int on;
    int results[16];
} reentry;

static void call_back_in(sy_context *ctx, const char *id, int on, void *user) {
    reentry *r = user;
    r->calls++;
    r->id = strcmp(id, "a") == 0 ? "a" : "other";
    r->on = on;
    SDL_Event event = mouse(1, 5, 5);
    int i = 0;
    r->results[i++] = OBSERVE(sy_handle_event(ctx, &event));
    r->results[i++] = OBSERVE(sy_advance(ctx, 100));
    r->results[i++] = OBSERVE(sy_draw(ctx));
    r->results[i++] = OBSERVE(sy_add_switch(ctx, "c", "pill", 0, 150, 0, 0));
    r->results[i++] = OBSERVE(sy_remove_switch(ctx, "b"));
    r->results[i++] = OBSERVE(sy_reload(ctx));
    r->results[i++] = OBSERVE(sy_poll_reload(ctx));
    r->results[i++] = OBSERVE(sy_resize(ctx, 50, 50, 1));
    r->results[i++] = OBSERVE(sy_move_switch(ctx, "b", 0, 0));
    r->results[i++] = OBSERVE(sy_get_value(ctx, "a"));
    r->results[i++] = OBSERVE(sy_set_value(ctx, "b", 1, 1));
    r->results[i++] = OBSERVE(sy_get_value(ctx, "b"));
    r->results[i++] = OBSERVE(sy_set_value_changed_callback(ctx, call_back_in, user));
    if (r->destroy) {
        r->results[i++] = OBSERVE(sy_destroy(ctx));
        r->results[i++] = OBSERVE(sy_get_value(ctx, "a"));
        r->results[i++] = OBSERVE(sy_destroy(ctx));
    }
}

void test_reentry(SDL_Renderer *renderer, const char *path) {
    sy_context *ctx = sy_create(path, renderer, 200, 200);
    CHECK(ctx != NULL, "sy_create: %s", sy_last_error());
    if (!ctx) return;
    reentry r = {0};
    double clock = 1;
    EXPECT(sy_add_switch(ctx, "a", "pill", 10, 10, 0, 0), SY_OK);
    EXPECT(sy_add_switch(ctx, "b", "pill", 10, 80, 0, 0), SY_OK);
    EXPECT(sy_set_value_changed_callback(ctx, call_back_in, &r), SY_OK);
    EXPECT(tap(ctx, "a", &clock), 1);
    CHECK(r.calls == 1, "one tap should call back once, got %d", r.calls);
    CHECK(r.id && strcmp(r.id, "a") == 0 && r.on == 1, "callback got %s %d", r.id ? r.id : "(none)", r.on);
    const int busy_count = 9;
    for (int i = 0; i < busy_count; i++) {
        CHECK(r.results[i] == SY_ERR_BUSY, "re-entrant call %d returned %s", i, sy_result_name(r.results[i]));
    }
    CHECK(r.results[9] == 1, "sy_get_value inside the callback: %d", r.results[9]);
    CHECK(r.results[10] == SY_OK, "queued sy_set_value: %s", sy_result_name(r.results[10]));
    CHECK(r.results[11] == 1, "sy_get_value should see the queued value: %d", r.results[11]);
    CHECK(r.results[12] == SY_OK, "setting the callback inside it: %s", sy_result_name(r.results[12]));
    EXPECT(sy_get_value(ctx, "b"), 1);
    EXPECT(sy_get_value(ctx, "c"), SY_ERR_NO_SWITCH);
    EXPECT(sy_draw(ctx), SY_OK);

    /* The callback destroys its own context: the handle dies at once, the context goes when the
     * sy_handle_event that called back returns, and no further callback runs. */
    memset(&r, 0, sizeof r);
    r.destroy = 1;
    clock += 1;
    sy_advance(ctx, clock);
    int tapped = tap(ctx, "a", &clock);
    CHECK(tapped == 0 || tapped == 1, "the tap that destroyed the context returned %s", sy_result_name(tapped));
    CHECK(r.calls == 1, "destroying tap should call back once, got %d", r.calls);
    CHECK(r.results[13] == SY_OK, "sy_destroy inside the callback: %s", sy_result_name(r.results[13]));
    CHECK(r.results[14] == SY_ERR_DESTROYED, "a call after sy_destroy inside the callback: %s",
          sy_result_name(r.results[14]));
    CHECK(r.results[15] == SY_ERR_DESTROYED, "a second sy_destroy inside the callback: %s",
          sy_result_name(r.results[15]));
    EXPECT(sy_draw(ctx), SY_ERR_DESTROYED);
    EXPECT(sy_get_value(ctx, "b"), SY_ERR_DESTROYED);
}

/* --- the decision callback and sy_resolve: every bad resolve has its code --- */

typedef struct owner {
    int asks;
    int answer;
    int values;
    int inside[3];
} owner;

/* Answers `o->answer`, an int so the test can give a number that is no sy_decision too. */
static sy_decision decide_in(sy_context *ctx, const char *id, int on, void *user) {
    owner *o = user;
    o->asks++;
    o->inside[0] = OBSERVE(sy_resolve(ctx, id, on));
    o->inside[1] = OBSERVE(sy_is_pending(ctx, id));
    o->inside[2] = OBSERVE(sy_set_decide_callback(ctx, decide_in, user));
    return (sy_decision)o->answer;
}

static void count_values(sy_context *ctx, const char *id, int on, void *user) {
    (void)ctx;
    (void)id;
    (void)on;
    ((owner *)user)->values++;
}

void test_decide(SDL_Renderer *renderer, const char *path) {
    sy_context *ctx = sy_create(path, renderer, 200, 200);
    CHECK(ctx != NULL, "sy_create: %s", sy_last_error());
    if (!ctx) return;
    owner o = {0};
    double clock = 1;
    EXPECT(sy_add_switch(ctx, "a", "pill", 10, 10, 0, 0), SY_OK);
    EXPECT(sy_add_switch(ctx, "b", "pill", 10, 60, 0, 0), SY_OK);
    EXPECT(sy_add_switch(ctx, "w", "wide", 10, 110, 0, 0), SY_OK);
    EXPECT(sy_set_decide_callback(ctx, decide_in, &o), SY_OK);
    EXPECT(sy_set_value_changed_callback(ctx, count_values, &o), SY_OK);

    o.answer = SY_REFUSE;
    EXPECT(tap(ctx, "a", &clock), 1);
    CHECK(o.asks == 1 && o.values == 0, "refused: %d asks, %d value callbacks", o.asks, o.values);
    EXPECT(sy_get_value(ctx, "a"), 0);
    CHECK(o.inside[0] == SY_ERR_BUSY, "sy_resolve inside the callback: %s", sy_result_name(o.inside[0]));
    CHECK(o.inside[1] == 0, "not pending before the answer: %d", o.inside[1]);
    CHECK(o.inside[2] == SY_OK, "setting the callback inside it: %s", sy_result_name(o.inside[2]));

    o.answer = 7;
    EXPECT(tap(ctx, "a", &clock), 1);
    EXPECT(sy_get_value(ctx, "a"), 0);

    o.answer = SY_PENDING;
    EXPECT(tap(ctx, "a", &clock), 1);
    EXPECT(sy_is_pending(ctx, "a"), 1);
    EXPECT(sy_get_value(ctx, "a"), 0);
    int asks = o.asks;
    tap(ctx, "a", &clock);
    CHECK(o.asks == asks, "a tap on a pending switch asked again");
    EXPECT(sy_resolve(ctx, "a", 1), SY_OK);
    CHECK(o.values == 1, "completing calls back once, got %d", o.values);
    EXPECT(sy_get_value(ctx, "a"), 1);
    EXPECT(sy_resolve(ctx, "a", 1), SY_ERR_NOT_PENDING);
    EXPECT(sy_resolve(ctx, "b", 1), SY_ERR_NOT_PENDING);
    EXPECT(sy_resolve(ctx, "nope", 1), SY_ERR_NO_SWITCH);
    EXPECT(sy_resolve(ctx, NULL, 1), SY_ERR_NULL);
    EXPECT(sy_is_pending(ctx, "nope"), SY_ERR_NO_SWITCH);

    /* Pending, then the switch is removed: the late resolve names the missing switch. */
    EXPECT(tap(ctx, "b", &clock), 1);
    EXPECT(sy_remove_switch(ctx, "b"), SY_OK);
    EXPECT(sy_resolve(ctx, "b", 1), SY_ERR_NO_SWITCH);

    /* Pending, then set by the host: its value stands, the resolve finds nothing, no callback. */
    EXPECT(tap(ctx, "a", &clock), 1);
    EXPECT(sy_set_value(ctx, "a", 1, 0), SY_OK);
    EXPECT(sy_is_pending(ctx, "a"), 0);
    EXPECT(sy_resolve(ctx, "a", 0), SY_ERR_NOT_PENDING);
    EXPECT(sy_get_value(ctx, "a"), 1);

    /* The style's 0.5 s time-out refuses on SwitchYard's clock; rolling back calls nothing. */
    EXPECT(tap(ctx, "w", &clock), 1);
    clock += 0.4;
    EXPECT(sy_advance(ctx, clock), SY_OK);
    EXPECT(sy_is_pending(ctx, "w"), 1);
    clock += 0.2;
    EXPECT(sy_advance(ctx, clock), SY_OK);
    EXPECT(sy_is_pending(ctx, "w"), 0);
    EXPECT(sy_get_value(ctx, "w"), 0);
    EXPECT(sy_resolve(ctx, "w", 1), SY_ERR_NOT_PENDING);
    CHECK(o.values == 1, "no callback for set or timed-out changes, got %d", o.values);

    /* No decision callback: every change goes through. */
    EXPECT(sy_set_decide_callback(ctx, NULL, NULL), SY_OK);
    EXPECT(tap(ctx, "w", &clock), 1);
    EXPECT(sy_get_value(ctx, "w"), 1);
    EXPECT(sy_draw(ctx), SY_OK);
    EXPECT(sy_destroy(ctx), SY_OK);
    EXPECT(sy_resolve(ctx, "a", 1), SY_ERR_DESTROYED);
}
