/*
 * Copyright (c) 2026 ycsb-ext contributors.
 * Licensed under the Apache License, Version 2.0 (http://www.apache.org/licenses/LICENSE-2.0).
 */
package site.ycsb.ext.contract;


/**
 * A file one ycsb-ext process wrote for another that cannot be used: missing, unreadable, corrupt, or of another
 * format version. The message is one line meant for the user and names the file.
 */
public class RunFileException extends RuntimeException {
  private static final long serialVersionUID = 1L;

  /** A problem with a run file, described in one line. */
  public RunFileException(String message) {
    super(message);
  }

  /** A problem with a run file, described in one line, with the low-level cause kept for debugging. */
  public RunFileException(String message, Throwable cause) {
    super(message, cause);
  }
}
