import CImagePath
import Foundation

/// Finds the project's `Assets` folder (fonts and other shipped files) wherever the program runs from.
public enum Assets {
    /// Set this environment variable to an `Assets` folder to skip the search.
    public static let environmentVariable = "SWITCHYARD_ASSETS"
    /// The file whose presence marks an `Assets` folder.
    static let marker = "fonts/DejaVuSans.ttf"

    /// The `Assets` folder: `$SWITCHYARD_ASSETS` when set, else the installed data folder `share/switchyard` beside
    /// the `lib` folder of the binary holding this code (`make install`), else the first `Assets` holding the regular
    /// font found walking up from the executable (`/proc/self/exe`), then from the current directory, then from the
    /// source file this was compiled from.
    public static func locate() throws -> String {
        try locate(environment: ProcessInfo.processInfo.environment, image: imagePath())
    }

    /// `locate()` in the given environment, for a binary at `image` (nil: unknown).
    static func locate(environment: [String: String], image: String?) throws -> String {
        if let folder = environment[environmentVariable], !folder.isEmpty {
            guard holdsMarker(folder) else { throw AssetsNotFound(searched: [folder]) }
            return folder
        }
        var searched: [String] = []
        if let image {
            let installed = installedData(besideImageAt: image)
            searched.append(installed)
            if holdsMarker(installed) { return installed }
        }
        var starts: [URL] = []
        if let executable = try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe") {
            starts.append(URL(fileURLWithPath: executable).deletingLastPathComponent())
        }
        starts.append(URL(fileURLWithPath: FileManager.default.currentDirectoryPath))
        // The source checkout this binary was built from: lets `swift run` and test binaries built into
        // any scratch folder find the repository's Assets.
        starts.append(URL(fileURLWithPath: #filePath).deletingLastPathComponent())
        for start in starts {
            var folder = start.standardizedFileURL
            while true {
                let candidate = folder.appendingPathComponent("Assets").path
                searched.append(candidate)
                if holdsMarker(candidate) { return candidate }
                let parent = folder.deletingLastPathComponent()
                if parent.path == folder.path { break }
                folder = parent
            }
        }
        throw AssetsNotFound(searched: searched)
    }

    /// The regular DejaVu Sans font inside an `Assets` folder.
    public static func regularFont(in assets: String) -> String { assets + "/fonts/DejaVuSans.ttf" }

    /// The bold DejaVu Sans font inside an `Assets` folder.
    public static func boldFont(in assets: String) -> String { assets + "/fonts/DejaVuSans-Bold.ttf" }

    /// The italic (oblique) DejaVu Sans font inside an `Assets` folder.
    public static func regularItalicFont(in assets: String) -> String { assets + "/fonts/DejaVuSans-Oblique.ttf" }

    /// The bold italic (bold oblique) DejaVu Sans font inside an `Assets` folder.
    public static func boldItalicFont(in assets: String) -> String {
        assets + "/fonts/DejaVuSans-BoldOblique.ttf"
    }

    /// Where `make install` puts the data for a binary installed at `image`: `PREFIX/share/switchyard` for
    /// `PREFIX/lib/libSwitchYardC.so.N`.
    static func installedData(besideImageAt image: String) -> String {
        URL(fileURLWithPath: image).deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("share/switchyard").standardizedFileURL.path
    }

    /// The path of the executable or shared library this code is linked into (`dladdr` on its `#dsohandle`), as the
    /// dynamic loader opened it; nil when `dladdr` cannot tell, and the search goes on without it.
    static func imagePath() -> String? {
        image_path_of(#dsohandle).map { String(cString: $0) }
    }

    private static func holdsMarker(_ folder: String) -> Bool {
        FileManager.default.fileExists(atPath: folder + "/" + marker)
    }
}

/// No `Assets` folder was found; lists every place looked at.
public struct AssetsNotFound: Error, CustomStringConvertible {
    /// Every folder looked in, in search order.
    public let searched: [String]

    /// One line for stderr naming the marker file, the environment variable that overrides the search, and the folders
    /// searched.
    public var description: String {
        "error: no Assets folder with \(Assets.marker) found (set \(Assets.environmentVariable)); looked in: "
            + searched.joined(separator: ", ")
    }
}
