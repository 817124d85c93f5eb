// UIKitLayout: a table of 1 000 feed cells with automatic heights (not a timed test): the
// time to the first layout (with estimated heights only the visible rows are measured), the
// time to scroll through every row a screen at a time, and the heap the table holds after
// scrolling (reuse keeps it bounded: about one screen of cells, whatever the row count).
// Run: swift build -c release --package-path Benchmarks --scratch-path Benchmarks/.build-al \
//        --product table-bench && Benchmarks/.build-al/release/table-bench
import FeedCell
import Foundation
import MallocStats
import UIKitLayout

@MainActor
func seconds(_ body: () -> Void) -> Double {
  let start = DispatchTime.now().uptimeNanoseconds
  body()
  return Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9
}

func median(_ values: [Double]) -> Double { values.sorted()[values.count / 2] }

/// A table cell holding the benchmark's Auto Layout feed cell, pinned to its content view.
final class FeedTableCell: UITableViewCell {
  let feed = AutoLayoutFeedCell()

  override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
    super.init(style: style, reuseIdentifier: reuseIdentifier)
    feed.translatesAutoresizingMaskIntoConstraints = false
    contentView.addSubview(feed)
    NSLayoutConstraint.activate([
      feed.leadingAnchor.constraint(equalTo: contentView.leadingAnchor),
      feed.trailingAnchor.constraint(equalTo: contentView.trailingAnchor),
      feed.topAnchor.constraint(equalTo: contentView.topAnchor),
      feed.bottomAnchor.constraint(equalTo: contentView.bottomAnchor),
    ])
  }

  required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }
}

/// 1 000 posts, their bodies of varying length.
@MainActor
final class Feed: NSObject, UITableViewDataSource {
  let items: [FeedItem] = (0..<1_000).map { i in
    var item = FeedItem.sample
    item.body = String(repeating: "word ", count: 5 + (i * 7) % 40)
    return item
  }

  func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { items.count }

  func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
    let cell = tableView.dequeueReusableCell(withIdentifier: "feed", for: indexPath) as! FeedTableCell
    cell.feed.configure(with: items[indexPath.row])
    return cell
  }
}

@MainActor
func makeTable(_ feed: Feed) -> (UIWindow, UITableView) {
  let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 375, height: 812))
  window.makeKeyAndVisible()
  let table = UITableView(frame: window.bounds, style: .plain)
  table.register(FeedTableCell.self, forCellReuseIdentifier: "feed")
  table.estimatedRowHeight = 400
  table.dataSource = feed
  window.addSubview(table)
  return (window, table)
}

/// Scrolls a screen at a time to the end; returns the number of layouts.
@MainActor
func scrollThrough(_ window: UIWindow, _ table: UITableView) -> Int {
  var steps = 0
  while table.contentOffset.y + table.bounds.height < table.contentSize.height {
    table.contentOffset.y += table.bounds.height
    window.layoutIfNeeded()
    steps += 1
  }
  return steps
}

@MainActor
func main() {
  let feed = Feed()
  var first: [Double] = []
  var scroll: [Double] = []
  var steps = 0
  for _ in 0..<7 {
    let (window, table) = makeTable(feed)
    first.append(seconds { window.layoutIfNeeded() })
    scroll.append(seconds { steps = scrollThrough(window, table) })
  }
  print("table-bench: 1 000 feed cells, automatic heights, 375 × 812, medians of 7")
  print(String(format: "  first layout (visible rows measured): %.2f ms", median(first) * 1e3))
  print(String(format: "  scroll through all rows (%d screens): %.1f ms, %.0f µs per row",
    steps, median(scroll) * 1e3, median(scroll) * 1e6 / 1_000))
  // The heap after the first screen, then after each of three passes through all the rows
  // (back to the top between them): reuse keeps it bounded, whatever the rows scrolled — the
  // table keeps one screen of cells and every row's height; the engine starts from a fresh
  // solver when the symbols of the constraints reused cells replaced outnumber the live ones,
  // and the solver folds its eta file at four entries per symbol. What is left is a
  // saw-tooth between those two bounds.
  let (window, table) = makeTable(feed)
  let start = malloc_stats_bytes_in_use()
  window.layoutIfNeeded()
  var held = [malloc_stats_bytes_in_use()]
  for _ in 0..<3 {
    table.contentOffset.y = 0
    window.layoutIfNeeded()
    _ = scrollThrough(window, table)
    held.append(malloc_stats_bytes_in_use())
  }
  if start >= 0 {
    let kb = held.map { String(format: "%.0f KB", Double($0 - start) / 1024) }
    print("  heap held: after the first screen \(kb[0]); after one, two, three passes through all rows "
      + "\(kb[1]), \(kb[2]), \(kb[3])")
  }
}

MainActor.assumeIsolated { main() }
