/*
 * Copyright (c) 2026 ycsb-ext contributors.
 * Licensed under the Apache License, Version 2.0 (http://www.apache.org/licenses/LICENSE-2.0).
 */
package site.ycsb.ext.measurements;

/**
 * One client thread's {@link OperationWriter}s by operation name, so that recording a value looks up nothing shared:
 * names are compared by identity first ({@code DBWrapper} passes the same literal each time), then by content.
 * Holds at most {@value #CAPACITY} operations; the caller records others through the shared map.
 *
 * <p>Not thread-safe: each thread has its own ({@link ExtMeasurements} keeps them in a thread-local).
 */
final class ThreadWriters {

  static final int CAPACITY = 16;

  private final String[] names = new String[CAPACITY];
  private final OperationWriter[] writers = new OperationWriter[CAPACITY];
  private int used;

  /** The writer kept for {@code operation}, or null. */
  OperationWriter find(String operation) {
    for (int i = 0; i < used; i++) {
      if (names[i] == operation) {
        return writers[i];
      }
    }
    for (int i = 0; i < used; i++) {
      if (names[i].equals(operation)) {
        return writers[i];
      }
    }
    return null;
  }

  /** Whether {@link #keep} has room for one more operation. */
  boolean hasRoom() {
    return used < CAPACITY;
  }

  /** Keeps {@code writer} for {@code operation}; call only when {@link #hasRoom} and {@link #find} gave null. */
  void keep(String operation, OperationWriter writer) {
    names[used] = operation;
    writers[used] = writer;
    used++;
  }
}
