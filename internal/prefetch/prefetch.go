// Package prefetch asks the processor to fetch memory that a search is
// about to read, without waiting for it, as chess and Go engines do for
// their transposition tables: the fetch overlaps the work done before the
// read (solve's engine.prefetch: 4.9 % of the time of 43 collection
// problems, 7 % on one engine; see docs/solver-rounds.md, the twenty-fifth round).
//
// On amd64 Line is the PREFETCHT0 instruction, on arm64 PRFM PLDL1KEEP;
// elsewhere it does nothing. A prefetch never faults and never changes
// memory, so any address is allowed; it is only a hint.
package prefetch
