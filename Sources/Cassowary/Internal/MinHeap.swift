/// A binary min-heap of symbols (the objective's entering candidates).
struct MinHeap {
  var items: [Sym] = []
  func peek() -> Sym? { items.first }
  mutating func push(_ s: Sym) {
    items.append(s)
    siftUp(items.count - 1)
  }
  mutating func pop() -> Sym? {
    guard let top = items.first else { return nil }
    let last = items.removeLast()
    if !items.isEmpty {
      items[0] = last
      siftDown(0)
    }
    return top
  }
  mutating func heapify() {
    var i = items.count / 2
    while i > 0 { i -= 1; siftDown(i) }
  }
  private mutating func siftUp(_ start: Int) {
    var i = start
    while i > 0 {
      let p = (i - 1) / 2
      if items[p] <= items[i] { break }
      items.swapAt(p, i)
      i = p
    }
  }
  private mutating func siftDown(_ start: Int) {
    var i = start
    while true {
      let l = 2 * i + 1, r = l + 1
      var m = i
      if l < items.count, items[l] < items[m] { m = l }
      if r < items.count, items[r] < items[m] { m = r }
      if m == i { return }
      items.swapAt(i, m)
      i = m
    }
  }
}
