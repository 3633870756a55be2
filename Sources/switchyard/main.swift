import Foundation
import Playground
import SwitchYardTools

exit(Playground.main(CommandLine.arguments, bench: BenchCommand.main))
