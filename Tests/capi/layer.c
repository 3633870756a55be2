/* The retained layer from C: the same pixels as drawing directly, a changed background shown once invalidated. */
#include "capi.h"

/* The host's background: a grey frame with a dark band across the switch's row. */
static void background(SDL_Renderer *renderer, Uint8 grey) {
    SDL_SetRenderDrawColor(renderer, grey, grey, grey, 255);
    SDL_RenderClear(renderer);
    SDL_SetRenderDrawColor(renderer, 30, 40, 90, 255);
    SDL_Rect band = {0, 30, 200, 12};
    SDL_RenderFillRect(renderer, &band);
}

/* Every pixel of the renderer's 200 x 200 target, read into `pixels`. */
static void read_all(SDL_Renderer *renderer, Uint32 *pixels) {
    SDL_RenderReadPixels(renderer, NULL, SDL_PIXELFORMAT_ARGB8888, pixels, 200 * 4);
}

void test_layer(SDL_Renderer *renderer, const char *path) {
    static Uint32 direct[200 * 200], layered[200 * 200];
    sy_context *ctx = sy_create(path, renderer, 200, 200);
    CHECK(ctx != NULL, "sy_create: %s", sy_last_error());
    if (!ctx) return;
    EXPECT(sy_add_switch(ctx, "a", "pill", 20, 20, 0, 0), SY_OK);
    EXPECT(sy_add_switch(ctx, "b", "wide", 90, 25, 0, 0), SY_OK);
    double clock = 0;
    for (int frame = 0; frame < 12; frame++) {
        if (frame == 2) EXPECT(sy_set_value(ctx, "a", 1, 1), SY_OK);
        EXPECT(sy_advance(ctx, clock += 0.03), SY_OK);
        EXPECT(sy_set_retained(ctx, 0), SY_OK);
        background(renderer, 200);
        EXPECT(sy_draw(ctx), SY_OK);
        read_all(renderer, direct);
        EXPECT(sy_set_retained(ctx, 1), SY_OK);
        background(renderer, 200);
        EXPECT(sy_draw(ctx), SY_OK);
        read_all(renderer, layered);
        CHECK(memcmp(direct, layered, sizeof direct) == 0, "frame %d: the layer's pixels differ from direct drawing",
              frame);
    }
    for (int frame = 0; frame < 3; frame++) {
        background(renderer, 200);
        EXPECT(sy_draw(ctx), SY_OK);
    }
    read_all(renderer, layered);
    CHECK(memcmp(direct, layered, sizeof direct) == 0, "idle frames through the layer changed its pixels");
    background(renderer, 90);
    EXPECT(sy_invalidate_background(ctx), SY_OK);
    EXPECT(sy_draw(ctx), SY_OK);
    read_all(renderer, layered);
    CHECK(layered[199 * 200 + 199] == 0xFF5A5A5A, "the new background shows once invalidated: 0x%08X",
          (unsigned)layered[199 * 200 + 199]);
    EXPECT(sy_destroy(ctx), SY_OK);
}
