/*
 * Copyright (c) 2026 ycsb-ext contributors.
 * Licensed under the Apache License, Version 2.0 (http://www.apache.org/licenses/LICENSE-2.0).
 */
package site.ycsb.ext.benchmarks.report;

import java.lang.management.ManagementFactory;
import java.lang.management.ThreadMXBean;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Base64;
import java.util.List;
import java.util.Locale;
import java.util.zip.DataFormatException;
import java.util.zip.Inflater;

/**
 * The floor of the report's log reading: {@code InflateCost FILE PASSES} decodes the Base64 of every interval line of
 * an HdrHistogram interval log once, then inflates each histogram's deflate block (after its 8-byte cookie and length)
 * PASSES times with one reused {@link Inflater}, doing nothing with the bytes, and prints the thread's CPU ms of each
 * pass. Set against {@link LogReadCost}'s passes over the same file, it shows the part of reading a log that zlib
 * takes and no change to the report can cut.
 */
public final class InflateCost {

  private InflateCost() {
  }

  public static void main(String[] args) throws Exception {
    if (args.length != 2 || !args[1].matches("[1-9][0-9]{0,3}")) {
      System.err.println("usage: InflateCost FILE PASSES (PASSES 1 to 9999)");
      System.exit(2);
    }
    List<byte[]> blocks = new ArrayList<>();
    for (String line : Files.readAllLines(Path.of(args[0]), StandardCharsets.ISO_8859_1)) {
      if (!line.isEmpty() && !line.startsWith("#") && !line.startsWith("\"")) {
        blocks.add(Base64.getDecoder().decode(line.substring(line.lastIndexOf(',') + 1)));
      }
    }
    ThreadMXBean threads = ManagementFactory.getThreadMXBean();
    StringBuilder out = new StringBuilder("cpu ms per pass:");
    long inflated = 0;
    Inflater inflater = new Inflater();
    byte[] plain = new byte[1 << 16];
    for (int pass = Integer.parseInt(args[1]); pass > 0; pass--) {
      long start = threads.getCurrentThreadCpuTime();
      for (byte[] block : blocks) {
        inflated += inflate(inflater, block, plain);
      }
      out.append(String.format(Locale.US, " %.0f", (threads.getCurrentThreadCpuTime() - start) / 1e6));
    }
    inflater.end();
    System.out.println(out + " (" + blocks.size() + " histograms, " + inflated + " bytes inflated)");
  }

  private static long inflate(Inflater inflater, byte[] block, byte[] plain) throws DataFormatException {
    inflater.reset();
    inflater.setInput(block, 8, block.length - 8);
    long n = 0;
    while (!inflater.finished()) {
      int got = inflater.inflate(plain);
      if (got == 0 && inflater.needsInput()) {
        throw new DataFormatException("deflated block ends early");
      }
      n += got;
    }
    return n;
  }
}
