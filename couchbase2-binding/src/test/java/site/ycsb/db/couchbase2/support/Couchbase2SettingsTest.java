/*
 * Copyright (c) 2026 ycsb-ext contributors.
 * Licensed under the Apache License, Version 2.0 (http://www.apache.org/licenses/LICENSE-2.0).
 */
package site.ycsb.db.couchbase2.support;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.couchbase.client.core.utils.ConnectionString;
import com.couchbase.client.java.PersistTo;
import com.couchbase.client.java.ReplicateTo;
import java.lang.reflect.Field;
import java.lang.reflect.Modifier;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Properties;
import java.util.Set;
import java.util.TreeSet;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;
import org.junit.jupiter.params.provider.ValueSource;

/** Parsing and validation of every binding property: defaults, values, and one-line errors for bad input. */
class Couchbase2SettingsTest {
  /** A file every test machine can read, standing in for a key or trust store. */
  private static final String READABLE_FILE = System.getProperty("java.home") + "/release";
  /** A key store that opens without a password and holds certificates: the JDK's own trust store. */
  private static final String TRUST_STORE = System.getProperty("java.home") + "/lib/security/cacerts";
  /** What {@code couchbase.host} refuses a seed with when it is none of the accepted forms. */
  private static final String HOST_FORMS = "a comma-separated list of seeds, each a host name, an IPv4 address or an"
      + " IPv6 literal (::1 or [::1]), optionally with a port 1 to 65535: host:port, 10.0.0.1:port or [::1]:port";

  /** @return what {@code couchbase.host} refuses a seed port that is not a bootstrap port with */
  private static String seedPorts(boolean tls, int carrier, int http) {
    return "seed ports equal to couchbase.bootstrapCarrier" + (tls ? "Ssl" : "") + "Port (" + carrier
        + ") or couchbase.bootstrapHttp" + (tls ? "Ssl" : "") + "Port (" + http + "), the ports every seed is"
        + " connected on (set those properties to bootstrap on other ports)";
  }

  /** Each row: the properties set (name, value, ...) and the exact one-line error. */
  static Stream<Arguments> badInput() {
    return Stream.of(
        row("Invalid value 'db1,,db2' for property 'couchbase.host': expected " + HOST_FORMS, "couchbase.host",
            "db1,,db2"),
        row("Invalid value 'db1:12000' for property 'couchbase.host': expected " + seedPorts(false, 11210, 8091),
            "couchbase.host", "db1:12000"),
        row("Invalid value 'my bucket' for property 'couchbase.bucket': expected a bucket name of 1 to 100 letters,"
            + " digits, '_', '-', '.' or '%'", "couchbase.bucket", "my bucket"),
        row("Invalid value '' for property 'couchbase.password': expected the password of user 'ycsb'"
            + " (couchbase.username is set)", "couchbase.username", "ycsb"),
        row("Invalid value 'yes' for property 'couchbase.upsert': expected true or false", "couchbase.upsert", "yes"),
        row("Invalid value 'partial' for property 'couchbase.update': expected merge, replace or upsert",
            "couchbase.update", "partial"),
        row("Invalid value '5' for property 'couchbase.persistTo': expected an integer from 0 to 4",
            "couchbase.persistTo", "5"),
        row("Invalid value 'one' for property 'couchbase.replicateTo': expected an integer from 0 to 3",
            "couchbase.replicateTo", "one"),
        row("Invalid value 'TRUE' for property 'couchbase.adhoc': expected true or false", "couchbase.adhoc", "TRUE"),
        row("Invalid value '1' for property 'couchbase.kv': expected true or false", "couchbase.kv", "1"),
        row("Invalid value '-1' for property 'couchbase.maxParallelism': expected an integer 0 or more",
            "couchbase.maxParallelism", "-1"),
        row("Invalid value 'strict' for property 'couchbase.scanConsistency': expected not_bounded or request_plus",
            "couchbase.scanConsistency", "strict"),
        row("Invalid value '0' for property 'couchbase.kvEndpoints': expected an integer from 1 to 1024",
            "couchbase.kvEndpoints", "0"),
        row("Invalid value '0' for property 'couchbase.queryEndpoints': expected an integer from 1 to 1024",
            "couchbase.queryEndpoints", "0"),
        row("Invalid value 'on' for property 'couchbase.epoll': expected true or false", "couchbase.epoll", "on"),
        row("Invalid value '-1' for property 'couchbase.boost': expected an integer from 0 to 1024",
            "couchbase.boost", "-1"),
        row("Invalid value '1.5' for property 'couchbase.networkMetricsInterval': expected an integer 0 or more",
            "couchbase.networkMetricsInterval", "1.5"),
        row("Invalid value '-10' for property 'couchbase.runtimeMetricsInterval': expected an integer 0 or more",
            "couchbase.runtimeMetricsInterval", "-10"),
        row("Invalid value '-1' for property 'couchbase.documentExpiry': expected an integer 0 or more",
            "couchbase.documentExpiry", "-1"),
        row("Invalid value 'no' for property 'couchbase.syncMutationResponse': expected true or false",
            "couchbase.syncMutationResponse", "no"),
        row("Invalid value '0' for property 'couchbase.kvTimeout': expected an integer 1 or more",
            "couchbase.kvTimeout", "0"),
        row("Invalid value '30s' for property 'couchbase.connectTimeout': expected an integer 1 or more",
            "couchbase.connectTimeout", "30s"),
        row("Invalid value '0' for property 'couchbase.queryTimeout': expected an integer 1 or more",
            "couchbase.queryTimeout", "0"),
        row("Invalid value '10s' for property 'couchbase.socketConnectTimeout': expected an integer 1 or more",
            "couchbase.socketConnectTimeout", "10s"),
        row("Invalid value '-5' for property 'couchbase.disconnectTimeout': expected an integer 1 or more",
            "couchbase.disconnectTimeout", "-5"),
        row("Invalid value '0' for property 'couchbase.bootstrapHttpPort': expected an integer from 1 to 65535",
            "couchbase.bootstrapHttpPort", "0"),
        row("Invalid value '70000' for property 'couchbase.bootstrapCarrierPort': expected an integer from 1 to 65535",
            "couchbase.bootstrapCarrierPort", "70000"),
        row("Invalid value '-1' for property 'couchbase.temporaryFailureRetries': expected an integer from 0 to 1000",
            "couchbase.temporaryFailureRetries", "-1"),
        row("Invalid value '5000' for property 'couchbase.temporaryFailureBackoff': expected an integer from 0 to 1000",
            "couchbase.temporaryFailureBackoff", "5000"),
        row("Invalid value 'yes' for property 'couchbase.sslEnabled': expected true or false",
            "couchbase.sslEnabled", "yes"),
        row("Invalid value 'true' for property 'couchbase.sslEnabled': expected it with couchbase.sslTruststoreFile"
            + " (the certificates that sign the servers') or couchbase.sslKeystoreFile", "couchbase.sslEnabled", "true"),
        row("Invalid value '/no/such/trust.p12' for property 'couchbase.sslTruststoreFile': expected a readable file",
            "couchbase.sslEnabled", "true", "couchbase.sslTruststoreFile", "/no/such/trust.p12"),
        row("Invalid value '/no/such/keys.p12' for property 'couchbase.sslKeystoreFile': expected a readable file",
            "couchbase.sslEnabled", "true", "couchbase.sslKeystoreFile", "/no/such/keys.p12"),
        row("Invalid value '" + READABLE_FILE + "' for property 'couchbase.sslTruststoreFile': expected it only with"
            + " couchbase.sslEnabled=true (without it the connections are plain TCP)",
            "couchbase.sslTruststoreFile", READABLE_FILE),
        row("Invalid value 'maybe' for property 'couchbase.sslHostnameVerification': expected true or false",
            "couchbase.sslHostnameVerification", "maybe"),
        row("Invalid value 'true' for property 'couchbase.certAuthEnabled': expected it with couchbase.sslKeystoreFile"
            + " (the client certificate and key)", "couchbase.sslEnabled", "true", "couchbase.sslTruststoreFile",
            READABLE_FILE, "couchbase.certAuthEnabled", "true"),
        row("Invalid value 'ycsb' for property 'couchbase.username': expected no user name with"
            + " couchbase.certAuthEnabled=true (the certificate names the user)", "couchbase.sslEnabled", "true",
            "couchbase.sslKeystoreFile", READABLE_FILE, "couchbase.certAuthEnabled", "true", "couchbase.username", "ycsb",
            "couchbase.password", "pw"),
        row("Invalid value '0' for property 'couchbase.bootstrapHttpSslPort': expected an integer from 1 to 65535",
            "couchbase.bootstrapHttpSslPort", "0"),
        row("Invalid value '70000' for property 'couchbase.bootstrapCarrierSslPort': expected an integer from 1 to"
            + " 65535", "couchbase.bootstrapCarrierSslPort", "70000"),
        row("Invalid value 'sometimes' for property 'couchbase.allowUnplacedReplicas': expected true or false",
            "couchbase.allowUnplacedReplicas", "sometimes"),
        row("Invalid value 'on' for property 'couchbase.operationTracing': expected true or false",
            "couchbase.operationTracing", "on"),
        row("Invalid value '1' for property 'couchbase.orphanResponseLogging': expected true or false",
            "couchbase.orphanResponseLogging", "1"),
        row("Invalid value 'no' for property 'couchbase.encodedPlan': expected true or false",
            "couchbase.encodedPlan", "no"),
        row("Invalid value 'internal' for property 'couchbase.networkResolution': expected auto, default or external",
            "couchbase.networkResolution", "internal"),
        row("Invalid value '1' for property 'couchbase.persistTo': expected 0 when couchbase.kv=false (N1QL mutations"
            + " cannot wait for persistence)", "couchbase.kv", "false", "couchbase.persistTo", "1"),
        row("Invalid value '2' for property 'couchbase.replicateTo': expected 0 when couchbase.kv=false (N1QL"
            + " mutations cannot wait for replication)", "couchbase.kv", "false", "couchbase.replicateTo", "2"),
        row("Invalid value 'replace' for property 'couchbase.update': expected merge or upsert when couchbase.kv=false"
            + " (N1QL has no whole-document replace)", "couchbase.kv", "false", "couchbase.update", "replace"),
        row("Invalid value 'false' for property 'couchbase.syncMutationResponse': expected true when"
            + " couchbase.kv=false (N1QL mutations are always synchronous)", "couchbase.kv", "false",
            "couchbase.syncMutationResponse", "false"));
  }

  private static Arguments row(String message, String... keyValues) {
    return Arguments.of(message, keyValues);
  }

  @ParameterizedTest
  @MethodSource("badInput")
  void badValueFailsWithOneLineNamingPropertyValueAndValidValues(String message, String[] keyValues) {
    InvalidPropertyException e = assertThrows(InvalidPropertyException.class,
        () -> Couchbase2Settings.from(props(keyValues)));
    assertEquals(message, e.getMessage());
    assertFalse(e.getMessage().contains("\n"));
  }

  @Test
  void badInputTableCoversEveryProperty() throws IllegalAccessException {
    Set<String> covered = new TreeSet<>();
    badInput().forEach(args -> {
      String[] keyValues = (String[]) args.get()[1];
      for (int i = 0; i < keyValues.length; i += 2) {
        covered.add(keyValues[i]);
      }
    });
    covered.add(Couchbase2Properties.PASSWORD); // its row sets only the user name, the error names the password
    // Passwords take any value.
    covered.add(Couchbase2Properties.SSL_TRUSTSTORE_PASSWORD);
    covered.add(Couchbase2Properties.SSL_KEYSTORE_PASSWORD);
    Set<String> all = new TreeSet<>();
    for (Field field : Couchbase2Properties.class.getFields()) {
      if (Modifier.isStatic(field.getModifiers()) && field.getType() == String.class
          && !field.getName().endsWith("_DEFAULT") && ((String) field.get(null)).startsWith("couchbase.")
          && !field.getName().equals("PREFIX")) {
        all.add((String) field.get(null));
      }
    }
    assertEquals(all, covered);
    assertEquals(all, Couchbase2Properties.names(), "every documented property is known (not refused)");
  }

  @Test
  void anExpiryOver30DaysIsSentAsTheWritesUnixTimePlusTheExpiry() {
    long nowMs = 1_800_000_000_123L;
    assertEquals(0, Couchbase2Settings.from(props()).documentExpiryAt(nowMs));
    assertEquals(2592000, Couchbase2Settings.from(props("couchbase.documentExpiry", "2592000"))
        .documentExpiryAt(nowMs));
    assertEquals(1_800_000_000 + 2592001, Couchbase2Settings.from(props("couchbase.documentExpiry", "2592001"))
        .documentExpiryAt(nowMs));
  }

  @Test
  void documentsOverTheBucketsItemSizeLimitAreRefusedNamingTheLimit() {
    InvalidPropertyException e = assertThrows(InvalidPropertyException.class,
        () -> Couchbase2Settings.from(props("fieldcount", "2", "fieldlength", "11000000")));
    assertTrue(e.getMessage().startsWith("Invalid value '11000000' for property 'fieldlength': expected documents of"
        + " at most 20971520 bytes") && e.getMessage().contains("fieldcount=2"), e.getMessage());
    Couchbase2Settings.from(props("fieldcount", "2", "fieldlength", "10000000"));
    Couchbase2Settings.from(props("fieldcount", "2", "fieldlength", "11000000", "fieldlengthdistribution",
        "uniform"));
  }

  @Test
  void anExpiryEndingAfter2038IsRefusedWithTheRule() {
    InvalidPropertyException e = assertThrows(InvalidPropertyException.class,
        () -> Couchbase2Settings.from(props("couchbase.documentExpiry", String.valueOf(Integer.MAX_VALUE))));
    assertTrue(e.getMessage().startsWith("Invalid value '2147483647' for property 'couchbase.documentExpiry': "
        + "expected an integer 0 to ") && e.getMessage().contains("2038-01-19"), e.getMessage());
  }

  /** couchbase3's names got nonsense suggestions; a name no property is close to gets none. */
  @Test
  void anotherBindingsPropertyGetsNoSuggestion() {
    for (String name : new String[] {"couchbase.durability", "couchbase.atrs", "couchbase.sslMode"}) {
      InvalidPropertyException e = assertThrows(InvalidPropertyException.class,
          () -> Couchbase2Settings.from(props(name, "1")));
      assertEquals("Unknown property '" + name + "' of the couchbase2 binding: none of its properties is close (the"
          + " binding's documentation lists them)", e.getMessage());
    }
  }

  @Test
  void misspelledPropertyIsRefusedNamingTheClosestKnownOne() {
    InvalidPropertyException e = assertThrows(InvalidPropertyException.class,
        () -> Couchbase2Settings.from(props("couchbase.replicateto", "1")));
    assertEquals("Unknown property 'couchbase.replicateto' of the couchbase2 binding: did you mean"
        + " couchbase.replicateTo?", e.getMessage());
    e = assertThrows(InvalidPropertyException.class,
        () -> Couchbase2Settings.from(props("couchbase.kvTimeot", "500", "couchbase.kv", "true")));
    assertEquals("Unknown property 'couchbase.kvTimeot' of the couchbase2 binding: did you mean"
        + " couchbase.kvTimeout?", e.getMessage());
  }

  @ParameterizedTest(name = "{0}=<blank>")
  @MethodSource("everyPropertyName")
  void blankValueIsAnErrorNamingTheProperty(String property) {
    for (String blank : new String[] {"", " "}) {
      InvalidPropertyException e = assertThrows(InvalidPropertyException.class,
          () -> Couchbase2Settings.from(props(property, blank)), property + " blank was taken as its default");
      assertEquals("Invalid value '' for property '" + property + "': expected a value (leave the property out to"
          + " use its default)", e.getMessage());
    }
  }

  static Stream<String> everyPropertyName() {
    return Couchbase2Properties.names().stream();
  }

  @Test
  void prefixInAnotherCaseIsRefusedWithTheNameMeant() {
    InvalidPropertyException e = assertThrows(InvalidPropertyException.class,
        () -> Couchbase2Settings.from(props("Couchbase.replicateTo", "1")));
    assertEquals("Unknown property 'Couchbase.replicateTo' of the couchbase2 binding: did you mean"
        + " couchbase.replicateTo?", e.getMessage());
  }

  @Test
  void sdkDiagnosticLogsAreOffUnlessAsked() {
    Couchbase2Settings quiet = Couchbase2Settings.from(props());
    assertFalse(quiet.isOperationTracing());
    assertFalse(quiet.isOrphanResponseLogging());
    Couchbase2Settings loud = Couchbase2Settings.from(props("couchbase.operationTracing", "true",
        "couchbase.orphanResponseLogging", "true"));
    assertTrue(loud.isOperationTracing());
    assertTrue(loud.isOrphanResponseLogging());
  }

  @Test
  void propertiesOutsideTheBindingPrefixAreNotItsConcern() {
    assertEquals(Arrays.asList("127.0.0.1"), Couchbase2Settings.from(props("couchbasex", "1", "as.bogus", "2",
        "recordcount", "10")).getHosts());
  }

  @Test
  void choicesAreCaseInsensitiveLikeTheAerospikeBinding() {
    assertSame(UpdateMode.MERGE, Couchbase2Settings.from(props("couchbase.update", "MERGE"))
        .getUpdateMode());
    assertSame(UpdateMode.UPSERT, Couchbase2Settings.from(props("couchbase.update", "Upsert"))
        .getUpdateMode());
    assertTrue(Couchbase2Settings.from(props("couchbase.scanConsistency", "REQUEST_PLUS")).isRequestPlus());
  }

  @Test
  void defaultsAreUpstreamsWhereUpstreamHadThem() {
    Couchbase2Settings settings = Couchbase2Settings.from(new Properties());
    assertEquals(Arrays.asList("127.0.0.1"), settings.getHosts());
    assertEquals("default", settings.getBucket());
    assertEquals(null, settings.getUsername());
    assertEquals("", settings.getPassword());
    assertFalse(settings.isUpsert());
    assertSame(UpdateMode.MERGE, settings.getUpdateMode());
    assertSame(PersistTo.NONE, settings.getPersistTo());
    assertSame(ReplicateTo.NONE, settings.getReplicateTo());
    assertFalse(settings.hasDurability());
    assertFalse(settings.isAdhoc());
    assertTrue(settings.isKv());
    assertEquals(1, settings.getMaxParallelism());
    assertFalse(settings.isRequestPlus());
    assertEquals(1, settings.getKvEndpoints());
    assertEquals(1, settings.getQueryEndpoints());
    assertFalse(settings.isEpoll());
    assertEquals(3, settings.getBoost());
    assertEquals(0, settings.getNetworkMetricsIntervalSec());
    assertEquals(0, settings.getRuntimeMetricsIntervalSec());
    assertEquals(0, settings.getDocumentExpirySec());
    assertTrue(settings.isSyncMutationResponse());
    assertEquals(10000, settings.getKvTimeoutMs());
    assertEquals(30000, settings.getConnectTimeoutMs());
    assertEquals(10000, settings.getSocketConnectTimeoutMs());
    assertEquals(25000, settings.getDisconnectTimeoutMs());
    assertFalse(settings.tls().isSslEnabled());
    assertTrue(settings.tls().isSslHostnameVerification());
    assertFalse(settings.tls().isCertAuth());
    assertEquals(18091, settings.tls().getBootstrapHttpSslPort());
    assertEquals(11207, settings.tls().getBootstrapCarrierSslPort());
    assertEquals("auto", settings.getNetworkResolution());
    assertEquals(75000, settings.getQueryTimeoutMs());
    assertEquals(8091, settings.getBootstrapHttpPort());
    assertEquals(11210, settings.getBootstrapCarrierPort());
    assertEquals(5, settings.getTemporaryFailureRetries());
    assertEquals(10, settings.getTemporaryFailureBackoffMs());
    assertFalse(settings.hasScans());
    assertFalse(settings.hasShrinkingUpdates());
  }

  @Test
  void persistToAndReplicateToCountNodesAndReplicas() {
    // The SDK's PersistTo enum starts with MASTER: its ordinals are not the counts.
    PersistTo[] persist = {PersistTo.NONE, PersistTo.ONE, PersistTo.TWO, PersistTo.THREE, PersistTo.FOUR};
    for (int i = 0; i <= 4; i++) {
      assertSame(persist[i], Couchbase2Settings.from(props("couchbase.persistTo", Integer.toString(i))).getPersistTo());
    }
    ReplicateTo[] replicate = {ReplicateTo.NONE, ReplicateTo.ONE, ReplicateTo.TWO, ReplicateTo.THREE};
    for (int i = 0; i <= 3; i++) {
      assertSame(replicate[i],
          Couchbase2Settings.from(props("couchbase.replicateTo", Integer.toString(i))).getReplicateTo());
    }
  }

  @Test
  void hostListIsTrimmedCommaSeparated() {
    assertEquals(Arrays.asList("10.0.0.1", "db-2.example.com", "db_3"),
        Couchbase2Settings.from(props("couchbase.host", " 10.0.0.1, db-2.example.com ,db_3")).getHosts());
  }

  /**
   * Each row: a {@code couchbase.host} value, the seeds passed to the SDK, and how the SDK's own connection string
   * reads them ({@code host port}, port 0 for none).
   */
  static Stream<Arguments> acceptedHosts() {
    return Stream.of(
        Arguments.of("db1", "db1", "db1 0"),
        Arguments.of("db-2.example.com", "db-2.example.com", "db-2.example.com 0"),
        Arguments.of("10.0.0.1", "10.0.0.1", "10.0.0.1 0"),
        Arguments.of("::1", "[::1]", "::1 0"),
        Arguments.of("2001:db8::7", "[2001:db8::7]", "2001:db8::7 0"),
        Arguments.of("1:2:3:4:5:6:7:8", "[1:2:3:4:5:6:7:8]", "1:2:3:4:5:6:7:8 0"),
        Arguments.of("::ffff:10.0.0.1", "[::ffff:10.0.0.1]", "::ffff:10.0.0.1 0"),
        Arguments.of("::", "[::]", ":: 0"),
        Arguments.of("[::1]", "[::1]", "::1 0"),
        Arguments.of("[FE80::A:1]", "[FE80::A:1]", "FE80::A:1 0"),
        Arguments.of("db1:11210", "db1:11210", "db1 11210"),
        Arguments.of("db1:08091", "db1:8091", "db1 8091"),
        Arguments.of("10.0.0.1:8091", "10.0.0.1:8091", "10.0.0.1 8091"),
        Arguments.of("[::1]:11210", "[::1]:11210", "::1 11210"),
        Arguments.of("[2001:db8::7]:8091", "[2001:db8::7]:8091", "2001:db8::7 8091"),
        Arguments.of(" db1 , 10.0.0.1:11210,::1,[fe80::1]:8091, [::2] ,db_3:8091",
            "db1,10.0.0.1:11210,[::1],[fe80::1]:8091,[::2],db_3:8091",
            "db1 0,10.0.0.1 11210,::1 0,fe80::1 8091,::2 0,db_3 8091"));
  }

  @ParameterizedTest
  @MethodSource("acceptedHosts")
  void everyHostFormReachesTheSdkAsTheSameSeed(String value, String passed, String sdkReads) {
    Couchbase2Settings settings = Couchbase2Settings.from(props("couchbase.host", value));
    assertEquals(Arrays.asList(passed.split(",")), settings.getHosts());
    List<String> seeds = new ArrayList<>();
    for (SeedNode seed : settings.getSeeds()) {
      seeds.add(seed.host() + " " + seed.port());
    }
    assertEquals(Arrays.asList(sdkReads.split(",")), seeds);
    List<String> read = new ArrayList<>();
    for (ConnectionString.UnresolvedSocket socket : ConnectionString.fromHostnames(settings.getHosts()).hosts()) {
      read.add(socket.hostname() + " " + socket.port());
    }
    assertEquals(seeds, read, "the SDK's connection string reads the seeds passed as the binding does");
  }

  @Test
  void bareIpv6LiteralWouldBreakTheSdksConnectionString() {
    // Why the binding passes a bare IPv6 literal in brackets: the SDK takes a bare one's groups for host and port.
    assertThrows(NumberFormatException.class, () -> ConnectionString.fromHostnames(Arrays.asList("::1")));
    assertEquals(2, ConnectionString.fromHostnames(Arrays.asList("1:2:3:4:5:6:7:8")).hosts().get(0).port());
  }

  @ParameterizedTest
  @ValueSource(strings = {"db1,", ",db1", "db1, ,db2", "db1:0", "db1:65536", "db1:abc", "db1:", "db1:+80",
      "db1:-1", "db1:123456", "db1:8091:", "[::1]:0", "[::1]:65536", "[::1]:abc", "[::1]:", "[::1", "[::1]x",
      "[::1]8091", "[db1]", "[db1]:11210", "[10.0.0.1]", "[]", "a:b:c", "1:2:3:4:5:6:7", "1:2:3:4:5:6:7:8:9",
      "1::2::3", ":::", "::1::", ":1::", "::1:", "12345::1", "g::1", "::1%eth0", "::256.1.1.1", "::1.2.3",
      "1:2:3:4:5:6:7:1.2.3.4", "db 1", "db1;db2", "db1/24", "http://db1", "couchbase://db1", "user@db1",
      "db1?x=1", "db\u00e9"})
  void everyOtherHostFormIsRefusedWithOneLineNamingThePropertyAndTheForms(String value) {
    InvalidPropertyException e = assertThrows(InvalidPropertyException.class,
        () -> Couchbase2Settings.from(props("couchbase.host", value)));
    assertEquals("Invalid value '" + value + "' for property 'couchbase.host': expected " + HOST_FORMS,
        e.getMessage());
    assertEquals("couchbase.host", e.getProperty());
  }

  @Test
  void seedPortsMustBeTheBootstrapPortsTheSdkConnectsEverySeedOn() {
    assertEquals(Arrays.asList("db1:11210", "db2:8091"),
        Couchbase2Settings.from(props("couchbase.host", "db1:11210,db2:8091")).getHosts());
    assertEquals(Arrays.asList("[::1]:12000", "db2"), Couchbase2Settings.from(props("couchbase.host",
        "[::1]:12000,db2", "couchbase.bootstrapCarrierPort", "12000")).getHosts());
    assertEquals(Arrays.asList("db1:9000"), Couchbase2Settings.from(props("couchbase.host", "db1:9000",
        "couchbase.bootstrapHttpPort", "9000")).getHosts());
    assertEquals(Arrays.asList("db1:11207", "db2:18091"), Couchbase2Settings.from(props("couchbase.host",
        "db1:11207,db2:18091", "couchbase.sslEnabled", "true", "couchbase.sslTruststoreFile", TRUST_STORE))
        .getHosts());
  }

  /** Each row: the one-line error, then the properties set (name, value, ...). */
  static Stream<Arguments> conflictingSeedPorts() {
    return Stream.of(
        row("Invalid value 'db1:8091' for property 'couchbase.host': expected " + seedPorts(false, 11210, 9000),
            "couchbase.host", "db1:8091", "couchbase.bootstrapHttpPort", "9000"),
        row("Invalid value 'db1,[::1]:11210' for property 'couchbase.host': expected "
            + seedPorts(false, 12000, 8091), "couchbase.host", "db1,[::1]:11210", "couchbase.bootstrapCarrierPort",
            "12000"),
        row("Invalid value '10.0.0.1:11210' for property 'couchbase.host': expected " + seedPorts(true, 11207, 18091),
            "couchbase.host", "10.0.0.1:11210", "couchbase.sslEnabled", "true", "couchbase.sslTruststoreFile",
            READABLE_FILE),
        row("Invalid value 'db1:18091' for property 'couchbase.host': expected " + seedPorts(true, 11207, 443),
            "couchbase.host", "db1:18091", "couchbase.bootstrapHttpSslPort", "443", "couchbase.sslEnabled", "true",
            "couchbase.sslTruststoreFile", READABLE_FILE));
  }

  @ParameterizedTest
  @MethodSource("conflictingSeedPorts")
  void seedPortConflictingWithThePortPropertiesIsRefusedNamingBoth(String message, String[] keyValues) {
    badValueFailsWithOneLineNamingPropertyValueAndValidValues(message, keyValues);
  }

  @Test
  void wholeDocumentUpdatesOfSomeFieldsShrinkDocuments() {
    assertTrue(Couchbase2Settings.from(props("couchbase.update", "replace")).hasShrinkingUpdates());
    assertTrue(Couchbase2Settings.from(props("couchbase.update", "upsert")).hasShrinkingUpdates());
    assertFalse(Couchbase2Settings.from(props("couchbase.update", "upsert", "writeallfields", "true"))
        .hasShrinkingUpdates());
    assertFalse(Couchbase2Settings.from(props("couchbase.update", "merge")).hasShrinkingUpdates());
  }

  @Test
  void scansAreExpectedOnlyInTransactionPhasesWithScanProportion() {
    assertTrue(Couchbase2Settings.from(props("scanproportion", "0.95")).hasScans());
    assertFalse(Couchbase2Settings.from(props("scanproportion", "0.95", "dotransactions", "false")).hasScans());
    assertFalse(Couchbase2Settings.from(props("scanproportion", "0")).hasScans());
  }

  @Test
  void describeNamesTheStoresButNeverTheirPasswords() {
    String line = Couchbase2Settings.from(props("couchbase.sslEnabled", "true", "couchbase.sslTruststoreFile",
        TRUST_STORE, "couchbase.sslKeystoreFile", TRUST_STORE)).describe();
    assertTrue(line.contains("sslEnabled=true sslTruststoreFile=" + TRUST_STORE), line);
    line = Couchbase2Settings.from(props("couchbase.sslEnabled", "true", "couchbase.sslTruststoreFile",
        TRUST_STORE, "couchbase.sslTruststorePassword", "changeit", "couchbase.sslKeystoreFile", TRUST_STORE,
        "couchbase.sslKeystorePassword", "changeit")).describe();
    assertFalse(line.contains("changeit"), line);
  }

  @Test
  void describeMasksThePassword() {
    String line = Couchbase2Settings.from(props("couchbase.username", "admin", "couchbase.password", "s3cret-pw"))
        .describe();
    assertFalse(line.contains("s3cret-pw"), line);
    assertTrue(line.contains("password=*****"), line);
    assertTrue(line.contains("username=admin"), line);
  }

  static Properties props(String... keyValues) {
    Properties props = new Properties();
    for (int i = 0; i + 1 < keyValues.length; i += 2) {
      props.setProperty(keyValues[i], keyValues[i + 1]);
    }
    return props;
  }
}
