import DemoApp
import Foundation

exit(await DemoApp.main(arguments: Array(CommandLine.arguments.dropFirst())))
