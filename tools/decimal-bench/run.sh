#!/bin/sh
# Release build and run of the decimal-parser benchmark (see main.swift); about a minute.
set -e
root=$(cd "$(dirname "$0")/../.." && pwd)
json="$root/Sources/SketchCore/Document/JSON"
out=$(mktemp -d)
swiftc -O "$root/tools/decimal-bench/main.swift" "$json/DecimalToDouble.swift" "$json/PowersOfFive.swift" -o "$out/decimal-bench"
"$out/decimal-bench"
rm -rf "$out"
