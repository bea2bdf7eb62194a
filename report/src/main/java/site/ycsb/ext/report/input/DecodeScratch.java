/*
 * Copyright (c) 2026 ycsb-ext contributors.
 * Licensed under the Apache License, Version 2.0 (http://www.apache.org/licenses/LICENSE-2.0).
 */
package site.ycsb.ext.report.input;

import java.util.zip.Inflater;

/**
 * The working memory of decoding one compressed histogram: the inflater (with its native window of 32 KiB) and the
 * inflated block. None of it outlives a decode, so one set per thread serves every
 * log that thread reads: a merge holding one open log per host keeps per host only each log's decoded counts, not an
 * inflater and buffers of its own. Confined to its thread (one instance per thread by {@link #current()}).
 */
final class DecodeScratch {

  private static final ThreadLocal<DecodeScratch> PER_THREAD = ThreadLocal.withInitial(DecodeScratch::new);

  final Inflater inflater = new Inflater();
  /** The inflated block (grows to the largest). */
  byte[] plain = new byte[1 << 14];

  private DecodeScratch() {
  }

  /** This thread's scratch. */
  static DecodeScratch current() {
    return PER_THREAD.get();
  }
}
