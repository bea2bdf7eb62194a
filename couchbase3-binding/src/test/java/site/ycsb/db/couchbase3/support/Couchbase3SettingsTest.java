/*
 * Copyright (c) 2026 ycsb-ext contributors.
 * Licensed under the Apache License, Version 2.0 (http://www.apache.org/licenses/LICENSE-2.0).
 */
package site.ycsb.db.couchbase3.support;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.couchbase.client.core.msg.kv.DurabilityLevel;
import com.couchbase.client.java.kv.PersistTo;
import com.couchbase.client.java.kv.ReplicateTo;
import java.util.List;
import java.util.Properties;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.api.Test;

/** Every property's defaults, accepted forms and bad values: each refused with one line naming it. */
class Couchbase3SettingsTest {

  private static Properties props(String... settings) {
    Properties props = new Properties();
    props.setProperty(Couchbase3Properties.PASSWORD, "pw");
    for (String setting : settings) {
      String[] pair = setting.split("=", 2);
      props.setProperty(pair[0], pair[1]);
    }
    return props;
  }

  private static String refusal(String... settings) {
    InvalidPropertyException e = assertThrows(InvalidPropertyException.class,
        () -> Couchbase3Settings.from(props(settings)));
    assertEquals(1, e.getMessage().lines().count(), e.getMessage());
    return e.getMessage();
  }

  @Test
  void defaultsAreThoseOfThePropertyTable() {
    Couchbase3Settings settings = Couchbase3Settings.from(props());
    assertEquals(List.of("127.0.0.1"), settings.getHosts());
    assertEquals("default", settings.getBucket());
    assertEquals("_default", settings.getScope());
    assertEquals("_default", settings.getCollection());
    assertFalse(settings.isNamedCollection());
    assertEquals("default", settings.getUsername(), "unset user: the bucket's name");
    assertEquals(DurabilityLevel.NONE, settings.getDurability());
    assertEquals(PersistTo.NONE, settings.getPersistTo());
    assertEquals(ReplicateTo.NONE, settings.getReplicateTo());
    assertFalse(settings.hasDurability());
    assertEquals(UpdateMode.MERGE, settings.updateMode());
    assertEquals(10000, settings.kvTimeout().toMillis());
    assertEquals(30000, settings.connectTimeout().toMillis());
    assertEquals(8091, settings.managerPort());
    assertEquals(11210, settings.kvPort());
  }

  @ParameterizedTest
  @CsvSource({"0,NONE", "none,NONE", "1,MAJORITY", "majority,MAJORITY", "Majority,MAJORITY",
      "2,MAJORITY_AND_PERSIST_TO_ACTIVE", "majority_and_persist_to_active,MAJORITY_AND_PERSIST_TO_ACTIVE",
      "3,PERSIST_TO_MAJORITY", "PERSIST_TO_MAJORITY,PERSIST_TO_MAJORITY"})
  void durabilityIsANumberOrANameInAnyCase(String value, DurabilityLevel level) {
    Couchbase3Settings settings = Couchbase3Settings.from(props("couchbase.durability=" + value));
    assertEquals(level, settings.getDurability());
    assertEquals(level != DurabilityLevel.NONE, settings.hasDurability());
  }

  @Test
  void legacyDurabilityWorksAloneAndIsRefusedWithDurability() {
    Couchbase3Settings legacy = Couchbase3Settings.from(props("couchbase.persistTo=2", "couchbase.replicateTo=1"));
    assertEquals(PersistTo.TWO, legacy.getPersistTo());
    assertEquals(ReplicateTo.ONE, legacy.getReplicateTo());
    assertEquals(1, legacy.replicasNeeded());
    String both = refusal("couchbase.durability=majority", "couchbase.replicateTo=1");
    assertEquals("Invalid value '1' for property 'couchbase.replicateTo': expected it unset with"
        + " couchbase.durability=majority (server-side durability and the legacy observe-based persistTo/replicateTo"
        + " exclude each other)", both);
    assertTrue(refusal("couchbase.durability=2", "couchbase.persistTo=0").contains("'couchbase.persistTo'"));
  }

  @ParameterizedTest
  @CsvSource(delimiter = '|', value = {
      "couchbase.durability=4|'couchbase.durability': expected 0 (none), 1 (majority)",
      "couchbase.durability=strong|'couchbase.durability'",
      "couchbase.durability=|expected a value",
      "couchbase.persistTo=5|'couchbase.persistTo': expected an integer from 0 to 4",
      "couchbase.replicateTo=-1|'couchbase.replicateTo': expected an integer from 0 to 3",
      "couchbase.replicateTo=one|'couchbase.replicateTo'",
      "couchbase.update=patch|'couchbase.update': expected merge, replace or upsert",
      "couchbase.upsert=yes|'couchbase.upsert': expected true or false",
      "couchbase.kvTimeout=0|'couchbase.kvTimeout': expected an integer 1 or more",
      "couchbase.connectTimeout=1s|'couchbase.connectTimeout'",
      "couchbase.socketConnectTimeout=-5|'couchbase.socketConnectTimeout'",
      "couchbase.kvEndpoints=0|'couchbase.kvEndpoints': expected an integer from 1 to 1024",
      "couchbase.documentExpiry=-1|'couchbase.documentExpiry'",
      "couchbase.bootstrapHttpPort=70000|'couchbase.bootstrapHttpPort': expected an integer from 1 to 65535",
      "couchbase.bootstrapCarrierPort=0|'couchbase.bootstrapCarrierPort'",
      "couchbase.host=db1:11210|'couchbase.host': expected a comma-separated list of host names",
      "couchbase.host=db1,,db2|'couchbase.host'",
      "couchbase.bucket=a/b|'couchbase.bucket': expected a bucket name",
      "couchbase.scope=_system|'couchbase.scope'",
      "couchbase.collection=%x|'couchbase.collection'",
      "couchbase.collection=users|'couchbase.collection': expected _default in scope _default",
      "couchbase.transactionsEnabled=true|'couchbase.transactionsEnabled': expected false (this binding runs no ACID"
          + " transactions",
      "couchbase.transactionsEnabled=maybe|'couchbase.transactionsEnabled': expected true or false",
      "couchbase.replicateto=1|Unknown property 'couchbase.replicateto' of the couchbase3 binding: did you mean"
          + " couchbase.replicateTo?",
      "Couchbase.host=x|Unknown property 'Couchbase.host'",
      "scanproportion=0.05|'scanproportion': expected 0 with the couchbase3 binding"})
  void badValuesAreRefusedWithOneLineNamingThePropertyAndTheValidValues(String setting, String expected) {
    String message = refusal(setting);
    assertTrue(message.contains(expected), message);
  }

  @Test
  void aMissingPasswordIsRefusedNamingTheUserOrBucket() {
    InvalidPropertyException e = assertThrows(InvalidPropertyException.class,
        () -> Couchbase3Settings.from(new Properties()));
    assertTrue(e.getMessage().contains("'couchbase.password'") && e.getMessage().contains("bucket 'default'")
        && e.getMessage().contains("SDK 3 refuses an empty one"), e.getMessage());
    Properties user = new Properties();
    user.setProperty("couchbase.username", "bench");
    e = assertThrows(InvalidPropertyException.class, () -> Couchbase3Settings.from(user));
    assertTrue(e.getMessage().contains("user 'bench'"), e.getMessage());
  }

  @Test
  void namedCollectionsAndHostsListsAreAccepted() {
    Couchbase3Settings settings = Couchbase3Settings.from(props("couchbase.scope=app", "couchbase.collection=users",
        "couchbase.host=db1, 10.0.0.2", "couchbase.username=bench"));
    assertTrue(settings.isNamedCollection());
    assertEquals(List.of("db1", "10.0.0.2"), settings.getHosts());
    assertEquals("bench", settings.getUsername());
  }

  @Test
  void scansAreAcceptedWhenTheRunDoesNotTransact() {
    assertFalse(Couchbase3Settings.from(props("scanproportion=0.5", "dotransactions=false")).hasDurability());
  }

  @Test
  void passwordNeverAppearsInARefusal() {
    String message = refusal("couchbase.password=hunter2", "couchbase.update=bad");
    assertFalse(message.contains("hunter2"), message);
  }

  /** Values past 2038 (352,000,000 s from late 2026) and past the SDK's 50 years were accepted, then lost data. */
  @Test
  void anExpiryEndingAfter2038IsRefusedWithTheLargestValueAcceptedNow() {
    long latest = DocumentExpiry.LAST_UNIX_SEC - System.currentTimeMillis() / 1000;
    for (String value : new String[] {"352000000", "1000000000", "1600000000", String.valueOf(latest + 1)}) {
      String message = refusal("couchbase.documentExpiry=" + value);
      assertTrue(message.startsWith("Invalid value '" + value + "' for property 'couchbase.documentExpiry': expected"
          + " an integer 0 to ") && message.contains("2038-01-19"), message);
    }
    assertEquals(latest - 60, Couchbase3Settings.from(props("couchbase.documentExpiry=" + (latest - 60)))
        .getDocumentExpirySec());
    assertEquals(DocumentExpiry.RELATIVE_MAX_SEC + 1, Couchbase3Settings.from(props("couchbase.documentExpiry="
        + (DocumentExpiry.RELATIVE_MAX_SEC + 1))).getDocumentExpirySec());
  }

  /** couchbase2 refused these at init; couchbase3 took them and failed on the first insert. */
  @Test
  void documentsOverTheItemSizeLimitAreRefusedNamingFieldlength() {
    String message = refusal("fieldcount=2", "fieldlength=11000000");
    assertTrue(message.startsWith("Invalid value '11000000' for property 'fieldlength': expected documents of at most"
        + " 20971520 bytes"), message);
    Couchbase3Settings.from(props("fieldcount=2", "fieldlength=10000000"));
    Couchbase3Settings.from(props("fieldcount=2", "fieldlength=11000000", "fieldlengthdistribution=uniform"));
  }

  /** A name of another binding got a nonsense suggestion ("couchbase.kv: did you mean couchbase.atrs?"). */
  @Test
  void anUnknownPropertyGetsASuggestionOnlyWhenOneOfTheBindingsOwnIsClose() {
    for (String name : new String[] {"couchbase.kv", "couchbase.queryEndpoints", "couchbase.networkMetricsInterval"}) {
      String message = refusal(name + "=1");
      assertEquals("Unknown property '" + name + "' of the couchbase3 binding: none of its properties is close (the"
          + " binding's documentation lists them)", message);
    }
    assertTrue(refusal("couchbase.replicateto=1").endsWith("did you mean couchbase.replicateTo?"));
    assertTrue(refusal("couchbase.hsot=x").endsWith("did you mean couchbase.host?"));
  }

  @Test
  void sdk2SettingsAskingForSomethingAreNamedAsIgnored() {
    assertEquals("couchbase.epoll=true couchbase.boost=4", Couchbase3Settings.from(props("couchbase.epoll=true",
        "couchbase.boost=4")).getIgnoredSdk2Settings());
    assertEquals(null, Couchbase3Settings.from(props("couchbase.epoll=false", "couchbase.boost=None"))
        .getIgnoredSdk2Settings());
  }

  /** An empty trust store read "(null)" as its cause; a PEM file and a wrong password are named as such. */
  @Test
  void unusableTrustStoresAreNamedWithTheirCause(@org.junit.jupiter.api.io.TempDir java.nio.file.Path dir)
      throws Exception {
    java.nio.file.Path empty = java.nio.file.Files.createFile(dir.resolve("empty.p12"));
    String message = refusal("couchbase.sslEnabled=true", "couchbase.sslTruststoreFile=" + empty);
    assertTrue(message.endsWith("(the file is empty)") && !message.contains("null"), message);
    java.nio.file.Path pem = java.nio.file.Files.write(dir.resolve("ca.pem"),
        "-----BEGIN CERTIFICATE-----\nMIIB\n-----END CERTIFICATE-----\n".getBytes("US-ASCII"));
    message = refusal("couchbase.sslEnabled=true", "couchbase.sslTruststoreFile=" + pem);
    assertTrue(message.contains("not a PEM file (name a PEM file with couchbase.certificateFile instead)"), message);
    site.ycsb.ext.testsupport.tls.TestCertificates certificates = new site.ycsb.ext.testsupport.tls.TestCertificates(
        dir);
    java.nio.file.Path store = certificates.trustStore("trust", certificates.keyStore("node", "ip:127.0.0.1", null,
        30));
    message = refusal("couchbase.sslEnabled=true", "couchbase.sslTruststoreFile=" + store,
        "couchbase.sslTruststorePassword=wrong-one");
    assertTrue(message.startsWith("Invalid value '*****' for property 'couchbase.sslTruststorePassword': expected the"
        + " password of " + store), message);
    assertFalse(message.contains("wrong-one"), message);
    Couchbase3Settings.from(props("couchbase.sslEnabled=true", "couchbase.sslTruststoreFile=" + store,
        "couchbase.sslTruststorePassword=" + site.ycsb.ext.testsupport.tls.TestCertificates.PASSWORD));
  }
}
