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

# Until the daemon exists: read the sample receipts into a fresh demo database and print the trips.
run: build
	@rm -f $(DEMO)/larder.sqlite $(DEMO)/larder.sqlite-wal $(DEMO)/larder.sqlite-shm
	.build/release/larder process --db $(DEMO)/larder.sqlite $(SAMPLES)
	@echo
	@echo "Stored in $(DEMO)/larder.sqlite. Try: .build/release/larder process --json --db $(DEMO)/larder.sqlite FILE"

test: deps
	$(SWIFT) test

# OCR and extraction measured on ../shared/datasets against the tesseract CLI in the same run.
bench: deps
	$(SWIFT) build -c release --product larder-bench
	.build/release/larder-bench ocr
	.build/release/larder-bench extraction

clean:
	rm -rf .build $(DEMO)
