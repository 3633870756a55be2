import Foundation
import Glibc
import SceneGraph
import TestSupport
import Testing

@testable import SwitchYardKit

/// Live reload by polling, as it runs where inotify cannot be had: edits, bursts, deletion and links are
/// noticed, and what is delivered is complete content, once per settled change.
@Suite(.serialized) struct HotReloadPollingTests {
    /// A temporary folder holding `theme.json` with `text`, and a polling watcher on it.
    private func polledTheme(_ text: String, timing: ThemeWatcher.Timing = .init()) throws -> (TestFolder, ThemeWatcher)
    {
        try watchedTheme(text, timing: timing, reload: .polling)
    }

    @Test func inPlaceAndAtomicSavesArePickedUp() throws {
        let (folder, watcher) = try polledTheme("one")
        #expect(watcher.isPolling)
        #expect(watcher.notice == nil)
        folder.writeInPlace("theme.json", "two")
        #expect(watcher.nextChange()?.text == "two")
        folder.writeAtomically("theme.json", "three")
        #expect(watcher.nextChange()?.text == "three")
        #expect(watcher.settle(afterChecks: 2))
        #expect(watcher.takeChange() == nil)
    }

    @Test func aBurstOfFiftySavesCoalescesAndTheLastContentWins() throws {
        let (folder, watcher) = try polledTheme("start", timing: burstTiming)
        expectBurstCoalesces(folder, watcher)
    }

    @Test func aSaveWithUnchangedContentDoesNotReload() throws {
        let (folder, watcher) = try polledTheme("same")
        expectUnchangedSaveIgnored(folder, watcher)
    }

    @Test func aDeletedThemeIsMissingUntilRecreated() throws {
        let (folder, watcher) = try polledTheme("content")
        folder.remove("theme.json")
        #expect(watcher.nextChange() == .missing(path: watcher.themePath, reason: "No such file or directory"))
        folder.writeInPlace("theme.json", "content")
        #expect(watcher.nextChange()?.text == "content")
        folder.writeInPlace("theme.json", "edited")
        #expect(watcher.nextChange()?.text == "edited")
    }

    @Test func anImageTheThemeNamesAndARetargetedLinkArePolledToo() throws {
        let folder = try TestFolder()
        folder.writeInPlace("a.json", "A")
        folder.writeInPlace("b.json", "B")
        folder.writeInPlace("track.png", "pixels 1")
        #expect(symlink(folder.path("a.json"), folder.path("theme.json")) == 0)
        let watcher = ThemeWatcher(themeFile: folder.path("theme.json"), reload: .polling)
        watcher.watch(dependencies: [folder.path("track.png")])
        folder.writeAtomically("track.png", "pixels 2")
        #expect(watcher.nextChange()?.text == "A")
        #expect(symlink(folder.path("b.json"), folder.path("theme.json.new")) == 0)
        #expect(rename(folder.path("theme.json.new"), folder.path("theme.json")) == 0)
        #expect(watcher.nextChange()?.text == "B")
    }

    @Test func theEngineAskedToPollReloadsAndHasNoNotice() throws {
        let folder = try TestFolder()
        folder.writeInPlace("theme.json", smallTheme())
        let host = try ThemeHost(folder.path("theme.json"), reload: .polling)
        #expect(host.engine.loadTheme().background == .white)
        #expect(host.engine.themes.watchFailure == nil)
        folder.writeAtomically("theme.json", smallTheme(background: "#000000"))
        #expect(host.engine.nextReload()?.background == .black)
        folder.remove("theme.json")
        #expect(mkfifo(folder.path("theme.json"), 0o644) == 0)
        let message = host.engine.nextReload()?.failure
        #expect(message?.contains("is not a regular file (a FIFO)") == true, "\(message ?? "no report")")
        folder.remove("theme.json")
        folder.writeInPlace("theme.json", smallTheme())
        #expect(host.engine.nextReload()?.background == .white)
    }
}
