/*
 * Copyright (c) 2026 ycsb-ext contributors.
 * Licensed under the Apache License, Version 2.0 (http://www.apache.org/licenses/LICENSE-2.0).
 */
package site.ycsb.ext.commandline;

import java.nio.charset.StandardCharsets;
import java.util.regex.Pattern;
import site.ycsb.ext.contract.BadInputException;

/**
 * Tells a property file from something else given as {@code -P} (a JSON file, a compressed or binary file), which
 * {@link java.util.Properties#load} would read without complaint into keys such as <code>{</code>. A logical line is a
 * property when it is blank, a comment ({@code #}, {@code !}) or starts with a key made of letters, digits and
 * {@code _ . - / $ @ % + ~} (escapes allowed) followed by a separator or the end of the line; a line holding a control
 * character is binary. Continuation lines (after a line ending in an odd number of backslashes) are part of their
 * property. Stateless; thread-safe.
 */
final class PropertyFileCheck {
  private static final Pattern KEY = Pattern.compile("([A-Za-z0-9_.\\-/$@%+~]|\\\\.)+");
  private static final int SHOWN_CHARS = 60;

  private PropertyFileCheck() {
  }

  /**
   * @param file the name as the user gave it, for the message
   * @param bytes the file's content, read as {@link java.util.Properties#load(java.io.InputStream)} reads it
   * @throws BadInputException naming the file and its first line that is not a property
   */
  static void check(String file, byte[] bytes) {
    String[] lines = new String(bytes, StandardCharsets.ISO_8859_1).split("\r\n|\r|\n", -1);
    boolean continued = false;
    for (int i = 0; i < lines.length; i++) {
      String line = lines[i];
      String problem = null;
      if (isBinary(line)) {
        problem = "holds binary data";
      } else if (!continued && !isProperty(line.stripLeading())) {
        String shown = line.strip();
        problem = "is not <key>=<value>: " + (shown.length() > SHOWN_CHARS ? shown.substring(0, SHOWN_CHARS) + "..." : shown);
      }
      if (problem != null) {
        throw new BadInputException("Property file given with -P is not a property file: " + file + ": line " + (i + 1)
            + " " + problem);
      }
      String trimmed = line.stripLeading();
      boolean comment = !continued && (trimmed.startsWith("#") || trimmed.startsWith("!"));
      continued = !comment && endsInOddBackslashes(line);
    }
  }

  private static boolean isProperty(String line) {
    if (line.isEmpty() || line.startsWith("#") || line.startsWith("!")) {
      return true;
    }
    int end = keyEnd(line);
    return KEY.matcher(line.substring(0, end)).matches();
  }

  /** Where the key ends: the first separator ({@code =}, {@code :}, white space) not escaped by a backslash. */
  private static int keyEnd(String line) {
    for (int i = 0; i < line.length(); i++) {
      char c = line.charAt(i);
      if (c == '\\') {
        i++;
      } else if (c == '=' || c == ':' || c == ' ' || c == '\t' || c == '\f') {
        return i;
      }
    }
    return line.length();
  }

  private static boolean isBinary(String line) {
    for (int i = 0; i < line.length(); i++) {
      char c = line.charAt(i);
      if ((c < 0x20 && c != '\t' && c != '\f') || c == 0x7f) {
        return true;
      }
    }
    return false;
  }

  private static boolean endsInOddBackslashes(String line) {
    int count = 0;
    for (int i = line.length() - 1; i >= 0 && line.charAt(i) == '\\'; i--) {
      count++;
    }
    return count % 2 == 1;
  }
}
