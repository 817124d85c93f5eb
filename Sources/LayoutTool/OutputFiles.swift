import ArgumentParser
import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Writing the tool's pictures: an output folder that cannot be made or a file that cannot be
/// written is one line on standard error naming the path and the reason, and exit status 2 —
/// never a Foundation error dump, and never a "wrote" line for a file that was not written.
enum OutputFiles {
  /// Exit status for output that could not be written (the same as unreadable input).
  static let unwritable = ExitCode(2)

  /// Why an output could not be written: the path and the system's reason.
  struct Failure: Error, CustomStringConvertible {
    var path: String
    var reason: String
    var description: String { "error: cannot write \(path): \(reason)" }
  }

  /// Makes `path` a folder (with its parents), or says why it cannot be one.
  static func prepareFolder(_ path: String) throws(Failure) {
    var isDirectory: ObjCBool = false
    if FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) {
      guard isDirectory.boolValue else { throw Failure(path: path, reason: "it exists and is not a folder") }
      guard FileManager.default.isWritableFile(atPath: path) else {
        throw Failure(path: path, reason: "the folder is not writable")
      }
      return
    }
    // mkdir -p by hand: the reason is the system's for the first component that fails.
    var built = path.hasPrefix("/") ? "" : "."
    for component in path.split(separator: "/", omittingEmptySubsequences: true) {
      built += "/" + component
      if FileManager.default.fileExists(atPath: built, isDirectory: &isDirectory) {
        guard isDirectory.boolValue else { throw Failure(path: path, reason: "\(built) is not a folder") }
        continue
      }
      if mkdir(built, 0o777) != 0 && errno != EEXIST { throw Failure(path: path, reason: systemReason()) }
    }
  }

  /// Writes `text` to `path` in full, or says why not (no partial file is left behind).
  static func write(_ text: String, to path: String) throws(Failure) {
    try write(Array(text.utf8), to: path)
  }

  /// Writes `bytes` to `path` (a PNG, say), as ``write(_:to:)-(String,_)`` writes text.
  static func write(_ bytes: [UInt8], to path: String) throws(Failure) {
    let fd = open(path, O_WRONLY | O_CREAT | O_TRUNC, 0o666)
    guard fd >= 0 else { throw Failure(path: path, reason: systemReason()) }
    var bytes = bytes
    var offset = 0
    var failure: String?
    bytes.withUnsafeMutableBytes { buffer in
      guard let base = buffer.baseAddress else { return }
      while offset < buffer.count {
        let n = Foundation.write(fd, base + offset, buffer.count - offset)
        if n < 0 {
          if errno == EINTR { continue }
          failure = systemReason()
          return
        }
        offset += n
      }
    }
    bytes = []
    if close(fd) != 0 && failure == nil { failure = systemReason() }
    if let failure {
      unlink(path)
      throw Failure(path: path, reason: failure)
    }
  }

  /// Runs `body`; a failure is printed as one line and ends the command with status 2.
  static func reporting<T>(_ body: () throws(Failure) -> T) throws -> T {
    do {
      return try body()
    } catch {
      DocumentInput.printError(error.description)
      throw unwritable
    }
  }

  private static func systemReason() -> String {
    String(cString: strerror(errno)).lowercased()
  }
}
