/*
 * Copyright (c) 2026 ycsb-ext contributors.
 * Licensed under the Apache License, Version 2.0 (http://www.apache.org/licenses/LICENSE-2.0).
 */
package site.ycsb.db.couchbase3.support;

import com.couchbase.client.core.env.SecurityConfig;
import java.io.File;
import java.io.IOException;
import java.io.InputStream;
import java.nio.file.Files;
import java.security.GeneralSecurityException;
import java.security.KeyStore;
import java.security.cert.Certificate;
import java.security.cert.CertificateFactory;
import java.security.cert.X509Certificate;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Properties;

/**
 * TLS of the connection: on or off and the certificates trusted, under the {@code couchbase2}
 * binding's names ({@code sslEnabled}, {@code sslTruststoreFile}, ...) and the couchbaselabs fork's
 * ({@code sslMode=data|auth}, {@code certificateFile}, {@code certKeystoreFile}). The trusted certificates are read
 * here, so a missing file, a wrong password or a file that holds no certificate is bad input before the run.
 *
 * <p>perfrunner passes the fork's file properties on every command line, as {@code ../} (a directory) and an empty
 * password when it has none; with TLS off those forms mean unset. Immutable and thread-safe.
 */
final class TlsSettings {
  private static final String[] MODES = {"none", "data", "auth", "capella"};
  private static final int MODE_AUTH = 2;
  private static final int MODE_CAPELLA = 3;

  private final boolean enabled;
  /** Where the trusted certificates come from, e.g. {@code couchbase.certificateFile=/x.pem}; null when off. */
  private final String trustSource;
  private final List<X509Certificate> trusted;

  private TlsSettings(boolean enabled, String trustSource, List<X509Certificate> trusted) {
    this.enabled = enabled;
    this.trustSource = trustSource;
    this.trusted = trusted;
  }

  /** Reads and checks the TLS properties; {@code raw} holds them as given (the fork's may be empty). */
  static TlsSettings from(PropertyReader in, Properties raw) {
    boolean sslEnabled = in.bool(Couchbase3Properties.SSL_ENABLED, Couchbase3Properties.SSL_ENABLED_DEFAULT);
    int mode = in.choice(Couchbase3Properties.SSL_MODE, Couchbase3Properties.SSL_MODE_DEFAULT, MODES);
    if (mode == MODE_CAPELLA) {
      throw new InvalidPropertyException(Couchbase3Properties.SSL_MODE, "capella", "none, data or auth (capella"
          + " trusts any certificate; use data with the cluster's certificate in "
          + Couchbase3Properties.CERTIFICATE_FILE + ")");
    }
    if (mode != 0 && "false".equals(in.raw(Couchbase3Properties.SSL_ENABLED))) {
      throw new InvalidPropertyException(Couchbase3Properties.SSL_ENABLED, "false", "it unset or true with "
          + Couchbase3Properties.SSL_MODE + "=" + MODES[mode]);
    }
    boolean enabled = sslEnabled || mode != 0;
    String truststore = fileOrNothing(raw, Couchbase3Properties.SSL_TRUSTSTORE_FILE, false);
    String pem = fileOrNothing(raw, Couchbase3Properties.CERTIFICATE_FILE, true);
    String keystore = fileOrNothing(raw, Couchbase3Properties.CERT_KEYSTORE_FILE, true);
    if (!enabled) {
      for (String name : new String[] {Couchbase3Properties.SSL_TRUSTSTORE_FILE,
          Couchbase3Properties.SSL_TRUSTSTORE_PASSWORD, Couchbase3Properties.CERTIFICATE_FILE,
          Couchbase3Properties.CERT_KEYSTORE_FILE, Couchbase3Properties.BOOTSTRAP_CARRIER_SSL_PORT,
          Couchbase3Properties.BOOTSTRAP_HTTP_SSL_PORT}) {
        boolean given = name.equals(Couchbase3Properties.SSL_TRUSTSTORE_FILE) ? truststore != null
            : name.equals(Couchbase3Properties.CERTIFICATE_FILE) ? pem != null
            : name.equals(Couchbase3Properties.CERT_KEYSTORE_FILE) ? keystore != null : in.raw(name) != null;
        if (given) {
          throw new InvalidPropertyException(name, name.endsWith("assword") ? "*****" : in.raw(name), "it only with "
              + Couchbase3Properties.SSL_ENABLED + "=true or " + Couchbase3Properties.SSL_MODE + "=data|auth (without"
              + " them the connection is not encrypted and the setting would not be used)");
        }
      }
      return new TlsSettings(false, null, Collections.emptyList());
    }
    return enabled(raw, mode, truststore, pem, keystore);
  }

  private static TlsSettings enabled(Properties raw, int mode, String truststore, String pem, String keystore) {
    List<String> sources = new ArrayList<>();
    if (truststore != null) {
      sources.add(Couchbase3Properties.SSL_TRUSTSTORE_FILE);
    }
    if (pem != null) {
      sources.add(Couchbase3Properties.CERTIFICATE_FILE);
    }
    if (keystore != null) {
      sources.add(Couchbase3Properties.CERT_KEYSTORE_FILE);
    }
    if (sources.size() != 1) {
      String name = sources.isEmpty() ? (mode == MODE_AUTH ? Couchbase3Properties.CERT_KEYSTORE_FILE
          : Couchbase3Properties.SSL_TRUSTSTORE_FILE) : sources.get(1);
      throw new InvalidPropertyException(name, sources.isEmpty() ? "" : raw.getProperty(name).trim(),
          "exactly one of " + Couchbase3Properties.SSL_TRUSTSTORE_FILE + ", " + Couchbase3Properties.CERTIFICATE_FILE
          + " (PEM) or " + Couchbase3Properties.CERT_KEYSTORE_FILE + " with TLS on: the certificates that sign the"
          + " servers'" + (sources.isEmpty() ? "" : " (" + sources.get(0) + " is set too)"));
    }
    String source = sources.get(0);
    String file = raw.getProperty(source).trim();
    List<X509Certificate> trusted;
    if (pem != null) {
      trusted = pemCertificates(source, file);
    } else {
      String passwordName = keystore != null ? Couchbase3Properties.CERT_KEYSTORE_PASSWORD
          : Couchbase3Properties.SSL_TRUSTSTORE_PASSWORD;
      String password = raw.getProperty(passwordName);
      trusted = storeCertificates(source, file, passwordName, password == null ? "" : password);
    }
    return new TlsSettings(true, source + "=" + file, Collections.unmodifiableList(trusted));
  }

  /** @return the file named, or null when unset (or, for the fork's names, empty or a directory) */
  private static String fileOrNothing(Properties raw, String name, boolean forkForm) {
    String value = raw.getProperty(name);
    if (value == null || (forkForm && (value.trim().isEmpty() || new File(value.trim()).isDirectory()
        || value.trim().endsWith("/")))) {
      return null;
    }
    File file = new File(value.trim());
    if (!file.isFile() || !file.canRead()) {
      throw new InvalidPropertyException(name, value.trim(), "a readable file");
    }
    return value.trim();
  }

  private static List<X509Certificate> pemCertificates(String name, String file) {
    try (InputStream in = Files.newInputStream(new File(file).toPath())) {
      List<X509Certificate> certificates = new ArrayList<>();
      for (Certificate certificate : CertificateFactory.getInstance("X.509").generateCertificates(in)) {
        certificates.add((X509Certificate) certificate);
      }
      if (!certificates.isEmpty()) {
        return certificates;
      }
    } catch (IOException | GeneralSecurityException e) {
      throw new InvalidPropertyException(name, file, "a PEM file of X.509 certificates (" + e.getMessage() + ")");
    }
    throw new InvalidPropertyException(name, file, "a PEM file of X.509 certificates (it holds none)");
  }

  private static List<X509Certificate> storeCertificates(String name, String file, String passwordName,
      String password) {
    byte[] bytes;
    try {
      bytes = Files.readAllBytes(new File(file).toPath());
    } catch (IOException e) {
      throw new InvalidPropertyException(name, file, "a readable file (" + describe(e) + ")");
    }
    if (bytes.length == 0) {
      throw new InvalidPropertyException(name, file, "a PKCS#12 or JKS store holding the certificates to trust (the"
          + " file is empty)");
    }
    if (new String(bytes, java.nio.charset.StandardCharsets.ISO_8859_1).contains("-----BEGIN")) {
      throw new InvalidPropertyException(name, file, "a PKCS#12 or JKS store, not a PEM file (name a PEM file with "
          + Couchbase3Properties.CERTIFICATE_FILE + " instead)");
    }
    KeyStore store = null;
    Exception failure = null;
    boolean wrongPassword = false;
    for (String type : new String[] {"PKCS12", "JKS"}) {
      try (InputStream in = new java.io.ByteArrayInputStream(bytes)) {
        KeyStore candidate = KeyStore.getInstance(type);
        candidate.load(in, password.toCharArray());
        store = candidate;
        break;
      } catch (GeneralSecurityException | IOException e) {
        // another type, or a wrong password: the next type, then the message below
        failure = failure == null ? e : failure;
        wrongPassword |= e.getCause() instanceof java.security.UnrecoverableKeyException
            || String.valueOf(e.getMessage()).contains("password");
      }
    }
    if (store == null && wrongPassword) {
      throw new InvalidPropertyException(passwordName, password.isEmpty() ? "" : "*****", "the password of " + file
          + " (the store does not open with it: " + describe(failure) + ")");
    }
    if (store == null) {
      throw new InvalidPropertyException(name, file, "a PKCS#12 or JKS store readable with " + passwordName
          + " (" + describe(failure) + ")");
    }
    List<X509Certificate> certificates = new ArrayList<>();
    try {
      for (String alias : Collections.list(store.aliases())) {
        Certificate certificate = store.getCertificate(alias);
        if (certificate instanceof X509Certificate) {
          certificates.add((X509Certificate) certificate);
        }
      }
    } catch (GeneralSecurityException e) {
      throw new InvalidPropertyException(name, file, "a readable store (" + describe(e) + ")");
    }
    if (certificates.isEmpty()) {
      throw new InvalidPropertyException(name, file, "a store holding the certificates to trust (it holds none)");
    }
    return certificates;
  }

  /** @return the exception's message, or its class name when it has none */
  private static String describe(Exception e) {
    return e.getMessage() == null ? e.getClass().getSimpleName() : e.getMessage();
  }

  boolean isEnabled() {
    return enabled;
  }

  /** @return the SDK's security settings: TLS off, or on trusting exactly the certificates read */
  SecurityConfig.Builder securityConfig() {
    SecurityConfig.Builder builder = SecurityConfig.builder().enableTls(enabled);
    return enabled ? builder.trustCertificates(trusted) : builder;
  }

  /** @return e.g. {@code couchbase.sslTruststoreFile=truststore.p12}, null when TLS is off */
  String trustSource() {
    return trustSource;
  }

  /** @return what must be equal for two threads to share one connection */
  String connectionKey() {
    return enabled + "|" + trustSource + "|" + trusted.size();
  }
}
