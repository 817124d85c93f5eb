// UIKitLayout: UIKit's view layout system, headless, under UIKit's names.
import Foundation

// Which sublayers have layout or display work pending, noted when the work is marked, so that
// a pass visits those instead of testing every sublayer: under a window of 10 000 sibling
// views, a constant change that moved one view paid for a test of all 10 000 on every layout
// pass (36 µs in all, 102 000 instructions of it the scan).

/// A layer's notes of its sublayers with pending work, and its own place among its
/// superlayer's sublayers.
///
/// The rule a pass relies on: every sublayer with work is noted in its superlayer's notes of
/// that kind. Notes may also hold sublayers whose work was done since (by a pass that started
/// below this layer) and repeats; never a layer that is no longer a sublayer, since removing a
/// sublayer takes it out.
struct PendingSublayers {
  /// Sublayers noted with layout work since the last layout pass over them.
  var layout = SublayerNotes()
  /// Sublayers noted with display work since the last display pass over them.
  var display = SublayerNotes()
  /// Whether this layer is in its superlayer's notes (`layout`, `display`).
  var isNoted = (layout: false, display: false)
  /// This layer's index in its superlayer's `sublayerStorage`, kept by every insertion,
  /// removal and exchange (each of which moves the array's elements anyway).
  var index = 0

  /// Drops both kinds of notes (the layer is going away). Most layers have none, and then
  /// nothing is released.
  mutating func dropNotes() {
    if layout.first != nil || layout.scansAll { layout = SublayerNotes() }
    if display.first != nil || display.scansAll { display = SublayerNotes() }
  }
}

/// Noted sublayers, the first one inline: most layers have one child with work at a time (a
/// chain of nested views, the path down to a moved view), and an array each cost an
/// allocation per layer and pass. Under a layer of fewer than 32 sublayers nothing is noted,
/// and past a 32nd of the sublayers (a first layout) noting stops: the pass scans them all
/// instead, which there costs less than noting and sorting (noting made a hand-written feed
/// cell's re-layout 2 % dearer).
struct SublayerNotes {
  var first: CALayer?
  var more: [CALayer] = []
  /// Too many to note: the pass scans every sublayer (and sublayers noted no more are not
  /// flagged as noted).
  var scansAll = false

  /// Whether one more note would pass the bound for a layer with `sublayerCount` sublayers.
  func isFull(sublayerCount: Int) -> Bool {
    sublayerCount < 32 || (first != nil && more.count + 1 >= sublayerCount / 32)
  }

  mutating func append(_ layer: CALayer) {
    if first == nil { first = layer } else { more.append(layer) }
  }

  /// Takes every occurrence of `layer` out.
  mutating func remove(_ layer: CALayer) {
    more.removeAll { $0 === layer }
    if first === layer { first = more.isEmpty ? nil : more.removeFirst() }
  }
}

/// The two kinds of work a pass visits layers for.
enum PendingWork {
  case layout
  case display
}

/// A pass's stack: layers to visit, each with the address of the superlayer it was pushed from
/// (only compared with the layer's superlayer when it is popped, to skip a layer a callback
/// moved: an address, where a reference retained and released every parent once per child).
typealias PassStack = [(layer: CALayer, parent: UnsafeMutableRawPointer?)]

extension CALayer {
  /// The layer's address, as a pass stack records a parent.
  var layerAddress: UnsafeMutableRawPointer { Unmanaged.passUnretained(self).toOpaque() }
}

extension CALayer {
  /// Notes that `child`, a sublayer, has work of `kind` pending (once, until a pass takes it).
  // The test inline, the note out of line: marking mostly meets a child noted already.
  @inline(__always)
  func noteWork(_ kind: PendingWork, of child: CALayer) {
    switch kind {
    case .layout:
      if child.pendingSublayers.isNoted.layout || pendingSublayers.layout.scansAll { return }
    case .display:
      if child.pendingSublayers.isNoted.display || pendingSublayers.display.scansAll { return }
    }
    addNote(kind, of: child)
  }

  @inline(never)
  private func addNote(_ kind: PendingWork, of child: CALayer) {
    let full: Bool
    switch kind {
    case .layout: full = pendingSublayers.layout.isFull(sublayerCount: sublayerStorage.count)
    case .display: full = pendingSublayers.display.isFull(sublayerCount: sublayerStorage.count)
    }
    switch (kind, full) {
    case (.layout, true): pendingSublayers.layout.scansAll = true
    case (.display, true): pendingSublayers.display.scansAll = true
    case (.layout, false):
      child.pendingSublayers.isNoted.layout = true
      pendingSublayers.layout.append(child)
    case (.display, false):
      child.pendingSublayers.isNoted.display = true
      pendingSublayers.display.append(child)
    }
  }

  /// Pushes the sublayers with work of `kind` onto a pass's stack, so that they pop in
  /// subview order (back to front); takes the notes.
  // Inlined into the passes: called, every append to `stack` checked its uniqueness again,
  // which cost a full layout pass of 100 000 views 5 % more instructions.
  @inline(__always)
  func pushSublayersWithWork(_ kind: PendingWork, onto stack: inout PassStack) {
    // Swapped out rather than copied and reset: no reference counted twice.
    var notes = SublayerNotes()
    switch kind {
    case .layout: swap(&notes, &pendingSublayers.layout)
    case .display: swap(&notes, &pendingSublayers.display)
    }
    guard let first = notes.first else {
      if notes.scansAll { pushEverySublayerWithWork(kind, onto: &stack) }
      return
    }
    if notes.more.isEmpty && !notes.scansAll {
      if claim(first, kind) { stack.append((first, layerAddress)) }
      return
    }
    // The list is this call's own now: compacted, sorted and given back in place, so that its
    // storage serves the next pass too.
    var few = notes.more
    notes.more = []
    few.append(first)
    var kept = 0
    for i in few.indices where claim(few[i], kind) {
      few.swapAt(kept, i)
      kept += 1
    }
    if notes.scansAll {
      pushEverySublayerWithWork(kind, onto: &stack)
    } else {
      // A few (see `SublayerNotes.isFull`), put in order by position.
      // An insertion sort, by descending index so that they pop ascending: the standard
      // sort's closure and merge machinery cost more than the handful of sublayers here.
      for i in 1..<max(kept, 1) {
        var j = i
        while j > 0 && few[j - 1].pendingSublayers.index < few[j].pendingSublayers.index {
          few.swapAt(j - 1, j)
          j -= 1
        }
      }
      for child in few[..<kept] { stack.append((child, layerAddress)) }
    }
    few.removeAll(keepingCapacity: true)
    switch kind {
    case .layout: if pendingSublayers.layout.first == nil { pendingSublayers.layout.more = few }
    case .display: if pendingSublayers.display.first == nil { pendingSublayers.display.more = few }
    }
  }

  /// Pushes every sublayer with work of `kind`, in a scan of all of them.
  @inline(__always)
  private func pushEverySublayerWithWork(_ kind: PendingWork, onto stack: inout PassStack) {
    // Written out for each kind: through `hasWork(_:)` the loop cost more.
    switch kind {
    case .layout:
      for child in sublayerStorage.reversed() where child.hasLayoutWork {
        stack.append((child, layerAddress))
      }
    case .display:
      for child in sublayerStorage.reversed() where child.hasDisplayWork {
        stack.append((child, layerAddress))
      }
    }
  }

  /// Whether a noted sublayer is to be visited: still a sublayer, with work, and not a repeat
  /// of one visited already. Clears its note.
  private func claim(_ child: CALayer, _ kind: PendingWork) -> Bool {
    switch kind {
    case .layout:
      guard child.pendingSublayers.isNoted.layout else { return false }
      child.pendingSublayers.isNoted.layout = false
    case .display:
      guard child.pendingSublayers.isNoted.display else { return false }
      child.pendingSublayers.isNoted.display = false
    }
    return child.superlayerStorage === self && child.hasWork(kind)
  }

  /// Whether work of `kind` is pending on this layer or below it.
  func hasWork(_ kind: PendingWork) -> Bool {
    switch kind {
    case .layout: return hasLayoutWork
    case .display: return hasDisplayWork
    }
  }

  /// Takes a sublayer being removed out of the notes (they must not keep it alive).
  func forgetNotes(of child: CALayer) {
    if child.pendingSublayers.isNoted.layout {
      pendingSublayers.layout.remove(child)
      child.pendingSublayers.isNoted.layout = false
    }
    if child.pendingSublayers.isNoted.display {
      pendingSublayers.display.remove(child)
      child.pendingSublayers.isNoted.display = false
    }
  }

  /// Gives the sublayers from `start` on their index (after an insertion or removal there).
  func renumberSublayers(from start: Int) {
    var i = start
    while i < sublayerStorage.count {
      sublayerStorage[i].pendingSublayers.index = i
      i += 1
    }
  }
}
