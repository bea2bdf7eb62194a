/*
 * Copyright (c) 2026 ycsb-ext contributors.
 * Licensed under the Apache License, Version 2.0 (http://www.apache.org/licenses/LICENSE-2.0).
 */
package site.ycsb.ext.embedded.hbase;

import java.io.IOException;
import java.util.HashMap;
import java.util.Map;
import java.util.Set;
import java.util.Vector;
import org.apache.hadoop.hbase.Cell;
import org.apache.hadoop.hbase.CellUtil;
import org.apache.hadoop.hbase.HBaseConfiguration;
import org.apache.hadoop.hbase.TableName;
import org.apache.hadoop.hbase.client.Connection;
import org.apache.hadoop.hbase.client.ConnectionFactory;
import org.apache.hadoop.hbase.client.Delete;
import org.apache.hadoop.hbase.client.Get;
import org.apache.hadoop.hbase.client.Put;
import org.apache.hadoop.hbase.client.Result;
import org.apache.hadoop.hbase.client.ResultScanner;
import org.apache.hadoop.hbase.client.Scan;
import org.apache.hadoop.hbase.client.Table;
import org.apache.hadoop.hbase.util.Bytes;
import site.ycsb.ByteArrayByteIterator;
import site.ycsb.ByteIterator;
import site.ycsb.DB;
import site.ycsb.DBException;
import site.ycsb.Status;

/**
 * A test-only binding over HBase's Java client (upstream's hbase20 binding is not on Maven Central, so the tests
 * cannot use it): finds the cluster through the {@code hbase-site.xml} on its class path, as upstream's does, on
 * upstream's properties {@code table} and {@code columnfamily}; one connection per thread; not for measuring HBase.
 */
public class HBaseTestDB extends DB {
  private Connection connection;
  private byte[] family;

  @Override
  public void init() throws DBException {
    String cf = getProperties().getProperty("columnfamily");
    if (cf == null) {
      throw new DBException("columnfamily is not set");
    }
    family = Bytes.toBytes(cf);
    try {
      connection = ConnectionFactory.createConnection(HBaseConfiguration.create());
    } catch (IOException e) {
      throw new DBException(e);
    }
  }

  @Override
  public void cleanup() throws DBException {
    try {
      connection.close();
    } catch (IOException e) {
      throw new DBException(e);
    }
  }

  private Table table(String name) throws IOException {
    return connection.getTable(TableName.valueOf(name));
  }

  @Override
  public Status read(String table, String key, Set<String> fields, Map<String, ByteIterator> result) {
    try (Table t = table(table)) {
      Result r = t.get(new Get(Bytes.toBytes(key)).addFamily(family));
      if (r.isEmpty()) {
        return Status.NOT_FOUND;
      }
      copy(r, fields, result);
      return Status.OK;
    } catch (IOException e) {
      return Status.ERROR;
    }
  }

  @Override
  public Status scan(String table, String startkey, int recordcount, Set<String> fields,
      Vector<HashMap<String, ByteIterator>> result) {
    try (Table t = table(table);
         ResultScanner s = t.getScanner(new Scan().withStartRow(Bytes.toBytes(startkey)).addFamily(family)
             .setLimit(recordcount))) {
      for (Result r : s) {
        HashMap<String, ByteIterator> row = new HashMap<>();
        copy(r, fields, row);
        result.add(row);
      }
      return Status.OK;
    } catch (IOException e) {
      return Status.ERROR;
    }
  }

  @Override
  public Status update(String table, String key, Map<String, ByteIterator> values) {
    return insert(table, key, values);
  }

  @Override
  public Status insert(String table, String key, Map<String, ByteIterator> values) {
    Put put = new Put(Bytes.toBytes(key));
    values.forEach((k, v) -> put.addColumn(family, Bytes.toBytes(k), v.toArray()));
    try (Table t = table(table)) {
      t.put(put);
      return Status.OK;
    } catch (IOException e) {
      return Status.ERROR;
    }
  }

  @Override
  public Status delete(String table, String key) {
    try (Table t = table(table)) {
      t.delete(new Delete(Bytes.toBytes(key)));
      return Status.OK;
    } catch (IOException e) {
      return Status.ERROR;
    }
  }

  private static void copy(Result r, Set<String> fields, Map<String, ByteIterator> out) {
    for (Cell c : r.rawCells()) {
      String name = Bytes.toString(CellUtil.cloneQualifier(c));
      if (fields == null || fields.contains(name)) {
        out.put(name, new ByteArrayByteIterator(CellUtil.cloneValue(c)));
      }
    }
  }
}
