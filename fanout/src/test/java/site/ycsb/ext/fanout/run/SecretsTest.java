/*
 * Copyright (c) 2026 ycsb-ext contributors.
 * Licensed under the Apache License, Version 2.0 (http://www.apache.org/licenses/LICENSE-2.0).
 */
package site.ycsb.ext.fanout.run;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.Properties;
import java.util.function.UnaryOperator;
import org.junit.jupiter.api.Test;

class SecretsTest {
  private static UnaryOperator<String> masker() {
    Properties props = new Properties();
    props.setProperty("couchbase.password", "pa55word-long");
    props.setProperty("as.PASSWORD", "ab");
    props.setProperty("recordcount", "1000");
    return Secrets.masker(props);
  }

  @Test
  void theLogLineMasksEverySecretNameInAnyCase() {
    Properties props = new Properties();
    props.setProperty("as.PASSWORD", "ab");
    props.setProperty("db.passwd", "pg-pass");
    props.setProperty("recordcount", "1000");
    assertEquals("as.PASSWORD=*****, db.passwd=*****, recordcount=1000", Secrets.describe(props));
  }

  @Test
  void valuesAreMaskedWhereverTheyAppearAndShortOnesNextToTheirName() {
    UnaryOperator<String> mask = masker();
    assertEquals("\"couchbase.password\"=\"*****\"", mask.apply("\"couchbase.password\"=\"pa55word-long\""));
    assertEquals("connecting with *****", mask.apply("connecting with pa55word-long"));
    assertEquals("as.PASSWORD=*****, recordcount=1000", mask.apply("as.PASSWORD=ab, recordcount=1000"));
    assertEquals("{\"as.PASSWORD\": \"*****\"}", mask.apply("{\"as.PASSWORD\": \"ab\"}"));
    assertEquals("abc tab", mask.apply("abc tab"), "a short value is not masked elsewhere");
  }
}
