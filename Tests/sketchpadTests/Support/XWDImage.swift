import Foundation
import SketchCore

/// Reads the X Window Dump format that `xwd` writes (x11-apps), for screenshots of a test
/// X server: a big-endian header of 25 32-bit fields, the window name, `ncolors` colour
/// entries of 12 bytes, then the pixels, rows `bytes_per_line` apart, each pixel
/// `bits_per_pixel / 8` bytes in the header's byte order, channels picked by the masks.
enum XWDImage {
    struct FormatError: Error, CustomStringConvertible {
        var description: String
    }

    /// Decodes a ZPixmap dump with 16, 24 or 32 bits a pixel (what X servers give for
    /// TrueColor and DirectColor visuals) into an opaque RGBA image.
    static func decode(_ data: Data) throws(FormatError) -> RasterImage {
        let bytes = [UInt8](data)
        func field(_ i: Int) -> Int {
            let o = i * 4
            return Int(bytes[o]) << 24 | Int(bytes[o + 1]) << 16 | Int(bytes[o + 2]) << 8 | Int(bytes[o + 3])
        }
        guard bytes.count >= 100 else { throw FormatError(description: "XWD: \(bytes.count) bytes is too short for a header") }
        let headerSize = field(0), version = field(1), format = field(2)
        let width = field(4), height = field(5), byteOrder = field(7)
        let bitsPerPixel = field(11), bytesPerLine = field(12)
        let masks = (red: field(14), green: field(15), blue: field(16))
        let colours = field(19)
        guard version == 7 else { throw FormatError(description: "XWD: file version \(version), expected 7") }
        guard format == 2 else { throw FormatError(description: "XWD: pixmap format \(format), expected ZPixmap (2)") }
        guard [16, 24, 32].contains(bitsPerPixel) else { throw FormatError(description: "XWD: \(bitsPerPixel) bits a pixel") }
        guard width > 0, height > 0, width <= 16384, height <= 16384 else {
            throw FormatError(description: "XWD: impossible size \(width)x\(height)")
        }
        let bytesPerPixel = bitsPerPixel / 8
        let start = headerSize + colours * 12
        guard bytesPerLine >= width * bytesPerPixel, start + bytesPerLine * (height - 1) + width * bytesPerPixel <= bytes.count else {
            throw FormatError(description: "XWD: \(bytes.count) bytes is too short for \(width)x\(height) at \(bitsPerPixel) bits")
        }
        func channel(_ value: Int, _ mask: Int) -> UInt8 {
            guard mask != 0 else { return 0 }
            let shift = mask.trailingZeroBitCount
            let maximum = mask >> shift
            return UInt8(((value & mask) >> shift) * 255 / maximum)
        }
        var pixels = [UInt8](repeating: 255, count: width * height * 4)
        for y in 0..<height {
            var o = start + y * bytesPerLine
            for x in 0..<width {
                var value = 0
                for b in 0..<bytesPerPixel {
                    let byte = Int(bytes[o + b])
                    value |= byteOrder == 0 ? byte << (8 * b) : byte << (8 * (bytesPerPixel - 1 - b))
                }
                let i = (y * width + x) * 4
                pixels[i] = channel(value, masks.red)
                pixels[i + 1] = channel(value, masks.green)
                pixels[i + 2] = channel(value, masks.blue)
                o += bytesPerPixel
            }
        }
        return RasterImage(width: width, height: height, pixels: pixels)
    }
}
