/*
 * Copyright (c) 2026 ycsb-ext contributors.
 * Licensed under the Apache License, Version 2.0 (http://www.apache.org/licenses/LICENSE-2.0).
 */
package site.ycsb.ext.standin;

import java.util.Map;

/**
 * One record as stored: bins in write order, generation, void time and the optional user key. Immutable: an
 * update builds a new instance and swaps it in atomically, so readers never see a half-applied write.
 *
 * @param bins bins by name (never modified after construction)
 * @param generation 1..65535, incremented by every write and touch (wraps to 1 like the server)
 * @param voidTime expiry in seconds since 2010-01-01 UTC, 0 for never
 * @param set the set name, or {@code ""} for none
 * @param userKey the {@code KEY} field as sent (particle type byte then value), or null when not stored
 */
record StoredRecord(Map<String, BinValue> bins, int generation, long voidTime, String set, byte[] userKey) {
  /** @return whether the record has expired at {@code nowServerSeconds} */
  boolean expiredAt(long nowServerSeconds) {
    return voidTime != 0 && voidTime <= nowServerSeconds;
  }

  static int nextGeneration(int generation) {
    return generation >= 0xffff ? 1 : generation + 1;
  }
}
