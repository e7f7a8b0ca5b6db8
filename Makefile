# Mosaic's two set-up commands: `make samples` renders every sample into Output/,
# `make test` runs the test suite. Both install what they need first.

SWIFT ?= swift

.PHONY: dependencies samples test bench record fuzz

dependencies:
	@scripts/install-dependencies.sh

samples: dependencies
	$(SWIFT) build -c release --product mosaic
	$(SWIFT) build -c release --product mosaic-swift-samples
	scripts/render-samples.sh

test: dependencies
	$(SWIFT) test

bench: dependencies
	$(SWIFT) run -c release mosaic-bench

# Records new reference pixel hashes (see README, "Pixel-hash tests").
record: dependencies
	MOSAIC_RECORD=1 $(SWIFT) test

# Builds both fuzz targets with libFuzzer and AddressSanitizer and runs each for
# FUZZ_SECONDS (see scripts/fuzz.sh); corpora grow in .build-fuzz/fuzz/.
FUZZ_SECONDS ?= 60
fuzz: dependencies
	scripts/fuzz.sh $(FUZZ_SECONDS)
