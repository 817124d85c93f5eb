"""Names addresses of a benchmark binary from its symbol table (nm), for report.py and
allocations.py; addresses in other modules keep their module's name and offset."""
import bisect
import os
import subprocess


class SymbolTable:
    def __init__(self, binary):
        self.binary = os.path.realpath(binary)
        symbols = []
        for line in subprocess.run(["nm", "-S", binary], capture_output=True, text=True).stdout.splitlines():
            fields = line.split()
            if len(fields) == 4:
                symbols.append((int(fields[0], 16), int(fields[1], 16), fields[3]))
        symbols.sort()
        self.symbols = symbols
        self.starts = [s[0] for s in symbols]

    def is_binary(self, module):
        return os.path.realpath(module) == self.binary

    def name(self, module, offset):
        if not self.is_binary(module):
            return os.path.basename(module) + ":" + format(offset, "x")
        i = bisect.bisect_right(self.starts, offset) - 1
        if i >= 0 and offset < self.symbols[i][0] + max(self.symbols[i][1], 1):
            return self.symbols[i][2]
        return "?" + format(offset, "x")


def demangled(names):
    """Each mangled name to its simplified demangling."""
    names = sorted(set(names))
    out = subprocess.run(["swift", "demangle", "--simplified", "--compact"], input="\n".join(names),
                         capture_output=True, text=True).stdout.split("\n")
    return dict(zip(names, out))
