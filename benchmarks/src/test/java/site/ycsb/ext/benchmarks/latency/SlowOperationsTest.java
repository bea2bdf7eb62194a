/*
 * Copyright (c) 2026 ycsb-ext contributors.
 * Licensed under the Apache License, Version 2.0 (http://www.apache.org/licenses/LICENSE-2.0).
 */
package site.ycsb.ext.benchmarks.latency;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.InputStream;
import java.io.OutputStream;
import java.net.InetAddress;
import java.net.ServerSocket;
import java.net.Socket;
import java.nio.file.Path;
import java.time.Duration;
import java.time.Instant;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.locks.ReentrantLock;
import jdk.jfr.Event;
import jdk.jfr.Name;
import jdk.jfr.Recording;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * {@link SlowOperations} splits a recorded operation into what its thread really waited on: a run on this JVM parks
 * on a lock another thread holds for 60 ms more, reads from a loopback server that answers 60 ms later, then spins
 * 40 ms on a core; the
 * breakdown names the park's frame, the socket read and the rest, each at least as long as what was done, and the
 * parts add up to the operation exactly.
 */
class SlowOperationsTest {
  @TempDir
  Path dir;

  /** The engine's event shape: name and fields as {@code site.ycsb.ext.engine.OperationEvent} records them. */
  @Name(SlowOperations.OPERATION_EVENT)
  static final class Operation extends Event {
    String operation;
    String status;
  }

  private static void spin(long millis) {
    long end = System.nanoTime() + millis * 1_000_000L;
    while (System.nanoTime() < end) {
      Thread.onSpinWait();
    }
  }

  @Test
  void aSlowOperationSplitsIntoItsParkItsSocketReadAndTheRest() throws Exception {
    Path file = dir.resolve("run.jfr");
    ReentrantLock lock = new ReentrantLock();
    CountDownLatch locked = new CountDownLatch(1);
    CountDownLatch reading = new CountDownLatch(1);
    try (ServerSocket server = new ServerSocket(0, 1, InetAddress.getLoopbackAddress());
         Recording recording = new Recording()) {
      recording.enable(SlowOperations.OPERATION_EVENT).withThreshold(Duration.ZERO);
      recording.enable("jdk.ThreadPark").withThreshold(Duration.ofMillis(1)).withStackTrace();
      recording.enable("jdk.SocketRead").withThreshold(Duration.ofMillis(1)).withStackTrace();
      recording.start();
      Thread holder = new Thread(() -> {
        lock.lock();
        locked.countDown();
        while (!lock.hasQueuedThreads()) {
          Thread.onSpinWait();
        }
        spin(60); // the client is parked all along
        lock.unlock();
      });
      Thread answerer = new Thread(() -> {
        try (Socket s = server.accept(); OutputStream out = s.getOutputStream()) {
          reading.await();
          Thread.sleep(60);
          out.write(1);
          out.flush();
          s.getInputStream().read();
        } catch (Exception e) {
          throw new IllegalStateException(e);
        }
      });
      answerer.start();
      holder.start();
      locked.await();
      try (Socket client = new Socket(server.getInetAddress(), server.getLocalPort())) {
        InputStream in = client.getInputStream();
        Operation slow = new Operation();
        slow.begin();
        lock.lock(); // parks until the holder lets go
        lock.unlock();
        reading.countDown();
        assertEquals(1, in.read()); // the answer comes 60 ms later
        spin(40);
        slow.end();
        slow.operation = "READ";
        slow.status = "OK";
        slow.commit();
        Operation quick = new Operation();
        quick.begin();
        spin(2);
        quick.end();
        quick.operation = "UPDATE";
        quick.status = "OK";
        quick.commit();
        client.getOutputStream().write(1);
      }
      holder.join();
      answerer.join();
      recording.stop();
      recording.dump(file);
    }

    SlowOperations all = new SlowOperations(0);
    all.read(file);
    assertEquals(2, all.breakdowns().size());

    SlowOperations slowOnly = new SlowOperations(20_000);
    slowOnly.read(file);
    List<SlowOperations.Breakdown> found = slowOnly.breakdowns();
    assertEquals(1, found.size(), "the 2-ms update is under --min-us 20000: " + found);
    SlowOperations.Breakdown read = found.get(0);
    assertEquals("READ", read.operation());
    Map<String, Long> byCause = read.nanosByCause();
    String park = byCause.keySet().stream().filter(k -> k.startsWith("park at ")).findFirst().orElse("none");
    assertTrue(park.startsWith("park at SlowOperationsTest."), "the waiting frame is the test's: " + byCause);
    assertTrue(byCause.get(park) >= 30_000_000L, "parked while the holder spun: " + byCause);
    assertTrue(byCause.getOrDefault("socket read", 0L) >= 30_000_000L, "read while the server slept: " + byCause);
    assertTrue(byCause.getOrDefault(SlowOperations.REST, 0L) >= 40_000_000L, "spun 40 ms: " + byCause);
    assertEquals(read.nanos(), byCause.values().stream().mapToLong(Long::longValue).sum(),
        "each instant counted once");
  }

  @Test
  void whereWaitsOverlapTheLowerRankWinsAndTheUncoveredTimeIsTheRest() {
    Instant t0 = Instant.parse("2026-01-01T00:00:00Z");
    List<SlowOperations.Span> spans = List.of(
        new SlowOperations.Span(t0.plusMillis(10), t0.plusMillis(20), SlowOperations.JVM_PAUSE, 0),
        new SlowOperations.Span(t0.plusMillis(15), t0.plusMillis(30), "park at Pool.offer", 1),
        new SlowOperations.Span(t0.minusMillis(5), t0.plusMillis(40), "socket read", 2));
    Map<String, Long> byCause = SlowOperations.split(t0, t0.plusMillis(50), spans);
    assertEquals(Map.of(SlowOperations.JVM_PAUSE, 10_000_000L, "park at Pool.offer", 10_000_000L,
        "socket read", 20_000_000L, SlowOperations.REST, 10_000_000L), byCause);
    assertEquals(List.of("socket read", SlowOperations.JVM_PAUSE, "park at Pool.offer", SlowOperations.REST).get(0),
        byCause.keySet().iterator().next(), "largest first");
  }
}
