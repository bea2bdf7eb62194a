/*
 * Copyright (c) 2026 ycsb-ext contributors.
 * Licensed under the Apache License, Version 2.0 (http://www.apache.org/licenses/LICENSE-2.0).
 */
package site.ycsb.ext.embedded.mongodb;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.mongodb.client.MongoClient;
import com.mongodb.client.MongoClients;
import com.mongodb.client.MongoCollection;
import com.mongodb.client.model.Filters;
import java.io.IOException;
import java.net.ConnectException;
import java.net.InetSocketAddress;
import java.net.Socket;
import java.nio.file.Path;
import java.nio.file.Paths;
import java.time.Duration;
import org.bson.Document;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import site.ycsb.ext.testsupport.chain.LauncherChain;

/**
 * The MongoDB stand-in with MongoDB's own Java driver (from Maven Central) over a real socket, and bin/ycsb's load
 * and run against it through {@link MongoTestDB}, a binding over that driver: the periodic windows add up to the
 * summary and the records the load wrote are there. One server for the class.
 */
class MongoDbStandinTest {
  private static MongoDbStandin server;

  @TempDir
  Path work;

  @BeforeAll
  static void start() {
    server = MongoDbStandin.start(0);
  }

  @AfterAll
  static void stop() {
    server.close();
  }

  @Test
  void theDriverReadsBackWhatItWrote() {
    try (MongoClient client = MongoClients.create(server.url())) {
      MongoCollection<Document> c = client.getDatabase(MongoDbStandin.DATABASE).getCollection("lifecycle");
      c.insertOne(new Document("_id", "user1").append("field0", "a value"));
      assertEquals("a value", c.find(Filters.eq("_id", "user1")).first().getString("field0"));
    }
  }

  @Test
  void aStoppedServerRefusesConnections() throws IOException {
    MongoDbStandin other = MongoDbStandin.start(0);
    int port = other.port();
    try (Socket s = new Socket()) {
      s.connect(new InetSocketAddress("127.0.0.1", port), 2000);
    }
    other.close();
    assertThrows(ConnectException.class, () -> {
      try (Socket s = new Socket()) {
        s.connect(new InetSocketAddress("127.0.0.1", port), 2000);
      }
    });
  }

  @Test
  void theLaunchersLoadAndRunGoThroughTheDriver() throws Exception {
    String cp = Paths.get("target/test-classes").toAbsolutePath() + ":" + Paths.get("target/driver-lib")
        .toAbsolutePath() + "/*";
    String workload = LauncherChain.home().resolve("workloads/workloada").toString();
    LauncherChain.Result load = LauncherChain.ycsb(work, Duration.ofSeconds(120), "load", "mongodb", "-P", workload,
        "-p", "db=" + MongoTestDB.class.getName(), "-cp", cp, "-p", "mongodb.url=" + server.url(),
        "-p", "recordcount=500", "-threads", "2");
    assertEquals(0, load.exitCode, load.toString());
    Path out = work.resolve("run-1");
    LauncherChain.Result run = LauncherChain.ycsb(work, Duration.ofSeconds(120), "run", "mongodb", "-P", workload,
        "-p", "db=" + MongoTestDB.class.getName(), "-cp", cp, "-p", "mongodb.url=" + server.url(),
        "-p", "recordcount=500", "-p", "operationcount=0", "-p", "maxexecutiontime=3", "-threads", "2",
        "-p", "measurementtype=hdrhistogram+periodichistogram", "-p", "periodichistogram.interval=1",
        "-p", "periodichistogram.output.path=" + out + "/", "-p", "ycsb.ext.servers=" + MongoDbStandin.SERVERS_TEXT);
    assertEquals(0, run.exitCode, run.toString());
    for (String op : new String[] {"READ", "UPDATE"}) {
      long exported = LauncherChain.exportedOperations(run.stdout, op);
      long[] windows = LauncherChain.windows(out, op);
      assertTrue(exported > 0 && windows[0] >= 3, op + ": " + windows[0] + " windows\n" + run);
      assertEquals(exported, windows[1], op + ": the windows add up to the summary");
    }
    try (MongoClient client = MongoClients.create(server.url())) {
      assertEquals(500, client.getDatabase(MongoDbStandin.DATABASE).getCollection("usertable").countDocuments());
    }
  }
}
