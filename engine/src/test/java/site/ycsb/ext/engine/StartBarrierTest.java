/*
 * Copyright (c) 2026 ycsb-ext contributors.
 * Licensed under the Apache License, Version 2.0 (http://www.apache.org/licenses/LICENSE-2.0).
 */
package site.ycsb.ext.engine;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.concurrent.atomic.AtomicLong;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import site.ycsb.ext.contract.StartBarrierProtocol;

class StartBarrierTest {
  private static final long NOW = 1_700_000_000_000L;

  @TempDir
  Path dir;

  private final ByteArrayOutputStream bytes = new ByteArrayOutputStream();
  private final PrintStream err = new PrintStream(bytes, true, StandardCharsets.UTF_8);

  @Test
  void aReadyHostWritesItsReadyFileAndTakesTheInstantTheCentralProcessWrites() throws IOException {
    AtomicLong clock = new AtomicLong(NOW);
    // The central process writes the instant once it has seen this host ready: on the clock's third reading.
    long instant = new StartBarrier(dir, err, () -> {
      long now = clock.getAndAdd(10);
      if (now == NOW + 20) {
        write(StartBarrierProtocol.GO_FILE, StartBarrierProtocol.instantFile(NOW + 4_000));
      }
      return now;
    }).await(NOW + 60_000, () -> false).orElseThrow();
    assertEquals(NOW + 4_000, instant);
    assertEquals(StartBarrierProtocol.instantFile(NOW),
        Files.readString(dir.resolve(StartBarrierProtocol.READY_FILE)));
    String said = bytes.toString(StandardCharsets.UTF_8);
    assertEquals(NOW, StartBarrierProtocol.parseReady(said).orElseThrow(), said);
    assertTrue(said.contains("Start barrier complete"), said);
  }

  @Test
  void withoutAnInstantByTheLaunchTimeInstantTheHostStartsAtThatInstantAndSaysSo() {
    AtomicLong clock = new AtomicLong(NOW);
    long instant = new StartBarrier(dir, err, () -> clock.getAndAdd(1_000)).await(NOW + 5_000, () -> false)
        .orElseThrow();
    assertEquals(NOW + 5_000, instant);
    String said = bytes.toString(StandardCharsets.UTF_8);
    assertTrue(said.contains("Start barrier incomplete") && said.contains("epoch ms " + (NOW + 5_000)), said);
  }

  @Test
  void aHalfWrittenOrEmptyGoFileIsNotAnInstant() throws IOException {
    Files.writeString(dir.resolve(StartBarrierProtocol.GO_FILE), "");
    AtomicLong clock = new AtomicLong(NOW);
    assertEquals(NOW + 3_000, new StartBarrier(dir, err, () -> clock.getAndAdd(500)).await(NOW + 3_000, () -> false)
        .orElseThrow());
  }

  @Test
  void aStopSignalEndsTheWaitAtOnce() {
    long instant = new StartBarrier(dir, err, () -> NOW).await(NOW + 600_000, () -> true).orElseThrow();
    assertEquals(NOW + 600_000, instant);
  }

  @Test
  void aHostToldNotToStartSaysWhyAndGetsNoInstant() {
    write(StartBarrierProtocol.GO_FILE, StartBarrierProtocol.abortFile("not ready within --ready-timeout=10 s"));
    AtomicLong clock = new AtomicLong(NOW);
    assertTrue(new StartBarrier(dir, err, () -> clock.getAndAdd(10)).await(NOW + 5_000, () -> false).isEmpty());
    String said = bytes.toString(StandardCharsets.UTF_8);
    assertTrue(said.contains("not starting: the central process said not ready within --ready-timeout=10 s"), said);
  }

  private void write(String name, String content) {
    try {
      Files.writeString(dir.resolve(name), content);
    } catch (IOException e) {
      throw new java.io.UncheckedIOException(e);
    }
  }
}
