/*
 * Copyright (c) 2026 ycsb-ext contributors.
 * Licensed under the Apache License, Version 2.0 (http://www.apache.org/licenses/LICENSE-2.0).
 */
package site.ycsb.ext.standin;

import java.util.Map;

/**
 * What every node and connection of one stand-in shares: the namespaces' records and settings, the partition
 * map, the edition, the request log, the faults, the once-only log and the security settings. Thread-safe (each
 * part is).
 *
 * @param namespaces record stores by namespace name (unmodifiable map)
 * @param partitions which node masters which partition
 * @param edition the edition the stand-in answers as
 * @param log recorded requests
 * @param faults active faults
 * @param once once-only warnings
 * @param security users and sessions, or null when security is off
 * @param replication sends writes to the replicas' copies
 */
record ServerState(Map<String, NamespaceStore> namespaces, Partitions partitions, Edition edition,
    RequestLog log, FaultInjector faults, OnceLog once, Security security,
    Replication replication) {
  boolean enterprise() {
    return edition == Edition.ENTERPRISE;
  }
}
