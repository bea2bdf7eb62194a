/*
 * Copyright (c) 2026 ycsb-ext contributors.
 * Licensed under the Apache License, Version 2.0 (http://www.apache.org/licenses/LICENSE-2.0).
 */
package site.ycsb.ext.contract;

import java.util.ArrayList;
import java.util.List;
import java.util.function.IntConsumer;
import sun.misc.Signal;
import sun.misc.SignalHandler;

/**
 * The stop signals of every ycsb-ext process ({@code INT} from Ctrl-C, {@code TERM} from {@code kill} or fan-out's
 * stop, {@code HUP}) and their exit-code convention: a process stopped by signal N finishes its work (export, manifest,
 * merged report) on its main thread and then exits with 128 + N, as the shell reports a process killed by that
 * signal: 130 for Ctrl-C, 143 for TERM. Handling the signals replaces the JVM's default (run the shutdown hooks and
 * exit), so the work is not done inside a shutdown hook, where new threads and hooks (an image writer's) are refused.
 * Stateless; thread-safe.
 */
public final class StopSignals {
  /** The signals handled, by their POSIX names. */
  public static final List<String> NAMES = List.of("INT", "TERM", "HUP");

  private StopSignals() {
  }

  /**
   * Handles every signal of {@link #NAMES} with {@code onSignal}, which receives the signal number and runs on a thread
   * of its own, once per signal received. A signal this JVM cannot handle (ignored when it started, as {@code INT} in
   * a background job, or used by the JVM) keeps its default.
   *
   * @return restores the handlers that were there before (call it when the work that the signals stop is over)
   */
  public static Runnable install(IntConsumer onSignal) {
    List<Runnable> restores = new ArrayList<>();
    for (String name : NAMES) {
      try {
        Signal signal = new Signal(name);
        SignalHandler previous = Signal.handle(signal, received -> onSignal.accept(received.getNumber()));
        restores.add(() -> Signal.handle(signal, previous));
      } catch (IllegalArgumentException unavailable) {
        // not available on this platform or reserved by the JVM: the default stays
      }
    }
    return () -> restores.forEach(Runnable::run);
  }

  /** The exit code of a process stopped by the signal: 128 + its number. */
  public static int exitCode(int signal) {
    return 128 + signal;
  }

  /**
   * Whether an exit code is the one a ycsb-ext process gives after handling a stop signal ({@code 128 +} the number of
   * {@code INT}, {@code TERM} or {@code HUP}), as opposed to a process killed by another signal (e.g. 137 for KILL).
   */
  public static boolean isHandledStop(int exitCode) {
    for (String name : NAMES) {
      try {
        if (exitCode == exitCode(new Signal(name).getNumber())) {
          return true;
        }
      } catch (IllegalArgumentException unavailable) {
        // not on this platform
      }
    }
    return false;
  }

  /** The POSIX name of a stop signal, e.g. {@code INT} for 2, or its number when not one of {@link #NAMES}. */
  public static String name(int signal) {
    for (String name : NAMES) {
      try {
        if (new Signal(name).getNumber() == signal) {
          return name;
        }
      } catch (IllegalArgumentException unavailable) {
        // not on this platform
      }
    }
    return Integer.toString(signal);
  }
}
