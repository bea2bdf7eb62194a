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
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * One node of the stand-in: CouchbaseMock's key-value server, listening on the address and port it is given, that
 * refuses what a real server refuses ({@link KvServerRules}) before the mock executes a command, and reports its
 * version with the suffix {@value #VERSION_SUFFIX} in the cluster configuration and its stats, so that a client can
 * tell it is not a real server. Its commands run on its own I/O thread, as the mock's do.
 */
final class StandinNode extends MemcachedServer {
  private static final Pattern KV_PORT = Pattern.compile("\"kv\":(\\d+)");

  /** Ends every version this node reports. */
  static final String VERSION_SUFFIX = "-standin";

  /**
   * @param bindAddress the address to listen on, or {@code "*"} for every interface
   * @param port the key-value port, or 0 for a free one
   */
  StandinNode(Bucket bucket, String bindAddress, int port, boolean cccp) throws IOException {
    super(bucket, bindAddress, port, bucket.getVBucketInfo(), cccp);
  }

  /** Key-value port to TLS port of every node, once TLS is served; written once before clients connect. */
  private volatile Map<Integer, Integer> tlsPorts;

  /**
   * Serves the cluster map over the key-value protocol (CCCP, as real servers bootstrap) with each node's TLS port
   * ({@code kvSSL}) next to its key-value port; call before clients connect.
   */
  void advertiseTlsPorts(Map<Integer, Integer> kvToTlsPorts) {
    setCccpEnabled(true);
    tlsPorts = kvToTlsPorts;
  }

  @Override
  public void execute(BinaryCommand cmd, MemcachedConnection client) throws IOException {
    KvServerRules.Refusal refusal = KvServerRules.refusal(cmd, this);
    if (refusal == null && tlsPorts != null && cmd.getComCode() == CommandCode.GET_CLUSTER_CONFIG) {
      client.sendResponse(BinaryResponse.createWithValue(ErrorCode.SUCCESS, cmd, Datatype.RAW.value(),
          clusterMapWithTlsPorts().getBytes(StandardCharsets.UTF_8), 0));
      return;
    }
    if (refusal == null) {
      super.execute(cmd, client);
      return;
    }
    // The server adds its error context only for clients that negotiated extended errors (XERROR).
    client.sendResponse(new BinaryResponse(cmd, refusal.status, client.supportsXerror() ? refusal.context : null));
  }

  /* The mock's cluster map as its CCCP answer has it (this node's address as $HOST), with "kvSSL" added. */
  private String clusterMapWithTlsPorts() {
    String map;
    getBucket().configReadLock();
    try {
      map = getBucket().getJSON();
    } finally {
      getBucket().configReadUnlock();
    }
    map = map.replace(getHostname(), "$HOST");
    Matcher kv = KV_PORT.matcher(map);
    StringBuilder out = new StringBuilder();
    while (kv.find()) {
      Integer tls = tlsPorts.get(Integer.valueOf(kv.group(1)));
      kv.appendReplacement(out, Matcher.quoteReplacement(kv.group() + (tls == null ? "" : ",\"kvSSL\":" + tls)));
    }
    kv.appendTail(out);
    return out.toString();
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
