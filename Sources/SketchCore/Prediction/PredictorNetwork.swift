import Foundation

/// The predictor's network: one tanh layer plus a linear skip, weights from `PredictorWeights`.
enum PredictorNetwork {
    static let inputs = PredictorWeights.skip.count / 2
    static let hiddenCount = PredictorWeights.hiddenBias.count

    /// The two outputs for `input` (`inputs` values). O(inputs × hidden).
    static func evaluate(_ input: UnsafeBufferPointer<Double>) -> (Double, Double) {
        precondition(input.count == inputs)
        let w = PredictorWeights.hidden, v = PredictorWeights.output, s = PredictorWeights.skip
        var o0 = PredictorWeights.outputBias[0], o1 = PredictorWeights.outputBias[1]
        for i in 0..<inputs {
            o0 += s[i] * input[i]
            o1 += s[inputs + i] * input[i]
        }
        for h in 0..<hiddenCount {
            var z = PredictorWeights.hiddenBias[h]
            let row = h * inputs
            for i in 0..<inputs { z += w[row + i] * input[i] }
            let a = tanh(z)
            o0 += v[h] * a
            o1 += v[hiddenCount + h] * a
        }
        return (o0, o1)
    }
}
