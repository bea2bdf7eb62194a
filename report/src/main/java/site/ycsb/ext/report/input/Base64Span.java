/*
 * Copyright (c) 2026 ycsb-ext contributors.
 * Licensed under the Apache License, Version 2.0 (http://www.apache.org/licenses/LICENSE-2.0).
 */
package site.ycsb.ext.report.input;

import java.util.Arrays;

/**
 * Decodes a range of bytes holding standard Base64 (RFC 4648 alphabet, padded to whole groups of four) into a
 * caller's array, allocating nothing. Only the regular form is taken: anything else (a character outside the
 * alphabet, a length not a multiple of four, padding before the end) answers -1, and the caller decodes the text with
 * {@link java.util.Base64}, which says what is wrong or accepts its other forms. Thread-safe (no state).
 */
final class Base64Span {

  /** The 6-bit value of each byte, -1 outside the alphabet. */
  private static final byte[] VALUES = new byte[256];
  /**
   * The value of each byte in place in a group's 24 bits: {@code FIRST} shifted 18 bits left, {@code SECOND} 12,
   * {@code THIRD} 6 (the fourth is {@link #VALUES}); -1 outside the alphabet, so a group holding one is negative.
   */
  private static final int[] FIRST = new int[256];
  private static final int[] SECOND = new int[256];
  private static final int[] THIRD = new int[256];

  static {
    Arrays.fill(VALUES, (byte) -1);
    String alphabet = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/";
    for (int i = 0; i < alphabet.length(); i++) {
      VALUES[alphabet.charAt(i)] = (byte) i;
    }
    for (int i = 0; i < 256; i++) {
      FIRST[i] = VALUES[i] < 0 ? -1 : VALUES[i] << 18;
      SECOND[i] = VALUES[i] < 0 ? -1 : VALUES[i] << 12;
      THIRD[i] = VALUES[i] < 0 ? -1 : VALUES[i] << 6;
    }
  }

  private Base64Span() {
  }

  /** Bytes that decoding {@code length} characters may give at most. */
  static int maxDecoded(int length) {
    return length / 4 * 3;
  }

  /**
   * Decodes {@code src[from, to)} into {@code dst} from index 0.
   *
   * @param dst at least {@link #maxDecoded}{@code (to - from)} long
   * @return the bytes decoded, or -1 when the range is not regular padded Base64
   */
  static int decode(byte[] src, int from, int to, byte[] dst) {
    int length = to - from;
    if (length == 0 || length % 4 != 0) {
      return -1;
    }
    int pad = src[to - 1] == '=' ? src[to - 2] == '=' ? 2 : 1 : 0;
    int whole = to - (pad == 0 ? 0 : 4);
    int n = 0;
    for (int i = from; i < whole; i += 4) {
      int bits = FIRST[src[i] & 0xff] | SECOND[src[i + 1] & 0xff] | THIRD[src[i + 2] & 0xff]
          | VALUES[src[i + 3] & 0xff];
      if (bits < 0) {
        return -1;
      }
      dst[n] = (byte) (bits >> 16);
      dst[n + 1] = (byte) (bits >> 8);
      dst[n + 2] = (byte) bits;
      n += 3;
    }
    if (pad > 0) {
      int a = VALUES[src[whole] & 0xff];
      int b = VALUES[src[whole + 1] & 0xff];
      int c = pad == 1 ? VALUES[src[whole + 2] & 0xff] : 0;
      if ((a | b | c) < 0) {
        return -1;
      }
      int bits = a << 18 | b << 12 | c << 6;
      dst[n++] = (byte) (bits >> 16);
      if (pad == 1) {
        dst[n++] = (byte) (bits >> 8);
      }
    }
    return n;
  }
}
