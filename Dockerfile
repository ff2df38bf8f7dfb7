# Sketchpad in two stages: a Swift image builds the binary with the Swift standard library
# linked in; a slim Debian image runs it with SDL's runtime libraries only, as a non-root user,
# headless (replay, export and bench need no display: SDL's dummy driver, software renderer).
#
#   docker build -t sketchpad .
#   docker run --rm -v "$PWD:/work" -w /work sketchpad replay assets/scripts/ten-fingers.jsonl -o ten.png --no-ui
#   docker run --rm -v "$PWD:/work" -w /work sketchpad export drawing.sketch -o drawing.svg
#   docker run --rm sketchpad bench --seconds 5
#   docker build --target test .      # the test suite, on the build stage
FROM swift:6.1-bookworm AS build
RUN apt-get update \
 && DEBIAN_FRONTEND=noninteractive apt-get install -y --no-install-recommends libsdl2-dev libsdl2-image-dev zlib1g-dev pkg-config \
 && rm -rf /var/lib/apt/lists/*
WORKDIR /src
COPY Package.swift ./
COPY Sources ./Sources
COPY Tests ./Tests
COPY assets ./assets
COPY docs ./docs
RUN swift build -c release --static-swift-stdlib --product sketchpad \
 && install -Dm755 -s "$(swift build -c release --static-swift-stdlib --show-bin-path)/sketchpad" /out/sketchpad

FROM build AS test
RUN swift test

# What `ldd` lists for the static binary, besides glibc: SDL2, SDL2_image (and what they pull
# in), libstdc++ and libgcc_s; no libswift*, no Foundation.
FROM debian:bookworm-slim AS runtime
RUN apt-get update \
 && DEBIAN_FRONTEND=noninteractive apt-get install -y --no-install-recommends libsdl2-2.0-0 libsdl2-image-2.0-0 zlib1g libstdc++6 \
 && rm -rf /var/lib/apt/lists/* \
 && useradd --create-home --uid 10001 --user-group sketchpad
COPY --from=build /out/sketchpad /usr/local/bin/sketchpad
USER sketchpad
WORKDIR /home/sketchpad
ENTRYPOINT ["/usr/local/bin/sketchpad"]
CMD ["--help"]
