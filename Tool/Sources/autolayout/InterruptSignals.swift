import BatchLayout
import Dispatch
import Foundation

/// SIGINT and SIGTERM turned into a request to stop a job (`JobInterruption`) instead of killing
/// the process outright, so the job can leave its output cut at a whole chunk and say so.
/// Keep the value alive for as long as the job runs.
final class InterruptSignals {
    let interruption = JobInterruption()
    private var sources: [any DispatchSourceSignal] = []

    init() {
        for number in [SIGINT, SIGTERM] {
            // The default action would end the process before the handler runs.
            signal(number, SIG_IGN)
            let source = DispatchSource.makeSignalSource(signal: number, queue: .global())
            source.setEventHandler { [interruption] in interruption.raise(signal: number) }
            source.resume()
            sources.append(source)
        }
    }

    /// The shell's exit status for a process ended by `signal`: 128 + its number (130, 143).
    static func exitStatus(for signal: Int32) -> Int32 {
        128 + signal
    }

    /// `SIGINT`, `SIGTERM`.
    static func name(of signal: Int32) -> String {
        switch signal {
        case SIGINT: "SIGINT"
        case SIGTERM: "SIGTERM"
        default: "signal \(signal)"
        }
    }
}
