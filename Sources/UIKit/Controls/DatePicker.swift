import AutoLayout
import Foundation

/// UIKit's `UIDatePicker`: its mode, style and date state, as cells that hold one set them.
/// Its drawn size (which varies with style, mode, locale and release) is not measured yet, so it
/// has no intrinsic size here: give it size constraints, or pin it in a cell that has a height.
open class DatePicker: Control {
    /// UIKit's `UIDatePicker.Mode`.
    public enum Mode: Int, Hashable, Sendable {
        case time = 0, date, dateAndTime, countDownTimer, yearAndMonth
    }

    /// UIKit's default mode (Apple's documentation of `datePickerMode`).
    public var datePickerMode: Mode = .dateAndTime
    /// Stored; which style `automatic` resolves to is not modelled (no size depends on it here).
    public var preferredDatePickerStyle: DatePickerStyle = .automatic
    /// The date shown, the creation date by default (Apple's documentation of `date`).
    public var date = Date()
    public var minimumDate: Date?
    public var maximumDate: Date?
    public var locale: Locale?
    public var calendar: Calendar = .current
    public var timeZone: TimeZone?
    public var countDownDuration: TimeInterval = 0
    public var roundsToMinuteInterval = true

    /// Minutes between selectable times, 1 to 30; a value that does not divide 60 evenly falls
    /// back to the default, 1 (Apple's documentation of `minuteInterval`).
    public var minuteInterval: Int {
        get { storedMinuteInterval }
        set { storedMinuteInterval = (1...30).contains(newValue) && 60 % newValue == 0 ? newValue : 1 }
    }

    private var storedMinuteInterval = 1

    /// UIKit's `setDate(_:animated:)`; nothing animates here.
    public func setDate(_ date: Date, animated: Bool) { self.date = date }

    open override var typeNameForDescriptions: String { "UIDatePicker" }
}

/// UIKit's `UIDatePickerStyle` (iOS 13.4).
public enum DatePickerStyle: Int, Hashable, Sendable {
    case automatic = 0, wheels, compact, inline
}
