/// An RGBA image in memory, 8 bits a channel, rows top to bottom with no padding.
public struct RasterImage: Hashable, Sendable {
    public let width: Int
    public let height: Int
    /// `width * height * 4` bytes: R, G, B, A for each pixel.
    public var pixels: [UInt8]

    public init(width: Int, height: Int, pixels: [UInt8]) {
        precondition(pixels.count == width * height * 4, "pixel buffer size must match")
        self.width = width
        self.height = height
        self.pixels = pixels
    }

    /// The pixel at column `x`, row `y`, or nil outside the image.
    public subscript(x: Int, y: Int) -> RGBA? {
        guard x >= 0, y >= 0, x < width, y < height else { return nil }
        let i = (y * width + x) * 4
        return RGBA(pixels[i], pixels[i + 1], pixels[i + 2], pixels[i + 3])
    }

    /// How dark the pixel is: 0 for white, 255 for black (mean of 255 minus each channel).
    public func ink(x: Int, y: Int) -> Int {
        guard let p = self[x, y] else { return 0 }
        return (765 - Int(p.r) - Int(p.g) - Int(p.b)) / 3
    }
}
