#!/usr/bin/env bash
# Renderer parity: under Xvfb with Mesa's software OpenGL, the switches drawn by SDL's OpenGL renderer in a
# window must match SDL's software renderer within the tolerance RendererParityTests states, and a guest's
# retained layer on OpenGL must match drawing directly pixel for pixel (GuestLayerOpenGLTests). Skips, saying
# so, when Xvfb or Mesa's OpenGL is not installed (make test-deps installs both).
set -euo pipefail
cd "$(dirname "$0")/../.."
source "$PWD/Tests/lib/tools.sh"
if ! command -v xvfb-run >/dev/null 2>&1; then
  echo "renderers: SKIP: xvfb-run is missing (apt-get install xvfb)"
  exit 0
fi
dri="$(ls /usr/lib/*/dri/swrast_dri.so /usr/lib/dri/swrast_dri.so 2>/dev/null || true)"
glx="$(ldconfig -p 2>/dev/null | grep 'libGLX_mesa.so' || true)"
if [ -z "$dri" ] || [ -z "$glx" ]; then
  echo "renderers: SKIP: Mesa's software OpenGL is missing (apt-get install libgl1-mesa-dri libglx-mesa0)"
  exit 0
fi
SWIFT="${SWIFT:-swift}"
in_xvfb 1280x1024x24 env SDL_VIDEODRIVER=x11 SWITCHYARD_GL_PARITY=1 \
  "$SWIFT" test --no-parallel --filter "RendererParityTests|GuestLayerOpenGLTests"
