import Foundation
import Playground

exit(Playground.main(CommandLine.arguments))
