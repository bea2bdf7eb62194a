/*
 * Copyright (c) 2026 ycsb-ext contributors.
 * Licensed under the Apache License, Version 2.0 (http://www.apache.org/licenses/LICENSE-2.0).
 */
package site.ycsb.ext.standin.couchbase;

import com.couchbase.mock.Bucket;
import com.couchbase.mock.memcached.MemcachedConnection;
import com.couchbase.mock.memcached.MemcachedServer;
import com.couchbase.mock.memcached.protocol.BinaryCommand;
import com.couchbase.mock.memcached.protocol.BinaryResponse;
import com.couchbase.mock.memcached.protocol.CommandCode;
import com.couchbase.mock.memcached.protocol.Datatype;
import com.couchbase.mock.memcached.protocol.ErrorCode;
import com.couchbase.mock.memcached.VBucketInfo;
import java.io.IOException;
import java.lang.reflect.Field;
import java.nio.channels.Selector;
import java.nio.channels.ServerSocketChannel;
import java.nio.charset.StandardCharsets;
import java.util.Map;

/**
 * One node of the stand-in: CouchbaseMock's key-value server, listening on the address and port it is given, that
 * refuses what a real server refuses ({@link KvServerRules}) before the mock executes a command, checks logins as a
 * real server does ({@link KvLogin}), and reports its
 * version with the suffix {@value #VERSION_SUFFIX} in the cluster configuration and its stats, so that a client can
 * tell it is not a real server. It serves its port with its own I/O loop ({@link KvLoop}, on its thread, which runs
 * the mock's executors as the mock's loop does) so that it can take the alternative request framing, answer durable
 * writes late ({@link SyncWrites}) and be stopped and started ({@link #stopNode}, {@link #startNode}).
 */
final class StandinNode extends MemcachedServer {
  /** Ends every version this node reports. */
  static final String VERSION_SUFFIX = "-standin";

  /**
   * @param bindAddress the address to listen on, or {@code "*"} for every interface
   * @param port the key-value port, or 0 for a free one
   */
  StandinNode(Bucket bucket, String bindAddress, int port, boolean cccp) throws IOException {
    super(bucket, bindAddress, port, bucket.getVBucketInfo(), cccp);
    try {
      // The mock's own loop never runs: its selector is closed (so that closing the listener frees the port) and
      // the listener is served by this node's loop.
      ((Selector) mockField("selector").get(this)).close();
      loop = new KvLoop(this, (ServerSocketChannel) mockField("server").get(this));
    } catch (ReflectiveOperationException e) {
      throw new IOException("this CouchbaseMock version cannot be served by the stand-in's loop: " + e, e);
    }
  }

  private static Field mockField(String name) throws NoSuchFieldException {
    Field field = MemcachedServer.class.getDeclaredField(name);
    field.setAccessible(true);
    return field;
  }

  private final KvLoop loop;
  /** The bucket's synchronous durability, shared by its nodes; set once before clients connect. */
  private volatile SyncWrites syncWrites;
  private volatile boolean stopped;

  /** Applies durability requirements with {@code writes}; call before clients connect. */
  void applyDurability(SyncWrites writes) {
    syncWrites = writes;
  }

  /** Runs the node's I/O loop ({@link KvLoop}) until the thread is interrupted. */
  @Override
  public void run() {
    loop.run();
  }

  /** @return whether the node is stopped ({@link #stopNode}): it holds no new copies and accepts no connection */
  boolean isStopped() {
    return stopped;
  }

  /** Stops the node as if it went down: its listener and connections are closed. From any thread but its own. */
  void stopNode() throws InterruptedException, IOException {
    stopped = true;
    IOException failed = loop.call(loop::stopListening);
    if (failed != null) {
      throw failed;
    }
  }

  /**
   * Starts a stopped node again on the same address and port. From any thread but its own.
   *
   * @throws IOException when the port cannot be bound again
   */
  void startNode() throws InterruptedException, IOException {
    IOException failed = loop.call(loop::listenAgain);
    if (failed != null) {
      throw failed;
    }
    stopped = false;
  }

  /** The cluster map this node serves; written once before clients connect. */
  private volatile ClusterMap clusterMap;

  /**
   * Serves the stand-in's cluster map ({@link ClusterMap}: no query service; with TLS each node's TLS ports) over
   * the key-value protocol (CCCP, as real servers do and SDK 3 bootstraps); call before clients connect.
   */
  void serveClusterMap(ClusterMap map) {
    setCccpEnabled(true);
    clusterMap = map;
  }

  @Override
  public void execute(BinaryCommand cmd, MemcachedConnection client) throws IOException {
    if (client instanceof KvConnection && KvLogin.isLogin(cmd)) {
      KvLogin.execute(cmd, (KvConnection) client, getBucket().getName(), () -> super.execute(cmd, client));
      return;
    }
    KvServerRules.Refusal refusal = KvServerRules.refusal(cmd, this);
    if (refusal == null && clusterMap != null && cmd.getComCode() == CommandCode.GET_CLUSTER_CONFIG) {
      // This node's address as $HOST, as the mock's own answer has it.
      String map = clusterMapJson();
      client.sendResponse(BinaryResponse.createWithValue(ErrorCode.SUCCESS, cmd, Datatype.RAW.value(),
          map.getBytes(StandardCharsets.UTF_8), 0));
      return;
    }
    DurabilityRequirement durability = client instanceof KvConnection ? ((KvConnection) client).durability() : null;
    if (refusal == null && durability != null) {
      executeDurably(cmd, (KvConnection) client, durability);
      return;
    }
    if (refusal == null) {
      super.execute(cmd, client);
      return;
    }
    // The server adds its error context only for clients that negotiated extended errors (XERROR).
    client.sendResponse(new BinaryResponse(cmd, refusal.status, client.supportsXerror() ? refusal.context : null));
  }

  /** @return the cluster map this node serves, its own address as {@code $HOST} (as the mock's answers have it) */
  String clusterMapJson() {
    return clusterMap.json().replace(getHostname(), "$HOST");
  }

  /* A write with a durability requirement: refused before it runs, or run and answered by SyncWrites. */
  private void executeDurably(BinaryCommand cmd, KvConnection client, DurabilityRequirement durability)
      throws IOException {
    SyncWrites writes = syncWrites;
    int vb = cmd.getVBucketId() & 0xffff;
    VBucketInfo[] vbuckets = getBucket().getVBucketInfo();
    if (durability.refusal != 0 || writes == null || vb >= vbuckets.length) {
      client.sendResponse(SyncWrites.status(cmd, durability.refusal != 0 ? durability.refusal
          : writes == null ? DurabilityRequirement.STATUS_INVALID_LEVEL : ErrorCode.NOT_MY_VBUCKET.value()));
      return;
    }
    if (vbuckets[vb].getOwner() == this && writes.impossible(vbuckets[vb])) {
      client.sendResponse(SyncWrites.status(cmd, SyncWrites.STATUS_DURABILITY_IMPOSSIBLE));
      return;
    }
    client.capture();
    BinaryResponse executed;
    try {
      super.execute(cmd, client);
    } finally {
      executed = client.release();
    }
    if (executed != null) {
      writes.answer(loop, client, cmd, executed, vbuckets[vb], durability);
    }
  }

  @Override
  public Map<String, Object> toNodeConfigInfo() {
    Map<String, Object> node = super.toNodeConfigInfo();
    node.put("version", node.get("version") + VERSION_SUFFIX);
    return node;
  }

  @Override
  public Map<String, String> getStats(String about) {
    Map<String, String> stats = super.getStats(about);
    if (stats != null && stats.containsKey("version") && (about == null || about.isEmpty())) {
      stats.put("version", stats.get("version") + VERSION_SUFFIX);
    }
    return stats;
  }
}
