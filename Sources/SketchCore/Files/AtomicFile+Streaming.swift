extension AtomicFile {
    /// Stages a file whose bytes come from a producer that can fail for its own reasons
    /// (an encoder, a renderer): `produce` hands byte chunks to `emit`, in file order.
    ///
    /// A write failure is thrown as `WriteError` naming `path`; any other error `produce`
    /// throws is thrown as it is. Either way the temporary file is gone and `path` untouched.
    public static func stage(at path: String,
                             streaming produce: (_ emit: ([UInt8]) throws -> Void) throws -> Void) throws -> Staged {
        var failure: (any Error)?
        do {
            return try stage(at: path) { (sink: (UnsafeRawBufferPointer) throws(WriteError) -> Void) throws(WriteError) in
                do {
                    // `sink` outlives neither call; Swift cannot see that through two closures.
                    try withoutActuallyEscaping(sink) { sink in
                        try produce { bytes in try bytes.withUnsafeBytes { try sink($0) } }
                    }
                } catch let error as WriteError {
                    throw error
                } catch {
                    failure = error
                    throw WriteError(description: "\(error)")
                }
            }
        } catch {
            throw failure ?? error
        }
    }
}
