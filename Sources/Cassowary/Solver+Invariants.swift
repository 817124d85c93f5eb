// The solver's certificate of correctness, recomputed from scratch (for tests): the tableau
// is equivalent to the constraints in the solver, its objective is their weighted error, and
// the state is feasible and — once optimised — optimal.

extension Solver {
  /// Every broken invariant, as a sentence; empty when the solver is sound.
  ///
  /// Checks, independently of the incremental machinery that keeps them:
  /// - the journal is empty between operations;
  /// - rows are well formed (sorted, no zero cells; restricted rows mention only parametric
  ///   slack, error and dummy symbols; external rows only older user variables) and the
  ///   column index and per-symbol counts are exact;
  /// - the eta file: replaying it forward gives every dummy's column as running it backwards
  ///   gives every row's dummies, and no row flagged without a lazy part has one;
  /// - every cached column (`setConstant`'s) still counted as current lists what the rows do;
  /// - **equivalence**: there is one row per constraint, and every constraint's own equation,
  ///   with every basic symbol replaced by its full row, vanishes identically (so the rows
  ///   span exactly the constraints in the solver: nothing lost, nothing left behind);
  /// - **the objective** is the constraints' weighted error (Σ strength × error symbols),
  ///   substituted the same way, dummy part included (coefficients; its constant is not
  ///   kept by constant changes and is read by nothing);
  /// - **primal feasibility** (restricted basic symbols ≥ 0, basic dummies = 0) and
  ///   **optimality**: no parametric slack or error symbol has a negative objective
  ///   coefficient (after the optimisation an add defers to the next read, run on a copy);
  /// - the evaluation program gives every user variable the value a full substitution gives.
  ///
  /// Cost: far above any operation's (it expands every constraint through the whole tableau
  /// and runs the eta file once per row and per dummy). Tests only.
  @_spi(Testing) public func invariantViolations() -> [String] {
    var out: [String] = []
    checkVariableTables(&out)
    // An add defers its optimisation to the next read: check the state a read would give.
    var t = tableau
    guard t.checkPool(&out) else { return out }
    if needsOptimize {
      do { try t.optimize(artificialPhase: false) } catch { out.append("the pending optimisation fails: \(error)") }
    }
    t.checkStructure(&out)
    t.checkLazyParts(&out)
    t.checkColumnCache(&out)
    t.checkFeasibility(optimal: true, &out)
    let full = t.fullRows()

    // Equivalence: one row per constraint, each constraint's equation implied by the rows.
    let rowCount = (0..<t.symbolCount).filter { t.slots[$0].isBasic }.count
    if rowCount != records.count {
      out.append("\(rowCount) rows for \(records.count) constraints")
    }
    var expected = LinearForm()
    for record in records.ordered {
      let c = record.constraint
      var form = LinearForm()
      form.constant = c.storedConstant
      form.magnitude = abs(c.storedConstant)
      for k in 0..<c.terms.count {
        // A numbered term by its number (reading it as an object would make one).
        let index: Int?
        if let id = c.terms.number(at: k), let numbers = c.terms.space {
          let i = numbers === space ? Int(space.entries[Int(id)].index) : -1
          index = i >= 0 ? i : numbers.existingObject(id).flatMap { $0.registration.index(in: token) }
        } else {
          index = c.terms[variableAt: k].registration.index(in: token)
        }
        guard let i = index else {
          out.append("\(c) mentions an unregistered variable")
          continue
        }
        form.add(externals[i], c.terms.coefficient(at: k))
      }
      form.add(record.tag.marker, record.tag.markerCoef)
      form.add(record.tag.other, record.tag.otherCoef)
      guard let reduced = t.expand(form, full) else {
        out.append("expanding \(c) does not end")
        continue
      }
      let tolerance = 1e-9 * max(1, reduced.magnitude)
      if abs(reduced.constant) > tolerance || !reduced.support(tolerance: tolerance).isEmpty {
        out.append("the tableau does not imply \(c): left with \(reduced.constant) + \(reduced.support(tolerance: tolerance).map { "\(reduced.coefs[$0] ?? 0)·\($0)" })")
      }
      // Its share of the objective: strength × each error symbol.
      if !c.strength.isRequired {
        // `other` weighs the fall below 0: `strengthBelow`, the same as `strength` but for a
        // two-sided equality (and so for an inequality's one error too).
        for s in [record.tag.marker, record.tag.other] where s != 0 && t.kind(s) == .error {
          expected.add(s, s == record.tag.other ? c.strengthBelow.value : c.strength.value)
        }
      }
    }

    // The objective: the weighted error, substituted, against the dense objective + lazy part.
    if let expected = t.expand(expected, full) {
      var actual = LinearForm()
      actual.add(t.fullRow(objectiveKey, t.objectiveRow), times: 1)
      // Rounding scales with the largest weight the objective has held, even once it is gone.
      let tolerance = 1e-9 * max(1, expected.magnitude, actual.magnitude) + 1e-12 * t.weightScale
      // Only the coefficients: constant changes (`suggestValue`, `setConstant`) shift row
      // constants but, as in kiwi, not the objective's, which no decision reads.
      for s in Set(expected.coefs.keys).union(actual.coefs.keys).sorted() {
        let a = actual.coefs[s] ?? 0, e = expected.coefs[s] ?? 0
        if abs(a - e) > tolerance {
          out.append("the objective's coefficient on \(t.kind(s)) \(s) is \(a), the weighted error's \(e)")
        }
      }
    } else {
      out.append("expanding the objective does not end")
    }

    // Values: the evaluation program against a full substitution.
    var copy = t
    copy.evaluate(externals)
    for x in externals {
      var form = LinearForm()
      form.add(x, 1)
      guard let value = t.expand(form, full)?.constant else { continue }
      let got = copy.values[Int(x)]
      if abs(got - value) > 1e-9 * max(1, abs(value)) {
        out.append("user variable \(x) evaluates to \(got), a full substitution gives \(value)")
      }
    }
    return out
  }

  /// The registered variables' tables agree: one entry an index; a number's index points back
  /// at it; the count of object variables is right.
  func checkVariableTables(_ out: inout [String]) {
    let n = externals.count
    if variableRefs.count != variables.count || variables.count > n || !(numbers.isEmpty || numbers.count == n) {
      out.append("variable tables of \(variables.count), \(variableRefs.count), \(numbers.count) entries for \(n)")
      return
    }
    if let last = variables.last, last == nil { out.append("the objects' table ends at an index without one") }
    var objects = 0
    for i in 0..<n {
      let number = numbers.isEmpty ? -1 : Int(numbers[i])
      if number < 0 {
        objects += 1
        if object(at: i) == nil { out.append("index \(i) has neither an object nor a number") }
      } else if number >= space.count || space.entries[number].index != Int32(i) {
        out.append("number \(number) does not point back at index \(i)")
      } else if object(at: i) !== space.existingObject(Int32(number)) {
        out.append("number \(number)'s object is not index \(i)'s")
      }
      if i < variables.count, variableRefs[i]?.toOpaque() != variables[i].map({ Unmanaged.passUnretained($0).toOpaque() }) {
        out.append("index \(i)'s unretained object is not its object")
      }
    }
    if objects != objectVariableCount { out.append("\(objects) object variables counted as \(objectVariableCount)") }
  }
}
