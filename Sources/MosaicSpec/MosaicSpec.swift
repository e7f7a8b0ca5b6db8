// MosaicSpec: work in progress.
