// The AT-SPI bridge's ATK side (include/atk_bridge.h): one AtkObject subclass for every object, with the
// action and component interfaces; AtkUtil's root and toolkit name; atk-bridge for the D-Bus side.
#include "atk_bridge.h"

#include <atk-bridge.h>
#include <atk/atk.h>
#include <string.h>

typedef struct {
    AtkObject parent;
    int64_t key;
    int kind;
    uint32_t states;
    gboolean defunct;
    int x, y, width, height;
    GPtrArray *children;  // owned references
} SyAccessible;

typedef struct {
    AtkObjectClass parent_class;
} SyAccessibleClass;

static void sy_accessible_action_init(AtkActionIface *iface);
static void sy_accessible_component_init(AtkComponentIface *iface);

G_DEFINE_TYPE_WITH_CODE(
    SyAccessible, sy_accessible, ATK_TYPE_OBJECT,
    G_IMPLEMENT_INTERFACE(ATK_TYPE_ACTION, sy_accessible_action_init)
        G_IMPLEMENT_INTERFACE(ATK_TYPE_COMPONENT, sy_accessible_component_init))

#define SY_ACCESSIBLE(o) ((SyAccessible *)(o))

static AtkObject *root;
static SyAccessible *window;
static sy_atk_action_fn host_action;
static void *host_user;
static gchar *toolkit_name;

static void sy_accessible_init(SyAccessible *self) {
    self->children = g_ptr_array_new_with_free_func(g_object_unref);
}

static void sy_accessible_finalize(GObject *object) {
    g_ptr_array_unref(SY_ACCESSIBLE(object)->children);
    G_OBJECT_CLASS(sy_accessible_parent_class)->finalize(object);
}

static gint sy_accessible_n_children(AtkObject *object) {
    return (gint)SY_ACCESSIBLE(object)->children->len;
}

static AtkObject *sy_accessible_ref_child(AtkObject *object, gint index) {
    GPtrArray *children = SY_ACCESSIBLE(object)->children;
    if (index < 0 || (guint)index >= children->len) return NULL;
    return g_object_ref(g_ptr_array_index(children, index));
}

static gint sy_accessible_index_in_parent(AtkObject *object) {
    if (object == ATK_OBJECT(window)) return 0;
    AtkObject *parent = atk_object_get_parent(object);
    if (parent == NULL || !G_TYPE_CHECK_INSTANCE_TYPE(parent, sy_accessible_get_type())) return -1;
    guint index;
    return g_ptr_array_find(SY_ACCESSIBLE(parent)->children, object, &index) ? (gint)index : -1;
}

static AtkStateSet *sy_accessible_ref_state_set(AtkObject *object) {
    AtkStateSet *set = ATK_OBJECT_CLASS(sy_accessible_parent_class)->ref_state_set(object);
    SyAccessible *self = SY_ACCESSIBLE(object);
    if (self->defunct) {
        atk_state_set_add_state(set, ATK_STATE_DEFUNCT);
        return set;
    }
    uint32_t s = self->states;
    if (self->kind == SY_ATK_SWITCH) atk_state_set_add_state(set, ATK_STATE_CHECKABLE);
    if (s & SY_ATK_CHECKED) atk_state_set_add_state(set, ATK_STATE_CHECKED);
    if (s & SY_ATK_ENABLED) {
        atk_state_set_add_state(set, ATK_STATE_ENABLED);
        atk_state_set_add_state(set, ATK_STATE_SENSITIVE);
    }
    if (s & SY_ATK_FOCUSABLE) atk_state_set_add_state(set, ATK_STATE_FOCUSABLE);
    if (s & SY_ATK_FOCUSED) atk_state_set_add_state(set, ATK_STATE_FOCUSED);
    if (s & SY_ATK_BUSY) atk_state_set_add_state(set, ATK_STATE_BUSY);
    if (s & SY_ATK_PRESSED) atk_state_set_add_state(set, ATK_STATE_ARMED);
    if (s & SY_ATK_VISIBLE) {
        atk_state_set_add_state(set, ATK_STATE_VISIBLE);
        atk_state_set_add_state(set, ATK_STATE_SHOWING);
    }
    if (s & SY_ATK_ACTIVE) atk_state_set_add_state(set, ATK_STATE_ACTIVE);
    return set;
}

static AtkAttributeSet *sy_accessible_attributes(AtkObject *object) {
    if (SY_ACCESSIBLE(object)->kind != SY_ATK_SWITCH) return NULL;
    AtkAttribute *role = g_new0(AtkAttribute, 1);
    role->name = g_strdup("xml-roles");
    role->value = g_strdup("switch");
    return g_slist_prepend(NULL, role);
}

static void sy_accessible_class_init(SyAccessibleClass *klass) {
    G_OBJECT_CLASS(klass)->finalize = sy_accessible_finalize;
    AtkObjectClass *atk = ATK_OBJECT_CLASS(klass);
    atk->get_n_children = sy_accessible_n_children;
    atk->ref_child = sy_accessible_ref_child;
    atk->get_index_in_parent = sy_accessible_index_in_parent;
    atk->ref_state_set = sy_accessible_ref_state_set;
    atk->get_attributes = sy_accessible_attributes;
}

// MARK: Action

static gboolean sy_action_do(AtkAction *action, gint index) {
    SyAccessible *self = SY_ACCESSIBLE(action);
    if (index != 0 || self->kind != SY_ATK_SWITCH || self->defunct || host_action == NULL) return FALSE;
    return host_action(host_user, self->key) != 0;
}

static gint sy_action_count(AtkAction *action) {
    return SY_ACCESSIBLE(action)->kind == SY_ATK_SWITCH ? 1 : 0;
}

static const gchar *sy_action_name(AtkAction *action, gint index) {
    return index == 0 && sy_action_count(action) == 1 ? "toggle" : NULL;
}

static const gchar *sy_action_description(AtkAction *action, gint index) {
    return index == 0 && sy_action_count(action) == 1 ? "Turns the switch on or off" : NULL;
}

static void sy_accessible_action_init(AtkActionIface *iface) {
    iface->do_action = sy_action_do;
    iface->get_n_actions = sy_action_count;
    iface->get_name = sy_action_name;
    iface->get_localized_name = sy_action_name;
    iface->get_description = sy_action_description;
}

// MARK: Component

static void sy_component_extents(
    AtkComponent *component, gint *x, gint *y, gint *width, gint *height, AtkCoordType type) {
    SyAccessible *self = SY_ACCESSIBLE(component);
    gint left = self->x, top = self->y;
    if (self != window && window != NULL) {
        if (type == ATK_XY_SCREEN) {
            left += window->x;
            top += window->y;
        }
    } else if (type == ATK_XY_WINDOW) {
        left = 0;
        top = 0;
    }
    if (x) *x = left;
    if (y) *y = top;
    if (width) *width = self->width;
    if (height) *height = self->height;
}

static void sy_accessible_component_init(AtkComponentIface *iface) {
    iface->get_extents = sy_component_extents;
}

// MARK: Util

static AtkObject *sy_util_root(void) {
    return root;
}

static const gchar *sy_util_toolkit_name(void) {
    return toolkit_name ? toolkit_name : "SwitchYard";
}

static const gchar *sy_util_toolkit_version(void) {
    return "1";
}

static SyAccessible *make(int kind, int64_t key, AtkRole role, const char *name, const char *description) {
    SyAccessible *node = g_object_new(sy_accessible_get_type(), NULL);
    node->kind = kind;
    node->key = key;
    atk_object_initialize(ATK_OBJECT(node), NULL);
    atk_object_set_role(ATK_OBJECT(node), role);
    atk_object_set_name(ATK_OBJECT(node), name ? name : "");
    atk_object_set_description(ATK_OBJECT(node), description ? description : "");
    return node;
}

int sy_atk_start(const char *app_name, const char *window_name, sy_atk_action_fn action, void *user) {
    if (root != NULL) return 1;
    AtkUtilClass *util = g_type_class_ref(ATK_TYPE_UTIL);
    util->get_root = sy_util_root;
    util->get_toolkit_name = sy_util_toolkit_name;
    util->get_toolkit_version = sy_util_toolkit_version;
    g_free(toolkit_name);
    toolkit_name = g_strdup(app_name);
    SyAccessible *app = make(-1, -1, ATK_ROLE_APPLICATION, app_name, NULL);
    root = ATK_OBJECT(app);
    window = make(SY_ATK_FRAME, -1, ATK_ROLE_FRAME, window_name, NULL);
    g_ptr_array_add(app->children, window);
    atk_object_set_parent(ATK_OBJECT(window), root);
    host_action = action;
    host_user = user;
    if (atk_bridge_adaptor_init(NULL, NULL) != 0) {
        sy_atk_stop();
        return 0;
    }
    return 1;
}

void sy_atk_stop(void) {
    if (root == NULL) return;
    atk_bridge_adaptor_cleanup();
    host_action = NULL;
    host_user = NULL;
    window = NULL;
    g_object_unref(root);
    root = NULL;
}

sy_atk_node *sy_atk_window(void) {
    return (sy_atk_node *)window;
}

sy_atk_node *sy_atk_add(sy_atk_node *parent, int64_t key, int role, const char *name, const char *description) {
    if (parent == NULL) return NULL;
    AtkRole atk_role = role == SY_ATK_SWITCH  ? ATK_ROLE_TOGGLE_BUTTON
                       : role == SY_ATK_PANEL ? ATK_ROLE_PANEL
                       : role == SY_ATK_LABEL ? ATK_ROLE_LABEL
                                              : ATK_ROLE_FRAME;
    SyAccessible *owner = SY_ACCESSIBLE(parent);
    SyAccessible *node = make(role, key, atk_role, name, description);
    atk_object_set_parent(ATK_OBJECT(node), ATK_OBJECT(owner));
    g_ptr_array_add(owner->children, node);
    g_signal_emit_by_name(owner, "children-changed::add", (gint)owner->children->len - 1, node);
    return (sy_atk_node *)node;
}

void sy_atk_set_name(sy_atk_node *node, const char *name) {
    const gchar *old = atk_object_get_name(ATK_OBJECT(node));
    if (g_strcmp0(old, name) != 0) atk_object_set_name(ATK_OBJECT(node), name ? name : "");
}

void sy_atk_set_description(sy_atk_node *node, const char *description) {
    const gchar *old = atk_object_get_description(ATK_OBJECT(node));
    if (g_strcmp0(old, description) != 0) atk_object_set_description(ATK_OBJECT(node), description ? description : "");
}

void sy_atk_set_states(sy_atk_node *node, uint32_t states) {
    static const struct {
        uint32_t bit;
        AtkStateType state;
    } told[] = {
        {SY_ATK_CHECKED, ATK_STATE_CHECKED},     {SY_ATK_ENABLED, ATK_STATE_ENABLED},
        {SY_ATK_ENABLED, ATK_STATE_SENSITIVE},   {SY_ATK_FOCUSABLE, ATK_STATE_FOCUSABLE},
        {SY_ATK_FOCUSED, ATK_STATE_FOCUSED},     {SY_ATK_BUSY, ATK_STATE_BUSY},
        {SY_ATK_PRESSED, ATK_STATE_ARMED},       {SY_ATK_VISIBLE, ATK_STATE_VISIBLE},
        {SY_ATK_VISIBLE, ATK_STATE_SHOWING},     {SY_ATK_ACTIVE, ATK_STATE_ACTIVE},
    };
    SyAccessible *self = SY_ACCESSIBLE(node);
    uint32_t changed = self->states ^ states;
    self->states = states;
    for (size_t i = 0; i < sizeof told / sizeof told[0]; i++) {
        if (changed & told[i].bit) atk_object_notify_state_change(ATK_OBJECT(node), told[i].state, (states & told[i].bit) != 0);
    }
}

void sy_atk_set_extents(sy_atk_node *node, int x, int y, int width, int height) {
    SyAccessible *self = SY_ACCESSIBLE(node);
    if (self->x == x && self->y == y && self->width == width && self->height == height) return;
    self->x = x;
    self->y = y;
    self->width = width;
    self->height = height;
    AtkRectangle rect = {x, y, width, height};
    g_signal_emit_by_name(node, "bounds-changed", &rect);
}

void sy_atk_announce(sy_atk_node *node, const char *text) {
    if (g_signal_lookup("announcement", ATK_TYPE_OBJECT) != 0) g_signal_emit_by_name(node, "announcement", text);
}

static void mark_defunct(SyAccessible *node) {
    node->defunct = TRUE;
    for (guint i = 0; i < node->children->len; i++) mark_defunct(g_ptr_array_index(node->children, i));
}

void sy_atk_remove(sy_atk_node *node) {
    SyAccessible *self = SY_ACCESSIBLE(node);
    AtkObject *parent = atk_object_get_parent(ATK_OBJECT(self));
    mark_defunct(self);
    atk_object_notify_state_change(ATK_OBJECT(self), ATK_STATE_DEFUNCT, TRUE);
    if (parent == NULL || !G_TYPE_CHECK_INSTANCE_TYPE(parent, sy_accessible_get_type())) return;
    guint index;
    GPtrArray *siblings = SY_ACCESSIBLE(parent)->children;
    if (!g_ptr_array_find(siblings, self, &index)) return;
    g_object_ref(self);
    g_ptr_array_remove_index(siblings, index);
    g_signal_emit_by_name(parent, "children-changed::remove", (gint)index, self);
    g_object_unref(self);
}

int sy_atk_pump(int max_iterations) {
    int done = 0;
    for (int i = 0; i < max_iterations && g_main_context_iteration(NULL, FALSE); i++) done++;
    return done;
}
