#!/usr/bin/env bash
# Shared by the real-window tests (Tests/smoke/run.sh, Tests/soak/window.sh): sourced, defines functions only.

# require_tools NAME HINT TOOL...: fails with "NAME: FAIL: 'TOOL' is missing" and HINT for the first TOOL not on PATH.
require_tools() {
  local name=$1 hint=$2 tool
  shift 2
  for tool in "$@"; do
    command -v "$tool" >/dev/null 2>&1 || { echo "$name: FAIL: '$tool' is missing$hint"; exit 1; }
  done
}

# require_built NAME BIN HINT: fails with "NAME: FAIL: BIN not built" and HINT unless BIN is executable.
require_built() {
  [ -x "$2" ] || { echo "$1: FAIL: $2 not built$3"; exit 1; }
}

# find_window: prints the id of the first window titled SwitchYard…, waiting up to 10 s; nothing if none came.
find_window() {
  local win=""
  for _ in $(seq 1 100); do
    win="$(xdotool search --name '^SwitchYard' 2>/dev/null | head -n1 || true)"
    [ -n "$win" ] && break
    sleep 0.1
  done
  echo "$win"
}

# in_xvfb SCREEN COMMAND...: runs COMMAND under a fresh Xvfb of SCREEN (WxHxDEPTH). `-noreset`: without it Xvfb
# resets when its last client leaves and refuses a client connecting meanwhile, so a process that quits SDL
# and starts it again would fail with "x11 not available" (docs/reliability.md, "How make test runs").
in_xvfb() {
  local screen=$1
  shift
  xvfb-run -a -s "-noreset -screen 0 $screen" "$@"
}
