/*
 * Copyright (c) 2026 ycsb-ext contributors.
 * Licensed under the Apache License, Version 2.0 (http://www.apache.org/licenses/LICENSE-2.0).
 */
package site.ycsb.ext.fanout.ssh;

import java.util.List;
import java.util.stream.Collectors;

/** Quoting for POSIX {@code sh}, for the scripts fan-out runs on the client hosts. Stateless; thread-safe. */
public final class ShellQuote {
  private ShellQuote() {
  }

  /**
   * One word that {@code sh} reads back as exactly {@code word}: single-quoted, each {@code '} written as
   * {@code '\''}. Plain words made only of safe characters are returned unquoted.
   */
  public static String quote(String word) {
    if (!word.isEmpty() && word.chars().allMatch(ShellQuote::safe)) {
      return word;
    }
    return "'" + word.replace("'", "'\\''") + "'";
  }

  /** The words quoted and joined with spaces. */
  public static String join(List<String> words) {
    return words.stream().map(ShellQuote::quote).collect(Collectors.joining(" "));
  }

  private static boolean safe(int c) {
    return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9') || "@%+=:,./_-".indexOf(c) >= 0;
  }
}
