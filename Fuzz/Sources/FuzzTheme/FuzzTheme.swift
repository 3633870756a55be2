import SceneGraph
import Themes

private let workspace = FuzzWorkspace.make()

/// libFuzzer's entry: any bytes as a theme file in a folder with the shipped images. Loading must never
/// trap; a failure must carry at least one diagnostic, each with a place; a theme that loads must give
/// switches whose drawing (at rest, pressed and mid-drag) has only finite geometry.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzTheme(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let bytes = Array(UnsafeBufferPointer(start: data, count: size))
    switch ThemeLoader.load(contents: bytes, file: workspace.themeFile, language: "de", assets: FuzzAssets()) {
    case .failure(let errors):
        precondition(!errors.diagnostics.isEmpty, "a failure without a diagnostic")
        precondition(errors.diagnostics.allSatisfy { $0.line >= 1 && ($0.column ?? 0) >= 1 }, "\(errors)")
    case .success(let theme):
        drawEverySwitch(of: theme)
    }
    return 0
}

/// Puts every switch of `theme` in a scene, presses and drags the first, and checks each frame's geometry.
private func drawEverySwitch(of theme: Theme) {
    let scene = Scene(size: Size(width: 800, height: 600))
    let metrics = FuzzMetrics()
    var nodes: [SwitchNode] = []
    for spec in theme.switches.prefix(16) {
        let node = SwitchNode(id: spec.id, style: spec.style, resources: metrics, isOn: spec.isOn)
        scene.root.addChild(node)
        nodes.append(node)
    }
    var list = DrawList()
    checkFinite(scene, &list)
    guard let first = nodes.first else { return }
    let center = Point(x: first.frame.midX, y: first.frame.midY)
    scene.handle(.pointerDown(.mouse, center, .primary))
    scene.advance(to: 0.05)
    checkFinite(scene, &list)
    scene.handle(.pointerMove(.mouse, Point(x: center.x + first.frame.width / 3, y: center.y)))
    scene.advance(to: 0.1)
    checkFinite(scene, &list)
    scene.handle(.pointerUp(.mouse, Point(x: center.x + first.frame.width / 3, y: center.y), .primary))
    scene.advance(to: 0.2)
    checkFinite(scene, &list)
}

private func checkFinite(_ scene: Scene, _ list: inout DrawList) {
    scene.buildDrawList(into: &list)
    for command in list.commands {
        precondition(command.hasFiniteGeometry, "non-finite geometry: \(command)")
    }
}
