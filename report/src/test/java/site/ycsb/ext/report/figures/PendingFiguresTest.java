/*
 * Copyright (c) 2026 ycsb-ext contributors.
 * Licensed under the Apache License, Version 2.0 (http://www.apache.org/licenses/LICENSE-2.0).
 */
package site.ycsb.ext.report.figures;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import site.ycsb.ext.report.model.ReportSummary;

/** The figures render on a bounded pool and are written in display order, exactly as one after another. */
public class PendingFiguresTest {

  /** A hang guard only: the tests never wait this long unless the figures do not render at once. */
  private static final long GUARD_S = 60;

  @TempDir
  Path tmp;

  @Test
  void twoFiguresRenderAtOnceOnTwoThreads() throws IOException {
    CountDownLatch bothStarted = new CountDownLatch(2);
    PendingFigures.Task waitsForTheOther = () -> {
      bothStarted.countDown();
      try {
        assertTrue(bothStarted.await(GUARD_S, TimeUnit.SECONDS), "the other figure never started beside this one");
      } catch (InterruptedException e) {
        throw new IllegalStateException(e);
      }
      return Optional.of(figure("f" + Thread.currentThread().getName()));
    };
    try (PendingFigures pending = PendingFigures.start(List.of(waitsForTheOther, waitsForTheOther), 2)) {
      List<Figure> written = pending.writeTo(tmp);
      assertEquals(2, written.size());
      assertFalse(written.get(0).png().equals(written.get(1).png()), "two threads, two names: " + written);
    }
  }

  @Test
  void figuresAreWrittenInDisplayOrderWhateverOrderTheyFinishIn() throws IOException {
    CountDownLatch secondDone = new CountDownLatch(1);
    PendingFigures.Task first = () -> {
      try {
        assertTrue(secondDone.await(GUARD_S, TimeUnit.SECONDS));
      } catch (InterruptedException e) {
        throw new IllegalStateException(e);
      }
      return Optional.of(figure("first"));
    };
    PendingFigures.Task second = () -> {
      secondDone.countDown();
      return Optional.of(figure("second"));
    };
    PendingFigures.Task nothing = Optional::empty;
    try (PendingFigures pending = PendingFigures.start(List.of(first, nothing, second), 2)) {
      List<Figure> written = pending.writeTo(tmp.resolve("figures"));
      assertEquals(List.of("first", "second"), written.stream().map(Figure::title).toList());
      assertEquals("first.png", written.get(0).png().getFileName().toString());
      assertArrayEquals("png of first".getBytes(StandardCharsets.UTF_8), Files.readAllBytes(written.get(0).png()));
      assertEquals("svg of second", Files.readString(written.get(1).svg()));
      assertEquals("json of second", Files.readString(tmp.resolve("figures/second.json")));
    }
  }

  @Test
  void aFailedFigureThrowsItsOwnExceptionAfterTheFiguresBeforeItAreWrittenAndBeforeAnyAfter() throws IOException {
    IOException diskFull = new IOException("figures/latency-read.svg: No space left on device");
    List<PendingFigures.Task> tasks = List.of(() -> Optional.of(figure("before")), () -> {
      throw diskFull;
    }, () -> Optional.of(figure("after")));
    try (PendingFigures pending = PendingFigures.start(tasks, 2)) {
      assertSame(diskFull, assertThrows(IOException.class, () -> pending.writeTo(tmp)));
    }
    assertEquals(List.of("before.json", "before.png", "before.svg"), names(tmp));
    IllegalStateException bug = new IllegalStateException("no series");
    try (PendingFigures pending = PendingFigures.start(List.of(() -> {
      throw bug;
    }), 2)) {
      assertSame(bug, assertThrows(IllegalStateException.class, () -> pending.writeTo(tmp.resolve("b"))));
    }
  }

  @Test
  void noThreadsIsRefusedAndNoFiguresWriteOnlyTheirDirectory() throws IOException {
    assertThrows(IllegalArgumentException.class, () -> PendingFigures.start(List.of(), 0));
    try (PendingFigures pending = PendingFigures.start(List.of())) {
      assertEquals(List.of(), pending.writeTo(tmp.resolve("figures")));
    }
    assertEquals(List.of(), names(tmp.resolve("figures")));
  }

  @Test
  void theReportsFiguresOnTwoThreadsAreByteForByteThoseDrawnOneAfterAnother() throws IOException {
    ReportSummary summary = FiguresTest.hundredTimesApart(tmp.resolve("runs"));
    Figures figures = new Figures(summary);
    Path serial = tmp.resolve("serial");
    try (PendingFigures pending = PendingFigures.start(figures.tasks(), 1)) {
      pending.writeTo(serial);
    }
    for (int round = 0; round < 3; round++) {
      Path parallel = tmp.resolve("parallel-" + round);
      try (PendingFigures pending = PendingFigures.start(figures.tasks(), 2)) {
        pending.writeTo(parallel);
      }
      assertEquals(names(serial), names(parallel));
      assertTrue(names(serial).size() >= 21, "7 figures x PNG, SVG, JSON: " + names(serial));
      for (String name : names(serial)) {
        assertArrayEquals(Files.readAllBytes(serial.resolve(name)), Files.readAllBytes(parallel.resolve(name)), name);
      }
    }
  }

  private static RenderedFigure figure(String name) {
    return new RenderedFigure(name, name, "caption of " + name, ("png of " + name).getBytes(StandardCharsets.UTF_8),
        "svg of " + name, "json of " + name);
  }

  private static List<String> names(Path dir) throws IOException {
    try (Stream<Path> files = Files.list(dir)) {
      return files.map(p -> p.getFileName().toString()).sorted().toList();
    }
  }
}
