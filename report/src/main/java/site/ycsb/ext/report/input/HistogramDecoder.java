/*
 * Copyright (c) 2026 ycsb-ext contributors.
 * Licensed under the Apache License, Version 2.0 (http://www.apache.org/licenses/LICENSE-2.0).
 */
package site.ycsb.ext.report.input;

import java.nio.ByteBuffer;
import java.util.ArrayDeque;
import java.util.Arrays;
import java.util.zip.DataFormatException;
import org.HdrHistogram.Histogram;

/**
 * Decodes the compressed histograms of an interval log into one reused {@link LatencyCounts}, slot by slot, so a
 * 12-hour log neither allocates a counts array per window (HdrHistogram's own decoder does) nor pays
 * {@link Histogram}'s per-value bookkeeping.
 *
 * <p>Handles HdrHistogram's V2 compressed encoding, the one {@code HistogramLogWriter} writes: an {@code int} cookie
 * and an {@code int} length, then a deflated block holding a 40-byte header (cookie, payload length, normalizing
 * index offset, significant digits, lowest discernible value, highest trackable value, integer-to-double ratio) and
 * the counts as ZigZag LEB128 longs, a negative one standing for that many empty slots. The counts go to the same
 * slots of counts of the same layout (lowest value and precision): the result equals HdrHistogram's decoding.
 * Anything else (older encodings, shifted histograms) goes through HdrHistogram's decoder. Not thread-safe: one
 * decoder per reader (its inflater and buffers are the calling thread's, {@link DecodeScratch}); the returned counts are
 * valid until the next call, or the caller's own after {@link #ownCounts}.
 */
final class HistogramDecoder {

  /** Cookie base of the V2 compressed encoding (the word-size bits 4-7 masked out). */
  static final int V2_COMPRESSED_COOKIE = 0x1c849304;
  /** Cookie base of the V2 plain encoding inside the deflated block. */
  static final int V2_COOKIE = 0x1c849303;
  /** Bytes of the plain encoding's header. */
  static final int HEADER_BYTES = 40;

  /** The calling thread's working memory, during a decode. */
  private DecodeScratch s;
  private LatencyCounts target;
  /** True when every decode returns counts of its own (see {@link #ownCounts}). */
  private boolean own;
  /** Counts handed back ({@link #reuse}), filled again before new ones are made. */
  private final ArrayDeque<LatencyCounts> spare = new ArrayDeque<>();
  /** The read position in {@link DecodeScratch#plain} while reading counts. */
  private int pos;

  /**
   * From now on every decode returns counts of its own: new ones, or ones handed back by {@link #reuse}, never the
   * counts of a window the caller still holds.
   */
  void ownCounts() {
    own = true;
  }

  /** Takes back counts returned by a decode after {@link #ownCounts}, which the caller no longer uses. */
  void reuse(LatencyCounts spent) {
    if (own) {
      spare.push(spent);
    }
  }

  /**
   * Decodes one compressed histogram.
   *
   * @throws DataFormatException when the bytes are not a valid encoding
   */
  LatencyCounts decode(byte[] compressed) throws DataFormatException {
    return decode(compressed, compressed.length);
  }

  /**
   * Decodes one compressed histogram held in {@code compressed[0, size)} (a reused buffer).
   *
   * @throws DataFormatException when the bytes are not a valid encoding
   */
  LatencyCounts decode(byte[] compressed, int size) throws DataFormatException {
    s = DecodeScratch.current();
    if (size < 8) {
      throw new DataFormatException("only " + size + " bytes");
    }
    ByteBuffer in = ByteBuffer.wrap(compressed, 0, size);
    int cookie = in.getInt();
    int length = in.getInt();
    if ((cookie & ~0xf0) != V2_COMPRESSED_COOKIE) {
      return byHdrHistogram(compressed, size);
    }
    if (length < 0 || length > size - 8) {
      throw new DataFormatException("compressed length " + length + " exceeds the " + (size - 8)
          + " bytes present");
    }
    int plainLength = inflate(compressed, length);
    ByteBuffer p = ByteBuffer.wrap(s.plain, 0, plainLength);
    if (plainLength < HEADER_BYTES || (p.getInt() & ~0xf0) != V2_COOKIE) {
      return byHdrHistogram(compressed, size);
    }
    int payloadLength = p.getInt();
    int normalizingIndexOffset = p.getInt();
    int digits = p.getInt();
    long lowest = p.getLong();
    if (normalizingIndexOffset != 0 || digits < 0 || digits > 5 || lowest < 1) {
      return byHdrHistogram(compressed, size);
    }
    if (payloadLength < 0 || payloadLength > plainLength - HEADER_BYTES) {
      throw new DataFormatException("payload of " + payloadLength + " bytes announced, "
          + (plainLength - HEADER_BYTES) + " present");
    }
    LatencyCounts c = target(lowest, digits);
    readCounts(HEADER_BYTES + payloadLength, plainLength, c);
    return c;
  }

  /**
   * The counts of the payload, from the header's end to {@code end}, into {@code c}'s slots; a count may run up to
   * {@code limit}, the plain block's end. Each non-zero slot goes straight into {@code c}'s arrays as it is read: a
   * count takes a byte at least, so the payload holds at most as many slots as bytes.
   */
  private void readCounts(int end, int limit, LatencyCounts c) throws DataFormatException {
    byte[] in = s.plain;
    int[] slots = c.beginPut(end - HEADER_BYTES);
    long[] counts = c.putCounts();
    int p = HEADER_BYTES;
    long index = 0;
    long sum = 0;
    int n = 0;
    while (p < end) {
      long count;
      int first = in[p];
      if (first >= 0) {
        count = (first >>> 1) ^ -(first & 1);
        p++;
      } else if (p + 1 < limit && in[p + 1] >= 0) {
        // two bytes: a count of 64 to 8,191, or a run of 65 to 8,192 empty slots
        int raw = first & 0x7f | in[p + 1] << 7;
        count = (raw >>> 1) ^ -(raw & 1);
        p += 2;
      } else {
        pos = p;
        count = zigZagLong(limit);
        p = pos;
      }
      if (count < 0) {
        index -= count;
      } else {
        if (count > 0) {
          if (!c.holds(index)) {
            throw new DataFormatException("counts index " + index + " beyond any value");
          }
          slots[n] = (int) index;
          counts[n++] = count;
          sum += count;
        }
        index++;
      }
    }
    c.endPut(n, sum);
  }

  private static LatencyCounts byHdrHistogram(byte[] compressed, int size) throws DataFormatException {
    return LatencyCounts.of(Histogram.decodeFromCompressedByteBuffer(ByteBuffer.wrap(compressed, 0, size), 0));
  }

  private int inflate(byte[] compressed, int length) throws DataFormatException {
    s.inflater.reset();
    s.inflater.setInput(compressed, 8, length);
    int n = 0;
    while (!s.inflater.finished()) {
      if (n == s.plain.length) {
        s.plain = Arrays.copyOf(s.plain, s.plain.length * 2);
      }
      int got = s.inflater.inflate(s.plain, n, s.plain.length - n);
      if (got == 0 && (s.inflater.needsInput() || s.inflater.needsDictionary())) {
        throw new DataFormatException("deflated block ends early");
      }
      n += got;
    }
    return n;
  }

  /** The reused counts for this layout, emptied. */
  private LatencyCounts target(long lowest, int digits) {
    if (own) {
      LatencyCounts c = spare.poll();
      if (c == null || c.lowest() != lowest || c.digits() != digits) {
        return new LatencyCounts(lowest, digits);
      }
      c.clear();
      return c;
    }
    if (target == null || target.lowest() != lowest || target.digits() != digits) {
      target = new LatencyCounts(lowest, digits);
    } else {
      target.clear();
    }
    return target;
  }

  /**
   * Reads one ZigZag-encoded LEB128 long of up to 9 bytes (the 9th carries 8 bits) at {@link #pos}: the counts that
   * {@link #readCounts} does not read in its loop (three bytes or more, or cut off at {@code limit}).
   */
  private long zigZagLong(int limit) throws DataFormatException {
    byte[] in = s.plain;
    long value = 0;
    int shift = 0;
    for (int i = 0; i < 9; i++) {
      if (pos >= limit) {
        throw new DataFormatException("count cut off");
      }
      long b = in[pos++] & 0xff;
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
