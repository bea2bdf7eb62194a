/*
 * Copyright (c) 2026 ycsb-ext contributors.
 * Licensed under the Apache License, Version 2.0 (http://www.apache.org/licenses/LICENSE-2.0).
 */
package site.ycsb.ext.bindingsupport;

/**
 * A property with a value the binding cannot use, or an unknown property under its prefix. The message is one line:
 * {@code Invalid value 'maybe' for property 'as.sendKey': expected true or false}.
 */
public final class InvalidPropertyException extends IllegalArgumentException {
  private static final long serialVersionUID = 1L;

  private final String property;

  /**
   * @param property the property name
   * @param value    the value as given (callers pass a mask instead of a password)
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
    return new InvalidPropertyException(property, "Unknown property '" + property + "' of the " + binding()
        + " binding:" + (closest == null ? " none of its properties is close (the binding's documentation lists them)"
        : " did you mean " + closest + "?"));
  }

  /**
   * A property set to a blank value, which would otherwise silently mean its default:
   * {@code Invalid value '' for property 'as.host': expected a value (leave the property out to use its default)}.
   */
  static InvalidPropertyException blank(String property) {
    return new InvalidPropertyException(property, "", "a value (leave the property out to use its default)");
  }

  /** @return the binding's name: the package name after {@code site.ycsb.db.} of this copy, e.g. couchbase3 */
  static String binding() {
    String[] names = InvalidPropertyException.class.getName().split("\\.");
    return names[names.length > 4 && "db".equals(names[2]) ? 3 : names.length - 2];
  }

  /** @return the name of the property at fault */
  public String getProperty() {
    return property;
  }
}
