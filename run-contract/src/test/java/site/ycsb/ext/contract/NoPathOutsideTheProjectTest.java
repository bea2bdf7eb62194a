/*
 * Copyright (c) 2026 ycsb-ext contributors.
 * Licensed under the Apache License, Version 2.0 (http://www.apache.org/licenses/LICENSE-2.0).
 */
package site.ycsb.ext.contract;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;

import org.junit.jupiter.api.Test;

/**
 * No file of the project names a path outside the project: a user of a clone or of the distribution has neither the
 * work folders the project was developed beside (the sibling {@code shared} folder, the machine's {@code work}
 * folder: {@link #outsidePaths} spells them) nor this machine's checkout or home directory, so a citation of one
 * is a fact the user cannot read. Facts belong in {@code docs/} or
 * in the file itself. Checks every file git tracks (every file under the root, {@code target/} left out, when the
 * tree is not a git checkout); binary files are skipped.
 */
class NoPathOutsideTheProjectTest {
  /** Larger files are data (none is tracked today); they are skipped rather than read whole. */
  private static final long MOST_BYTES = 4L << 20;

  private static Path root() {
    return Path.of(System.getProperty("user.dir")).toAbsolutePath().getParent();
  }

  /** The paths a file must not name: the work folders, this checkout's own location, the user's home directory. */
  static Pattern outsidePaths(Path root, String home) {
    List<String> alternatives = new ArrayList<>();
    // spelled in two parts so that this file does not name them itself
    alternatives.add(Pattern.quote(".." + "/shared"));
    alternatives.add(Pattern.quote("/wo" + "rk/"));
    alternatives.add(Pattern.quote(root.toString()) + "(?![\\w.-])");
    if (home != null && home.startsWith("/") && home.length() > 1) {
      // not an XML closing tag such as </root>
      alternatives.add("(?<![\\w<.-])" + Pattern.quote(home) + "(?![\\w.-])");
    }
    return Pattern.compile(String.join("|", alternatives));
  }

  private static List<Path> projectFiles(Path root) throws IOException, InterruptedException {
    if (Files.exists(root.resolve(".git"))) {
      Process git = new ProcessBuilder("git", "-C", root.toString(), "ls-files", "-z").redirectErrorStream(false)
          .start();
      byte[] listing;
      try (InputStream in = git.getInputStream()) {
        listing = in.readAllBytes();
      }
      if (git.waitFor(5, TimeUnit.MINUTES) && git.exitValue() == 0) {
        List<Path> files = new ArrayList<>();
        for (String name : new String(listing, StandardCharsets.UTF_8).split("\0")) {
          if (!name.isEmpty()) {
            files.add(root.resolve(name));
          }
        }
        return files;
      }
    }
    try (Stream<Path> walk = Files.walk(root)) {
      return walk.filter(Files::isRegularFile)
          .filter(p -> !root.relativize(p).toString().matches("(.*/)?(target|\\.git)(/.*)?"))
          .collect(java.util.stream.Collectors.toList());
    }
  }

  /** @return {@code path:line: text} for each line naming an outside path */
  static List<String> offences(Path root, List<Path> files, Pattern outside) throws IOException {
    List<String> found = new ArrayList<>();
    for (Path file : files) {
      if (!Files.isRegularFile(file) || Files.size(file) > MOST_BYTES) {
        continue;
      }
      byte[] bytes = Files.readAllBytes(file);
      if (isBinary(bytes)) {
        continue;
      }
      String[] lines = new String(bytes, StandardCharsets.UTF_8).split("\n", -1);
      for (int i = 0; i < lines.length; i++) {
        Matcher m = outside.matcher(lines[i]);
        if (m.find()) {
          found.add(root.relativize(file) + ":" + (i + 1) + ": " + lines[i].strip());
        }
      }
    }
    return found;
  }

  private static boolean isBinary(byte[] bytes) {
    for (int i = 0; i < Math.min(bytes.length, 8192); i++) {
      if (bytes[i] == 0) {
        return true;
      }
    }
    return false;
  }

  @Test
  void noProjectFileNamesAPathOutsideTheProject() throws IOException, InterruptedException {
    Path root = root();
    assertTrue(Files.isRegularFile(root.resolve("pom.xml")) && Files.isDirectory(root.resolve("docs")),
        "the project root: " + root);
    List<Path> files = projectFiles(root);
    assertTrue(files.size() > 100, "the project's files were found: " + files.size());
    List<String> found = offences(root, files, outsidePaths(root, System.getProperty("user.home")));
    assertEquals(List.of(), found, "files naming a path outside the project (put the fact in docs/ or the file)");
  }

  @Test
  void theCheckFindsEachKindOfOutsidePath(@org.junit.jupiter.api.io.TempDir Path dir) throws IOException {
    Path checkout = dir.resolve("checkout");
    Pattern outside = outsidePaths(checkout, "/home/dev");
    List<Path> files = new ArrayList<>();
    String[] named = {"# Facts: .." + "/shared/reference/x.md, section 2", " * ({@code /wo" + "rk/shared/x.md})",
        "see " + checkout + "/docs/a.md", "cache in /home/dev/.m2"};
    for (int i = 0; i < named.length; i++) {
      files.add(Files.writeString(dir.resolve("f" + i + ".txt"), "first line\n" + named[i] + "\n"));
    }
    files.add(Files.writeString(dir.resolve("fine.md"), "see docs/studies.md, /home/developer/x, /tmp/standin-tls,"
        + " " + checkout + "-old, ../docs/a.md, framework/\n"));
    files.add(Files.write(dir.resolve("binary.bin"), ("\0/wo" + "rk/x").getBytes(StandardCharsets.UTF_8)));
    List<String> found = offences(dir, files, outside);
    assertEquals(named.length, found.size(), found.toString());
    for (int i = 0; i < named.length; i++) {
      assertEquals("f" + i + ".txt:2: " + named[i].strip(), found.get(i));
    }
    assertFalse(found.toString().contains("fine.md"), found.toString());
  }
}
