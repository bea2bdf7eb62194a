/*
 * Copyright (c) 2026 ycsb-ext contributors.
 * Licensed under the Apache License, Version 2.0 (http://www.apache.org/licenses/LICENSE-2.0).
 */
package site.ycsb.ext.report.merge;

import java.nio.file.Path;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.Executor;
import java.util.concurrent.FutureTask;
import site.ycsb.ext.report.input.BucketLayout;
import site.ycsb.ext.report.input.Window;
import site.ycsb.ext.report.input.WindowReader;

/**
 * A {@link WindowReader} that reads (parses, inflates, decodes) its log a batch of windows ahead on a decoding pool,
 * so the thread merging the windows does not decode them: one batch is being read by the merge while the next is
 * decoded. The look-ahead is bounded (at most two batches of windows per log, whatever the log's length; a batch handed
 * out is filled again two batches later, so the counts are allocated once) and the
 * windows come out in the log's order, exactly as the wrapped reader gives them: the same windows, then the same
 * {@code null} at the end (with the same {@link #cutNote}) or the same exception where the log is corrupt. Each
 * window's counts are its own ({@link WindowReader#ownCounts}).
 *
 * <p>Thread-safety: {@link #next}, {@link #layout} and {@link #cutNote} are called by one thread (the merge's); at most
 * one batch of the wrapped reader is read at a time, on a pool thread, and handed over through its future; {@link
 * #close} may be called from any thread and waits for a batch being read.
 */
final class ReadAhead implements WindowReader {

  private final WindowReader reader;
  private final Executor pool;
  private final int batchSize;
  /** The batch being handed out (at first an empty one), and the position of its next window. */
  private Batch current = new Batch(0);
  private int pos;
  /** The batch being read ahead; null once a batch ended the log. */
  private FutureTask<Batch> ahead;
  /** The layout of the window last handed out. */
  private BucketLayout layout;
  private boolean closed;
  /** True once {@link #next} has returned the log's end. */
  private boolean finished;

  /**
   * Starts reading the first batch.
   *
   * @param reader the log's reader, not read yet (this takes it over)
   * @param pool the threads that decode
   * @param batchSize windows per batch, 1 or more
   */
  ReadAhead(WindowReader reader, Executor pool, int batchSize) {
    this.reader = reader.ownCounts();
    this.pool = pool;
    this.batchSize = batchSize;
    this.layout = reader.layout();
    this.ahead = readAhead(null);
  }

  /**
   * The next window; at the log's end {@code null}, or the wrapped reader's exception where it failed (after the
   * windows read before it).
   */
  @Override
  public Window next() {
    while (pos == current.size) {
      if (current.failure instanceof RuntimeException e) {
        throw e;
      }
      if (current.failure instanceof Error e) {
        throw e;
      }
      if (current.end) {
        finished = true;
        return null;
      }
      Batch spent = current;
      current = take();
      pos = 0;
      ahead = current.end || current.failure != null ? null : readAhead(spent);
    }
    layout = current.layouts[pos];
    return current.windows[pos++];
  }

  /** The batch read ahead, waiting for it. */
  private Batch take() {
    try {
      return ahead.get();
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
      throw new IllegalStateException("interrupted while reading '" + reader.file() + "'", e);
    } catch (ExecutionException e) {
      throw new IllegalStateException(e.getCause());
    }
  }

  /** Starts reading the next batch, filling the spent one's counts again (the caller is done with them). */
  private FutureTask<Batch> readAhead(Batch spent) {
    FutureTask<Batch> task = new FutureTask<>(() -> readBatch(spent));
    pool.execute(task);
    return task;
  }

  /** Reads up to a batch of windows; runs on a pool thread, one batch of a log at a time. */
  private synchronized Batch readBatch(Batch spent) {
    Batch b = new Batch(batchSize);
    for (int i = 0; spent != null && i < spent.size; i++) {
      reader.reuse(spent.windows[i].counts());
    }
    if (closed) {
      b.end = true;
      return b;
    }
    try {
      while (b.size < batchSize) {
        Window w = reader.next();
        if (w == null) {
          b.end = true;
          break;
        }
        b.layouts[b.size] = reader.layout();
        b.windows[b.size++] = w;
      }
    } catch (RuntimeException | Error e) {
      b.failure = e;
    }
    return b;
  }

  @Override
  public Path file() {
    return reader.file();
  }

  @Override
  public BucketLayout layout() {
    return layout;
  }

  /** The wrapped reader's note, once this reader has returned the log's end (as the wrapped reader gives it). */
  @Override
  public String cutNote() {
    return finished ? reader.cutNote() : null;
  }

  /** Closes the wrapped reader, after the batch being read (if any); a batch not started reads nothing. */
  @Override
  public synchronized void close() {
    closed = true;
    reader.close();
  }

  /** Windows read in one go, with each one's layout; {@code end} at the log's end, {@code failure} where it failed. */
  private static final class Batch {
    final Window[] windows;
    final BucketLayout[] layouts;
    int size;
    boolean end;
    Throwable failure;

    Batch(int capacity) {
      windows = new Window[capacity];
      layouts = new BucketLayout[capacity];
    }
  }
}
