/*
 * Copyright (c) 2026 ycsb-ext contributors.
 * Licensed under the Apache License, Version 2.0 (http://www.apache.org/licenses/LICENSE-2.0).
 */
package site.ycsb.ext.engine;

import java.io.IOException;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.util.Optional;
import java.util.OptionalLong;
import java.util.concurrent.TimeUnit;
import java.util.function.BooleanSupplier;
import java.util.function.LongSupplier;
import site.ycsb.ext.contract.StartBarrierProtocol;

/**
 * This host's side of fan-out's start barrier ({@link StartBarrierProtocol}): once every DB instance is initialised,
 * says it is ready ({@code ready} file and line) and waits for the common start instant the central process writes
 * ({@code go}), or for the launch-time instant ({@code --start-at}) when that passes first. Main thread only.
 */
final class StartBarrier {
  /** How often the {@code go} file is looked for, milliseconds. */
  static final long POLL_MS = 5;

  private final Path dir;
  private final PrintStream err;
  private final LongSupplier clock;

  /**
   * @param dir the barrier's directory on this host
   * @param err where the ready and start lines go
   * @param clock the wall clock, epoch milliseconds
   */
  StartBarrier(Path dir, PrintStream err, LongSupplier clock) {
    this.dir = dir;
    this.err = err;
    this.clock = clock;
  }

  /**
   * Says this host is ready and waits for the common start instant.
   *
   * @param fallbackEpochMs the launch-time instant, epoch milliseconds: the start when no {@code go} came before it
   * @param stopped true once a stop signal arrived (the wait then ends at once)
   * @return the instant to start at: the central process's, else {@code fallbackEpochMs}; empty when the central
   *     process told this host not to start (said on {@code err})
   */
  OptionalLong await(long fallbackEpochMs, BooleanSupplier stopped) {
    long readyMs = clock.getAsLong();
    try {
      writeWhole(dir.resolve(StartBarrierProtocol.READY_FILE), StartBarrierProtocol.instantFile(readyMs));
    } catch (IOException e) {
      err.println("ycsb: warning: cannot write the start barrier's ready file in " + dir + ": " + e
          + "; starting at the launch-time instant");
      return OptionalLong.of(fallbackEpochMs);
    }
    err.println(StartBarrierProtocol.readyLine(readyMs, fallbackEpochMs));
    err.flush();
    Path go = dir.resolve(StartBarrierProtocol.GO_FILE);
    while (!stopped.getAsBoolean() && clock.getAsLong() < fallbackEpochMs) {
      String content = read(go);
      Optional<String> abort = StartBarrierProtocol.parseAbort(content);
      if (abort.isPresent()) {
        err.println("ycsb: not starting: the central process said " + abort.get());
        return OptionalLong.empty();
      }
      OptionalLong instant = StartBarrierProtocol.parseInstant(content);
      if (instant.isPresent()) {
        err.println("Start barrier complete: every host ready; common start instant epoch ms "
            + instant.getAsLong() + ".");
        return instant;
      }
      try {
        TimeUnit.MILLISECONDS.sleep(POLL_MS);
      } catch (InterruptedException e) {
        Thread.currentThread().interrupt();
        break;
      }
    }
    String last = read(go);
    if (StartBarrierProtocol.parseAbort(last).isPresent()) {
      err.println("ycsb: not starting: the central process said " + StartBarrierProtocol.parseAbort(last).get());
      return OptionalLong.empty();
    }
    OptionalLong late = StartBarrierProtocol.parseInstant(last);
    if (late.isPresent()) {
      return late;
    }
    err.println("Start barrier incomplete: no common start instant came from the central process by the launch-time"
        + " instant, epoch ms " + fallbackEpochMs + "; starting at it.");
    return OptionalLong.of(fallbackEpochMs);
  }

  /** The content of {@code file}, or empty when it is absent or unreadable. */
  private static String read(Path file) {
    try {
      return Files.readString(file, StandardCharsets.UTF_8);
    } catch (NoSuchFileException e) {
      return "";
    } catch (IOException | RuntimeException e) {
      return "";
    }
  }

  /** Writes {@code content} to {@code file} whole: into a temporary file beside it, then renamed. */
  private static void writeWhole(Path file, String content) throws IOException {
    Path tmp = file.resolveSibling(file.getFileName() + ".tmp");
    Files.writeString(tmp, content, StandardCharsets.US_ASCII);
    Files.move(tmp, file, StandardCopyOption.REPLACE_EXISTING, StandardCopyOption.ATOMIC_MOVE);
  }
}
