/*
 * Copyright (c) 2026 ycsb-ext contributors.
 * Licensed under the Apache License, Version 2.0 (http://www.apache.org/licenses/LICENSE-2.0).
 */
package site.ycsb.ext.fanout.run;

import java.io.PrintWriter;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;

/**
 * The step that ends a detached fan-out ({@code fanout run --detach}) instead of following it: waits until every
 * host's run script has started the launcher in the background and closed its connection, and says which hosts run.
 * The runs then go on without any connection; {@code fanout collect} brings them home. Used once, on the run's thread.
 */
final class DetachStep {
  private final PrintWriter out;
  private final Duration timeout;
  private final boolean barrier;

  /**
   * @param out where the hosts' state goes
   * @param timeout how long each host's script may take to detach
   * @param barrier whether the hosts waited at the start barrier (a host then runs only once it was ready)
   */
  DetachStep(PrintWriter out, Duration timeout, boolean barrier) {
    this.out = out;
    this.timeout = timeout;
    this.barrier = barrier;
  }

  /**
   * 0 when every host runs detached, else 1 (the hosts that did start go on and can be collected).
   *
   * @param notStarted the hosts the start barrier stopped, with why, by label
   */
  int detach(List<RemoteRun> runs, Map<String, String> notStarted) {
    List<String> failed = new ArrayList<>();
    for (RemoteRun run : runs) {
      try {
        if (!run.awaitEnd(timeout.toMillis())) {
          run.disconnect();
        }
      } catch (InterruptedException e) {
        Thread.currentThread().interrupt();
        run.disconnect();
      }
      String stopped = notStarted.get(run.host.label());
      if (stopped != null) {
        out.printf(Locale.US, "fanout: %s never started (%s)%n", run.host.label(), stopped);
        failed.add(run.host.label());
      } else if (run.detached() && run.pid() > 0 && (run.readyEpochMs() > 0 || !barrier)) {
        out.printf(Locale.US, "fanout: %s runs detached (launcher pid %d)%n", run.host.label(), run.pid());
      } else {
        String message = run.lastMessage().isEmpty() ? "" : ": " + run.lastMessage();
        out.printf(Locale.US, "fanout: %s never started (%s%s)%n", run.host.label(), run.describeEnd(), message);
        failed.add(run.host.label());
      }
    }
    if (!failed.isEmpty()) {
      out.println("fanout: detached with " + failed.size() + " of " + runs.size() + " hosts not started: "
          + String.join(", ", failed));
    }
    out.flush();
    return failed.isEmpty() ? 0 : 1;
  }
}
