import PackagePlugin

@main
struct ScaffoldScreen: CommandPlugin {
  func performCommand(context: PluginContext, arguments: [String]) async throws {
    Diagnostics.error("scaffold-screen is not written yet")
  }
}
