/*
 * Copyright (c) 2026 ycsb-ext contributors.
 * Licensed under the Apache License, Version 2.0 (http://www.apache.org/licenses/LICENSE-2.0).
 */
package site.ycsb.ext.launcher.study;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.Paths;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.yaml.snakeyaml.Yaml;

/**
 * Every study file's {@code db} and {@code cp} name a class and folders of upstream 0.17.0's release, as the table
 * of docs/bindings/upstream-bindings.md ("Upstream 0.17.0's release layout") records it: the class is one of the
 * table's, and every {@code cp} entry under {@code ycsb-0.17.0/} lies in that class's folder.
 */
class StudyUpstreamLayoutTest {
  private static final String RELEASE = "/ycsb-0.17.0/";

  /** The table's DB class to folder. */
  static Map<String, String> releaseLayout(Path doc) throws IOException {
    Map<String, String> layout = new LinkedHashMap<>();
    boolean inSection = false;
    for (String line : Files.readAllLines(doc)) {
      if (line.startsWith("## ")) {
        inSection = line.equals("## Upstream 0.17.0's release layout");
      } else if (inSection && line.startsWith("| ") && !line.startsWith("| ---") && !line.startsWith("| binding")) {
        String[] cells = line.split("\\|");
        layout.put(cells[2].trim(), cells[3].trim());
      }
    }
    return layout;
  }

  /** One line per study system whose db or cp does not match the layout. */
  @SuppressWarnings("unchecked")
  static List<String> mismatches(Path study, Map<String, String> layout) throws IOException {
    List<String> problems = new ArrayList<>();
    Map<String, Object> file = new Yaml().load(Files.readString(study));
    Map<String, Map<String, Object>> systems = (Map<String, Map<String, Object>>) file.get("systems");
    systems.forEach((name, system) -> {
      Object db = system.get("db");
      if (db == null) {
        return;
      }
      String folder = layout.get(db.toString());
      if (folder == null) {
        problems.add(study.getFileName() + " " + name + ": db " + db + " is not in upstream 0.17.0's release");
        return;
      }
      for (String entry : String.valueOf(system.get("cp")).split(":")) {
        int at = entry.indexOf(RELEASE);
        if (at >= 0 && !entry.substring(at + RELEASE.length()).startsWith(folder + "/")) {
          problems.add(study.getFileName() + " " + name + ": cp " + entry + " is not in " + folder + "/");
        }
      }
    });
    return problems;
  }

  private static Path tree() {
    return Paths.get("").toAbsolutePath().getParent();
  }

  @Test
  void everyStudyFileNamesUpstreamsReleaseClassesAndFolders() throws IOException {
    Map<String, String> layout = releaseLayout(tree().resolve("docs/bindings/upstream-bindings.md"));
    assertEquals("hbase20-binding", layout.get("site.ycsb.db.hbase20.HBaseClient20"), layout.toString());
    List<String> problems = new ArrayList<>();
    int checked = 0;
    try (Stream<Path> files = Files.list(tree().resolve("studies"))) {
      for (Path f : (Iterable<Path>) files.filter(p -> p.toString().endsWith(".yaml")).sorted()::iterator) {
        problems.addAll(mismatches(f, layout));
        checked++;
      }
    }
    assertTrue(checked >= 4, "the seed studies were read: " + checked);
    assertEquals(List.of(), problems);
  }

  @Test
  void aClassOrFolderNotInTheReleaseIsFound(@org.junit.jupiter.api.io.TempDir Path dir) throws IOException {
    Path study = dir.resolve("s.yaml");
    Files.writeString(study, String.join("\n", "systems:", "  hbase:", "    db: site.ycsb.db.hbase2.HBaseClient2",
        "    cp: \"/opt/ycsb-0.17.0/hbase2-binding/lib/*\"", "  mongodb:", "    db: site.ycsb.db.MongoDbClient",
        "    cp: \"/opt/ycsb-0.17.0/mongo-binding/lib/*\"", ""));
    List<String> problems = mismatches(study, releaseLayout(tree().resolve("docs/bindings/upstream-bindings.md")));
    assertEquals(List.of("s.yaml hbase: db site.ycsb.db.hbase2.HBaseClient2 is not in upstream 0.17.0's release",
        "s.yaml mongodb: cp /opt/ycsb-0.17.0/mongo-binding/lib/* is not in mongodb-binding/"), problems);
  }
}
