// Reading values out: external rows evaluated in id order, through a flat program.

extension Tableau {
  /// Computes the value of every external symbol in `externals` (ascending) into `values`.
  ///
  /// A restricted basic symbol's value is its row's constant, a parametric symbol's is 0, and
  /// an external row only mentions older externals, which ascending order has already set.
  /// The rows are compiled into a flat program that lives until a row's cells change, so a
  /// suggestion that moves only constants re-evaluates without touching a row.
  mutating func evaluate(_ externals: [Sym]) {
    if values.count < kinds.count { values += repeatElement(0, count: kinds.count - values.count) }
    if program.version != structureVersion || program.targets.count != externals.count {
      program = EvaluationProgram(self, externals)
    }
    program.run(constants: constants, values: &values)
  }
}

/// The external rows flattened: for each external symbol, its basic flag and the cells that
/// matter (parametric restricted symbols are 0 and left out).
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
    version = t.structureVersion
    targets = externals
    for x in externals {
      if let r = t.rows[Int(x)] {
        basic.append(true)
        for c in r.cells {
          let k = t.kind(c.sym)
          if k == .external {
            syms.append(c.sym); coefs.append(c.coef); readsValue.append(true)
          } else if t.isBasic(c.sym) {
            syms.append(c.sym); coefs.append(c.coef); readsValue.append(false)
          }
        }
      } else {
        basic.append(false)
      }
      start.append(Int32(syms.count))
    }
  }

  func run(constants: [Double], values: inout [Double]) {
    constants.withUnsafeBufferPointer { constants in
      values.withUnsafeMutableBufferPointer { values in
        for i in targets.indices {
          let x = Int(targets[i])
          guard basic[i] else {
            values[x] = 0
            continue
          }
          var v = constants[x]
          for j in Int(start[i])..<Int(start[i + 1]) {
            let s = Int(syms[j])
            v += coefs[j] * (readsValue[j] ? values[s] : constants[s])
          }
          values[x] = v
        }
      }
    }
  }
}
