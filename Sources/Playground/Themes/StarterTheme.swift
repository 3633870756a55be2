import JSONKit

/// The theme `switchyard new-theme NAME` writes: two plain-colour styles (an iOS-like switch and a labelled
/// one that extends it), a busy look, rumble cues (no sound files, so the theme stands alone in any
/// folder), and three switches, one of them owned. Every key is one docs/themes.md describes, so it is a
/// place to start changing values.
enum StarterTheme {
    /// The theme's text for `name` (its `name` key); `schema` is the JSON Schema's path for editors.
    static func text(name: String, schema: String) -> String {
        """
        {
          "$schema": \(JSONWriter.quote(schema)),
          "version": 1,
          "name": \(JSONWriter.quote(name)),
          "window": { "background": "#F2F2F7" },
          "styles": {
            "switch": {
              "size": [51, 31],
              "track": { "off": "#D1D1D6", "on": "#34C759", "cornerRadius": "pill" },
              "thumb": { "off": "#FFFFFF", "on": "#FFFFFF", "shape": "circle", "margin": 2, "pressedStretch": 0.2 },
              "animation": { "duration": 0.25, "curve": "easeInOut" },
              "pending": { "look": "spinner", "color": "#8E8E93" },
              "feedback": {
                "on": { "rumble": { "low": 0.2, "high": 0.5, "duration": 40 } },
                "off": { "rumble": { "low": 0.2, "high": 0.3, "duration": 40 } },
                "refused": { "rumble": { "low": 0.6, "duration": 120 } }
              }
            },
            "labelled": {
              "extends": "switch",
              "size": [80, 31],
              "labels": {
                "layout": "slide",
                "on": { "text": "ON", "color": "#FFFFFF" },
                "off": { "text": "OFF", "color": "#636366" }
              }
            }
          },
          "switches": [
            { "id": "plain", "style": "switch", "caption": "A switch" },
            { "id": "labelled", "style": "labelled", "caption": "With labels", "on": true },
            { "id": "owned", "style": "switch", "caption": "Waits a second for its owner",
              "decide": { "policy": "pending", "resolveAfter": 1.0 } }
          ]
        }

        """
    }
}
