/*
 * Copyright (c) 2026 ycsb-ext contributors.
 * Licensed under the Apache License, Version 2.0 (http://www.apache.org/licenses/LICENSE-2.0).
 */
package site.ycsb.ext.embedded;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.concurrent.Callable;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import picocli.CommandLine;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Spec;

/**
 * What the embedded servers' commands share, through a command shaped like theirs: a bad {@code --port} or
 * {@code --data} is exit 2 with a first line naming the option, its value and what is expected; a server that does not
 * start is exit 1 in one line; a temporary data directory is made and deleted with what it holds.
 */
class EmbeddedServingTest {
  @TempDir
  Path dir;

  @Command(name = "demo")
  static final class DemoCommand implements Callable<Integer> {
    @Spec
    CommandSpec spec;

    @Option(names = "--port", defaultValue = "1")
    int port;

    @Option(names = "--data")
    Path data;

    Path directory;
    String dataLine;

    @Override
    public Integer call() {
      EmbeddedServing serving = new EmbeddedServing(spec, "demo");
      Object server = serving.start(port, data, "the server did not start on 127.0.0.1:" + port, dir -> {
        directory = dir;
        throw new java.io.IOException("refused");
      });
      dataLine = serving.dataLine("in memory");
      return server == null ? 1 : 0;
    }
  }

  private record Ran(int code, String err, DemoCommand command) {
  }

  private static Ran run(String... args) {
    DemoCommand command = new DemoCommand();
    StringWriter err = new StringWriter();
    int code = new CommandLine(command).setErr(new PrintWriter(err, true)).execute(args);
    return new Ran(code, err.toString(), command);
  }

  @Test
  void aBadPortOrDataIsExit2NamingTheOptionAndWhatIsExpected() throws Exception {
    Ran port = run("--port", "65536");
    assertEquals(2, port.code());
    assertTrue(port.err().startsWith("Invalid value '65536' for option '--port': expected 1..65535, or 0 for a free"
        + " one\n"), port.err());
    Path file = Files.createFile(dir.resolve("file"));
    Ran data = run("--data", file.toString());
    assertEquals(2, data.code());
    assertTrue(data.err().startsWith("Invalid value '" + file + "' for option '--data': expected a directory (or a"
        + " path to create one)\n"), data.err());
  }

  @Test
  void aServerThatDoesNotStartIsExit1InOneLine() {
    Ran r = run("--port", "0", "--data", dir.resolve("kept").toString());
    assertEquals(1, r.code());
    assertEquals("standin demo: the server did not start on 127.0.0.1:0: refused\n", r.err());
    assertEquals(dir.resolve("kept").toAbsolutePath(), r.command().directory, "--data is used as given");
    assertEquals("Data: " + dir.resolve("kept").toAbsolutePath() + "; in memory", r.command().dataLine);
  }

  @Test
  void withoutDataATemporaryDirectoryIsMadeAndDeletedWithWhatItHolds() throws Exception {
    Ran r = run();
    Path temporary = r.command().directory;
    assertEquals("Data: " + temporary + " (temporary: deleted on stop; --data keeps it); in memory",
        r.command().dataLine);
    assertTrue(Files.isDirectory(temporary) && temporary.getFileName().toString().startsWith("ycsb-demo-"),
        temporary.toString());
    Files.writeString(Files.createDirectories(temporary.resolve("conf")).resolve("site.xml"), "<configuration/>");
    new EmbeddedServing(r.command().spec, "demo").delete(temporary);
    assertFalse(Files.exists(temporary), temporary.toString());
  }
}
