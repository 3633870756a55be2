import Foundation
import Glibc
import TestSupport
import Testing

@testable import SwitchYardKit

/// The hot-reload watcher against the real file system, one temporary folder per case.
@Suite(.serialized) struct HotReloadTests {
    @Test func temporaryFileRenamedOverTheThemeIsOneReload() throws {
        let (folder, watcher) = try watchedTheme("one")
        folder.writeAtomically("theme.json", "two")
        #expect(watcher.nextChange()?.text == "two")
        #expect(watcher.settle(afterChecks: 1))
        #expect(watcher.takeChange() == nil)
    }

    @Test func vimSaveWithBackupRenameAndProbeFileIsOneReload() throws {
        let (folder, watcher) = try watchedTheme("before")
        folder.writeInPlace("4913", "")
        folder.remove("4913")
        #expect(rename(folder.path("theme.json"), folder.path("theme.json~")) == 0)
        folder.writeInPlace("theme.json", "after")
        folder.remove("theme.json~")
        let change = watcher.nextChange()
        #expect(change?.text == "after")
        #expect(watcher.settle(afterChecks: 1))
        #expect(watcher.takeChange() == nil)
        #expect(watcher.statistics.deliveries == 1)
    }

    @Test func halfWrittenFileIsNeverDelivered() throws {
        let (folder, watcher) = try watchedTheme("old content")
        let fd = open(folder.path("theme.json"), O_WRONLY | O_TRUNC)
        #expect(fd >= 0)
        folder.writeAll(fd, Array("{\"half\": ".utf8))
        #expect(eventually { watcher.statistics.deferredChecks >= 1 })
        #expect(watcher.takeChange() == nil)
        folder.writeAll(fd, Array("true}".utf8))
        close(fd)
        #expect(watcher.nextChange()?.text == "{\"half\": true}")
    }

    @Test func deletedThemeIsMissingUntilRecreated() throws {
        let (folder, watcher) = try watchedTheme("content")
        folder.remove("theme.json")
        let missing = watcher.nextChange()
        #expect(missing == .missing(path: watcher.themePath, reason: "No such file or directory"))
        folder.writeInPlace("theme.json", "content")
        #expect(watcher.nextChange()?.text == "content")
    }

    @Test func deletedAndRecreatedFolderIsWatchedAgain() throws {
        let folder = try TestFolder()
        folder.makeFolder("themes")
        folder.writeInPlace("themes/theme.json", "first")
        let watcher = ThemeWatcher(themeFile: folder.path("themes/theme.json"))
        folder.remove("themes")
        #expect(watcher.nextChange()?.isMissing == true)
        folder.makeFolder("themes")
        folder.writeInPlace("themes/theme.json", "second")
        #expect(watcher.nextChange()?.text == "second")
        folder.writeAtomically("themes/theme.json", "third")
        #expect(watcher.nextChange()?.text == "third")
    }

    @Test func retargetedSymlinkDeliversTheNewTargetAndFollowsIt() throws {
        let folder = try TestFolder()
        folder.makeFolder("variants")
        folder.writeInPlace("variants/a.json", "A")
        folder.writeInPlace("variants/b.json", "B")
        #expect(symlink("variants/a.json", folder.path("theme.json")) == 0)
        let watcher = ThemeWatcher(themeFile: folder.path("theme.json"))
        #expect(symlink("variants/b.json", folder.path("theme.json.new")) == 0)
        #expect(rename(folder.path("theme.json.new"), folder.path("theme.json")) == 0)
        #expect(watcher.nextChange()?.text == "B")
        folder.writeInPlace("variants/b.json", "B2")
        #expect(watcher.nextChange()?.text == "B2")
    }

    @Test func queueOverflowRereadsEverything() throws {
        let (folder, watcher) = try watchedTheme("before")
        watcher.pauseEvents()
        let limit =
            (try? String(contentsOfFile: "/proc/sys/fs/inotify/max_queued_events", encoding: .utf8))
            .flatMap { Int($0.trimmingCharacters(in: .whitespacesAndNewlines)) } ?? 16384
        for index in 0..<(limit / 2 + 10) {
            let name = "noise-\(index)"
            folder.writeInPlace(name, "")
            folder.remove(name)
        }
        folder.writeInPlace("theme.json", "after")
        watcher.resumeEvents()
        #expect(watcher.nextChange()?.text == "after")
        #expect(watcher.statistics.overflows >= 1)
    }

    @Test func burstOfFiftySavesGivesAtMostTwoReloadsAndTheLastContentWins() throws {
        let (folder, watcher) = try watchedTheme("start", timing: burstTiming)
        expectBurstCoalesces(folder, watcher)
    }

    @Test func saveWithUnchangedContentDoesNotReload() throws {
        let (folder, watcher) = try watchedTheme("same")
        expectUnchangedSaveIgnored(folder, watcher)
    }

    @Test func imageTheThemeNamesChangingReloadsTheTheme() throws {
        let folder = try TestFolder()
        folder.makeFolder("images")
        folder.writeInPlace("theme.json", "theme")
        folder.writeInPlace("images/track.png", "pixels 1")
        let watcher = ThemeWatcher(themeFile: folder.path("theme.json"))
        watcher.watch(dependencies: [folder.path("theme.json"), folder.path("images/track.png")])
        folder.writeInPlace("unrelated.txt", "noise")
        #expect(watcher.settle(afterChecks: 0))
        folder.writeAtomically("images/track.png", "pixels 2")
        #expect(watcher.nextChange()?.text == "theme")
        #expect(watcher.statistics.deliveries == 1)
    }
}
