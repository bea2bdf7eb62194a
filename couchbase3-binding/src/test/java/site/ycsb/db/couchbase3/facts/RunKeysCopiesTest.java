/*
 * Copyright (c) 2026 ycsb-ext contributors.
 * Licensed under the Apache License, Version 2.0 (http://www.apache.org/licenses/LICENSE-2.0).
 */
package site.ycsb.db.couchbase3.facts;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;
import site.ycsb.ext.contract.RunKeys;

/** This binding keeps copies of shared keys (it is Java 8 and cannot import the run contract): they must not drift. */
class RunKeysCopiesTest {

  @Test
  void serverAndSettingPrefixesEqualTheRunContracts() {
    assertEquals(RunKeys.SERVER_PREFIX, FactKeys.SERVER_PREFIX);
    assertEquals(RunKeys.SETTING_PREFIX, FactKeys.SETTING_PREFIX);
  }

  @Test
  void warningKeysAreBindingWarningsTheEngineRecordsOutsideTheBindingsPrefix() {
    for (String key : new String[] {FactKeys.SHRINKING_UPDATES_WARNING,
        FactKeys.FAILURE_TOTALS_WARNING, FactKeys.SERVER_FACTS_WARNING,
        FactKeys.IGNORED_SDK2_SETTINGS_WARNING}) {
      assertTrue(RunKeys.isBindingWarning(key), key);
      assertTrue(key.startsWith("couchbase3.warning."), key);
      assertFalse(key.startsWith("couchbase."), key);
    }
  }
}
