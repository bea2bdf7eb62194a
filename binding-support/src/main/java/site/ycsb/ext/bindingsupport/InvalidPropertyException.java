/*
 * Copyright (c) 2026 ycsb-ext contributors.
 * Licensed under the Apache License, Version 2.0 (http://www.apache.org/licenses/LICENSE-2.0).
 */
package site.ycsb.ext.bindingsupport;

/**
 * A property value the binding cannot use, or an unknown property under its prefix. The message is one line naming
 * the property, the value given (masked for passwords) and the valid values, e.g.
 * {@code Invalid value 'maybe' for property 'as.sendKey': expected true or false}. Immutable.
 *
 * <p>One source for every binding: the build copies it into each binding's package (binding-support module).
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
    return new InvalidPropertyException(property, "Unknown property '" + property + "' of the "
        + bindingName(InvalidPropertyException.class.getName()) + " binding:"
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

  /**
   * @param className a class of the binding, e.g. {@code site.ycsb.db.couchbase3.support.InvalidPropertyException}
   * @return the binding's name, the package name after {@code site.ycsb.db.} ({@code couchbase3}), where the build
   *     copies this class; else the class's package's last name
   */
  static String bindingName(String className) {
    String bindings = "site.ycsb.db.";
    String packageName = className.substring(0, Math.max(0, className.lastIndexOf('.')));
    if (packageName.startsWith(bindings) && packageName.length() > bindings.length()) {
      String rest = packageName.substring(bindings.length());
      return rest.indexOf('.') < 0 ? rest : rest.substring(0, rest.indexOf('.'));
    }
    return packageName.substring(packageName.lastIndexOf('.') + 1);
  }

  /** @return the name of the property at fault */
  public String getProperty() {
    return property;
  }
}
