// swift-tools-version:6.0
import PackageDescription

let package = Package(
    name: "Sketchpad",
    products: [
        .executable(name: "sketchpad", targets: ["sketchpad"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.5.0"),
    ],
    targets: [
        // SDL2 and SDL2_image from the system (Debian: libsdl2-dev, libsdl2-image-dev).
        .systemLibrary(
            name: "CSDL2",
            pkgConfig: "sdl2",
            providers: [.apt(["libsdl2-dev", "libsdl2-image-dev"])]
        ),
        // zlib from the system (Debian: zlib1g-dev): deflate for the streaming PNG encoder.
        .systemLibrary(
            name: "CZlib",
            pkgConfig: "zlib",
            providers: [.apt(["zlib1g-dev"])]
        ),
        // Pure Swift: geometry, input, tracking, tessellation, formats. Imports no SDL;
        // zlib only for deflate (`Export/Deflater`).
        .target(name: "SketchCore", dependencies: ["CZlib"]),
        // Everything that calls SDL, kept thin.
        .target(name: "SketchSDL", dependencies: ["CSDL2", "SketchCore"]),
        .executableTarget(
            name: "sketchpad",
            dependencies: [
                "SketchCore", "SketchSDL",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ]
        ),
        .testTarget(name: "SketchCoreTests", dependencies: ["SketchCore"]),
        .testTarget(name: "SketchSDLTests", dependencies: ["SketchSDL", "SketchCore", "CSDL2"]),
        .testTarget(name: "sketchpadTests", dependencies: ["sketchpad", "SketchSDL", "SketchCore"]),
    ],
    swiftLanguageModes: [.v6]
)
