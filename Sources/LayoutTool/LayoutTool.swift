import ArgumentParser

/// The `uikit-layout` command: lays out layout documents, prints frames, draws SVG.
public struct LayoutTool: ParsableCommand {
  /// The command's description, subcommands and help.
  public static let configuration = CommandConfiguration(
    commandName: "uikit-layout",
    abstract: "Lay out UIKit view trees headlessly.")

  /// Creates the command; argument-parser fills in the options.
  public init() {}
}
