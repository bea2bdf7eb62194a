/*
 * Copyright (c) 2026 ycsb-ext contributors.
 * Licensed under the Apache License, Version 2.0 (http://www.apache.org/licenses/LICENSE-2.0).
 */
package site.ycsb.ext.testsupport.chain;

import java.io.File;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.Paths;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.HdrHistogram.EncodableHistogram;
import org.HdrHistogram.HistogramLogReader;
import org.junit.jupiter.api.Assertions;

/**
 * {@code bin/ycsb} of this source tree for a module's tests: the launcher's {@code Main} in a JVM of its own, from
 * {@code <tree>/launcher/target/lib} (a module that uses this declares a test dependency on the launcher so the
 * reactor builds it first), with what a run wrote read back: the exported summary's counts and the periodic
 * windows' counts. Stateless.
 */
public final class LauncherChain {
  /** The operations of {@link #loadThenRun}'s run. */
  public static final long RUN_OPERATIONS = 200;
  private LauncherChain() {
  }

  /** One finished {@code bin/ycsb} command: its exit code and its whole output. */
  public static final class Result {
    public final int exitCode;
    public final String stdout;
    public final String stderr;

    Result(int exitCode, String stdout, String stderr) {
      this.exitCode = exitCode;
      this.stdout = stdout;
      this.stderr = stderr;
    }

    @Override
    public String toString() {
      return "exit " + exitCode + "\n--- stdout\n" + stdout + "\n--- stderr\n" + stderr;
    }
  }

  /** The source tree: the parent of the module the tests run in (surefire's working directory). */
  public static Path home() {
    return Paths.get("").toAbsolutePath().getParent();
  }

  /**
   * Runs {@code bin/ycsb <args>} from {@code work}; kills it after {@code timeout}.
   *
   * @throws IllegalStateException when the launcher is not built or the command outlives the timeout
   */
  public static Result ycsb(Path work, Duration timeout, String... args) throws IOException, InterruptedException {
    Path lib = home().resolve("launcher/target/lib");
    if (!Files.isDirectory(lib)) {
      throw new IllegalStateException(lib + " is missing: build the launcher first (./mvnw -pl launcher -am package)");
    }
    List<String> command = new ArrayList<>(List.of(Paths.get(System.getProperty("java.home"), "bin", "java")
        .toString(), "-Dycsb.home=" + home(), "-Dycsb.layout=source", "-cp", lib + File.separator + "*",
        "site.ycsb.ext.launcher.Main"));
    command.addAll(List.of(args));
    Path stdout = Files.createTempFile(work, "ycsb-", ".out");
    Path stderr = Files.createTempFile(work, "ycsb-", ".err");
    Process p = new ProcessBuilder(command).directory(work.toFile()).redirectOutput(stdout.toFile())
        .redirectError(stderr.toFile()).start();
    if (!p.waitFor(timeout.toMillis(), TimeUnit.MILLISECONDS)) {
      p.destroyForcibly().waitFor();
      throw new IllegalStateException("bin/ycsb " + String.join(" ", args) + " still running after " + timeout
          + ":\n" + Files.readString(stdout) + Files.readString(stderr));
    }
    return new Result(p.exitValue(), Files.readString(stdout, StandardCharsets.UTF_8),
        Files.readString(stderr, StandardCharsets.UTF_8));
  }

  /** The summary's {@code [OP], Operations, N} from a run's standard output; -1 when it has none. */
  public static long exportedOperations(String stdout, String op) {
    Matcher m = Pattern.compile("^\\[" + Pattern.quote(op) + "], Operations, (\\d+)$", Pattern.MULTILINE)
        .matcher(stdout);
    return m.find() ? Long.parseLong(m.group(1)) : -1;
  }

  /** The number of windows in {@code <outDir>/<OP>.hlog} and the sum of their counts: {@code {windows, sum}}. */
  public static long[] windows(Path outDir, String op) throws IOException {
    long windows = 0;
    long sum = 0;
    HistogramLogReader reader = new HistogramLogReader(outDir.resolve(op + ".hlog").toFile());
    try {
      EncodableHistogram next;
      while ((next = reader.nextIntervalHistogram()) != null) {
        windows++;
        sum += ((org.HdrHistogram.Histogram) next).getTotalCount();
      }
    } finally {
      reader.close();
    }
    return new long[] {windows, sum};
  }

  /**
   * {@code bin/ycsb load} of 300 records, then {@code run} of workload A, {@value #RUN_OPERATIONS} operations (a count,
   * not a time: a server warming up on a busy machine may answer a handful in seconds), with periodic windows (1 s)
   * into {@code <work>/run-1}, both through {@code dbClass} on {@code cp} with 2 threads; checks both exit 0, that the
   * READ and UPDATE windows add up to the summary's counts, and that those are the run's operations.
   *
   * @param binding the name the commands give the binding
   * @param servers the run's {@code ycsb.ext.servers} text
   * @param props more {@code -p} options for both, {@code name=value}
   * @return the run
   */
  public static Result loadThenRun(Path work, String binding, String dbClass, String cp, String servers,
      String... props) throws IOException, InterruptedException {
    List<String> common = new ArrayList<>(List.of("-P", home().resolve("workloads/workloada").toString(),
        "-p", "db=" + dbClass, "-cp", cp, "-p", "recordcount=300", "-threads", "2"));
    for (String p : props) {
      common.addAll(List.of("-p", p));
    }
    List<String> load = new ArrayList<>(List.of("load", binding));
    load.addAll(common);
    Result loaded = ycsb(work, Duration.ofSeconds(180), load.toArray(new String[0]));
    Assertions.assertEquals(0, loaded.exitCode, loaded.toString());
    Path out = work.resolve("run-1");
    List<String> run = new ArrayList<>(List.of("run", binding));
    run.addAll(common);
    run.addAll(List.of("-p", "operationcount=" + RUN_OPERATIONS, "-p", "maxexecutiontime=120", "-p",
        "measurementtype=hdrhistogram+periodichistogram", "-p", "periodichistogram.interval=1",
        "-p", "periodichistogram.output.path=" + out + "/", "-p", "ycsb.ext.servers=" + servers));
    Result ran = ycsb(work, Duration.ofSeconds(180), run.toArray(new String[0]));
    Assertions.assertEquals(0, ran.exitCode, ran.toString());
    long total = 0;
    for (String op : new String[] {"READ", "UPDATE"}) {
      long exported = exportedOperations(ran.stdout, op);
      long[] windows = windows(out, op);
      Assertions.assertTrue(exported > 0 && windows[0] >= 1, op + ": " + windows[0] + " windows\n" + ran);
      Assertions.assertEquals(exported, windows[1], op + ": the windows add up to the summary");
      total += exported;
    }
    Assertions.assertEquals(RUN_OPERATIONS, total, "every operation of the run is a READ or an UPDATE\n" + ran);
    return ran;
  }
}
