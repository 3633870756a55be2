import Foundation
import Glibc
import SceneGraph
import TestSupport
import Testing

@testable import SwitchYardKit

/// One folder reached by two names, and themes that are symbolic links (as editors and stow-style dotfiles
/// make them): saves are heard whichever name the kernel reports them under, and a link retargeted to
/// another file reloads that file.
@Suite(.serialized) struct HotReloadSymlinkTests {
    @Test func anImagePathThroughASymlinkToTheThemesFolderKeepsSavesHeard() throws {
        let folder = try TestFolder()
        folder.write("images/track.png", bytes: shippedImage)
        #expect(symlink(".", folder.path("here")) == 0)
        folder.writeInPlace("theme.json", smallTheme(image: "here/images/track.png"))
        let host = try ThemeHost(folder.path("theme.json"))
        #expect(host.engine.loadTheme().background == .white)
        for round in 1...3 {
            let background = round.isMultiple(of: 2) ? "#FFFFFF" : "#000000"
            folder.writeInPlace("theme.json", smallTheme(background: background, image: "here/images/track.png"))
            #expect(host.engine.nextReload()?.background == Color(hex: background), "save \(round)")
        }
    }

    @Test func aRefusedImagePathWithDotDotIntoTheThemesFolderKeepsSavesHeard() throws {
        let folder = try TestFolder()
        folder.makeFolder("themes")
        folder.write("themes/images/track.png", bytes: shippedImage)
        folder.writeInPlace("themes/theme.json", smallTheme(image: "../themes/images/track.png"))
        let host = try ThemeHost(folder.path("themes/theme.json"))
        let refusal = host.engine.loadTheme().failure
        #expect(refusal?.contains("leaves the theme's folder") == true, "\(refusal ?? "loaded")")
        for round in 1...3 {
            folder.writeInPlace("themes/theme.json", smallTheme(background: "#00000\(round)"))
            #expect(host.engine.nextReload()?.background == Color(hex: "#00000\(round)"), "save \(round)")
            folder.writeInPlace("themes/theme.json", smallTheme(image: "../themes/images/track.png"))
            #expect(host.engine.nextReload()?.failure != nil, "refused again \(round)")
        }
    }

    @Test func anAbsoluteSymlinkRetargetedToAnotherFileReloadsTheNewContent() throws {
        let folder = try TestFolder()
        folder.write("dotfiles/light.json", smallTheme(background: "#FFFFFF"))
        folder.write("dotfiles/dark.json", smallTheme(background: "#000000"))
        folder.makeFolder("config")
        #expect(symlink(folder.path("dotfiles/light.json"), folder.path("config/theme.json")) == 0)
        let host = try ThemeHost(folder.path("config/theme.json"))
        #expect(host.engine.loadTheme().background == .white)
        #expect(symlink(folder.path("dotfiles/dark.json"), folder.path("config/theme.json.new")) == 0)
        #expect(rename(folder.path("config/theme.json.new"), folder.path("config/theme.json")) == 0)
        #expect(host.engine.nextReload()?.background == .black)
        folder.writeInPlace("dotfiles/dark.json", smallTheme(background: "#000001"))
        #expect(host.engine.nextReload()?.background == Color(hex: "#000001"))
    }

    @Test func theTargetSavedThroughTheLinkReloads() throws {
        let folder = try TestFolder()
        folder.write("dotfiles/theme.json", smallTheme(background: "#FFFFFF"))
        #expect(symlink(folder.path("dotfiles/theme.json"), folder.path("theme.json")) == 0)
        let host = try ThemeHost(folder.path("theme.json"))
        #expect(host.engine.loadTheme().background == .white)
        folder.writeInPlace("theme.json", smallTheme(background: "#000000"))
        #expect(host.engine.nextReload()?.background == .black)
        folder.writeAtomically("dotfiles/theme.json", smallTheme(background: "#000002"))
        #expect(host.engine.nextReload()?.background == Color(hex: "#000002"))
    }

    @Test func aChainOfLinksIsFollowedWhereverItIsRetargeted() throws {
        let folder = try TestFolder()
        folder.write("store/a.json", smallTheme(background: "#FFFFFF"))
        folder.write("store/b.json", smallTheme(background: "#000000"))
        folder.makeFolder("stow")
        folder.makeFolder("home")
        #expect(symlink(folder.path("store/a.json"), folder.path("stow/theme.json")) == 0)
        #expect(symlink("../stow/theme.json", folder.path("home/theme.json")) == 0)
        let host = try ThemeHost(folder.path("home/theme.json"))
        #expect(host.engine.loadTheme().background == .white)
        #expect(symlink(folder.path("store/b.json"), folder.path("stow/theme.json.new")) == 0)
        #expect(rename(folder.path("stow/theme.json.new"), folder.path("stow/theme.json")) == 0)
        #expect(host.engine.nextReload()?.background == .black)
    }
}
