/*
 * Copyright (c) 2026 ycsb-ext contributors.
 * Licensed under the Apache License, Version 2.0 (http://www.apache.org/licenses/LICENSE-2.0).
 */
package site.ycsb.ext.report.model;

import java.util.ArrayList;
import java.util.List;

/**
 * The caveats a reader must see next to every figure and data file of a report: read from incomplete input, measured
 * against stand-in servers, compared runs not like for like (with the differing guarantee and both values). Each
 * has a short mark for a title ({@code STAND-IN SERVERS}) and a sentence for a caption. Immutable; thread-safe.
 *
 * @param marks the short marks, in order: not in step, partial input, stand-ins, not like for like
 * @param sentences one sentence per mark, same order
 */
public record Caveats(List<String> marks, List<String> sentences) {
  /** The mark of a report read from incomplete input. */
  public static final String PARTIAL = "PARTIAL INPUT";
  /** The mark of a report with a run measured against stand-ins. */
  public static final String STAND_IN = "STAND-IN SERVERS";
  /** The mark of a fan-out whose hosts did not run together ({@link RunSummary#NOT_IN_STEP}). */
  public static final String NOT_IN_STEP = RunSummary.NOT_IN_STEP;
  /** The mark of a comparison whose runs asked for different guarantees. */
  public static final String NOT_LIKE_FOR_LIKE = "NOT LIKE FOR LIKE";

  public Caveats {
    marks = List.copyOf(marks);
    sentences = List.copyOf(sentences);
  }

  /** The caveats of a summary; none for complete input from real servers compared like for like. */
  public static Caveats of(ReportSummary summary) {
    List<String> marks = new ArrayList<>();
    List<String> sentences = new ArrayList<>();
    List<String> notInStep = summary.runs().stream().flatMap(r -> r.warnings().stream())
        .filter(w -> w.startsWith(NOT_IN_STEP)).toList();
    if (!notInStep.isEmpty()) {
      marks.add(NOT_IN_STEP);
      sentences.add("Hosts not in step: " + String.join("; ", notInStep.stream().map(w -> w.substring(
          NOT_IN_STEP.length()).replaceFirst("^: ", "")).toList()) + ".");
    }
    if (summary.partial()) {
      marks.add(PARTIAL);
      sentences.add("Partial input: read from incomplete logs or hosts" + missingHosts(summary)
          + "; the figures may be wrong, see the warnings.");
    }
    if (summary.standIns()) {
      List<String> runs = summary.runs().stream().filter(r -> r.provenance().standIns()).map(RunSummary::label)
          .toList();
      marks.add(STAND_IN);
      sentences.add("Measured against stand-in servers" + (summary.runs().size() > 1 ? " (run " + String.join(", ",
          runs) + ")" : "") + ": these figures measure the tool, not the databases.");
    }
    Comparability c = summary.comparability();
    if (!c.likeForLike()) {
      marks.add(NOT_LIKE_FOR_LIKE);
      sentences.add("Not like for like, the runs asked for different guarantees: " + String.join("; ",
          c.differences().stream().filter(Comparability.Difference::guarantee).map(Comparability.Difference::line)
              .toList()) + ".");
    }
    return new Caveats(marks, sentences);
  }

  private static String missingHosts(ReportSummary summary) {
    List<String> missing = summary.missingHosts();
    return missing.isEmpty() ? "" : " (hosts missing or without a manifest: " + String.join(", ", missing) + ")";
  }

  /** Whether there is nothing to mark. */
  public boolean none() {
    return marks.isEmpty();
  }

  /** A title with the marks in front: {@code PARTIAL INPUT: STAND-IN SERVERS: READ throughput}. */
  public String title(String title) {
    StringBuilder out = new StringBuilder();
    marks.forEach(m -> out.append(m).append(": "));
    return out.append(title).toString();
  }

  /** A caption with the caveats' sentences in front. */
  public String caption(String caption) {
    return sentences.isEmpty() ? caption : String.join(" ", sentences) + " " + caption;
  }

  /** A CSV comment line carrying the caveats ({@code # STAND-IN SERVERS: ...}), or empty without any. */
  public String csvComment() {
    return none() ? "" : "# " + String.join("; ", marks) + ": " + String.join(" ", sentences).replace('\n', ' ')
        + "\n";
  }
}
