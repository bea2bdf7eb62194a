/*
 * Copyright (c) 2026 ycsb-ext contributors.
 * Licensed under the Apache License, Version 2.0 (http://www.apache.org/licenses/LICENSE-2.0).
 */
package site.ycsb.ext.commandline;

import java.util.ArrayList;
import java.util.List;

/**
 * A command line as a POSIX shell splits the simple ones the tool prints and its documentation shows: words split on
 * white space, single quotes keep what they hold (white space included) and are dropped, {@code ''} is an empty word.
 * No double quotes, escapes or expansions. Stateless.
 */
public final class ShellWords {
  private ShellWords() {
  }

  /** The words of {@code line}. */
  public static List<String> split(String line) {
    List<String> words = new ArrayList<>();
    StringBuilder word = new StringBuilder();
    boolean quoted = false;
    boolean any = false;
    for (char c : line.toCharArray()) {
      if (c == '\'') {
        quoted = !quoted;
        any = true;
      } else if (Character.isWhitespace(c) && !quoted) {
        if (any) {
          words.add(word.toString());
          word.setLength(0);
          any = false;
        }
      } else {
        word.append(c);
        any = true;
      }
    }
    if (any) {
      words.add(word.toString());
    }
    return words;
  }
}
