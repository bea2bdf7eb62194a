/*
 * Copyright (c) 2026 ycsb-ext contributors.
 * Licensed under the Apache License, Version 2.0 (http://www.apache.org/licenses/LICENSE-2.0).
 */
package site.ycsb.db.couchbase3.support;

import java.lang.reflect.Field;
import java.lang.reflect.Modifier;
import java.util.Collections;
import java.util.Set;
import java.util.TreeSet;

/**
 * Every property of the {@code couchbase3} binding: its name, its default and what it means. Names a
 * {@code couchbase2} user already types keep their meaning; {@link #DURABILITY} takes the values of the couchbaselabs
 * fork's {@code couchbase3} binding. {@code docs/bindings/couchbase3.md}'s property table matches this class row for
 * row. Validation: {@link Couchbase3Settings}, which also refuses any other property under {@link #PREFIX}.
 */
public final class Couchbase3Properties {

  /** The prefix of every property of this binding; an unknown property under it is refused. */
  static final String PREFIX = "couchbase.";

  /**
   * Seed nodes: a comma-separated list of host names or IPv4 addresses, each connected on
   * {@link #BOOTSTRAP_CARRIER_PORT} and {@link #BOOTSTRAP_HTTP_PORT}. Default: {@code 127.0.0.1}.
   */
  public static final String HOST = "couchbase.host";
  public static final String HOST_DEFAULT = "127.0.0.1";

  /** The bucket holding the YCSB table. Default: {@code default}. */
  public static final String BUCKET = "couchbase.bucket";
  public static final String BUCKET_DEFAULT = "default";

  /**
   * RBAC user name. Unset: the bucket's name, which is how a bucket password authenticates (older servers,
   * CouchbaseMock). Default: unset.
   */
  public static final String USERNAME = "couchbase.username";

  /** The user's password, or the bucket password; never logged; SDK 3 refuses an empty one. Default: unset. */
  public static final String PASSWORD = "couchbase.password";

  /** Core properties the binding reads. */
  static final String WRITE_ALL_FIELDS = "writeallfields";
  static final String WRITE_ALL_FIELDS_DEFAULT = "false";
  static final String SCAN_PROPORTION = "scanproportion";
  static final String SCAN_PROPORTION_DEFAULT = "0";
  static final String DO_TRANSACTIONS = "dotransactions";

  private static final Set<String> NAMES = collectNames();

  private Couchbase3Properties() {
  }

  /** @return the name of every property of this binding (the constants above that start with {@link #PREFIX}) */
  public static Set<String> names() {
    return NAMES;
  }

  private static Set<String> collectNames() {
    Set<String> names = new TreeSet<>();
    for (Field field : Couchbase3Properties.class.getDeclaredFields()) {
      int modifiers = field.getModifiers();
      if (field.getType() == String.class && Modifier.isStatic(modifiers) && Modifier.isFinal(modifiers)
          && !field.getName().endsWith("_DEFAULT") && !field.getName().equals("PREFIX")) {
        try {
          String value = (String) field.get(null);
          if (value.startsWith(PREFIX)) {
            names.add(value);
          }
        } catch (IllegalAccessException e) {
          throw new IllegalStateException(e);
        }
      }
    }
    return Collections.unmodifiableSet(names);
  }
}
