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
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.util.Map;

/**
 * One node of the stand-in: CouchbaseMock's key-value server, listening on the address and port it is given, that
 * refuses what a real server refuses ({@link KvServerRules}) before the mock executes a command, and reports its
 * version with the suffix {@value #VERSION_SUFFIX} in the cluster configuration and its stats, so that a client can
 * tell it is not a real server. Its commands run on its own I/O thread, as the mock's do.
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
  }

  /** What the cluster map adds with TLS (null: without TLS); written once before clients connect. */
  private volatile ClusterMap.TlsPorts tlsPorts;

  /**
   * Serves the stand-in's cluster map ({@link ClusterMap}: no query service; with TLS each node's TLS ports) over
   * the key-value protocol (CCCP, as real servers do and SDK 3 bootstraps); call before clients connect.
   *
   * @param tls the TLS ports, or null without TLS
   */
  void serveClusterMap(ClusterMap.TlsPorts tls) {
    setCccpEnabled(true);
    tlsPorts = tls;
  }

  @Override
  public void execute(BinaryCommand cmd, MemcachedConnection client) throws IOException {
    KvServerRules.Refusal refusal = KvServerRules.refusal(cmd, this);
    if (refusal == null && isCccpEnabled() && cmd.getComCode() == CommandCode.GET_CLUSTER_CONFIG) {
      // This node's address as $HOST, as the mock's own answer has it.
      String map = ClusterMap.of(getBucket(), tlsPorts).replace(getHostname(), "$HOST");
      client.sendResponse(BinaryResponse.createWithValue(ErrorCode.SUCCESS, cmd, Datatype.RAW.value(),
          map.getBytes(StandardCharsets.UTF_8), 0));
      return;
    }
    if (refusal == null) {
      super.execute(cmd, client);
      return;
    }
    // The server adds its error context only for clients that negotiated extended errors (XERROR).
    client.sendResponse(new BinaryResponse(cmd, refusal.status, client.supportsXerror() ? refusal.context : null));
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
