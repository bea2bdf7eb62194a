/*
 * Copyright (c) 2026 ycsb-ext contributors.
 * Licensed under the Apache License, Version 2.0 (http://www.apache.org/licenses/LICENSE-2.0).
 */
package site.ycsb.db;

import java.util.LinkedHashMap;
import java.util.Map;
import site.ycsb.ext.standin.AerospikeStandin;
import site.ycsb.ext.standin.Edition;
import site.ycsb.ext.testsupport.contract.Applicability;
import site.ycsb.ext.testsupport.contract.BindingAdapter;
import site.ycsb.ext.testsupport.contract.BindingContract;
import site.ycsb.ext.testsupport.contract.ContractCase;

/**
 * The binding contract ({@link BindingContract}) for the aerospike binding, through {@code bin/ycsb} against one
 * {@code aerospike-standin} node: Enterprise Edition with security on (user {@value #USER}), namespace {@code ycsb}
 * without strong consistency, records of at most {@value #MAX_RECORD_BYTES} bytes, and no expiry (nsup-period 0).
 */
class AerospikeContractIT extends BindingContract {
  private static final String USER = "bench";
  private static final String PASSWORD = "standin-pw";
  private static final int MAX_RECORD_BYTES = 4096;

  @Override
  protected BindingAdapter adapter() {
    return new BindingAdapter() {
      private AerospikeStandin standin;

      @Override
      public String binding() {
        return "aerospike";
      }

      @Override
      public void start() {
        standin = AerospikeStandin.builder().edition(Edition.ENTERPRISE).user(USER, PASSWORD)
            .maxRecordSize(MAX_RECORD_BYTES).start();
      }

      @Override
      public void close() {
        standin.close();
      }

      @Override
      public Applicability applicability(ContractCase c) {
        switch (c) {
          case TRUST_STORE_WRONG_PASSWORD:
          case TRUST_STORE_PEM:
          case TRUST_STORE_EMPTY:
            return Applicability.notApplicable("the binding has no trust store property: the Aerospike client takes"
                + " the JVM's javax.net.ssl.trustStore (JAVA_OPTS), and the JDK reads and reports that file");
          default:
            return Applicability.kept();
        }
      }

      @Override
      public Map<String, String> server() {
        return seedAt(standin.port(), 30_000);
      }

      @Override
      public Map<String, String> seedAt(int port, int connectTimeoutMillis) {
        Map<String, String> props = new LinkedHashMap<>();
        props.put("as.host", "127.0.0.1");
        props.put("as.port", Integer.toString(port));
        props.put("as.connectTimeout", Integer.toString(connectTimeoutMillis));
        props.put("as.user", USER);
        props.put("as.password", PASSWORD);
        return props;
      }

      @Override
      public int seedPort() {
        return standin.port();
      }

      @Override
      public Map<String, String> missingContainer(String name) {
        Map<String, String> props = server();
        props.put("as.namespace", name);
        return props;
      }

      @Override
      public Map.Entry<String, String> impossibleDurability() {
        return Map.entry("as.readModeSC", "linearize");
      }

      @Override
      public Map.Entry<String, String> expiryOutOfRange() {
        return Map.entry("as.expiration", "60");
      }

      @Override
      public int maxRecordBytes() {
        return MAX_RECORD_BYTES;
      }

      @Override
      public Map.Entry<String, String> misspeltProperty() {
        return Map.entry("as.commitlevel", "as.commitLevel");
      }

      @Override
      public String foreignProperty() {
        return "as.kv";
      }

      @Override
      public Map<String, String> password(String secret) {
        Map<String, String> props = server();
        props.put("as.password", secret);
        return props;
      }
    };
  }
}
