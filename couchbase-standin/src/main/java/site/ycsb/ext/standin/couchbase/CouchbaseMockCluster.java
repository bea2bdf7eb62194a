/*
 * Copyright (c) 2026 ycsb-ext contributors.
 * Licensed under the Apache License, Version 2.0 (http://www.apache.org/licenses/LICENSE-2.0).
 */
package site.ycsb.ext.standin.couchbase;

import com.couchbase.mock.Bucket;
import com.couchbase.mock.Bucket.BucketType;
import com.couchbase.mock.BucketAlreadyExistsException;
import com.couchbase.mock.BucketConfiguration;
import com.couchbase.mock.CouchbaseMock;
import com.couchbase.mock.deps.org.apache.http.protocol.HttpRequestHandler;
import com.couchbase.mock.http.PoolsHandler;
import com.couchbase.mock.httpio.HttpServer;
import com.couchbase.mock.memcached.MemcachedServer;
import java.io.IOException;
import java.net.InetAddress;
import java.net.InetSocketAddress;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CountDownLatch;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Properties;

/**
 * A CouchbaseMock cluster over TCP: {@code nodes} nodes with {@code replicas} replicas of one couchbase bucket
 * (without a password unless one is given; SDK 3 needs one) (64 vBuckets), node {@code i} listening on and advertised as {@code 127.0.0.(i+1)}. SDK 2.x tells
 * nodes apart by host name only, so this is what makes a multi-node mock (and {@code couchbase.replicateTo}) work; a
 * mock started as it comes advertises every node under one name and the SDK times out. The HTTP (bootstrap,
 * management) port listens on 127.0.0.1 and is relayed from each other node's address. With {@code bindAll} every
 * port listens on all interfaces instead (the addresses advertised stay the same); the bucket has no password, so
 * anyone who reaches a port can read and write it.
 *
 * <p>Each node refuses what a real server refuses for the operations the {@code couchbase2} binding sends, with the
 * server's status ({@link KvServerRules}), applies durability requirements ({@link SyncWrites}) and reports its
 * version ending in {@value StandinNode#VERSION_SUFFIX}. The mock has no query service (N1QL) beyond canned answers
 * and injected errors, and the stand-in's cluster map ({@link ClusterMap}) lists none. The one starter of the
 * project: the demo, {@code bin/ycsb standin couchbase}, the binding's tests, the integration tests and the benchmarks
 * use it.
 *
 * <p>Usage: {@code try (CouchbaseMockCluster mock = CouchbaseMockCluster.start(3, 1, "ycsb")) {
 * props.putAll(mock.bindingProperties()); ... }}
 *
 * <p>{@link #start} and {@link #close} once each, from one thread; the getters and {@link #command} from any thread.
 */
public final class CouchbaseMockCluster implements AutoCloseable {
  /** Most nodes: each needs its own loopback address, 127.0.0.1 to 127.0.0.8. */
  public static final int MAX_NODES = 8;
  /** Most replicas a couchbase bucket has. */
  public static final int MAX_REPLICAS = 3;

  private final CouchbaseMock mock;
  private final List<TcpRelay> relays;
  private final TlsEndpoints tlsEndpoints;
  private final SyncWrites syncWrites;
  private final ClusterMap clusterMap;
  private NodeControlPort controlPort;
  private final StandinTls tls;
  private final String bucket;
  private final int nodes;
  private final int replicas;
  private final String password;

  private CouchbaseMockCluster(CouchbaseMock mock, List<TcpRelay> relays, TlsEndpoints tlsEndpoints,
      SyncWrites syncWrites, ClusterMap clusterMap, StandinTls tls, String bucket, int nodes, int replicas,
      String password) {
    this.clusterMap = clusterMap;
    this.mock = mock;
    this.relays = relays;
    this.tlsEndpoints = tlsEndpoints;
    this.syncWrites = syncWrites;
    this.tls = tls;
    this.bucket = bucket;
    this.nodes = nodes;
    this.replicas = replicas;
    this.password = password;
  }

  /** Starts the cluster on loopback with free ports; see {@link #start(int, int, String, int, int, boolean)}. */
  public static CouchbaseMockCluster start(int nodes, int replicas, String bucket) throws IOException {
    return start(nodes, replicas, bucket, 0, 0, false);
  }

  /** Starts the cluster on loopback with free key-value ports; see {@link #start(int, int, String, int, int, boolean)}. */
  public static CouchbaseMockCluster start(int nodes, int replicas, String bucket, int httpPort) throws IOException {
    return start(nodes, replicas, bucket, httpPort, 0, false);
  }

  /** Starts the cluster without TLS; see {@link #start(int, int, String, int, int, boolean, Path)}. */
  public static CouchbaseMockCluster start(int nodes, int replicas, String bucket, int httpPort, int kvPortBase,
      boolean bindAll) throws IOException {
    return start(nodes, replicas, bucket, httpPort, kvPortBase, bindAll, null);
  }

  /**
   * Starts the cluster.
   *
   * @param nodes 1 to {@value #MAX_NODES}
   * @param replicas 0 to {@value #MAX_REPLICAS}; more than {@code nodes - 1} makes replicas that are never placed
   *     (durability then waits until it times out, which tests use)
   * @param bucket the bucket name
   * @param httpPort the HTTP (REST, bootstrap) port, 1 to 65535, or 0 for a free one
   * @param kvPortBase the key-value (carrier) port of node 0, node {@code i} listening on {@code kvPortBase + i}
   *     (1 to {@code 65536 - nodes}), or 0 for free ones
   * @param bindAll whether every port listens on all interfaces instead of its node's loopback address
   * @param tlsDir when not {@code null}: a new self-signed certificate for the nodes' addresses is written there
   *     (with a trust store for clients), each node also serves its key-value port over TLS on a free port
   *     ({@link #tlsPort(int)}), and the cluster map is served over the key-value protocol with those ports
   * @throws IllegalArgumentException for values out of range, naming them
   * @throws IOException when a port cannot be bound or the certificate cannot be made
   */
  public static CouchbaseMockCluster start(int nodes, int replicas, String bucket, int httpPort, int kvPortBase,
      boolean bindAll, Path tlsDir) throws IOException {
    return start(nodes, replicas, bucket, httpPort, kvPortBase, bindAll, tlsDir, "");
  }

  /**
   * Starts the cluster with a bucket password; see {@link #start(int, int, String, int, int, boolean, Path)}.
   *
   * @param password the bucket's password, or empty for none. The mock's key-value SASL accepts only the bucket's
   *     name as user with this password, so SDK 3 (which refuses an empty password) needs one; SDK 2 opens the
   *     bucket with it in its bucket-password mode. {@link #bindingSettings()} then carries
   *     {@code couchbase.password}.
   */
  public static CouchbaseMockCluster start(int nodes, int replicas, String bucket, int httpPort, int kvPortBase,
      boolean bindAll, Path tlsDir, String password) throws IOException {
    if (password == null) {
      throw new IllegalArgumentException("the bucket password must not be null (empty: none)");
    }
    if (nodes < 1 || nodes > MAX_NODES) {
      throw new IllegalArgumentException("nodes must be 1 to " + MAX_NODES + ", got " + nodes);
    }
    if (replicas < 0 || replicas > MAX_REPLICAS) {
      throw new IllegalArgumentException("replicas must be 0 to " + MAX_REPLICAS + ", got " + replicas);
    }
    if (httpPort < 0 || httpPort > 65535) {
      throw new IllegalArgumentException("the HTTP port must be 0 to 65535, got " + httpPort);
    }
    if (kvPortBase < 0 || kvPortBase > 65536 - nodes) {
      throw new IllegalArgumentException("the key-value port base must be 0 or 1 to " + (65536 - nodes) + " for "
          + nodes + " nodes, got " + kvPortBase);
    }
    BucketConfiguration config = new BucketConfiguration();
    config.numNodes = nodes;
    config.numReplicas = replicas;
    config.numVBuckets = 64;
    config.name = bucket;
    config.password = password;
    config.type = BucketType.COUCHBASE;
    config.hostname = "127.0.0.1"; // the mock's own nodes, replaced by StandinNodes before anyone connects
    CouchbaseMock mock = new CouchbaseMock(httpPort, Collections.emptyList());
    HttpServer http;
    try {
      http = (HttpServer) MockWiring.field(CouchbaseMock.class, "httpServer").get(mock);
    } catch (ReflectiveOperationException e) {
      throw new IOException("this CouchbaseMock version cannot be started as a stand-in: " + e, e);
    }
    int boundHttpPort = MockWiring.bindHttp(http, httpPort, bindAll); // nothing to stop yet when this fails
    List<TcpRelay> relays = new ArrayList<>();
    StandinTls tls = null;
    TlsEndpoints tlsEndpoints = null;
    SyncWrites syncWrites = null;
    ClusterMap clusterMap = null;
    try {
      // Written only once the HTTP port is bound: a port in use leaves no certificate behind.
      tls = tlsDir == null ? null : StandinTls.generate(tlsDir, nodes);
      MockWiring.field(CouchbaseMock.class, "port").setInt(mock, boundHttpPort);
      mock.createBucket(config);
      Bucket created = mock.getBuckets().get(bucket);
      MockWiring.replaceNodes(mock, created, kvPortBase, bindAll);
      HttpRequestHandler pools = (HttpRequestHandler) MockWiring.field(PoolsHandler.class, "poolHandler")
          .get(mock.getPoolsHandler());
      http.register("/pools", new PoolsVersionHandler(pools,
          String.valueOf(created.getServers()[0].toNodeConfigInfo().get("version"))));
      if (!bindAll) {
        InetSocketAddress target = new InetSocketAddress(InetAddress.getByName("127.0.0.1"), boundHttpPort);
        for (int i = 1; i < nodes; i++) {
          relays.add(new TcpRelay(new InetSocketAddress(MockWiring.nodeAddress(i), boundHttpPort), target));
        }
      }
      ClusterMap.TlsPorts tlsPorts = null;
      if (tls != null) {
        tlsEndpoints = TlsEndpoints.serve(created.getServers(), tls, bindAll, boundHttpPort);
        tlsPorts = tlsEndpoints.ports(created.getServers());
      }
      clusterMap = new ClusterMap(created, tlsPorts);
      syncWrites = new SyncWrites(replicas);
      for (MemcachedServer server : created.getServers()) {
        ((StandinNode) server).serveClusterMap(clusterMap);
        ((StandinNode) server).applyDurability(syncWrites);
      }
      BucketConfigHandler.register(mock, http, created, clusterMap);
      http.start();
      ((CountDownLatch) MockWiring.field(CouchbaseMock.class, "startupLatch").get(mock)).countDown();
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
      stop(mock, relays, tlsEndpoints, syncWrites);
      throw new IOException("interrupted while the Couchbase mock started", e);
    } catch (ReflectiveOperationException | BucketAlreadyExistsException e) {
      stop(mock, relays, tlsEndpoints, syncWrites);
      throw new IOException("this CouchbaseMock version cannot be started as a stand-in: " + e, e);
    } catch (IOException | RuntimeException e) {
      stop(mock, relays, tlsEndpoints, syncWrites);
      throw e;
    }
    return new CouchbaseMockCluster(mock, relays, tlsEndpoints, syncWrites, clusterMap, tls, bucket, nodes, replicas,
        password);
  }

  private static void stop(CouchbaseMock mock, List<TcpRelay> relays, TlsEndpoints tlsEndpoints,
      SyncWrites syncWrites) {
    relays.forEach(TcpRelay::close);
    if (syncWrites != null) {
      syncWrites.close();
    }
    if (tlsEndpoints != null) {
      tlsEndpoints.close();
    }
    mock.stop();
  }

  /**
   * The {@code couchbase2} binding's properties that reach this cluster, in command-line order: host, bucket, the
   * bucket password when there is one (which the {@code couchbase3} binding, whose user defaults to the bucket's
   * name, reads the same way), both bootstrap ports, and with TLS the TLS settings (names as in the binding's
   * {@code Couchbase2Properties}).
   */
  public Map<String, String> bindingSettings() {
    Map<String, String> settings = new LinkedHashMap<>();
    settings.put("couchbase.host", "127.0.0.1");
    settings.put("couchbase.bucket", bucket);
    if (!password.isEmpty()) {
      settings.put("couchbase.password", password);
    }
    settings.put("couchbase.bootstrapHttpPort", Integer.toString(httpPort()));
    settings.put("couchbase.bootstrapCarrierPort", Integer.toString(carrierPort()));
    if (tls != null) {
      settings.put("couchbase.sslEnabled", "true");
      settings.put("couchbase.sslTruststoreFile", tls.trustStore().toString());
      settings.put("couchbase.sslTruststorePassword", StandinTls.PASSWORD);
      settings.put("couchbase.bootstrapHttpSslPort", Integer.toString(httpsPort()));
      settings.put("couchbase.bootstrapCarrierSslPort", Integer.toString(tlsPort(0)));
    }
    return settings;
  }

  /** @return {@link #bindingSettings()} as properties, to add to a binding's own */
  public Properties bindingProperties() {
    Properties props = new Properties();
    props.putAll(bindingSettings());
    return props;
  }

  /**
   * Sends a mock control command, e.g. {@code command("OPFAIL", "{\"code\":134,\"count\":2}")}; the commands are
   * the mock's (OPFAIL, SET_QUERY_ERROR_STATE, START_CMDLOG, ...; HICCUP and TRUNCATE, which act in the mock's own
   * I/O loop, do nothing on the stand-in's nodes, and a node FAILOVER takes out of the map keeps serving).
   *
   * @return the reply's JSON
   * @throws IllegalStateException when the mock rejects the command
   */
  public String command(String name, String payloadJson) {
    String reply = mock.getDispatcher().processInput("{\"command\":\"" + name + "\",\"payload\":" + payloadJson + "}");
    if (!reply.contains("\"status\":\"ok\"")) {
      String firstLine = reply.split("\\\\n", 2)[0];
      throw new IllegalStateException("mock command " + name + " " + payloadJson + " failed: " + firstLine);
    }
    return reply;
  }

  /**
   * @param node 0 to {@code nodes() - 1}
   * @return the TLS port of that node's key-value service
   * @throws IllegalStateException when the cluster was started without TLS
   */
  public int tlsPort(int node) {
    if (tls == null) {
      throw new IllegalStateException("the stand-in was started without TLS");
    }
    return tlsEndpoints.kvPort(node);
  }

  /**
   * @return the HTTPS (management, bucket information) port, the same on every node's address
   * @throws IllegalStateException when the cluster was started without TLS
   */
  public int httpsPort() {
    if (tls == null) {
      throw new IllegalStateException("the stand-in was started without TLS");
    }
    return tlsEndpoints.httpsPort();
  }

  /** @return connections the HTTPS port accepted so far (0 without TLS) */
  public long httpsConnections() {
    return tlsEndpoints == null ? 0 : tlsEndpoints.httpsConnections();
  }

  /** @return the trust store holding the generated certificate (password "standin"), or null without TLS */
  public Path tlsTrustStore() {
    return tls == null ? null : tls.trustStore();
  }

  /** The bootstrap HTTP (REST) port. */
  public int httpPort() {
    return mock.getHttpPort();
  }

  /** The key-value (carrier) port of the first node. */
  public int carrierPort() {
    return mock.getCarrierPort(bucket);
  }

  /**
   * @param node 0 to {@code nodes() - 1}
   * @return the key-value (carrier) port of that node, advertised at {@code 127.0.0.(node+1)}
   */
  public int carrierPort(int node) {
    return mock.getBuckets().get(bucket).getServers()[node].getPort();
  }

  public String bucket() {
    return bucket;
  }

  public int nodes() {
    return nodes;
  }

  public int replicas() {
    return replicas;
  }

  /** @return the bucket's password, empty for none */
  public String password() {
    return password;
  }

  /** The underlying mock, for what this class does not wrap. */
  public CouchbaseMock mock() {
    return mock;
  }

  /** @return copies that must hold a durable write: a majority of the active and its configured replicas */
  public int majority() {
    return syncWrites.majority();
  }

  /** @return durable writes waiting for their copies now (their answers not sent yet) */
  public int syncWritesWaiting() {
    return syncWrites.waiting();
  }

  /**
   * Opens the control port ({@code bin/ycsb standin ctl}) on 127.0.0.1.
   *
   * @param port 1..65535, or 0 for a free one
   * @return the port it listens on; it closes with the cluster
   * @throws IOException when the port cannot be bound
   */
  public synchronized int openControlPort(int port) throws IOException {
    if (controlPort == null) {
      MemcachedServer[] servers = mock.getBuckets().get(bucket).getServers();
      StandinNode[] nodes = new StandinNode[servers.length];
      for (int i = 0; i < nodes.length; i++) {
        nodes[i] = (StandinNode) servers[i];
      }
      controlPort = new NodeControlPort(nodes, port);
    }
    return controlPort.port();
  }

  /**
   * Lists the mock's canned query service ({@code n1ql}) in the cluster map, which the stand-in otherwise leaves out
   * because it has no query service: for tests of how a client handles the mock's injected query answers
   * ({@code SET_QUERY_ERROR_STATE}). Call before clients connect.
   */
  public void advertiseMockQueryService() {
    clusterMap.advertiseMockQueryService();
  }

  /** Stops every node; a second call does nothing harmful. */
  @Override
  public void close() {
    synchronized (this) {
      if (controlPort != null) {
        controlPort.close();
      }
    }
    stop(mock, relays, tlsEndpoints, syncWrites);
  }
}
