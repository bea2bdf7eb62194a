/*
 * Copyright (c) 2026 ycsb-ext contributors.
 * Licensed under the Apache License, Version 2.0 (http://www.apache.org/licenses/LICENSE-2.0).
 */
package site.ycsb.ext.testsupport.docs;

import java.lang.reflect.Field;
import java.lang.reflect.Modifier;
import java.util.ArrayList;
import java.util.Collection;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * A binding page's one property table ({@code docs/bindings/<binding>.md}) against the binding's {@code *Properties}
 * class: one row per property name, none other, and each row's default equal to the name's {@code _DEFAULT}
 * constant. A default cell starts with the value in backticks ({@code `10000`}; an empty default is the word
 * {@code empty}); a name without a {@code _DEFAULT} constant has a cell in words ({@code none}, {@code client
 * defaults}). Stateless; thread-safe.
 */
public final class PropertyTable {
  /** The header of the one property table a binding page holds. */
  public static final String HEADER = "| property | default | meaning |";

  private PropertyTable() {
  }

  /**
   * @param page the documentation page's text
   * @param properties the binding's {@code *Properties} class: each name constant {@code X} with its default
   *     constant {@code X_DEFAULT}
   * @param names every property name the binding reads
   * @return one line per difference between the page's property table and the class, in table order, then the
   *     missing rows in name order; empty when they agree
   */
  public static List<String> differences(String page, Class<?> properties, Collection<String> names) {
    List<String> found = new ArrayList<>();
    Map<String, String> rows = table(page, found);
    Map<String, String> declared = declaredDefaults(properties, names);
    for (Map.Entry<String, String> row : rows.entrySet()) {
      String name = row.getKey();
      if (!declared.containsKey(name)) {
        found.add("extra row '" + name + "': " + properties.getSimpleName() + " declares no such property");
        continue;
      }
      String expected = documented(declared.get(name));
      boolean agrees = declared.get(name) == null ? !row.getValue().startsWith("`") : expected.equals(row.getValue());
      if (!agrees) {
        found.add("row '" + name + "': the table's default is " + row.getValue() + ", the code's " + expected);
      }
    }
    for (Map.Entry<String, String> property : declared.entrySet()) {
      if (!rows.containsKey(property.getKey())) {
        found.add("missing row '" + property.getKey() + "' (default " + documented(property.getValue()) + ")");
      }
    }
    return found;
  }

  /** The page's one property table: name to the default cell's value in backticks, or its first word. */
  private static Map<String, String> table(String page, List<String> found) {
    Map<String, String> rows = new LinkedHashMap<>();
    List<String> lines = page.lines().toList();
    int header = lines.indexOf(HEADER);
    if (header < 0 || lines.lastIndexOf(HEADER) != header) {
      found.add("the page must hold exactly one table headed '" + HEADER + "'");
      return rows;
    }
    for (int i = header + 2; i < lines.size() && lines.get(i).startsWith("|"); i++) {
      String[] cells = lines.get(i).split("\\|");
      String name = cells[1].strip().replace("`", "");
      String cell = cells[2].strip();
      String value = cell.startsWith("`") ? "`" + cell.substring(1, cell.indexOf('`', 1)) + "`" : cell.split("\\s")[0];
      if (rows.put(name, value) != null) {
        found.add("row '" + name + "' appears twice");
      }
    }
    return rows;
  }

  /** How the table writes a default: the value in backticks, "empty" for the empty string, words for none. */
  private static String documented(String defaultValue) {
    if (defaultValue == null) {
      return "(words, no value: the class has no _DEFAULT constant)";
    }
    return defaultValue.isEmpty() ? "empty" : "`" + defaultValue + "`";
  }

  /** Every name of {@code names} with its {@code _DEFAULT} constant, or null when it has none. */
  private static Map<String, String> declaredDefaults(Class<?> properties, Collection<String> names) {
    Map<String, String> defaults = new LinkedHashMap<>();
    for (String name : names) {
      defaults.put(name, null);
    }
    try {
      for (Field field : properties.getDeclaredFields()) {
        if (field.getType() != String.class || !Modifier.isStatic(field.getModifiers())
            || field.getName().endsWith("_DEFAULT")) {
          continue;
        }
        field.setAccessible(true);
        String value = (String) field.get(null);
        if (defaults.containsKey(value)) {
          for (Field other : properties.getDeclaredFields()) {
            if (other.getName().equals(field.getName() + "_DEFAULT")) {
              other.setAccessible(true);
              defaults.put(value, (String) other.get(null));
            }
          }
        }
      }
    } catch (IllegalAccessException e) {
      throw new IllegalStateException(e);
    }
    return defaults;
  }
}
