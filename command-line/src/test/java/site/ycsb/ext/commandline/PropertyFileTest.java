/*
 * Copyright (c) 2026 ycsb-ext contributors.
 * Licensed under the Apache License, Version 2.0 (http://www.apache.org/licenses/LICENSE-2.0).
 */
package site.ycsb.ext.commandline;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import site.ycsb.ext.contract.BadInputException;

/** A file given as -P that is not a property file (JSON, binary) is refused, naming the file and its first bad line. */
class PropertyFileTest {
  @TempDir
  Path dir;

  private String refusal(Path file) {
    return assertThrows(BadInputException.class,
        () -> CommandLineResolverTest.resolve("run basic -P " + file + " -p operationcount=10")).getMessage();
  }

  @Test
  void jsonFileIsRefusedAtItsFirstLine() throws IOException {
    Path json = Files.writeString(dir.resolve("workload.json"), "{\n  \"recordcount\": 1000,\n  \"x\": 1\n}\n");
    assertEquals("Property file given with -P is not a property file: " + json + ": line 1 is not <key>=<value>: {",
        refusal(json));
  }

  @Test
  void jsonAfterCommentsIsRefusedAtTheFirstLineThatIsNotAProperty() throws IOException {
    Path json = Files.writeString(dir.resolve("w.json"), "# settings\nrecordcount=10\n\"fieldcount\": 1,\n");
    assertEquals("Property file given with -P is not a property file: " + json
        + ": line 3 is not <key>=<value>: \"fieldcount\": 1,", refusal(json));
  }

  @Test
  void binaryFileIsRefusedWithoutPrintingItsBytes() throws IOException {
    byte[] bytes = {(byte) 0x1f, (byte) 0x8b, 8, 0, 0, 0, 0, 0, 0, 3, 'a', '\n', 'b'};
    Path gz = Files.write(dir.resolve("workloada.gz"), bytes);
    assertEquals("Property file given with -P is not a property file: " + gz + ": line 1 holds binary data",
        refusal(gz));
  }

  @Test
  void continuationLinesCommentsAndBlankLinesAreProperties() throws IOException {
    Path ok = Files.writeString(dir.resolve("ok.properties"), "! old comment\n\n  # indented comment\n"
        + "requestdistribution = zipf\\\n   ian\nfieldcount:5\nnote  spaced value\nhdrhistogram.percentiles=95,99\n"
        + "note2=caf\u00e9\n", StandardCharsets.ISO_8859_1);
    assertEquals("zipfian", CommandLineResolverTest.resolve("run basic -P " + ok + " -p operationcount=10")
        .properties().getProperty("requestdistribution"));
  }
}
