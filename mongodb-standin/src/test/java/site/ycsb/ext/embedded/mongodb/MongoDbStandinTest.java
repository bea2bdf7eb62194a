/*
 * Copyright (c) 2026 ycsb-ext contributors.
 * Licensed under the Apache License, Version 2.0 (http://www.apache.org/licenses/LICENSE-2.0).
 */
package site.ycsb.ext.embedded.mongodb;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

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
    LauncherChain.loadThenRun(work, "mongodb", MongoTestDB.class.getName(), cp, MongoDbStandin.SERVERS_TEXT,
        "mongodb.url=" + server.url());
    try (MongoClient client = MongoClients.create(server.url())) {
      assertEquals(300, client.getDatabase(MongoDbStandin.DATABASE).getCollection("usertable").countDocuments());
    }
  }
}
