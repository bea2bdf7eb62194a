/*
 * Copyright (c) 2026 ycsb-ext contributors.
 * Licensed under the Apache License, Version 2.0 (http://www.apache.org/licenses/LICENSE-2.0).
 */
package site.ycsb.ext.contract;

import java.util.Locale;
import java.util.OptionalLong;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Fan-out's start barrier between a host's benchmark JVM and the central process, over two files in the directory
 * named by the property {@link #DIRECTORY_PROPERTY}: once every DB instance and client thread is initialised the
 * benchmark JVM writes {@value #READY_FILE} (its clock, epoch milliseconds) and prints the {@link #readyLine}; the
 * central process, once every host is ready, writes {@value #GO_FILE} (the common start instant, epoch milliseconds),
 * each file whole by a rename; or, to a host not ready in time, {@link #abortFile} (it then ends without operations).
 * When the launch-time instant ({@code --start-at}) passes before {@value #GO_FILE}
 * appears, the JVM starts at that instant instead. This class is the formats' only writer and reader. Stateless.
 */
public final class StartBarrierProtocol {
  /** The property naming the barrier's directory on the host; absent: no barrier, {@code --start-at} as given. */
  public static final String DIRECTORY_PROPERTY = "ycsb.ext.fanout.start-barrier";
  /** The file the benchmark JVM writes when it is ready: its clock, epoch milliseconds. */
  public static final String READY_FILE = "ready";
  /** The file the central process writes: the common start instant, epoch milliseconds. */
  public static final String GO_FILE = "go";

  /** The start of a {@value #GO_FILE} that tells a host not to start (it was not ready in time): {@code abort <why>}. */
  public static final String ABORT = "abort";

  private static final Pattern READY = Pattern.compile("Ready at the start barrier at epoch ms (\\d+)");

  private StartBarrierProtocol() {
  }

  /**
   * The line the benchmark JVM prints when it is ready, e.g. {@code Ready at the start barrier at epoch ms R; waiting
   * for the common start instant (else starting at the launch-time instant, epoch ms F).}
   */
  public static String readyLine(long readyEpochMs, long fallbackEpochMs) {
    return String.format(Locale.US, "Ready at the start barrier at epoch ms %d; waiting for the common start instant"
        + " (else starting at the launch-time instant, epoch ms %d).", readyEpochMs, fallbackEpochMs);
  }

  /** The ready instant of a {@link #readyLine}, or empty for another line. */
  public static OptionalLong parseReady(String line) {
    Matcher m = READY.matcher(line);
    return m.find() ? OptionalLong.of(Long.parseLong(m.group(1))) : OptionalLong.empty();
  }

  /** The content of {@value #READY_FILE} or {@value #GO_FILE}: the instant and a newline. */
  public static String instantFile(long epochMs) {
    return epochMs + "\n";
  }

  /** The content of a {@value #GO_FILE} telling a host not to start, with why (one line). */
  public static String abortFile(String why) {
    return ABORT + " " + why.replace('\n', ' ') + "\n";
  }

  /** Why a {@value #GO_FILE}'s content tells the host not to start, or empty when it does not (yet). */
  public static java.util.Optional<String> parseAbort(String content) {
    return content.startsWith(ABORT + " ") && content.endsWith("\n")
        ? java.util.Optional.of(content.substring(ABORT.length() + 1).strip()) : java.util.Optional.empty();
  }

  /** The instant in a {@value #READY_FILE} or {@value #GO_FILE} file's content, or empty when it holds none. */
  public static OptionalLong parseInstant(String content) {
    String text = content.strip();
    if (!text.matches("\\d{1,18}")) {
      return OptionalLong.empty();
    }
    long value = Long.parseLong(text);
    return value > 0 ? OptionalLong.of(value) : OptionalLong.empty();
  }
}
