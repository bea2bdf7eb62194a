/*
 * Copyright (c) 2026 ycsb-ext contributors.
 * Licensed under the Apache License, Version 2.0 (http://www.apache.org/licenses/LICENSE-2.0).
 */
package site.ycsb.db.couchbase3.support;

/**
 * The refusal of a document size the bucket cannot store, read from core's field properties before anything
 * connects. Stateless; thread-safe.
 *
 * <p>A deliberate twin of the couchbase2 binding's {@code DocumentSizeCheck}: each binding is offered to YCSB on its
 * own and depends on no other, so the two share no code. Keep them alike.
 */
final class DocumentSizeCheck {
  private DocumentSizeCheck() {
  }

  /**
   * Refuses documents of core's shape ({@code fieldlengthdistribution=constant}, core's default) larger than the
   * bucket's item size limit, where the server refuses every insert ({@code E2BIG}). The size is a lower bound of the
   * JSON document: braces, and per field its quoted name and value, a colon and a comma.
   */
  static void check(PropertyReader in) {
    String distribution = in.other(Couchbase3Properties.FIELD_LENGTH_DISTRIBUTION);
    if (distribution != null && !"constant".equalsIgnoreCase(distribution)) {
      return;
    }
    String countText = in.other(Couchbase3Properties.FIELD_COUNT);
    String lengthText = in.other(Couchbase3Properties.FIELD_LENGTH);
    long count;
    long length;
    try {
      count = Long.parseLong(countText == null ? Couchbase3Properties.FIELD_COUNT_DEFAULT : countText);
      length = Long.parseLong(lengthText == null ? Couchbase3Properties.FIELD_LENGTH_DEFAULT : lengthText);
    } catch (NumberFormatException e) {
      return; // core refuses these itself
    }
    String prefix = in.other(Couchbase3Properties.FIELD_NAME_PREFIX);
    prefix = prefix == null ? Couchbase3Properties.FIELD_NAME_PREFIX_DEFAULT : prefix;
    long bytes = 2;
    for (long i = 0; i < count && bytes <= Couchbase3Properties.MAX_ITEM_BYTES; i++) {
      bytes += prefix.length() + String.valueOf(i).length() + length + 6;
    }
    if (bytes > Couchbase3Properties.MAX_ITEM_BYTES) {
      throw new InvalidPropertyException(Couchbase3Properties.FIELD_LENGTH, String.valueOf(length),
          "documents of at most " + Couchbase3Properties.MAX_ITEM_BYTES + " bytes, the bucket's item size limit"
          + " (20 MiB): " + Couchbase3Properties.FIELD_COUNT + "=" + count + " fields of " + length
          + " bytes make JSON documents of at least " + bytes + " bytes, which the server refuses on every insert;"
          + " lower " + Couchbase3Properties.FIELD_COUNT + " or " + Couchbase3Properties.FIELD_LENGTH);
    }
  }
}
