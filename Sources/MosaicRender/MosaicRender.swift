// MosaicRender: work in progress.
