// UIKitLayout: UIKit's view layout system, headless, under UIKit's names.
import Cassowary
import Foundation

// Where a user constraint's record is kept: on the constraint itself for a tree's engine (no
// hashing on the paths that add, change and remove constraints), in a dictionary for a
// fitting engine (which leaves the constraints' own pointers to their tree's engine).

extension LayoutEngine {
  /// The record of a user constraint in this engine, once synced.
  func userRecord(of constraint: NSLayoutConstraint) -> EngineConstraint? {
    guard fittingTarget == nil else { return fittingUserRecords[ObjectIdentifier(constraint)] }
    // The generation first: a record of another engine, or of this one before it dropped its
    // records, may be gone (the pointer is unowned).
    guard constraint.engineRecordGeneration == recordGeneration else { return nil }
    return constraint.engineRecord
  }

  /// Whether a user constraint has a record in this engine, told without loading the record
  /// (a retain and a release): a tree's engine's record is current exactly when its
  /// generation is (forgetting a record sets the generation to 0).
  func hasUserRecord(_ constraint: NSLayoutConstraint) -> Bool {
    guard fittingTarget == nil else { return fittingUserRecords[ObjectIdentifier(constraint)] != nil }
    return constraint.engineRecordGeneration == recordGeneration
  }

  /// Sets (or, with `nil`, forgets) the record of a user constraint in this engine.
  func setUserRecord(_ record: EngineConstraint?, of constraint: NSLayoutConstraint) {
    if fittingTarget == nil {
      constraint.engineRecord = record
      constraint.engineRecordGeneration = record == nil ? 0 : recordGeneration
    } else {
      fittingUserRecords[ObjectIdentifier(constraint)] = record
    }
  }

  /// Forgets every record the user constraints point at (the records are being dropped): a
  /// new generation, which no constraint has.
  func forgetUserRecords() {
    fittingUserRecords = [:]
    recordGeneration = Self.nextRecordGeneration()
  }

  /// Generations of records, unique in the process (see `NSLayoutConstraint.engineRecord`).
  private static var lastRecordGeneration = 0
  static func nextRecordGeneration() -> Int {
    lastRecordGeneration += 1
    return lastRecordGeneration
  }
}
