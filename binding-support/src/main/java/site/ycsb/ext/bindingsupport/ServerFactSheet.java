/*
 * Copyright (c) 2026 ycsb-ext contributors.
 * Licensed under the Apache License, Version 2.0 (http://www.apache.org/licenses/LICENSE-2.0).
 */
package site.ycsb.ext.bindingsupport;

import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.Map;

/**
 * What a binding's facts layer read of its servers for the run's record: the facts by name, in reporting order
 * ({@code version -> 7.6.2-3721-enterprise}), and one line saying which could not be read and why. The facts layer
 * stays out of the upstream series, so its copies are the only ones. Immutable; thread-safe.
 */
public final class ServerFactSheet {
  private final Map<String, String> facts;
  private final String problem;

  /**
   * @param facts   fact name to value, in reporting order (copied)
   * @param problem one line saying which facts are unknown and why, or {@code null} when every fact was read
   */
  public ServerFactSheet(Map<String, String> facts, String problem) {
    this.facts = Collections.unmodifiableMap(new LinkedHashMap<String, String>(facts));
    this.problem = problem;
  }

  /** @return fact name to value, in reporting order; unmodifiable */
  public Map<String, String> facts() {
    return facts;
  }

  /** @return one line saying which facts are unknown and why, or {@code null} when every fact was read */
  public String problem() {
    return problem;
  }

  /**
   * Puts every fact as {@code <factPrefix><name>}, and the problem, if any, as {@code warningKey}.
   *
   * @param entries       the facts provider's answer, added to
   * @param factPrefix    the prefix of the recorded facts ({@code db.server.})
   * @param warningKey    the key of the problem's warning ({@code couchbase3.warning.server-facts})
   * @param warningPrefix words before the problem in the warning, or {@code ""}
   */
  public void recordInto(Map<String, String> entries, String factPrefix, String warningKey, String warningPrefix) {
    for (Map.Entry<String, String> fact : facts.entrySet()) {
      entries.put(factPrefix + fact.getKey(), fact.getValue());
    }
    if (problem != null) {
      entries.put(warningKey, warningPrefix + problem);
    }
  }

  @Override
  public String toString() {
    return facts.toString();
  }
}
