# Mosaic's two set-up commands: `make samples` renders every sample into Output/,
# `make test` runs the test suite. Both install what they need first.

SWIFT ?= swift
# x86_64 release builds target Nehalem (SSE4.1, the x86-64-v2 baseline): `rounded()` is one instruction, with the same arithmetic.
X86_64_TUNING = $(if $(filter x86_64,$(shell uname -m)),-Xswiftc -target-cpu -Xswiftc nehalem)
# Release flags, one line each:
#   --static-swift-stdlib    the Swift runtime and Foundation linked in, so a process starts without binding their symbols;
#   $(X86_64_TUNING)         as above; every release target uses the same flags, so none rebuilds another's modules;
#   --disable-local-rpath    no $ORIGIN run path: the loader never loads a library dropped beside the binary.
RELEASE = -c release --static-swift-stdlib $(X86_64_TUNING) --disable-local-rpath

.PHONY: dependencies samples install test docs format lint bench bench-render bench-cli record check-dependent fuzz

dependencies:
	@scripts/install-dependencies.sh

samples: dependencies
	$(SWIFT) build $(RELEASE) --product mosaic
	$(SWIFT) build $(RELEASE) --product mosaic-swift-samples
	scripts/render-samples.sh

# Installs the `mosaic` executable into $(PREFIX)/bin (DESTDIR for staging). The binary carries the
# Swift runtime; on another machine it needs only `scripts/install-dependencies.sh --runtime`.
PREFIX ?= /usr/local
install: dependencies
	$(SWIFT) build $(RELEASE) --product mosaic
	install -d "$(DESTDIR)$(PREFIX)/bin"
	install -m 755 "$$($(SWIFT) build $(RELEASE) --show-bin-path)/mosaic" "$(DESTDIR)$(PREFIX)/bin/mosaic"

# The snapshot-testing example (a separate package) first, so that the last test
# summary is the main suite's.
test: dependencies
	cd Samples/SnapshotTestingExample && $(SWIFT) test
	$(SWIFT) test

# DocC archives of the library modules in .build/docs/; fails on any DocC warning.
docs: dependencies
	scripts/build-docs.sh

# swift-format with the repository's .swift-format: `format` rewrites files in place, `lint`
# fails on anything `format` would change or a rule it cannot fix.
FORMATTED = Package.swift Sources Tests Samples Benchmarks
format:
	$(SWIFT) format format --in-place --parallel --recursive $(FORMATTED)
lint:
	$(SWIFT) format lint --strict --parallel --recursive $(FORMATTED)

# `swift run` takes no --static-swift-stdlib, so the engine benchmark is built, then run.
bench: dependencies
	$(SWIFT) build $(RELEASE) --product mosaic-bench
	"$$($(SWIFT) build $(RELEASE) --show-bin-path)/mosaic-bench"

# Drawing and PNG encoding, paired against the C peer and the encoding floors; the scaling table.
# On one core, so that both sides of a pair run on the same one (on a VM the cores' speeds
# differ from minute to minute); taskset comes with util-linux.
PIN_ONE_CORE = $(if $(shell command -v taskset),taskset -c 0)
bench-render: dependencies
	$(SWIFT) build $(RELEASE) --product MosaicRenderBench
	$(PIN_ONE_CORE) "$$($(SWIFT) build $(RELEASE) --show-bin-path)/MosaicRenderBench"
	"$$($(SWIFT) build $(RELEASE) --show-bin-path)/MosaicRenderBench" strips

# The command-line tool: a process's fixed cost, `mosaic frames` on 100k cells, batch parallelism.
bench-cli: dependencies
	$(SWIFT) build $(RELEASE) --product mosaic
	$(SWIFT) build $(RELEASE) --product mosaic-bench
	Benchmarks/cli.sh

# Records every snapshot reference anew (see CONTRIBUTING.md, "Reference images").
# In record mode every snapshot assertion reports that it recorded, so both runs exit with a
# failure; the leading '-' lets the main suite record after the example package.
record: dependencies
	-cd Samples/SnapshotTestingExample && SNAPSHOT_TESTING_RECORD=all $(SWIFT) test
	SNAPSHOT_TESTING_RECORD=all $(SWIFT) test

# Builds Samples/PastedScreens, a package depending on Mosaic, and fails on any warning.
check-dependent: dependencies
	scripts/check-dependent-package.sh

# Builds both fuzz targets with libFuzzer and AddressSanitizer and runs each for
# FUZZ_SECONDS (see scripts/fuzz.sh); corpora grow in .build-fuzz/fuzz/.
FUZZ_SECONDS ?= 60
fuzz: dependencies
	scripts/fuzz.sh $(FUZZ_SECONDS)
