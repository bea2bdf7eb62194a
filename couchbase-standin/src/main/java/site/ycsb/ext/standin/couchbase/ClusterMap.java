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
 * and the run's manifest see the services there are ({@code kv}, {@code mgmt}, {@code capi}); with TLS each node's TLS
 * key-value port ({@code kvSSL}) and management port ({@code mgmtSSL}) are added. Served over the key-value protocol
 * (CCCP, {@link StandinNode}) and over HTTP ({@link BucketConfigHandler}). Stateless; {@link #of} from any thread.
 */
final class ClusterMap {
  private static final Pattern N1QL = Pattern.compile(",\"n1ql\":\\d+|\"n1ql\":\\d+,?");
  private static final Pattern KV_PORT = Pattern.compile("\"kv\":(\\d+)");

  private ClusterMap() {
  }

  /** @return the mock's map of {@code bucket} as the stand-in serves it (read under the bucket's config lock) */
  static String of(Bucket bucket, TlsPorts tls) {
    String map;
    bucket.configReadLock();
    try {
      map = bucket.getJSON();
    } finally {
      bucket.configReadUnlock();
    }
    return served(map, tls);
  }

  /** @return {@code mockMap} without the query service, with the TLS ports of {@code tls} (null: none) */
  static String served(String mockMap, TlsPorts tls) {
    String map = N1QL.matcher(mockMap).replaceAll("");
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
