/*
 * Copyright (c) 2026 ycsb-ext contributors.
 * Licensed under the Apache License, Version 2.0 (http://www.apache.org/licenses/LICENSE-2.0).
 */
package site.ycsb.ext.benchmarks.latency;

import java.io.IOException;
import java.io.PrintStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.Paths;
import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.TreeMap;
import java.util.TreeSet;
import jdk.jfr.consumer.RecordedEvent;
import jdk.jfr.consumer.RecordedFrame;
import jdk.jfr.consumer.RecordedStackTrace;
import jdk.jfr.consumer.RecordedThread;
import jdk.jfr.consumer.RecordingFile;

/**
 * Where the time of slow operations went, from a Java Flight Recording of a {@code bin/ycsb run} made with
 * {@code benchmarks/lib/slow-operations.jfc}: every engine operation event ({@code site.ycsb.ext.Operation}, one
 * binding call) of at least {@code --min-us} is split into what the recording saw during it, each instant counted
 * once, in this order of precedence:
 * <ol>
 *   <li>{@code JVM pause}: a garbage collection pause ({@code jdk.GCPhasePause}) or a safepoint
 *       ({@code jdk.SafepointBegin}) of the whole JVM;</li>
 *   <li>{@code park at X} / {@code monitor at X}: the calling thread parked ({@code jdk.ThreadPark}: a lock, a
 *       condition) or blocked on a monitor ({@code jdk.JavaMonitorEnter}), X the first frame outside the JDK's
 *       locking classes (e.g. the client's connection pool);</li>
 *   <li>{@code socket read} / {@code socket write}: the thread in a socket call ({@code jdk.SocketRead},
 *       {@code jdk.SocketWrite}): waiting for the server's answer, including the server's own time and the time
 *       the answer waited for this thread to be scheduled;</li>
 *   <li>{@code rest}: none of these: running on a core or waiting for one (the recording does not tell the two
 *       apart), and waits shorter than the settings' thresholds.</li>
 * </ol>
 * Prints the slowest operations one per line with their breakdown, then the shares over all slow operations.
 *
 * <p>Usage: {@code java -cp 'benchmarks/target/lib/*' site.ycsb.ext.benchmarks.latency.SlowOperations [--min-us N]
 * [--top 10] FILE.jfr ...}; exit 2 on bad arguments, 1 when a recording holds no operation event at or over
 * {@code --min-us}. Not thread-safe; one use per instance.
 */
public final class SlowOperations {
  /** The engine's event name ({@code site.ycsb.ext.engine.OperationEvent}). */
  static final String OPERATION_EVENT = "site.ycsb.ext.Operation";
  static final String REST = "rest";
  static final String JVM_PAUSE = "JVM pause";

  private final long minNanos;
  private final List<Operation> operations = new ArrayList<>();
  /** Per recording and Java thread id ({@link #threadKey}), that thread's waits. */
  private final Map<String, List<Span>> waitsByThread = new HashMap<>();
  /** Per recording (one JVM each), the JVM's pauses. */
  private final List<List<Span>> pausesByRecording = new ArrayList<>();

  /** @param minMicros operations shorter than this many microseconds are left out */
  public SlowOperations(long minMicros) {
    this.minNanos = minMicros * 1000L;
  }

  /** One slow operation and where its time went, in nanoseconds per cause, largest first. */
  public record Breakdown(String operation, String status, String thread, Instant start, long nanos,
                          Map<String, Long> nanosByCause) {
  }

  private record Operation(String name, String status, String thread, int recording, String threadKey,
                           Instant start, Instant end) {
  }

  /** A stretch of time with its cause; a lower rank wins where two overlap. */
  record Span(Instant start, Instant end, String cause, int rank) {
  }

  /** Reads one recording's operation, wait and pause events (one JVM's: events of two files never meet). */
  public void read(Path recording) throws IOException {
    int index = pausesByRecording.size();
    pausesByRecording.add(new ArrayList<>());
    try (RecordingFile file = new RecordingFile(recording)) {
      while (file.hasMoreEvents()) {
        add(index, file.readEvent());
      }
    }
  }

  private static String threadKey(int recording, RecordedThread t) {
    return recording + ":" + t.getJavaThreadId();
  }

  private void add(int recording, RecordedEvent e) {
    String type = e.getEventType().getName();
    switch (type) {
      case OPERATION_EVENT -> {
        RecordedThread t = e.getThread();
        if (t != null && e.getDuration().toNanos() >= minNanos) {
          operations.add(new Operation(e.getString("operation"), e.getString("status"), t.getJavaName(),
              recording, threadKey(recording, t), e.getStartTime(), e.getEndTime()));
        }
      }
      case "jdk.GCPhasePause", "jdk.SafepointBegin" -> pausesByRecording.get(recording)
          .add(new Span(e.getStartTime(), e.getEndTime(), JVM_PAUSE, 0));
      case "jdk.ThreadPark" -> threadWait(recording, e, "park at ", 1);
      case "jdk.JavaMonitorEnter" -> threadWait(recording, e, "monitor at ", 1);
      case "jdk.SocketRead" -> threadWait(recording, e, "socket read", 2);
      case "jdk.SocketWrite" -> threadWait(recording, e, "socket write", 2);
      default -> { }
    }
  }

  private void threadWait(int recording, RecordedEvent e, String cause, int rank) {
    RecordedThread t = e.getThread();
    if (t == null) {
      return;
    }
    String name = cause.endsWith(" ") ? cause + waiter(e.getStackTrace()) : cause;
    waitsByThread.computeIfAbsent(threadKey(recording, t), k -> new ArrayList<>())
        .add(new Span(e.getStartTime(), e.getEndTime(), name, rank));
  }

  /** The first frame outside the JDK's locking and parking classes: who waited. */
  static String waiter(RecordedStackTrace stack) {
    if (stack == null) {
      return "(no stack)";
    }
    for (RecordedFrame f : stack.getFrames()) {
      String cls = f.getMethod().getType().getName();
      if (!cls.startsWith("java.util.concurrent.") && !cls.startsWith("jdk.internal.misc.")
          && !cls.equals("java.lang.Object") && !cls.equals("java.lang.Thread")) {
        return simpleName(cls) + "." + f.getMethod().getName();
      }
    }
    return "(JDK only)";
  }

  private static String simpleName(String cls) {
    return cls.substring(cls.lastIndexOf('.') + 1);
  }

  /** @return every slow operation read so far with its breakdown, slowest first */
  public List<Breakdown> breakdowns() {
    List<Breakdown> out = new ArrayList<>();
    for (Operation op : operations) {
      List<Span> spans = new ArrayList<>();
      for (Span p : pausesByRecording.get(op.recording())) {
        if (overlaps(p, op)) {
          spans.add(p);
        }
      }
      for (Span w : waitsByThread.getOrDefault(op.threadKey(), List.of())) {
        if (overlaps(w, op)) {
          spans.add(w);
        }
      }
      out.add(new Breakdown(op.name(), op.status(), op.thread(), op.start(),
          Duration.between(op.start(), op.end()).toNanos(), split(op.start(), op.end(), spans)));
    }
    out.sort(Comparator.comparingLong(Breakdown::nanos).reversed());
    return out;
  }

  private static boolean overlaps(Span s, Operation op) {
    return s.start().isBefore(op.end()) && s.end().isAfter(op.start());
  }

  /** Each instant of [start, end) to the lowest-ranked span covering it, else to {@link #REST}; largest first. */
  static Map<String, Long> split(Instant start, Instant end, List<Span> spans) {
    TreeSet<Instant> cuts = new TreeSet<>();
    cuts.add(start);
    cuts.add(end);
    for (Span s : spans) {
      if (s.start().isAfter(start) && s.start().isBefore(end)) {
        cuts.add(s.start());
      }
      if (s.end().isAfter(start) && s.end().isBefore(end)) {
        cuts.add(s.end());
      }
    }
    Map<String, Long> byCause = new HashMap<>();
    Instant from = null;
    for (Instant to : cuts) {
      if (from != null) {
        Span best = null;
        for (Span s : spans) {
          if (!s.start().isAfter(from) && !s.end().isBefore(to) && (best == null || s.rank() < best.rank())) {
            best = s;
          }
        }
        byCause.merge(best == null ? REST : best.cause(), Duration.between(from, to).toNanos(), Long::sum);
      }
      from = to;
    }
    return largestFirst(byCause);
  }

  private static Map<String, Long> largestFirst(Map<String, Long> byCause) {
    Map<String, Long> sorted = new LinkedHashMap<>();
    byCause.entrySet().stream().sorted(Map.Entry.<String, Long>comparingByValue().reversed())
        .forEach(e -> sorted.put(e.getKey(), e.getValue()));
    return sorted;
  }

  /** Prints the {@code top} slowest operations and the shares of every cause over all of them. */
  public int print(PrintStream out, int top) {
    List<Breakdown> all = breakdowns();
    if (all.isEmpty()) {
      out.printf(Locale.ROOT, "no %s event of at least %d us (record with benchmarks/lib/slow-operations.jfc)%n",
          OPERATION_EVENT, minNanos / 1000);
      return 1;
    }
    out.printf(Locale.ROOT, "%d recorded operations of at least %d us (and the recording's threshold); the slowest:%n",
        all.size(), minNanos / 1000);
    for (Breakdown b : all.subList(0, Math.min(top, all.size()))) {
      out.printf(Locale.ROOT, "  %s %s %.0f us (%s, %s): %s%n", b.operation(), b.status(), b.nanos() / 1e3,
          b.thread(), b.start(), causes(b.nanosByCause(), b.nanos()));
    }
    Map<String, Long> total = new TreeMap<>();
    long nanos = 0;
    for (Breakdown b : all) {
      nanos += b.nanos();
      b.nanosByCause().forEach((k, v) -> total.merge(k, v, Long::sum));
    }
    out.printf(Locale.ROOT, "all %d: %.1f ms in all, mean %.0f us; shares: %s%n", all.size(), nanos / 1e6,
        nanos / 1e3 / all.size(), shares(largestFirst(total), nanos));
    return 0;
  }

  private static String shares(Map<String, Long> byCause, long nanos) {
    StringBuilder s = new StringBuilder();
    for (Map.Entry<String, Long> e : byCause.entrySet()) {
      s.append(s.length() == 0 ? "" : ", ").append(e.getKey())
          .append(String.format(Locale.ROOT, " %.1f%%", 100.0 * e.getValue() / nanos));
    }
    return s.toString();
  }

  private static String causes(Map<String, Long> byCause, long nanos) {
    StringBuilder s = new StringBuilder();
    for (Map.Entry<String, Long> e : byCause.entrySet()) {
      s.append(s.length() == 0 ? "" : ", ").append(e.getKey()).append(' ')
          .append(String.format(Locale.ROOT, "%.0f us (%.0f%%)", e.getValue() / 1e3, 100.0 * e.getValue() / nanos));
    }
    return s.toString();
  }

  /** Entry point; see the class comment. */
  public static void main(String[] args) throws IOException {
    long minMicros = 0;
    int top = 10;
    List<Path> files = new ArrayList<>();
    for (int i = 0; i < args.length; i++) {
      String a = args[i];
      if ((a.equals("--min-us") || a.equals("--top")) && i + 1 < args.length) {
        long v;
        try {
          v = Long.parseLong(args[++i]);
        } catch (NumberFormatException e) {
          v = -1;
        }
        if (v < 0 || (a.equals("--top") && v < 1)) {
          System.err.println("slow-operations: " + a + " takes a whole number, " + (a.equals("--top") ? "1" : "0")
              + " or more (got '" + args[i] + "')");
          System.exit(2);
        }
        if (a.equals("--top")) {
          top = (int) Math.min(v, Integer.MAX_VALUE);
        } else {
          minMicros = v;
        }
      } else if (a.startsWith("--")) {
        System.err.println("slow-operations: unknown option '" + a + "' (valid: --min-us N, --top N)");
        System.exit(2);
      } else {
        files.add(Paths.get(a));
      }
    }
    if (files.isEmpty()) {
      System.err.println("usage: SlowOperations [--min-us 0] [--top 10] FILE.jfr ...");
      System.exit(2);
    }
    SlowOperations slow = new SlowOperations(minMicros);
    for (Path f : files) {
      if (!Files.isRegularFile(f)) {
        System.err.println("slow-operations: no such recording: " + f);
        System.exit(2);
      }
      slow.read(f);
    }
    System.exit(slow.print(System.out, top));
  }
}
