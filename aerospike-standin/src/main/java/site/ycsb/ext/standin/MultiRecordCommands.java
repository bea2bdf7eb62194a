/*
 * Copyright (c) 2026 ycsb-ext contributors.
 * Licensed under the Apache License, Version 2.0 (http://www.apache.org/licenses/LICENSE-2.0).
 */
package site.ycsb.ext.standin;

import java.io.IOException;
import java.io.OutputStream;

/**
 * Commands answered with a stream of records ended by a {@link Wire#INFO3_LAST} message: batch index
 * commands and partition scans / queries. One instance per connection; not thread-safe.
 */
final class MultiRecordCommands {
  private final ServerState state;
  private final int node;

  MultiRecordCommands(ServerState state, int node) {
    this.state = state;
    this.node = node;
  }

  /** @return whether {@code rq} is a batch or a scan (answered by {@link #execute}) */
  boolean handles(Request rq) {
    return rq.batchOffset >= 0 || rq.digestOffset < 0;
  }

  RecordedRequest.Kind kindOf(Request rq) {
    return rq.batchOffset >= 0 ? RecordedRequest.Kind.BATCH_READ : RecordedRequest.Kind.SCAN;
  }

  /** Answers {@code rq}; may send full groups to {@code out} before the caller sends the last one. */
  void execute(Request rq, ResponseBuffer response, OutputStream out) throws IOException {
    state.once().warn("multi", "Batch and scan commands are not supported yet: answered "
        + Wire.UNSUPPORTED_FEATURE);
    response.message(Wire.INFO3_LAST, Wire.UNSUPPORTED_FEATURE, 0, 0, 0, 0);
  }
}
