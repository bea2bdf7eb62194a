/*
 * Copyright (c) 2026 ycsb-ext contributors.
 * Licensed under the Apache License, Version 2.0 (http://www.apache.org/licenses/LICENSE-2.0).
 */
package site.ycsb.db.couchbase2.support;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.couchbase.client.java.document.json.JsonArray;
import com.couchbase.client.java.document.json.JsonObject;
import com.couchbase.client.java.query.N1qlQuery;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.Map;
import org.junit.jupiter.api.Test;
import site.ycsb.ByteIterator;
import site.ycsb.StringByteIterator;

/**
 * The exact N1QL text and parameter binding of every statement, checked on the query objects the SDK would send
 * (no server needed: CouchbaseMock has no N1QL).
 */
class N1qlStatementsTest {
  private final N1qlStatements prepared = new N1qlStatements("ycsb", false, 1, false);

  @Test
  void scanBindsTheStartKeyAndLimitAsParameters() {
    N1qlQuery scan = prepared.scanIds("usertable:user42", 7);
    assertEquals("SELECT RAW meta().id FROM `ycsb` WHERE meta().id >= $1 ORDER BY meta().id LIMIT $2",
        scan.statement().toString());
    assertEquals(JsonArray.from("usertable:user42", 7), scan.n1ql().getArray("args"));
    assertFalse(scan.statement().toString().contains("'$1'"), "the start key is a parameter, not the text '$1'");
  }

  @Test
  void scanOfSomeFieldsSelectsThemQuotedInKeyOrder() {
    N1qlQuery scan = prepared.scanFields(new LinkedHashSet<>(Arrays.asList("field1", "odd`name")), "t:a", 3);
    assertEquals("SELECT `field1`, `odd``name` FROM `ycsb` WHERE meta().id >= $1 ORDER BY meta().id LIMIT $2",
        scan.statement().toString());
    assertEquals(JsonArray.from("t:a", 3), scan.n1ql().getArray("args"));
  }

  @Test
  void readByKeyBindsTheId() {
    N1qlQuery all = prepared.read("t:k", null);
    assertEquals("SELECT RAW `ycsb` FROM `ycsb` USE KEYS [$1]", all.statement().toString());
    assertEquals(JsonArray.from("t:k"), all.n1ql().getArray("args"));
    N1qlQuery some = prepared.read("t:k", new LinkedHashSet<>(Arrays.asList("field0", "field9")));
    assertEquals("SELECT `field0`, `field9` FROM `ycsb` USE KEYS [$1]", some.statement().toString());
  }

  @Test
  void insertAndUpsertBindIdAndWholeDocument() {
    Map<String, ByteIterator> values = values("field0", "a'b\"c", "field1", "x");
    N1qlQuery insert = prepared.insert("t:k", values, false);
    assertEquals("INSERT INTO `ycsb` (KEY, VALUE) VALUES ($1, $2)", insert.statement().toString());
    assertEquals(JsonArray.from("t:k", JsonObject.create().put("field0", "a'b\"c").put("field1", "x")),
        insert.n1ql().getArray("args"));
    assertEquals("UPSERT INTO `ycsb` (KEY, VALUE) VALUES ($1, $2)",
        prepared.insert("t:k", values, true).statement().toString());
  }

  @Test
  void mergeSetsEachFieldFromItsOwnParameter() {
    N1qlQuery merge = prepared.merge("t:k", values("field3", "new'value", "field7", "x"));
    assertEquals("UPDATE `ycsb` USE KEYS [$1] SET `field3` = $2, `field7` = $3", merge.statement().toString());
    assertEquals(JsonArray.from("t:k", "new'value", "x"), merge.n1ql().getArray("args"));
  }

  @Test
  void deleteBindsTheId() {
    N1qlQuery delete = prepared.delete("t:k");
    assertEquals("DELETE FROM `ycsb` USE KEYS [$1]", delete.statement().toString());
    assertEquals(JsonArray.from("t:k"), delete.n1ql().getArray("args"));
  }

  @Test
  void adhocAndMaxParallelismReachTheQuery() {
    N1qlQuery preparedQuery = prepared.delete("t:k");
    assertFalse(preparedQuery.params().isAdhoc());
    assertEquals("1", String.valueOf(preparedQuery.n1ql().get("max_parallelism")));
    N1qlQuery adhoc = new N1qlStatements("ycsb", true, 0, false).delete("t:k");
    assertTrue(adhoc.params().isAdhoc());
    assertFalse(adhoc.n1ql().containsKey("max_parallelism"), adhoc.n1ql().toString());
    assertEquals("4", String.valueOf(new N1qlStatements("ycsb", true, 4, false).scanIds("a", 1).n1ql()
        .get("max_parallelism")));
  }

  @Test
  void requestPlusConsistencyReachesTheQuery() {
    N1qlQuery scan = new N1qlStatements("ycsb", true, 1, true).scanIds("a", 1);
    assertEquals("request_plus", scan.n1ql().getString("scan_consistency"));
    JsonObject notBounded = prepared.scanIds("a", 1).n1ql();
    assertFalse(notBounded.containsKey("scan_consistency"), notBounded.toString());
  }

  @Test
  void primaryIndexCheckAndAdviceNameTheBucket() {
    N1qlQuery check = prepared.primaryIndexCount("my-bucket");
    assertEquals("SELECT RAW COUNT(*) FROM system:indexes WHERE keyspace_id = $1 AND is_primary = true"
        + " AND state = \"online\"", check.statement().toString());
    assertEquals(JsonArray.from("my-bucket"), check.n1ql().getArray("args"));
    assertEquals("CREATE PRIMARY INDEX ON `my-bucket`",
        new N1qlStatements("my-bucket", false, 1, false).createPrimaryIndex());
  }

  private static Map<String, ByteIterator> values(String... keyValues) {
    Map<String, ByteIterator> values = new LinkedHashMap<>();
    for (int i = 0; i < keyValues.length; i += 2) {
      values.put(keyValues[i], new StringByteIterator(keyValues[i + 1]));
    }
    return values;
  }
}
