/*
 * Copyright (c) 2026 ycsb-ext contributors.
 * Licensed under the Apache License, Version 2.0 (http://www.apache.org/licenses/LICENSE-2.0).
 */
package site.ycsb.ext.report;

/**
 * Input the report cannot use: a missing or empty run directory, a truncated or corrupt log (the message names the
 * file and the line and byte where reading stopped), or hosts whose bucket layouts cannot be merged. The message is
 * one line meant for the user.
 */
public final class ReportInputException extends RuntimeException {
  private static final long serialVersionUID = 1L;

  private final boolean badOption;

  /** An input problem described in one line. */
  public ReportInputException(String message) {
    this(message, false);
  }

  private ReportInputException(String message, boolean badOption) {
    super(message);
    this.badOption = badOption;
  }

  /** An option that does not fit the input (e.g. a warm-up longer than the run): invalid input, exit 2. */
  public static ReportInputException badOption(String message) {
    return new ReportInputException(message, true);
  }

  /** True when the user's options, not the files, are at fault. */
  public boolean badOption() {
    return badOption;
  }

  /** An input problem described in one line, with the low-level cause kept for debugging. */
  public ReportInputException(String message, Throwable cause) {
    super(message, cause);
    this.badOption = false;
  }
}
