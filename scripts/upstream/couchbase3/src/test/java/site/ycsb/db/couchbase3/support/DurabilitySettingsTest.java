/*
 * Upstream YCSB's JUnit 4 test of the couchbase3 binding's durability settings; scripts/upstream-pr writes it with
 * upstream's licence header (commit 8 of the couchbase3 series). It runs in upstream's build only (this project's
 * tests are JUnit 5): UpstreamPrIT runs it there.
 */
package site.ycsb.db.couchbase3.support;

import static org.junit.Assert.assertEquals;
import static org.junit.Assert.assertFalse;
import static org.junit.Assert.assertTrue;
import static site.ycsb.db.couchbase3.support.SettingsFixture.refusal;
import static site.ycsb.db.couchbase3.support.SettingsFixture.settings;

import com.couchbase.client.core.msg.kv.DurabilityLevel;
import com.couchbase.client.java.kv.PersistTo;
import com.couchbase.client.java.kv.ReplicateTo;

import org.junit.Test;

/**
 * Server-side durability levels (the fork's numbers or their names) and the legacy observe-based
 * persistTo/replicateTo, which exclude each other.
 */
public class DurabilitySettingsTest {

  @Test
  public void noDurabilityByDefault() {
    Couchbase3Settings settings = settings();
    assertEquals(DurabilityLevel.NONE, settings.getDurability());
    assertFalse(settings.hasDurability());
    assertFalse(settings.isLegacyDurability());
    assertTrue(settings.isMutationTokens());
  }

  @Test
  public void levelsByNumberOrByName() {
    assertEquals(DurabilityLevel.MAJORITY, settings("couchbase.durability=1").getDurability());
    assertEquals(DurabilityLevel.MAJORITY_AND_PERSIST_TO_ACTIVE,
        settings("couchbase.durability=Majority_And_Persist_To_Active").getDurability());
    assertEquals(DurabilityLevel.PERSIST_TO_MAJORITY, settings("couchbase.durability=3").getDurability());
    assertTrue(settings("couchbase.durability=majority").hasDurability());
    assertTrue(refusal("couchbase.durability", "couchbase.durability=4").contains("3 (persist_to_majority)"));
  }

  @Test
  public void legacyDurabilityWaitsForCopies() {
    Couchbase3Settings settings = settings("couchbase.persistTo=2", "couchbase.replicateTo=1");
    assertTrue(settings.isLegacyDurability());
    assertEquals(PersistTo.TWO, settings.getPersistTo());
    assertEquals(ReplicateTo.ONE, settings.getReplicateTo());
    assertEquals(1, settings.replicasNeeded());
    assertTrue(refusal("couchbase.replicateTo", "couchbase.replicateTo=4").contains("from 0 to 3"));
  }

  @Test
  public void bothFormsTogetherOrObservingWithoutTokensAreRefused() {
    assertTrue(refusal("couchbase.persistTo", "couchbase.durability=majority", "couchbase.persistTo=1")
        .contains("exclude each other"));
    assertTrue(refusal("couchbase.enableMutationToken", "couchbase.replicateTo=1",
        "couchbase.enableMutationToken=false").contains("mutation tokens"));
  }
}
