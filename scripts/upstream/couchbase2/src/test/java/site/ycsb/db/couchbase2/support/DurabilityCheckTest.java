/*
 * Upstream YCSB's JUnit 4 test of the couchbase2 binding's durability refusal; scripts/upstream-pr writes it with
 * upstream's licence header (commit 17 of the couchbase2 series). It runs in upstream's build only (this project's
 * tests are JUnit 5): UpstreamPrIT runs it there.
 */
package site.ycsb.db.couchbase2.support;

import static org.junit.Assert.assertNull;
import static org.junit.Assert.assertTrue;

import com.couchbase.client.core.config.BucketConfig;
import com.couchbase.client.core.config.parser.BucketConfigParser;
import java.util.Properties;
import org.junit.Test;

/**
 * Durability a bucket cannot give is refused at init in one line, from the bucket's configuration as a one-node
 * cluster with one replica configured sends it (the SDK's own parser reads it; no server needed).
 */
public class DurabilityCheckTest {

  private static final String ONE_NODE_ONE_REPLICA = "{\"rev\":1,\"name\":\"usertable\",\"uuid\":\"u\","
      + "\"nodeLocator\":\"vbucket\",\"bucketType\":\"membase\",\"nodes\":[{\"hostname\":\"127.0.0.1:8091\","
      + "\"ports\":{\"direct\":11210}}],\"vBucketServerMap\":{\"hashAlgorithm\":\"CRC\",\"numReplicas\":1,"
      + "\"serverList\":[\"127.0.0.1:11210\"],\"vBucketMap\":[[0,-1],[0,-1]]}}";

  private static Couchbase2Settings settings(String persistTo, String replicateTo) {
    Properties props = new Properties();
    props.setProperty("couchbase.persistTo", persistTo);
    props.setProperty("couchbase.replicateTo", replicateTo);
    return Couchbase2Settings.from(props);
  }

  @Test
  public void moreReplicasOrNodesThanTheBucketHasAreRefused() {
    BucketConfig config = BucketConfigParser.parse(ONE_NODE_ONE_REPLICA, null, "127.0.0.1");
    assertNull(DurabilityCheck.impossible(config, settings("0", "0")));
    assertNull(DurabilityCheck.impossible(config, settings("1", "1")));
    String refused = DurabilityCheck.impossible(config, settings("0", "2"));
    assertTrue(refused, refused.startsWith("couchbase.replicateTo=2 waits for 2 replicas but bucket 'usertable'"
        + " has 1 replica"));
    refused = DurabilityCheck.impossible(config, settings("3", "0"));
    assertTrue(refused, refused.startsWith("couchbase.persistTo=3 waits for 3 nodes"));
  }

  @Test
  public void aReplicaConfiguredButNotPlacedIsNamed() {
    BucketConfig config = BucketConfigParser.parse(ONE_NODE_ONE_REPLICA, null, "127.0.0.1");
    assertNull(DurabilityCheck.unplaced(config, settings("1", "0")));
    String unplaced = DurabilityCheck.unplaced(config, settings("0", "1"));
    assertTrue(unplaced, unplaced.contains("replica 1 is not placed for 2 of 2 partitions (1 node"));
  }
}
