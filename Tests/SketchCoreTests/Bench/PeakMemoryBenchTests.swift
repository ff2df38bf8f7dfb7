import Testing
@testable import SketchCore

struct PeakMemoryBenchTests {
    @Test func highWaterMarkIsReadInMebibytes() {
        let status = "Name:\tswift\nVmPeak:\t  999999 kB\nVmHWM:\t   20480 kB\nVmRSS:\t   10240 kB\n"
        #expect(PeakMemory.highWaterMarkMB(status: status) == 20)
        #expect(PeakMemory.highWaterMarkMB(status: "Name:\tswift\n") == nil)
        #expect(PeakMemory.highWaterMarkMB(status: "VmHWM:\tlots kB\n") == nil)
    }

    @Test func residentMemoryIsPositiveOnLinux() {
        #if os(Linux)
        #expect(PeakMemory.residentMB() > 1)
        #else
        #expect(PeakMemory.residentMB() >= 0)
        #endif
    }
}
