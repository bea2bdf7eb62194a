/*
 * Upstream YCSB's JUnit 4 test of AerospikeClient's scan; scripts/upstream-pr writes it with upstream's licence
 * header (commit 9 of the aerospike series). UpstreamPrIT runs it in upstream's build.
 */
package site.ycsb.db;

import static org.junit.Assert.assertEquals;
import static org.junit.Assert.assertTrue;

import java.util.HashMap;
import java.util.Vector;

import org.junit.Test;

import site.ycsb.ByteIterator;
import site.ycsb.Status;

/**
 * The scan is implemented (before: {@code ERROR}, "Scan not implemented", for every scan): a scan of no records
 * answers {@code OK} with no rows, without a server. What a scan of records returns needs a server (see the README).
 */
public class AerospikeScanTest {

  @Test
  public void aScanOfNoRecordsIsOkWithoutAServer() {
    AerospikeClient db = new AerospikeClient();
    Vector<HashMap<String, ByteIterator>> rows = new Vector<HashMap<String, ByteIterator>>();
    assertEquals(Status.OK, db.scan("usertable", "user1", 0, null, rows));
    assertTrue(rows.toString(), rows.isEmpty());
  }
}
