# SwitchYard: `make run` opens the playground, `make test` runs every test. Both install what is missing first.
SWIFT ?= swift
APT_PACKAGES := libsdl2-dev libsdl2-ttf-dev libsdl2-image-dev pkg-config
TEST_APT_PACKAGES := xvfb xauth xdotool x11-utils
SUDO := $(shell [ "$$(id -u)" = 0 ] || echo sudo)

.PHONY: run test deps test-deps build release bench lint format clean smoke fuzz soak leaks sanitize

deps:
	@missing=""; \
	for pc in sdl2 SDL2_ttf SDL2_image; do pkg-config --exists $$pc 2>/dev/null || missing=yes; done; \
	command -v pkg-config >/dev/null 2>&1 || missing=yes; \
	if [ -n "$$missing" ]; then \
	  echo "installing $(APT_PACKAGES)"; \
	  $(SUDO) apt-get update -qq && DEBIAN_FRONTEND=noninteractive $(SUDO) apt-get install -y -qq $(APT_PACKAGES) >/dev/null; \
	fi

test-deps: deps
	@missing=""; \
	for c in xvfb-run xdotool xauth xwininfo; do command -v $$c >/dev/null 2>&1 || missing=yes; done; \
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

test: test-deps
	$(SWIFT) build
	SDL_VIDEODRIVER=dummy $(SWIFT) test --no-parallel
	$(MAKE) --no-print-directory smoke

smoke:
	bash Tests/smoke/run.sh

# The full benchmark (minutes): the table on stdout and the chart in docs/. `swift build -c release` in
# `release` also builds the C baseline the bench runs next to switchyard.
bench: release
	$(SWIFT) run -c release switchyard bench --chart docs/performance-chart.png $(ARGS)

# Reliability (docs/reliability.md). `fuzz`: each libFuzzer target for FUZZ_SECONDS seconds. `soak`: a seeded
# headless run of SOAK_FRAMES frames of random input checking invariants every frame. `leaks`: valgrind on
# 1,000 theme reloads and a replay of every shipped scenario. `sanitize`: the tests under AddressSanitizer.
FUZZ_SECONDS ?= 60
SOAK_FRAMES ?= 1000000

fuzz: deps
	SWIFT=$(SWIFT) bash Fuzz/run.sh $(FUZZ_SECONDS)

soak: release
	SDL_VIDEODRIVER=dummy $(SWIFT) run -c release switchyard-soak --frames $(SOAK_FRAMES) --draw-every 10 $(ARGS)

leaks: release
	@command -v valgrind >/dev/null 2>&1 || { echo "installing valgrind"; $(SUDO) apt-get update -qq && \
	  DEBIAN_FRONTEND=noninteractive $(SUDO) apt-get install -y -qq valgrind >/dev/null; }
	SWIFT=$(SWIFT) bash Tests/leaks/run.sh

sanitize: test-deps
	SDL_VIDEODRIVER=dummy LSAN_OPTIONS=suppressions=$(CURDIR)/Tests/leaks/lsan.supp \
	  $(SWIFT) test --sanitize=address --scratch-path .build/asan --no-parallel

lint:
	$(SWIFT) format lint -r Sources Tests Package.swift

format:
	$(SWIFT) format format -i -r Sources Tests Package.swift

clean:
	rm -rf .build
