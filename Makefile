# SwitchYard: `make run` opens the playground, `make test` runs every test. Both install what is missing first.
SWIFT ?= swift
APT_PACKAGES := libsdl2-dev libsdl2-ttf-dev libsdl2-image-dev libatk1.0-dev libatk-bridge2.0-dev pkg-config
TEST_APT_PACKAGES := xvfb xauth xdotool x11-utils libgl1-mesa-dri libglx-mesa0 cmake valgrind python3 \
	dbus at-spi2-core python3-pyatspi
SUDO := $(shell [ "$$(id -u)" = 0 ] || echo sudo)

.PHONY: run test suites deps test-deps build release bench lint format clean smoke a11y renderers fuzz fuzz-smoke soak soak-window \
	leaks leaks-deps leaks-smoke sanitize examples docs

deps:
	@missing=""; \
	for pc in sdl2 SDL2_ttf SDL2_image atk-bridge-2.0; do pkg-config --exists $$pc 2>/dev/null || missing=yes; done; \
	command -v pkg-config >/dev/null 2>&1 || missing=yes; \
	if [ -n "$$missing" ]; then \
	  echo "installing $(APT_PACKAGES)"; \
	  $(SUDO) apt-get update -qq && DEBIAN_FRONTEND=noninteractive $(SUDO) apt-get install -y -qq $(APT_PACKAGES) >/dev/null; \
	fi

test-deps: deps
	@missing=""; \
	for c in xvfb-run xdotool xauth xwininfo cmake valgrind python3 dbus-run-session; do command -v $$c >/dev/null 2>&1 || missing=yes; done; \
	[ -x /usr/libexec/at-spi-bus-launcher ] && [ -d /usr/lib/python3/dist-packages/pyatspi ] || missing=yes; \
	ls /usr/lib/*/dri/swrast_dri.so >/dev/null 2>&1 || missing=yes; \
	if [ -n "$$missing" ]; then \
	  echo "installing $(TEST_APT_PACKAGES)"; \
	  $(SUDO) apt-get update -qq && DEBIAN_FRONTEND=noninteractive $(SUDO) apt-get install -y -qq $(TEST_APT_PACKAGES) >/dev/null; \
	fi

build: deps
	$(SWIFT) build

release: deps
	$(SWIFT) build -c release

run: release
	$(SWIFT) run -c release switchyard $(ARGS)

# One build of everything (the products and the test bundle), the API record, then the suites and every script
# check in three lanes at once (Tests/run-all.sh: which runs where, the logs in .build/test-logs).
# `make suites` runs only the Swift suites.
test: test-deps
	$(SWIFT) build --build-tests
	$(MAKE) --no-print-directory api-check
	SWIFT=$(SWIFT) MAKE=$(MAKE) bash Tests/run-all.sh

suites: test-deps
	SDL_VIDEODRIVER=dummy $(SWIFT) test --no-parallel

smoke:
	bash Tests/smoke/run.sh
	bash Tests/smoke/inspector.sh

# The window on AT-SPI, walked and toggled with pyatspi in a private D-Bus session under Xvfb
# (Tests/a11y/run.sh; docs/accessibility.md).
a11y:
	bash Tests/a11y/run.sh

# SDL's OpenGL renderer (Mesa's software OpenGL under Xvfb) against its software renderer, within a stated
# tolerance (Tests/SDLKitTests/RendererParityTests.swift); skips, saying so, without Xvfb or Mesa.
renderers:
	SWIFT=$(SWIFT) bash Tests/renderers/run.sh

# The embedding examples (Examples/c-settings, Examples/swift-settings) run headless with a tap each, checked
# against goldens in Tests/examples/golden, and the C API's bad-input test. SWITCHYARD_RECORD_GOLDEN=1 records.
examples: build
	SWIFT=$(SWIFT) bash Tests/examples/run.sh

# The C kit (docs/embedding.md, "Install" and "Deploy"): `make install` builds libSwitchYardC.so (CONFIG=release,
# or debug; the Swift runtime linked in) and installs it, stripped, under PREFIX (DESTDIR honoured) with
# include/switchyard.h, switchyard.pc, the CMake package and the fonts and themes in share/switchyard; `make
# uninstall` removes exactly those files (tools/install-kit.sh). `install-check`: install into a temporary prefix,
# check it is self-contained (no Swift, Foundation or ICU needed, no path of the build machine, under 15 MiB),
# build Examples/c-settings from there alone with pkg-config and with CMake, run both outside the checkout, check
# the library leaves the host's signal handlers and threads alone (Tests/process/guest.c), uninstall
# (Tests/install/run.sh).
.PHONY: install uninstall install-check
PREFIX ?= /usr/local
CONFIG ?= release

install: deps
	$(SWIFT) build -c $(CONFIG) --product SwitchYardC
	bash tools/install-kit.sh install "$(DESTDIR)$(PREFIX)" "$(PREFIX)" "$$($(SWIFT) build -c $(CONFIG) --show-bin-path)"

uninstall:
	bash tools/install-kit.sh uninstall "$(DESTDIR)$(PREFIX)"

install-check: test-deps
	SWIFT=$(SWIFT) MAKE=$(MAKE) bash Tests/install/run.sh

# The full benchmark (minutes): the table on stdout and the charts in docs/ (performance-chart.png and,
# beside it, performance-chart-damage.png). `swift build -c release` in `release` also builds the C
# baseline the bench runs next to switchyard.
bench: release
	$(SWIFT) run -c release switchyard bench --chart docs/performance-chart.png $(ARGS)

# Reliability (docs/reliability.md). `fuzz`: each libFuzzer target for FUZZ_SECONDS seconds. `soak`: a seeded
# headless run of SOAK_FRAMES frames of random input checking invariants every frame. `leaks`: valgrind on
# 1,000 theme reloads, a replay of every shipped scenario and the C API's bad-input program. `sanitize`: the tests under AddressSanitizer.
FUZZ_SECONDS ?= 60
SOAK_FRAMES ?= 1000000

fuzz: deps
	SWIFT=$(SWIFT) bash Fuzz/run.sh $(FUZZ_SECONDS)

# In `make test`, so the fuzz package never stops building unseen: every target built (debug, with ASan:
# a quarter of the release build's time) and run for FUZZ_SMOKE_SECONDS from its seed corpus alone.
FUZZ_SMOKE_SECONDS ?= 3
fuzz-smoke: deps
	rm -rf .build/fuzz/smoke
	FUZZ_CONFIG=debug FUZZ_CORPUS=.build/fuzz/smoke SWIFT=$(SWIFT) bash Fuzz/run.sh $(FUZZ_SMOKE_SECONDS)

soak: release
	SDL_VIDEODRIVER=dummy $(SWIFT) run -c release switchyard-soak --frames $(SOAK_FRAMES) --draw-every 10 $(ARGS)

# The real window under Xvfb, clicked and dragged ACTIONS times by xdotool, resident memory sampled: it must
# stay flat (Tests/soak/window.sh).
soak-window: release test-deps
	bash Tests/soak/window.sh

leaks-deps:
	@command -v valgrind >/dev/null 2>&1 || { echo "installing valgrind"; $(SUDO) apt-get update -qq && \
	  DEBIAN_FRONTEND=noninteractive $(SUDO) apt-get install -y -qq valgrind >/dev/null; }

leaks: release leaks-deps
	SWIFT=$(SWIFT) bash Tests/leaks/run.sh

# In `make test`: the same checks on the debug build `test` has made, one reload cycle and one replay.
leaks-smoke: build leaks-deps
	RELOADS=1 SCENARIOS=Assets/scenarios/tap.jsonl CONFIG=debug CAPI=0 SWIFT=$(SWIFT) bash Tests/leaks/run.sh

sanitize: test-deps
	SDL_VIDEODRIVER=dummy LSAN_OPTIONS=suppressions=$(CURDIR)/Tests/leaks/lsan.supp:print_suppressions=0 \
	  $(SWIFT) test --sanitize=address --scratch-path .build/asan --no-parallel

# A DocC site for the library products (`.build/docs/<Module>.doccarchive`), with the toolchain's own docc
# and swift-symbolgraph-extract (no SwiftPM plugin): symbol graphs from a debug build, then `docc convert`,
# SwitchYardKit with its catalog (getting started, embedding from C). Open an archive with `docc preview` or
# serve it as static files. Any DocC warning fails the target, and so does a public symbol declared in Sources/
# with no doc comment (tools/doc-coverage.py lists each as `Module: kind path (file:line)`).
TOOLCHAIN_BIN ?= $(dir $(realpath $(shell command -v $(SWIFT))))
DOCC ?= $(TOOLCHAIN_BIN)docc
SYMBOLGRAPH_EXTRACT ?= $(TOOLCHAIN_BIN)swift-symbolgraph-extract
DOC_MODULES := SwitchYardKit SDLKit SceneGraph Themes
SYMBOL_GRAPHS := .build/symbol-graphs

docs: deps
	$(SWIFT) build --target SwitchYardKit
	rm -rf $(SYMBOL_GRAPHS) .build/docs
	mkdir -p .build/docs
	for module in $(DOC_MODULES); do \
	  mkdir -p $(SYMBOL_GRAPHS)/$$module && \
	  $(SYMBOLGRAPH_EXTRACT) -module-name $$module -target $$(uname -m)-unknown-linux-gnu \
	    -I .build/debug/Modules -I Sources/CSDL2 -I Sources/CSDL2TTF -I Sources/CSDL2Image -I Sources/CImagePath/include -I Sources/CPNG/include \
	    -minimum-access-level public -skip-inherited-docs -output-dir $(SYMBOL_GRAPHS)/$$module || exit 1; \
	done
	python3 tools/doc-coverage.py $(SYMBOL_GRAPHS)
	for module in $(DOC_MODULES); do \
	  catalog=Sources/$$module/$$module.docc; [ -d $$catalog ] || catalog=; \
	  $(DOCC) convert $$catalog --additional-symbol-graph-dir $(SYMBOL_GRAPHS)/$$module \
	    --fallback-display-name $$module --fallback-bundle-identifier org.switchyard.$$module \
	    --transform-for-static-hosting --warnings-as-errors --output-path .build/docs/$$module.doccarchive || exit 1; \
	done

# The public API of the Swift library product, recorded in api/ (docs/architecture.md, "Public API"):
# `api-check` (in `make test`) fails on a change not recorded; `api-record` records the current one.
.PHONY: api-check api-record
api-check: build
	python3 tools/api.py check

api-record: build
	python3 tools/api.py record

lint:
	$(SWIFT) format lint -r Sources Tests Package.swift

format:
	$(SWIFT) format format -i -r Sources Tests Package.swift

clean:
	rm -rf .build
