/*
 * Copyright (c) 2026 ycsb-ext contributors.
 * Licensed under the Apache License, Version 2.0 (http://www.apache.org/licenses/LICENSE-2.0).
 */
package site.ycsb.db.couchbase2.support;

import java.io.File;
import java.util.Arrays;
import java.util.List;

/**
 * The validated TLS part of the binding's configuration ({@code couchbase.ssl*}, {@code couchbase.certAuthEnabled},
 * the TLS bootstrap ports), read by {@link Couchbase2Settings}: settings that cannot work, or would silently not be
 * used, are refused with one line naming the property; the stores are opened once to check them
 * ({@link StoreCheck}). Immutable and thread-safe.
 */
public final class TlsSettings {
  private final boolean sslEnabled;
  private final String sslTruststoreFile;
  private final String sslTruststorePassword;
  private final String sslKeystoreFile;
  private final String sslKeystorePassword;
  private final boolean sslHostnameVerification;
  private final boolean certAuth;
  private final int bootstrapHttpSslPort;
  private final int bootstrapCarrierSslPort;

  /**
   * Reads the TLS properties; {@link #check} then refuses combinations that cannot work.
   *
   * @throws InvalidPropertyException for the first invalid value
   */
  TlsSettings(PropertyReader in) {
    sslEnabled = in.bool(Couchbase2Properties.SSL_ENABLED, Couchbase2Properties.SSL_ENABLED_DEFAULT);
    sslTruststoreFile = readableFile(in, Couchbase2Properties.SSL_TRUSTSTORE_FILE);
    sslTruststorePassword = in.raw(Couchbase2Properties.SSL_TRUSTSTORE_PASSWORD);
    sslKeystoreFile = readableFile(in, Couchbase2Properties.SSL_KEYSTORE_FILE);
    sslKeystorePassword = in.raw(Couchbase2Properties.SSL_KEYSTORE_PASSWORD);
    sslHostnameVerification = in.bool(Couchbase2Properties.SSL_HOSTNAME_VERIFICATION,
        Couchbase2Properties.SSL_HOSTNAME_VERIFICATION_DEFAULT);
    certAuth = in.bool(Couchbase2Properties.CERT_AUTH_ENABLED, Couchbase2Properties.CERT_AUTH_ENABLED_DEFAULT);
    bootstrapHttpSslPort = in.integer(Couchbase2Properties.BOOTSTRAP_HTTP_SSL_PORT,
        Couchbase2Properties.BOOTSTRAP_HTTP_SSL_PORT_DEFAULT, 1, 65535);
    bootstrapCarrierSslPort = in.integer(Couchbase2Properties.BOOTSTRAP_CARRIER_SSL_PORT,
        Couchbase2Properties.BOOTSTRAP_CARRIER_SSL_PORT_DEFAULT, 1, 65535);
  }

  /**
   * Refuses TLS settings that cannot work, or would silently not be used.
   *
   * @param username {@code couchbase.username}, or {@code null} (refused with certificate authentication)
   */
  void check(PropertyReader in, String username) {
    String[] tlsOnly = {Couchbase2Properties.SSL_TRUSTSTORE_FILE, Couchbase2Properties.SSL_KEYSTORE_FILE,
        Couchbase2Properties.CERT_AUTH_ENABLED};
    if (!sslEnabled) {
      for (String name : tlsOnly) {
        String value = in.raw(name);
        if (value != null && !"false".equals(value)) {
          throw new InvalidPropertyException(name, value, "it only with couchbase.sslEnabled=true (without it the"
              + " connections are plain TCP)");
        }
      }
      return;
    }
    if (sslTruststoreFile == null && sslKeystoreFile == null) {
      throw new InvalidPropertyException(Couchbase2Properties.SSL_ENABLED, "true", "it with "
          + Couchbase2Properties.SSL_TRUSTSTORE_FILE + " (the certificates that sign the servers') or "
          + Couchbase2Properties.SSL_KEYSTORE_FILE);
    }
    if (certAuth && sslKeystoreFile == null) {
      throw new InvalidPropertyException(Couchbase2Properties.CERT_AUTH_ENABLED, "true", "it with "
          + Couchbase2Properties.SSL_KEYSTORE_FILE + " (the client certificate and key)");
    }
    if (certAuth && username != null) {
      throw new InvalidPropertyException(Couchbase2Properties.USERNAME, username, "no user name with "
          + Couchbase2Properties.CERT_AUTH_ENABLED + "=true (the certificate names the user)");
    }
    if (sslTruststoreFile != null) {
      StoreCheck.check(Couchbase2Properties.SSL_TRUSTSTORE_FILE, sslTruststoreFile,
          Couchbase2Properties.SSL_TRUSTSTORE_PASSWORD, sslTruststorePassword, true);
    }
    if (sslKeystoreFile != null) {
      StoreCheck.check(Couchbase2Properties.SSL_KEYSTORE_FILE, sslKeystoreFile,
          Couchbase2Properties.SSL_KEYSTORE_PASSWORD, sslKeystorePassword, sslTruststoreFile == null);
    }
  }

  /** @return the value of a property naming a file, after checking that the file can be read; null when unset */
  private static String readableFile(PropertyReader in, String name) {
    String value = in.raw(name);
    if (value != null && !(new File(value).isFile() && new File(value).canRead())) {
      throw new InvalidPropertyException(name, value, "a readable file");
    }
    return value;
  }

  /** @return the settings that shape the connection, passwords included: never print them */
  List<Object> key() {
    return Arrays.<Object>asList(sslEnabled, sslTruststoreFile, sslTruststorePassword, sslKeystoreFile,
        sslKeystorePassword, sslHostnameVerification, certAuth, bootstrapHttpSslPort, bootstrapCarrierSslPort);
  }

  /** @return {@code " sslEnabled=..."} and, with TLS, the files, verification and ports; no password */
  String describe() {
    return " sslEnabled=" + sslEnabled
        + (sslEnabled ? " sslTruststoreFile=" + sslTruststoreFile + " sslKeystoreFile=" + sslKeystoreFile
        + " sslHostnameVerification=" + sslHostnameVerification + " certAuthEnabled=" + certAuth
        + " bootstrapHttpSslPort=" + bootstrapHttpSslPort + " bootstrapCarrierSslPort=" + bootstrapCarrierSslPort
        : "");
  }

  /** @return whether the connections use TLS ({@code couchbase.sslEnabled}) */
  public boolean isSslEnabled() {
    return sslEnabled;
  }

  /** @return the trust store file, or {@code null} */
  public String getSslTruststoreFile() {
    return sslTruststoreFile;
  }

  /** @return the trust store password, or {@code null}; never log it */
  public String getSslTruststorePassword() {
    return sslTruststorePassword;
  }

  /** @return the key store file, or {@code null} */
  public String getSslKeystoreFile() {
    return sslKeystoreFile;
  }

  /** @return the key store password, or {@code null}; never log it */
  public String getSslKeystorePassword() {
    return sslKeystorePassword;
  }

  /** @return whether the servers' certificates must name their hosts */
  public boolean isSslHostnameVerification() {
    return sslHostnameVerification;
  }

  /** @return whether the client authenticates with its certificate ({@code couchbase.certAuthEnabled}) */
  public boolean isCertAuth() {
    return certAuth;
  }

  /** @return the HTTP bootstrap port over TLS */
  public int getBootstrapHttpSslPort() {
    return bootstrapHttpSslPort;
  }

  /** @return the key-value bootstrap port over TLS */
  public int getBootstrapCarrierSslPort() {
    return bootstrapCarrierSslPort;
  }
}
