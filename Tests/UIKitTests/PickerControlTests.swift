import Foundation
import Testing
import UIKit

// Census-4 API (Datasets/uikit-cells, sample 4): UIDatePicker and UIPageControl state, with
// the defaults and rules of Apple's documentation: a date picker's mode is dateAndTime, its
// minute interval 1, kept only if it divides 60 evenly and is at most 30, its date the moment
// it was made; a page control has no pages and keeps its current page within the page count.

@MainActor
@Suite struct PickerControlTests {
    @Test func datePickerDefaultsAndMinuteInterval() {
        let before = Date()
        let picker = UIDatePicker()
        let after = Date()
        #expect(picker.datePickerMode == .dateAndTime)
        #expect(picker.preferredDatePickerStyle == .automatic)
        #expect(picker.date >= before && picker.date <= after)
        #expect(picker.minuteInterval == 1)
        picker.minuteInterval = 15
        #expect(picker.minuteInterval == 15)
        picker.minuteInterval = 7
        #expect(picker.minuteInterval == 1)
        picker.minuteInterval = 60
        #expect(picker.minuteInterval == 1)
        let later = Date(timeIntervalSince1970: 1_800_000_000)
        picker.setDate(later, animated: true)
        #expect(picker.date == later)
        picker.datePickerMode = .date
        picker.preferredDatePickerStyle = .wheels
        #expect(picker.datePickerMode == .date && picker.preferredDatePickerStyle == .wheels)
    }

    @Test func pageControlKeepsTheCurrentPageInRange() {
        let control = UIPageControl()
        #expect(control.numberOfPages == 0 && control.currentPage == 0)
        control.numberOfPages = 3
        control.currentPage = 2
        #expect(control.currentPage == 2)
        control.currentPage = 5
        #expect(control.currentPage == 2)
        control.currentPage = -1
        #expect(control.currentPage == 0)
        control.currentPage = 2
        control.numberOfPages = 2
        #expect(control.currentPage == 1)
        #expect(!control.hidesForSinglePage)
    }
}
