/* The thread rule, and a deep theme on a small host stack. */
#include "capi.h"

/* --- the thread rule --- */

typedef struct thread_call {
    sy_context *ctx;
    int result;
    int created;
} thread_call;

/* Every call on the context from another thread: each refused (the main thread waits meanwhile). */
static void *call_from_thread(void *user) {
    thread_call *call = user;
    call->result = OBSERVE(sy_get_value(call->ctx, "a"));
    expect_every_call(call->ctx, SY_ERR_THREAD, "SY_ERR_THREAD");
    return NULL;
}

void test_wrong_thread(SDL_Renderer *renderer, const char *path) {
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
void test_deep_chain_on_small_stack(SDL_Renderer *renderer) {
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
