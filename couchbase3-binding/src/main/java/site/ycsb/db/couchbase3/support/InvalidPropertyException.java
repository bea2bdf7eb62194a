/*
 * Copyright (c) 2026 ycsb-ext contributors.
 * Licensed under the Apache License, Version 2.0 (http://www.apache.org/licenses/LICENSE-2.0).
 */
package site.ycsb.db.couchbase3.support;

/**
 * A property with a value the binding cannot use, or an unknown property under its prefix. The message is one line:
 * {@code Invalid value 'yes' for property 'couchbase.upsert': expected true or false}.
 *
 * <p>A deliberate twin of the couchbase2 (and aerospike) binding's {@code InvalidPropertyException}: each binding is
 * offered to YCSB on its own and depends on no other, so they share no code. Keep them alike.
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
    this(property, "Invalid value '" + value + "' for property '" + property + "': expected " + expected);
  }

  private InvalidPropertyException(String property, String message) {
    super(message);
    this.property = property;
  }

  /**
   * A property under the binding's prefix that the binding does not know, probably misspelled:
   * {@code Unknown property 'couchbase.replicateto' of the couchbase3 binding: did you mean couchbase.replicateTo?}.
   *
   * @param closest the known property close to it, or null when none is
   */
  static InvalidPropertyException unknown(String property, String closest) {
    return new InvalidPropertyException(property, "Unknown property '" + property + "' of the couchbase3 binding:"
        + (closest == null ? " none of its properties is close (the binding's documentation lists them)"
        : " did you mean " + closest + "?"));
  }

  /**
   * A property set to a blank value, which would otherwise silently mean its default: {@code Invalid value '' for
   * property 'couchbase.replicateTo': expected a value (leave the property out to use its default)}.
   */
  static InvalidPropertyException blank(String property) {
    return new InvalidPropertyException(property, "", "a value (leave the property out to use its default)");
  }

  /** @return the name of the property at fault */
  public String getProperty() {
    return property;
  }
}
