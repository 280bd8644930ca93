import AutoLayout
import TextMeasurement

/// What a height service runs with: where it listens, how it measures text, and the limits that
/// keep one request or one client from taking the whole server.
public struct HeightServiceConfiguration: Sendable {
    public var host: String
    /// 0 picks a free port (the service says which once it listens).
    public var port: Int
    /// Measures every label of every template: the fonts registered at start-up and the user's
    /// content size category. Part of every template's id.
    public var measurer: TextMeasurer
    /// The device templates are converted for and whose width and scale are the defaults, or nil
    /// for each document's own.
    public var device: Device?
    public var limits: HeightServiceLimits

    public init(host: String = "127.0.0.1", port: Int = 8080, measurer: TextMeasurer, device: Device? = nil,
                limits: HeightServiceLimits = HeightServiceLimits()) {
        self.host = host
        self.port = port
        self.measurer = measurer
        self.device = device
        self.limits = limits
    }
}

/// The bounds of a height service, each answered with a status rather than a crash when passed
/// (README, "Heights as a service").
public struct HeightServiceLimits: Sendable {
    /// A request body longer than this is refused with 413.
    public var maximumBodyBytes = 8 << 20
    /// A heights request with more rows than this is refused with 413.
    public var maximumRowsPerRequest = 10_000
    /// A heights request not answered within this many milliseconds gets 503, naming the rows
    /// it did not reach.
    public var deadlineMilliseconds = 10_000
    /// Registered templates; registering one more is refused with 507.
    public var maximumTemplates = 256
    /// Warm engines kept (one per template and set of widths, scale, separator and frames); the
    /// least recently used goes first.
    public var maximumEngines = 64
    /// Compiled variants one warm engine may hold before it is dropped and started afresh, so an
    /// engine that meets ever new row structures cannot grow without bound.
    public var maximumVariantsPerEngine = 2_048
    /// Rows laid out between two looks at the deadline (and two chances for other requests to
    /// run on the thread).
    public var rowsPerSlice = 128
    /// A connection that sends nothing whole (no request head, no body part) for this many
    /// seconds is closed: an idle keep-alive connection, or a client that trickles its request
    /// a byte at a time (slowloris).
    public var idleTimeoutSeconds = 30
    /// After SIGTERM, how long requests in flight may take to finish before the server closes
    /// what is left and exits, so that a slow client cannot hold a shutdown.
    public var shutdownGraceSeconds = 10

    public init() {}
}
