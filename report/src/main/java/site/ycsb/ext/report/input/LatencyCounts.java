/*
 * Copyright (c) 2026 ycsb-ext contributors.
 * Licensed under the Apache License, Version 2.0 (http://www.apache.org/licenses/LICENSE-2.0).
 */
package site.ycsb.ext.report.input;

import java.util.Arrays;
import org.HdrHistogram.Histogram;
import org.HdrHistogram.HistogramIterationValue;

/**
 * Latency counts (microseconds) in HdrHistogram's bucket layout for a lowest discernible value and a precision, kept
 * as a counts array with the range of its non-zero slots, so that adding, emptying and reading a percentile cost the
 * slots in use (a window's few thousand) rather than the whole array (tens of thousands for an hour's range), and
 * counts are written by slot without {@link Histogram}'s per-value bookkeeping. Adding counts of another layout
 * records each slot's lowest value, as {@link Histogram#add} does; {@link #toHistogram} gives the {@link Histogram}
 * that recording the same values gives, and {@link #valueAtPercentile} equals its
 * {@link Histogram#getValueAtPercentile}. The layout arithmetic is HdrHistogram's (a format fact of its encoding).
 * Not thread-safe.
 */
public final class LatencyCounts {

  private final long lowest;
  private final int digits;
  private final int unitMagnitude;
  private final int halfCountMagnitude;
  private final int halfCount;
  private final long subBucketMask;
  private final int leadingZeroCountBase;
  /** The highest counts-array slot whose values stay below 2^62 (see {@link #holds}); -1 when none does. */
  private final long highestSlot;
  private long[] counts = new long[0];
  /** The lowest and highest index holding a count; {@code lo > hi} when empty. */
  private int lo = Integer.MAX_VALUE;
  private int hi = -1;
  private long total;
  /** While {@link #listed} is true, the non-zero slots in ascending order (written slot by slot, as a decoder does). */
  private int[] nonZero = new int[0];
  private int nonZeroCount;
  private boolean listed = true;
  /**
   * True while the counts are held by slot only, as {@link #endPut} leaves them: slot {@code nonZero[k]} holds {@code
   * slotCounts[k]} and {@link #counts} holds zeros. A decoded window stays so until it is read, so a reader holding one
   * keeps its slots in use, not an array spanning its values.
   */
  private boolean sparse;
  private long[] slotCounts = new long[0];

  /**
   * @param lowest the lowest discernible value, 1 or more
   * @param digits significant decimal digits, 0 to 5
   */
  public LatencyCounts(long lowest, int digits) {
    if (lowest < 1 || digits < 0 || digits > 5) {
      throw new IllegalArgumentException("lowest " + lowest + ", digits " + digits);
    }
    this.lowest = lowest;
    this.digits = digits;
    long singleUnitLimit = 2 * (long) Math.pow(10, digits);
    int subBucketCountMagnitude = (int) Math.ceil(Math.log(singleUnitLimit) / Math.log(2));
    halfCountMagnitude = Math.max(subBucketCountMagnitude, 1) - 1;
    halfCount = 1 << halfCountMagnitude;
    unitMagnitude = (int) (Math.log(lowest) / Math.log(2));
    subBucketMask = ((long) (2 * halfCount) - 1) << unitMagnitude;
    leadingZeroCountBase = 64 - unitMagnitude - halfCountMagnitude - 1;
    int highestBucket = 62 - 20 - unitMagnitude;
    highestSlot = highestBucket < 0 ? -1
        : Math.min(Integer.MAX_VALUE, ((long) (highestBucket + 2) << halfCountMagnitude) - 1);
  }

  /** The counts of a histogram, in its layout (each slot's count at the slot's lowest value). */
  public static LatencyCounts of(Histogram h) {
    LatencyCounts c = new LatencyCounts(h.getLowestDiscernibleValue(), h.getNumberOfSignificantValueDigits());
    for (HistogramIterationValue v : h.recordedValues()) {
      c.record(h.lowestEquivalentValue(v.getValueIteratedTo()), v.getCountAtValueIteratedTo());
    }
    return c;
  }

  /**
   * Empty counts that take the windows of every host: lowest value 1 and {@code like}'s precision, the layout the
   * merge's histograms have.
   */
  public static LatencyCounts forMerging(LatencyCounts like) {
    return new LatencyCounts(1, like.digits());
  }

  public long lowest() {
    return lowest;
  }

  public int digits() {
    return digits;
  }

  /** Operations counted. */
  public long totalCount() {
    return total;
  }

  /** Adds {@code count} operations of latency {@code value} (µs, 0 or more); a count of 0 changes nothing. */
  public void record(long value, long count) {
    if (value < 0 || count < 0) {
      throw new IllegalArgumentException("negative latency or count: " + value + " x " + count);
    }
    if (count != 0) {
      addAt(indexOf(value), count);
    }
  }

  /** Adds {@code count} operations at counts-array slot {@code index} of this layout. */
  void addAt(int index, long count) {
    if (sparse) {
      densify();
    }
    if (index >= counts.length) {
      grow(index);
    }
    if (counts[index] == 0 && listed) {
      if (nonZeroCount == 0 || index > nonZero[nonZeroCount - 1]) {
        if (nonZeroCount == nonZero.length) {
          nonZero = Arrays.copyOf(nonZero, Math.max(64, 2 * nonZeroCount));
        }
        nonZero[nonZeroCount++] = index;
      } else {
        listed = false;
      }
    }
    counts[index] += count;
    total += count;
    lo = Math.min(lo, index);
    hi = Math.max(hi, index);
  }

  /**
   * Starts setting empty counts slot by slot, as a decoder reads them (no copy in between): the decoder writes up to
   * {@code most} ascending slots into the returned array and their positive counts into {@link #putCounts}, then
   * calls {@link #endPut}. An array too short is replaced by one an eighth longer than asked (as {@link #grow}). Until
   * then the counts read as empty, and {@link #clear} empties them whatever was written.
   */
  int[] beginPut(int most) {
    if (lo <= hi) {
      throw new IllegalStateException("counts not empty");
    }
    if (nonZero.length < most) {
      nonZero = new int[most + (most >> 3)];
    }
    if (slotCounts.length < most) {
      slotCounts = new long[most + (most >> 3)];
    }
    nonZeroCount = 0;
    total = 0;
    listed = true;
    sparse = true;
    return nonZero;
  }

  /** The array of counts that {@link #beginPut}'s slots go with. */
  long[] putCounts() {
    return slotCounts;
  }

  /** Ends {@link #beginPut}: the counts hold the first {@code n} slots written, whose counts add up to {@code sum}. */
  void endPut(int n, long sum) {
    nonZeroCount = n;
    total = sum;
    if (n > 0) {
      lo = nonZero[0];
      hi = nonZero[n - 1];
    }
  }

  /** Writes counts held by slot only into the counts array (before anything is added to them). */
  private void densify() {
    sparse = false;
    if (hi >= counts.length) {
      grow(hi);
    }
    for (int k = 0; k < nonZeroCount; k++) {
      counts[nonZero[k]] = slotCounts[k];
    }
  }

  /** Adds every count of {@code other}: slot by slot in the same layout, else each at its slot's lowest value. */
  public void add(LatencyCounts other) {
    if (other.lo > other.hi) {
      return;
    }
    if (sparse) {
      densify();
    }
    if (other.sparse) {
      addSlots(other);
      return;
    }
    if (other.lowest == lowest && other.digits == digits) {
      if (other.hi >= counts.length) {
        grow(other.hi);
      }
      long[] from = other.counts;
      if (other.listed) {
        int[] slots = other.nonZero;
        for (int k = 0; k < other.nonZeroCount; k++) {
          counts[slots[k]] += from[slots[k]];
        }
      } else {
        for (int i = other.lo; i <= other.hi; i++) {
          counts[i] += from[i];
        }
      }
      listed = false;
      total += other.total;
      lo = Math.min(lo, other.lo);
      hi = Math.max(hi, other.hi);
      return;
    }
    for (int i = other.lo; i <= other.hi; i++) {
      if (other.counts[i] != 0) {
        record(other.valueAt(i), other.counts[i]);
      }
    }
  }

  /** Adds counts held by slot only: slot by slot in the same layout, else each at its slot's lowest value. */
  private void addSlots(LatencyCounts other) {
    int[] slots = other.nonZero;
    long[] from = other.slotCounts;
    if (other.lowest == lowest && other.digits == digits) {
      if (other.hi >= counts.length) {
        grow(other.hi);
      }
      for (int k = 0; k < other.nonZeroCount; k++) {
        counts[slots[k]] += from[k];
      }
      listed = false;
      total += other.total;
      lo = Math.min(lo, other.lo);
      hi = Math.max(hi, other.hi);
      return;
    }
    for (int k = 0; k < other.nonZeroCount; k++) {
      record(other.valueAt(slots[k]), from[k]);
    }
  }

  /** Empties the counts, keeping the arrays. */
  public void clear() {
    if (sparse) {
      sparse = false;
    } else if (listed) {
      for (int k = 0; k < nonZeroCount; k++) {
        counts[nonZero[k]] = 0;
      }
    } else if (lo <= hi) {
      Arrays.fill(counts, lo, hi + 1, 0);
    }
    nonZeroCount = 0;
    listed = true;
    lo = Integer.MAX_VALUE;
    hi = -1;
    total = 0;
  }

  /** An independent copy holding only the slots in use (for handing counts to another thread). */
  public LatencyCounts copy() {
    LatencyCounts c = new LatencyCounts(lowest, digits);
    if (lo <= hi) {
      c.counts = sparse ? c.counts : Arrays.copyOf(counts, hi + 1);
      c.lo = lo;
      c.hi = hi;
      c.total = total;
      c.listed = listed;
      c.nonZero = listed ? Arrays.copyOf(nonZero, nonZeroCount) : c.nonZero;
      c.nonZeroCount = listed ? nonZeroCount : 0;
      if (sparse) {
        c.slotCounts = Arrays.copyOf(slotCounts, nonZeroCount);
        c.sparse = true;
      }
    }
    return c;
  }

  /**
   * The value at a percentile, as {@link Histogram#getValueAtPercentile}: the highest value equivalent to the slot
   * where the running count reaches the percentile's share (the lowest for percentile 0); 0 when empty.
   */
  public long valueAtPercentile(double percentile) {
    long countAt = countAt(percentile);
    long running = 0;
    if (sparse) {
      for (int k = 0; k < nonZeroCount; k++) {
        running += slotCounts[k];
        if (running >= countAt) {
          return valueOf(nonZero[k], percentile);
        }
      }
      return 0;
    }
    for (int i = Math.max(0, lo); i <= hi; i++) {
      running += counts[i];
      if (running >= countAt) {
        return valueOf(i, percentile);
      }
    }
    return 0;
  }

  /**
   * The values at two percentiles in one walk over the slots (a merge takes p95 and p99 of every window): each as
   * {@link #valueAtPercentile} gives it.
   *
   * @param low the lower percentile
   * @param high the higher percentile, {@code low} or more
   * @param into receives the value at {@code low} in [0] and at {@code high} in [1] (µs)
   */
  public void valuesAtPercentiles(double low, double high, long[] into) {
    if (!(low <= high)) {
      throw new IllegalArgumentException("percentiles " + low + " > " + high);
    }
    long lowAt = countAt(low);
    long highAt = countAt(high);
    into[0] = 0;
    into[1] = 0;
    long running = 0;
    boolean lowFound = false;
    if (sparse) {
      for (int k = 0; k < nonZeroCount; k++) {
        running += slotCounts[k];
        if (!lowFound && running >= lowAt) {
          into[0] = valueOf(nonZero[k], low);
          lowFound = true;
        }
        if (running >= highAt) {
          into[1] = valueOf(nonZero[k], high);
          return;
        }
      }
      return;
    }
    for (int i = Math.max(0, lo); i <= hi; i++) {
      running += counts[i];
      if (!lowFound && running >= lowAt) {
        into[0] = valueOf(i, low);
        lowFound = true;
      }
      if (running >= highAt) {
        into[1] = valueOf(i, high);
        return;
      }
    }
  }

  /** The running count at which {@link #valueAtPercentile} stops for {@code percentile}. */
  private long countAt(double percentile) {
    double requested = Math.min(Math.max(Math.nextAfter(percentile, Double.NEGATIVE_INFINITY), 0.0D), 100.0D);
    return Math.max(1, (long) Math.ceil(requested * total / 100.0D));
  }

  /** The value {@link #valueAtPercentile} gives when it stops at slot {@code index}. */
  private long valueOf(int index, double percentile) {
    return percentile == 0.0 ? valueAt(index) : highestEquivalent(index);
  }

  /**
   * The highest value counted, as {@link Histogram#getMaxValue} gives it for the same values: the highest value
   * equivalent to the highest slot in use; 0 when empty.
   */
  public long maxValue() {
    return lo > hi ? 0 : highestEquivalent(hi);
  }

  /** The highest value of counts-array slot {@code index}. */
  private long highestEquivalent(int index) {
    long value = valueAt(index);
    return value + (1L << (unitMagnitude + bucketOf(value))) - 1;
  }

  /** A histogram holding these counts: lowest and precision of this layout, auto-resizing. */
  public Histogram toHistogram() {
    Histogram h = new Histogram(lowest, 2 * lowest, digits);
    h.setAutoResize(true);
    if (sparse) {
      for (int k = 0; k < nonZeroCount; k++) {
        h.recordValueWithCount(valueAt(nonZero[k]), slotCounts[k]);
      }
      return h;
    }
    for (int i = Math.max(0, lo); i <= hi; i++) {
      if (counts[i] != 0) {
        h.recordValueWithCount(valueAt(i), counts[i]);
      }
    }
    return h;
  }

  /** The bytes its arrays hold (their headers left out): the memory one set of counts keeps. */
  long heldBytes() {
    return 8L * counts.length + 4L * nonZero.length + 8L * slotCounts.length;
  }

  /** The counts-array slot of a value (µs, 0 or more). */
  int indexOf(long value) {
    int bucket = bucketOf(value);
    int subBucket = (int) (value >>> (bucket + unitMagnitude));
    return ((bucket + 1) << halfCountMagnitude) + subBucket - halfCount;
  }

  /** The lowest value of counts-array slot {@code index}. */
  long valueAt(int index) {
    int bucket = (index >> halfCountMagnitude) - 1;
    int subBucket = (index & (halfCount - 1)) + halfCount;
    if (bucket < 0) {
      subBucket -= halfCount;
      bucket = 0;
    }
    return ((long) subBucket) << (bucket + unitMagnitude);
  }

  /** True when counts-array slot {@code index} holds values below 2^62 (a corrupt log can name any slot). */
  boolean holds(long index) {
    return index >= 0 && index <= highestSlot;
  }

  /**
   * Makes room for slot {@code index}: an eighth more than asked, so that the arrays of a merge holding one set of
   * counts per host stay near the slots really used (a doubling would leave up to half of each unused).
   */
  private void grow(int index) {
    counts = Arrays.copyOf(counts, (int) Math.min(index + 1L + ((index + 1L) >> 3), Integer.MAX_VALUE - 8));
  }

  private int bucketOf(long value) {
    return leadingZeroCountBase - Long.numberOfLeadingZeros(value | subBucketMask);
  }
}
