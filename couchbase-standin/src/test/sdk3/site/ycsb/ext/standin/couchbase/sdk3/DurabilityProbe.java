/*
 * Copyright (c) 2026 ycsb-ext contributors.
 * Licensed under the Apache License, Version 2.0 (http://www.apache.org/licenses/LICENSE-2.0).
 */
package site.ycsb.ext.standin.couchbase.sdk3;

import com.couchbase.client.core.cnc.events.io.SaslAuthenticationFailedEvent;
import com.couchbase.client.core.msg.kv.DurabilityLevel;
import com.couchbase.client.java.Bucket;
import com.couchbase.client.java.Cluster;
import com.couchbase.client.java.ClusterOptions;
import com.couchbase.client.java.Collection;
import com.couchbase.client.java.json.JsonObject;
import com.couchbase.client.java.kv.GetReplicaResult;
import com.couchbase.client.java.kv.UpsertOptions;
import java.io.BufferedReader;
import java.io.InputStreamReader;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.List;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.stream.Collectors;

/**
 * The real SDK 3 (java-client 3.12.2) against the stand-in, driven line by line by Sdk3DurabilityTest in a JVM of its
 * own (SDK 2 is on the test's class path). Arguments: connection string, bucket, password, durable timeout in ms
 * and, to try a login, a user: then it does one upsert without waiting for the bucket and prints its answer, or
 * {@code login refused} when the SDK published a {@code SaslAuthenticationFailedEvent} meanwhile, and ends.
 * Otherwise it prints {@code ready} once the bucket is, then answers each command on stdin with one line:
 * {@code upsert KEY LEVEL} ({@code ok} or {@code error ExceptionClass}), {@code replicas KEY}
 * ({@code replicas N CONTENT}: the replica copies read and the first one's content), {@code quit}.
 */
public final class DurabilityProbe {
  private DurabilityProbe() {
  }

  public static void main(String[] args) throws Exception {
    Duration durableTimeout = Duration.ofMillis(Long.parseLong(args[3]));
    boolean tryLogin = args.length > 4;
    Cluster cluster = Cluster.connect(args[0], ClusterOptions.clusterOptions(tryLogin ? args[4] : args[1], args[2])
        .environment(env -> env.timeoutConfig(timeouts -> timeouts.kvDurableTimeout(durableTimeout)
            .kvTimeout(Duration.ofSeconds(10)).connectTimeout(Duration.ofSeconds(30)))));
    try {
      Bucket bucket = cluster.bucket(args[1]);
      if (tryLogin) {
        AtomicBoolean refused = new AtomicBoolean();
        cluster.environment().eventBus().subscribe(event -> {
          if (event instanceof SaslAuthenticationFailedEvent) {
            refused.set(true);
          }
        });
        String answer = answer(bucket.defaultCollection(), new String[] {"upsert", "login", "NONE"});
        System.out.println(refused.get() ? "login refused" : answer);
        return;
      }
      bucket.waitUntilReady(Duration.ofSeconds(60));
      Collection collection = bucket.defaultCollection();
      System.out.println("ready");
      BufferedReader in = new BufferedReader(new InputStreamReader(System.in, StandardCharsets.UTF_8));
      for (String line = in.readLine(); line != null && !line.equals("quit"); line = in.readLine()) {
        System.out.println(answer(collection, line.split(" ")));
      }
    } finally {
      cluster.disconnect();
    }
  }

  private static String answer(Collection collection, String[] words) {
    try {
      if (words[0].equals("upsert")) {
        collection.upsert(words[1], JsonObject.create().put("value", words[1]),
            UpsertOptions.upsertOptions().durability(DurabilityLevel.valueOf(words[2])));
        return "ok";
      }
      List<GetReplicaResult> replicas = collection.getAllReplicas(words[1]).filter(GetReplicaResult::isReplica)
          .collect(Collectors.toList());
      return "replicas " + replicas.size() + " "
          + (replicas.isEmpty() ? "-" : replicas.get(0).contentAsObject().toString());
    } catch (RuntimeException e) {
      return "error " + e.getClass().getSimpleName();
    }
  }
}
