/*
 * Copyright (c) 2026 ycsb-ext contributors.
 * Licensed under the Apache License, Version 2.0 (http://www.apache.org/licenses/LICENSE-2.0).
 */
package site.ycsb.ext.commandline;

import java.util.ArrayList;
import java.util.Collection;
import java.util.List;
import java.util.Properties;
import java.util.Set;
import java.util.TreeSet;
import site.ycsb.ext.contract.CoreProperty;

/**
 * Warns about a property name that core does not read but that is one or two edits from one it does
 * ({@code recordcout} for {@code recordcount}): core ignores unknown names, so a typo would silently run with the
 * default. Names under a binding's prefix ({@code as.}, {@code couchbase.}, or any the run's binding declares) are the
 * binding's and never compared. Only a near miss is named: a workload of one's own may read names core does not know.
 * Stateless; thread-safe.
 */
final class PropertySpelling {
  /**
   * Core 0.17's names beyond {@link CoreProperty}: {@code Client}'s, {@code CoreWorkload}'s, {@code DBWrapper}'s and
   * the measurements', and the names this project's engine and measurements add.
   */
  private static final List<String> MORE_NAMES = List.of(
      "table", "fieldcount", "fieldlength", "minfieldlength", "fieldlengthdistribution", "fieldlengthhistogram",
      "fieldnameprefix", "readallfields", "readallfieldsbyname", "writeallfields", "dataintegrity", "readproportion",
      "updateproportion", "insertproportion", "scanproportion", "readmodifywriteproportion", "requestdistribution",
      "zeropadding", "minscanlength", "maxscanlength", "scanlengthdistribution", "insertorder", "hotspotdatafraction",
      "hotspotopnfraction", "exponential.percentile", "exponential.frac", "core_workload_insertion_retry_limit",
      "core_workload_insertion_retry_interval", "measurement.interval", "measurement.histogram.verbose",
      "measurement.raw.output_file", "measurement.raw.no_summary", "histogram.buckets", "hdrhistogram.percentiles",
      "hdrhistogram.fileoutput", "hdrhistogram.output.path", "timeseries.granularity", "reportlatencyforeacherror",
      "latencytrackederrors", "periodichistogram.output.path", "periodichistogram.interval",
      "periodichistogram.buckets", "periodichistogram.bucket.interval", "failures.max", "failures.outage.max",
      "failures.stop.after", "metrics.host", "metrics.port", "metrics.linger", "metrics.run.id");
  private static final Set<String> KNOWN = known();

  private PropertySpelling() {
  }

  /**
   * @param bindingPrefixes prefixes of binding properties ({@code as.}); names under them are not checked
   * @return one warning line per near miss, in name order
   */
  static List<String> warnings(Properties props, Collection<String> bindingPrefixes) {
    List<String> warnings = new ArrayList<>();
    for (String name : new TreeSet<>(props.stringPropertyNames())) {
      if (KNOWN.contains(name) || name.startsWith("ycsb.") || name.startsWith(CoreProperty.HTRACE_PREFIX)
          || bindingPrefixes.stream().anyMatch(name::startsWith)) {
        continue;
      }
      String nearest = null;
      int best = Integer.MAX_VALUE;
      for (String known : KNOWN) {
        int distance = distance(name, known);
        if (distance < best) {
          best = distance;
          nearest = known;
        }
      }
      if (best <= (name.length() >= 6 ? 2 : 1)) {
        warnings.add("ycsb: warning: core reads no property '" + name + "'; did you mean '" + nearest + "'?");
      }
    }
    return warnings;
  }

  private static Set<String> known() {
    Set<String> names = new TreeSet<>(MORE_NAMES);
    for (CoreProperty property : CoreProperty.values()) {
      names.add(property.key());
    }
    return names;
  }

  /** Edits (insert, delete, replace, swap of neighbours) from {@code a} to {@code b}. */
  static int distance(String a, String b) {
    int[][] d = new int[a.length() + 1][b.length() + 1];
    for (int i = 0; i <= a.length(); i++) {
      d[i][0] = i;
    }
    for (int j = 0; j <= b.length(); j++) {
      d[0][j] = j;
    }
    for (int i = 1; i <= a.length(); i++) {
      for (int j = 1; j <= b.length(); j++) {
        int cost = a.charAt(i - 1) == b.charAt(j - 1) ? 0 : 1;
        d[i][j] = Math.min(Math.min(d[i - 1][j] + 1, d[i][j - 1] + 1), d[i - 1][j - 1] + cost);
        if (i > 1 && j > 1 && a.charAt(i - 1) == b.charAt(j - 2) && a.charAt(i - 2) == b.charAt(j - 1)) {
          d[i][j] = Math.min(d[i][j], d[i - 2][j - 2] + 1);
        }
      }
    }
    return d[a.length()][b.length()];
  }
}
