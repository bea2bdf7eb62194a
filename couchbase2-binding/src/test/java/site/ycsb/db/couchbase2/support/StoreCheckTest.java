/*
 * Copyright (c) 2026 ycsb-ext contributors.
 * Licensed under the Apache License, Version 2.0 (http://www.apache.org/licenses/LICENSE-2.0).
 */
package site.ycsb.db.couchbase2.support;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.security.KeyStore;
import java.util.Base64;
import java.util.Properties;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import site.ycsb.ext.testsupport.tls.TestCertificates;

/**
 * A trust or key store the SDK could not open is refused when the settings are read (exit 2 through the first JVM's
 * check), naming the store and the cause, instead of surfacing as a closed channel during bootstrap.
 */
class StoreCheckTest {
  private static final String WRONG = "not-the-password";

  @TempDir
  static Path dir;
  private static Path trust;
  private static Path keys;
  private static Path pem;

  @BeforeAll
  static void makeStores() throws Exception {
    TestCertificates certificates = new TestCertificates(dir);
    Path ca = certificates.certificateAuthority("ca");
    trust = certificates.trustStore("trust", ca);
    keys = certificates.keyStore("client", "dns:client", null, 30);
    KeyStore store = KeyStore.getInstance("PKCS12");
    try (InputStream in = Files.newInputStream(trust)) {
      store.load(in, TestCertificates.PASSWORD.toCharArray());
    }
    byte[] der = store.getCertificate(store.aliases().nextElement()).getEncoded();
    pem = Files.writeString(dir.resolve("ca.pem"), "-----BEGIN CERTIFICATE-----\n"
        + Base64.getMimeEncoder(64, "\n".getBytes(StandardCharsets.US_ASCII)).encodeToString(der)
        + "\n-----END CERTIFICATE-----\n");
  }

  private static Properties tls(String... keyValues) {
    Properties props = new Properties();
    props.setProperty("couchbase.host", "127.0.0.1");
    props.setProperty(Couchbase2Properties.SSL_ENABLED, "true");
    for (int i = 0; i + 1 < keyValues.length; i += 2) {
      props.setProperty(keyValues[i], keyValues[i + 1]);
    }
    return props;
  }

  private static String refusal(Properties props) {
    String message = assertThrows(InvalidPropertyException.class, () -> Couchbase2Settings.from(props)).getMessage();
    assertFalse(message.contains("\n"), message);
    assertFalse(message.contains(WRONG), "no password in the line: " + message);
    return message;
  }

  @Test
  void wrongTrustStorePasswordNamesTheStoreAndThePassword() {
    String line = refusal(tls(Couchbase2Properties.SSL_TRUSTSTORE_FILE, trust.toString(),
        Couchbase2Properties.SSL_TRUSTSTORE_PASSWORD, WRONG));
    assertTrue(line.startsWith("Invalid value '*****' for property 'couchbase.sslTruststorePassword': expected the"
        + " password of " + trust + " ("), line);
  }

  @Test
  void pemFileAsTrustStoreIsNamedAsPem() {
    String line = refusal(tls(Couchbase2Properties.SSL_TRUSTSTORE_FILE, pem.toString(),
        Couchbase2Properties.SSL_TRUSTSTORE_PASSWORD, WRONG));
    assertTrue(line.startsWith("Invalid value '" + pem + "' for property 'couchbase.sslTruststoreFile': expected a"
        + " Java key store (PKCS12 or JKS), not a PEM file (make one from it: keytool -importcert"), line);
  }

  @Test
  void wrongKeyStorePasswordNamesTheKeyStore() {
    String line = refusal(tls(Couchbase2Properties.SSL_KEYSTORE_FILE, keys.toString(),
        Couchbase2Properties.SSL_KEYSTORE_PASSWORD, WRONG));
    assertTrue(line.startsWith("Invalid value '*****' for property 'couchbase.sslKeystorePassword': expected the"
        + " password of " + keys), line);
  }

  @Test
  void aFileThatIsNoKeyStoreIsNamed() throws Exception {
    Path text = Files.writeString(dir.resolve("notes.txt"), "just some notes\n");
    String line = refusal(tls(Couchbase2Properties.SSL_TRUSTSTORE_FILE, text.toString()));
    assertTrue(line.startsWith("Invalid value '" + text + "' for property 'couchbase.sslTruststoreFile': expected a"
        + " Java key store (PKCS12 or JKS) that opens"), line);
  }

  @Test
  void storesThatOpenAreAccepted() {
    Couchbase2Settings settings = Couchbase2Settings.from(tls(Couchbase2Properties.SSL_TRUSTSTORE_FILE,
        trust.toString(), Couchbase2Properties.SSL_TRUSTSTORE_PASSWORD, TestCertificates.PASSWORD,
        Couchbase2Properties.SSL_KEYSTORE_FILE, keys.toString(), Couchbase2Properties.SSL_KEYSTORE_PASSWORD,
        TestCertificates.PASSWORD));
    assertEquals(trust.toString(), settings.tls().getSslTruststoreFile());
  }
}
