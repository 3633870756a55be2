import CImagePath
import JSONKit

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Finds the project's `Assets` folder (fonts and other shipped files) wherever the program runs from. Nothing
/// of the machine that built the binary takes part: an installed library finds its data beside itself, a
/// program run from a checkout's build folder finds the checkout's `Assets` above it.
package enum Assets {
    /// Set this environment variable to an `Assets` folder to skip the search.
    package static let environmentVariable = "SWITCHYARD_ASSETS"
    /// The file whose presence marks an `Assets` folder.
    static let marker = "fonts/DejaVuSans.ttf"

    /// The `Assets` folder: `$SWITCHYARD_ASSETS` when set, else the installed data folder `share/switchyard` beside
    /// the `lib` folder of the binary holding this code (`make install`), else the first `Assets` holding the regular
    /// font found walking up from the executable's folder (`/proc/self/exe`): a build folder inside the checkout
    /// finds the checkout's.
    package static func locate() throws -> String {
        try locate(
            environment: getenv(environmentVariable).map { String(cString: $0) }, image: imagePath(),
            executable: executablePath())
    }

    /// `locate()` with `environment` as the variable's value (nil: unset), for a binary at `image` run by the
    /// executable at `executable` (nil: unknown).
    static func locate(environment: String?, image: String?, executable: String?) throws -> String {
        if let folder = environment, !folder.isEmpty {
            guard holdsMarker(folder) else { throw AssetsNotFound(searched: [folder]) }
            return folder
        }
        var searched: [String] = []
        if let image {
            let installed = installedData(besideImageAt: image)
            searched.append(installed)
            if holdsMarker(installed) { return installed }
        }
        if let executable {
            var folder = FilePaths.parent(FilePaths.tidy(executable))
            while true {
                let candidate = FilePaths.appending("Assets", to: folder)
                searched.append(candidate)
                if holdsMarker(candidate) { return candidate }
                if folder == "/" { break }
                folder = FilePaths.parent(folder)
            }
        }
        throw AssetsNotFound(searched: searched)
    }

    /// The regular DejaVu Sans font inside an `Assets` folder.
    package static func regularFont(in assets: String) -> String { assets + "/fonts/DejaVuSans.ttf" }

    /// The bold DejaVu Sans font inside an `Assets` folder.
    package static func boldFont(in assets: String) -> String { assets + "/fonts/DejaVuSans-Bold.ttf" }

    /// The italic (oblique) DejaVu Sans font inside an `Assets` folder.
    package static func regularItalicFont(in assets: String) -> String { assets + "/fonts/DejaVuSans-Oblique.ttf" }

    /// The bold italic (bold oblique) DejaVu Sans font inside an `Assets` folder.
    package static func boldItalicFont(in assets: String) -> String {
        assets + "/fonts/DejaVuSans-BoldOblique.ttf"
    }

    /// Where `make install` puts the data for a binary installed at `image`: `PREFIX/share/switchyard` for
    /// `PREFIX/lib/libSwitchYardC.so.N`.
    static func installedData(besideImageAt image: String) -> String {
        FilePaths.parent(FilePaths.parent(FilePaths.tidy(image))) + "/share/switchyard"
    }

    /// The path of the executable or shared library this code is linked into (`dladdr` on its `#dsohandle`), as the
    /// dynamic loader opened it; nil when `dladdr` cannot tell, and the search goes on without it.
    static func imagePath() -> String? {
        image_path_of(#dsohandle).map { String(cString: $0) }
    }

    /// The running executable (`/proc/self/exe`); nil where the system does not say.
    static func executablePath() -> String? {
        FilePaths.linkTarget("/proc/self/exe")
    }

    private static func holdsMarker(_ folder: String) -> Bool {
        Folders.exists(folder + "/" + marker)
    }
}

/// No `Assets` folder was found; lists every place looked at.
package struct AssetsNotFound: Error, CustomStringConvertible {
    /// Every folder looked in, in search order.
    package let searched: [String]

    /// What is missing, the environment variable that overrides the search, and the folders searched, for a
    /// message that says whose error it is itself.
    package var reason: String {
        "no Assets folder with \(Assets.marker) found (set \(Assets.environmentVariable)); looked in: "
            + searched.joined(separator: ", ")
    }

    /// One line for stderr: `error: ` and the reason.
    package var description: String { "error: " + reason }
}
