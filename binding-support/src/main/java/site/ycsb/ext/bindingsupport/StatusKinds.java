/*
 * Copyright (c) 2026 ycsb-ext contributors.
 * Licensed under the Apache License, Version 2.0 (http://www.apache.org/licenses/LICENSE-2.0).
 */
package site.ycsb.ext.bindingsupport;

import java.util.concurrent.ConcurrentHashMap;
import site.ycsb.Status;

/**
 * The statuses of one name ({@code ERROR}, {@code DURABILITY_FAILURE}) whose descriptions name their cause: one
 * status per exception class, built when the class is first seen and kept, its description the exception's simple
 * name and first message (what a run's outcome line shows as its first failure). At most {@code maxKinds} classes
 * get their own; later ones share the plain status, so nothing is allocated per operation once the kinds are known.
 *
 * <p>Thread-safe.
 */
public final class StatusKinds {
  /** Longest message kept in a description, in characters. */
  static final int MAX_MESSAGE_CHARS = 200;

  private final Status plain;
  private final int maxKinds;
  private final ConcurrentHashMap<Class<?>, Status> kinds = new ConcurrentHashMap<Class<?>, Status>();

  /**
   * @param plain    the status whose name they all carry, returned as it is once {@code maxKinds} are kept
   * @param maxKinds how many exception classes get a status of their own, 0 or more
   */
  public StatusKinds(Status plain, int maxKinds) {
    this.plain = plain;
    this.maxKinds = maxKinds;
  }

  /** @return the status of this cause's class, described as {@code Type: message (the first of its kind; ...)} */
  public Status of(Throwable cause) {
    return of(cause, "");
  }

  /**
   * @param cause  the exception whose class and message the description names
   * @param prefix the words before them when this call builds the status ({@code "couchbase.durability could not be
   *               met: "}), else {@code ""}; the first call for a class decides its description
   * @return the status of this cause's class
   */
  public Status of(Throwable cause, String prefix) {
    Status status = kinds.get(cause.getClass());
    if (status != null) {
      return status;
    }
    if (kinds.size() >= maxKinds) {
      return plain;
    }
    String message = cause.getMessage() == null ? "" : cause.getMessage().replaceAll("\\s+", " ").trim();
    if (message.length() > MAX_MESSAGE_CHARS) {
      message = message.substring(0, MAX_MESSAGE_CHARS) + "...";
    }
    Status created = new Status(plain.getName(), prefix + cause.getClass().getSimpleName()
        + (message.isEmpty() ? "" : ": " + message) + " (the first of its kind; all are counted as "
        + plain.getName() + ")");
    Status raced = kinds.putIfAbsent(cause.getClass(), created);
    return raced == null ? created : raced;
  }

  /**
   * @return the first exception along the cause chain whose class is in the package (a client library's own, which
   *     names the cause where its wrappers do not), else {@code error} itself
   */
  public static Throwable firstFrom(Throwable error, String packagePrefix) {
    for (Throwable t = error; t != null; t = t.getCause() == t ? null : t.getCause()) {
      if (t.getClass().getName().startsWith(packagePrefix)) {
        return t;
      }
    }
    return error;
  }
}
