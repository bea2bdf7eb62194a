/*
 * Copyright (c) 2026 ycsb-ext contributors.
 * Licensed under the Apache License, Version 2.0 (http://www.apache.org/licenses/LICENSE-2.0).
 */
package site.ycsb.ext.report.study;

import java.time.Duration;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import site.ycsb.ext.report.model.Caveats;
import site.ycsb.ext.report.model.Comparability;
import site.ycsb.ext.report.model.ReportSummary;
import site.ycsb.ext.report.model.RunFacts;
import site.ycsb.ext.report.model.RunSummary;

/**
 * What the run report says of a run, applied to one cell's repetitions: the marks of {@link Caveats} (stand-in
 * servers, repetitions that asked for different guarantees), the client-bound verdict each run's manifest recorded
 * ({@code CLIENT-BOUND}: its throughput is a lower bound of the database's), and the facts a comparison of systems
 * checks like for like with {@link Comparability}. Thread-safe (immutable).
 *
 * @param marks short marks for the cell's rows, in order: partial input, stand-in servers, not like for like,
 *     client-bound
 * @param notes one sentence per mark but the stand-in's (the report's title and the cell's mark say that), why
 * @param standIn whether any repetition ran against stand-in servers
 * @param clientBound whether any repetition's client was the limit
 * @param facts what the cell's first repetition asked of its database (the facts a comparison checks); empty without
 *     a completed repetition
 */
public record CellEvidence(List<String> marks, List<String> notes, boolean standIn, boolean clientBound,
    RunFacts facts) {

  /** The mark of a cell with a repetition whose client was the limit. */
  public static final String CLIENT_BOUND = "CLIENT-BOUND";

  /** The provenance line that carries the client's verdict. */
  private static final String CLIENT_LOAD = "client load";

  public CellEvidence {
    marks = List.copyOf(marks);
    notes = List.copyOf(notes);
  }

  /**
   * The evidence of a cell's completed repetitions.
   *
   * @param cell the cell's id, for the notes
   * @param runs each completed repetition's summary, labelled {@code <system> rep-<n>}
   */
  static CellEvidence of(String cell, List<RunSummary> runs, Duration warmup) {
    if (runs.isEmpty()) {
      return new CellEvidence(List.of(), List.of(), false, false, new RunFacts(Map.of(), Set.of()));
    }
    Caveats caveats = Caveats.of(new ReportSummary(runs, warmup, null));
    List<String> marks = new ArrayList<>(caveats.marks());
    List<String> notes = new ArrayList<>();
    for (int i = 0; i < caveats.marks().size(); i++) {
      if (!caveats.marks().get(i).equals(Caveats.STAND_IN)) {
        notes.add("Cell " + cell + ": " + caveats.sentences().get(i));
      }
    }
    List<String> bound = new ArrayList<>();
    for (RunSummary r : runs) {
      for (String[] line : r.provenance().lines()) {
        if (line[0].equals(CLIENT_LOAD) && line[1].contains("client-bound")) {
          bound.add(r.label() + " (" + line[1] + ")");
        }
      }
    }
    if (!bound.isEmpty()) {
      marks.add(CLIENT_BOUND);
      notes.add("Cell " + cell + ": " + CLIENT_BOUND + " in " + String.join("; ", bound) + ": its throughput is a"
          + " lower bound of what the database can serve; add client hosts or cores before reading it as the"
          + " database's limit");
    }
    return new CellEvidence(marks, notes, caveats.marks().contains(Caveats.STAND_IN), !bound.isEmpty(),
        runs.get(0).provenance().facts());
  }

  /** Whether two cells' systems asked for the same guarantees (the first system's decide, as in the run report). */
  static Comparability compare(String first, CellEvidence a, String second, CellEvidence b) {
    Map<String, RunFacts> facts = new LinkedHashMap<>();
    facts.put(first, a.facts());
    facts.put(second, b.facts());
    return Comparability.ofFacts(facts);
  }

  /** The run report's like-for-like box of a comparison: its title, one line per differing aspect; empty if none. */
  static List<String> box(Comparability c) {
    List<String> lines = new ArrayList<>();
    if (c.differences().isEmpty()) {
      return lines;
    }
    lines.add(c.title());
    c.differences().forEach(d -> lines.add((d.guarantee() ? "guarantee, " : d.nameOnly() ? "same guarantee, " : "")
        + d.line()));
    return lines;
  }
}
