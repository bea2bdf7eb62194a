/*
 * Copyright (c) 2026 ycsb-ext contributors.
 * Licensed under the Apache License, Version 2.0 (http://www.apache.org/licenses/LICENSE-2.0).
 */
package site.ycsb.ext.launcher.study;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Set;
import java.util.TreeSet;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;

/** docs/studies.md's key table names every key the study file reader accepts, and no other. */
class StudyDocsTest {
  private static final Pattern CODE = Pattern.compile("`([^`]+)`");

  @Test
  void theKeyTableNamesEveryKeyOfTheSchema() throws IOException {
    Path page = Path.of(System.getProperty("user.dir")).getParent().resolve("docs/studies.md");
    String text = Files.readString(page);
    String section = text.substring(text.indexOf("## The study file"), text.indexOf("## Order, directory and resume"));
    Set<String> documented = new TreeSet<>();
    for (String line : section.lines().filter(l -> l.startsWith("| `")).toList()) {
      Matcher m = CODE.matcher(line.substring(0, line.indexOf(" | ", 2)));
      String previous = "";
      while (m.find()) {
        String key = m.group(1).startsWith(".") ? previous.substring(0, previous.lastIndexOf('.')) + m.group(1)
            : m.group(1);
        previous = key;
        documented.add(key.replace(".<name>", "").replaceAll("\\.<[a-z]+>$", ""));
      }
    }
    Set<String> schema = new TreeSet<>(StudyFile.TOP_KEYS);
    schema.removeAll(Set.of("systems", "datasets", "workloads", "sweep", "demo"));
    StudyFile.SYSTEM_KEYS.forEach(k -> schema.add("systems." + k));
    StudyFile.DATASET_KEYS.forEach(k -> schema.add("datasets." + k));
    StudyFile.WORKLOAD_KEYS.forEach(k -> schema.add("workloads." + k));
    SweepSection.KEYS.forEach(k -> schema.add("sweep." + k));
    StudyFile.DEMO_KEYS.forEach(k -> schema.add("demo." + k));
    assertEquals(schema, documented);
  }
}
