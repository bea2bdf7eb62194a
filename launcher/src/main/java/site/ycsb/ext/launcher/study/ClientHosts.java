/*
 * Copyright (c) 2026 ycsb-ext contributors.
 * Licensed under the Apache License, Version 2.0 (http://www.apache.org/licenses/LICENSE-2.0).
 */
package site.ycsb.ext.launcher.study;

import java.util.Arrays;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import site.ycsb.ext.contract.BadInputException;

/**
 * The client hosts of each cell: the axis {@code sweep.clients} (Avalon's 1-14 client hosts), or a user axis value's
 * {@value #KEY} key (End Point's one client host per server node, {@code nodes: {8: {dataset: n8, clients: 8}}}, no
 * property); either way the cell runs on the first N of the hosts given, or on all of them when fewer are given. Checks them against the hosts before
 * anything runs and picks each cell's hosts. Stateless.
 */
final class ClientHosts {
  /** The key of a user axis value's mapping that sets its cells' client hosts. */
  static final String KEY = "clients";

  private ClientHosts() {
  }

  /** The client hosts a user axis point sets (its values' {@value #KEY} key), 0 when none does. */
  static int of(Study study, Map<String, String> point) {
    for (Map.Entry<String, String> e : point.entrySet()) {
      String n = study.sweep().labels().get(e.getKey()).get(e.getValue()).get(KEY);
      if (n != null) {
        return Integer.parseInt(n);
      }
    }
    return 0;
  }

  /** One line per user axis value whose {@value #KEY} is not a whole number from 1 to 1000 or doubles the axis. */
  static void checkLabels(Study.Sweep sweep, List<String> errors) {
    sweep.labels().forEach((axis, values) -> values.forEach((value, props) -> {
      String n = props.get(KEY);
      String key = "sweep.labels." + axis + "." + value + "." + KEY;
      if (n != null && !sweep.clients().isEmpty()) {
        errors.add("Invalid key '" + key + "': expected the client hosts in 'sweep.clients' or in the user axis's"
            + " values, not both");
      } else if (n != null && !n.matches("[1-9][0-9]{0,2}|1000")) {
        errors.add("Invalid value '" + n + "' for key '" + key + "': expected a whole number from 1 to 1000");
      }
    }));
  }

  /** The sweep run on this host only (demo scale without hosts): one client host, whatever the file says. */
  static Study.Sweep local(Study.Sweep sweep) {
    Map<String, Map<String, Map<String, String>>> labels = new LinkedHashMap<>();
    sweep.labels().forEach((axis, values) -> {
      Map<String, Map<String, String>> stripped = new LinkedHashMap<>();
      values.forEach((value, props) -> {
        Map<String, String> p = new LinkedHashMap<>(props);
        p.remove(KEY);
        stripped.put(value, p);
      });
      labels.put(axis, stripped);
    });
    return new Study.Sweep(sweep.threads(), sweep.targets(), labels,
        sweep.clients().isEmpty() ? List.of() : List.of(1));
  }

  /** The number of hosts in a {@code --hosts} list, 0 for none (this host). */
  static int count(String hostList) {
    return hostList.isEmpty() ? 0 : hostList.split(",", -1).length;
  }

  /**
   * Refuses, in one line, a client-host axis the hosts cannot give: a value above 1 without hosts. A value above the
   * number of hosts given runs on those ({@link #fewerLine}).
   *
   * @throws BadInputException naming the key and the value
   */
  static void check(StudyPlan plan, String hostList) {
    StudyPlan.Step most = plan.runs().stream().max(Comparator.comparingInt(StudyPlan.Step::clients)).orElse(null);
    if (most == null || most.clients() <= 1) {
      return;
    }
    String key = plan.study().sweep().clients().isEmpty() ? most.labels().entrySet().stream()
        .filter(e -> plan.study().sweep().labels().get(e.getKey()).get(e.getValue()).containsKey(KEY))
        .map(e -> "sweep.labels." + e.getKey() + "." + e.getValue() + "." + KEY).findFirst().orElse(KEY)
        : "sweep.clients";
    int hosts = count(hostList);
    if (hosts == 0) {
      throw new BadInputException("Invalid value '" + most.clients() + "' for key '" + key + "': the study runs on"
          + " this host only, expected 1; pass --hosts with at least " + most.clients() + " client hosts (or list"
          + " them in 'hosts')");
    }
  }

  /**
   * The line that says a study runs on fewer client hosts than it plans (printed, kept in {@code study.json} and
   * shown by the report), or null when it does not.
   *
   * @param planned the most client hosts a cell plans
   * @param given the client hosts given, 0 for this host only (then the axis is refused by {@link #check})
   */
  static String fewerLine(String study, int planned, int given) {
    if (given <= 0 || planned <= given) {
      return null;
    }
    return "Study " + study + ": planned " + planned + " client hosts, ran on " + given + ": each cell planned on"
        + " more than " + given + " runs on the " + given + " given, every host with its planned threads and target,"
        + " so those cells' totals are not the planned ones";
  }

  /**
   * The warning a run of a cell planned on more client hosts than given records in its manifest (so every run report
   * says it), or null when the cell ran on the hosts it plans.
   *
   * @param planned the client hosts the cell plans
   * @param given the client hosts given, 0 for this host only
   */
  static String cellLine(String study, int planned, int given) {
    if (given <= 0 || planned <= given) {
      return null;
    }
    return "Study " + study + ": this cell planned " + planned + " client hosts, ran on " + given + ", every host"
        + " with its planned threads and target, so its totals are not the planned ones";
  }

  /** The first {@code n} hosts of a {@code --hosts} list; the whole list when {@code n} is 0. */
  static String first(String hostList, int n) {
    if (n <= 0) {
      return hostList;
    }
    return String.join(",", Arrays.asList(hostList.split(",", -1)).subList(0, Math.min(n, count(hostList))));
  }
}
