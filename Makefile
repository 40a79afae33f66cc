# Larder: `make run` sets up and runs Larder on its defaults; `make test` runs every test.
SWIFT ?= swift
DEMO ?= $(CURDIR)/demo
SAMPLES := $(sort $(wildcard TestReceipts/*.jpg TestReceipts/*.png))

# Tesseract's OpenMP threads fight each other on small machines; one per process is several times faster.
export OMP_THREAD_LIMIT ?= 1

.PHONY: deps build run test bench clean

deps:
	@scripts/install-deps.sh

build: deps
	$(SWIFT) build -c release --product larder

# Starts the daemon on a fresh demo data folder, drops the sample receipts into its inbox, shows them land, stops it.
run: build
	@DEMO=$(DEMO) scripts/demo-daemon.sh $(SAMPLES)

test: deps
	$(SWIFT) test

# OCR and extraction measured on ../shared/datasets against the tesseract CLI in the same run.
bench: deps
	$(SWIFT) build -c release --product larder-bench
	.build/release/larder-bench ocr
	.build/release/larder-bench extraction

clean:
	rm -rf .build $(DEMO)
