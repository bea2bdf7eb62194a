/*
 * Copyright (c) 2026 ycsb-ext contributors.
 * Licensed under the Apache License, Version 2.0 (http://www.apache.org/licenses/LICENSE-2.0).
 */
package site.ycsb.ext.standin.couchbase;

import com.couchbase.mock.Bucket;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * The cluster map the stand-in serves, made from CouchbaseMock's: the mock lists a query service ({@code n1ql}) on
 * every node that it does not have (it answers queries with canned results only), which is left out, so that clients
 * and the run's manifest see the services there are ({@code kv}, {@code mgmt}, {@code capi}); {@value #DURABLE_WRITE}
 * is added to the bucket's capabilities, as a server has it from 6.5 (each node applies durability requirements,
 * {@link SyncWrites}); with TLS each node's TLS
 * key-value port ({@code kvSSL}) and management port ({@code mgmtSSL}) are added. Served over the key-value protocol
 * (CCCP, {@link StandinNode}) and over HTTP ({@link BucketConfigHandler}). One per cluster; {@link #json()} from any
 * thread.
 */
final class ClusterMap {
  private static final Pattern N1QL = Pattern.compile(",\"n1ql\":\\d+|\"n1ql\":\\d+,?");
  private static final Pattern KV_PORT = Pattern.compile("\"kv\":(\\d+)");
  private static final String CAPABILITIES = "\"bucketCapabilities\":[";
  /** The capability a client checks before it sends durability requirements (SDK 3 does). */
  static final String DURABLE_WRITE = "durableWrite";

  private final Bucket bucket;
  private final TlsPorts tls;
  private volatile boolean mockQuery;

  /** @param tls the TLS ports, or null without TLS */
  ClusterMap(Bucket bucket, TlsPorts tls) {
    this.bucket = bucket;
    this.tls = tls;
  }

  /**
   * From now on the map lists the mock's canned query service, for tests of how a client handles query answers
   * and errors (the mock's {@code SET_QUERY_ERROR_STATE}); call before clients connect.
   */
  void advertiseMockQueryService() {
    mockQuery = true;
  }

  /** @return the mock's map of the bucket as the stand-in serves it (read under the bucket's config lock) */
  String json() {
    String map;
    bucket.configReadLock();
    try {
      map = bucket.getJSON();
    } finally {
      bucket.configReadUnlock();
    }
    return served(map, tls, mockQuery);
  }

  /**
   * @return {@code mockMap} without the query service (unless {@code mockQuery}), with {@value #DURABLE_WRITE} and
   *     the TLS ports of {@code tls} (null: none)
   */
  static String served(String mockMap, TlsPorts tls, boolean mockQuery) {
    String map = mockQuery ? mockMap : N1QL.matcher(mockMap).replaceAll("");
    if (map.contains(CAPABILITIES) && !map.contains("\"" + DURABLE_WRITE + "\"")) {
      map = map.replace(CAPABILITIES, CAPABILITIES + "\"" + DURABLE_WRITE + "\",");
    }
    if (tls == null) {
      return map;
    }
    Matcher kv = KV_PORT.matcher(map);
    StringBuilder out = new StringBuilder();
    while (kv.find()) {
      Integer kvTls = tls.kvToTls.get(Integer.valueOf(kv.group(1)));
      kv.appendReplacement(out, Matcher.quoteReplacement(kv.group() + (kvTls == null ? ""
          : ",\"kvSSL\":" + kvTls + (tls.httpTls == 0 ? "" : ",\"mgmtSSL\":" + tls.httpTls))));
    }
    kv.appendTail(out);
    return out.toString();
  }

  /** The TLS ports of a cluster: each node's key-value port to its TLS port, and the HTTPS port (0: none). */
  static final class TlsPorts {
    final Map<Integer, Integer> kvToTls;
    final int httpTls;

    TlsPorts(Map<Integer, Integer> kvToTls, int httpTls) {
      this.kvToTls = kvToTls;
      this.httpTls = httpTls;
    }
  }
}
