/*
 * Copyright (c) 2026 ycsb-ext contributors.
 * Licensed under the Apache License, Version 2.0 (http://www.apache.org/licenses/LICENSE-2.0).
 */
package site.ycsb.ext.embedded.mongodb;

import com.mongodb.client.MongoClient;
import com.mongodb.client.MongoClients;
import com.mongodb.client.MongoCollection;
import com.mongodb.client.model.Filters;
import com.mongodb.client.model.ReplaceOptions;
import com.mongodb.client.model.Updates;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.Vector;
import org.bson.Document;
import org.bson.conversions.Bson;
import site.ycsb.ByteIterator;
import site.ycsb.DB;
import site.ycsb.DBException;
import site.ycsb.Status;
import site.ycsb.StringByteIterator;

/**
 * A test-only binding over MongoDB's Java driver (upstream's mongodb binding is not on Maven Central, so the tests
 * cannot use it): one document per record, {@code _id} the key, one string field per YCSB field, in the database of
 * {@code mongodb.url} (upstream's property); {@code mongodb.upsert=true} makes an insert replace a record with the same
 * key, as upstream's does. One client per thread; not for measuring MongoDB.
 */
public class MongoTestDB extends DB {
  private MongoClient client;
  private String database;
  private boolean upsert;

  @Override
  public void init() throws DBException {
    String url = getProperties().getProperty("mongodb.url");
    if (url == null) {
      throw new DBException("mongodb.url is not set");
    }
    upsert = Boolean.parseBoolean(getProperties().getProperty("mongodb.upsert", "false"));
    client = MongoClients.create(url);
    database = new com.mongodb.ConnectionString(url).getDatabase();
  }

  @Override
  public void cleanup() {
    client.close();
  }

  private MongoCollection<Document> collection(String table) {
    return client.getDatabase(database).getCollection(table);
  }

  @Override
  public Status read(String table, String key, Set<String> fields, Map<String, ByteIterator> result) {
    Document doc = collection(table).find(Filters.eq("_id", key)).first();
    if (doc == null) {
      return Status.NOT_FOUND;
    }
    copy(doc, fields, result);
    return Status.OK;
  }

  @Override
  public Status scan(String table, String startkey, int recordcount, Set<String> fields,
      Vector<HashMap<String, ByteIterator>> result) {
    for (Document doc : collection(table).find(Filters.gte("_id", startkey)).sort(new Document("_id", 1))
        .limit(recordcount)) {
      HashMap<String, ByteIterator> row = new HashMap<>();
      copy(doc, fields, row);
      result.add(row);
    }
    return Status.OK;
  }

  @Override
  public Status update(String table, String key, Map<String, ByteIterator> values) {
    List<Bson> sets = new ArrayList<>();
    values.forEach((k, v) -> sets.add(Updates.set(k, v.toString())));
    return collection(table).updateOne(Filters.eq("_id", key), Updates.combine(sets)).getMatchedCount() == 1
        ? Status.OK : Status.NOT_FOUND;
  }

  @Override
  public Status insert(String table, String key, Map<String, ByteIterator> values) {
    Document doc = new Document("_id", key);
    values.forEach((k, v) -> doc.append(k, v.toString()));
    if (upsert) {
      collection(table).replaceOne(Filters.eq("_id", key), doc, new ReplaceOptions().upsert(true));
    } else {
      collection(table).insertOne(doc);
    }
    return Status.OK;
  }

  @Override
  public Status delete(String table, String key) {
    return collection(table).deleteOne(Filters.eq("_id", key)).getDeletedCount() == 1 ? Status.OK
        : Status.NOT_FOUND;
  }

  private static void copy(Document doc, Set<String> fields, Map<String, ByteIterator> result) {
    doc.forEach((k, v) -> {
      if (!k.equals("_id") && (fields == null || fields.contains(k))) {
        result.put(k, new StringByteIterator(String.valueOf(v)));
      }
    });
  }
}
