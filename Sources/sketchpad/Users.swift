import ArgumentParser

/// The `--users` option: a number of people with zones, or one person per touch device.
enum Users: Hashable, ExpressibleByArgument, CustomStringConvertible {
    case count(Int)
    case devices

    init?(argument: String) {
        if argument.lowercased() == "devices" {
            self = .devices
        } else if let n = Int(argument) {
            self = .count(n)
        } else {
            return nil
        }
    }

    var description: String {
        switch self {
        case .count(let n): "\(n)"
        case .devices: "devices"
        }
    }

    var defaultValueDescription: String { description }
}
