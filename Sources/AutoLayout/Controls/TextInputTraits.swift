import Foundation

// UIKit's `UITextInputTraits` values, which text fields and text views keep for the keyboard
// they would bring up. No keyboard appears here and none changes a size.

/// UIKit's `UITextAutocorrectionType`.
public enum TextAutocorrectionType: Int, Hashable, Sendable {
    case `default` = 0, no, yes
}

/// UIKit's `UITextAutocapitalizationType`.
public enum TextAutocapitalizationType: Int, Hashable, Sendable {
    case none = 0, words, sentences, allCharacters
}

/// UIKit's `UIKeyboardType`.
public enum KeyboardType: Int, Hashable, Sendable {
    case `default` = 0, asciiCapable, numbersAndPunctuation, URL, numberPad, phonePad, namePhonePad,
         emailAddress, decimalPad, twitter, webSearch, asciiCapableNumberPad
}

/// UIKit's `UIReturnKeyType`.
public enum ReturnKeyType: Int, Hashable, Sendable {
    case `default` = 0, go, google, join, next, route, search, send, yahoo, done, emergencyCall, `continue`
}
