/*
 * Copyright (c) 2026 ycsb-ext contributors.
 * Licensed under the Apache License, Version 2.0 (http://www.apache.org/licenses/LICENSE-2.0).
 */
package site.ycsb.db.aerospike;

/**
 * A property value the binding cannot use, or an unknown property under its prefix. The message is one line naming
 * the property, the value given (masked for passwords) and the valid values, e.g.
 * {@code Invalid value 'maybe' for property 'as.sendKey': expected true or false}.
 *
 * <p>A deliberate twin of the couchbase2 binding's {@code InvalidPropertyException}: each binding is offered to YCSB on
 * its own and depends on no other, so the two share no code. Keep them alike.
 */
public final class InvalidPropertyException extends IllegalArgumentException {
  private static final long serialVersionUID = 1L;

  private final String property;

  /**
   * @param property the property name
   * @param value    the value as given (never a password)
   * @param expected what would have been valid, e.g. {@code "true or false"}
   */
  public InvalidPropertyException(String property, String value, String expected) {
    this(property, "Invalid value '" + value + "' for property '" + property + "': expected " + expected);
  }

  private InvalidPropertyException(String property, String message) {
    super(message);
    this.property = property;
  }

  /**
   * A property under the binding's prefix that the binding does not know, probably misspelled:
   * {@code Unknown property 'as.commitlevel' of the aerospike binding: did you mean as.commitLevel?}.
   *
   * @param closest the known property close to it, or null when none is
   */
  static InvalidPropertyException unknown(String property, String closest) {
    return new InvalidPropertyException(property, "Unknown property '" + property + "' of the aerospike binding:"
        + (closest == null ? " none of its properties is close (the binding's documentation lists them)"
        : " did you mean " + closest + "?"));
  }

  /**
   * A property set to a blank value, which would otherwise silently mean its default:
   * {@code Invalid value '' for property 'as.host': expected a value (leave the property out to use its default)}.
   */
  static InvalidPropertyException blank(String property) {
    return new InvalidPropertyException(property, "", "a value (leave the property out to use its default)");
  }

  /** @return the name of the offending property */
  public String getProperty() {
    return property;
  }
}
