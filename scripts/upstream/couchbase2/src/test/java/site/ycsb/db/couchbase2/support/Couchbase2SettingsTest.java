/*
 * Upstream YCSB's JUnit 4 test of the couchbase2 binding's settings; scripts/upstream-pr writes it with upstream's
 * licence header (commits 3 to 7 of the couchbase2 series). It runs in upstream's build only (this project's tests are
 * JUnit 5): UpstreamPrIT runs it there.
 */
package site.ycsb.db.couchbase2.support;

import static org.junit.Assert.assertEquals;
import static org.junit.Assert.assertFalse;
import static org.junit.Assert.assertTrue;
import static org.junit.Assert.fail;

import java.util.Properties;

import org.junit.Test;

/**
 * The binding's properties, without a server: the defaults (updates replace documents and nothing is retried, as
 * before), merge and retries opt-in, and one-line refusals of bad values, misspelled names and settings N1QL cannot
 * carry out.
 */
public class Couchbase2SettingsTest {

  private static Couchbase2Settings settings(String... keyValues) {
    Properties props = new Properties();
    for (int i = 0; i < keyValues.length; i += 2) {
      props.setProperty(keyValues[i], keyValues[i + 1]);
    }
    return Couchbase2Settings.from(props);
  }

  private static String refusal(String... keyValues) {
    try {
      settings(keyValues);
    } catch (InvalidPropertyException e) {
      assertFalse(e.getMessage(), e.getMessage().contains("\n"));
      return e.getMessage();
    }
    fail("accepted " + keyValues[0] + "=" + keyValues[1]);
    return null;
  }

  @Test
  public void aBadValueIsRefusedWithOneLineNamingThePropertyAndTheValidValues() {
    String refused = refusal("couchbase.persistTo", "9");
    assertTrue(refused, refused.contains("couchbase.persistTo") && refused.contains("0 to 4"));
    refused = refusal("couchbase.kvEndpoints", "many");
    assertTrue(refused, refused.contains("couchbase.kvEndpoints") && refused.contains("'many'"));
    refused = refusal("couchbase.epoll", "yes");
    assertTrue(refused, refused.contains("couchbase.epoll") && refused.contains("true or false"));
    refused = refusal("couchbase.replicateTo", " ");
    assertTrue(refused, refused.contains("couchbase.replicateTo") && refused.contains("leave the property out"));
  }

  @Test
  public void durabilityAndUnansweredMutationsAreRefusedWithN1ql() {
    String refused = refusal("couchbase.kv", "false", "couchbase.persistTo", "1");
    assertTrue(refused, refused.contains("couchbase.persistTo") && refused.contains("couchbase.kv=false"));
    refused = refusal("couchbase.kv", "false", "couchbase.syncMutationResponse", "false");
    assertTrue(refused, refused.contains("couchbase.syncMutationResponse") && refused.contains("couchbase.kv=false"));
  }

  @Test
  public void theSettingsInEffectAreOneLineWithThePasswordMasked() {
    Couchbase2Settings settings = settings("couchbase.password", "s3cret", "couchbase.persistTo", "2");
    assertEquals(2, settings.getPersistToNodes());
    String line = settings.describe();
    assertTrue(line, line.contains("persistTo=2") && line.contains("password=*****"));
    assertFalse(line, line.contains("s3cret") || line.contains("\n"));
  }

  @Test
  public void updatesReplaceDocumentsByDefaultAndMergeIsOptIn() {
    assertEquals(UpdateMode.REPLACE, settings().getUpdateMode());
    assertEquals(UpdateMode.MERGE, settings("couchbase.update", "merge").getUpdateMode());
    assertEquals(UpdateMode.UPSERT, settings("couchbase.update", "upsert").getUpdateMode());
  }

  @Test
  public void withN1qlUpdatesSetTheGivenFieldsAsBeforeAndAReplaceAskedForIsRefused() {
    assertEquals(UpdateMode.MERGE, settings("couchbase.kv", "false").getUpdateMode());
    String refused = refusal("couchbase.kv", "false", "couchbase.update", "replace");
    assertTrue(refused, refused.contains("couchbase.update") && refused.contains("couchbase.kv=false"));
    refused = refusal("couchbase.kv", "false", "couchbase.replicateTo", "1");
    assertTrue(refused, refused.contains("couchbase.replicateTo"));
  }

  @Test
  public void nothingIsRetriedByDefaultAndRetriesAreOptIn() {
    assertEquals(0, settings().getTemporaryFailureRetries());
    assertEquals(60, settings("couchbase.temporaryFailureRetries", "60").getTemporaryFailureRetries());
    String refused = refusal("couchbase.temporaryFailureRetries", "-1");
    assertTrue(refused, refused.contains("couchbase.temporaryFailureRetries"));
  }

  @Test
  public void aMisspelledOrUnknownNameIsRefusedWithOneLine() {
    String refused = refusal("couchbase.updat", "merge");
    assertTrue(refused, refused.contains("couchbase.updat") && refused.contains("couchbase.update"));
    refused = refusal("couchbase.update", "sometimes");
    assertTrue(refused, refused.contains("couchbase.update") && refused.contains("merge"));
  }

  @Test
  public void timeoutsAndSeedPortsAreCheckedBeforeConnecting() {
    String refused = refusal("couchbase.kvTimeout", "0");
    assertTrue(refused, refused.contains("couchbase.kvTimeout") && refused.contains("1 or more"));
    refused = refusal("couchbase.host", "127.0.0.1:8092");
    assertTrue(refused, refused.contains("couchbase.bootstrapCarrierPort (11210)")
        && refused.contains("couchbase.bootstrapHttpPort (8091)"));
  }

  @Test
  public void aUserWithoutAPasswordAndTlsWithoutAStoreAreRefused() {
    String refused = refusal("couchbase.username", "ycsb");
    assertTrue(refused, refused.contains("'couchbase.password'") && refused.contains("user 'ycsb'"));
    refused = refusal("couchbase.sslEnabled", "true");
    assertTrue(refused, refused.contains("couchbase.sslTruststoreFile"));
  }
}
