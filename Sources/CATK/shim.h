// ATK and its AT-SPI bridge (Debian: libatk1.0-dev, libatk-bridge2.0-dev), for the playground's
// accessibility bridge (Sources/CAtkBridge). Swift code never calls these directly.
#include <atk/atk.h>
#include <atk-bridge.h>
