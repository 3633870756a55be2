/// The `--help` texts of every command.
public enum Usage {
    public static let main = """
        SwitchYard: design, try and regression-test custom toggle switches.

        usage:
          switchyard [--theme FILE] [--size WxH] [--lang CODE] [--log FILE] [--touch] the playground window
          switchyard --headless --frames N [--screenshot OUT.png] [--density D] render with no display
          switchyard record [--out FILE [--force]] [--checkpoint-every S] [--snapshots] [window options]
                                                                               record until closed
          switchyard replay FILE... [--headless] [--speed N|max] [--update [--snapshots]] [--strict] [--size WxH]
                            [--junit FILE] [--jobs N] [--shard K/N] [--artifacts DIR] [--exit-at-end]
          switchyard validate [--a11y] FILE...                                 check themes and scenarios
          switchyard keys [--markdown]                 every key of the playground and the replay window
          switchyard sheet --theme FILE --out PNG [--density D] [--zoom Z]     every style in every state
          switchyard new-theme NAME                       a starter theme NAME.json in the current folder
          switchyard bench [--switches N[,N...]] [--frames N] [--renderer software|opengl]
                           [--only NAME[,NAME...]] [--json]                    frame-time benchmark

        --help and --version work on every command.

        options:
          --theme FILE     theme JSON (default: the default.json shipped with the program, read-only to the
                           inspector: Ctrl+S saves a copy here to edit)
          --size WxH       window size in points (default 1280x800, each side 1 to 8192)
          --lang CODE      language of the theme's string table (default: from LANG)
          --log FILE       write the event log as JSON Lines (layout, callbacks, reloads, recording, start-up)
          --headless       no window: software rendering, paced at 60 fps, stops after --frames N
          --frames N       stop after N frames (needed with --headless; a window closes itself after them)
          --screenshot F   with --headless: write the last frame as PNG
          --density D      with --headless: pixels per point (1 to 4); a window takes its display's
          --touch          start in touch mode: the mouse is a finger (M in the window cycles the modes)
          --reduce-motion  thumbs jump and colours cross-fade, as with the OS setting (not with record)
          --audio          with --headless: play the feedback sounds (SDL_AUDIODRIVER=disk writes them to a file)
          --mute           start with the switches' feedback sounds muted (N in the window toggles)
          --volume P       the feedback sounds' volume in percent, 0 to 100 (default 100; - and = step it)
          --a11y           expose the window to screen readers over AT-SPI (also SWITCHYARD_A11Y=1)
          --reduce-feedback  feedback sounds at half their gain, no rumble (X in the window toggles)
          --checkpoint-every S  while recording (R), a checkpoint every S seconds (default 5, 0: none)

        keys in the window (`switchyard keys` also lists the replay window's):
        \(KeyMap.text(for: KeyMap.entries(in: .playground), showingScope: false))
        exit codes: 0 ok, 1 a check failed, 2 usage, 3 runtime (no display, SDL failure), 4 a replay window
        closed before the end (no check failed); a replay stopped by signal N: 128 + N (130 for Ctrl+C), 141
        when its stdout closed.
        """

    public static let record = """
        usage: switchyard record [--out FILE] [--force] [--checkpoint-every S] [--snapshots] [--theme FILE]
                                 [--size WxH] [--lang CODE] [--log FILE] [--touch]
        Opens the window and records every pointer, touch and key input to FILE (default: a timestamped
        .jsonl in the current folder) until the window closes. R in the window stops and starts recording.
        Ticks are real time since the recording started (1/60 s each), whether frames are drawn or not.
        An existing FILE is refused unless --force; a FILE another recorder holds is always refused.
        --touch starts in touch mode, so the mouse records as a finger (a touch scenario).
        Checkpoints (expect lines with the states, the callbacks since the last one and the frame hash)
        are written after every value change once the switches settle, and every S seconds of recording
        time: --checkpoint-every S, from 0 (none but the value-change ones) to 3600; default 5.
        --snapshots keeps a PNG and a draw-list dump of every frame check beside each recording
        (FILE without .jsonl, plus .snapshots/), drawn by a headless replay when the recording stops.
        """

    public static let replay = """
        usage: switchyard replay FILE... [--headless] [--speed N|max] [--update [--snapshots]] [--strict]
                                 [--size WxH] [--junit FILE] [--jobs N] [--shard K/N] [--artifacts DIR]
                                 [--exit-at-end]
        Replays each scenario on a virtual clock and checks its expectations; exit 1 on a mismatch. A window
        closed before the end says what ran ("stopped at tick 65 of 200 (window closed): 2 checks passed,
        3 not reached") and exits 4 (1 when a check played failed).
          --headless   no window (default when there is no display)
          --speed N    N times real time in the window; 'max' as fast as possible (headless is always max)
          --update     rewrite the expectations from what the replay produced
          --strict     a theme whose SHA-256 differs from the recorded one is an error, not a warning
          --size WxH   play in a WxH-point view (the window adds the timeline below it; headless, the scene):
                       pointers are mapped to it and frame hashes are not checked
          --junit FILE write a JUnit XML report: a testcase per scenario, its failure lines in a failure;
                       checked before anything plays (exit 2 when FILE cannot be written)
          --jobs N     headless, replay N files at a time in worker processes (1 to 256; default: the
                       number of cores); each file's lines are printed together, in the order given
          --shard K/N  replay only the K-th of N parts of the files (1 <= K <= N), chosen by a hash of
                       each path as given, the same on every machine: for a CI matrix
          --snapshots  with --update --headless: keep a PNG and a draw-list dump per frame check in
                       FILE's .snapshots/ folder (tap.jsonl -> tap.snapshots/14.png, 14.draw.txt)
          --artifacts DIR  with --headless: per failed frame check, the actual, expected and diff images
                       and the first differing draw command under DIR; exit 2 when DIR cannot be written
          --exit-at-end  close the window when the replay ends (it stays on the last frame until Esc)
        SIGINT (Ctrl+C), SIGTERM, SIGHUP or SIGQUIT stops a headless replay within a second, workers too:
        what ran is reported, the rest "not played" (skipped in --junit), and the exit code is 128 + the
        signal (130 for Ctrl+C, 143 for SIGTERM). A closed stdout (| head) ends it quietly, exit 141.
        keys in the window (as in the playground, `switchyard keys`):
        \(KeyMap.text(for: KeyMap.entries(in: .replay), showingScope: false))
        """

    public static let newTheme = """
        usage: switchyard new-theme NAME
        Writes a starter theme, NAME.json, in the current folder: two plain-colour styles, a busy look, rumble
        cues and three switches, for the playground to open (switchyard --theme NAME.json) and the inspector
        to edit. Never replaces a file: a NAME.json that exists is an error (exit 1).
        """

    public static let keys = """
        usage: switchyard keys [--markdown]
        Prints the key map of the playground window and the replay window: each key, what it does, and where
        (a key means the same in both; one a window has no use for does nothing there).
          --markdown  as the Markdown table README.md and docs/scenarios.md carry
        """

    public static let validate = """
        usage: switchyard validate [--a11y] FILE...
        Checks themes (.json) and scenarios (.jsonl); prints every problem as file:line:col: error: message.
          --a11y  also check each theme's legibility: thumb/track and track/background contrast (3:1), on and
                  off told apart only by hue (under simulated protanopia, deuteranopia, tritanopia,
                  achromatopsia), presses on a thumb under 44 points; printed as file:line:col: warning: ...
        Exit 0 when all are valid (warnings included), 1 otherwise.
        """

    public static let sheet = """
        usage: switchyard sheet --theme FILE --out PNG [--density D] [--zoom Z] [--lang CODE] [--simulate VIEWER]
        Writes the theme's states sheet: one row per style (by name, with the feedback cues it gives), a
        column per state (off, on, pressed off and on, held outside off and on, disabled off and on, focused,
        pending), then 8 moments of its off-to-on animation evenly over the whole motion (a spring's peak
        overshoot always one of them, marked "peak").
          --density D  pixels per point, 1 to 4 (default 1)
          --zoom Z     write each pixel as a Z x Z block, 1 to 8 (default 1): the drawn pixels, magnified
          --lang CODE  language of the theme's string table (default: the theme's, not LANG)
          --simulate VIEWER  draw the sheet as a viewer with protanopia, deuteranopia, tritanopia or
                       achromatopsia sees it (Machado et al. 2009; docs/accessibility.md)
        Exit 0 written, 1 the theme has errors (printed as file:line:col; no PNG written), 2 usage, 3 the PNG
        cannot be made or written (a sheet past 1 GiB of pixels, an unwritable --out).
        """
}
