/*
 * Copyright (c) 2026 ycsb-ext contributors.
 * Licensed under the Apache License, Version 2.0 (http://www.apache.org/licenses/LICENSE-2.0).
 */
package site.ycsb.ext.launcher;

import java.io.File;
import java.io.IOException;
import java.io.PrintWriter;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.Paths;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicBoolean;
import site.ycsb.ext.commandline.Installation;
import site.ycsb.ext.contract.EngineProcess;
import site.ycsb.ext.contract.ExitCodes;
import site.ycsb.ext.contract.RunPlan;
import site.ycsb.ext.contract.RunPlanFile;
import site.ycsb.ext.contract.StopSignals;

/**
 * Starts the benchmark JVM for one resolved command line and waits for it: the engine's own lib
 * ({@link Installation#engineLib}) plus the binding's jars plus {@code -cp}, JVM options from {@code JAVA_OPTS} then {@code -jvm-args}, standard streams
 * inherited. A stop signal to the launcher (Ctrl-C, TERM, HUP: {@link StopSignals}) is passed on to the benchmark
 * JVM, which exports what it collected and writes its manifest; the launcher returns only after it ended, and kills
 * it (KILL, said in one line) when it has not ended {@link #STOP_WAIT_SECONDS} after the signal. The launcher's exit
 * code is the benchmark JVM's; one killed by a signal is named on stderr. One instance per run; not thread-safe.
 */
public final class BenchmarkJvm {
  /** How long the benchmark JVM gets after a stop signal: its threads' stop grace, the export and the manifest. */
  static final long STOP_WAIT_SECONDS = EngineProcess.STOP_GRACE_MS / 1000 + 50;

  private final Installation installation;
  private final PrintWriter err;
  private final AtomicBoolean stopping = new AtomicBoolean();

  /**
   * @param installation where the engine's and the bindings' jars are
   * @param err where the launcher's own lines go (the command's error writer); the benchmark JVM writes to the
   *     process's standard streams directly
   */
  public BenchmarkJvm(Installation installation, PrintWriter err) {
    this.installation = installation;
    this.err = err;
  }

  /**
   * Runs {@code mainClass} with the plan's private file ({@link RunPlanFile}) as its only argument.
   *
   * @return the benchmark JVM's exit code
   */
  public int run(RunPlan run, String mainClass) {
    Path propsFile;
    try {
      propsFile = RunPlanFile.write(run);
    } catch (IOException e) {
      throw new UncheckedIOException("cannot write the run plan's private file", e);
    }
    List<String> command = new ArrayList<>();
    command.add(Paths.get(System.getProperty("java.home"), "bin", "java").toString());
    // The JDK's socket exceptions then name the host and port ("Connection refused: /127.0.0.1:6379"), so a
    // binding's connection failure says where it tried; JAVA_OPTS and -jvm-args, given later, can override it.
    command.add("-Djdk.includeInExceptions=hostInfo");
    String javaOpts = System.getenv("JAVA_OPTS");
    if (javaOpts != null && !javaOpts.trim().isEmpty()) {
      command.addAll(Arrays.asList(javaOpts.trim().split("\\s+")));
    }
    command.addAll(run.jvmArgs());
    command.add("-Dycsb.home=" + installation.home());
    command.add("-cp");
    command.add(classpath(run));
    command.add(mainClass);
    command.add(propsFile.toString());
    Process process;
    try {
      process = new ProcessBuilder(command).inheritIO().start();
    } catch (IOException e) {
      deleteQuietly(propsFile);
      throw new UncheckedIOException("cannot start the benchmark JVM", e);
    }
    Runnable restoreSignals = StopSignals.install(signal -> stop(process, signal));
    try {
      int code = process.waitFor();
      if (code > 128 && !StopSignals.isHandledStop(code)) {
        err.println("ycsb: benchmark JVM ended by signal " + (code - 128) + " (exit " + code
            + "); its summary and manifest may be missing");
      }
      return code;
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
      process.destroyForcibly();
      return ExitCodes.RUN_FAILED;
    } finally {
      restoreSignals.run();
      deleteQuietly(propsFile);
    }
  }

  private String classpath(RunPlan run) {
    List<String> entries = new ArrayList<>();
    // The engine's own lib, never the launcher's class path: the JVM whose numbers get published carries no CLI,
    // report, fan-out, stand-in or container jar.
    entries.add(installation.engineLib() + File.separator + "*");
    run.bindingDir().ifPresent(dir -> entries.add(installation.bindingLib(dir) + File.separator + "*"));
    entries.addAll(run.classpath());
    return String.join(File.pathSeparator, entries);
  }

  /**
   * Passes the first stop signal on to the benchmark JVM (the same signal, so its exit code and manifest name it) and
   * kills the JVM if it has not ended {@link #STOP_WAIT_SECONDS} later. Runs on a signal-handler thread.
   */
  private void stop(Process process, int signal) {
    if (!process.isAlive() || !stopping.compareAndSet(false, true)) {
      return;
    }
    try {
      Process kill = new ProcessBuilder("kill", "-" + StopSignals.name(signal), Long.toString(process.pid()))
          .redirectErrorStream(true).redirectOutput(ProcessBuilder.Redirect.DISCARD).start();
      if (!kill.waitFor(5, TimeUnit.SECONDS) || kill.exitValue() != 0) {
        process.destroy();
      }
    } catch (IOException e) {
      process.destroy();
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
      process.destroy();
    }
    try {
      if (!process.waitFor(STOP_WAIT_SECONDS, TimeUnit.SECONDS)) {
        err.println("ycsb: the benchmark JVM did not end within " + STOP_WAIT_SECONDS + " s of signal "
            + StopSignals.name(signal) + "; killing it (KILL)");
        process.destroyForcibly();
      }
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
      process.destroyForcibly();
    }
  }

  private static void deleteQuietly(Path file) {
    try {
      Files.deleteIfExists(file);
    } catch (IOException ignored) {
      // the benchmark JVM normally deleted it already
    }
  }
}
