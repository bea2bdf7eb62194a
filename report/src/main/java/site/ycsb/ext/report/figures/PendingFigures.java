/*
 * Copyright (c) 2026 ycsb-ext contributors.
 * Licensed under the Apache License, Version 2.0 (http://www.apache.org/licenses/LICENSE-2.0).
 */
package site.ycsb.ext.report.figures;

import java.io.IOException;
import java.io.InterruptedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.ThreadFactory;
import java.util.concurrent.atomic.AtomicInteger;

/**
 * Figures being rendered in memory on a bounded pool (at most one thread per core, never more than there are
 * figures), started at once so the caller can write other files meanwhile; {@link #writeTo} then writes them in their
 * display order, waiting for each in turn, so the files and their order are those of rendering one after another. A
 * figure whose rendering failed throws its own exception when its turn comes, after the figures before it are written
 * and before any after it. {@link #close} stops the pool (always call it: try-with-resources). Used by one thread.
 */
public final class PendingFigures implements AutoCloseable {

  /** One figure's rendering: empty when the figure has nothing to draw. */
  public interface Task {
    Optional<RenderedFigure> render() throws IOException;
  }

  private final ExecutorService pool;
  private final List<Future<Optional<RenderedFigure>>> rendering = new ArrayList<>();

  private PendingFigures(List<Task> tasks, int threads) {
    this.pool = tasks.isEmpty() ? null : Executors.newFixedThreadPool(Math.min(threads, tasks.size()), daemons());
    for (Task task : tasks) {
      rendering.add(pool.submit(task::render));
    }
  }

  /** Starts rendering {@code tasks} on at most {@code availableProcessors()} threads. */
  public static PendingFigures start(List<Task> tasks) {
    return start(tasks, Runtime.getRuntime().availableProcessors());
  }

  /** Starts rendering {@code tasks} on at most {@code threads} threads (1 or more). */
  static PendingFigures start(List<Task> tasks, int threads) {
    if (threads < 1) {
      throw new IllegalArgumentException("threads must be 1 or more, was " + threads);
    }
    return new PendingFigures(tasks, threads);
  }

  /**
   * Creates {@code dir} if needed and writes every figure into it in display order, each as soon as it is rendered.
   *
   * @return the figures written, in display order (those with nothing to draw left out)
   * @throws IOException a figure's own, or {@link InterruptedIOException} when interrupted while waiting
   */
  public List<Figure> writeTo(Path dir) throws IOException {
    Files.createDirectories(dir);
    List<Figure> figures = new ArrayList<>();
    for (Future<Optional<RenderedFigure>> next : rendering) {
      Optional<RenderedFigure> figure = rendered(next);
      if (figure.isPresent()) {
        figures.add(figure.get().writeTo(dir));
      }
    }
    return figures;
  }

  /** The figure's rendering, once done; its own exception, unwrapped, when it failed. */
  private static Optional<RenderedFigure> rendered(Future<Optional<RenderedFigure>> next) throws IOException {
    try {
      return next.get();
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
      throw new InterruptedIOException("interrupted while drawing the figures");
    } catch (ExecutionException e) {
      Throwable cause = e.getCause();
      if (cause instanceof IOException io) {
        throw io;
      }
      if (cause instanceof RuntimeException r) {
        throw r;
      }
      if (cause instanceof Error err) {
        throw err;
      }
      throw new IOException(cause);
    }
  }

  /** Stops the pool: figures not yet rendered are dropped (nothing of them was written). */
  @Override
  public void close() {
    if (pool != null) {
      pool.shutdownNow();
    }
  }

  private static ThreadFactory daemons() {
    AtomicInteger n = new AtomicInteger();
    return r -> {
      Thread t = new Thread(r, "report-figures-" + n.incrementAndGet());
      t.setDaemon(true);
      return t;
    };
  }
}
