// The playground's AT-SPI bridge: accessible objects (an ATK object subclass) that Swift builds into a
// tree under the application and window objects, and the GLib pump that answers assistive technology.
// Everything runs on the thread that called sy_atk_start, inside sy_atk_pump. docs/accessibility.md.
#ifndef SY_ATK_BRIDGE_H
#define SY_ATK_BRIDGE_H

#include <stdint.h>

// What an accessible object is (AtkRole it maps to).
enum sy_atk_role {
    SY_ATK_FRAME = 0,   // the window: ATK_ROLE_FRAME
    SY_ATK_SWITCH = 1,  // a switch: ATK_ROLE_TOGGLE_BUTTON with the object attribute xml-roles:switch
    SY_ATK_PANEL = 2,   // a named group: ATK_ROLE_PANEL
    SY_ATK_LABEL = 3,   // a line of text naming a value: ATK_ROLE_LABEL
};

// The state bits of sy_atk_set_states, the same as SwitchYardKit's AccessibleStates, and ACTIVE for the
// window.
enum sy_atk_state {
    SY_ATK_CHECKED = 1 << 0,    // ATK_STATE_CHECKED
    SY_ATK_ENABLED = 1 << 1,    // ATK_STATE_ENABLED and ATK_STATE_SENSITIVE
    SY_ATK_FOCUSABLE = 1 << 2,  // ATK_STATE_FOCUSABLE
    SY_ATK_FOCUSED = 1 << 3,    // ATK_STATE_FOCUSED
    SY_ATK_BUSY = 1 << 4,       // ATK_STATE_BUSY
    SY_ATK_PRESSED = 1 << 5,    // ATK_STATE_ARMED (a pointer holds it down)
    SY_ATK_VISIBLE = 1 << 6,    // ATK_STATE_VISIBLE and ATK_STATE_SHOWING
    SY_ATK_ACTIVE = 1 << 7,     // ATK_STATE_ACTIVE (the window has the input focus)
};

// An accessible object; owned by the bridge until sy_atk_remove.
typedef struct sy_atk_node sy_atk_node;

// The host's action: `key` names the object (as given to sy_atk_add); non-zero when the action was taken.
typedef int (*sy_atk_action_fn)(void *user, int64_t key);

// Starts the bridge for an application called `app_name`: registers with the accessibility bus and makes
// the window object (role frame, named `window_name`). 1 when up; 0, having changed nothing that lasts,
// when no bus answered. `action` is called from inside sy_atk_pump.
int sy_atk_start(const char *app_name, const char *window_name, sy_atk_action_fn action, void *user);
// Leaves the bus and frees every object. Safe when never started.
void sy_atk_stop(void);
// The window object; NULL before sy_atk_start.
sy_atk_node *sy_atk_window(void);
// A new object of `role` as the last child of `parent`, with `key` for the action callback; announced to
// listeners (children-changed).
sy_atk_node *sy_atk_add(sy_atk_node *parent, int64_t key, int role, const char *name, const char *description);
// Renames; listeners are told (property-change accessible-name) when it differs.
void sy_atk_set_name(sy_atk_node *node, const char *name);
// Changes the description; told like the name.
void sy_atk_set_description(sy_atk_node *node, const char *description);
// Sets the states (sy_atk_state bits); a state-changed event for each bit that changed.
void sy_atk_set_states(sy_atk_node *node, uint32_t states);
// Where the object lies in window pixels (the window's own: on the screen).
void sy_atk_set_extents(sy_atk_node *node, int x, int y, int width, int height);
// Says `text` politely (the object's announcement signal, AT-SPI's object:announcement).
void sy_atk_announce(sy_atk_node *node, const char *text);
// Removes the object and its children: they turn defunct, take no action, and listeners are told.
void sy_atk_remove(sy_atk_node *node);
// Answers what assistive technology asked: at most `max_iterations` non-blocking turns of GLib's main
// context; returns how many did something.
int sy_atk_pump(int max_iterations);

#endif
