/*
 * Copyright (c) 2026 ycsb-ext contributors.
 * Licensed under the Apache License, Version 2.0 (http://www.apache.org/licenses/LICENSE-2.0).
 */
package site.ycsb.ext.standin;

/**
 * The namespace settings of a stand-in that change the server's answers, with the names and defaults of the
 * server's configuration ({@code as/src/base/cfg.c}, {@code as/src/base/namespace.c}). Immutable; thread-safe.
 *
 * @param maxRecordSize {@code max-record-size} in bytes: a write whose record would be larger answers
 *     {@code RECORD_TOO_BIG} (13); 0 for no limit. Server default: 1 MiB.
 * @param nsupPeriodSeconds {@code nsup-period}: how often expired records are removed, in seconds; 0 (the server
 *     default) disables expiry, and then a write with a TTL answers {@code FORBIDDEN} (22)
 * @param defaultTtlSeconds {@code default-ttl}: TTL of records written with TTL 0, in seconds; 0 (default): never
 *     expire
 * @param replicationFactor {@code replication-factor}: copies of each partition, capped by the live nodes
 *     (the server's default is 2; the stand-in's is 1, see {@link AerospikeStandinBuilder#replicationFactor})
 * @param allowTtlWithoutNsup {@code allow-ttl-without-nsup}: accept TTL writes while {@code nsup-period} is 0.
 *     Default: false.
 * @param strongConsistency {@code strong-consistency} (Enterprise only). Default: false.
 */
public record NamespaceConfig(long maxRecordSize, long nsupPeriodSeconds, long defaultTtlSeconds,
    int replicationFactor, boolean allowTtlWithoutNsup, boolean strongConsistency) {

  /** The server's {@code max-record-size} default: 1 MiB. */
  public static final long DEFAULT_MAX_RECORD_SIZE = 1024 * 1024;
  /** The largest TTL a write may carry, in seconds (10 years: the server's {@code MAX_ALLOWED_TTL}). */
  public static final long MAX_ALLOWED_TTL = 10L * 365 * 24 * 3600;

  /** @return the server's defaults (replication factor 1) */
  public static NamespaceConfig defaults() {
    return new NamespaceConfig(DEFAULT_MAX_RECORD_SIZE, 0, 0, 1, false, false);
  }

  /**
   * Whether a write carrying {@code ttl} is refused because nothing would expire the record (the server's
   * {@code is_ttl_disallowed}, {@code as/src/transaction/rw_utils.h}): a positive TTL, or TTL 0 with a non-zero
   * default TTL, while {@code nsup-period} is 0 and {@code allow-ttl-without-nsup} is false. Never-expire (-1)
   * and keep-the-TTL (-2) are always allowed.
   */
  boolean ttlDisallowed(int ttl) {
    boolean expires = ttl > 0 || (ttl == 0 && defaultTtlSeconds != 0);
    return expires && nsupPeriodSeconds == 0 && !allowTtlWithoutNsup;
  }

  /**
   * @return the body of the {@code namespace/<name>} info answer's settings part, under the server's names; the
   *     stand-in keeps records in memory, so {@code storage-engine=memory} (the server 7+ name)
   */
  String infoSettings(int effectiveReplicationFactor) {
    return "storage-engine=memory;replication-factor=" + effectiveReplicationFactor + ";default-ttl=" + defaultTtlSeconds
        + ";nsup-period=" + nsupPeriodSeconds + ";max-record-size=" + maxRecordSize
        + ";allow-ttl-without-nsup=" + allowTtlWithoutNsup + ";strong-consistency=" + strongConsistency;
  }
}
