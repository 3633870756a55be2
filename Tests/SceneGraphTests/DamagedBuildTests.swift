import Testing

@testable import SceneGraph

/// A node that fills its frame, grown by `reach` points (its `visualOverflow`), in a colour that can change.
private final class Tile: Node {
    var color = Color(r: 200, g: 0, b: 0) {
        didSet { setNeedsDisplay() }
    }

    override func draw(into list: inout DrawList, rect: Rect, scale: Double) {
        let reach = visualOverflow * scale
        list.fill(rect.insetBy(dx: -reach, dy: -reach), radius: 3, color: color)
    }
}

/// A damaged build must hold, for every damage region, the same commands the whole list plays there, in
/// the same order, while building only what the regions touch.
@Suite struct DamagedBuildTests {
    /// The drawing commands of `list` that show in `region`, with the clip each is drawn in: those whose
    /// visible part (its rectangle within its clip), grown by the regions' margin, meets the region. A
    /// command whose visible part lies away from the region draws nothing there, whichever list holds it.
    private func played(_ list: DrawList, in region: Rect) -> [DrawCommand] {
        var clips: [Rect] = []
        var shown: [DrawCommand] = []
        for command in list.commands {
            switch command {
            case .pushClip(let rect):
                clips.append(rect)
            case .popClip:
                clips.removeLast()
            case .fill(let rect, _, _), .stroke(let rect, _, _, _), .image(_, _, let rect, _, _):
                let visible = clips.last.map { $0.intersection(rect) } ?? rect
                let margin = DamageRegions.margin
                if !visible.isEmpty, visible.insetBy(dx: -margin, dy: -margin).intersects(region) {
                    shown.append(command)
                    shown.append(.pushClip(clips.last ?? .zero))
                }
            default:
                break
            }
        }
        return shown
    }

    /// One damaged frame as the engine draws it: old areas, builds until the regions settle.
    private func damagedFrame(_ scene: Scene, _ list: inout DrawList) -> DamageRegions? {
        var regions = DamageRegions(bounds: Rect(origin: .zero, size: scene.size), density: 1)
        defer { scene.endDamagedFrame() }
        guard scene.beginDamagedFrame(into: &regions) else {
            scene.buildRetainedDrawList(into: &list)
            return nil
        }
        for _ in 0..<4 {
            let before = regions
            scene.buildDamagedDrawList(into: &list, regions: &regions)
            if regions.isFull { return nil }
            if regions == before { return regions }
        }
        scene.buildRetainedDrawList(into: &list)
        return nil
    }

    @Test func theFirstFrameIsWholeThenOnlyTheChangedTileIsBuilt() {
        let scene = Scene(size: Size(width: 1000, height: 1000))
        var tiles: [Tile] = []
        for index in 0..<100 {
            let origin = Point(x: Double(index % 10) * 100, y: Double(index / 10) * 100)
            let tile = Tile(frame: Rect(origin: origin, size: Size(width: 90, height: 40)))
            scene.root.addChild(tile)
            tiles.append(tile)
        }
        var list = DrawList()
        #expect(damagedFrame(scene, &list) == nil)
        #expect(list.commands.count == 100)
        tiles[42].color = Color(r: 0, g: 0, b: 255)
        let regions = damagedFrame(scene, &list)
        #expect(regions?.rects.count == 1)
        #expect(list.commands.count == 1, "only the changed tile: its neighbours are 10 points away")
        #expect(damagedFrame(scene, &list)?.isEmpty == true)
        #expect(list.commands.isEmpty)
    }

    @Test func aTileThatMovesAwayIsRedrawnWhereItWentAndWhatWasUnderItToo() {
        let scene = Scene(size: Size(width: 400, height: 300))
        let under = Tile(frame: Rect(x: 200, y: 100, width: 100, height: 100))
        let mover = Tile(frame: Rect(x: 10, y: 10, width: 40, height: 40))
        scene.root.addChild(under)
        scene.root.addChild(mover)
        var list = DrawList()
        _ = damagedFrame(scene, &list)
        mover.frame.origin = Point(x: 230, y: 130)
        let regions = damagedFrame(scene, &list)
        #expect(regions != nil)
        #expect(list.commands.count == 2, "the tile it now covers is drawn under it")
        let underneath = DrawCommand.fill(Rect(x: 200, y: 100, width: 100, height: 100), radius: 3, color: under.color)
        #expect(list.commands.first == underneath)
    }

    @Test(arguments: [1, 2, 3, 4, 5, 6] as [UInt64])
    func randomChangesBuildWhatAWholeListPlaysInEveryRegion(seed: UInt64) {
        var random = SplitMix64(seed: seed)
        let scene = Scene(size: Size(width: 600, height: 400))
        var containers: [Node] = []
        var tiles: [Tile] = []
        for c in 0..<4 {
            let container = c == 3 ? ScrollNode(frame: .zero) : Node(frame: .zero)
            container.frame = Rect(x: Double(c % 2) * 300, y: Double(c / 2) * 200, width: 290, height: 190)
            container.clipsToBounds = c % 2 == 1
            scene.root.addChild(container)
            containers.append(container)
            for _ in 0..<12 {
                let tile = Tile(
                    frame: Rect(x: random.unit(-20...260), y: random.unit(-20...170), width: 30, height: 20))
                container.addChild(tile)
                tiles.append(tile)
            }
        }
        var damaged = DrawList()
        var whole = DrawList()
        var partialFrames = 0
        for _ in 0..<300 {
            for _ in 0..<Int(random.next() % 4) {
                let tile = tiles[Int(random.next() % UInt64(tiles.count))]
                switch random.next() % 7 {
                case 0:
                    tile.color = Color(r: UInt8(random.next() % 256), g: 40, b: 90)
                case 1:
                    tile.frame.origin = Point(x: random.unit(-40...280), y: random.unit(-40...190))
                case 2:
                    tile.isHidden.toggle()
                case 3:
                    tile.visualOverflow = random.unit(0...6)
                case 4:
                    let container = containers[Int(random.next() % UInt64(containers.count))]
                    container.insertChild(tile, at: Int(random.next() % 13))
                case 5:
                    let container = containers[Int(random.next() % UInt64(containers.count))]
                    container.contentOffset = Point(x: random.unit(-15...15), y: random.unit(-15...15))
                default:
                    let container = containers[Int(random.next() % UInt64(containers.count))]
                    container.frame.origin.x += random.unit(-8...8)
                }
            }
            guard let regions = damagedFrame(scene, &damaged) else { continue }
            partialFrames += 1
            scene.buildDrawList(into: &whole)
            for region in regions.rects {
                #expect(played(damaged, in: region) == played(whole, in: region), "region \(region)")
            }
            #expect(damaged.commands.count <= whole.commands.count + 8)
        }
        #expect(partialFrames > 100)
    }
}
