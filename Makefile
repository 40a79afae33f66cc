# Larder: `make run` sets up and runs Larder on its defaults; `make test` runs every test.
SWIFT ?= swift
DEMO ?= $(CURDIR)/demo
SAMPLES := $(sort $(wildcard TestReceipts/*.jpg TestReceipts/*.png))

# Tesseract's OpenMP threads fight each other on small machines; one per process is several times faster.
export OMP_THREAD_LIMIT ?= 1

# `make install`: where things go. DESTDIR stages a package; PREFIX is where the binary lives.
PREFIX ?= /usr/local
DESTDIR ?=
SYSCONFDIR ?= /etc
UNITDIR ?= $(SYSCONFDIR)/systemd/system
SYSUSERSDIR ?= $(PREFIX)/lib/sysusers.d
BINARY ?= .build/release/larder

.PHONY: deps build run test test-llm bench clean install check-unit

deps:
	@scripts/install-deps.sh

build: deps
	$(SWIFT) build -c release --product larder

# Starts the daemon on a fresh demo data folder, drops the sample receipts into its inbox, shows them land, stops it.
run: build
	@DEMO=$(DEMO) scripts/demo-daemon.sh $(SAMPLES)

# A suite that has not finished within the hour is stopped, after showing where every thread of it waits
# (gdb's backtraces: gdb is installed for the tests only).
# The web app's checks need Chromium's driver and two Python helpers (schemathesis, selenium) in a venv of
# their own under .build (see docs/testing.md).
test: deps check-unit
	@scripts/install-deps.sh gdb chromium-driver
	@scripts/install-test-python.sh
	scripts/run-with-watchdog.sh 60 $(SWIFT) test

# The openai backend against a real server: llama-cpp-python with SmolLM2-135M on loopback (see docs/testing.md):
# the extraction calls, and `larder process` with a long call time limit and a short reply limit.
test-llm: deps
	$(SWIFT) build --build-tests
	scripts/llm-test-server.sh $(SWIFT) test --skip-build --filter "RealServerExtractionTests|RealOpenAIServerTests"

# Measured on ../shared/datasets and TestReceipts/, each against a baseline taken in the same run
# (the tesseract CLI on the same images); see docs/benchmarks.md. `web` loads the daemon's web app with wrk.
bench: deps
	@scripts/install-deps.sh wrk python3-pil
	$(SWIFT) build -c release --product larder-bench
	$(SWIFT) build -c release --product larder
	.build/release/larder-bench ocr
	.build/release/larder-bench ocr --dataset ../shared/datasets/german-dev
	.build/release/larder-bench ocr-process
	.build/release/larder-bench ocr-process --dataset ../shared/datasets/german-dev
	.build/release/larder-bench extraction
	.build/release/larder-bench photos
	.build/release/larder-bench items
	.build/release/larder-bench items --set german-dev
	.build/release/larder-bench items --set german-dev --ocr textract
	.build/release/larder-bench daemon
	.build/release/larder-bench reprocess
	.build/release/larder-bench foods
	.build/release/larder-bench web

# Installs what `make build` made (run that first, as yourself): the binary, the systemd unit (its
# paths rewritten for PREFIX), the service user, the README, and the example configuration unless one
# is already there. Enabling the service is left to the administrator (see README).
install:
	@test -x $(BINARY) || { echo "$(BINARY) is missing: run 'make build' first (as yourself, not root)"; exit 1; }
	install -D -m 0755 $(BINARY) $(DESTDIR)$(PREFIX)/bin/larder
	install -d -m 0755 $(DESTDIR)$(UNITDIR)
	sed -e 's|/usr/local/bin/larder|$(PREFIX)/bin/larder|' \
		-e 's|/usr/local/share/doc/larder|$(PREFIX)/share/doc/larder|' \
		-e 's|/etc/larder|$(SYSCONFDIR)/larder|g' \
		systemd/larder.service > $(DESTDIR)$(UNITDIR)/larder.service
	chmod 0644 $(DESTDIR)$(UNITDIR)/larder.service
	install -D -m 0644 systemd/larder.sysusers $(DESTDIR)$(SYSUSERSDIR)/larder.conf
	install -D -m 0644 README.md $(DESTDIR)$(PREFIX)/share/doc/larder/README.md
	install -d -m 0755 $(DESTDIR)$(PREFIX)/share/doc/larder/docs
	install -m 0644 docs/*.md $(DESTDIR)$(PREFIX)/share/doc/larder/docs/
	install -d -m 0755 $(DESTDIR)$(SYSCONFDIR)/larder
	@if [ -e $(DESTDIR)$(SYSCONFDIR)/larder/larder.toml ]; then \
		echo "kept the existing $(DESTDIR)$(SYSCONFDIR)/larder/larder.toml"; \
	elif [ -f Config/larder.toml ]; then \
		install -m 0644 Config/larder.toml $(DESTDIR)$(SYSCONFDIR)/larder/larder.toml; \
	fi
	@if [ -z "$(DESTDIR)" ] && command -v systemd-sysusers >/dev/null; then \
		systemd-sysusers $(SYSUSERSDIR)/larder.conf; \
	fi
	@echo "Installed. Start it with: systemctl daemon-reload && systemctl enable --now larder"

# The unit must stay well sandboxed: systemd-analyze rates exposure 0-10 and 2.0 is the ceiling.
check-unit:
	@scripts/install-deps.sh systemd || echo "could not install systemd (systemd-analyze); the unit is not checked"
	@if command -v systemd-analyze >/dev/null; then \
		out=$$(systemd-analyze security --offline=yes --threshold=20 systemd/larder.service); status=$$?; \
		echo "$$out" | tail -1; exit $$status; \
	else \
		echo "systemd-analyze is missing (apt-get install systemd); unit not checked"; \
	fi

clean:
	rm -rf .build $(DEMO)
