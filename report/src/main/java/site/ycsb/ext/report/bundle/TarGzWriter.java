/*
 * Copyright (c) 2026 ycsb-ext contributors.
 * Licensed under the Apache License, Version 2.0 (http://www.apache.org/licenses/LICENSE-2.0).
 */
package site.ycsb.ext.report.bundle;

import java.io.BufferedOutputStream;
import java.io.Closeable;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.security.MessageDigest;
import java.util.HexFormat;
import java.util.zip.GZIPOutputStream;
import site.ycsb.ext.contract.Manifest;

/**
 * Writes a gzip-compressed POSIX ustar archive, one regular file at a time, streaming: a file's bytes go from its
 * input to the archive through one buffer, never whole in memory. Entries carry mode 0644, owner 0 and time 0, so the
 * same files give the same archive. Names are relative {@code /}-separated paths of at most 255 bytes (ustar's
 * prefix and name fields). Not thread-safe.
 *
 * <p>ustar written by hand rather than with a library: the format's writing side is the 512-byte header below, and
 * the reading side ({@link TarGzExtractor}) must refuse links, absolute names and {@code ..} before anything is
 * written, which is easier to show in 150 lines than to configure in a general-purpose archiver.
 */
final class TarGzWriter implements Closeable {
  static final int BLOCK = 512;
  /** ustar's size field: 11 octal digits. */
  static final long MAX_ENTRY_BYTES = 077777777777L;

  private final OutputStream out;
  private final byte[] buffer = new byte[1 << 16];

  TarGzWriter(Path archive) throws IOException {
    this.out = new GZIPOutputStream(new BufferedOutputStream(Files.newOutputStream(archive), 1 << 16), 1 << 16);
  }

  /** One entry written: its name, size in bytes and SHA-256 (hex). */
  record Entry(String name, long bytes, String sha256) {
  }

  /** Adds {@code file}'s content as {@code name}; the file must not change while it is read. */
  Entry add(String name, Path file, Progress progress) throws IOException {
    long size = Files.size(file);
    try (InputStream in = Files.newInputStream(file)) {
      return add(name, in, size, progress);
    }
  }

  /** Adds {@code content} as {@code name}. */
  Entry add(String name, byte[] content) throws IOException {
    return add(name, new java.io.ByteArrayInputStream(content), content.length, Progress.NONE);
  }

  private Entry add(String name, InputStream in, long size, Progress progress) throws IOException {
    if (size > MAX_ENTRY_BYTES) {
      throw new IOException(name + " has " + size + " bytes, more than a ustar entry holds (" + MAX_ENTRY_BYTES + ")");
    }
    out.write(header(name, size));
    MessageDigest sha = sha256();
    long left = size;
    while (left > 0) {
      int n = in.read(buffer, 0, (int) Math.min(buffer.length, left));
      if (n < 0) {
        throw new IOException(name + " became shorter while it was archived (" + (size - left) + " of " + size
            + " bytes)");
      }
      out.write(buffer, 0, n);
      sha.update(buffer, 0, n);
      left -= n;
      progress.add(n);
    }
    int pad = (int) ((BLOCK - size % BLOCK) % BLOCK);
    out.write(new byte[pad]);
    progress.fileDone();
    return new Entry(name, size, HexFormat.of().formatHex(sha.digest()));
  }

  /** Ends the archive with two zero blocks and closes the file. */
  @Override
  public void close() throws IOException {
    try (out) {
      out.write(new byte[2 * BLOCK]);
    }
  }

  static MessageDigest sha256() {
    try {
      return MessageDigest.getInstance("SHA-256");
    } catch (java.security.NoSuchAlgorithmException e) {
      throw new IllegalStateException("Every JDK has SHA-256", e);
    }
  }

  /** The SHA-256 of a file, as the manifests list it. */
  static String sha256(Path file) throws IOException {
    return Manifest.sha256(file);
  }

  /** The 512-byte ustar header of a regular file. */
  static byte[] header(String name, long size) {
    byte[] h = new byte[BLOCK];
    byte[] full = name.getBytes(StandardCharsets.UTF_8);
    String prefix = "";
    String base = name;
    if (full.length > 100) {
      // ustar splits a long name at a '/': prefix (155 bytes) + name (100 bytes).
      int split = name.lastIndexOf('/');
      while (split > 0 && name.substring(split + 1).getBytes(StandardCharsets.UTF_8).length <= 100
          && name.substring(0, split).getBytes(StandardCharsets.UTF_8).length > 155) {
        split = name.lastIndexOf('/', split - 1);
      }
      if (split <= 0 || name.substring(split + 1).getBytes(StandardCharsets.UTF_8).length > 100) {
        throw new IllegalArgumentException("Archive name too long for ustar (255 bytes): " + name);
      }
      prefix = name.substring(0, split);
      base = name.substring(split + 1);
    }
    put(h, 0, 100, base.getBytes(StandardCharsets.UTF_8));
    put(h, 100, 8, "0000644\0".getBytes(StandardCharsets.US_ASCII));
    put(h, 108, 8, "0000000\0".getBytes(StandardCharsets.US_ASCII));
    put(h, 116, 8, "0000000\0".getBytes(StandardCharsets.US_ASCII));
    put(h, 124, 12, String.format("%011o\0", size).getBytes(StandardCharsets.US_ASCII));
    put(h, 136, 12, "00000000000\0".getBytes(StandardCharsets.US_ASCII));
    put(h, 148, 8, "        ".getBytes(StandardCharsets.US_ASCII));
    h[156] = '0';
    put(h, 257, 6, "ustar\0".getBytes(StandardCharsets.US_ASCII));
    put(h, 263, 2, "00".getBytes(StandardCharsets.US_ASCII));
    put(h, 345, 155, prefix.getBytes(StandardCharsets.UTF_8));
    put(h, 148, 8, String.format("%06o\0 ", checksum(h)).getBytes(StandardCharsets.US_ASCII));
    return h;
  }

  /** The header checksum: the sum of its bytes, unsigned, with the checksum field counted as spaces. */
  static long checksum(byte[] h) {
    long sum = 0;
    for (int i = 0; i < BLOCK; i++) {
      sum += (i >= 148 && i < 156) ? ' ' : (h[i] & 0xff);
    }
    return sum;
  }

  private static void put(byte[] h, int offset, int length, byte[] value) {
    System.arraycopy(value, 0, h, offset, Math.min(length, value.length));
  }
}
