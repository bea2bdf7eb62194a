/*
 * Copyright (c) 2026 ycsb-ext contributors.
 * Licensed under the Apache License, Version 2.0 (http://www.apache.org/licenses/LICENSE-2.0).
 */
package site.ycsb.ext.standin;

import java.util.List;

/**
 * What one command carried on the wire and how the stand-in answered it, for assertions in tests
 * ("did the binding's policy reach the server?"). A batch is recorded once per key ({@link Kind#BATCH_READ}
 * entries carry each key's own attributes); a scan once per node request. Immutable.
 *
 * @param node index of the node that received it (0-based, in {@link AerospikeStandin#hosts()} order)
 * @param kind what the stand-in took it for
 * @param info1 info1 bits ({@code Wire.INFO1_*})
 * @param info2 info2 bits ({@code Wire.INFO2_*})
 * @param info3 info3 bits ({@code Wire.INFO3_*})
 * @param info4 info4 bits ({@code Wire.INFO4_*})
 * @param generation the generation field (the expected generation of a generation-checked write)
 * @param expiration the TTL field in seconds as sent: -2 keep, -1 never expire, 0 namespace default; for reads
 *     the read-touch TTL percent
 * @param timeoutMs the server-side timeout field in milliseconds
 * @param namespace namespace field, or null
 * @param set set field, or {@code ""} when absent
 * @param digest hex digest of the key, or null (scans)
 * @param hasUserKey whether the user key was sent ({@code sendKey})
 * @param opTypes operation types in order ({@code Wire.OP_*})
 * @param binNames bin names of the operations in order (null for an operation without a name)
 * @param resultCode the result code answered ({@code Wire.OK} ...), or -1 when the connection was dropped
 */
public record RecordedRequest(int node, Kind kind, int info1, int info2, int info3, int info4, int generation,
    int expiration, int timeoutMs, String namespace, String set, String digest, boolean hasUserKey,
    List<Integer> opTypes, List<String> binNames, int resultCode) {

  /** What a command was taken for. */
  public enum Kind {
    /** Read of all bins, some bins or only the header (exists). */
    READ,
    /** Write with operations (put, add, touch, operate with at least one write). */
    WRITE,
    /** Record delete. */
    DELETE,
    /** One key of a batch read (keys of batch writes and deletes are recorded as WRITE and DELETE). */
    BATCH_READ,
    /** One node's share of a scan or query. */
    SCAN,
    /** Anything the stand-in does not implement (answered with an error code). */
    UNSUPPORTED
  }

  public boolean createOnly() {
    return (info2 & Wire.INFO2_CREATE_ONLY) != 0;
  }

  public boolean updateOnly() {
    return (info3 & Wire.INFO3_UPDATE_ONLY) != 0;
  }

  /** @return whether the record-exists action was REPLACE (create or replace) */
  public boolean createOrReplace() {
    return (info3 & Wire.INFO3_CREATE_OR_REPLACE) != 0;
  }

  public boolean replaceOnly() {
    return (info3 & Wire.INFO3_REPLACE_ONLY) != 0;
  }

  /** @return whether the write expects the generation to equal {@link #generation()} */
  public boolean generationEqual() {
    return (info2 & Wire.INFO2_GENERATION) != 0;
  }

  /** @return whether the write expects {@link #generation()} to be greater than the record's */
  public boolean generationGreater() {
    return (info2 & Wire.INFO2_GENERATION_GT) != 0;
  }

  public boolean durableDelete() {
    return (info2 & Wire.INFO2_DURABLE_DELETE) != 0;
  }

  /** @return whether the commit level was COMMIT_MASTER (false: COMMIT_ALL) */
  public boolean commitMaster() {
    return (info3 & Wire.INFO3_COMMIT_MASTER) != 0;
  }

  /** @return whether all bins were asked for */
  public boolean readAllBins() {
    return (info1 & Wire.INFO1_GET_ALL) != 0;
  }

  /** @return whether only the header (generation, expiration) was asked for: exists / getHeader */
  public boolean headerOnly() {
    return (info1 & Wire.INFO1_NOBINDATA) != 0;
  }

  /** @return whether the read mode AP was ALL (read from all replicas) */
  public boolean readModeAll() {
    return (info1 & Wire.INFO1_READ_MODE_AP_ALL) != 0;
  }
}
