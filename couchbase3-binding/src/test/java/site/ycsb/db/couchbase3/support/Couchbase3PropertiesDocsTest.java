/*
 * Copyright (c) 2026 ycsb-ext contributors.
 * Licensed under the Apache License, Version 2.0 (http://www.apache.org/licenses/LICENSE-2.0).
 */
package site.ycsb.db.couchbase3.support;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

import org.junit.jupiter.api.Test;
import site.ycsb.ext.testsupport.docs.PropertyTable;

/**
 * The property table of {@code docs/bindings/couchbase3.md}, the only list of the binding's properties in the
 * documentation, against {@link Couchbase3Properties}: one row per name in {@link Couchbase3Properties#names()}, none other, and each
 * row's default equal to the name's {@code _DEFAULT} constant. A default cell starts with the value in backticks
 * ({@code `10000`}; an empty default is the word {@code empty}); a name without a {@code _DEFAULT} constant has a
 * cell in words ({@code none}, {@code client defaults}).
 */
class Couchbase3PropertiesDocsTest {
  private static final Path PAGE = Path.of("..", "docs", "bindings", "couchbase3.md");

  @Test
  void pageTableListsEveryPropertyWithItsDefaultAndNoOther() throws IOException {
    List<String> differences = differences(Files.readString(PAGE));
    assertEquals(List.of(), differences, PAGE + " against " + Couchbase3Properties.class.getSimpleName());
  }

  @Test
  void missingExtraAndWrongDefaultRowsAreNamed() throws Exception {
    String page = Files.readString(PAGE);
    String name = Couchbase3Properties.HOST;
    String row = page.lines().filter(l -> l.startsWith("| `" + name + "` |")).findFirst().orElseThrow();
    String defaultValue = (String) Couchbase3Properties.class.getDeclaredField("HOST_DEFAULT").get(null);
    String changed = page.replace(row, "| `couchbase.notAProperty` | `1` | made up |")
        .replace("| `" + Couchbase3Properties.KV_TIMEOUT + "` | `" + Couchbase3Properties.KV_TIMEOUT_DEFAULT + "` |",
            "| `" + Couchbase3Properties.KV_TIMEOUT + "` | `" + Couchbase3Properties.KV_TIMEOUT_DEFAULT + "9` |");
    List<String> differences = differences(changed);
    assertEquals(3, differences.size(), differences.toString());
    assertTrue(differences.get(0).contains("'couchbase.notAProperty'"), differences.toString());
    assertTrue(differences.get(1).contains("'" + Couchbase3Properties.KV_TIMEOUT + "'")
        && differences.get(1).contains(Couchbase3Properties.KV_TIMEOUT_DEFAULT + "9"), differences.toString());
    assertTrue(differences.get(2).contains("'" + name + "'") && differences.get(2).contains(defaultValue),
        differences.toString());
  }

  private static List<String> differences(String page) {
    return PropertyTable.differences(page, Couchbase3Properties.class, Couchbase3Properties.names());
  }
}
