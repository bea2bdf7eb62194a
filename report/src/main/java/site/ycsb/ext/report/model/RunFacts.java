/*
 * Copyright (c) 2026 ycsb-ext contributors.
 * Licensed under the Apache License, Version 2.0 (http://www.apache.org/licenses/LICENSE-2.0).
 */
package site.ycsb.ext.report.model;

import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.function.Function;
import site.ycsb.ext.contract.CoreProperty;
import site.ycsb.ext.contract.Manifest;

/**
 * What a run asked of the database and of the workload, in words that compare across systems: the guarantees
 * (how many copies acknowledge a write, which copy serves a read, whether an update replaces or merges) and the
 * workload's shape (record size, key distribution, counts, mix, threads, target) plus the client and server
 * versions. Read from the hosts' manifests: the guarantees through the binding's own declaration
 * ({@link BindingGuarantees}: its settings in effect, else the properties given, else its declared defaults), the
 * workload's shape from the properties given, else core's defaults. {@link Comparability} compares the facts of several runs.
 * Immutable; thread-safe.
 *
 * @param facts aspect name to its value, in reading order; several hosts' differing values are joined with {@code |}
 * @param guarantees the aspect names that are guarantees (a difference makes a comparison not like for like)
 */
public record RunFacts(Map<String, String> facts, Set<String> guarantees) {
  /** How many copies acknowledge a write before it returns. */
  public static final String WRITE_ACK = "writes acknowledged by";
  /** How the copies beyond the active one acknowledge: synchronous replication or the client's observe polling. */
  public static final String REPLICATION = "write replication";
  /** Which copy serves a read. */
  public static final String READS = "reads served by";
  /** Whether an update replaces the record or merges the fields it writes. */
  public static final String UPDATE = "update";
  /** The binding that ran: runs of different bindings are different systems, whose server versions always differ. */
  public static final String BINDING = "binding";
  /** The value of a guarantee the run's binding does not declare. */
  public static final String UNKNOWN = "unknown";

  public RunFacts {
    facts = java.util.Collections.unmodifiableMap(new LinkedHashMap<>(facts));
    guarantees = Set.copyOf(guarantees);
  }

  /**
   * The facts of one run from its hosts' manifests (hosts without a manifest are skipped), the guarantees as the
   * bindings declare them ({@link BindingGuarantees#find}).
   */
  public static RunFacts of(List<Manifest> manifests, String totalTarget) {
    return of(manifests, totalTarget, BindingGuarantees::find);
  }

  /**
   * The facts of one run with the bindings' declarations given.
   *
   * @param declarations a DB class to its binding's declaration, empty when it declares none
   */
  public static RunFacts of(List<Manifest> manifests, String totalTarget,
      Function<String, Optional<BindingGuarantees>> declarations) {
    Map<String, Set<String>> values = new LinkedHashMap<>();
    for (Manifest m : manifests) {
      for (Map.Entry<String, String> e : ofHost(m, declarations).entrySet()) {
        values.computeIfAbsent(e.getKey(), k -> new LinkedHashSet<>()).add(e.getValue());
      }
    }
    Map<String, String> facts = new LinkedHashMap<>();
    values.forEach((k, v) -> facts.put(k, String.join("|", v)));
    if (!manifests.isEmpty()) {
      facts.put("target", totalTarget.isEmpty() ? "none" : totalTarget + " ops/s");
      long threads = 0;
      for (Manifest m : manifests) {
        threads += count(value(m, CoreProperty.THREAD_COUNT.key(), CoreProperty.THREAD_COUNT.defaultValue()));
      }
      facts.put("threads", threads + " over " + manifests.size() + " host" + (manifests.size() == 1 ? "" : "s"));
    }
    return new RunFacts(facts, Set.of(WRITE_ACK, READS, UPDATE));
  }

  private static Map<String, String> ofHost(Manifest m, Function<String, Optional<BindingGuarantees>> declarations) {
    Map<String, String> f = new LinkedHashMap<>();
    Optional<BindingGuarantees> declared = declarations.apply(m.dbClass());
    if (declared.isPresent()) {
      f.put(WRITE_ACK, declared.get().writes(m));
      declared.get().replication(m).ifPresent(r -> f.put(REPLICATION, r));
      f.put(READS, declared.get().reads(m));
      f.put(UPDATE, declared.get().update(m));
    } else {
      f.put(WRITE_ACK, UNKNOWN);
      f.put(READS, UNKNOWN);
      f.put(UPDATE, UNKNOWN);
    }
    f.put(BINDING, m.binding());
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

  private static String value(Manifest m, String property, String defaultValue) {
    String v = m.properties().get(property);
    return v == null || v.isBlank() ? defaultValue : v.strip();
  }

  /** A count as a property gives it; 0 for anything else. */
  private static long count(String text) {
    try {
      return Long.parseLong(text.strip());
    } catch (NumberFormatException e) {
      return 0;
    }
  }
}
