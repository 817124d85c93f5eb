// kiwi side of the Cassowary benchmark comparison (built and run by scripts/kiwi-bench.sh).
//
// Compiled against the header-only C++ kiwi from the kiwisolver sdist (never checked in):
//   g++ -O2 -std=c++17 -I<sdist root> -I<build dir> scripts/kiwi/bench.cpp
// <build dir>/enaml_constraints.inc is generated at bench time by scripts/kiwi/gen_enaml.py from
// the sdist's benchmarks/enaml_like_benchmark.py (37 variables, edits width/height @strong,
// 111 constraints, in file order, with the file's exact coefficients, constants and strengths).
//
// Usage: kiwi-bench [SCENARIO...]     (no argument: all; KIWI_BIG=1 adds grid-60 and chain-10000)
//
// OUTPUT FORMAT (stdout, one line per scenario, fixed order):
//   kiwi <scenario> key=value key=value ...
//   kiwi <scenario> skipped (<reason>)
//   # <free text>                       (comments: headers, verification failure details)
// Times are microseconds, printed with 3 decimals. Keys:
//   median_us   median over the repetitions (the headline number of every scenario)
//   mean_us     mean (resize-30: per step)
//   worst_us    slowest single step (resize-30)
//   reps        repetitions the median is taken over
//   verify      ok | FAIL (a FAIL also makes the exit status 1; details on a "# " line)
// Scenarios, in output order:
//   enaml-build    new Solver, addEditVariable(width, height @strong), the 111 constraints,
//                  updateVariables(). Time per build.
//   enaml-suggest  on a built enaml solver, cycle (w,h) over (400,600) (600,400) (800,1200)
//                  (1200,800) (400,800) (800,400); one "triple" = suggest(width) + suggest(height)
//                  + updateVariables(). median_us = time per triple: median over 7 runs of the
//                  mean over 10000 triples.
//   grid-10, grid-30, grid-60
//                  N x N cells of left/top/width/height + container cw/ch (see buildGrid).
//                  Time = new Solver, edits cw/ch @strong, suggest cw=58N+8, ch=38N+8, all
//                  constraints, final update. grid-60 only with KIWI_BIG=1.
//   resize-30      on a built grid(30): for t in 0..<1000, suggest(cw, 1000+t) + update, each
//                  step timed: mean_us, median_us, worst_us per step.
//   chain-100, chain-1000, chain-10000
//                  K links left_k == left_{k-1} + width_{k-1} + 8 (left_0 == 0), width_k >= 20,
//                  width_k == 50 @weak, in that order per k; then update. chain-10000 only with
//                  KIWI_BIG=1.
//   remove-1000    chain(1000) built and updated (not timed); time removing every constraint
//                  whose add-order index is a multiple of 10 (300 of 3000) + update.
//   readd-1000     right after that: time re-adding them in the same order + update; the
//                  original solution must come back (verify).
// In every scenario the Variables are created before the clock starts; the Solver, the
// Constraint objects and everything given to the solver are inside the timed region. The Solver
// is destroyed after the clock stops.

#include <kiwi/kiwi.h>

#include <algorithm>
#include <chrono>
#include <cmath>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <memory>
#include <numeric>
#include <string>
#include <vector>

#include "enaml_constraints.inc"

using Clock = std::chrono::steady_clock;
using kiwi::Constraint;
using kiwi::Solver;
using kiwi::Variable;
namespace strength = kiwi::strength;

static double usSince(Clock::time_point t0) {
    return std::chrono::duration<double, std::micro>(Clock::now() - t0).count();
}

static double median(std::vector<double> v) {
    std::sort(v.begin(), v.end());
    size_t n = v.size();
    if (n == 0) return NAN;
    return n % 2 ? v[n / 2] : 0.5 * (v[n / 2 - 1] + v[n / 2]);
}

static double mean(const std::vector<double>& v) {
    return std::accumulate(v.begin(), v.end(), 0.0) / double(v.size());
}

static bool g_anyFail = false;
static bool g_big = false;

static const char* verdict(bool ok, const std::string& scenario, const std::string& detail) {
    if (!ok) {
        g_anyFail = true;
        std::printf("# %s FAIL: %s\n", scenario.c_str(), detail.c_str());
    }
    return ok ? "ok" : "FAIL";
}

static bool near(double a, double b) { return std::fabs(a - b) <= 1e-6; }

// ---------------------------------------------------------------- enaml

static void enamlBuild(int reps) {
    enaml::Vars V;
    std::vector<double> t;
    for (int r = 0; r < reps; ++r) {
        auto t0 = Clock::now();
        auto s = std::make_unique<Solver>();
        enaml::addEdits(*s, V);
        enaml::addConstraints(*s, V);
        s->updateVariables();
        t.push_back(usSince(t0));
        s.reset();
    }
    std::printf("kiwi enaml-build median_us=%.3f reps=%d\n", median(t), reps);
}

static void enamlSuggest(int runs, int triples) {
    enaml::Vars V;
    Solver s;
    enaml::addEdits(s, V);
    enaml::addConstraints(s, V);
    s.updateVariables();
    static const double wh[6][2] = {{400, 600}, {600, 400}, {800, 1200},
                                    {1200, 800}, {400, 800}, {800, 400}};
    Variable& w = enaml::width(V);
    Variable& h = enaml::height(V);
    for (int i = 0; i < 600; ++i) {  // warm-up
        s.suggestValue(w, wh[i % 6][0]);
        s.suggestValue(h, wh[i % 6][1]);
        s.updateVariables();
    }
    std::vector<double> t;
    for (int r = 0; r < runs; ++r) {
        auto t0 = Clock::now();
        for (int i = 0; i < triples; ++i) {
            s.suggestValue(w, wh[i % 6][0]);
            s.suggestValue(h, wh[i % 6][1]);
            s.updateVariables();
        }
        t.push_back(usSince(t0) / triples);
    }
    std::printf("kiwi enaml-suggest median_us=%.3f reps=%d triples=%d\n", median(t), runs, triples);
}

// ---------------------------------------------------------------- grid

struct Grid {
    int n;
    std::vector<Variable> left, top, width, height;  // index i*n + j (row i, column j)
    Variable cw{"cw"}, ch{"ch"};
    explicit Grid(int n_) : n(n_) {
        for (int k = 0; k < n * n; ++k) {
            left.emplace_back("left");
            top.emplace_back("top");
            width.emplace_back("width");
            height.emplace_back("height");
        }
    }
    int at(int i, int j) const { return i * n + j; }
};

// Edits cw, ch @strong; suggest cw = 58N+8, ch = 38N+8; then row-major per cell:
//   width >= 0, height >= 0, width == 50 @weak, height == 30 @weak,
//   j == 0 ? left == 8 : (left == left[i][j-1] + width[i][j-1] + 8, width == width[i][j-1]),
//   j == N-1: left + width + 8 == cw,
//   i == 0 ? top == 8 : (top == top[i-1][j] + height[i-1][j] + 8, height == height[i-1][j]),
//   i == N-1: top + height + 8 == ch.
// No updateVariables() here.
static void buildGrid(Solver& s, Grid& g) {
    const int n = g.n;
    s.addEditVariable(g.cw, strength::strong);
    s.addEditVariable(g.ch, strength::strong);
    s.suggestValue(g.cw, 58.0 * n + 8);
    s.suggestValue(g.ch, 38.0 * n + 8);
    for (int i = 0; i < n; ++i) {
        for (int j = 0; j < n; ++j) {
            const int c = g.at(i, j);
            s.addConstraint(g.width[c] >= 0);
            s.addConstraint(g.height[c] >= 0);
            s.addConstraint((g.width[c] == 50) | strength::weak);
            s.addConstraint((g.height[c] == 30) | strength::weak);
            if (j == 0) {
                s.addConstraint(g.left[c] == 8);
            } else {
                const int p = g.at(i, j - 1);
                s.addConstraint(g.left[c] == g.left[p] + g.width[p] + 8);
                s.addConstraint(g.width[c] == g.width[p]);
            }
            if (j == n - 1) s.addConstraint(g.left[c] + g.width[c] + 8 == g.cw);
            if (i == 0) {
                s.addConstraint(g.top[c] == 8);
            } else {
                const int p = g.at(i - 1, j);
                s.addConstraint(g.top[c] == g.top[p] + g.height[p] + 8);
                s.addConstraint(g.height[c] == g.height[p]);
            }
            if (i == n - 1) s.addConstraint(g.top[c] + g.height[c] + 8 == g.ch);
        }
    }
}

// Checks the solved grid: width w, height h, left 8 + (w+8)j, top 8 + (h+8)i.
static bool verifyGrid(const Grid& g, double w, double h, std::string& detail) {
    char buf[200];
    for (int i = 0; i < g.n; ++i) {
        for (int j = 0; j < g.n; ++j) {
            const int c = g.at(i, j);
            const double L = g.left[c].value(), T = g.top[c].value();
            const double W = g.width[c].value(), H = g.height[c].value();
            if (!near(W, w) || !near(H, h) || !near(L, 8 + (w + 8) * j) || !near(T, 8 + (h + 8) * i)) {
                std::snprintf(buf, sizeof buf,
                              "cell(%d,%d) left=%.17g top=%.17g width=%.17g height=%.17g", i, j, L, T, W, H);
                detail = buf;
                return false;
            }
        }
    }
    return true;
}

static void grid(int n, int reps) {
    const std::string name = "grid-" + std::to_string(n);
    Grid g(n);
    std::vector<double> t;
    bool ok = true;
    std::string detail;
    for (int r = 0; r < reps; ++r) {
        auto t0 = Clock::now();
        auto s = std::make_unique<Solver>();
        buildGrid(*s, g);
        s->updateVariables();
        t.push_back(usSince(t0));
        ok = ok && verifyGrid(g, 50, 30, detail);
        s.reset();
    }
    std::printf("kiwi %s median_us=%.3f reps=%d verify=%s\n", name.c_str(), median(t), reps,
                verdict(ok, name, detail));
}

static void resize(int n, int steps) {
    const std::string name = "resize-" + std::to_string(n);
    Grid g(n);
    Solver s;
    buildGrid(s, g);
    s.updateVariables();
    std::vector<double> t;
    t.reserve(steps);
    for (int k = 0; k < steps; ++k) {
        auto t0 = Clock::now();
        s.suggestValue(g.cw, 1000.0 + k);
        s.updateVariables();
        t.push_back(usSince(t0));
    }
    // Last cw = 1000 + steps - 1: all columns share the width (cw - 8(n+1)) / n.
    std::string detail;
    const double w = (1000.0 + steps - 1 - 8.0 * (n + 1)) / n;
    const bool ok = verifyGrid(g, w, 30, detail);
    std::printf("kiwi %s mean_us=%.3f median_us=%.3f worst_us=%.3f reps=%d verify=%s\n", name.c_str(),
                mean(t), median(t), *std::max_element(t.begin(), t.end()), steps, verdict(ok, name, detail));
}

// ---------------------------------------------------------------- chain

struct Chain {
    int k;
    std::vector<Variable> left, width;
    std::vector<Constraint> cons;  // in add order: 3 per link
    explicit Chain(int k_) : k(k_) {
        for (int i = 0; i < k; ++i) {
            left.emplace_back("left");
            width.emplace_back("width");
        }
    }
};

static void buildChain(Solver& s, Chain& c) {
    c.cons.clear();
    c.cons.reserve(3 * c.k);
    for (int i = 0; i < c.k; ++i) {
        if (i == 0)
            c.cons.push_back(c.left[0] == 0);
        else
            c.cons.push_back(c.left[i] == c.left[i - 1] + c.width[i - 1] + 8);
        s.addConstraint(c.cons.back());
        c.cons.push_back(c.width[i] >= 20);
        s.addConstraint(c.cons.back());
        c.cons.push_back((c.width[i] == 50) | strength::weak);
        s.addConstraint(c.cons.back());
    }
}

static bool verifyChain(const Chain& c, std::string& detail) {
    for (int i = 0; i < c.k; ++i) {
        if (!near(c.width[i].value(), 50) || !near(c.left[i].value(), 58.0 * i)) {
            char buf[160];
            std::snprintf(buf, sizeof buf, "link %d left=%.17g width=%.17g", i, c.left[i].value(),
                          c.width[i].value());
            detail = buf;
            return false;
        }
    }
    return true;
}

static void chain(int k, int reps) {
    const std::string name = "chain-" + std::to_string(k);
    Chain c(k);
    std::vector<double> t;
    bool ok = true;
    std::string detail;
    for (int r = 0; r < reps; ++r) {
        auto t0 = Clock::now();
        auto s = std::make_unique<Solver>();
        buildChain(*s, c);
        s->updateVariables();
        t.push_back(usSince(t0));
        ok = ok && verifyChain(c, detail);
        s.reset();
        c.cons.clear();  // release the Constraint objects outside the clock
    }
    std::printf("kiwi %s median_us=%.3f reps=%d verify=%s\n", name.c_str(), median(t), reps,
                verdict(ok, name, detail));
}

static void removeReadd(int k, int reps) {
    const std::string rname = "remove-" + std::to_string(k), aname = "readd-" + std::to_string(k);
    Chain c(k);
    std::vector<double> tr, ta;
    bool ok = true;
    std::string detail;
    int removed = 0;
    for (int r = 0; r < reps; ++r) {
        Solver s;
        buildChain(s, c);
        s.updateVariables();
        std::vector<Constraint> picked;
        for (size_t i = 0; i < c.cons.size(); i += 10) picked.push_back(c.cons[i]);
        removed = int(picked.size());

        auto t0 = Clock::now();
        for (auto& x : picked) s.removeConstraint(x);
        s.updateVariables();
        tr.push_back(usSince(t0));

        t0 = Clock::now();
        for (auto& x : picked) s.addConstraint(x);
        s.updateVariables();
        ta.push_back(usSince(t0));
        ok = ok && verifyChain(c, detail);
    }
    std::printf("kiwi %s median_us=%.3f reps=%d removed=%d\n", rname.c_str(), median(tr), reps, removed);
    std::printf("kiwi %s median_us=%.3f reps=%d verify=%s\n", aname.c_str(), median(ta), reps,
                verdict(ok, aname, detail));
}

// ---------------------------------------------------------------- main

static bool wanted(int argc, char** argv, const char* name) {
    if (argc <= 1) return true;
    for (int i = 1; i < argc; ++i)
        if (std::strcmp(argv[i], name) == 0) return true;
    return false;
}

static void skipped(const char* name) {
    std::printf("kiwi %s skipped (set KIWI_BIG=1)\n", name);
}

int main(int argc, char** argv) {
    const char* big = std::getenv("KIWI_BIG");
    g_big = big && std::strcmp(big, "1") == 0;
    std::setvbuf(stdout, nullptr, _IOLBF, 0);
    std::printf("# kiwi %s (C++ headers from the kiwisolver sdist), %s, KIWI_BIG=%d\n", KIWI_VERSION,
#ifdef __VERSION__
                "g++ " __VERSION__,
#else
                "unknown compiler",
#endif
                g_big ? 1 : 0);

    if (wanted(argc, argv, "enaml-build")) enamlBuild(200);
    if (wanted(argc, argv, "enaml-suggest")) enamlSuggest(7, 10000);
    if (wanted(argc, argv, "grid-10")) grid(10, 20);
    if (wanted(argc, argv, "grid-30")) grid(30, 3);
    if (wanted(argc, argv, "grid-60")) {
        if (g_big) grid(60, 1); else skipped("grid-60");
    }
    if (wanted(argc, argv, "resize-30")) resize(30, 1000);
    if (wanted(argc, argv, "chain-100")) chain(100, 50);
    if (wanted(argc, argv, "chain-1000")) chain(1000, 5);
    if (wanted(argc, argv, "chain-10000")) {
        if (g_big) chain(10000, 1); else skipped("chain-10000");
    }
    if (wanted(argc, argv, "remove-1000") || wanted(argc, argv, "readd-1000")) removeReadd(1000, 5);
    return g_anyFail ? 1 : 0;
}
