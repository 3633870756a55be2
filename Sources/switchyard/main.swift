import Playground
import Foundation
exit(PlaygroundPlaceholder.main(CommandLine.arguments))
