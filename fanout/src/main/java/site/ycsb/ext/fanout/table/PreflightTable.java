/*
 * Copyright (c) 2026 ycsb-ext contributors.
 * Licensed under the Apache License, Version 2.0 (http://www.apache.org/licenses/LICENSE-2.0).
 */
package site.ycsb.ext.fanout.table;

import java.util.List;
import java.util.Locale;
import site.ycsb.ext.fanout.preflight.HostCheck;
import site.ycsb.ext.fanout.preflight.Preflight;

/** The per-host preflight table shown before a run starts. Stateless; thread-safe. */
public final class PreflightTable {
  private PreflightTable() {
  }

  public static String render(List<HostCheck> checks) {
    TextTable table = new TextTable("host", "ssh", "java", "tarball", "free disk", "clock offset", "result");
    for (HostCheck c : checks) {
      boolean reached = c.sshError().isEmpty();
      table.row(c.host().label(),
          reached ? "ok" : "FAILED",
          !reached ? "-" : c.javaMajor() == 0 ? "missing" : Integer.toString(c.javaMajor()),
          !reached ? "-" : c.installSha256().isEmpty() ? (c.installDir().isEmpty() ? "none" : "unknown")
              : Preflight.shortSha(c.installSha256()),
          c.freeDiskKb() < 0 ? "-" : String.format(Locale.US, "%.1f GiB", c.freeDiskKb() / (1024.0 * 1024.0)),
          Double.isNaN(c.clockOffsetMs()) ? "-"
              : String.format(Locale.US, "%+.1f ms \u00b1%.1f", c.clockOffsetMs(), c.clockUncertaintyMs()),
          c.ok() ? okResult(c) : String.join("; ", c.problems()));
    }
    return table.render();
  }

  /** "ok", then what the user skipped and what a check could not tell. */
  private static String okResult(HostCheck c) {
    StringBuilder result = new StringBuilder("ok");
    if (!c.skipped().isEmpty()) {
      result.append("; skipped: ").append(String.join("; ", c.skipped()));
    }
    if (!c.notes().isEmpty()) {
      result.append("; ").append(String.join("; ", c.notes()));
    }
    return result.toString();
  }
}
