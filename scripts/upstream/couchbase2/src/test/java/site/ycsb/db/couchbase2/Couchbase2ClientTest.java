/*
 * Upstream YCSB's JUnit 4 test of the couchbase2 binding's start-up; scripts/upstream-pr writes it with upstream's
 * licence header (commit 1 of the couchbase2 series; commits 2, 6 and 11 change it). It runs in upstream's build
 * only (this project's tests are JUnit 5): UpstreamPrIT runs it there.
 */
package site.ycsb.db.couchbase2;

import static org.junit.Assert.assertEquals;
import static org.junit.Assert.assertTrue;
import static org.junit.Assert.fail;

import com.sun.net.httpserver.HttpServer;
import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.net.InetAddress;
import java.net.InetSocketAddress;
import java.net.ServerSocket;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.Base64;
import java.util.Collections;
import java.util.List;
import java.util.Properties;
import org.junit.AfterClass;
import org.junit.BeforeClass;
import org.junit.Test;
import site.ycsb.DBException;

/**
 * The client's start-up without a Couchbase server: the SDK's bootstrap goes to loopback ports of this test, where
 * nothing listens on the key-value port and a small HTTP server refuses every request with 401 after noting the
 * login (user and password) and path of each.
 */
public class Couchbase2ClientTest {

  private static final List<String> REQUESTS = Collections.synchronizedList(new ArrayList<String>());
  private static HttpServer server;
  private static int keyValuePort;

  @BeforeClass
  public static void startServer() throws Exception {
    InetAddress loopback = InetAddress.getLoopbackAddress();
    server = HttpServer.create(new InetSocketAddress(loopback, 0), 0);
    server.createContext("/", exchange -> {
      String auth = exchange.getRequestHeaders().getFirst("Authorization");
      String login = auth == null ? "(none)" : new String(Base64.getDecoder().decode(auth.substring("Basic ".length())),
          StandardCharsets.UTF_8);
      REQUESTS.add(login + " " + exchange.getRequestURI().getPath());
      exchange.sendResponseHeaders(401, -1);
      exchange.close();
    });
    server.start();
    try (ServerSocket closed = new ServerSocket(0, 1, loopback)) {
      keyValuePort = closed.getLocalPort();
    }
  }

  @AfterClass
  public static void stopServer() {
    server.stop(0);
  }

  /** @return what the client logged during an init() with these properties, which fails */
  private static String failedInit(Properties props) throws Exception {
    props.setProperty("couchbase.host", "127.0.0.1");
    props.setProperty("couchbase.bootstrapHttpPort", String.valueOf(server.getAddress().getPort()));
    props.setProperty("couchbase.bootstrapCarrierPort", String.valueOf(keyValuePort));
    Couchbase2Client client = new Couchbase2Client();
    client.setProperties(props);
    PrintStream stderr = System.err;
    ByteArrayOutputStream logged = new ByteArrayOutputStream();
    System.setErr(new PrintStream(logged, true, "UTF-8"));
    try {
      client.init();
      fail("init() connected to a server that refuses every request");
    } catch (DBException expected) {
      // the server refused the login
    } finally {
      System.setErr(stderr);
    }
    String log = new String(logged.toByteArray(), StandardCharsets.UTF_8);
    stderr.print(log);
    return log;
  }

  @Test
  public void aFailedStartIsNotTriedAgainByTheNextInitWithTheSameSettings() throws Exception {
    Properties props = new Properties();
    props.setProperty("couchbase.bucket", "once");
    failedInit(props);
    String asked = REQUESTS.toString();
    failedInit(props);
    assertEquals("the requests after a second init() with the same settings", asked, REQUESTS.toString());
  }

  @Test
  public void aUsernameLogsInAsThatUserWithItsPassword() throws Exception {
    Properties props = new Properties();
    props.setProperty("couchbase.bucket", "rbac");
    props.setProperty("couchbase.username", "alice");
    props.setProperty("couchbase.password", "secret");
    failedInit(props);
    List<String> asked = new ArrayList<String>();
    synchronized (REQUESTS) {
      for (String request : REQUESTS) {
        if (request.contains("/rbac")) {
          asked.add(request.split(" ")[0]);
        }
      }
    }
    assertTrue("no request for bucket rbac: " + REQUESTS, !asked.isEmpty());
    for (String login : asked) {
      assertEquals("the user and password of a request for bucket rbac", "alice:secret", login);
    }
  }
}
