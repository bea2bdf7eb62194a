/*
 * Copyright (c) 2026 ycsb-ext contributors.
 * Licensed under the Apache License, Version 2.0 (http://www.apache.org/licenses/LICENSE-2.0).
 */
package site.ycsb.ext.embedded.mongodb;

import de.bwaldvogel.mongo.MongoServer;
import de.bwaldvogel.mongo.backend.memory.MemoryBackend;
import java.io.IOException;
import java.io.InputStream;
import java.net.InetSocketAddress;
import java.util.Properties;

/**
 * mongo-java-server (an in-memory server of MongoDB's wire protocol) on 127.0.0.1: a STAND-IN for MongoDB, not
 * MongoDB. What differs from MongoDB is {@link #DIFFERENCES}. Thread-safe; {@link #close} stops it.
 */
public final class MongoDbStandin implements AutoCloseable {
  /** The database upstream's mongodb binding uses when its URL names none, and the one the printed URL names. */
  public static final String DATABASE = "ycsb";

  /** What the report and the docs say about it: what it is and how it differs from MongoDB. */
  public static final String DIFFERENCES = "in memory, no journal or disk (writes acknowledged with journal=true are"
      + " not durable), no replica set or sharding, one process sharing the client host's cores; not MongoDB";

  /** The manifest's servers text for runs against it ({@code ycsb.ext.servers}). */
  public static final String SERVERS_TEXT = "mongodb: STAND-IN on the client host (mongo-java-server "
      + version() + ": " + DIFFERENCES + ")";

  private final MongoServer server;
  private final InetSocketAddress address;

  private MongoDbStandin(MongoServer server, InetSocketAddress address) {
    this.server = server;
    this.address = address;
  }

  /**
   * Starts it on 127.0.0.1.
   *
   * @param port the TCP port, 1..65535, or 0 for a free one
   * @throws RuntimeException when the port cannot be bound (mongo-java-server's own exception)
   */
  public static MongoDbStandin start(int port) {
    MongoServer server = new MongoServer(new MemoryBackend());
    server.bind("127.0.0.1", port);
    return new MongoDbStandin(server, server.getLocalAddress());
  }

  /** The port it listens on. */
  public int port() {
    return address.getPort();
  }

  /** The URL for upstream's mongodb binding ({@code mongodb.url}): database {@value #DATABASE}, w=1. */
  public String url() {
    return "mongodb://127.0.0.1:" + port() + "/" + DATABASE + "?w=1";
  }

  /** mongo-java-server's version, as this module's build pinned it ({@code mongo-java-server.version}). */
  public static String version() {
    Properties p = new Properties();
    try (InputStream in = MongoDbStandin.class.getResourceAsStream("mongodb-standin.properties")) {
      p.load(in);
    } catch (IOException | NullPointerException e) {
      return "unknown";
    }
    return p.getProperty("mongo-java-server.version", "unknown");
  }

  @Override
  public void close() {
    server.shutdownNow();
  }
}
