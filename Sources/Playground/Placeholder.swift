import SDLKit
public enum PlaygroundPlaceholder { public static func main(_ args: [String]) -> Int32 { 0 } }
