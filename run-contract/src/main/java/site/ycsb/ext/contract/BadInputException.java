/*
 * Copyright (c) 2026 ycsb-ext contributors.
 * Licensed under the Apache License, Version 2.0 (http://www.apache.org/licenses/LICENSE-2.0).
 */
package site.ycsb.ext.contract;

/**
 * Invalid input found before anything started: an option, a property value, a missing file, a class that
 * does not load. Its message is the one line the user sees; the launcher exits with {@link ExitCodes#BAD_INPUT}.
 */
public final class BadInputException extends IllegalArgumentException {
  private static final long serialVersionUID = 1L;

  public BadInputException(String oneLineMessage) {
    super(oneLineMessage);
  }

  /** The standard message for a property whose value is not acceptable. */
  public static BadInputException invalidValue(String property, String value, String expected) {
    return new BadInputException(
        "Invalid value '" + value + "' for property '" + property + "': expected " + expected);
  }
}
