/*
 * Upstream YCSB's JUnit 4 test of the couchbase3 binding's shared connection; scripts/upstream-pr writes it with
 * upstream's licence header (commit 9 of the couchbase3 series). It runs in upstream's build only (this project's
 * tests are JUnit 5): UpstreamPrIT runs it there.
 */
package site.ycsb.db.couchbase3.support;

import static org.junit.Assert.assertEquals;
import static org.junit.Assert.assertFalse;
import static org.junit.Assert.assertTrue;
import static org.junit.Assert.fail;

import java.net.InetAddress;
import java.net.ServerSocket;
import java.util.Properties;

import org.junit.Test;

/**
 * A cluster that does not answer fails the connection within couchbase.connectTimeout with one line naming what was
 * tried, and every later thread with the same settings fails at once with the same line. The cluster is a loopback
 * listener that accepts connections and never answers.
 */
public class SharedClusterTest {

  private static String failure(Couchbase3Settings settings) {
    try {
      SharedCluster.acquire(settings).release();
    } catch (IllegalStateException e) {
      return e.getMessage();
    }
    fail("connected to a listener that never answers");
    return null;
  }

  @Test(timeout = 120000)
  public void aSilentClusterFailsOnceWithOneLineAndTheOtherThreadsAtOnce() throws Exception {
    try (ServerSocket silent = new ServerSocket(0, 50, InetAddress.getLoopbackAddress())) {
      Properties props = new Properties();
      props.setProperty("couchbase.host", "127.0.0.1");
      props.setProperty("couchbase.bootstrapCarrierPort", Integer.toString(silent.getLocalPort()));
      props.setProperty("couchbase.bootstrapHttpPort", Integer.toString(silent.getLocalPort()));
      props.setProperty("couchbase.password", "secret");
      props.setProperty("couchbase.connectTimeout", "1500");
      Couchbase3Settings settings = Couchbase3Settings.from(props);
      String first = failure(settings);
      assertFalse(first, first.contains("\n") || first.contains("secret"));
      assertTrue(first, first.startsWith("cannot open bucket 'default' on 127.0.0.1 as 'default' (ports tried: "
          + silent.getLocalPort()));
      assertTrue(first, first.contains("connectTimeout 1500 ms"));
      assertEquals(first, failure(settings));
    }
  }
}
