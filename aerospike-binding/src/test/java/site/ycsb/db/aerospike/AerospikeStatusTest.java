/*
 * Copyright (c) 2026 ycsb-ext contributors.
 * Licensed under the Apache License, Version 2.0 (http://www.apache.org/licenses/LICENSE-2.0).
 */
package site.ycsb.db.aerospike;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.HashSet;
import java.util.Set;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

import com.aerospike.client.AerospikeException;

import site.ycsb.Status;

/** The mapping of client failures to statuses. */
class AerospikeStatusTest {

  @ParameterizedTest(name = "result code {0} -> {1}")
  @CsvSource({
      "9, TIMEOUT", "2, NOT_FOUND", "5, KEY_EXISTS", "14, KEY_BUSY", "32, KEY_BUSY", "18, OVERLOAD",
      "8, OVERLOAD", "-7, OVERLOAD", "-12, SERVICE_UNAVAILABLE", "-8, SERVICE_UNAVAILABLE", "11, SERVICE_UNAVAILABLE",
      "1, ERROR", "4, ERROR"})
  void serverResultCodesMapToDistinctStatuses(int resultCode, String status) {
    assertEquals(status, AerospikeStatus.of(new AerospikeException(resultCode), false).getName());
  }

  @Test
  void clientTimeoutIsTimeoutEvenForAWriteInDoubt() {
    AerospikeException.Timeout timeout = new AerospikeException.Timeout(new com.aerospike.client.policy.Policy(), true);
    timeout.setInDoubt(true);
    assertEquals(AerospikeStatus.TIMEOUT, AerospikeStatus.of(timeout, true));
  }

  @Test
  void lostConnectionIsInDoubtForWritesAndUnavailableForReads() {
    AerospikeException.Connection lost = new AerospikeException.Connection("connection reset");
    lost.setInDoubt(true);
    assertEquals(AerospikeStatus.IN_DOUBT, AerospikeStatus.of(lost, true));
    assertEquals(Status.SERVICE_UNAVAILABLE, AerospikeStatus.of(lost, false));
    AerospikeException.Connection refused = new AerospikeException.Connection("connection refused");
    assertEquals(Status.SERVICE_UNAVAILABLE, AerospikeStatus.of(refused, true));
  }

  @Test
  void statusNamesAreDistinct() {
    Set<String> names = new HashSet<>();
    for (Status s : new Status[] {AerospikeStatus.TIMEOUT, AerospikeStatus.KEY_BUSY, AerospikeStatus.OVERLOAD,
        AerospikeStatus.IN_DOUBT, AerospikeStatus.KEY_EXISTS, Status.SERVICE_UNAVAILABLE, Status.ERROR,
        Status.NOT_FOUND}) {
      names.add(s.getName());
    }
    assertEquals(8, names.size());
  }

  @Test
  void errorCarriesTheResultCodeAndMeaningAndIsBuiltOncePerCode() {
    Status first = AerospikeStatus.of(new AerospikeException(25), false);
    assertEquals("ERROR", first.getName());
    assertEquals("Error 25: Enterprise only", first.getDescription());
    assertSame(first, AerospikeStatus.of(new AerospikeException(25), true), "cached per result code");
    assertEquals("Error 4: Parameter error", AerospikeStatus.error(4).getDescription());
    assertSame(Status.ERROR, AerospikeStatus.error(100_000), "out-of-range codes share core's ERROR");
  }

  @Test
  void keyExistsSaysHowToRunAgain() {
    String description = AerospikeStatus.KEY_EXISTS.getDescription();
    assertTrue(description.contains("insertstart") && description.contains("as.insert=replace"), description);
  }
}
