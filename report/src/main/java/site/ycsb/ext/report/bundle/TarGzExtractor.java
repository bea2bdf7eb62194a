/*
 * Copyright (c) 2026 ycsb-ext contributors.
 * Licensed under the Apache License, Version 2.0 (http://www.apache.org/licenses/LICENSE-2.0).
 */
package site.ycsb.ext.report.bundle;

import java.io.BufferedInputStream;
import java.io.EOFException;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.zip.GZIPInputStream;
import java.util.zip.ZipException;
import site.ycsb.ext.contract.BadInputException;

/**
 * Unpacks a gzip-compressed ustar archive into a target directory, streaming entry by entry. Only regular files and
 * directories are accepted; an entry that is a link or device, has an absolute name, a {@code ..} segment or would
 * land outside the target is refused with a {@link BadInputException} before anything of it is written. A file that
 * is not gzip, a corrupt header or an archive that ends early is a {@link BadInputException} too. Stateless.
 */
final class TarGzExtractor {

  private TarGzExtractor() {
  }

  /**
   * Unpacks {@code archive} into {@code target} (created if needed).
   *
   * @return the names of the files written, relative to {@code target}, in archive order
   */
  static List<String> extract(Path archive, Path target, Progress progress) throws IOException {
    Files.createDirectories(target);
    Path root = target.toRealPath();
    List<String> names = new ArrayList<>();
    String longName = null;
    try (InputStream in = gunzip(archive)) {
      byte[] header = new byte[TarGzWriter.BLOCK];
      byte[] buffer = new byte[1 << 16];
      while (true) {
        if (!readBlock(in, header)) {
          throw truncated(archive, "it ends before its end-of-archive blocks");
        }
        if (isZero(header)) {
          return names;
        }
        if (TarGzWriter.checksum(header) != octal(header, 148, 8)
            || !new String(header, 257, 5, StandardCharsets.US_ASCII).equals("ustar")) {
          throw new BadInputException("'" + archive + "' is not a ycsb-ext bundle: entry " + (names.size() + 1)
              + " has no valid ustar header");
        }
        String name = longName != null ? longName : name(header);
        longName = null;
        char type = (char) header[156];
        long size = octal(header, 124, 12);
        if (type == 'L' || type == 'x' || type == 'g') {
          // GNU long name, pax extended header (its path=), pax global header: metadata of the next entry
          String meta = new String(readContent(in, size, archive, name), StandardCharsets.UTF_8);
          longName = type == 'L' ? meta.replaceAll("\u0000+$", "") : type == 'x' ? paxPath(meta) : null;
          continue;
        }
        if (type != '0' && type != '\0' && type != '5') {
          throw new BadInputException("'" + archive + "': entry '" + name + "' is a "
              + (type == '2' ? "symbolic link" : type == '1' ? "hard link" : "special entry (type " + type + ")")
              + ": a bundle holds only files and directories; nothing extracted from it");
        }
        name = withoutDotSegments(name);
        if (name.isEmpty() && type == '5') {
          continue; // "./": the archive's own top directory, the target
        }
        Path dest = inside(root, name, archive);
        if (type == '5') {
          Files.createDirectories(dest);
          continue;
        }
        Files.createDirectories(dest.getParent());
        if (!dest.getParent().toRealPath().startsWith(root)) {
          throw new BadInputException("'" + archive + "': entry '" + name + "' would be written outside '" + target
              + "' (through a link there)");
        }
        try (OutputStream out = Files.newOutputStream(dest)) {
          long left = size;
          while (left > 0) {
            int n = in.read(buffer, 0, (int) Math.min(buffer.length, left));
            if (n < 0) {
              throw truncated(archive, "entry '" + name + "' is cut after " + (size - left) + " of " + size + " bytes");
            }
            out.write(buffer, 0, n);
            left -= n;
            progress.add(n);
          }
        }
        long pad = (TarGzWriter.BLOCK - size % TarGzWriter.BLOCK) % TarGzWriter.BLOCK;
        in.skipNBytes(pad);
        names.add(name);
        progress.fileDone();
      }
    } catch (EOFException e) {
      throw truncated(archive, "the compressed stream ends early");
    } catch (ZipException e) {
      throw new BadInputException("'" + archive + "' is not a ycsb-ext bundle (.tar.gz): " + e.getMessage());
    }
  }

  /** The content of a metadata entry (at most 1 MB), with its padding skipped. */
  private static byte[] readContent(InputStream in, long size, Path archive, String name) throws IOException {
    if (size < 0 || size > (1 << 20)) {
      throw new BadInputException("'" + archive + "': entry '" + name + "' has a metadata size of " + size
          + " bytes: not a ycsb-ext bundle");
    }
    byte[] content = in.readNBytes((int) size);
    if (content.length < size) {
      throw truncated(archive, "entry '" + name + "' is cut");
    }
    in.skipNBytes((TarGzWriter.BLOCK - size % TarGzWriter.BLOCK) % TarGzWriter.BLOCK);
    return content;
  }

  /** The {@code path} of a pax extended header's records ({@code "<len> path=<name>\n"}), or null. */
  private static String paxPath(String records) {
    for (String line : records.split("\n")) {
      int space = line.indexOf(' ');
      if (space > 0 && line.startsWith("path=", space + 1)) {
        return line.substring(space + 1 + "path=".length());
      }
    }
    return null;
  }

  /** The name without {@code .} segments ({@code ./runs/1/x} as made by {@code tar czf x.tar.gz .}). */
  static String withoutDotSegments(String name) {
    StringBuilder out = new StringBuilder();
    String[] segments = name.split("/", -1);
    for (int i = 0; i < segments.length; i++) {
      String segment = segments[i];
      if (segment.equals(".") || (segment.isEmpty() && i > 0)) {
        continue;
      }
      out.append(out.length() == 0 && !(segment.isEmpty() && i == 0) ? "" : "/").append(segment);
    }
    return out.toString();
  }

  private static InputStream gunzip(Path archive) throws IOException {
    if (!Files.isRegularFile(archive)) {
      throw new BadInputException("'" + archive + "' is neither a bundle file nor a directory");
    }
    InputStream raw = new BufferedInputStream(Files.newInputStream(archive), 1 << 16);
    try {
      return new GZIPInputStream(raw, 1 << 16);
    } catch (ZipException | EOFException e) {
      raw.close();
      throw new BadInputException("'" + archive + "' is not a ycsb-ext bundle: not a gzip-compressed tar archive");
    }
  }

  /** The destination of {@code name} below {@code root}, or a one-line refusal. */
  static Path inside(Path root, String name, Path archive) {
    boolean escapes = name.isEmpty() || name.startsWith("/") || name.contains("\\") || name.matches("^[A-Za-z]:.*");
    for (String segment : name.split("/")) {
      escapes |= segment.equals("..");
    }
    Path dest = root.resolve(name).normalize();
    if (escapes || !dest.startsWith(root) || dest.equals(root)) {
      throw new BadInputException("'" + archive + "': entry '" + name + "' escapes the target directory (an absolute"
          + " name or '..'); nothing extracted from it");
    }
    return dest;
  }

  private static String name(byte[] h) {
    String base = field(h, 0, 100);
    String prefix = field(h, 345, 155);
    return prefix.isEmpty() ? base : prefix + "/" + base;
  }

  private static String field(byte[] h, int offset, int length) {
    int end = offset;
    while (end < offset + length && h[end] != 0) {
      end++;
    }
    return new String(h, offset, end - offset, StandardCharsets.UTF_8);
  }

  private static long octal(byte[] h, int offset, int length) {
    String digits = field(h, offset, length).trim();
    if (!digits.matches("[0-7]+")) {
      return -1;
    }
    return Long.parseLong(digits, 8);
  }

  private static boolean readBlock(InputStream in, byte[] block) throws IOException {
    return in.readNBytes(block, 0, block.length) == block.length;
  }

  private static boolean isZero(byte[] block) {
    for (byte b : block) {
      if (b != 0) {
        return false;
      }
    }
    return true;
  }

  private static BadInputException truncated(Path archive, String how) {
    return new BadInputException("'" + archive + "' is truncated: " + how);
  }
}
