/*
 * Shared by the C API's bad-input test (Tests/capi): the check macros, the two themes, the scratch folder and
 * the input helpers, and one test function per file. Each file holds one area of bad input.
 */
#ifndef CAPI_H
#define CAPI_H

#include <math.h>
#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include <SDL2/SDL.h>

#include "switchyard.h"

extern int passed, failed;

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

/*
 * Notes that `call` (its source text, the function's name first) returned `result` and returns `result`: with a
 * file named on the command line, each sy_ call's name and result go there, one per line, for
 * check-results.py to hold against the header's "Result codes:" lists.
 */
int observed(const char *call, int result);
#define OBSERVE(call) observed(#call, (call))

/* Checks that `got` equals `expected`, naming them as `call` and `expected_name` on failure. */
#define EXPECT_AS(got, call, expected, expected_name)                                                                  \
    do {                                                                                                               \
        int got_ = observed(call, (got));                                                                              \
        CHECK(got_ == (expected), "%s returned %s (%d), expected %s; last error: %s", call, sy_result_name(got_), got_, \
              expected_name, sy_last_error());                                                                         \
    } while (0)

/* Checks that `call` returned `expected`, naming both on failure. */
#define EXPECT(call, expected) EXPECT_AS(call, #call, expected, #expected)

/* Checks the code that `function` (a name in quotes), which returns a pointer, left in sy_last_error_code(). */
#define EXPECT_LAST(function, expected)                                                                                \
    EXPECT_AS(sy_last_error_code(), function " then sy_last_error_code()", expected, #expected)

/* A theme with styles "pill" (51 x 31) and "wide" (90 x 30, pending time-out 0.5 s). */
extern const char *GOOD_THEME;
/* The error is on line 4, in styles.pill.track.on. */
extern const char *BROKEN_THEME;
/* The test's scratch folder, made by main. */
extern char folder[];

/* Where observed() writes; NULL when no file was named. */
extern FILE *observations;

/* Writes `text` to `path`, exiting with status 2 when it cannot. */
void write_file(const char *path, const char *text);
/* A left-button press (`down`) or release at (`x`, `y`). */
SDL_Event mouse(int down, int x, int y);
/* A key press of `key` (an SDLK_ value) with `modifiers` (KMOD_ values). */
SDL_Event key(SDL_Keycode key, Uint16 modifiers);
/* Taps the centre of switch `id` by passing a press and a release straight to sy_handle_event. */
int tap(sy_context *ctx, const char *id, double *clock);

/* Makes every call that takes a context on `ctx`: each must return `expected` (named `expected_name`). */
void expect_every_call(sy_context *ctx, int expected, const char *expected_name);

void test_create(SDL_Renderer *renderer, const char *good, const char *broken);
void test_null_context(void);
void test_bad_arguments(sy_context *ctx);
void test_reload_failure(SDL_Renderer *renderer, const char *path);
void test_after_destroy(SDL_Renderer *renderer, const char *path);
void test_reentry(SDL_Renderer *renderer, const char *path);
void test_decide(SDL_Renderer *renderer, const char *path);
void test_wrong_thread(SDL_Renderer *renderer, const char *path);
void test_deep_chain_on_small_stack(SDL_Renderer *renderer);
void test_windows(SDL_Renderer *surface_renderer, const char *path);
void test_tab_and_focus(SDL_Renderer *renderer, const char *path);
void test_focus_in_callbacks(SDL_Renderer *renderer, const char *path);
void test_enabled(SDL_Renderer *renderer, const char *path);
void test_state_changed(SDL_Renderer *renderer, const char *path);
void test_state_reentry(SDL_Renderer *renderer, const char *path);
void test_feedback(SDL_Renderer *renderer);
void test_messages(SDL_Renderer *renderer, const char *path);
void test_create_ex(SDL_Renderer *renderer, const char *good, const char *broken);
void test_limits(SDL_Renderer *renderer, const char *good);
void test_accessibility(SDL_Renderer *renderer, const char *path);
void test_layer(SDL_Renderer *renderer, const char *path);

#endif /* CAPI_H */
