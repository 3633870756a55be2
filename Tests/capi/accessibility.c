/* The accessibility calls: labels and hints, the tree query, the toggle action through the decision callback,
 * and the event callback, with bad ids, indices, NULLs and over-long labels. */
#include "capi.h"

/* The events one callback saw, as "KIND id states changed text" lines. */
static char seen[4096];

static void record_event(sy_context *ctx, const sy_a11y_event *event, void *user) {
    (void)ctx, (void)user;
    char line[256];
    snprintf(line, sizeof line, "%d %s %u %u %s\n", event->kind, event->id ? event->id : "-", event->states,
             event->changed, event->text);
    strncat(seen, line, sizeof seen - strlen(seen) - 1);
}

static sy_decision refuse_b(sy_context *ctx, const char *id, int on, void *user) {
    (void)ctx, (void)on, (void)user;
    return strcmp(id, "b") == 0 ? SY_REFUSE : SY_ALLOW;
}

void test_accessibility(SDL_Renderer *renderer, const char *path) {
    sy_context *ctx = sy_create(path, renderer, 200, 200);
    CHECK(ctx != NULL, "sy_create: %s", sy_last_error());
    if (!ctx) return;
    EXPECT(sy_add_switch(ctx, "a", "pill", 10, 10, 0, 0), SY_OK);
    EXPECT(sy_add_switch(ctx, "b", "pill", 10, 60, 0, 0), SY_OK);
    sy_a11y_switch node;
    EXPECT(sy_a11y_get(ctx, 0, &node), SY_ERR_BAD_VALUE); /* no sy_a11y_count yet */
    EXPECT(sy_a11y_count(ctx), 2);

    /* Names and hints: the id until a label is set, NULL gives it back; any script. */
    EXPECT(sy_a11y_get(ctx, 0, &node), SY_OK);
    CHECK(strcmp(node.id, "a") == 0 && strcmp(node.name, "a") == 0 && strcmp(node.role, "switch") == 0,
          "switch 0: id %s, name %s, role %s", node.id, node.name, node.role);
    CHECK(node.states == (SY_A11Y_ENABLED | SY_A11Y_FOCUSABLE | SY_A11Y_VISIBLE), "switch 0 states %u", node.states);
    CHECK(node.x == 10 && node.y == 10 && node.w == 51 && node.h == 31, "switch 0 frame %g %g %g %g", node.x, node.y,
          node.w, node.h);
    EXPECT(sy_set_accessibility_label(ctx, "a", "Wi-Fi \xd8\xa7\xd9\x84\xd9\x88\xd8\xb6\xd8\xb9"), SY_OK);
    EXPECT(sy_set_accessibility_hint(ctx, "a", "Joins networks"), SY_OK);
    EXPECT(sy_a11y_get(ctx, 0, &node), SY_OK);
    CHECK(strcmp(node.name, "a") == 0, "sy_a11y_get reads the last sy_a11y_count's switches: %s", node.name);
    EXPECT(sy_a11y_count(ctx), 2);
    EXPECT(sy_a11y_get(ctx, 0, &node), SY_OK);
    CHECK(strcmp(node.name, "Wi-Fi \xd8\xa7\xd9\x84\xd9\x88\xd8\xb6\xd8\xb9") == 0 &&
              strcmp(node.description, "Joins networks") == 0,
          "after the label: name %s, description %s", node.name, node.description);
    EXPECT(sy_set_accessibility_hint(ctx, "a", NULL), SY_OK);
    EXPECT(sy_a11y_count(ctx), 2);
    EXPECT(sy_a11y_get(ctx, 0, &node), SY_OK);
    CHECK(strcmp(node.description, "") == 0, "a NULL hint should clear it: %s", node.description);

    /* Bad input: no such switch, NULLs, an index out of range, a label over 4096 bytes. */
    EXPECT(sy_set_accessibility_label(ctx, "nobody", "x"), SY_ERR_NO_SWITCH);
    CHECK(strstr(sy_error_message(ctx), "nobody") != NULL, "message should name the id: %s", sy_error_message(ctx));
    EXPECT(sy_set_accessibility_label(ctx, NULL, "x"), SY_ERR_NULL);
    EXPECT(sy_set_accessibility_hint(ctx, "nobody", "x"), SY_ERR_NO_SWITCH);
    EXPECT(sy_a11y_get(ctx, 2, &node), SY_ERR_BAD_VALUE);
    EXPECT(sy_a11y_get(ctx, -1, &node), SY_ERR_BAD_VALUE);
    EXPECT(sy_a11y_get(ctx, 0, NULL), SY_ERR_NULL);
    char *long_label = malloc(5000);
    memset(long_label, 'x', 4999);
    long_label[4999] = 0;
    EXPECT(sy_set_accessibility_label(ctx, "a", long_label), SY_ERR_LIMIT);
    long_label[4096] = 0;
    EXPECT(sy_set_accessibility_label(ctx, "a", long_label), SY_OK);
    free(long_label);
    EXPECT(sy_set_accessibility_label(ctx, "a", "Wi-Fi"), SY_OK);

    /* The callback: every switch added first, then each change once a frame, inside sy_advance. */
    EXPECT(sy_set_a11y_callback(ctx, record_event, NULL), SY_OK);
    EXPECT(sy_advance(ctx, 1), SY_OK);
    CHECK(strcmp(seen, "0 a 70 0 Wi-Fi\n0 b 70 0 b\n") == 0, "first delivery:\n%s", seen);
    seen[0] = 0;

    /* The toggle goes through the decision callback; a refusal is announced; a removed switch is no switch. */
    EXPECT(sy_set_decide_callback(ctx, refuse_b, NULL), SY_OK);
    EXPECT(sy_a11y_toggle(ctx, "a"), 1);
    EXPECT(sy_get_value(ctx, "a"), 1);
    EXPECT(sy_a11y_toggle(ctx, "b"), 1);
    EXPECT(sy_get_value(ctx, "b"), 0);
    EXPECT(sy_set_enabled(ctx, "b", 0), SY_OK);
    EXPECT(sy_a11y_toggle(ctx, "b"), 0);
    EXPECT(sy_advance(ctx, 2), SY_OK);
    CHECK(strcmp(seen, "2 a 71 1 \n2 b 64 6 \n7 b 0 0 b: change refused, still off\n") == 0, "after the toggles:\n%s",
          seen);
    seen[0] = 0;
    EXPECT(sy_remove_switch(ctx, "b"), SY_OK);
    EXPECT(sy_a11y_toggle(ctx, "b"), SY_ERR_NO_SWITCH);
    EXPECT(sy_a11y_toggle(ctx, NULL), SY_ERR_NULL);
    EXPECT(sy_advance(ctx, 3), SY_OK);
    CHECK(strcmp(seen, "1 b 0 0 \n") == 0, "after the removal:\n%s", seen);

    /* Without a callback nothing is tracked or told. */
    seen[0] = 0;
    EXPECT(sy_set_a11y_callback(ctx, NULL, NULL), SY_OK);
    EXPECT(sy_a11y_toggle(ctx, "a"), 1);
    EXPECT(sy_advance(ctx, 4), SY_OK);
    CHECK(seen[0] == 0, "no callback, yet told:\n%s", seen);
    EXPECT(sy_destroy(ctx), SY_OK);
}
