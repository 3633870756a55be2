import SceneGraph

/// A shape mask in one colour: the pair a pre-coloured texture is made and looked up for.
struct ColoredMaskKey: Hashable {
    let mask: ShapeMaskKey
    let color: Color
}
