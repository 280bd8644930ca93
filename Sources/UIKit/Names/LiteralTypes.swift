/// The types Swift gives `#colorLiteral` and `#imageLiteral` when nothing else types them, as
/// UIKit's overlay declares them: `#colorLiteral(...).cgColor` is a `UIColor`'s `cgColor`.
public typealias _ColorLiteralType = UIColor
public typealias _ImageLiteralType = UIImage
