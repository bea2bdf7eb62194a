/*
 * Copyright (c) 2026 ycsb-ext contributors.
 * Licensed under the Apache License, Version 2.0 (http://www.apache.org/licenses/LICENSE-2.0).
 */
package site.ycsb.ext.couchbase2;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.lang.reflect.Field;
import java.lang.reflect.Modifier;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

import org.junit.jupiter.api.Test;

/**
 * The property table of {@code docs/bindings/couchbase2.md}, the only list of the binding's properties in the
 * documentation, against {@link Couchbase2Properties}: one row per name in {@link Couchbase2Properties#names()}, none other, and each
 * row's default equal to the name's {@code _DEFAULT} constant. A default cell starts with the value in backticks
 * ({@code `10000`}; an empty default is the word {@code empty}); a name without a {@code _DEFAULT} constant has a
 * cell in words ({@code none}, {@code client defaults}).
 */
class Couchbase2PropertiesDocsTest {
  private static final Path PAGE = Path.of("..", "docs", "bindings", "couchbase2.md");
  private static final String HEADER = "| property | default | meaning |";

  @Test
  void pageTableListsEveryPropertyWithItsDefaultAndNoOther() throws IOException {
    List<String> differences = differences(Files.readString(PAGE));
    assertEquals(List.of(), differences, PAGE + " against " + Couchbase2Properties.class.getSimpleName());
  }

  @Test
  void missingExtraAndWrongDefaultRowsAreNamed() throws Exception {
    String page = Files.readString(PAGE);
    String name = Couchbase2Properties.HOST;
    String row = page.lines().filter(l -> l.startsWith("| `" + name + "` |")).findFirst().orElseThrow();
    String defaultValue = (String) Couchbase2Properties.class.getDeclaredField("HOST_DEFAULT").get(null);
    String changed = page.replace(row, "| `couchbase.notAProperty` | `1` | made up |")
        .replace("| `" + Couchbase2Properties.KV_TIMEOUT + "` | `" + Couchbase2Properties.KV_TIMEOUT_DEFAULT + "` |",
            "| `" + Couchbase2Properties.KV_TIMEOUT + "` | `" + Couchbase2Properties.KV_TIMEOUT_DEFAULT + "9` |");
    List<String> differences = differences(changed);
    assertEquals(3, differences.size(), differences.toString());
    assertTrue(differences.get(0).contains("'couchbase.notAProperty'"), differences.toString());
    assertTrue(differences.get(1).contains("'" + Couchbase2Properties.KV_TIMEOUT + "'")
        && differences.get(1).contains(Couchbase2Properties.KV_TIMEOUT_DEFAULT + "9"), differences.toString());
    assertTrue(differences.get(2).contains("'" + name + "'") && differences.get(2).contains(defaultValue),
        differences.toString());
  }

  /**
   * @return one line per difference between the page's property table and the class, in table order, then the
   *     missing rows in name order; empty when they agree
   */
  static List<String> differences(String page) {
    List<String> found = new ArrayList<>();
    Map<String, String> rows = table(page, found);
    Map<String, String> declared = declaredDefaults();
    for (Map.Entry<String, String> row : rows.entrySet()) {
      String name = row.getKey();
      if (!declared.containsKey(name)) {
        found.add("extra row '" + name + "': " + Couchbase2Properties.class.getSimpleName() + " declares no such property");
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

  /** Every name of {@link Couchbase2Properties#names()} with its {@code _DEFAULT} constant, or null when it has none. */
  private static Map<String, String> declaredDefaults() {
    Map<String, String> defaults = new LinkedHashMap<>();
    for (String name : Couchbase2Properties.names()) {
      defaults.put(name, null);
    }
    try {
      for (Field field : Couchbase2Properties.class.getDeclaredFields()) {
        if (field.getType() != String.class || !Modifier.isStatic(field.getModifiers())
            || field.getName().endsWith("_DEFAULT")) {
          continue;
        }
        String value = (String) field.get(null);
        if (defaults.containsKey(value)) {
          for (Field other : Couchbase2Properties.class.getDeclaredFields()) {
            if (other.getName().equals(field.getName() + "_DEFAULT")) {
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
