/*
 * Upstream YCSB's JUnit 4 test of the aerospike binding's settings; scripts/upstream-pr writes it with upstream's
 * licence header (commit 7 of the aerospike series). It runs in upstream's build only (this project's tests are
 * JUnit 5): UpstreamPrIT runs it there.
 */
package site.ycsb.db.aerospike;

import static org.junit.Assert.assertEquals;
import static org.junit.Assert.assertTrue;
import static org.junit.Assert.fail;

import com.aerospike.client.policy.CommitLevel;
import com.aerospike.client.policy.ReadModeAP;
import com.aerospike.client.policy.RecordExistsAction;
import com.aerospike.client.policy.Replica;

import java.util.Properties;

import org.junit.Test;

/**
 * The binding's properties as client policies, without a server: the defaults (updates replace records, as
 * before), the policies a published benchmark sets, and one-line refusals of bad values and misspelled names.
 */
public class AerospikeSettingsTest {

  private static AerospikePolicies policies(String... keyValues) {
    Properties props = new Properties();
    for (int i = 0; i < keyValues.length; i += 2) {
      props.setProperty(keyValues[i], keyValues[i + 1]);
    }
    return new AerospikePolicies(AerospikeSettings.from(props));
  }

  private static String refusal(String... keyValues) {
    try {
      policies(keyValues);
    } catch (InvalidPropertyException e) {
      assertTrue(e.getMessage(), !e.getMessage().contains("\n"));
      return e.getMessage();
    }
    fail("accepted " + keyValues[0] + "=" + keyValues[1]);
    return null;
  }

  @Test
  public void updatesReplaceRecordsByDefaultAndMergeIsOptIn() {
    assertEquals(RecordExistsAction.REPLACE_ONLY, policies().update().recordExistsAction);
    assertEquals(RecordExistsAction.UPDATE_ONLY, policies("as.update", "merge").update().recordExistsAction);
    assertEquals(RecordExistsAction.CREATE_ONLY, policies().insert().recordExistsAction);
    assertEquals(RecordExistsAction.REPLACE, policies("as.insert", "replace").insert().recordExistsAction);
  }

  @Test
  public void thePoliciesAPublishedBenchmarkSetsAreProperties() {
    AerospikePolicies set = policies("as.commitLevel", "master", "as.readModeAP", "all", "as.replica", "master",
        "as.durableDelete", "true");
    assertEquals(CommitLevel.COMMIT_MASTER, set.update().commitLevel);
    assertEquals(CommitLevel.COMMIT_MASTER, set.insert().commitLevel);
    assertEquals(ReadModeAP.ALL, set.read().readModeAP);
    assertEquals(Replica.MASTER, set.read().replica);
    assertTrue(set.delete().durableDelete);
    AerospikePolicies defaults = policies();
    assertEquals(CommitLevel.COMMIT_ALL, defaults.update().commitLevel);
    assertEquals(ReadModeAP.ONE, defaults.read().readModeAP);
    assertEquals(Replica.SEQUENCE, defaults.read().replica);
  }

  @Test
  public void asTimeoutKeepsItsMeaningTheTotalTimeoutOfEachCommand() {
    AerospikePolicies set = policies("as.timeout", "2500");
    assertEquals(2500, set.read().totalTimeout);
    assertEquals(2500, set.update().totalTimeout);
  }

  @Test
  public void aBadValueIsOneLineNamingThePropertyAndTheValidValues() {
    String message = refusal("as.commitLevel", "everyone");
    assertTrue(message, message.contains("as.commitLevel") && message.contains("everyone")
        && message.contains("all") && message.contains("master"));
  }

  @Test
  public void aMisspelledNameIsRefusedWithTheClosestKnownOne() {
    String message = refusal("as.comitLevel", "master");
    assertTrue(message, message.contains("as.comitLevel") && message.contains("as.commitLevel"));
  }
}
