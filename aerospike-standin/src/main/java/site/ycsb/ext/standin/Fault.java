/*
 * Copyright (c) 2026 ycsb-ext contributors.
 * Licensed under the Apache License, Version 2.0 (http://www.apache.org/licenses/LICENSE-2.0).
 */
package site.ycsb.ext.standin;

import java.time.Duration;
import java.util.Objects;

/**
 * A fault to inject into command handling (never into the info protocol, so the client keeps its cluster
 * view): delay the answer, answer with a fixed result code instead of executing, or drop the connection
 * without answering. By default a fault hits every command on every node until
 * {@link AerospikeStandin#clearFaults()}; {@link #onNode(int)} and {@link #times(int)} narrow it.
 * Immutable; the {@code with} methods return a copy.
 *
 * <pre>{@code
 * standin.inject(Fault.delay(Duration.ofMillis(300)).times(1));   // the client sees a timeout
 * standin.inject(Fault.resultCode(Wire.KEY_BUSY).onNode(1));       // hot-key errors from node 1
 * standin.inject(Fault.dropConnection());                          // connection errors
 * }</pre>
 */
public final class Fault {
  /** What the fault does. */
  public enum Kind {
    /** Sleep before handling the command, then answer normally. */
    DELAY,
    /** Answer with a fixed result code without executing the command. */
    RESULT_CODE,
    /** Close the connection without answering. */
    DROP_CONNECTION
  }

  private final Kind kind;
  private final Duration delay;
  private final int resultCode;
  private final int node;
  private final int times;

  private Fault(Kind kind, Duration delay, int resultCode, int node, int times) {
    this.kind = kind;
    this.delay = delay;
    this.resultCode = resultCode;
    this.node = node;
    this.times = times;
  }

  /**
   * @param delay how long to hold each command before handling it (positive)
   * @return a delay fault
   */
  public static Fault delay(Duration delay) {
    Objects.requireNonNull(delay, "delay");
    if (delay.isNegative() || delay.isZero()) {
      throw new IllegalArgumentException("Invalid fault delay " + delay + ": expected a positive duration");
    }
    return new Fault(Kind.DELAY, delay, 0, -1, -1);
  }

  /**
   * @param resultCode the code to answer, 1..255 ({@code Wire.*}, e.g. {@link Wire#KEY_BUSY})
   * @return a result-code fault
   */
  public static Fault resultCode(int resultCode) {
    if (resultCode < 1 || resultCode > 255) {
      throw new IllegalArgumentException("Invalid fault result code " + resultCode + ": expected 1..255");
    }
    return new Fault(Kind.RESULT_CODE, Duration.ZERO, resultCode, -1, -1);
  }

  /** @return a fault that closes the connection instead of answering */
  public static Fault dropConnection() {
    return new Fault(Kind.DROP_CONNECTION, Duration.ZERO, 0, -1, -1);
  }

  /**
   * @param nodeIndex 0-based node index (order of {@link AerospikeStandin#hosts()})
   * @return a copy that hits only that node. Default: every node.
   */
  public Fault onNode(int nodeIndex) {
    if (nodeIndex < 0) {
      throw new IllegalArgumentException("Invalid fault node " + nodeIndex + ": expected a node index >= 0");
    }
    return new Fault(kind, delay, resultCode, nodeIndex, times);
  }

  /**
   * @param count how many commands the fault hits before it expires (at least 1)
   * @return a copy limited to {@code count} commands. Default: unlimited.
   */
  public Fault times(int count) {
    if (count < 1) {
      throw new IllegalArgumentException("Invalid fault count " + count + ": expected at least 1");
    }
    return new Fault(kind, delay, resultCode, node, count);
  }

  public Kind kind() {
    return kind;
  }

  public Duration delayDuration() {
    return delay;
  }

  public int code() {
    return resultCode;
  }

  /** @return the node index the fault is limited to, or -1 for every node */
  public int node() {
    return node;
  }

  /** @return the number of commands the fault hits, or -1 for unlimited */
  public int count() {
    return times;
  }

  @Override
  public String toString() {
    return kind + (kind == Kind.DELAY ? " " + delay.toMillis() + " ms" : "")
        + (kind == Kind.RESULT_CODE ? " " + resultCode : "")
        + (node >= 0 ? " on node " + node : "") + (times > 0 ? " x" + times : "");
  }
}
