/*
 * Copyright (c) 2026 ycsb-ext contributors.
 * Licensed under the Apache License, Version 2.0 (http://www.apache.org/licenses/LICENSE-2.0).
 */
package site.ycsb.ext.bindingsupport;

import java.util.Locale;

/**
 * A property whose value is one of the words of an enum: each constant's name in lower case ({@code prefer_rack} for
 * {@code PREFER_RACK}), given in any case. A value that is none of them is refused on one line listing the words in
 * the enum's order: {@code Invalid value 'none' for property 'as.commitLevel': expected all or master}. Stateless;
 * thread-safe.
 */
final class WordChoice {
  private WordChoice() {
  }

  /**
   * @param values the enum's constants, in the order the refusal lists their words ({@code E.values()})
   * @return the constant whose word the property gives, or {@code defaultValue}'s when the property is unset
   * @throws InvalidPropertyException for a value that is none of the words, or a blank one
   */
  static <E extends Enum<E>> E read(PropertyReader in, String name, String defaultValue, E[] values) {
    String[] words = new String[values.length];
    for (int i = 0; i < values.length; i++) {
      words[i] = values[i].name().toLowerCase(Locale.ROOT);
    }
    return values[in.choice(name, defaultValue, words)];
  }
}
