import CSDL2
import Foundation
import SketchCore
import Testing
@testable import SketchSDL

extension SDLTests {
    /// Exports rendered in bands and tiles: the same pixels as one surface, and PNGs that
    /// libpng (through SDL_image) reads back exactly.
    @MainActor @Suite struct TiledExportTests {
        static let canvas = CanvasSize(width: 160, height: 120)

        /// Strokes across every seam: a thick diagonal, a translucent loop that crosses itself,
        /// a pressure-varying smoothed wave, and a dot on a band's edge.
        static func drawing() -> Drawing {
            func samples(_ n: Int, _ f: (Double) -> Point) -> [StrokeSample] {
                (0...n).map { i in StrokeSample(f(Double(i) / Double(n)), pressure: 0.3 + 0.7 * Double(i % 5) / 4, time: Double(i) / 60) }
            }
            let diagonal = Stroke(id: 1, style: StrokeStyle(color: .black, width: 9), samples: samples(20) { Point(5 + 150 * $0, 3 + 110 * $0) })
            let loop = Stroke(id: 2, style: StrokeStyle(color: RGBA(0, 0, 200, 128), width: 12, smoothing: .model, pressure: .none),
                              samples: samples(90) { Point(80 + 60 * sin(2 * .pi * $0), 60 + 40 * sin(4 * .pi * $0)) })
            let wave = Stroke(id: 3, style: StrokeStyle(color: RGBA(200, 30, 30, 255), width: 5, smoothing: .model),
                              samples: samples(60) { Point(10 + 140 * $0, 60 + 45 * sin(6 * .pi * $0)) })
            let dot = Stroke(id: 4, style: StrokeStyle(color: RGBA(20, 120, 20, 255), width: 7), samples: [StrokeSample(Point(40.5, 21))])
            return Drawing(strokes: [diagonal, loop, wave, dot])
        }

        @Test(arguments: [1, 2])
        func bandsOfSevenRowsAreByteIdenticalToOneSurface(scale: Int) throws {
            let single = try DrawingSnapshot.render(Self.drawing(), canvas: Self.canvas, scale: scale)
            let size = CanvasSize(width: Self.canvas.width * scale, height: Self.canvas.height * scale)
            let plan = try ExportPlan(size: size, budget: PixelBudget(), tilePixels: size.width * 7, "test")
            #expect(plan.bandRows == 7 && plan.bands.count >= 18)
            let renderer = try BandRenderer(Self.drawing(), canvas: Self.canvas, scale: scale)
            var pixels: [UInt8] = []
            for band in plan.bands { pixels += try renderer.render(band).pixels }
            #expect(pixels.count == single.pixels.count)
            #expect(pixels == single.pixels, "\(differences(pixels, single.pixels)) pixels differ")
            #expect(single.ink(x: 5 * scale, y: 3 * scale) > 100, "the drawing has ink where bands meet")
        }

        @Test func tilesOfOddSizesInBothDirectionsAreByteIdenticalToOneSurface() throws {
            let single = try DrawingSnapshot.render(Self.drawing(), canvas: Self.canvas)
            let renderer = try BandRenderer(Self.drawing(), canvas: Self.canvas)
            var pixels = [UInt8](repeating: 0, count: single.pixels.count)
            for y in stride(from: 0, to: Self.canvas.height, by: 23) {
                for x in stride(from: 0, to: Self.canvas.width, by: 37) {
                    let rect = PixelRect(x: x, y: y, width: min(37, Self.canvas.width - x), height: min(23, Self.canvas.height - y))
                    let tile = try renderer.render(rect)
                    for row in 0..<rect.height {
                        let from = row * rect.width * 4, to = ((rect.y + row) * Self.canvas.width + rect.x) * 4
                        pixels[to..<(to + rect.width * 4)] = tile.pixels[from..<(from + rect.width * 4)]
                    }
                }
            }
            #expect(pixels == single.pixels, "\(differences(pixels, single.pixels)) pixels differ")
        }

        @Test func aTiledPNGDecodesThroughLibpngToTheSinglePicture() throws {
            let folder = FileManager.default.temporaryDirectory.appendingPathComponent("tiled-\(UUID().uuidString)")
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            defer { try? FileManager.default.removeItem(at: folder) }
            let path = folder.appendingPathComponent("out.png").path
            let plan = try ExportPlan(size: Self.canvas, budget: PixelBudget(), tilePixels: Self.canvas.width * 10, "test")
            try TiledExport.stage(Self.drawing(), canvas: Self.canvas, plan: plan, at: path).commit()
            let single = try DrawingSnapshot.render(Self.drawing(), canvas: Self.canvas)
            #expect(try decode(path) == single)
            #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path) == ["out.png"])
        }

        @Test(arguments: [(1, 1), (3, 2), (257, 5), (64, 64)])
        func encodedNoiseAndGradientsDecodeThroughLibpngExactly(width: Int, height: Int) throws {
            var random = SeededRandom(seed: UInt64(width * 1000 + height))
            var pixels: [UInt8] = []
            for y in 0..<height {
                for x in 0..<width {
                    // Left half noise (every filter loses), right half gradients (Sub, Up, Paeth win).
                    pixels += x < width / 2 ? (0..<4).map { _ in UInt8(random.next() & 0xFF) }
                                            : [UInt8(x & 0xFF), UInt8(y & 0xFF), UInt8((x + y) & 0xFF), 255]
                }
            }
            let image = RasterImage(width: width, height: height, pixels: pixels)
            let encoder = try PNGEncoder(width: width, height: height)
            var bytes = encoder.start()
            try image.pixels.withUnsafeBufferPointer { try encoder.append($0) { bytes += $0 } }
            try encoder.finish { bytes += $0 }
            let path = FileManager.default.temporaryDirectory.appendingPathComponent("noise-\(UUID().uuidString).png").path
            defer { unlink(path) }
            try Data(bytes).write(to: URL(fileURLWithPath: path))
            #expect(try decode(path) == image)
        }

        /// Reads a PNG file through SDL_image (libpng) as RGBA.
        func decode(_ path: String) throws -> RasterImage {
            let loaded = try #require(IMG_Load(path), "\(String(cString: SDL_GetError()))")
            defer { SDL_FreeSurface(loaded) }
            let surface = try #require(SDL_ConvertSurfaceFormat(loaded, SDL_PIXELFORMAT_RGBA32.rawValue, 0))
            defer { SDL_FreeSurface(surface) }
            let w = Int(surface.pointee.w), h = Int(surface.pointee.h), pitch = Int(surface.pointee.pitch)
            let base = try #require(surface.pointee.pixels?.assumingMemoryBound(to: UInt8.self))
            var pixels: [UInt8] = []
            for y in 0..<h { pixels += UnsafeBufferPointer(start: base + y * pitch, count: w * 4) }
            return RasterImage(width: w, height: h, pixels: pixels)
        }

        func differences(_ a: [UInt8], _ b: [UInt8]) -> Int {
            guard a.count == b.count else { return -1 }
            return stride(from: 0, to: a.count, by: 4).filter { a[$0..<($0 + 4)] != b[$0..<($0 + 4)] }.count
        }
    }
}
