import Foundation
import Glibc
import SceneGraph
import TestSupport
import Testing

@testable import SwitchYardKit

/// FIFOs, sockets and devices where the theme or its images should be: a clear failure each time, and
/// neither the main loop nor the watcher ever blocks on one.
@Suite(.serialized) struct HotReloadSpecialFileTests {
    @Test func aFIFOAsTheThemeAtStartIsAClearFailure() throws {
        let folder = try TestFolder()
        #expect(mkfifo(folder.path("theme.json"), 0o644) == 0)
        let host = try ThemeHost(folder.path("theme.json"))
        let message = host.engine.loadTheme().failure
        #expect(message?.contains("is not a regular file (a FIFO)") == true, "\(message ?? "loaded")")
        folder.remove("theme.json")
        folder.writeAtomically("theme.json", smallTheme(background: "#000000"))
        #expect(host.engine.nextReload()?.background == .black)
    }

    @Test func aThemeReplacedByAFIFOIsReportedAndTheNextRealSaveReloads() throws {
        let folder = try TestFolder()
        folder.writeInPlace("theme.json", smallTheme())
        let host = try ThemeHost(folder.path("theme.json"))
        #expect(host.engine.loadTheme().background == .white)
        folder.remove("theme.json")
        #expect(mkfifo(folder.path("theme.json"), 0o644) == 0)
        guard case .failed(let problems)? = host.engine.nextReload() else {
            Issue.record("the FIFO was not reported")
            return
        }
        // A read failure is a diagnostic like any other: at the file's start, saying it cannot be read.
        let problem = try #require(problems.first)
        #expect(problems.count == 1 && problem.file == host.engine.themes.path, "\(problems)")
        #expect(problem.line == 1 && problem.column == 1 && problem.keyPath == nil, "\(problem)")
        #expect(problem.message.hasPrefix("cannot read theme: "), "\(problem)")
        #expect(problem.message.contains("is not a regular file (a FIFO)"), "\(problem)")
        folder.remove("theme.json")
        folder.writeAtomically("theme.json", smallTheme(background: "#000000"))
        #expect(host.engine.nextReload()?.background == .black)
        folder.writeInPlace("theme.json", smallTheme(background: "#FFFFFF"))
        #expect(host.engine.nextReload()?.background == .white)
    }

    @Test func aFIFOASocketOrADeviceAsAnImageIsRefusedAndAFixReloads() throws {
        let folder = try TestFolder()
        folder.makeFolder("images")
        #expect(mkfifo(folder.path("images/fifo.png"), 0o644) == 0)
        let socket = try BoundSocket(path: folder.path("images/socket.png"))
        #expect(symlink("/dev/zero", folder.path("images/zero.png")) == 0)
        #expect(symlink("images", folder.path("devices")) == 0)
        folder.writeInPlace("theme.json", smallTheme(image: "images/fifo.png"))
        let host = try ThemeHost(folder.path("theme.json"))
        let fifo = host.engine.loadTheme().failure
        #expect(fifo?.contains("image \"images/fifo.png\" is not a regular file") == true, "\(fifo ?? "loaded")")
        for (name, refusal) in [
            ("images/socket.png", "image \"images/socket.png\" is not a regular file"),
            ("images/zero.png", "image \"images/zero.png\" resolves to /dev/zero, outside the theme's folder"),
            ("devices/zero.png", "image \"devices/zero.png\" resolves to /dev/zero, outside the theme's folder"),
        ] {
            folder.writeAtomically("theme.json", smallTheme(image: name))
            let message = host.engine.nextReload()?.failure
            #expect(message?.contains(refusal) == true, "\(message ?? "no report")")
        }
        folder.write("images/track.png", bytes: shippedImage)
        folder.writeAtomically("theme.json", smallTheme(background: "#000000", image: "images/track.png"))
        #expect(host.engine.nextReload()?.background == .black)
        withExtendedLifetime(socket) {}
    }

    @Test func aWatchedFileTurnedIntoAFIFONeverBlocksTheWatcher() throws {
        let (folder, watcher) = try watchedTheme("one")
        folder.writeInPlace("image.png", "pixels")
        watcher.watch(dependencies: [folder.path("image.png")])
        folder.remove("image.png")
        #expect(mkfifo(folder.path("image.png"), 0o644) == 0)
        #expect(watcher.nextChange()?.text == "one")
        folder.writeInPlace("theme.json", "two")
        #expect(watcher.nextChange()?.text == "two")
    }
}

/// A Unix-domain socket bound at a path (a socket file there) until released.
final class BoundSocket {
    let descriptor: Int32

    init(path: String) throws {
        descriptor = socket(AF_UNIX, Int32(SOCK_STREAM.rawValue), 0)
        guard descriptor >= 0 else { throw POSIXError(.EMFILE) }
        var address = sockaddr_un()
        address.sun_family = sa_family_t(AF_UNIX)
        let bytes = Array(path.utf8)
        guard bytes.count < MemoryLayout.size(ofValue: address.sun_path) else { throw POSIXError(.ENAMETOOLONG) }
        withUnsafeMutableBytes(of: &address.sun_path) { raw in
            for (index, byte) in bytes.enumerated() { raw[index] = byte }
        }
        let bound = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
                bind(descriptor, $0, socklen_t(MemoryLayout<sockaddr_un>.size))
            }
        }
        guard bound == 0 else { throw POSIXError(.EADDRINUSE) }
    }

    deinit {
        close(descriptor)
    }
}
