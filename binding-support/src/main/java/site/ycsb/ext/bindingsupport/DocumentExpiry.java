/*
 * Copyright (c) 2026 ycsb-ext contributors.
 * Licensed under the Apache License, Version 2.0 (http://www.apache.org/licenses/LICENSE-2.0).
 */
package site.ycsb.ext.bindingsupport;

/**
 * {@code couchbase.documentExpiry}: seconds from each write. Couchbase reads an expiry up to
 * {@link #RELATIVE_MAX_SEC} (30 days) as seconds from the write and a larger one as an absolute Unix time, held in
 * 32 bits; so a longer expiry is sent as the write's Unix time plus the value, which must end by
 * {@link #LAST_UNIX_SEC} (2038-01-19T03:14:07Z). A value ending later would be read as a time in the past (every
 * document written would be gone at once), so it is refused before anything connects. Stateless; thread-safe.
 */
public final class DocumentExpiry {
  /** The largest expiry, in seconds (30 days), Couchbase reads as relative to the write; larger is a Unix time. */
  public static final int RELATIVE_MAX_SEC = 30 * 24 * 3600;
  /** The last Unix time, in seconds, an expiry may reach: 2038-01-19T03:14:07Z. */
  public static final long LAST_UNIX_SEC = Integer.MAX_VALUE;

  private DocumentExpiry() {
  }

  /**
   * Reads the expiry in seconds, refusing a value that would end after {@link #LAST_UNIX_SEC} for a write at
   * {@code nowMs}.
   *
   * @throws InvalidPropertyException naming the property and the largest value accepted now
   */
  static int read(PropertyReader in, String property, String defaultValue, long nowMs) {
    int seconds = in.integer(property, defaultValue, 0, Integer.MAX_VALUE);
    long latestSec = LAST_UNIX_SEC - nowMs / 1000;
    if (seconds > latestSec) {
      throw new InvalidPropertyException(property, String.valueOf(seconds), "an integer 0 to " + latestSec
          + " (an expiry over " + RELATIVE_MAX_SEC + " s is sent as the write's Unix time plus the value, which must"
          + " end before 2038-01-19T03:14:07Z; a later end reads as a time in the past and the documents vanish)");
    }
    return seconds;
  }
}
