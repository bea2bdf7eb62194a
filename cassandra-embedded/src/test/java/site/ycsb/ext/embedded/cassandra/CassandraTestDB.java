/*
 * Copyright (c) 2026 ycsb-ext contributors.
 * Licensed under the Apache License, Version 2.0 (http://www.apache.org/licenses/LICENSE-2.0).
 */
package site.ycsb.ext.embedded.cassandra;

import com.datastax.oss.driver.api.core.CqlSession;
import com.datastax.oss.driver.api.core.DriverException;
import com.datastax.oss.driver.api.core.config.DefaultDriverOption;
import com.datastax.oss.driver.api.core.config.DriverConfigLoader;
import com.datastax.oss.driver.api.core.cql.ResultSet;
import com.datastax.oss.driver.api.core.cql.Row;
import com.datastax.oss.driver.api.core.cql.SimpleStatement;
import java.net.InetSocketAddress;
import java.time.Duration;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.Vector;
import site.ycsb.ByteIterator;
import site.ycsb.DB;
import site.ycsb.DBException;
import site.ycsb.Status;
import site.ycsb.StringByteIterator;

/**
 * A test-only binding over Cassandra's Java driver 4 (upstream's cassandra binding is not on Maven Central, so the
 * tests cannot use it), on upstream's properties {@code hosts}, {@code port} and {@code cassandra.keyspace} and
 * upstream's table layout ({@code y_id} and one varchar column per field). One session per thread; plain statements
 * at consistency ONE; not for measuring Cassandra. As upstream's binding does, a failed operation is {@code ERROR}
 * (counted; the thread goes on) and a request waits {@code cassandra.readtimeoutmillis} (default 12000 ms, driver 3's
 * read timeout, which upstream's binding keeps), not driver 4's 2 s, so a busy test machine is not a failed run.
 */
public class CassandraTestDB extends DB {
  /** Upstream's property: how long one request may take, in ms. */
  static final String READ_TIMEOUT_MILLIS = "cassandra.readtimeoutmillis";
  /** Upstream's property: the connect timeout in ms; default here 30000 (the server may share a busy host). */
  static final String CONNECT_TIMEOUT_MILLIS = "cassandra.connecttimeoutmillis";

  private CqlSession session;

  @Override
  public void init() throws DBException {
    String hosts = getProperties().getProperty("hosts");
    if (hosts == null) {
      throw new DBException("hosts is not set");
    }
    int port = Integer.parseInt(getProperties().getProperty("port", "9042"));
    Duration request = Duration.ofMillis(Long.parseLong(getProperties().getProperty(READ_TIMEOUT_MILLIS, "12000")));
    Duration connect = Duration.ofMillis(Long.parseLong(getProperties().getProperty(CONNECT_TIMEOUT_MILLIS, "30000")));
    DriverConfigLoader timeouts = DriverConfigLoader.programmaticBuilder()
        .withDuration(DefaultDriverOption.REQUEST_TIMEOUT, request)
        .withDuration(DefaultDriverOption.CONNECTION_CONNECT_TIMEOUT, connect)
        .withDuration(DefaultDriverOption.CONNECTION_INIT_QUERY_TIMEOUT, connect)
        .withDuration(DefaultDriverOption.CONTROL_CONNECTION_TIMEOUT, connect).build();
    session = CqlSession.builder().addContactPoint(new InetSocketAddress(hosts.split(",")[0], port))
        .withConfigLoader(timeouts).withLocalDatacenter("datacenter1")
        .withKeyspace(getProperties().getProperty("cassandra.keyspace", "ycsb")).build();
  }

  @Override
  public void cleanup() {
    session.close();
  }

  @Override
  public Status read(String table, String key, Set<String> fields, Map<String, ByteIterator> result) {
    try {
      Row row = session.execute(SimpleStatement.newInstance("SELECT * FROM " + table + " WHERE y_id = ?", key)).one();
      if (row == null) {
        return Status.NOT_FOUND;
      }
      copy(row, fields, result);
      return Status.OK;
    } catch (DriverException e) {
      return Status.ERROR;
    }
  }

  @Override
  public Status scan(String table, String startkey, int recordcount, Set<String> fields,
      Vector<HashMap<String, ByteIterator>> result) {
    try {
      ResultSet rows = session.execute(SimpleStatement.newInstance("SELECT * FROM " + table
          + " WHERE token(y_id) >= token(?) LIMIT ?", startkey, recordcount));
      for (Row row : rows) {
        HashMap<String, ByteIterator> values = new HashMap<>();
        copy(row, fields, values);
        result.add(values);
      }
      return Status.OK;
    } catch (DriverException e) {
      return Status.ERROR;
    }
  }

  @Override
  public Status update(String table, String key, Map<String, ByteIterator> values) {
    return insert(table, key, values);
  }

  @Override
  public Status insert(String table, String key, Map<String, ByteIterator> values) {
    List<String> names = new ArrayList<>(values.keySet());
    List<Object> args = new ArrayList<>();
    args.add(key);
    names.forEach(n -> args.add(values.get(n).toString()));
    return execute(SimpleStatement.newInstance("INSERT INTO " + table + " (y_id, " + String.join(", ", names)
        + ") VALUES (?" + ", ?".repeat(names.size()) + ")", args.toArray()));
  }

  @Override
  public Status delete(String table, String key) {
    return execute(SimpleStatement.newInstance("DELETE FROM " + table + " WHERE y_id = ?", key));
  }

  private Status execute(SimpleStatement statement) {
    try {
      session.execute(statement);
      return Status.OK;
    } catch (DriverException e) {
      return Status.ERROR;
    }
  }

  private static void copy(Row row, Set<String> fields, Map<String, ByteIterator> result) {
    row.getColumnDefinitions().forEach(c -> {
      String name = c.getName().asInternal();
      if (!name.equals("y_id") && (fields == null || fields.contains(name)) && !row.isNull(name)) {
        result.put(name, new StringByteIterator(row.getString(name)));
      }
    });
  }
}
