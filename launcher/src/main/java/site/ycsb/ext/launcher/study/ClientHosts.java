/*
 * Copyright (c) 2026 ycsb-ext contributors.
 * Licensed under the Apache License, Version 2.0 (http://www.apache.org/licenses/LICENSE-2.0).
 */
package site.ycsb.ext.launcher.study;

import java.util.Arrays;
import java.util.List;
import site.ycsb.ext.contract.BadInputException;

/**
 * The client-host axis ({@code sweep.clients}, Avalon's 1-14 client hosts): each cell runs on the first N of the
 * hosts given. Checks the axis against the hosts before anything runs and picks each cell's hosts. Stateless.
 */
final class ClientHosts {
  private ClientHosts() {
  }

  /** The number of hosts in a {@code --hosts} list, 0 for none (this host). */
  static int count(String hostList) {
    return hostList.isEmpty() ? 0 : hostList.split(",", -1).length;
  }

  /**
   * Refuses, in one line, a client-host axis the hosts cannot give: a value above 1 without hosts, or above the
   * number of hosts given.
   *
   * @throws BadInputException naming the key, the value and the host count
   */
  static void check(StudyPlan plan, String hostList) {
    List<Integer> clients = plan.study().sweep().clients();
    int most = clients.stream().mapToInt(Integer::intValue).max().orElse(0);
    int hosts = count(hostList);
    if (hosts == 0 && most > 1) {
      throw new BadInputException("Invalid value '" + most + "' for key 'sweep.clients': the study runs on this host"
          + " only, expected 1; pass --hosts with at least " + most + " client hosts (or list them in 'hosts')");
    }
    if (hosts > 0 && most > hosts) {
      throw new BadInputException("Invalid value '" + most + "' for key 'sweep.clients': expected at most " + hosts
          + ", the number of client hosts given (" + hostList + ")");
    }
  }

  /** The first {@code n} hosts of a {@code --hosts} list; the whole list when {@code n} is 0. */
  static String first(String hostList, int n) {
    if (n <= 0) {
      return hostList;
    }
    return String.join(",", Arrays.asList(hostList.split(",", -1)).subList(0, Math.min(n, count(hostList))));
  }
}
