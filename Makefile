# Mosaic's two set-up commands: `make samples` renders every sample into Output/,
# `make test` runs the test suite. Both install what they need first.

SWIFT ?= swift
# Release builds link the Swift runtime and Foundation into each executable: a `mosaic`
# process then starts in about 8 ms instead of 14 (`mosaic --version`, perf stat), because the
# dynamic loader no longer binds some 14,000 symbols across 57 libraries; the binary is larger
# (88 MB, 63 MB stripped). On x86_64 they are compiled for Nehalem (SSE4.1, 2008: every x86_64
# CPU since, and the x86-64-v2 baseline of current distributions), so `rounded()` is one `roundsd`
# instead of a call into libm: materialising a 100k grid's cells takes 0.79 of the time and solving
# is unchanged (Benchmarks/compare-builds.sh), with byte-identical output (no FMA: the same
# arithmetic). Every release target uses the same flags, so none rebuilds another's modules.
X86_64_TUNING = $(if $(filter x86_64,$(shell uname -m)),-Xswiftc -target-cpu -Xswiftc nehalem)
# Executables are linked at a fixed address (not position-independent): the loader no longer
# applies the binary's 81,000 relative relocations, and copies none of the pages they write, at
# every start. `mosaic --version` takes 7.0 instead of 8.0 ms (perf stat -r 40, three times in turn).
# The cost is that the executable's own code is not moved by address-space randomisation (the
# libraries it loads still are); Mosaic reads only layout files and images its user gives it.
# They carry no run path ($ORIGIN, which SwiftPM adds by default): with the Swift libraries linked
# in, every library they load is a system one, and the loader no longer looks for the ones they
# name in the executable's folder first (26 failed opens a start, strace), nor loads one put there.
RELEASE = -c release --static-swift-stdlib $(X86_64_TUNING) -Xlinker -no-pie --disable-local-rpath

.PHONY: dependencies samples test bench bench-render bench-cli record check-dependent fuzz

dependencies:
	@scripts/install-dependencies.sh

samples: dependencies
	$(SWIFT) build $(RELEASE) --product mosaic
	$(SWIFT) build $(RELEASE) --product mosaic-swift-samples
	scripts/render-samples.sh

# The snapshot-testing example (a separate package) first, so that the last test
# summary is the main suite's.
test: dependencies
	cd Samples/SnapshotTestingExample && $(SWIFT) test
	$(SWIFT) test

bench: dependencies
	$(SWIFT) run $(RELEASE) mosaic-bench

# Drawing and PNG encoding, paired against the C peer and the encoding floors; the scaling table.
# On one core, so that both sides of a pair run on the same one (on a VM the cores' speeds
# differ from minute to minute); taskset comes with util-linux.
PIN_ONE_CORE = $(if $(shell command -v taskset),taskset -c 0)
bench-render: dependencies
	$(SWIFT) build $(RELEASE) --product MosaicRenderBench
	$(PIN_ONE_CORE) "$$($(SWIFT) build $(RELEASE) --show-bin-path)/MosaicRenderBench"

# The command-line tool: a process's fixed cost, `mosaic frames` on 100k cells, batch parallelism.
bench-cli: dependencies
	$(SWIFT) build $(RELEASE) --product mosaic
	$(SWIFT) build $(RELEASE) --product mosaic-bench
	Benchmarks/cli.sh

# Records new reference pixel hashes (see README, "Pixel-hash tests").
record: dependencies
	SNAPSHOT_TESTING_RECORD=all $(SWIFT) test

# Builds Samples/PastedScreens, a package depending on Mosaic, and fails on any warning.
check-dependent: dependencies
	scripts/check-dependent-package.sh

# Builds both fuzz targets with libFuzzer and AddressSanitizer and runs each for
# FUZZ_SECONDS (see scripts/fuzz.sh); corpora grow in .build-fuzz/fuzz/.
FUZZ_SECONDS ?= 60
fuzz: dependencies
	scripts/fuzz.sh $(FUZZ_SECONDS)
