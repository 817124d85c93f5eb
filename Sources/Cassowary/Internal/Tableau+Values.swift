// Reading values out: external rows evaluated in id order, through a flat program.

extension Tableau {
  /// Computes the value of every external symbol in `externals` (ascending) into `values`.
  ///
  /// A restricted basic symbol's value is its row's constant, a parametric symbol's is 0, and
  /// an external row only mentions older externals, which ascending order has already set.
  /// The rows are compiled into a flat program that lives until an external row changes:
  /// it reads every restricted symbol's constant, which is 0 while the symbol is
  /// parametric, so pivots (which never touch external rows) leave it valid, and a drag
  /// that crosses a threshold does not recompile it.
  mutating func evaluate(_ externals: [Sym]) {
    if values.count < kinds.count { values += repeatElement(0, count: kinds.count - values.count) }
    if program.version != externalVersion || program.targets.count != externals.count {
      program = EvaluationProgram(self, externals)
    }
    let program = self.program
    constants.withUnsafeBufferPointer { constants in
      values.withUnsafeMutableBufferPointer { values in
        program.run(constants: constants, values: values)
      }
    }
  }
}

/// The external rows flattened: for each external symbol, its basic flag and its cells
/// (but the cells of parametric dummies).
struct EvaluationProgram {
  var version = -1
  var targets: [Int32] = []
  var basic: [Bool] = []
  var start: [Int32] = [0]
  var syms: [Int32] = []
  var coefs: [Double] = []
  /// Whether each cell reads another external's value (else a restricted row's constant).
  var readsValue: [Bool] = []

  init() {}

  init(_ t: Tableau, _ externals: [Sym]) {
    version = t.externalVersion
    targets = externals
    basic.reserveCapacity(externals.count)
    start.reserveCapacity(externals.count + 1)
    // Borrow the rows: copying a `Row` out of the array retains and releases its cells.
    t.rows.withUnsafeBufferPointer { rows in
      t.kinds.withUnsafeBufferPointer { kinds in
        for x in externals {
          if let r = rows[Int(x)] {
            basic.append(true)
            // A parametric dummy stays 0 until an external row changes: dummies never enter
            // the basis by a pivot, only as a fresh redundant equality's marker (which no
            // existing row mentions) or to be eliminated (which rewrites the rows that do).
            for c in r.cells where kinds[Int(c.sym)] != .dummy || rows[Int(c.sym)] != nil {
              syms.append(c.sym)
              coefs.append(c.coef)
              readsValue.append(kinds[Int(c.sym)] == .external)
            }
          } else {
            basic.append(false)
          }
          start.append(Int32(syms.count))
        }
      }
    }
  }

  func run(constants: UnsafeBufferPointer<Double>, values: UnsafeMutableBufferPointer<Double>) {
    targets.withUnsafeBufferPointer { targets in
      basic.withUnsafeBufferPointer { basic in
        start.withUnsafeBufferPointer { start in
          syms.withUnsafeBufferPointer { syms in
            coefs.withUnsafeBufferPointer { coefs in
              readsValue.withUnsafeBufferPointer { readsValue in
                var j = 0
                for i in 0..<targets.count {
                  let x = Int(targets[i])
                  let end = Int(start[i + 1])
                  guard basic[i] else {
                    values[x] = 0
                    j = end
                    continue
                  }
                  var v = constants[x]
                  while j < end {
                    let s = Int(syms[j])
                    v += coefs[j] * (readsValue[j] ? values[s] : constants[s])
                    j += 1
                  }
                  values[x] = v
                }
              }
            }
          }
        }
      }
    }
  }
}
