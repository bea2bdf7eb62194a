/*
 * Copyright (c) 2026 ycsb-ext contributors.
 * Licensed under the Apache License, Version 2.0 (http://www.apache.org/licenses/LICENSE-2.0).
 */
package site.ycsb.ext.it;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

/**
 * The commands a README section shows, so integration tests run exactly what the documentation promises. Stateless.
 */
public final class ReadmeExamples {
  private ReadmeExamples() {
  }

  /**
   * The commands in the {@code ```sh} blocks of the README section {@code <!-- section:NAME -->} that start with
   * {@code prefix}: trailing {@code # comments} removed, backslash continuation lines joined.
   */
  public static List<String> commands(String section, String prefix) {
    String readme;
    try {
      readme = Files.readString(Path.of(System.getProperty("ycsb.source.root", "."), "README.md"));
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
    String text = readme.substring(readme.indexOf("<!-- section:" + section + " -->"),
        readme.indexOf("<!-- /section:" + section + " -->"));
    List<String> commands = new ArrayList<>();
    boolean inShell = false;
    String pending = null;
    for (String line : text.split("\n")) {
      if (line.startsWith("```")) {
        inShell = !inShell && line.startsWith("```sh");
        continue;
      }
      if (!inShell) {
        continue;
      }
      String code = line.replaceAll("\\s+#.*$", "").strip();
      boolean continues = code.endsWith("\\");
      code = code.replaceAll("\\\\$", "").strip();
      if (pending != null) {
        pending += " " + code;
      } else if (code.startsWith(prefix)) {
        pending = code;
      }
      if (pending != null && !continues) {
        commands.add(pending);
        pending = null;
      }
    }
    return commands;
  }
}
