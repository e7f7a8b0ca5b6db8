print("mosaic: work in progress")
