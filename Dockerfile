# Builds Sketchpad and runs its tests headless (SDL's dummy driver, software renderer).
#   docker build -t sketchpad .
FROM swift:6.1-bookworm
RUN apt-get update \
 && DEBIAN_FRONTEND=noninteractive apt-get install -y --no-install-recommends libsdl2-dev libsdl2-image-dev pkg-config \
 && rm -rf /var/lib/apt/lists/*
WORKDIR /sketchpad
COPY Package.swift ./
COPY Sources ./Sources
COPY Tests ./Tests
COPY assets ./assets
RUN swift build -c release --product sketchpad && swift test
ENTRYPOINT [".build/release/sketchpad"]
