/// A value of a document together with the key path that leads to it (`styles.hm.track.on`), so a
/// problem with it can name both its line:column and its key.
package struct LocatedNode: Sendable {
    package let node: JSONNode
    package let path: String

    package init(node: JSONNode, path: String) {
        self.node = node
        self.path = path
    }

    /// The path of `key` inside this value.
    package func path(_ key: String) -> String {
        path.isEmpty ? key : path + "." + key
    }

    /// The path of element `index` inside this array.
    package func path(index: Int) -> String {
        "\(path)[\(index)]"
    }
}
