/*
 * Copyright (c) 2026 ycsb-ext contributors.
 * Licensed under the Apache License, Version 2.0 (http://www.apache.org/licenses/LICENSE-2.0).
 */
package site.ycsb.ext.report.merge;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;

/**
 * Runs the {@link OperationMerge}s of a run in parallel, one task per operation on at most one thread per core: the
 * logs of one operation are merged by one thread, and every task keeps its own host tallies. The tallies come back in
 * the operations' order, whatever order the tasks end in. Stateless; each call has its own threads.
 */
final class OperationMerges {

  private OperationMerges() {
  }

  /**
   * The tallies of every operation, in the order of {@code logs}.
   *
   * @param logs each operation's logs, each at its first window
   * @param cutMs the warm-up's end, epoch ms
   * @param hostCount the run's hosts
   */
  static Map<String, OpTally> run(Map<String, List<LogHead>> logs, long cutMs, int hostCount) {
    int threads = Math.max(1, Math.min(logs.size(), Runtime.getRuntime().availableProcessors()));
    ExecutorService pool = Executors.newFixedThreadPool(threads, r -> {
      Thread t = new Thread(r, "report-merge");
      t.setDaemon(true);
      return t;
    });
    try {
      Map<String, Future<OpTally>> futures = new LinkedHashMap<>();
      for (Map.Entry<String, List<LogHead>> e : logs.entrySet()) {
        OperationMerge merge = new OperationMerge(e.getKey(), e.getValue(), cutMs, hostCount);
        futures.put(e.getKey(), pool.submit(merge::merge));
      }
      Map<String, OpTally> tallies = new LinkedHashMap<>();
      for (Map.Entry<String, Future<OpTally>> e : futures.entrySet()) {
        tallies.put(e.getKey(), e.getValue().get());
      }
      return tallies;
    } catch (ExecutionException e) {
      if (e.getCause() instanceof RuntimeException r) {
        throw r;
      }
      throw new IllegalStateException(e.getCause());
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
      throw new IllegalStateException("interrupted while merging", e);
    } finally {
      pool.shutdownNow();
    }
  }
}
