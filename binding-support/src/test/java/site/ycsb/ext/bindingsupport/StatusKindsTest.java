/*
 * Copyright (c) 2026 ycsb-ext contributors.
 * Licensed under the Apache License, Version 2.0 (http://www.apache.org/licenses/LICENSE-2.0).
 */
package site.ycsb.ext.bindingsupport;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertSame;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.util.concurrent.TimeoutException;
import org.junit.jupiter.api.Test;
import site.ycsb.Status;

/** One described status per exception class, capped, and the library's own exception found in a chain. */
class StatusKindsTest {

  @Test
  void eachClassGetsOneStatusNamingItsFirstCauseUntilTheCap() {
    StatusKinds kinds = new StatusKinds(Status.ERROR, 2);
    Status first = kinds.of(new IllegalStateException("no  bucket\nhere"), "x could not be met: ");
    assertEquals("ERROR", first.getName());
    assertEquals("x could not be met: IllegalStateException: no bucket here (the first of its kind; all are"
        + " counted as ERROR)", first.getDescription());
    assertSame(first, kinds.of(new IllegalStateException("another")), "built once per class");
    assertEquals("TimeoutException (the first of its kind; all are counted as ERROR)",
        kinds.of(new TimeoutException()).getDescription());
    assertSame(Status.ERROR, kinds.of(new IllegalArgumentException("third class")), "past the cap: the plain one");
    StatusKinds longOnes = new StatusKinds(Status.ERROR, 1);
    assertEquals("IllegalStateException: " + "y".repeat(StatusKinds.MAX_MESSAGE_CHARS) + "... (the first of its"
        + " kind; all are counted as ERROR)", longOnes.of(new IllegalStateException("y".repeat(500)))
        .getDescription());
  }

  @Test
  void theFirstExceptionOfThePackageInTheChainIsFound() {
    IOException own = new IOException("disk");
    RuntimeException wrapper = new IllegalStateException("wrapped", new UncheckedIOException(own));
    assertSame(own, StatusKinds.firstFrom(wrapper, "java.io.IOException"));
    assertSame(wrapper.getCause(), StatusKinds.firstFrom(wrapper, "java.io."));
    assertSame(wrapper, StatusKinds.firstFrom(wrapper, "com.example."));
  }
}
