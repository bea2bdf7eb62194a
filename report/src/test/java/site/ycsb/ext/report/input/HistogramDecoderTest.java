/*
 * Copyright (c) 2026 ycsb-ext contributors.
 * Licensed under the Apache License, Version 2.0 (http://www.apache.org/licenses/LICENSE-2.0).
 */
package site.ycsb.ext.report.input;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.ByteBuffer;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Random;
import java.util.zip.DataFormatException;
import org.HdrHistogram.Histogram;
import org.HdrHistogram.HistogramIterationValue;
import org.junit.jupiter.api.Test;

/** The reusing decoder gives what HdrHistogram's own decoder gives, for every precision and range. */
class HistogramDecoderTest {

  private static byte[] encode(Histogram h) {
    ByteBuffer buffer = ByteBuffer.allocate(h.getNeededByteBufferCapacity() + 64);
    int n = h.encodeIntoCompressedByteBuffer(buffer);
    return Arrays.copyOf(buffer.array(), n);
  }

  private static List<String> recorded(Histogram h) {
    List<String> values = new ArrayList<>();
    for (HistogramIterationValue v : h.recordedValues()) {
      values.add(v.getValueIteratedTo() + "x" + v.getCountAtValueIteratedTo());
    }
    return values;
  }

  @Test
  void decodesLikeHdrHistogramForEveryPrecisionAndUnit() throws Exception {
    Random random = new Random(3);
    HistogramDecoder decoder = new HistogramDecoder();
    long[] lowests = {1, 3, 1000, 1024};
    for (int digits = 0; digits <= 5; digits++) {
      for (long lowest : lowests) {
        for (int round = 0; round < 4; round++) {
          Histogram h = new Histogram(lowest, 3_600_000_000_000L, digits);
          int n = round == 0 ? 0 : 1 + random.nextInt(5000);
          for (int i = 0; i < n; i++) {
            long v = (long) Math.exp(random.nextDouble() * 28);
            h.recordValueWithCount(v, 1 + random.nextInt(round == 3 ? 1_000_000_000 : 3));
          }
          byte[] bytes = encode(h);
          Histogram expected = Histogram.decodeFromCompressedByteBuffer(ByteBuffer.wrap(bytes), 0);
          Histogram actual = decoder.decode(bytes).toHistogram();
          String what = "digits " + digits + ", lowest " + lowest + ", round " + round;
          assertEquals(expected.getTotalCount(), actual.getTotalCount(), what);
          assertEquals(recorded(expected), recorded(actual), what);
          if (n == 0) {
            continue; // an empty histogram has no max, min or percentiles to compare
          }
          assertEquals(expected.getMaxValue(), actual.getMaxValue(), what);
          assertEquals(expected.getMinValue(), actual.getMinValue(), what);
          for (double p : new double[] {0, 50, 95, 99, 99.9, 100}) {
            assertEquals(expected.getValueAtPercentile(p), actual.getValueAtPercentile(p), what + ", p" + p);
          }
        }
      }
    }
  }

  @Test
  void reusedHistogramHoldsOnlyTheLastWindow() throws Exception {
    HistogramDecoder decoder = new HistogramDecoder();
    Histogram a = new Histogram(3_600_000_000L, 3);
    a.recordValueWithCount(100_000, 7);
    Histogram b = new Histogram(3_600_000_000L, 3);
    b.recordValue(5);
    decoder.decode(encode(a));
    Histogram second = decoder.decode(encode(b)).toHistogram();
    assertEquals(1, second.getTotalCount());
    assertEquals(5, second.getMaxValue());
  }

  /**
   * A decoded window is held by its log's reader until the merge takes it, one per open log: a merge of many hosts
   * holds one per host and operation. It keeps its non-zero slots, not an array spanning its range of values: a window
   * with one value at 1 us and one at 50 min held an array of 23,000 slots (180 KiB) before.
   */
  @Test
  void aDecodedWindowHoldsItsSlotsInUseNotItsRange() throws Exception {
    Histogram h = new Histogram(3_600_000_000L, 3);
    h.recordValue(1);
    h.recordValueWithCount(3_000_000_000L, 2);
    LatencyCounts decoded = new HistogramDecoder().decode(encode(h));
    assertTrue(decoded.heldBytes() < 1024, "a window of 2 slots holds " + decoded.heldBytes() + " bytes");
    Histogram back = decoded.toHistogram();
    assertEquals(3, back.getTotalCount());
    assertEquals(h.getMaxValue(), back.getMaxValue());
    assertEquals(h.getValueAtPercentile(50), decoded.valueAtPercentile(50));
    LatencyCounts sum = LatencyCounts.forMerging(decoded);
    sum.add(decoded);
    sum.add(decoded);
    assertEquals(6, sum.totalCount());
    assertEquals(h.getValueAtPercentile(99), sum.valueAtPercentile(99));
  }

  @Test
  void rejectsCutBlocks() {
    Histogram h = new Histogram(3_600_000_000L, 3);
    for (int i = 1; i < 2000; i++) {
      h.recordValue(i * 37L);
    }
    byte[] bytes = encode(h);
    assertThrows(DataFormatException.class, () -> new HistogramDecoder().decode(Arrays.copyOf(bytes, bytes.length / 2)));
  }

  /**
   * The counts go into the window's own arrays as they are read, so a block rejected after some slots were written
   * must leave nothing behind: the next window decoded into the same reused counts holds only its own.
   */
  @Test
  void aBlockRejectedHalfwayLeavesNoSlotsInTheNextWindow() throws Exception {
    // slots 0 and 1 hold 5 and 3, then a skip of 2^40 slots leads to a count beyond any value
    byte[] payload = {10, 6, (byte) 0xff, (byte) 0xff, (byte) 0xff, (byte) 0xff, (byte) 0xff, 0x3f, 2};
    byte[] corrupt = compressed(payload);
    HistogramDecoder decoder = new HistogramDecoder();
    DataFormatException e = assertThrows(DataFormatException.class, () -> decoder.decode(corrupt));
    assertTrue(e.getMessage().contains("beyond any value"), e.getMessage());
    Histogram h = new Histogram(3_600_000_000L, 3);
    h.recordValueWithCount(700, 2);
    LatencyCounts next = decoder.decode(encode(h));
    assertEquals(2, next.totalCount());
    assertEquals(recorded(h), recorded(next.toHistogram()));
  }

  /**
   * Counts and runs of empty slots at the lengths where their encoding takes one more byte (one byte up to 63, two up
   * to 8191, three up to 2^20 - 1, ...; a run of n empty slots encodes as -n), counts up to the largest, values up to
   * the highest trackable: decoded as HdrHistogram decodes them.
   */
  @Test
  void decodesCountsAndRunsAtEveryEncodedLength() throws Exception {
    long[] sizes = {1, 2, 31, 32, 33, 63, 64, 65, 4095, 4096, 4097, 8191, 8192, 8193, 1_048_575, 1_048_576,
        1L << 27, 1L << 34, 1L << 41, 1L << 48, 1L << 55, 1L << 62, Long.MAX_VALUE / 4};
    HistogramDecoder decoder = new HistogramDecoder();
    long highest = 3_600_000_000_000L;
    for (int digits = 1; digits <= 5; digits += 2) {
      LatencyCounts layout = new LatencyCounts(1, digits);
      int lastSlot = layout.indexOf(highest);
      for (long size : sizes) {
        Histogram h = new Histogram(1, highest, digits);
        // a count of `size` at slot 0, then after a run of `size` empty slots (as far as the range allows) another
        long count = Math.min(size, Long.MAX_VALUE / 8);
        h.recordValueWithCount(layout.valueAt(0), count);
        int gap = (int) Math.min(size, lastSlot - 2);
        h.recordValueWithCount(layout.valueAt(gap + 1), 3);
        h.recordValueWithCount(highest, count);
        byte[] bytes = encode(h);
        Histogram expected = Histogram.decodeFromCompressedByteBuffer(ByteBuffer.wrap(bytes), 0);
        LatencyCounts decoded = decoder.decode(bytes);
        String what = "digits " + digits + ", size " + size;
        assertEquals(expected.getTotalCount(), decoded.totalCount(), what);
        assertEquals(recorded(expected), recorded(decoded.toHistogram()), what);
        assertEquals(expected.getMaxValue(), decoded.maxValue(), what);
      }
    }
  }

  /** A count whose last byte is missing at the block's end (a byte that says more follow) is refused. */
  @Test
  void rejectsACountCutAtTheBlocksEnd() throws Exception {
    for (byte[] payload : new byte[][] {{10, (byte) 0x80}, {(byte) 0x81}, {6, (byte) 0xff, (byte) 0xff}}) {
      DataFormatException e = assertThrows(DataFormatException.class,
          () -> new HistogramDecoder().decode(compressed(payload)));
      assertTrue(e.getMessage().contains("cut off"), e.getMessage());
    }
  }

  /** The V2 compressed encoding of a plain block holding {@code payload} after the header (digits 3, lowest 1). */
  private static byte[] compressed(byte[] payload) {
    ByteBuffer plain = ByteBuffer.allocate(HistogramDecoder.HEADER_BYTES + payload.length);
    plain.putInt(HistogramDecoder.V2_COOKIE | 0x10).putInt(payload.length).putInt(0).putInt(3).putLong(1)
        .putLong(3_600_000_000L).putDouble(1.0).put(payload);
    java.util.zip.Deflater deflater = new java.util.zip.Deflater();
    deflater.setInput(plain.array());
    deflater.finish();
    byte[] deflated = new byte[256];
    int length = deflater.deflate(deflated);
    ByteBuffer block = ByteBuffer.allocate(8 + length);
    block.putInt(HistogramDecoder.V2_COMPRESSED_COOKIE | 0x10).putInt(length).put(deflated, 0, length);
    return block.array();
  }
}
