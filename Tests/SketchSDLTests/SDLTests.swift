import Testing

/// Every test that touches SDL lives under this suite: SDL is one global state and not
/// thread-safe, so these run one at a time (nested suites inherit `.serialized`).
@Suite(.serialized) struct SDLTests {}
