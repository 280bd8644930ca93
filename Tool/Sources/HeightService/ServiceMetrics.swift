import BatchLayout
import Prometheus
import Synchronization

/// The service's Prometheus metrics (`GET /metrics`), in a registry of the service's own, so
/// that two services in one process never share counts and nothing global is bootstrapped.
final class ServiceMetrics: Sendable {
    let registry = PrometheusCollectorRegistry()
    private let rows: Counter
    private let rowErrors: Counter
    private let engineHits: Counter
    private let engineMisses: Counter
    private let templates: Gauge
    private let engines: Gauge
    private let engineEvictions: Gauge

    /// Request latencies from 0.25 ms to 10 s: the service is meant for a request's budget of a
    /// few milliseconds, and the deadline ends anything past its limit.
    static let latencyBuckets: [Duration] = [
        .microseconds(250), .microseconds(500), .milliseconds(1), .milliseconds(2), .milliseconds(5), .milliseconds(10),
        .milliseconds(25), .milliseconds(50), .milliseconds(100), .milliseconds(250), .milliseconds(500), .seconds(1),
        .milliseconds(2_500), .seconds(5), .seconds(10),
    ]

    init() {
        rows = registry.makeCounter(descriptor: Self.name("rows", "total", "Rows answered by heights requests."))
        rowErrors = registry.makeCounter(descriptor: Self.name("row_errors", "total", "Results that are a row's error (one per row and width)."))
        engineHits = registry.makeCounter(descriptor: Self.name("engine_cache_hits", "total", "Heights requests that found their engine warm."))
        engineMisses = registry.makeCounter(descriptor: Self.name("engine_cache_misses", "total", "Heights requests that had to make an engine."))
        templates = registry.makeGauge(descriptor: Self.name("templates", "", "Registered templates."))
        engines = registry.makeGauge(descriptor: Self.name("engines", "", "Warm engines held."))
        engineEvictions = registry.makeGauge(descriptor: Self.name("engine_evictions", "", "Engines dropped so far (least recently used, or past the variant bound)."))
    }

    /// `autolayout_NAME_UNIT`.
    private static func name(_ metric: String, _ unit: String, _ help: String) -> MetricNameDescriptor {
        MetricNameDescriptor(namespace: "autolayout", metricName: metric, unitName: unit, helpText: help)
    }

    func recordRequest(route: String, status: Int, duration: Duration) {
        registry.makeCounter(descriptor: Self.name("requests", "total", "HTTP requests by route and status."),
                             labels: [("route", route), ("status", String(status))]).increment()
        registry.makeDurationHistogram(descriptor: Self.name("request_duration", "seconds", "Time from a request's head to its response, by route."),
                                       labels: [("route", route)], buckets: Self.latencyBuckets)
            .record(duration)
    }

    func recordRows(_ count: Int, errors: Int) {
        rows.increment(by: Int64(count))
        rowErrors.increment(by: Int64(errors))
    }

    /// Text measurements by how the warm engines' caches served them (`cache` = hit, miss, or
    /// uncached for texts too long to keep): the hit rate shows the caches staying warm.
    func recordMeasurements(_ counts: MeasurementCounts) {
        for (label, count) in [("hit", counts.hits), ("miss", counts.misses), ("uncached", counts.uncached)] where count > 0 {
            registry.makeCounter(descriptor: Self.name("text_measurements", "total", "Text measurements by how the measurement caches served them."),
                                 labels: [("cache", label)]).increment(by: Int64(count))
        }
    }

    func recordEngineLookup(_ outcome: EngineCache.Outcome) {
        switch outcome {
        case .hit: engineHits.increment()
        case .miss: engineMisses.increment()
        }
    }

    /// The exposition text, with the gauges read at this moment.
    func exposition(templates templateCount: Int, engines cache: EngineCache) -> [UInt8] {
        templates.set(Double(templateCount))
        engines.set(Double(cache.count))
        engineEvictions.set(Double(cache.evictions))
        return registry.emitToBuffer()
    }
}
