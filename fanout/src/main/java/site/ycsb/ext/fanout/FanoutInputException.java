/*
 * Copyright (c) 2026 ycsb-ext contributors.
 * Licensed under the Apache License, Version 2.0 (http://www.apache.org/licenses/LICENSE-2.0).
 */
package site.ycsb.ext.fanout;

/**
 * Invalid fan-out input found before anything starts on any host; the message is one line naming the option or
 * property, the value given and what is expected. Commands turn it into exit code 2.
 */
public final class FanoutInputException extends IllegalArgumentException {
  private static final long serialVersionUID = 1L;

  public FanoutInputException(String message) {
    super(message);
  }

  /** {@code Invalid value 'v' for <what>: expected <expected>}. */
  public static FanoutInputException invalid(String what, String value, String expected) {
    return new FanoutInputException("Invalid value '" + value + "' for " + what + ": expected " + expected);
  }
}
