/*
 * Copyright (c) 2026 ycsb-ext contributors.
 * Licensed under the Apache License, Version 2.0 (http://www.apache.org/licenses/LICENSE-2.0).
 */
package site.ycsb.ext.report.model;

import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import site.ycsb.ext.contract.CoreProperty;
import site.ycsb.ext.contract.Manifest;

/**
 * What a run asked of the database and of the workload, in words that compare across systems: the guarantees
 * (how many copies acknowledge a write, which copy serves a read, whether an update replaces or merges) and the
 * workload's shape (record size, key distribution, counts, mix, threads, target) plus the client and server
 * versions. Read from the hosts' manifests: the binding's effective settings ({@code settings}) first, then the
 * properties given, then the binding's documented default. {@link Comparability} compares the facts of several runs.
 * Immutable; thread-safe.
 *
 * @param facts aspect name to its value, in reading order; several hosts' differing values are joined with {@code |}
 * @param guarantees the aspect names that are guarantees (a difference makes a comparison not like for like)
 */
public record RunFacts(Map<String, String> facts, Set<String> guarantees) {
  /** How many copies acknowledge a write before it returns. */
  public static final String WRITE_ACK = "writes acknowledged by";
  /** Which copy serves a read. */
  public static final String READS = "reads served by";
  /** Whether an update replaces the record or merges the fields it writes. */
  public static final String UPDATE = "update";

  public RunFacts {
    facts = java.util.Collections.unmodifiableMap(new LinkedHashMap<>(facts));
    guarantees = Set.copyOf(guarantees);
  }

  /** The facts of one run from its hosts' manifests (hosts without a manifest are skipped). */
  public static RunFacts of(List<Manifest> manifests, String totalTarget) {
    Map<String, Set<String>> values = new LinkedHashMap<>();
    for (Manifest m : manifests) {
      for (Map.Entry<String, String> e : ofHost(m).entrySet()) {
        values.computeIfAbsent(e.getKey(), k -> new LinkedHashSet<>()).add(e.getValue());
      }
    }
    Map<String, String> facts = new LinkedHashMap<>();
    values.forEach((k, v) -> facts.put(k, String.join("|", v)));
    if (!manifests.isEmpty()) {
      facts.put("target", totalTarget.isEmpty() ? "none" : totalTarget + " ops/s");
      long threads = 0;
      for (Manifest m : manifests) {
        threads += number(value(m, CoreProperty.THREAD_COUNT.key(), CoreProperty.THREAD_COUNT.defaultValue()));
      }
      facts.put("threads", threads + " over " + manifests.size() + " host" + (manifests.size() == 1 ? "" : "s"));
    }
    return new RunFacts(facts, Set.of(WRITE_ACK, READS, UPDATE));
  }

  private static Map<String, String> ofHost(Manifest m) {
    Map<String, String> f = new LinkedHashMap<>();
    String binding = m.binding();
    if (binding.equals("aerospike")) {
      String commit = effective(m, "commitLevel", "as.commitLevel", "all").toLowerCase(Locale.ROOT);
      String rf = m.server().getOrDefault("replicationFactor", "");
      f.put(WRITE_ACK, commit.contains("master") ? "1 copy (as.commitLevel=master)"
          : rf.isEmpty() || rf.equals("unknown") ? "all replicas (as.commitLevel=all; replication factor not recorded)"
          : rf + " copies (as.commitLevel=all, replication factor " + rf + ")");
      String replica = effective(m, "replica", "as.replica", "sequence").toLowerCase(Locale.ROOT);
      f.put(READS, replica.equals("master") || replica.equals("sequence") ? "the master (as.replica=" + replica + ")"
          : "any replica (as.replica=" + replica + ")");
      f.put(UPDATE, effective(m, "updateMode", "as.update", "merge").toLowerCase(Locale.ROOT));
    } else if (binding.equals("couchbase2")) {
      long replicateTo = number(effective(m, "replicateTo", "couchbase.replicateTo", "0"));
      long persistTo = number(effective(m, "persistTo", "couchbase.persistTo", "0"));
      f.put(WRITE_ACK, (1 + replicateTo) + (replicateTo == 0 ? " copy" : " copies") + " (couchbase.replicateTo="
          + replicateTo + (persistTo > 0 ? ", persistTo=" + persistTo : "") + ")");
      f.put(READS, "the master (active copy)");
      f.put(UPDATE, effective(m, "updateMode", "couchbase.update", "merge").toLowerCase(Locale.ROOT));
    } else {
      f.put(WRITE_ACK, "not known for binding " + binding);
      f.put(READS, "not known for binding " + binding);
      f.put(UPDATE, "not known for binding " + binding);
    }
    f.put("record", value(m, "fieldcount", "10") + " fields x " + value(m, "fieldlength", "100") + " B ("
        + value(m, "fieldlengthdistribution", "constant") + ")");
    f.put("key distribution", value(m, "requestdistribution", "uniform"));
    f.put("records", value(m, CoreProperty.RECORD_COUNT.key(), CoreProperty.RECORD_COUNT.defaultValue()));
    f.put("operation mix", "read " + value(m, "readproportion", "0.95") + ", update " + value(m, "updateproportion",
        "0.05") + ", insert " + value(m, "insertproportion", "0") + ", scan " + value(m, "scanproportion", "0")
        + ", read-modify-write " + value(m, "readmodifywriteproportion", "0"));
    f.put("client version", "ycsb-ext " + m.clientVersion());
    String server = m.server().getOrDefault("version", "");
    f.put("server version", server.isEmpty() ? "not recorded" : server
        + (m.server().containsKey("edition") ? " (" + m.server().get("edition") + ")" : ""));
    return f;
  }

  /** The binding's effective setting, else the property given, else the binding's documented default. */
  private static String effective(Manifest m, String setting, String property, String defaultValue) {
    String v = m.settings().get(setting);
    return v != null && !v.isBlank() ? v : value(m, property, defaultValue);
  }

  private static String value(Manifest m, String property, String defaultValue) {
    String v = m.properties().get(property);
    return v == null || v.isBlank() ? defaultValue : v.strip();
  }

  /** A count as a property gives it ({@code 1}) or the SDK's enum names it ({@code ONE}; {@code MASTER} is 1). */
  private static long number(String text) {
    String t = text.strip().toUpperCase(Locale.ROOT);
    try {
      return Long.parseLong(t);
    } catch (NumberFormatException e) {
      int i = List.of("NONE", "ONE", "TWO", "THREE", "FOUR").indexOf(t);
      return i >= 0 ? i : t.equals("MASTER") ? 1 : 0;
    }
  }
}
