/* Messages as SDL_GetError: a returned pointer stays readable whatever the order of a host's arguments, is
 * overwritten in place, and a message never passes SY_MESSAGE_MAX - 1 bytes. */
#include "capi.h"

void test_messages(SDL_Renderer *renderer, const char *path) {
    sy_context *ctx = sy_create(path, renderer, 200, 200);
    CHECK(ctx != NULL, "sy_create: %s", sy_last_error());
    if (!ctx) return;
    char line[SY_MESSAGE_MAX + 32];
    EXPECT(sy_add_switch(ctx, "a", "pill", 0, 0, 0, 0), SY_OK);

    /* printf("%d %s", failing call, message) in either order: C leaves the order to the compiler, and
     * neither may read freed memory (valgrind checks this file's run). */
    EXPECT(sy_add_switch(ctx, "a", "pill", 0, 0, 0, 0), SY_ERR_DUPLICATE_ID);
    snprintf(line, sizeof line, "%d %s", sy_add_switch(ctx, "x", "no-such-style", 0, 0, 0, 0), sy_error_message(ctx));
    CHECK(strstr(line, "duplicate") || strstr(line, "no-such-style") || strstr(line, "exists"),
          "the message printed with its call: %s", line);
    snprintf(line, sizeof line, "%s %d", sy_error_message(ctx), sy_add_switch(ctx, "a", "pill", 0, 0, 0, 0));
    CHECK(strlen(line) > 3, "the message printed before its call: %s", line);
    snprintf(line, sizeof line, "%d %s %s", sy_remove_switch(ctx, "nobody"), sy_last_error(), sy_error_message(ctx));
    CHECK(strstr(line, "nobody") != NULL, "both messages with their call: %s", line);

    /* The pointers stay the same; the text is replaced in place by the next failure. */
    const char *last = sy_last_error();
    const char *mine = sy_error_message(ctx);
    EXPECT(sy_get_value(ctx, "first-missing"), SY_ERR_NO_SWITCH);
    CHECK(sy_last_error() == last && strstr(last, "first-missing") != NULL, "sy_last_error moved or kept old text: %s",
          last);
    CHECK(sy_error_message(ctx) == mine && strstr(mine, "first-missing") != NULL,
          "sy_error_message moved or kept old text: %s", mine);
    EXPECT(sy_set_value(ctx, NULL, 1, 0), SY_ERR_NULL);
    CHECK(strstr(last, "id is NULL") != NULL, "the old pointer should read the new message: %s", last);
    /* A successful call leaves the last failure where it was. */
    EXPECT(sy_get_value(ctx, "a"), 0);
    CHECK(strstr(sy_last_error(), "id is NULL") != NULL, "a success changed the last error: %s", sy_last_error());
    EXPECT(sy_last_error_code(), SY_ERR_NULL);

    /* An absolute theme path of 4,091 bytes ("/nonexistent/" and 2,039 two-byte characters; messages show a path
     * of up to 4,096 bytes whole), named twice in its message: cut to fit, on a character boundary, with "..." at
     * the end. Absolute, so the message is the same from any working directory (a relative path is shown joined
     * to it, and past 4,096 bytes shown as an excerpt). */
    const char *prefix = "/nonexistent/";
    size_t count = 2039, start = strlen(prefix);
    char *long_path = malloc(start + 2 * count + 1);
    if (long_path) {
        memcpy(long_path, prefix, start);
        for (size_t i = 0; i < count; i++) memcpy(long_path + start + 2 * i, "\xc3\xa9", 2); /* é */
        long_path[start + 2 * count] = 0;
        CHECK(sy_create(long_path, renderer, 100, 100) == NULL, "a theme with a 4,091-byte name was read");
        EXPECT_LAST("sy_create", SY_ERR_THEME);
        const char *message = sy_last_error();
        size_t length = strlen(message);
        CHECK(length <= SY_MESSAGE_MAX - 1, "a message of %zu bytes", length);
        CHECK(length == SY_MESSAGE_MAX - 1 || length == SY_MESSAGE_MAX - 2,
              "the long message should fill the buffer, has %zu bytes", length);
        CHECK(length >= 3 && strcmp(message + length - 3, "...") == 0, "a cut message ends with ...: %s",
              message + (length > 10 ? length - 10 : 0));
        CHECK(length >= 5 && (unsigned char)message[length - 5] == 0xc3 && (unsigned char)message[length - 4] == 0xa9,
              "the cut should fall after a whole character");
        free(long_path);
    }
    EXPECT(sy_destroy(ctx), SY_OK);
}
