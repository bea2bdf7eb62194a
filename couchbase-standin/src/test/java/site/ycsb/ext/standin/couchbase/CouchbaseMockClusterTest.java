/*
 * Copyright (c) 2026 ycsb-ext contributors.
 * Licensed under the Apache License, Version 2.0 (http://www.apache.org/licenses/LICENSE-2.0).
 */
package site.ycsb.ext.standin.couchbase;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.couchbase.client.core.config.BucketConfig;
import com.couchbase.client.core.config.NodeInfo;
import com.couchbase.client.core.message.cluster.GetClusterConfigRequest;
import com.couchbase.client.core.message.cluster.GetClusterConfigResponse;
import com.couchbase.client.core.service.ServiceType;
import com.couchbase.client.java.Bucket;
import com.couchbase.client.java.Cluster;
import com.couchbase.client.java.CouchbaseCluster;
import com.couchbase.client.java.env.CouchbaseEnvironment;
import java.io.DataInputStream;
import java.io.IOException;
import java.net.ConnectException;
import java.net.InetAddress;
import java.net.ServerSocket;
import java.net.Socket;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.ByteBuffer;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;

/** Where the cluster listens and what it tells clients about itself. */
class CouchbaseMockClusterTest {
  private static final Pattern NODE_VERSION = Pattern.compile("\"version\":\"([^\"]*)\"");

  @Test
  void everyNodeReportsAVersionEndingInStandinOnEveryNodesAddress() throws Exception {
    try (CouchbaseMockCluster mock = CouchbaseMockCluster.start(3, 1, "marked")) {
      for (int node = 1; node <= 3; node++) {
        String config = httpGet("127.0.0." + node, mock.httpPort(), "/pools/default/buckets/marked");
        List<String> versions = new ArrayList<>();
        Matcher m = NODE_VERSION.matcher(config);
        while (m.find()) {
          versions.add(m.group(1));
        }
        assertEquals(3, versions.size(), config);
        for (String version : versions) {
          assertTrue(version.endsWith(StandinNode.VERSION_SUFFIX), config);
        }
      }
      String pools = httpGet("127.0.0.1", mock.httpPort(), "/pools");
      assertTrue(pools.contains("\"implementationVersion\":\"9.9.9" + StandinNode.VERSION_SUFFIX + "\""), pools);
    }
  }

  @Test
  void noQueryServiceIsAdvertisedOverHttpOrTheKeyValueProtocolNorSeenBySdk2() throws Exception {
    try (CouchbaseMockCluster mock = CouchbaseMockCluster.start(2, 1, "noquery")) {
      for (String path : new String[] {"/pools/default/buckets/noquery", "/pools/default/b/noquery"}) {
        String config = httpGet("127.0.0.1", mock.httpPort(), path);
        assertTrue(config.contains("\"kv\":" + mock.carrierPort(1)), config);
        assertFalse(config.contains("n1ql"), path + ": " + config);
      }
      for (int node = 0; node < 2; node++) {
        String cccp = cccpConfig("127.0.0." + (node + 1), mock.carrierPort(node));
        assertTrue(cccp.contains("\"mgmt\":"), cccp);
        assertFalse(cccp.contains("n1ql"), cccp);
      }
      CouchbaseEnvironment env = PatientSdk2.builder().bootstrapHttpDirectPort(mock.httpPort())
          .bootstrapCarrierDirectPort(mock.carrierPort()).build();
      Cluster cluster = CouchbaseCluster.create(env, "127.0.0.1");
      try {
        Bucket bucket = cluster.openBucket("noquery", "", 60, TimeUnit.SECONDS);
        BucketConfig config = bucket.core().<GetClusterConfigResponse>send(new GetClusterConfigRequest())
            .toBlocking().single().config().bucketConfig("noquery");
        assertEquals(2, config.nodes().size());
        for (NodeInfo node : config.nodes()) {
          assertTrue(node.services().containsKey(ServiceType.BINARY), node.toString());
          assertFalse(node.services().containsKey(ServiceType.QUERY), node.toString());
        }
      } finally {
        cluster.disconnect();
        env.shutdown();
      }
    }
  }

  /* The cluster map a node serves over the key-value protocol (GET_CLUSTER_CONFIG, 0xb5), as a string. */
  private static String cccpConfig(String address, int port) throws IOException {
    try (Socket socket = new Socket(InetAddress.getByName(address), port)) {
      socket.setSoTimeout(60_000);
      byte[] request = new byte[24];
      request[0] = (byte) 0x80;
      request[1] = (byte) 0xb5;
      socket.getOutputStream().write(request);
      DataInputStream in = new DataInputStream(socket.getInputStream());
      byte[] header = new byte[24];
      in.readFully(header);
      assertEquals(0, ByteBuffer.wrap(header).getShort(6), "status");
      byte[] body = new byte[ByteBuffer.wrap(header).getInt(8)];
      in.readFully(body);
      return new String(body, StandardCharsets.UTF_8);
    }
  }

  @Test
  void eachNodeListensOnItsOwnLoopbackAddressOnly() throws Exception {
    try (CouchbaseMockCluster mock = CouchbaseMockCluster.start(2, 0, "own")) {
      for (int node = 0; node < 2; node++) {
        connect("127.0.0." + (node + 1), mock.carrierPort(node));
        int port = mock.carrierPort(node);
        assertThrows(ConnectException.class, () -> connect("127.0.0.9", port), "node " + node);
      }
      int httpPort = mock.httpPort();
      assertThrows(ConnectException.class, () -> connect("127.0.0.9", httpPort), "the HTTP port");
    }
  }

  @Test
  void bindAllListensOnEveryAddressAndStillAdvertisesLoopbackAddresses() throws Exception {
    try (CouchbaseMockCluster mock = CouchbaseMockCluster.start(2, 0, "all", 0, 0, true)) {
      connect("127.0.0.9", mock.carrierPort(1));
      connect("127.0.0.9", mock.httpPort());
      String config = httpGet("127.0.0.1", mock.httpPort(), "/pools/default/buckets/all");
      assertTrue(config.contains("\"127.0.0.2:" + mock.carrierPort(1) + "\""), config);
    }
  }

  @Test
  void kvPortBaseGivesNodeIPortBasePlusI() throws Exception {
    IOException last = null;
    for (int attempt = 0; attempt < 5; attempt++) {
      int base = freePortBase(3);
      try (CouchbaseMockCluster mock = CouchbaseMockCluster.start(3, 1, "fixed", 0, base, false)) {
        for (int node = 0; node < 3; node++) {
          assertEquals(base + node, mock.carrierPort(node));
          connect("127.0.0." + (node + 1), base + node);
        }
        return;
      } catch (IOException e) {
        last = e; // another process took one of the ports meanwhile: try another base
      }
    }
    throw new AssertionError("no free key-value port range in 5 attempts", last);
  }

  @Test
  void outOfRangeKvPortBaseIsRefusedNamingIt() {
    IllegalArgumentException e = assertThrows(IllegalArgumentException.class,
        () -> CouchbaseMockCluster.start(3, 1, "bad", 0, 65534, false));
    assertEquals("the key-value port base must be 0 or 1 to 65533 for 3 nodes, got 65534", e.getMessage());
  }

  private static int freePortBase(int nodes) throws IOException {
    try (ServerSocket probe = new ServerSocket(0, 1, InetAddress.getByName("127.0.0.1"))) {
      int port = probe.getLocalPort();
      return port + nodes > 65535 ? port - nodes : port;
    }
  }

  private static void connect(String address, int port) throws IOException {
    try (Socket socket = new Socket(InetAddress.getByName(address), port)) {
      assertTrue(socket.isConnected());
    }
  }

  private static String httpGet(String address, int port, String path) throws Exception {
    HttpClient client = HttpClient.newBuilder().connectTimeout(Duration.ofSeconds(30)).build();
    HttpRequest request = HttpRequest.newBuilder(URI.create("http://" + address + ":" + port + path))
        .timeout(Duration.ofSeconds(60)).build();
    HttpResponse<String> response = client.send(request, HttpResponse.BodyHandlers.ofString());
    assertEquals(200, response.statusCode(), response.body());
    return response.body();
  }
}
