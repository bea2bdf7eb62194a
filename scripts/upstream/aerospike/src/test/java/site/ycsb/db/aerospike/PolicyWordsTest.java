/*
 * Upstream YCSB's JUnit 4 test of the aerospike binding's property names and policy words; scripts/upstream-pr
 * writes it with upstream's licence header (commit 7 of the aerospike series). It runs in upstream's build only
 * (this project's tests are JUnit 5): UpstreamPrIT runs it there.
 */
package site.ycsb.db.aerospike;

import static org.junit.Assert.assertEquals;
import static org.junit.Assert.assertTrue;

import com.aerospike.client.policy.CommitLevel;
import com.aerospike.client.policy.ReadModeAP;
import com.aerospike.client.policy.Replica;

import java.util.HashSet;
import java.util.Locale;
import java.util.Set;

import org.junit.Test;

/**
 * The words of the policy properties name the client's values, their defaults are the client's own, and updates
 * replace records by default, as before.
 */
public class PolicyWordsTest {

  @Test
  public void theDefaultsAreTheClientsAndUpdatesReplaceRecords() {
    assertEquals("replace", AerospikeProperties.UPDATE_DEFAULT);
    assertEquals("create", AerospikeProperties.INSERT_DEFAULT);
    assertEquals("all", AerospikeProperties.COMMIT_LEVEL_DEFAULT);
    assertEquals("one", AerospikeProperties.READ_MODE_AP_DEFAULT);
    assertEquals("sequence", AerospikeProperties.REPLICA_DEFAULT);
    assertEquals("10000", AerospikeProperties.TOTAL_TIMEOUT_DEFAULT);
  }

  @Test
  public void eachWordNamesTheClientsValue() {
    assertEquals(CommitLevel.COMMIT_MASTER, PolicyWords.CommitLevelWord.MASTER.level());
    assertEquals("master", PolicyWords.CommitLevelWord.MASTER.word());
    assertEquals(ReadModeAP.ALL, PolicyWords.ReadModeApWord.ALL.mode());
    assertEquals(Replica.MASTER, PolicyWords.ReplicaWord.MASTER.replica());
    assertEquals("prefer_rack", PolicyWords.ReplicaWord.PREFER_RACK.word());
  }

  @Test
  public void everyWordIsLowerCaseAndUniqueInItsSet() {
    for (PolicyWords.Worded[] words : new PolicyWords.Worded[][] {PolicyWords.CommitLevelWord.values(),
        PolicyWords.ReadModeApWord.values(), PolicyWords.ReadModeScWord.values(), PolicyWords.ReplicaWord.values()}) {
      Set<String> seen = new HashSet<>();
      for (PolicyWords.Worded word : words) {
        assertEquals(word.word().toLowerCase(Locale.ROOT), word.word());
        assertTrue(word.word(), seen.add(word.word()));
      }
    }
  }
}
