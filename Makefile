# Mosaic's two set-up commands: `make samples` renders every sample into Output/,
# `make test` runs the test suite. Both install what they need first.

SWIFT ?= swift

.PHONY: dependencies samples test bench bench-render bench-cli record

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

# Drawing and PNG encoding, paired against the C peer and the encoding floors; the scaling table.
bench-render: dependencies
	$(SWIFT) run -c release MosaicRenderBench

# The command-line tool: a process's fixed cost, `mosaic frames` on 100k cells, batch parallelism.
bench-cli: dependencies
	$(SWIFT) build -c release --product mosaic
	Benchmarks/cli.sh

# Records new reference pixel hashes (see README, "Pixel-hash tests").
record: dependencies
	MOSAIC_RECORD=1 $(SWIFT) test
