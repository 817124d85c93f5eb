import ArgumentParser

/// The `uikit-layout` command: lays out layout documents, prints frames, draws SVG, and runs
/// raw constraint systems on the solver (`solve`).
public struct LayoutTool: ParsableCommand {
  /// The tool's version, as `--version` and the `solver` field of `solve`'s output say it.
  public static let version = "0.1.0"

  /// The command's description, subcommands and help.
  public static let configuration = CommandConfiguration(
    commandName: "uikit-layout",
    abstract: "Lay out UIKit view trees headlessly.",
    version: version,
    subcommands: [
      DemoCommand.self, RenderCommand.self, FramesCommand.self, DiffCommand.self, CheckCommand.self,
      SolveCommand.self,
    ])

  /// Creates the command; argument-parser fills in the options.
  public init() {}
}
