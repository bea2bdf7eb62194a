/*
 * Copyright (c) 2026 ycsb-ext contributors.
 * Licensed under the Apache License, Version 2.0 (http://www.apache.org/licenses/LICENSE-2.0).
 */
package site.ycsb.ext.report.input;

import java.nio.ByteBuffer;
import java.util.Arrays;
import java.util.zip.DataFormatException;
import java.util.zip.Inflater;
import org.HdrHistogram.Histogram;

/**
 * Decodes the compressed histograms of an interval log into one reused {@link Histogram}, so a 12-hour log does not
 * allocate a fresh counts array per window (HdrHistogram's own decoder does, and that dominates the report's time).
 *
 * <p>Handles HdrHistogram's V2 compressed encoding, the one {@code HistogramLogWriter} writes: an {@code int} cookie
 * and an {@code int} length, then a deflated block holding a 40-byte header (cookie, payload length, normalizing
 * index offset, significant digits, lowest discernible value, highest trackable value, integer-to-double ratio) and
 * the counts as ZigZag LEB128 longs, a negative one standing for that many empty slots. Each count is recorded at
 * the lowest value of its slot into a histogram of the same precision, which puts it in the same slot: the result
 * equals HdrHistogram's decoding. Anything else (older encodings, shifted histograms) goes through HdrHistogram's
 * decoder. Not thread-safe: one decoder per reader; the returned histogram is valid until the next call.
 */
final class HistogramDecoder {

  /** Cookie base of the V2 compressed encoding (the word-size bits 4-7 masked out). */
  static final int V2_COMPRESSED_COOKIE = 0x1c849304;
  /** Cookie base of the V2 plain encoding inside the deflated block. */
  static final int V2_COOKIE = 0x1c849303;
  /** Bytes of the plain encoding's header. */
  static final int HEADER_BYTES = 40;

  private final Inflater inflater = new Inflater();
  private byte[] plain = new byte[1 << 14];
  private Histogram target;
  private long targetLowest;
  private int targetDigits;
  private int subBucketHalfCountMagnitude;
  private int subBucketHalfCount;
  private int unitMagnitude;

  /**
   * Decodes one compressed histogram.
   *
   * @throws DataFormatException when the bytes are not a valid encoding
   */
  Histogram decode(byte[] compressed) throws DataFormatException {
    if (compressed.length < 8) {
      throw new DataFormatException("only " + compressed.length + " bytes");
    }
    ByteBuffer in = ByteBuffer.wrap(compressed);
    int cookie = in.getInt();
    int length = in.getInt();
    if ((cookie & ~0xf0) != V2_COMPRESSED_COOKIE) {
      return Histogram.decodeFromCompressedByteBuffer(ByteBuffer.wrap(compressed), 0);
    }
    if (length < 0 || length > compressed.length - 8) {
      throw new DataFormatException("compressed length " + length + " exceeds the " + (compressed.length - 8)
          + " bytes present");
    }
    int plainLength = inflate(compressed, length);
    ByteBuffer p = ByteBuffer.wrap(plain, 0, plainLength);
    if (plainLength < HEADER_BYTES || (p.getInt() & ~0xf0) != V2_COOKIE) {
      return Histogram.decodeFromCompressedByteBuffer(ByteBuffer.wrap(compressed), 0);
    }
    int payloadLength = p.getInt();
    int normalizingIndexOffset = p.getInt();
    int digits = p.getInt();
    long lowest = p.getLong();
    long highest = p.getLong();
    if (normalizingIndexOffset != 0 || digits < 0 || digits > 5 || lowest < 1) {
      return Histogram.decodeFromCompressedByteBuffer(ByteBuffer.wrap(compressed), 0);
    }
    if (payloadLength < 0 || payloadLength > plainLength - HEADER_BYTES) {
      throw new DataFormatException("payload of " + payloadLength + " bytes announced, "
          + (plainLength - HEADER_BYTES) + " present");
    }
    Histogram h = target(lowest, highest, digits);
    p.position(HEADER_BYTES);
    int end = HEADER_BYTES + payloadLength;
    long index = 0;
    while (p.position() < end) {
      long count = zigZagLong(p);
      if (count < 0) {
        index -= count;
      } else {
        if (count > 0) {
          h.recordValueWithCount(valueAt(index), count);
        }
        index++;
      }
    }
    return h;
  }

  private int inflate(byte[] compressed, int length) throws DataFormatException {
    inflater.reset();
    inflater.setInput(compressed, 8, length);
    int n = 0;
    while (!inflater.finished()) {
      if (n == plain.length) {
        plain = Arrays.copyOf(plain, plain.length * 2);
      }
      int got = inflater.inflate(plain, n, plain.length - n);
      if (got == 0 && (inflater.needsInput() || inflater.needsDictionary())) {
        throw new DataFormatException("deflated block ends early");
      }
      n += got;
    }
    return n;
  }

  /** The reused histogram for this precision, emptied. */
  private Histogram target(long lowest, long highest, int digits) {
    if (target == null || targetLowest != lowest || targetDigits != digits) {
      target = new Histogram(lowest, Math.max(highest, 2 * lowest), digits);
      target.setAutoResize(true);
      targetLowest = lowest;
      targetDigits = digits;
      // the same bucket arithmetic as HdrHistogram's AbstractHistogram (a format fact of the encoding)
      long singleUnitLimit = 2 * (long) Math.pow(10, digits);
      int subBucketCountMagnitude = (int) Math.ceil(Math.log(singleUnitLimit) / Math.log(2));
      subBucketHalfCountMagnitude = Math.max(subBucketCountMagnitude, 1) - 1;
      subBucketHalfCount = 1 << subBucketHalfCountMagnitude;
      unitMagnitude = (int) (Math.log(lowest) / Math.log(2));
    } else {
      target.reset();
    }
    return target;
  }

  /** The lowest value that falls into counts-array slot {@code index}. */
  private long valueAt(long index) throws DataFormatException {
    if (index > Integer.MAX_VALUE) {
      throw new DataFormatException("counts index " + index + " out of range");
    }
    int i = (int) index;
    int bucketIndex = (i >> subBucketHalfCountMagnitude) - 1;
    int subBucketIndex = (i & (subBucketHalfCount - 1)) + subBucketHalfCount;
    if (bucketIndex < 0) {
      subBucketIndex -= subBucketHalfCount;
      bucketIndex = 0;
    }
    int shift = bucketIndex + unitMagnitude;
    if (shift > 62 - 20) {
      throw new DataFormatException("counts index " + index + " beyond any value");
    }
    return ((long) subBucketIndex) << shift;
  }

  /** Reads one ZigZag-encoded LEB128 long of up to 9 bytes (the 9th carries 8 bits). */
  private static long zigZagLong(ByteBuffer p) throws DataFormatException {
    long value = 0;
    int shift = 0;
    for (int i = 0; i < 9; i++) {
      if (!p.hasRemaining()) {
        throw new DataFormatException("count cut off");
      }
      long b = p.get() & 0xff;
      if (i == 8) {
        value |= b << 56;
        break;
      }
      value |= (b & 0x7f) << shift;
      shift += 7;
      if ((b & 0x80) == 0) {
        break;
      }
    }
    return (value >>> 1) ^ -(value & 1);
  }
}
