/*
 * Copyright (c) 2026 ycsb-ext contributors.
 * Licensed under the Apache License, Version 2.0 (http://www.apache.org/licenses/LICENSE-2.0).
 */
package site.ycsb.ext.bindingsupport;

import static org.junit.jupiter.api.Assertions.assertDoesNotThrow;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static site.ycsb.ext.bindingsupport.PropertyReaderTest.reader;

import org.junit.jupiter.api.Test;

/** The document checks at init: an expiry that would end after 2038 and a document over the item size limit. */
class DocumentChecksTest {
  /** 2026-01-01T00:00:00Z, in ms. */
  private static final long NOW_MS = 1_767_225_600_000L;

  @Test
  void anExpiryEndingAfter2038IsRefusedAndTheLastOneThatFitsIsKept() {
    long latest = DocumentExpiry.LAST_UNIX_SEC - NOW_MS / 1000;
    assertEquals((int) latest, DocumentExpiry.read(reader("x.expiry", String.valueOf(latest)), "x.expiry", "0",
        NOW_MS));
    InvalidPropertyException e = assertThrows(InvalidPropertyException.class,
        () -> DocumentExpiry.read(reader("x.expiry", String.valueOf(latest + 1)), "x.expiry", "0", NOW_MS));
    assertTrue(e.getMessage().startsWith("Invalid value '" + (latest + 1) + "' for property 'x.expiry': expected an"
        + " integer 0 to " + latest + " ("), e.getMessage());
  }

  @Test
  void documentsOverTheItemSizeLimitAreRefusedOnlyForConstantLengths() {
    InvalidPropertyException e = assertThrows(InvalidPropertyException.class,
        () -> DocumentSizeCheck.check(reader("fieldcount", "1", "fieldlength", "21000000")));
    assertTrue(e.getMessage().startsWith("Invalid value '21000000' for property 'fieldlength': expected documents of"
        + " at most " + DocumentSizeCheck.MAX_ITEM_BYTES + " bytes"), e.getMessage());
    assertDoesNotThrow(() -> DocumentSizeCheck.check(reader("fieldcount", "1", "fieldlength", "20000000")));
    assertDoesNotThrow(() -> DocumentSizeCheck.check(reader("fieldcount", "1", "fieldlength", "21000000",
        "fieldlengthdistribution", "uniform")));
  }
}
