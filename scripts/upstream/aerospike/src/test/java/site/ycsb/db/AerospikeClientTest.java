/*
 * Upstream YCSB's JUnit 4 test of AerospikeClient's init; scripts/upstream-pr writes it with upstream's licence
 * header (commits 2, 4 and 6 to 8 of the aerospike series). UpstreamPrIT runs it in upstream's build.
 */
package site.ycsb.db;

import static org.junit.Assert.assertTrue;
import static org.junit.Assert.fail;

import java.io.IOException;
import java.net.InetAddress;
import java.net.ServerSocket;
import java.util.Properties;

import org.junit.Test;

import site.ycsb.DBException;

/** {@code init()} fails on one line, before and at the connection, without a server. */
public class AerospikeClientTest {

  private static String initFailure(Properties props) {
    AerospikeClient db = new AerospikeClient();
    db.setProperties(props);
    try {
      db.init();
    } catch (DBException e) {
      assertTrue(e.getMessage(), !e.getMessage().contains("\n"));
      return e.getMessage();
    }
    fail("init succeeded with " + props);
    return null;
  }

  @Test
  public void aBadPropertyFailsInitBeforeAnyConnection() {
    Properties props = new Properties();
    props.setProperty("as.host", "127.0.0.1");
    props.setProperty("as.port", "70000");
    String message = initFailure(props);
    assertTrue(message, message.contains("as.port") && message.contains("1 to 65535"));
  }

  @Test
  public void anUnknownPolicyWordIsRefusedWithTheValidOnes() {
    Properties props = new Properties();
    props.setProperty("as.host", "127.0.0.1");
    props.setProperty("as.port", "1");
    props.setProperty("as.commitLevel", "fast");
    String message = initFailure(props);
    assertTrue(message, message.contains("as.commitLevel") && message.contains("all or master"));
  }

  @Test
  public void aMisspelledPropertyIsRefusedWithTheClosestName() {
    Properties props = new Properties();
    props.setProperty("as.host", "127.0.0.1");
    props.setProperty("as.port", "1");
    props.setProperty("as.namepsace", "test");
    String message = initFailure(props);
    assertTrue(message, message.contains("as.namepsace") && message.contains("as.namespace"));
  }

  @Test
  public void aSeedListWithABadPortIsRefused() {
    Properties props = new Properties();
    // Bracketed IPv6 literals: an older binding fails on the name without a DNS lookup, too.
    props.setProperty("as.host", "[::1]:1,[::1]:70000");
    String message = initFailure(props);
    assertTrue(message, message.contains("as.host") && message.contains("host[:port]"));
  }

  @Test
  public void aRefusedPortIsNamedOnOneLine() throws IOException {
    int port;
    try (ServerSocket free = new ServerSocket(0, 1, InetAddress.getByName("127.0.0.1"))) {
      port = free.getLocalPort();
    }
    Properties props = new Properties();
    props.setProperty("as.host", "127.0.0.1:" + port);
    String message = initFailure(props);
    assertTrue(message, message.contains("127.0.0.1:" + port) && message.contains("refused the connection"));
  }
}
