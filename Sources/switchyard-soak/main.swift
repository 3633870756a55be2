import Foundation
import Playground

exit(SoakCommand.main(CommandLine.arguments))
