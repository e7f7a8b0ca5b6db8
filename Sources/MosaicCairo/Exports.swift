// Color, TextStyle and CornerRadii live in the Cairo-free MosaicContent, which this module
// draws; `import MosaicCairo` keeps giving them.
@_exported import MosaicContent
