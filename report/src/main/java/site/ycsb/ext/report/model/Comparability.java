/*
 * Copyright (c) 2026 ycsb-ext contributors.
 * Licensed under the Apache License, Version 2.0 (http://www.apache.org/licenses/LICENSE-2.0).
 */
package site.ycsb.ext.report.model;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * Whether compared runs asked the same of their databases: every aspect of {@link RunFacts} whose value differs
 * between the runs, guarantees first. A difference in a guarantee (durability, which copy serves reads, replace or
 * merge) makes the comparison <em>not like for like</em>, and every format says so at its top and in the sentence
 * that states a ratio; equal settings give no differences. Immutable; thread-safe.
 *
 * @param differences one per differing aspect, guarantees first
 */
public record Comparability(List<Difference> differences) {

  /**
   * One aspect that differs, in its guarantee or only in the settings' names.
   *
   * @param aspect e.g. {@code writes acknowledged by}
   * @param guarantee whether the guarantee differs (the comparison is then not like for like)
   * @param nameOnly whether the guarantee is the same and only the settings that give it differ in name
   *     ({@code as.commitLevel=all} and {@code as.commitLevel=master} at replication factor 1: 1 copy each)
   * @param values each run's label and value, in the runs' order
   * @param words the difference in words, each run's value without its detail: {@code writes acknowledged by 2
   *     copies in all, 1 copy in master}
   * @param contrast what the values mean against each other where the words alone do not say it, e.g.
   *     {@code whole-document upsert vs sub-document merge} ({@link #updateContrast}); empty otherwise
   */
  public record Difference(String aspect, boolean guarantee, boolean nameOnly, List<String> values, String words,
      String contrast) {
    /** One line: {@code writes acknowledged by: as: 2 copies (...); cb: 1 copy (...)}. */
    public String line() {
      return aspect + ": " + (nameOnly ? "the same guarantee, the settings differ in name only: " : "")
          + (contrast.isEmpty() ? "" : contrast + ": ") + String.join("; ", values);
    }
  }

  /** What each binding's update word writes: a merge writes the given fields into the stored document. */
  private static final Map<String, String> UPDATE_KINDS = Map.of("merge", "sub-document merge",
      "replace", "whole-document replace", "upsert", "whole-document upsert");

  public Comparability {
    differences = List.copyOf(differences);
  }

  /** The differences between the runs' facts; none for a single run. */
  public static Comparability of(List<RunSummary> runs) {
    Map<String, RunFacts> facts = new LinkedHashMap<>();
    runs.forEach(r -> facts.put(r.label(), r.provenance().facts()));
    return ofFacts(facts);
  }

  /**
   * The differences between runs' facts; none for a single run.
   *
   * @param runs each run's label and facts, in the runs' order (the first run's guarantees decide)
   */
  public static Comparability ofFacts(Map<String, RunFacts> runs) {
    List<Difference> guarantees = new ArrayList<>();
    List<Difference> others = new ArrayList<>();
    List<Difference> nameOnly = new ArrayList<>();
    if (runs.size() < 2) {
      return new Comparability(List.of());
    }
    Set<String> aspects = new LinkedHashSet<>();
    runs.values().forEach(f -> aspects.addAll(f.facts().keySet()));
    Set<String> guaranteed = runs.values().iterator().next().guarantees();
    Set<String> bindings = new LinkedHashSet<>();
    runs.values().forEach(f -> bindings.add(f.facts().getOrDefault(RunFacts.BINDING, "")));
    // Two databases' runs: their bindings and server versions always differ, and are what is compared.
    boolean crossSystem = bindings.size() > 1;
    List<Difference> unknown = new ArrayList<>();
    for (String aspect : aspects) {
      if (aspect.equals(RunFacts.BINDING) || crossSystem && aspect.equals("server version")) {
        continue;
      }
      Set<String> distinct = new LinkedHashSet<>();
      Set<String> spelled = new LinkedHashSet<>();
      List<String> values = new ArrayList<>();
      List<String> words = new ArrayList<>();
      for (Map.Entry<String, RunFacts> r : runs.entrySet()) {
        // no replication where one copy acknowledges (e.g. replicateTo=0): nothing to record, not a missing fact
        String v = r.getValue().facts().getOrDefault(aspect, aspect.equals(RunFacts.REPLICATION)
            ? "none (one copy acknowledges a write)" : "not recorded");
        distinct.add(key(v));
        spelled.add(v);
        values.add(r.getKey() + ": " + v);
        words.add(key(v) + " in " + r.getKey());
      }
      String contrast = aspect.equals(RunFacts.UPDATE) ? updateContrast(distinct) : "";
      String sentence = aspect + " " + (contrast.isEmpty() ? "" : contrast + ": ") + String.join(", ", words);
      boolean guarantee = guaranteed.contains(aspect);
      if (guarantee && distinct.contains(RunFacts.UNKNOWN)) {
        // a guarantee its binding does not declare is neither the same nor different: it is not known
        List<String> unknownIn = new ArrayList<>();
        runs.forEach((label, f) -> {
          if (RunFacts.UNKNOWN.equals(f.facts().get(aspect))) {
            unknownIn.add(label);
          }
        });
        unknown.add(new Difference(aspect, false, false, values, aspect + " unknown in " + String.join(", ",
            unknownIn) + " (the binding declares no guarantees)", ""));
        continue;
      }
      if (distinct.size() > 1) {
        (guarantee ? guarantees : others).add(new Difference(aspect, guarantee, false, values, sentence, contrast));
      } else if (guarantee && spelled.size() > 1) {
        nameOnly.add(new Difference(aspect, false, true, values, sentence, ""));
      }
    }
    List<Difference> all = new ArrayList<>(guarantees);
    all.addAll(unknown);
    all.addAll(nameOnly);
    all.addAll(others);
    return new Comparability(all);
  }

  /**
   * @param kinds the runs' distinct update words, in the runs' order ({@code upsert}, {@code merge})
   * @return what they write against each other, {@code whole-document upsert vs sub-document merge}; empty when
   *     there is one kind or a word this does not know
   */
  static String updateContrast(Set<String> kinds) {
    if (kinds.size() < 2 || !UPDATE_KINDS.keySet().containsAll(kinds)) {
      return "";
    }
    return String.join(" vs ", kinds.stream().map(UPDATE_KINDS::get).toList());
  }

  /** What is compared of a value: the value without its parenthesised detail ({@code 2 copies (...)} -> 2 copies). */
  static String key(String value) {
    return value.replaceAll(" \\([^|]*\\)(?=\\||$)", "");
  }

  /** Whether every guarantee was the same in every run. */
  public boolean likeForLike() {
    return differences.stream().noneMatch(Difference::guarantee);
  }

  /** The box's title: empty when nothing differs. */
  public String title() {
    if (differences.isEmpty()) {
      return "";
    }
    if (likeForLike() && differences.stream().allMatch(Difference::nameOnly)) {
      return "Like for like: the compared runs asked for the same guarantees, set in differently named settings";
    }
    if (!likeForLike()) {
      return "NOT LIKE FOR LIKE: the compared runs asked for different guarantees";
    }
    if (differences.stream().anyMatch(d -> d.words().contains(" unknown in "))) {
      return "Like for like not known: a compared run's binding declares no guarantees";
    }
    return "The compared runs differ in their workload or versions";
  }
}
