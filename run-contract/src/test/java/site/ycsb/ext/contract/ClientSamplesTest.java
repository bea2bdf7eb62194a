/*
 * Copyright (c) 2026 ycsb-ext contributors.
 * Licensed under the Apache License, Version 2.0 (http://www.apache.org/licenses/LICENSE-2.0).
 */
package site.ycsb.ext.contract;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The client samples' codec and the client-saturation verdict over them. */
class ClientSamplesTest {
  private static final long T0 = 1_700_000_000_000L;

  @TempDir
  Path tmp;

  private static ClientSample window(int i, double cpuCores, int cores, double waitCores, double gc, double lagMax) {
    return new ClientSample(T0 + i * 1000L, T0 + (i + 1) * 1000L, cpuCores, cores, waitCores, gc, lagMax / 2, lagMax);
  }

  private Path write(List<ClientSample> samples, String tail) throws IOException {
    StringBuilder text = new StringBuilder(ClientSamplesFile.HEADER + "\n" + ClientSamplesFile.COLUMNS + "\n");
    samples.forEach(s -> text.append(ClientSamplesFile.line(s)).append('\n'));
    Path file = tmp.resolve("client.csv");
    Files.writeString(file, text + tail);
    return file;
  }

  @Test
  void samplesComeBackAsWritten() throws IOException {
    List<ClientSample> samples = List.of(window(0, 0.5, 2, 0.01, 0.002, 0), window(1, 1.9876, 2, 3.5, 0.12345, 40));
    assertEquals(samples, ClientSamplesFile.read(write(samples, "")));
  }

  @Test
  void aLineCutByAKilledRunIsLeftOut() throws IOException {
    List<ClientSample> samples = List.of(window(0, 0.5, 2, 0, 0, 0));
    assertEquals(samples, ClientSamplesFile.read(write(samples, "1700000001000,17000000")));
  }

  @Test
  void anotherFormatIsRefusedNamingTheFile() throws IOException {
    Path file = tmp.resolve("client.csv");
    Files.writeString(file, "# ycsb-ext-client-samples/9\nx\n");
    RunFileException e = assertThrows(RunFileException.class, () -> ClientSamplesFile.read(file));
    assertTrue(e.getMessage().contains(file.toString()), e.getMessage());
  }

  @Test
  void aClientWhoseCoresAreBusyIsClientBound() {
    List<ClientSample> samples = new ArrayList<>();
    for (int i = 0; i < 10; i++) {
      samples.add(window(i, i < 8 ? 0.97 : 0.3, 1, 0.2, 0.01, 0));
    }
    ClientVerdict verdict = ClientVerdict.of(samples);
    assertTrue(verdict.clientBound(), verdict.evidence());
    assertTrue(verdict.evidence().contains("8 of 10 windows saturated"), verdict.evidence());
  }

  @Test
  void threadsWaitingForACpuMakeAWindowSaturatedEvenAtLowOwnCpu() {
    // taskset on a busy host: the JVM gets 40% of its one core, its threads wait 14 cores' worth
    ClientVerdict verdict = ClientVerdict.of(List.of(window(0, 0.4, 1, 14, 0, 0), window(1, 0.4, 1, 14, 0, 0)));
    assertTrue(verdict.clientBound(), verdict.evidence());
  }

  @Test
  void gcPausesMakeAWindowSaturated() {
    assertTrue(ClientVerdict.of(List.of(window(0, 0.2, 4, 0, 0.25, 0))).clientBound());
  }

  @Test
  void aFewBusyWindowsDoNotMakeAClientBound() {
    List<ClientSample> samples = new ArrayList<>();
    for (int i = 0; i < 10; i++) {
      samples.add(window(i, i == 0 ? 1.95 : 0.4, 2, 0.1, 0.01, 0));
    }
    ClientVerdict verdict = ClientVerdict.of(samples);
    assertFalse(verdict.clientBound(), verdict.evidence());
    assertTrue(verdict.evidence().startsWith("client kept up"), verdict.evidence());
  }

  @Test
  void startLagUnderATargetIsEvidenceNotAVerdict() {
    ClientVerdict verdict = ClientVerdict.of(List.of(window(0, 0.1, 2, 0, 0, 3_000)));
    assertFalse(verdict.clientBound(), verdict.evidence());
    assertTrue(verdict.evidence().contains("3000 ms at most"), verdict.evidence());
  }

  @Test
  void noSamplesIsNoVerdict() {
    assertFalse(ClientVerdict.of(List.of()).clientBound());
  }
}
