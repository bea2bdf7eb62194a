/*
 * Copyright (c) 2026 ycsb-ext contributors.
 * Licensed under the Apache License, Version 2.0 (http://www.apache.org/licenses/LICENSE-2.0).
 */
package site.ycsb.ext.standin.couchbase;

import java.nio.ByteBuffer;

/**
 * A mutation's durability requirement, read from the flexible framing extras of an alternative request (magic
 * {@code 0x08}; kv_engine {@code docs/BinaryProtocol.md}, "ID:1 - Durability Requirement"): one byte level
 * ({@value #MAJORITY} majority, {@value #MAJORITY_AND_PERSIST_TO_ACTIVE} majority and persist on the active,
 * {@value #PERSIST_TO_MAJORITY} persist to majority), then optionally a two-byte timeout in milliseconds (1..65534;
 * 0 and 65535 are reserved and invalid). The stand-in keeps nothing on disk: both persistence levels are applied as
 * majority. Immutable.
 */
final class DurabilityRequirement {
  static final int MAJORITY = 1;
  static final int MAJORITY_AND_PERSIST_TO_ACTIVE = 2;
  static final int PERSIST_TO_MAJORITY = 3;
  /** The timeout when the frame carries none, milliseconds (the stand-in's choice; a server has its own). */
  static final int DEFAULT_TIMEOUT_MS = 30_000;
  /** Status of a level out of range: {@code DurabilityInvalidLevel}. */
  static final int STATUS_INVALID_LEVEL = 0xa0;
  /** Status of a malformed frame or reserved timeout: {@code Einval}. */
  static final int STATUS_EINVAL = 0x04;

  /** The level, 1..3. */
  final int level;
  /** How long the write may wait for its copies, milliseconds. */
  final int timeoutMs;
  /** 0 when valid, else the status the request is refused with before it is executed. */
  final int refusal;

  private DurabilityRequirement(int level, int timeoutMs, int refusal) {
    this.level = level;
    this.timeoutMs = timeoutMs;
    this.refusal = refusal;
  }

  /**
   * Reads the framing extras of one request.
   *
   * @param frames the framing extras (position at their start, limit at their end); consumed
   * @return the requirement, one with a {@link #refusal} status when it is malformed, or null when there is none
   */
  static DurabilityRequirement parse(ByteBuffer frames) {
    DurabilityRequirement found = null;
    while (frames.hasRemaining()) {
      int first = frames.get() & 0xff;
      int id = first >>> 4;
      int length = first & 0x0f;
      if (id == 15) {
        id = frames.hasRemaining() ? 15 + (frames.get() & 0xff) : -1;
      }
      if (length == 15) {
        length = frames.hasRemaining() ? 15 + (frames.get() & 0xff) : -1;
      }
      if (id < 0 || length < 0 || length > frames.remaining()) {
        return new DurabilityRequirement(0, 0, STATUS_EINVAL);
      }
      ByteBuffer data = frames.slice();
      data.limit(length);
      frames.position(frames.position() + length);
      if (id == 1) {
        found = of(data);
      }
    }
    return found;
  }

  private static DurabilityRequirement of(ByteBuffer data) {
    if (data.remaining() != 1 && data.remaining() != 3) {
      return new DurabilityRequirement(0, 0, STATUS_EINVAL);
    }
    int level = data.get() & 0xff;
    int timeout = data.hasRemaining() ? data.getShort() & 0xffff : DEFAULT_TIMEOUT_MS;
    if (timeout == 0 || timeout == 0xffff) {
      return new DurabilityRequirement(level, timeout, STATUS_EINVAL);
    }
    if (level < MAJORITY || level > PERSIST_TO_MAJORITY) {
      return new DurabilityRequirement(level, timeout, STATUS_INVALID_LEVEL);
    }
    return new DurabilityRequirement(level, timeout, 0);
  }
}
