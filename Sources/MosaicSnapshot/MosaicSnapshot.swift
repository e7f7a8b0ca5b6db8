// Pixel hashes, tolerant pixel diffs and reference files for pixel tests (stage 2).
import MosaicCairo
