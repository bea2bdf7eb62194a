/*
 * Copyright (c) 2026 ycsb-ext contributors.
 * Licensed under the Apache License, Version 2.0 (http://www.apache.org/licenses/LICENSE-2.0).
 */
package site.ycsb.db.couchbase3.support;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Properties;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The couchbaselabs fork's names and value forms as perfrunner's {@code run_ycsb} writes them (its whole
 * {@code couchbase.*} list for a run without TLS and with legacy durability), the fork's aliases of this binding's
 * settings, and the TLS settings' refusals before the run.
 */
class ForkNamesTest {
  @TempDir
  Path dir;

  /** @return properties from {@code name=value} settings; also for the package's other tests */
  static Properties props(String... settings) {
    Properties props = new Properties();
    for (String setting : settings) {
      String[] pair = setting.split("=", 2);
      props.setProperty(pair[0], pair[1]);
    }
    return props;
  }

  private static String refusal(Properties props) {
    InvalidPropertyException e = assertThrows(InvalidPropertyException.class, () -> Couchbase3Settings.from(props));
    assertEquals(1, e.getMessage().lines().count(), e.getMessage());
    return e.getMessage();
  }

  /** What perfrunner's run_ycsb passes to the couchbase3 client, with its defaults filled in. */
  private static Properties perfrunner() {
    return props("couchbase.host=127.0.0.1", "couchbase.bucket=bucket-1", "couchbase.upsert=true",
        "couchbase.epoll=true", "couchbase.boost=12", "couchbase.kvEndpoints=1", "couchbase.sslMode=none",
        "couchbase.certKeystoreFile=../", "couchbase.certKeystorePassword=", "couchbase.certificateFile=../",
        "couchbase.password=password", "couchbase.retryStrategy=default", "couchbase.retryLower=1",
        "couchbase.retryUpper=500", "couchbase.retryFactor=2", "couchbase.rangeScanSampling=None",
        "couchbase.prefixScan=None", "couchbase.ordered=None", "couchbase.persistTo=0", "couchbase.replicateTo=1",
        "couchbase.enableMutationToken=true", "couchbase.outOfOrderExecution=true", "couchbase.kvTimeoutMillis=60000");
  }

  @Test
  void perfrunnersCommandLineIsAcceptedWithTheForksMeanings() {
    Couchbase3Settings settings = Couchbase3Settings.from(perfrunner());
    assertFalse(settings.isTls());
    assertEquals(1, settings.getReplicateToReplicas());
    assertEquals(60000, settings.kvTimeout().toMillis());
    assertTrue(settings.isOutOfOrderExecution());
    assertTrue(settings.isMutationTokens());
    assertEquals(11210, settings.kvPort());
  }

  @Test
  void perfrunnersDurabilityFormAndItsLegacyPairAreRefusedTogether() {
    Properties props = perfrunner();
    props.setProperty("couchbase.durability", "1");
    String refused = refusal(props);
    assertTrue(refused.contains("couchbase.durability=1"), refused);
    props.remove("couchbase.persistTo");
    props.remove("couchbase.replicateTo");
    assertEquals(com.couchbase.client.core.msg.kv.DurabilityLevel.MAJORITY,
        Couchbase3Settings.from(props).getDurability());
  }

  /**
   * perfrunner's {@code couchbase.upsert=true} makes the fork's updates whole-document upserts; they were sub-document
   * merges here, so the same command line measured another operation.
   */
  @Test
  void perfrunnersUpsertMakesUpdatesWholeDocumentUpsertsUnlessUpdateIsSet() {
    assertEquals(UpdateMode.UPSERT, Couchbase3Settings.from(perfrunner()).updateMode());
    Properties merged = perfrunner();
    merged.setProperty("couchbase.update", "merge");
    assertEquals(UpdateMode.MERGE, Couchbase3Settings.from(merged).updateMode());
    assertEquals(UpdateMode.MERGE, Couchbase3Settings.from(props("couchbase.password=p",
        "couchbase.upsert=false")).updateMode());
    assertEquals(UpdateMode.MERGE, Couchbase3Settings.from(props("couchbase.password=p"))
        .updateMode());
  }

  @Test
  void forkAliasesAgreeWithTheNamesTheyStandFor() {
    assertEquals(9999, Couchbase3Settings.from(props("couchbase.password=p", "couchbase.kvPort=9999"))
        .kvPort());
    assertEquals(7777, Couchbase3Settings.from(props("couchbase.password=p", "couchbase.managerPort=7777"))
        .managerPort());
    assertEquals(5000, Couchbase3Settings.from(props("couchbase.password=p", "couchbase.kvTimeout=5000",
        "couchbase.kvTimeoutMillis=5000")).kvTimeout().toMillis());
    String refused = refusal(props("couchbase.password=p", "couchbase.kvTimeout=5000",
        "couchbase.kvTimeoutMillis=60000"));
    assertEquals("Invalid value '60000' for property 'couchbase.kvTimeoutMillis': expected it unset or equal to"
        + " couchbase.kvTimeout=5000 (the fork's name for the same setting)", refused);
  }

  @Test
  void whatThisBindingDoesNotDoIsRefusedNotIgnored() {
    String[][] cases = {{"couchbase.retryStrategy=fast-fail", "couchbase.retryStrategy"},
        {"couchbase.transactionsEnabled=true", "couchbase.transactionsEnabled"},
        {"collectionsparam=c1,c2", "collectionsparam"}, {"couchbase.ordered=yes", "couchbase.ordered"},
        {"couchbase.boost=many", "couchbase.boost"}, {"couchbase.sslMode=capella", "couchbase.sslMode"},
        {"couchbase.enableMutationToken=false", "couchbase.enableMutationToken"}};
    for (String[] c : cases) {
      Properties props = perfrunner();
      String[] pair = c[0].split("=", 2);
      props.setProperty(pair[0], pair[1]);
      String refused = refusal(props);
      assertTrue(refused.contains("'" + c[1] + "'"), refused);
    }
  }

  @Test
  void tlsNeedsExactlyOneReadableTrustSourceAndReadsItBeforeTheRun() throws IOException {
    String none = refusal(props("couchbase.password=p", "couchbase.sslEnabled=true"));
    assertTrue(none.contains("'couchbase.sslTruststoreFile'") && none.contains("exactly one of"), none);
    String missing = refusal(props("couchbase.password=p", "couchbase.sslMode=data",
        "couchbase.certificateFile=" + dir.resolve("absent.pem")));
    assertTrue(missing.contains("expected a readable file"), missing);
    Path notPem = Files.writeString(dir.resolve("not.pem"), "hello");
    String bad = refusal(props("couchbase.password=p", "couchbase.sslMode=data", "couchbase.certificateFile=" + notPem));
    assertTrue(bad.contains("expected a PEM file of X.509 certificates"), bad);
    String store = refusal(props("couchbase.password=p", "couchbase.sslEnabled=true",
        "couchbase.sslTruststoreFile=" + notPem, "couchbase.sslTruststorePassword=hunter2"));
    assertTrue(store.contains("readable with couchbase.sslTruststorePassword"), store);
    assertFalse(store.contains("hunter2"), store);
    String off = refusal(props("couchbase.password=p", "couchbase.sslTruststoreFile=" + notPem));
    assertTrue(off.contains("it only with couchbase.sslEnabled=true or couchbase.sslMode=data|auth"), off);
    String contradicted = refusal(props("couchbase.password=p", "couchbase.sslEnabled=false",
        "couchbase.sslMode=data"));
    assertTrue(contradicted.contains("'couchbase.sslEnabled'"), contradicted);
  }
}
