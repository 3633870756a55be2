/*
 * Bad input through SwitchYard's C API: NULL pointers, broken themes, unknown styles, bad rectangles and
 * values, stale and made-up handles, calls on the wrong thread, a value-changed callback that calls back in
 * (re-entrant calls, destroying its own context), and the decision callback with every bad sy_resolve. Nothing may crash; every call must return the
 * documented code. Prints one line per failed check and "N passed, M failed" last; exits 1 on a failure.
 * Runs headless (SDL's dummy video driver and a software renderer on a surface).
 */
#include <math.h>
#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include <SDL2/SDL.h>

#include "switchyard.h"

static int passed, failed;

#define CHECK(condition, ...)                                                                                          \
    do {                                                                                                               \
        if (condition) {                                                                                               \
            passed++;                                                                                                  \
        } else {                                                                                                       \
            failed++;                                                                                                  \
            printf("FAIL %s:%d: ", __FILE__, __LINE__);                                                                \
            printf(__VA_ARGS__);                                                                                       \
            printf("\n");                                                                                              \
        }                                                                                                              \
    } while (0)

/* Checks that `got` equals `expected`, naming them as `call` and `expected_name` on failure. */
#define EXPECT_AS(got, call, expected, expected_name)                                                                  \
    do {                                                                                                               \
        int got_ = (got);                                                                                              \
        CHECK(got_ == (expected), "%s returned %s (%d), expected %s; last error: %s", call, sy_result_name(got_), got_, \
              expected_name, sy_last_error());                                                                         \
    } while (0)

/* Checks that `call` returned `expected`, naming both on failure. */
#define EXPECT(call, expected) EXPECT_AS(call, #call, expected, #expected)

static const char *GOOD_THEME = "{\n"
                                "  \"version\": 1,\n"
                                "  \"styles\": {\n"
                                "    \"pill\": { \"size\": [51, 31] },\n"
                                "    \"wide\": { \"size\": [90, 30], \"track\": { \"on\": \"#007AFF\" },\n"
                                "              \"pending\": { \"timeout\": 0.5 } }\n"
                                "  }\n"
                                "}\n";

/* The error is on line 4, in styles.pill.track.on. */
static const char *BROKEN_THEME = "{\n"
                                  "  \"version\": 1,\n"
                                  "  \"styles\": {\n"
                                  "    \"pill\": { \"track\": { \"on\": \"#12\" } }\n"
                                  "  }\n"
                                  "}\n";

static char folder[] = "/tmp/sy-bad-input-XXXXXX";

static void write_file(const char *path, const char *text) {
    FILE *file = fopen(path, "w");
    if (!file) {
        perror(path);
        exit(2);
    }
    fputs(text, file);
    fclose(file);
}

static SDL_Event mouse(int down, int x, int y) {
    SDL_Event event;
    memset(&event, 0, sizeof event);
    event.type = down ? SDL_MOUSEBUTTONDOWN : SDL_MOUSEBUTTONUP;
    event.button.button = SDL_BUTTON_LEFT;
    event.button.state = down ? SDL_PRESSED : SDL_RELEASED;
    event.button.clicks = 1;
    event.button.x = x;
    event.button.y = y;
    return event;
}

/* Taps the centre of switch `id` by passing a press and a release straight to sy_handle_event. */
static int tap(sy_context *ctx, const char *id, double *clock) {
    float x = 0, y = 0, w = 0, h = 0;
    if (sy_get_switch_rect(ctx, id, &x, &y, &w, &h) != SY_OK) return SY_ERR_NO_SWITCH;
    SDL_Event down = mouse(1, (int)(x + w / 2), (int)(y + h / 2));
    SDL_Event up = mouse(0, (int)(x + w / 2), (int)(y + h / 2));
    int first = sy_handle_event(ctx, &down);
    *clock += 0.05;
    sy_advance(ctx, *clock);
    int second = sy_handle_event(ctx, &up);
    return first < 0 ? first : second;
}

/* --- NULL pointers, bad sizes, broken and missing themes at creation --- */

static void test_create(SDL_Renderer *renderer, const char *good, const char *broken) {
    CHECK(sy_create(NULL, renderer, 100, 100) == NULL, "NULL theme path made a context");
    EXPECT(sy_last_error_code(), SY_ERR_NULL);
    CHECK(strstr(sy_last_error(), "theme_path") != NULL, "message should name theme_path: %s", sy_last_error());
    CHECK(sy_create(good, NULL, 100, 100) == NULL, "NULL renderer made a context");
    EXPECT(sy_last_error_code(), SY_ERR_NULL);
    CHECK(sy_create(good, renderer, 0, 100) == NULL, "zero width made a context");
    EXPECT(sy_last_error_code(), SY_ERR_BAD_RECT);
    CHECK(sy_create(good, renderer, 100, -5) == NULL, "negative height made a context");
    EXPECT(sy_last_error_code(), SY_ERR_BAD_RECT);

    CHECK(sy_create(broken, renderer, 100, 100) == NULL, "a broken theme made a context");
    EXPECT(sy_last_error_code(), SY_ERR_THEME);
    char place[512];
    snprintf(place, sizeof place, "%s:4:", broken);
    CHECK(strncmp(sy_last_error(), place, strlen(place)) == 0, "message should start with %s: %s", place,
          sy_last_error());
    CHECK(strstr(sy_last_error(), ": error: styles.pill.track.on:") != NULL, "message should name the key: %s",
          sy_last_error());

    char missing[256];
    snprintf(missing, sizeof missing, "%s/missing.json", folder);
    CHECK(sy_create(missing, renderer, 100, 100) == NULL, "a missing theme made a context");
    EXPECT(sy_last_error_code(), SY_ERR_THEME);
    CHECK(strstr(sy_last_error(), missing) != NULL, "message should name the file: %s", sy_last_error());

    CHECK(sy_create("", renderer, 100, 100) == NULL, "an empty theme path made a context");
    EXPECT(sy_last_error_code(), SY_ERR_THEME);
    CHECK(strstr(sy_last_error(), "theme_path is empty") != NULL, "empty path message: %s", sy_last_error());
}

/* --- every call with a NULL context --- */

static void value_changed_ignored(sy_context *ctx, const char *id, int on, void *user) {
    (void)ctx, (void)id, (void)on, (void)user;
}

/* Every call that takes a context, made on `ctx`: each must return `expected` (named `expected_name` on failure). */
static void expect_every_call(sy_context *ctx, int expected, const char *expected_name) {
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
    EXPECT_CALL(sy_get_value(ctx, "a"));
    EXPECT_CALL(sy_set_value(ctx, "a", 1, 0));
    EXPECT_CALL(sy_set_value_changed_callback(ctx, value_changed_ignored, NULL));
    EXPECT_CALL(sy_reload(ctx));
    EXPECT_CALL(sy_poll_reload(ctx));
    EXPECT_CALL(sy_resize(ctx, 10, 10, 1));
#undef EXPECT_CALL
}

static void test_null_context(void) {
    expect_every_call(NULL, SY_ERR_NULL, "SY_ERR_NULL");
    CHECK(sy_error_message(NULL) != NULL && strstr(sy_error_message(NULL), "NULL") != NULL,
          "sy_error_message(NULL) should say the context is NULL");
    CHECK(strcmp(sy_result_name(12345), "SY_UNKNOWN_RESULT") == 0, "unknown code name: %s", sy_result_name(12345));
    CHECK(strcmp(sy_result_name(SY_ERR_BUSY), "SY_ERR_BUSY") == 0, "SY_ERR_BUSY's name: %s",
          sy_result_name(SY_ERR_BUSY));
    CHECK(sy_version() == SY_VERSION, "sy_version() is %d, the header's SY_VERSION %d", sy_version(), SY_VERSION);
}

/* --- NULL strings, unknown styles and ids, bad rectangles and values on a live context --- */

static void test_bad_arguments(sy_context *ctx) {
    EXPECT(sy_add_switch(ctx, NULL, "pill", 0, 0, 0, 0), SY_ERR_NULL);
    EXPECT(sy_add_switch(ctx, "a", NULL, 0, 0, 0, 0), SY_ERR_NULL);
    EXPECT(sy_add_switch(ctx, "a", "no-such-style", 0, 0, 0, 0), SY_ERR_UNKNOWN_STYLE);
    CHECK(strstr(sy_error_message(ctx), "pill, wide") != NULL, "message should list the styles: %s",
          sy_error_message(ctx));
    /* A 10 MB style name or id: the message quotes a short excerpt of it, not the 10 MB. */
    size_t huge_size = 10 * 1000 * 1000;
    char *huge = malloc(huge_size + 1);
    if (huge != NULL) {
        memset(huge, 's', huge_size);
        huge[huge_size] = 0;
        EXPECT(sy_add_switch(ctx, "a", huge, 0, 0, 0, 0), SY_ERR_UNKNOWN_STYLE);
        CHECK(strlen(sy_error_message(ctx)) < 300, "a 10 MB style name gave a %zu-byte message",
              strlen(sy_error_message(ctx)));
        CHECK(strlen(sy_last_error()) < 300, "a 10 MB style name gave a %zu-byte last error", strlen(sy_last_error()));
        EXPECT(sy_get_value(ctx, huge), SY_ERR_NO_SWITCH);
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

/* --- a reload that fails keeps the last good theme and the switches --- */

static void test_reload_failure(SDL_Renderer *renderer, const char *path) {
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
    EXPECT(polled, SY_ERR_THEME);
    EXPECT(sy_get_value(ctx, "a"), 1);

    write_file(path, GOOD_THEME);
    EXPECT(sy_reload(ctx), SY_OK);
    EXPECT(sy_get_value(ctx, "a"), 1);
    EXPECT(sy_destroy(ctx), SY_OK);
}

/* --- stale and made-up handles --- */

static void test_after_destroy(SDL_Renderer *renderer, const char *path) {
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
    r->results[i++] = sy_handle_event(ctx, &event);
    r->results[i++] = sy_advance(ctx, 100);
    r->results[i++] = sy_draw(ctx);
    r->results[i++] = sy_add_switch(ctx, "c", "pill", 0, 150, 0, 0);
    r->results[i++] = sy_remove_switch(ctx, "b");
    r->results[i++] = sy_reload(ctx);
    r->results[i++] = sy_poll_reload(ctx);
    r->results[i++] = sy_resize(ctx, 50, 50, 1);
    r->results[i++] = sy_move_switch(ctx, "b", 0, 0);
    r->results[i++] = sy_get_value(ctx, "a");
    r->results[i++] = sy_set_value(ctx, "b", 1, 1);
    r->results[i++] = sy_get_value(ctx, "b");
    r->results[i++] = sy_set_value_changed_callback(ctx, call_back_in, user);
    if (r->destroy) {
        r->results[i++] = sy_destroy(ctx);
        r->results[i++] = sy_get_value(ctx, "a");
        r->results[i++] = sy_destroy(ctx);
    }
}

static void test_reentry(SDL_Renderer *renderer, const char *path) {
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

static int decide_in(sy_context *ctx, const char *id, int on, void *user) {
    owner *o = user;
    o->asks++;
    o->inside[0] = sy_resolve(ctx, id, on);
    o->inside[1] = sy_is_pending(ctx, id);
    o->inside[2] = sy_set_decide_callback(ctx, decide_in, user);
    return o->answer;
}

static void count_values(sy_context *ctx, const char *id, int on, void *user) {
    (void)ctx;
    (void)id;
    (void)on;
    ((owner *)user)->values++;
}

static void test_decide(SDL_Renderer *renderer, const char *path) {
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

/* --- the thread rule --- */

typedef struct thread_call {
    sy_context *ctx;
    int result;
    int created;
} thread_call;

static void *call_from_thread(void *user) {
    thread_call *call = user;
    call->result = sy_get_value(call->ctx, "a");
    return NULL;
}

static void test_wrong_thread(SDL_Renderer *renderer, const char *path) {
    sy_context *ctx = sy_create(path, renderer, 200, 200);
    CHECK(ctx != NULL, "sy_create: %s", sy_last_error());
    if (!ctx) return;
    EXPECT(sy_add_switch(ctx, "a", "pill", 10, 10, 0, 0), SY_OK);
    thread_call call = {ctx, 0, 0};
    pthread_t thread;
    if (pthread_create(&thread, NULL, call_from_thread, &call) == 0) {
        pthread_join(thread, NULL);
        CHECK(call.result == SY_ERR_THREAD, "a call from another thread returned %s", sy_result_name(call.result));
    } else {
        CHECK(0, "pthread_create failed");
    }
    EXPECT(sy_get_value(ctx, "a"), 0);
    EXPECT(sy_destroy(ctx), SY_OK);
}

typedef struct deep_call {
    const char *path;
    SDL_Renderer *renderer;
    sy_context *ctx;
    char message[256];
} deep_call;

static void *create_from_small_stack(void *user) {
    deep_call *call = user;
    call->ctx = sy_create(call->path, call->renderer, 200, 200);
    snprintf(call->message, sizeof call->message, "%s", sy_last_error());
    return NULL;
}

/* A theme of 8,000 styles each extending the next (about 230 KB) overflowed the stack of every theme reader;
 * a host thread with a 256 KiB stack must get one located error instead. */
static void test_deep_chain_on_small_stack(SDL_Renderer *renderer) {
    char path[600];
    snprintf(path, sizeof path, "%s/deep.json", folder);
    FILE *file = fopen(path, "w");
    CHECK(file != NULL, "cannot write %s", path);
    if (!file) return;
    fputs("{\"version\": 1, \"styles\": {", file);
    for (int i = 0; i < 7999; i++) fprintf(file, "\"s%d\": {\"extends\": \"s%d\"},\n", i, i + 1);
    fputs("\"s7999\": {}}}\n", file);
    fclose(file);
    deep_call call = {path, renderer, NULL, ""};
    pthread_attr_t attributes;
    pthread_attr_init(&attributes);
    pthread_attr_setstacksize(&attributes, 256 * 1024);
    pthread_t thread;
    if (pthread_create(&thread, &attributes, create_from_small_stack, &call) == 0) {
        pthread_join(thread, NULL);
        CHECK(call.ctx == NULL, "a theme with an 8,000-style chain made a context");
        CHECK(strstr(call.message, "style chain longer than 64 styles") != NULL, "deep chain message: %s",
              call.message);
    } else {
        CHECK(0, "pthread_create with a 256 KiB stack failed");
    }
    pthread_attr_destroy(&attributes);
}

int main(void) {
    SDL_setenv("SDL_VIDEODRIVER", "dummy", 1);
    if (SDL_Init(SDL_INIT_VIDEO) != 0 || !mkdtemp(folder)) {
        fprintf(stderr, "setup: %s\n", SDL_GetError());
        return 2;
    }
    SDL_Surface *canvas = SDL_CreateRGBSurfaceWithFormat(0, 200, 200, 32, SDL_PIXELFORMAT_ARGB8888);
    SDL_Renderer *renderer = canvas ? SDL_CreateSoftwareRenderer(canvas) : NULL;
    if (!renderer) {
        fprintf(stderr, "renderer: %s\n", SDL_GetError());
        return 2;
    }
    char good[256], broken[256], reloading[256];
    snprintf(good, sizeof good, "%s/good.json", folder);
    snprintf(broken, sizeof broken, "%s/broken.json", folder);
    snprintf(reloading, sizeof reloading, "%s/reloading.json", folder);
    write_file(good, GOOD_THEME);
    write_file(broken, BROKEN_THEME);

    test_create(renderer, good, broken);
    test_null_context();
    sy_context *ctx = sy_create(good, renderer, 200, 200);
    CHECK(ctx != NULL, "sy_create: %s", sy_last_error());
    if (ctx) {
        test_bad_arguments(ctx);
        EXPECT(sy_destroy(ctx), SY_OK);
    }
    test_reload_failure(renderer, reloading);
    test_after_destroy(renderer, good);
    test_reentry(renderer, good);
    test_decide(renderer, good);
    test_deep_chain_on_small_stack(renderer);
    test_wrong_thread(renderer, good);

    SDL_DestroyRenderer(renderer);
    SDL_FreeSurface(canvas);
    SDL_Quit();
    unlink(good);
    unlink(broken);
    unlink(reloading);
    rmdir(folder);
    printf("%d passed, %d failed\n", passed, failed);
    return failed == 0 ? 0 : 1;
}
