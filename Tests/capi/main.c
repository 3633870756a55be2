/*
 * Bad input through SwitchYard's C API: NULL pointers, broken themes, unknown styles, bad rectangles and
 * values, stale and made-up handles, calls on the wrong thread, a value-changed callback that calls back in
 * (re-entrant calls, destroying its own context), the decision callback with every bad sy_resolve, events
 * for another window, Tab and the focus calls, disabled switches, the state-changed and feedback callbacks, and messages
 * read in any argument order.
 * Nothing may crash; every call must return the documented code. One file per area (capi.h lists them). Prints
 * one line per failed check and "N passed, M failed" last; exits 1 on a failure. With a file name argument it
 * also writes every sy_ call it checked and its result there (see observed() in capi.h).
 * Runs headless (SDL's dummy video driver and a software renderer on a surface).
 */
#include "capi.h"

int main(int argc, char **argv) {
    if (argc > 1 && !(observations = fopen(argv[1], "w"))) {
        perror(argv[1]);
        return 2;
    }
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
    test_windows(renderer, good);
    test_tab_and_focus(renderer, good);
    test_focus_in_callbacks(renderer, good);
    test_enabled(renderer, good);
    test_state_changed(renderer, good);
    test_state_reentry(renderer, good);
    test_feedback(renderer);
    test_messages(renderer, good);
    test_create_ex(renderer, good, broken);
    test_limits(renderer, good);
    test_accessibility(renderer, good);
    test_layer(renderer, good);

    SDL_DestroyRenderer(renderer);
    SDL_FreeSurface(canvas);
    SDL_Quit();
    unlink(good);
    unlink(broken);
    unlink(reloading);
    rmdir(folder);
    if (observations) fclose(observations);
    printf("%d passed, %d failed\n", passed, failed);
    return failed == 0 ? 0 : 1;
}
