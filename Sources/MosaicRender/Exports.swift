// What a scene shows (Canvas, Device, LayoutContent, colours, text styles) lives in the
// Cairo-free MosaicContent; `import MosaicRender` keeps giving it, as it did before it moved.
@_exported import MosaicContent
