// Cassowary: an incremental linear constraint solver (Badros, Borning & Stuckey, TOCHI 2001).
// The implementation lands with issue #2.
