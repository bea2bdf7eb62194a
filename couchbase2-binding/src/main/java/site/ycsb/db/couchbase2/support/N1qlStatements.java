/*
 * Copyright (c) 2026 ycsb-ext contributors.
 * Licensed under the Apache License, Version 2.0 (http://www.apache.org/licenses/LICENSE-2.0).
 */
package site.ycsb.db.couchbase2.support;

import com.couchbase.client.java.document.json.JsonArray;
import com.couchbase.client.java.document.json.JsonObject;
import com.couchbase.client.java.query.N1qlParams;
import com.couchbase.client.java.query.N1qlQuery;
import com.couchbase.client.java.query.consistency.ScanConsistency;
import java.util.Map;
import java.util.Set;
import site.ycsb.ByteIterator;

/**
 * The binding's N1QL statements, built as {@link N1qlQuery} objects: every value (document id, start key, limit,
 * field value, document) is a positional parameter ({@code $1}, {@code $2}, ...), never text pasted into the
 * statement, and every identifier (bucket, field) is back-quoted. The old scan quoted its parameter
 * ({@code '$1'}), so it compared ids with the literal text "$1" and always scanned from the first key.
 *
 * <p>Immutable and thread-safe.
 */
public final class N1qlStatements {
  private final String keyspace;
  private final boolean adhoc;
  private final int maxParallelism;
  private final boolean requestPlus;
  private final String scanIds;
  private final String readAll;
  private final String insert;
  private final String upsert;
  private final String delete;

  /**
   * @param bucket the bucket name
   * @param adhoc {@code couchbase.adhoc}
   * @param maxParallelism {@code couchbase.maxParallelism}, 0 to leave it to the server
   * @param requestPlus {@code couchbase.scanConsistency=request_plus}
   */
  public N1qlStatements(String bucket, boolean adhoc, int maxParallelism, boolean requestPlus) {
    this.keyspace = identifier(bucket);
    this.adhoc = adhoc;
    this.maxParallelism = maxParallelism;
    this.requestPlus = requestPlus;
    this.scanIds = "SELECT RAW meta().id FROM " + keyspace + " WHERE meta().id >= $1 ORDER BY meta().id LIMIT $2";
    this.readAll = "SELECT RAW " + keyspace + " FROM " + keyspace + " USE KEYS [$1]";
    this.insert = "INSERT INTO " + keyspace + " (KEY, VALUE) VALUES ($1, $2)";
    this.upsert = "UPSERT INTO " + keyspace + " (KEY, VALUE) VALUES ($1, $2)";
    this.delete = "DELETE FROM " + keyspace + " USE KEYS [$1]";
  }

  /** @return the name in back quotes, inner back quotes doubled */
  public static String identifier(String name) {
    return "`" + name.replace("`", "``") + "`";
  }

  /** The ids of up to {@code count} documents from {@code startId} on, in id order (the scan then gets each by key). */
  public N1qlQuery scanIds(String startId, int count) {
    return query(scanIds, JsonArray.from(startId, count));
  }

  /** The given fields of up to {@code count} documents from {@code startId} on, in id order. */
  public N1qlQuery scanFields(Set<String> fields, String startId, int count) {
    return query("SELECT " + fieldList(fields) + " FROM " + keyspace
        + " WHERE meta().id >= $1 ORDER BY meta().id LIMIT $2", JsonArray.from(startId, count));
  }

  /** One document: all of it ({@code fields == null}) or the given fields. No row: the document does not exist. */
  public N1qlQuery read(String id, Set<String> fields) {
    if (fields == null) {
      return query(readAll, JsonArray.from(id));
    }
    return query("SELECT " + fieldList(fields) + " FROM " + keyspace + " USE KEYS [$1]", JsonArray.from(id));
  }

  /** Creates the document ({@code upsert == false}: fails when it exists) or writes it whole. */
  public N1qlQuery insert(String id, Map<String, ByteIterator> values, boolean overwrite) {
    return query(overwrite ? upsert : insert, JsonArray.from(id, document(values)));
  }

  /** Sets the given fields of an existing document; the others stay. Mutation count 0: it does not exist. */
  public N1qlQuery merge(String id, Map<String, ByteIterator> values) {
    StringBuilder statement = new StringBuilder("UPDATE ").append(keyspace).append(" USE KEYS [$1] SET ");
    JsonArray args = JsonArray.create().add(id);
    int parameter = 2;
    for (Map.Entry<String, ByteIterator> field : values.entrySet()) {
      statement.append(parameter == 2 ? "" : ", ").append(identifier(field.getKey()))
          .append(" = $").append(parameter++);
      args.add(field.getValue().toString());
    }
    return query(statement.toString(), args);
  }

  /** Removes the document. Mutation count 0: it did not exist. */
  public N1qlQuery delete(String id) {
    return query(delete, JsonArray.from(id));
  }

  /** How many online primary indexes the bucket has (a scan needs one). */
  public N1qlQuery primaryIndexCount(String bucket) {
    return N1qlQuery.parameterized("SELECT RAW COUNT(*) FROM system:indexes WHERE keyspace_id = $1"
        + " AND is_primary = true AND state = \"online\"", JsonArray.from(bucket), N1qlParams.build().adhoc(true));
  }

  /** @return {@code "CREATE PRIMARY INDEX ON `bucket`"}, the statement a scan needs once */
  public String createPrimaryIndex() {
    return "CREATE PRIMARY INDEX ON " + keyspace;
  }

  private N1qlQuery query(String statement, JsonArray args) {
    N1qlParams params = N1qlParams.build().adhoc(adhoc);
    if (maxParallelism > 0) {
      params.maxParallelism(maxParallelism);
    }
    if (requestPlus) {
      params.consistency(ScanConsistency.REQUEST_PLUS);
    }
    return N1qlQuery.parameterized(statement, args, params);
  }

  private static String fieldList(Set<String> fields) {
    StringBuilder list = new StringBuilder();
    for (String field : fields) {
      list.append(list.length() == 0 ? "" : ", ").append(identifier(field));
    }
    return list.toString();
  }

  private static JsonObject document(Map<String, ByteIterator> values) {
    JsonObject document = JsonObject.create();
    for (Map.Entry<String, ByteIterator> field : values.entrySet()) {
      document.put(field.getKey(), field.getValue().toString());
    }
    return document;
  }
}
