/*
 * Copyright (c) 2026 ycsb-ext contributors.
 * Licensed under the Apache License, Version 2.0 (http://www.apache.org/licenses/LICENSE-2.0).
 */
package site.ycsb.ext.launcher.study;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import picocli.CommandLine;
import site.ycsb.ext.contract.BadInputException;

/** {@code study run} refuses unusable input in one line, before anything runs, with no Java exception text. */
class StudyRunRefusalsTest {
  @TempDir
  Path dir;

  private String err = "";

  private int run(String... args) throws IOException {
    StringWriter e = new StringWriter();
    CommandLine cmd = new CommandLine(new StudyCommand.RunStudy());
    cmd.setOut(new PrintWriter(new StringWriter()));
    cmd.setErr(new PrintWriter(e));
    cmd.parseArgs(args);
    StudyCommand.RunStudy study = cmd.getCommand();
    try {
      return study.call();
    } finally {
      err = e.toString();
    }
  }

  private Path study() throws IOException {
    Files.writeString(dir.resolve("workloada"), "readproportion=0.5\n");
    return Files.writeString(dir.resolve("ok.yaml"), """
        study: ok
        systems: {a: {binding: basic}}
        datasets: {d: {workload: workloada}}
        workloads: {w: {file: workloada}}
        duration: 2s
        """);
  }

  /** --until and --max-repetitions are checked before anything runs, one line naming the grammar or the range. */
  @Test
  void aBadStoppingRuleIsOneLineBeforeAnythingRuns() throws IOException {
    Path file = study();
    String out = dir.resolve("out").toString();
    BadInputException grammar = assertThrows(BadInputException.class, () -> run(file.toString(), "--until",
        "READ.p98:5%", "--max-repetitions", "5", "--out", out));
    assertEquals("Invalid value 'READ.p98:5%' for option '--until': 'READ.p98' is not a value name: expected "
        + site.ycsb.ext.report.study.StoppingRule.GRAMMAR, grammar.getMessage());
    BadInputException noMax = assertThrows(BadInputException.class, () -> run(file.toString(), "--until",
        "ops/s:5%", "--out", out));
    assertTrue(noMax.getMessage().startsWith("Option '--until' needs --max-repetitions N (at least 2"),
        noMax.getMessage());
    BadInputException low = assertThrows(BadInputException.class, () -> run(file.toString(), "--until", "ops/s:5%",
        "--repetitions", "3", "--max-repetitions", "2", "--out", out));
    assertEquals("Invalid value '2' for option '--max-repetitions': expected a whole number from 3 (at least 2 and the "
        + "study's 3 repetitions) to 100", low.getMessage());
    BadInputException one = assertThrows(BadInputException.class, () -> run(file.toString(), "--until", "ops/s:5%",
        "--max-repetitions", "1", "--out", out));
    assertTrue(one.getMessage().contains("expected a whole number from 2 (at least 2"), one.getMessage());
    BadInputException alone = assertThrows(BadInputException.class, () -> run(file.toString(), "--max-repetitions",
        "4", "--out", out));
    assertTrue(alone.getMessage().startsWith("Option '--max-repetitions' is only taken with --until"),
        alone.getMessage());
    assertFalse(Files.exists(dir.resolve("out")), "nothing written");
  }

  @Test
  void anEmptyHostListIsRefusedAsFanOutRefusesIt() throws IOException {
    Path file = study();
    BadInputException e = assertThrows(BadInputException.class, () -> run(file.toString(), "--hosts", "",
        "--out", dir.resolve("out").toString()));
    assertTrue(e.getMessage().startsWith("Invalid value '' for option '--hosts': expected [user@]host[:port],..."),
        e.getMessage());
    assertFalse(Files.exists(dir.resolve("out")), "nothing written");
  }

  @Test
  void anOutThatIsAFileOrCannotBeCreatedIsOneLine() throws IOException {
    Path file = study();
    Path taken = Files.writeString(dir.resolve("taken"), "x");
    BadInputException isFile = assertThrows(BadInputException.class, () -> run(file.toString(), "--out",
        taken.toString()));
    assertTrue(isFile.getMessage().contains("for option '--out': expected a study directory that can be created and "
        + "written (new, or one to resume) (it is a file)"), isFile.getMessage());
    BadInputException proc = assertThrows(BadInputException.class, () -> run(file.toString(), "--out", "/proc/x"));
    assertTrue(proc.getMessage().startsWith("Invalid value '/proc/x' for option '--out'"), proc.getMessage());
    assertFalse(proc.getMessage().contains("Exception"), proc.getMessage());
  }

  @Test
  void aBinaryStudyFileIsNamedAsNotText() throws IOException {
    Path binary = Files.write(dir.resolve("true.yaml"), new byte[] {(byte) 0xff, (byte) 0xfe, 0, 1, 2});
    assertEquals(2, run(binary.toString(), "--out", dir.resolve("out").toString()));
    assertTrue(err.contains("not a UTF-8 text file"), err);
    assertFalse(err.contains("Input length"), err);
  }
}
