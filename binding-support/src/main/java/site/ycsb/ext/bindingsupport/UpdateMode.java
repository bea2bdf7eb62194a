/*
 * Copyright (c) 2026 ycsb-ext contributors.
 * Licensed under the Apache License, Version 2.0 (http://www.apache.org/licenses/LICENSE-2.0).
 */
package site.ycsb.ext.bindingsupport;

/**
 * What a document store's update writes: the words of {@code couchbase.update} (each constant's name in lower case),
 * which the couchbase2 and couchbase3 bindings share. Immutable; thread-safe.
 */
public enum UpdateMode {
  /** A sub-document mutation of the given fields; the other fields stay. */
  MERGE,
  /** The whole document is replaced by the given fields; it must exist. */
  REPLACE,
  /** The whole document is written by the given fields, created when missing. */
  UPSERT;

  /**
   * @param name the property, e.g. {@code couchbase.update}
   * @param defaultWord the word when the property is unset
   * @return the mode whose word (its name in lower case) the property gives, in any case
   * @throws InvalidPropertyException naming the property and the three words, for any other value
   */
  static UpdateMode read(PropertyReader in, String name, String defaultWord) {
    return values()[in.choice(name, defaultWord, "merge", "replace", "upsert")];
  }

  /**
   * @param writeAllFields core's {@code writeallfields}: whether every update carries every field
   * @return whether an update in this mode drops the fields it does not carry: a whole-document write of some fields
   */
  public boolean shrinks(boolean writeAllFields) {
    return this != MERGE && !writeAllFields;
  }
}
