/*
 * Copyright (c) 2026 ycsb-ext contributors.
 * Licensed under the Apache License, Version 2.0 (http://www.apache.org/licenses/LICENSE-2.0).
 */
package site.ycsb.ext.couchbase2;

/**
 * A property with a value the binding cannot use. The message is one line:
 * {@code Invalid value 'yes' for property 'couchbase.upsert': expected true or false}.
 */
public final class InvalidPropertyException extends IllegalArgumentException {
  private static final long serialVersionUID = 1L;

  private final String property;

  /**
   * @param property the property name
   * @param value the value given (callers pass a mask instead of a password)
   * @param expected what would have been valid, e.g. {@code "true or false"}
   */
  public InvalidPropertyException(String property, String value, String expected) {
    super("Invalid value '" + value + "' for property '" + property + "': expected " + expected);
    this.property = property;
  }

  /** @return the name of the property at fault */
  public String getProperty() {
    return property;
  }
}
