import JSONKit

/// A value of the theme together with the key path that leads to it (`styles.hm.track.on`).
struct Located {
    let node: JSONNode
    let path: String

    /// The path of `key` inside this value.
    func path(_ key: String) -> String {
        path.isEmpty ? key : path + "." + key
    }

    /// The path of element `index` inside this array.
    func path(index: Int) -> String {
        "\(path)[\(index)]"
    }
}
