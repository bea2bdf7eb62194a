/*
 * Upstream YCSB's JUnit 4 test of the couchbase3 binding's refusal of seeds nothing listens on; scripts/upstream-pr
 * writes it with upstream's licence header (commit 11 of the couchbase3 series). It runs in upstream's build only
 * (this project's tests are JUnit 5): UpstreamPrIT runs it there.
 */
package site.ycsb.db.couchbase3.support;

import static org.junit.Assert.assertTrue;
import static org.junit.Assert.fail;

import java.net.InetAddress;
import java.net.ServerSocket;
import java.util.Properties;

import org.junit.Test;

/**
 * Seeds that all refuse the connection (nothing listens on their key-value port) fail the bootstrap at once, in one
 * line naming them, instead of after couchbase.connectTimeout. The seed is a loopback port that was just closed.
 */
public class RefusedSeedsTest {

  @Test(timeout = 120000)
  public void seedsThatAllRefuseTheConnectionFailAtOnceInOneLine() throws Exception {
    int closed;
    try (ServerSocket probe = new ServerSocket(0, 1, InetAddress.getLoopbackAddress())) {
      closed = probe.getLocalPort();
    }
    Properties props = new Properties();
    props.setProperty("couchbase.host", "127.0.0.1");
    props.setProperty("couchbase.bootstrapCarrierPort", Integer.toString(closed));
    props.setProperty("couchbase.bootstrapHttpPort", Integer.toString(closed));
    props.setProperty("couchbase.password", "secret");
    props.setProperty("couchbase.connectTimeout", "8000");
    long start = System.nanoTime();
    try {
      SharedCluster.acquire(Couchbase3Settings.from(props)).release();
      fail("connected to a port nothing listens on");
    } catch (IllegalStateException e) {
      long ms = (System.nanoTime() - start) / 1000000;
      assertTrue(e.getMessage(), e.getMessage().contains("every seed refused the connection to its key-value port"
          + " (127.0.0.1:" + closed + ": connection refused"));
      assertTrue(e.getMessage(), !e.getMessage().contains("\n"));
      assertTrue(ms + " ms", ms < 6000);
    }
  }
}
