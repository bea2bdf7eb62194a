/*
 * Copyright (c) 2026 ycsb-ext contributors.
 * Licensed under the Apache License, Version 2.0 (http://www.apache.org/licenses/LICENSE-2.0).
 */
package site.ycsb.ext.testsupport.guarantees;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;

import java.io.IOException;
import java.io.InputStream;
import java.util.Locale;
import java.util.Map;
import java.util.Properties;
import java.util.TreeSet;
import java.util.function.BiFunction;

/**
 * A binding's guarantee declaration ({@code META-INF/ycsb/<db class>.guarantees.properties}) as its tests check it:
 * read from the binding's jar, and each aspect's words turned back from the settings the binding records.
 *
 * <p>Stateless; thread-safe.
 */
public final class GuaranteeDeclaration {

  private GuaranteeDeclaration() {
  }

  /** The declaration of binding class {@code db}, asserted to be on its class path. */
  public static Properties of(Class<?> db) throws IOException {
    String name = "META-INF/ycsb/" + db.getName() + ".guarantees.properties";
    Properties declared = new Properties();
    try (InputStream in = db.getClassLoader().getResourceAsStream(name)) {
      assertNotNull(in, name + " is in the binding's jar");
      declared.load(in);
    }
    return declared;
  }

  /**
   * Every word of an aspect's property round-trips: the setting the binding records for the word (its
   * {@code <aspect>.setting} in the settings in effect) is turned back into that word by the declaration's
   * {@code <aspect>.word.<setting value>} (or is the word itself, lower case), and every declared word is one of them.
   *
   * @param settingsInEffect the settings in effect of the binding given {@code property=word}
   */
  public static void assertWordsRoundTrip(Properties declared, String aspect,
      BiFunction<String, String, Map<String, String>> settingsInEffect, String... words) {
    String property = declared.getProperty(aspect + ".property");
    String setting = declared.getProperty(aspect + ".setting");
    TreeSet<String> declaredWords = new TreeSet<>();
    for (String key : declared.stringPropertyNames()) {
      if (key.startsWith(aspect + ".word.")) {
        declaredWords.add(key);
      }
    }
    TreeSet<String> used = new TreeSet<>();
    for (String word : words) {
      String value = settingsInEffect.apply(property, word).get(setting);
      assertNotNull(value, setting + " is recorded");
      String key = aspect + ".word." + value;
      assertEquals(word, declared.getProperty(key, value.toLowerCase(Locale.ROOT)), key);
      if (declared.containsKey(key)) {
        used.add(key);
      }
    }
    assertEquals(declaredWords, used, "every declared word of " + aspect + " is one the binding records");
  }
}
