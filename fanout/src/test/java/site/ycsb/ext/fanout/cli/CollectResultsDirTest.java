/*
 * Copyright (c) 2026 ycsb-ext contributors.
 * Licensed under the Apache License, Version 2.0 (http://www.apache.org/licenses/LICENSE-2.0).
 */
package site.ycsb.ext.fanout.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import site.ycsb.ext.fanout.FanoutInputException;

/** {@code fanout collect --results} is checked before any host is asked (#60): one line naming the option. */
class CollectResultsDirTest {
  @TempDir
  Path tmp;

  @Test
  void aDirectoryThatCannotBeMadeIsRefusedInOneLine() throws IOException {
    Path file = Files.writeString(tmp.resolve("a-file"), "x");
    FanoutInputException e = assertThrows(FanoutInputException.class,
        () -> CollectCommand.checkResultsDir(file.resolve("results")));
    assertEquals("Invalid value '" + file.resolve("results") + "' for option '--results': expected a directory this"
        + " user can write (" + file + " is not a directory)", e.getMessage());
    assertThrows(FanoutInputException.class, () -> CollectCommand.checkResultsDir(Path.of("/proc/x")));
  }

  @Test
  void aNewDirectoryIsTriedAndLeftAsItWas() {
    Path results = tmp.resolve("new/results");
    CollectCommand.checkResultsDir(results);
    assertFalse(Files.exists(tmp.resolve("new")), "nothing is left behind by the check");
  }
}
