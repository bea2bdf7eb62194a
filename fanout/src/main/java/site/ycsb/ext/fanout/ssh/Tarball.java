/*
 * Copyright (c) 2026 ycsb-ext contributors.
 * Licensed under the Apache License, Version 2.0 (http://www.apache.org/licenses/LICENSE-2.0).
 */
package site.ycsb.ext.fanout.ssh;

import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.zip.GZIPInputStream;
import site.ycsb.ext.contract.Manifest;
import site.ycsb.ext.fanout.FanoutInputException;

/**
 * A distribution tarball ({@code .tar.gz}) to deploy: its SHA-256 and its top-level directory. Immutable.
 *
 * @param file the tarball
 * @param sha256 its SHA-256, lower-case hex
 * @param topDir the single top-level directory every entry is under, e.g. {@code ycsb-ext-0.1.0-SNAPSHOT}
 */
public record Tarball(Path file, String sha256, String topDir) {
  private static final int BLOCK = 512;

  /**
   * Reads a tarball.
   *
   * @throws FanoutInputException when the file is missing, not a gzip-compressed tar, or has no top-level directory
   */
  public static Tarball of(Path file) {
    if (!Files.isRegularFile(file)) {
      throw new FanoutInputException("Distribution tarball does not exist: " + file);
    }
    try {
      return new Tarball(file, Manifest.sha256(file), topDir(file));
    } catch (IOException e) {
      throw new FanoutInputException("Distribution tarball " + file + " cannot be read as a .tar.gz: " + e.getMessage());
    }
  }


  /** The first path component of the first real entry (extension headers such as PAX or GNU long names skipped). */
  private static String topDir(Path file) throws IOException {
    try (InputStream in = new GZIPInputStream(Files.newInputStream(file))) {
      byte[] header = new byte[BLOCK];
      for (int entry = 0; entry < 16; entry++) {
        if (in.readNBytes(header, 0, BLOCK) < BLOCK) {
          break;
        }
        String name = field(header, 0, 100);
        String prefix = field(header, 345, 155);
        char type = (char) header[156];
        long size = Long.parseLong(field(header, 124, 12).trim().isEmpty() ? "0" : field(header, 124, 12).trim(), 8);
        if (name.isEmpty()) {
          break;
        }
        if (type == 'x' || type == 'g' || type == 'L' || type == 'K' || name.startsWith("././@")) {
          in.skipNBytes((size + BLOCK - 1) / BLOCK * BLOCK);
          continue;
        }
        String path = prefix.isEmpty() ? name : prefix + "/" + name;
        while (path.startsWith("./")) {
          path = path.substring(2);
        }
        int slash = path.indexOf('/');
        String top = slash > 0 ? path.substring(0, slash) : path;
        if (top.isEmpty() || top.equals("..") || top.indexOf('\'') >= 0) {
          break;
        }
        return top;
      }
    } catch (NumberFormatException e) {
      throw new IOException("corrupt tar header");
    }
    throw new IOException("no top-level directory found");
  }

  private static String field(byte[] header, int offset, int length) {
    int end = offset;
    while (end < offset + length && header[end] != 0) {
      end++;
    }
    return new String(header, offset, end - offset, StandardCharsets.UTF_8);
  }
}
