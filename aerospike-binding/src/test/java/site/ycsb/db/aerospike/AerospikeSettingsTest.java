/*
 * Copyright (c) 2026 ycsb-ext contributors.
 * Licensed under the Apache License, Version 2.0 (http://www.apache.org/licenses/LICENSE-2.0).
 */
package site.ycsb.db.aerospike;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.lang.reflect.Field;
import java.lang.reflect.Modifier;
import java.net.InetAddress;
import java.net.ServerSocket;
import java.net.SocketTimeoutException;
import java.util.ArrayList;
import java.util.List;
import java.util.Properties;
import java.util.Set;
import java.util.TreeSet;
import java.util.stream.Collectors;
import java.util.stream.Stream;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

import com.aerospike.client.policy.CommitLevel;
import com.aerospike.client.policy.ReadModeAP;
import com.aerospike.client.policy.ReadModeSC;
import com.aerospike.client.policy.Replica;

import site.ycsb.DBException;
import site.ycsb.db.AerospikeClient;

/** Parsing and validation of every property of the binding; no server involved. */
class AerospikeSettingsTest {

  /** One bad value per row: the properties to set, and the exact one-line error expected. */
  static Stream<Arguments> badInputs() {
    return Stream.of(
        bad("as.host", "db1:70000",
            "Invalid value 'db1:70000' for property 'as.host': expected a comma-separated list of host[:port] "
                + "(IPv6 as [address]:port), ports 1 to 65535"),
        bad("as.host", "db1,,db2",
            "Invalid value 'db1,,db2' for property 'as.host': expected a comma-separated list of host[:port] "
                + "(IPv6 as [address]:port), ports 1 to 65535"),
        bad("as.host", "[::1",
            "Invalid value '[::1' for property 'as.host': expected a comma-separated list of host[:port] "
                + "(IPv6 as [address]:port), ports 1 to 65535"),
        bad("as.host", "db1:x",
            "Invalid value 'db1:x' for property 'as.host': expected a comma-separated list of host[:port] "
                + "(IPv6 as [address]:port), ports 1 to 65535"),
        bad("as.port", "0", "Invalid value '0' for property 'as.port': expected an integer from 1 to 65535"),
        bad("as.port", "http", "Invalid value 'http' for property 'as.port': expected an integer from 1 to 65535"),
        bad("as.namespace", "n234567890123456789012345678901x",
            "Invalid value 'n234567890123456789012345678901x' for property 'as.namespace': "
                + "expected a namespace name of 1 to 31 characters"),
        bad("as.user", "admin",
            "Invalid value '' for property 'as.password': expected a password because 'as.user' is set"),
        bad("as.password", "s3cret-pw",
            "Invalid value '*****' for property 'as.password': expected no value unless 'as.user' is set"),
        bad("as.timeout", "10s", "Invalid value '10s' for property 'as.timeout': expected an integer 0 or more"),
        badPair("as.timeout", "1000", "as.totalTimeout", "500",
            "Invalid value '500' for property 'as.totalTimeout': expected the same value as 'as.timeout' (1000), "
                + "its older name, or only one of the two"),
        bad("as.totalTimeout", "-1",
            "Invalid value '-1' for property 'as.totalTimeout': expected an integer 0 or more"),
        bad("as.socketTimeout", "-2",
            "Invalid value '-2' for property 'as.socketTimeout': expected an integer 0 or more"),
        bad("as.connectTimeout", "1e3",
            "Invalid value '1e3' for property 'as.connectTimeout': expected an integer 0 or more"),
        bad("as.maxRetries", "-1", "Invalid value '-1' for property 'as.maxRetries': expected an integer 0 or more"),
        bad("as.sleepBetweenRetries", "3000ms",
            "Invalid value '3000ms' for property 'as.sleepBetweenRetries': expected an integer 0 or more"),
        bad("as.commitLevel", "quorum",
            "Invalid value 'quorum' for property 'as.commitLevel': expected all or master"),
        bad("as.readModeAP", "two", "Invalid value 'two' for property 'as.readModeAP': expected one or all"),
        bad("as.readModeSC", "strong", "Invalid value 'strong' for property 'as.readModeSC': "
            + "expected session, linearize, allow_replica or allow_unavailable"),
        bad("as.replica", "any", "Invalid value 'any' for property 'as.replica': "
            + "expected master, master_proles, sequence, prefer_rack or random"),
        bad("as.durableDelete", "yes",
            "Invalid value 'yes' for property 'as.durableDelete': expected true or false"),
        bad("as.sendKey", "True", "Invalid value 'True' for property 'as.sendKey': expected true or false"),
        bad("as.expiration", "-3",
            "Invalid value '-3' for property 'as.expiration': expected an integer -2 or more"),
        bad("as.maxConnsPerNode", "0",
            "Invalid value '0' for property 'as.maxConnsPerNode': expected an integer 1 or more"),
        bad("as.minConnsPerNode", "101", "Invalid value '101' for property 'as.minConnsPerNode': "
            + "expected an integer from 0 to 100 (as.maxConnsPerNode)"),
        bad("as.connPoolsPerNode", "0", "Invalid value '0' for property 'as.connPoolsPerNode': "
            + "expected an integer from 1 to 100 (as.maxConnsPerNode)"),
        bad("as.connPoolsPerNode", "101", "Invalid value '101' for property 'as.connPoolsPerNode': "
            + "expected an integer from 1 to 100 (as.maxConnsPerNode)"),
        bad("as.clusterName", "my cluster",
            "Invalid value 'my cluster' for property 'as.clusterName': expected a name without spaces"),
        bad("as.tls.name", "db cert", "Invalid value 'db cert' for property 'as.tls.name': expected a name without spaces"),
        bad("as.update", "upsert", "Invalid value 'upsert' for property 'as.update': expected merge or replace"),
        bad("as.insert", "update", "Invalid value 'update' for property 'as.insert': expected create or replace"),
        bad("threadcount", "0", "Invalid value '0' for property 'threadcount': expected an integer 1 or more"),
        bad("writeallfields", "yes", "Invalid value 'yes' for property 'writeallfields': expected true or false"));
  }

  private static Arguments bad(String property, String value, String message) {
    Properties props = new Properties();
    props.setProperty(property, value);
    return Arguments.of(property, props, message);
  }

  private static Arguments badPair(String p1, String v1, String p2, String v2, String message) {
    Properties props = new Properties();
    props.setProperty(p1, v1);
    props.setProperty(p2, v2);
    return Arguments.of(p2, props, message);
  }

  @ParameterizedTest(name = "{0}: {2}")
  @MethodSource("badInputs")
  void rejectsBadValueWithOneLineNamingPropertyValueAndValidValues(String property, Properties props,
                                                                   String message) {
    InvalidPropertyException e = assertThrows(InvalidPropertyException.class, () -> AerospikeSettings.from(props));
    assertEquals(message, e.getMessage());
    assertFalse(e.getMessage().contains("\n"));
  }

  @ParameterizedTest(name = "{0}: {2}")
  @MethodSource("badInputs")
  void initFailsWithTheSameLineBeforeConnecting(String property, Properties props, String message)
      throws IOException {
    // A listening socket stands where the binding would connect: it must see no connection attempt.
    try (ServerSocket listener = new ServerSocket(0, 50, InetAddress.getLoopbackAddress())) {
      Properties withHost = new Properties();
      withHost.setProperty("as.host", "127.0.0.1:" + listener.getLocalPort());
      withHost.putAll(props);
      AerospikeClient db = new AerospikeClient();
      db.setProperties(withHost);
      DBException e = assertThrows(DBException.class, db::init);
      assertEquals(message, e.getMessage());
      listener.setSoTimeout(100);
      assertThrows(SocketTimeoutException.class, listener::accept, "init connected before validating");
    }
  }

  @Test
  void badInputTableCoversEveryProperty() throws IllegalAccessException {
    Set<String> declared = new TreeSet<>();
    for (Field f : AerospikeProperties.class.getFields()) {
      if (Modifier.isStatic(f.getModifiers()) && f.getType() == String.class && !f.getName().endsWith("_DEFAULT")
          && !f.getName().endsWith("_WARNING") && !f.getName().endsWith("_PREFIX")) {
        declared.add((String) f.get(null));
      }
    }
    Set<String> covered = badInputs().map(a -> (String) a.get()[0]).collect(Collectors.toCollection(TreeSet::new));
    covered.add("as.user"); // its bad input is reported against as.password
    // Core's record shape (and fieldnameprefix, a *_PREFIX constant), read as given for the init check of
    // max-record-size, never refused by the binding.
    covered.addAll(List.of("fieldcount", "fieldlength", "fieldlengthdistribution", "table"));
    assertEquals(declared, covered);
  }

  @Test
  void passwordNeverAppearsInErrorsOrDescription() {
    Properties props = new Properties();
    props.setProperty("as.user", "admin");
    props.setProperty("as.password", "s3cret-pw");
    AerospikeSettings settings = AerospikeSettings.from(props);
    assertEquals("s3cret-pw", settings.getPassword());
    assertFalse(settings.toString().contains("s3cret-pw"), settings.toString());
    assertTrue(settings.toString().contains("password=*****"), settings.toString());

    props.setProperty("as.port", "x");
    InvalidPropertyException e = assertThrows(InvalidPropertyException.class, () -> AerospikeSettings.from(props));
    assertFalse(e.getMessage().contains("s3cret-pw"));
  }

  @Test
  void defaultsMatchUpstreamAndTheClient() {
    AerospikeSettings s = AerospikeSettings.from(new Properties());
    assertEquals("[localhost:3000]", s.getHosts().toString());
    assertEquals("ycsb", s.getNamespace());
    assertEquals(10000, s.getTotalTimeoutMs());
    assertEquals(0, s.getSocketTimeoutMs());
    assertEquals(0, s.getConnectTimeoutMs());
    assertEquals(AerospikeSettings.CLIENT_DEFAULT_RETRIES, s.getMaxRetries());
    assertEquals(CommitLevel.COMMIT_ALL, s.getCommitLevel());
    assertEquals(ReadModeAP.ONE, s.getReadModeAP());
    assertEquals(ReadModeSC.SESSION, s.getReadModeSC());
    assertEquals(Replica.SEQUENCE, s.getReplica());
    assertFalse(s.isDurableDelete());
    assertFalse(s.isSendKey());
    assertEquals(0, s.getExpirationSec());
    assertEquals(100, s.getMaxConnsPerNode());
    assertEquals(0, s.getMinConnsPerNode());
    assertEquals(1, s.getConnPoolsPerNode(), "one pool per thread, one thread by default");
    assertEquals(null, s.getUser());
    assertEquals(null, s.getClusterName());
    assertEquals(null, s.getTlsName());
    assertEquals(AerospikeSettings.UpdateMode.MERGE, s.getUpdateMode());
    assertEquals(AerospikeSettings.InsertMode.CREATE, s.getInsertMode());
    assertFalse(s.shrinksRecords());
  }

  @Test
  void connectionPoolGrowsToTheThreadCountUnlessSet() {
    Properties props = new Properties();
    props.setProperty("threadcount", "250");
    assertEquals(250, AerospikeSettings.from(props).getMaxConnsPerNode());
    props.setProperty("threadcount", "90");
    assertEquals(100, AerospikeSettings.from(props).getMaxConnsPerNode());
    props.setProperty("as.maxConnsPerNode", "64");
    assertEquals(64, AerospikeSettings.from(props).getMaxConnsPerNode());
  }

  @Test
  void hostListTakesPortsIpv6AndTheDefaultPort() {
    Properties props = new Properties();
    props.setProperty("as.host", " 127.0.0.2:3100, db-b ,[::1]:3200,[fe80::1],::1");
    props.setProperty("as.port", "4000");
    List<String> hosts = new ArrayList<>();
    for (SeedHost h : AerospikeSettings.from(props).getHosts()) {
      hosts.add(h.getName() + "|" + h.getPort());
    }
    assertEquals(List.of("127.0.0.2|3100", "db-b|4000", "::1|3200", "fe80::1|4000", "::1|4000"), hosts);
  }

  @Test
  void legacyTimeoutSetsTotalTimeoutAndAgreesWithTheNewName() {
    Properties props = new Properties();
    props.setProperty("as.timeout", "250");
    assertEquals(250, AerospikeSettings.from(props).getTotalTimeoutMs());
    props.setProperty("as.totalTimeout", "250");
    assertEquals(250, AerospikeSettings.from(props).getTotalTimeoutMs());
  }

  @Test
  void choicesAreCaseInsensitiveAndTrimmed() {
    Properties props = new Properties();
    props.setProperty("as.commitLevel", " MASTER ");
    props.setProperty("as.readModeSC", "Linearize");
    props.setProperty("as.update", "Replace");
    AerospikeSettings s = AerospikeSettings.from(props);
    assertEquals(CommitLevel.COMMIT_MASTER, s.getCommitLevel());
    assertEquals(ReadModeSC.LINEARIZE, s.getReadModeSC());
    assertTrue(s.shrinksRecords());
    props.setProperty("writeallfields", "true");
    assertFalse(AerospikeSettings.from(props).shrinksRecords());
  }

  @ParameterizedTest(name = "{0}=<blank>")
  @MethodSource("everyPropertyName")
  void blankValueIsAnErrorNamingTheProperty(String property) {
    for (String blank : new String[] {"", "  "}) {
      Properties props = new Properties();
      props.setProperty(property, blank);
      InvalidPropertyException e = assertThrows(InvalidPropertyException.class, () -> AerospikeSettings.from(props),
          property + " blank was taken as its default");
      assertEquals("Invalid value '' for property '" + property + "': expected a value (leave the property out to"
          + " use its default)", e.getMessage());
    }
  }

  static Stream<String> everyPropertyName() {
    return Stream.concat(AerospikeProperties.names().stream(), Stream.of("threadcount", "writeallfields"));
  }

  @Test
  void aNameNoPropertyIsCloseToGetsNoSuggestion() {
    Properties props = new Properties();
    props.setProperty("as.durability", "1");
    InvalidPropertyException e = assertThrows(InvalidPropertyException.class, () -> AerospikeSettings.from(props));
    assertEquals("Unknown property 'as.durability' of the aerospike binding: none of its properties is close (the"
        + " binding's documentation lists them)", e.getMessage());
  }

  @Test
  void prefixInAnotherCaseIsRefusedWithTheNameMeant() {
    Properties props = new Properties();
    props.setProperty("AS.host", "db1");
    InvalidPropertyException e = assertThrows(InvalidPropertyException.class, () -> AerospikeSettings.from(props));
    assertEquals("Unknown property 'AS.host' of the aerospike binding: did you mean as.host?", e.getMessage());
    Properties other = new Properties();
    other.setProperty("asdf", "x"); // not under the prefix at all
    AerospikeSettings.from(other);
  }
}
