#!/usr/bin/env python3
"""Walks SwitchYard's AT-SPI tree as a screen reader would and checks it: every switch of the layout (the
--log file's layout line) with its name, role, switch attribute and checked state; then the toggle action on
an allowed, a refused and a pending switch, each seen in the --log file and as AT-SPI events. Prints one line
per finding; exit 1 on the first failure. Usage: walk.py LOG EXPECTED_NAMES_JSON; or walk.py LOG --inspector,
once the inspector is open: its panel and its rows as labels; or walk.py LOG --focus WINDOW: Tab (xdotool) moves
the keyboard focus to a switch, seen as its focused state and event; or walk.py LOG --reload THEME: the theme rewritten
without one switch and with another's caption changed, the tree follows, and the removed switch's toggle is
refused without harm."""
import json
import os
import subprocess
import sys
import time

import pyatspi
from gi.repository import GLib

LOG = sys.argv[1]
events = []


def fail(message):
    print("a11y: FAIL " + message)
    sys.exit(1)


def pump(seconds):
    """Lets AT-SPI events arrive for `seconds`."""
    end = time.monotonic() + seconds
    context = GLib.MainContext.default()
    while time.monotonic() < end:
        if not context.iteration(False):
            time.sleep(0.01)


def log_lines():
    with open(LOG, encoding="utf-8") as f:
        return [json.loads(line) for line in f if line.strip()]


def wait_for(what, test, seconds=5):
    end = time.monotonic() + seconds
    while time.monotonic() < end:
        found = test()
        if found:
            return found
        pump(0.05)
    fail("waited %g s for %s" % (seconds, what))


def application():
    desktop = pyatspi.Registry.getDesktop(0)
    for app in desktop:
        if app is not None and app.name == "SwitchYard":
            return app
    return None


def on_event(event):
    events.append((event.type, event.source.name if event.source else None, event.detail1, event.any_data))


def inspector_rows():
    """The inspector panel's labels, once it shows some."""
    frame = application().getChildAtIndex(0)
    panel = next((c for c in frame if c.getRole() == pyatspi.ROLE_PANEL and c.name == "Inspector"), None)
    rows = [c.name for c in panel if c.getRole() == pyatspi.ROLE_LABEL] if panel is not None else []
    return rows or None


def toggle_buttons():
    return {c.name: c for c in application().getChildAtIndex(0) if c.getRole() == pyatspi.ROLE_TOGGLE_BUTTON}


if sys.argv[2] == "--inspector":
    rows = wait_for("the inspector's rows as labels", inspector_rows)
    print("a11y: inspector: %d rows as labels, the first %s" % (len(rows), rows[:3]))
    sys.exit(0)

if sys.argv[2] == "--focus":
    pyatspi.Registry.registerEventListener(on_event, "object:state-changed:focused")
    pump(0.2)
    subprocess.run(["xdotool", "windowfocus", "--sync", sys.argv[3], "key", "Tab"], check=True)
    wait_for("a switch's state-changed:focused event", lambda: any(
        e[0] == "object:state-changed:focused" and e[2] == 1 for e in events))
    name = next(e[1] for e in events if e[0] == "object:state-changed:focused" and e[2] == 1)
    if not toggle_buttons()[name].getState().contains(pyatspi.STATE_FOCUSED):
        fail("%s was told focused but its state says otherwise" % name)
    print("a11y: focus: Tab focused %r (object:state-changed:focused 1, state focused)" % name)
    sys.exit(0)

if sys.argv[2] == "--reload":
    path = sys.argv[3]
    stale = toggle_buttons()["الوضع الليلي"]
    with open(path, encoding="utf-8") as f:
        theme = json.load(f)
    theme["switches"] = [s for s in theme["switches"] if s["id"] != "arabic"]
    next(s for s in theme["switches"] if s["id"] == "veto")["caption"] = "Locked for now"
    with open(path + ".new", "w", encoding="utf-8") as f:
        json.dump(theme, f, ensure_ascii=False)
    os.replace(path + ".new", path)
    names = wait_for("the reloaded tree", lambda: (lambda n: n if "Locked for now" in n and len(n) == 4 else None)(
        sorted(toggle_buttons())))
    print("a11y: reload: the tree follows: %s" % names)
    try:
        acted = stale.queryAction().doAction(0)
        print("a11y: reload: the removed switch's toggle answered %s" % acted)
    except Exception as error:  # the object is gone from the bus: refused, not a crash
        print("a11y: reload: the removed switch's toggle refused: %s" % type(error).__name__)
    if application() is None:
        fail("the application left the bus after a toggle on a removed switch")
    sys.exit(0)

EXPECTED = json.loads(sys.argv[2])
pyatspi.Registry.registerEventListener(on_event, "object:state-changed", "object:announcement")
started = time.monotonic()
app = wait_for("the SwitchYard application on the bus", application)
frame = app.getChildAtIndex(0)
if frame.getRole() != pyatspi.ROLE_FRAME:
    fail("the application's first child is %s, not a frame" % frame.getRoleName())
print("a11y: application %r, frame %r (%d children) after %.2f s" % (app.name, frame.name, frame.childCount, time.monotonic() - started))

layout = wait_for("the layout line in the log", lambda: next((l for l in log_lines() if l.get("event") == "layout"), None))
switches = {}
for child in frame:
    if child.getRole() == pyatspi.ROLE_TOGGLE_BUTTON:
        switches[child.name] = child
for entry in layout["switches"]:
    name = EXPECTED[entry["id"]]
    node = switches.get(name)
    if node is None:
        fail("no toggle button named %r for switch %s (found %s)" % (name, entry["id"], sorted(switches)))
    attributes = node.getAttributes()
    if "xml-roles:switch" not in attributes:
        fail("%s has attributes %s, no xml-roles:switch" % (entry["id"], attributes))
    checked = node.getState().contains(pyatspi.STATE_CHECKED)
    if checked != entry["on"]:
        fail("%s: checked %s, the log says on %s" % (entry["id"], checked, entry["on"]))
    print("a11y: %-7s %-22r role %s, %s, checked %s, description %r, actions %s" % (
        entry["id"], node.name, node.getRoleName(), "xml-roles:switch", checked, node.description,
        [node.queryAction().getName(i) for i in range(node.queryAction().nActions)]))
if len(switches) != len(layout["switches"]):
    fail("%d toggle buttons for %d switches" % (len(switches), len(layout["switches"])))
panels = [child.name for child in frame if child.getRole() == pyatspi.ROLE_PANEL]
if not panels:
    fail("no panel is exposed")
print("a11y: panels %s" % panels)


def toggle(switch_id):
    node = switches[EXPECTED[switch_id]]
    began = time.monotonic()
    acted = node.queryAction().doAction(0)
    print("a11y: toggle %s: doAction returned %s in %.1f ms" % (switch_id, acted, (time.monotonic() - began) * 1000))
    return node


def value_logged(switch_id, on):
    return any(l.get("event") == "value" and l.get("switch") == switch_id and l.get("on") == on for l in log_lines())


def event_seen(kind, name, detail=None):
    return any(e[0] == kind and e[1] == name and (detail is None or e[2] == detail) for e in events)


node = toggle("wifi")
wait_for("wifi's value change in the log", lambda: value_logged("wifi", True))
wait_for("wifi's state-changed:checked event", lambda: event_seen("object:state-changed:checked", node.name, 1))
if not node.getState().contains(pyatspi.STATE_CHECKED):
    fail("wifi is not checked after the toggle")
print("a11y: wifi: value true in the log, object:state-changed:checked 1 seen, checked now")

node = toggle("veto")
wait_for("veto's refusal announced", lambda: any(e[0] == "object:announcement" and "refused" in str(e[3]) for e in events))
if value_logged("veto", True) or node.getState().contains(pyatspi.STATE_CHECKED):
    fail("the refused switch changed")
print("a11y: veto: refused, announced %r, still unchecked" % next(str(e[3]) for e in events if e[0] == "object:announcement"))

node = toggle("wait")
wait_for("wait busy", lambda: event_seen("object:state-changed:busy", node.name, 1))
print("a11y: wait: object:state-changed:busy 1 seen (pending)")
wait_for("wait resolved in the log", lambda: value_logged("wait", True))
wait_for("wait's state-changed:checked event", lambda: event_seen("object:state-changed:checked", node.name, 1))
wait_for("wait's resolution announced", lambda: any(e[0] == "object:announcement" and str(e[3]).endswith(": on") for e in events))
print("a11y: wait: resolved, value true in the log, checked and announced")

# at-spi2-atk answers DoAction before it runs the action (so a modal dialog cannot block the caller), so
# its answer is always true: the log says what the action did.
node = toggle("off")
wait_for("the disabled switch's refusal in the log", lambda: any(
    l.get("event") == "a11y-action" and l.get("detail") == "toggle off (not now)" for l in log_lines()))
if value_logged("off", True) or node.getState().contains(pyatspi.STATE_CHECKED):
    fail("the disabled switch changed")
print("a11y: off: disabled, the action did nothing")
print("a11y: ok, %d events seen, %.2f s" % (len(events), time.monotonic() - started))
