/*
 * Copyright (c) 2026 ycsb-ext contributors.
 * Licensed under the Apache License, Version 2.0 (http://www.apache.org/licenses/LICENSE-2.0).
 */
package site.ycsb.ext.bindingsupport;

import site.ycsb.workloads.CoreWorkload;

/**
 * The refusal of a document size the bucket cannot store, read from core's field properties before anything
 * connects. Stateless; thread-safe.
 */
final class DocumentSizeCheck {
  /** The item size limit of Couchbase buckets (the server's {@code max_item_size}), in bytes: 20 MiB. */
  static final int MAX_ITEM_BYTES = 20 * 1024 * 1024;

  private DocumentSizeCheck() {
  }

  /**
   * Refuses documents of core's shape ({@code fieldlengthdistribution=constant}, core's default) larger than the
   * bucket's item size limit, where the server refuses every insert ({@code E2BIG}). The size is a lower bound of the
   * JSON document: braces, and per field its quoted name and value, a colon and a comma.
   */
  static void check(PropertyReader in) {
    String distribution = in.other(CoreWorkload.FIELD_LENGTH_DISTRIBUTION_PROPERTY);
    if (distribution != null && !"constant".equalsIgnoreCase(distribution)) {
      return;
    }
    String countText = in.other(CoreWorkload.FIELD_COUNT_PROPERTY);
    String lengthText = in.other(CoreWorkload.FIELD_LENGTH_PROPERTY);
    long count;
    long length;
    try {
      count = Long.parseLong(countText == null ? CoreWorkload.FIELD_COUNT_PROPERTY_DEFAULT : countText);
      length = Long.parseLong(lengthText == null ? CoreWorkload.FIELD_LENGTH_PROPERTY_DEFAULT : lengthText);
    } catch (NumberFormatException e) {
      return; // core refuses these itself
    }
    String prefix = in.other(CoreWorkload.FIELD_NAME_PREFIX);
    prefix = prefix == null ? CoreWorkload.FIELD_NAME_PREFIX_DEFAULT : prefix;
    long bytes = 2;
    for (long i = 0; i < count && bytes <= MAX_ITEM_BYTES; i++) {
      bytes += prefix.length() + String.valueOf(i).length() + length + 6;
    }
    if (bytes > MAX_ITEM_BYTES) {
      throw new InvalidPropertyException(CoreWorkload.FIELD_LENGTH_PROPERTY, String.valueOf(length),
          "documents of at most " + MAX_ITEM_BYTES + " bytes, the bucket's item size limit"
          + " (20 MiB): " + CoreWorkload.FIELD_COUNT_PROPERTY + "=" + count + " fields of " + length
          + " bytes make JSON documents of at least " + bytes + " bytes, which the server refuses on every insert;"
          + " lower " + CoreWorkload.FIELD_COUNT_PROPERTY + " or " + CoreWorkload.FIELD_LENGTH_PROPERTY);
    }
  }
}
