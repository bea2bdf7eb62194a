/*
 * Copyright (c) 2026 ycsb-ext contributors.
 * Licensed under the Apache License, Version 2.0 (http://www.apache.org/licenses/LICENSE-2.0).
 */
package site.ycsb.ext.standin;

import java.nio.charset.StandardCharsets;

/**
 * One stored bin: its name (and its UTF-8 bytes, kept for responses), the particle type and the particle bytes
 * exactly as the client sent them, so every particle type round-trips. Immutable (the arrays are never
 * modified after construction).
 *
 * @param name the bin name
 * @param nameBytes UTF-8 bytes of the name
 * @param type particle type ({@code Wire.PARTICLE_*})
 * @param data particle bytes
 */
record BinValue(String name, byte[] nameBytes, int type, byte[] data) {
  BinValue(String name, int type, byte[] data) {
    this(name, name.getBytes(StandardCharsets.UTF_8), type, data);
  }

  /** @return the value of an 8-byte big-endian {@code INTEGER} or {@code DOUBLE} particle as raw bits */
  long asLong() {
    long v = 0;
    for (byte b : data) {
      v = (v << 8) | (b & 0xff);
    }
    return v;
  }

  BinValue withLong(long value) {
    byte[] b = new byte[8];
    Wire.putLong(b, 0, value);
    return new BinValue(name, nameBytes, type, b);
  }
}
