/*
 * Copyright (c) 2026 ycsb-ext contributors.
 * Licensed under the Apache License, Version 2.0 (http://www.apache.org/licenses/LICENSE-2.0).
 */
package site.ycsb.ext.contract;

import java.util.Collections;
import java.util.LinkedHashSet;
import java.util.Optional;
import java.util.Properties;
import java.util.Set;

/**
 * The operations a run phase of core's {@code CoreWorkload} measures, read from its proportions before the run
 * starts: {@code READ}, {@code UPDATE}, {@code INSERT}, {@code SCAN}, {@code READ-MODIFY-WRITE} for each proportion
 * above 0 (core's defaults: read 0.95, update 0.05, the others 0), and {@code READ} and {@code UPDATE} with
 * {@code READ-MODIFY-WRITE}, which core measures as well. A proportion that is not a number counts as above 0 (it is
 * refused, naming the property, where the run starts). Stateless; thread-safe.
 */
public final class CoreOperations {
  /** Core's workload class, the only one whose operations are known beforehand. */
  public static final String CORE_WORKLOAD = "site.ycsb.workloads.CoreWorkload";
  /** The operation a core workload's proportions name, in core's order: property, core's default, operation. */
  private static final String[][] PROPORTIONS = {{"readproportion", "0.95", "READ"},
      {"updateproportion", "0.05", "UPDATE"}, {"insertproportion", "0", "INSERT"}, {"scanproportion", "0", "SCAN"},
      {"readmodifywriteproportion", "0", "READ-MODIFY-WRITE"}};

  private CoreOperations() {
  }

  /** @return how many operation kinds a core workload can run (every proportion above 0) */
  public static int mostKinds() {
    return PROPORTIONS.length;
  }

  /**
   * @param props the run's properties
   * @return the operations the run phase measures, in core's order; empty when the workload is not core's (its
   *     operations are not known beforehand)
   */
  public static Optional<Set<String>> ofRunPhase(Properties props) {
    String workload = CoreProperty.WORKLOAD.valueIn(props);
    if (workload == null || !workload.equals(CORE_WORKLOAD)) {
      return Optional.empty();
    }
    Set<String> operations = new LinkedHashSet<>();
    for (String[] p : PROPORTIONS) {
      double share;
      try {
        share = Double.parseDouble(props.getProperty(p[0], p[1]).trim());
      } catch (NumberFormatException e) {
        share = 1;
      }
      if (share > 0) {
        operations.add(p[2]);
        if (p[2].equals("READ-MODIFY-WRITE")) {
          operations.add("READ");
          operations.add("UPDATE");
        }
      }
    }
    return Optional.of(Collections.unmodifiableSet(operations));
  }
}
