/*
 * Copyright (c) 2026 ycsb-ext contributors.
 * Licensed under the Apache License, Version 2.0 (http://www.apache.org/licenses/LICENSE-2.0).
 */
package site.ycsb.ext.standin;

import java.util.Base64;

/**
 * Which node masters each of the 4096 partitions: partition {@code p} belongs to node {@code p % nodes}, fixed
 * for the life of the stand-in (a stopped node keeps its partitions, like a node the cluster has not yet
 * noticed is gone). Immutable; thread-safe.
 */
final class Partitions {
  /** Partitions per namespace, as in every Aerospike cluster. */
  static final int COUNT = 4096;
  private final int nodes;

  Partitions(int nodes) {
    this.nodes = nodes;
  }

  int owner(int partition) {
    return partition % nodes;
  }

  /** @return the base64 bitmap (bit {@code p} set, most significant bit first) of the partitions node owns */
  String bitmap(int node) {
    byte[] bits = new byte[COUNT / 8];
    for (int p = 0; p < COUNT; p++) {
      if (owner(p) == node) {
        bits[p >> 3] |= (byte) (0x80 >> (p & 7));
      }
    }
    return Base64.getEncoder().encodeToString(bits);
  }
}
