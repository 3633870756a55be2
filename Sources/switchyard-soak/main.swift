import Foundation
import SwitchYardTools

exit(SoakCommand.main(CommandLine.arguments))
