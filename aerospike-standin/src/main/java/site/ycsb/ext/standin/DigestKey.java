/*
 * Copyright (c) 2026 ycsb-ext contributors.
 * Licensed under the Apache License, Version 2.0 (http://www.apache.org/licenses/LICENSE-2.0).
 */
package site.ycsb.ext.standin;

import java.util.Arrays;

/** A 20-byte record digest used as a map key (the bytes are copied; immutable). */
final class DigestKey {
  static final int SIZE = 20;
  private final byte[] bytes;
  private final int hash;

  DigestKey(byte[] source, int offset) {
    this.bytes = Arrays.copyOfRange(source, offset, offset + SIZE);
    // The digest is a cryptographic hash: any four bytes are uniformly distributed.
    this.hash = Wire.getInt(bytes, 4);
  }

  byte[] bytes() {
    return bytes;
  }

  int partition() {
    return Wire.partitionOf(bytes, 0);
  }

  @Override
  public boolean equals(Object o) {
    return o instanceof DigestKey other && hash == other.hash && Arrays.equals(bytes, other.bytes);
  }

  @Override
  public int hashCode() {
    return hash;
  }

  @Override
  public String toString() {
    StringBuilder sb = new StringBuilder(SIZE * 2);
    for (byte b : bytes) {
      sb.append(Character.forDigit((b >> 4) & 0xf, 16)).append(Character.forDigit(b & 0xf, 16));
    }
    return sb.toString();
  }
}
