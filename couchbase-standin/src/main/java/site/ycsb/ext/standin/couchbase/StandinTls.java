/*
 * Copyright (c) 2026 ycsb-ext contributors.
 * Licensed under the Apache License, Version 2.0 (http://www.apache.org/licenses/LICENSE-2.0).
 */
package site.ycsb.ext.standin.couchbase;

import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.Paths;
import java.security.GeneralSecurityException;
import java.security.KeyStore;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.concurrent.TimeUnit;
import javax.net.ssl.KeyManagerFactory;
import javax.net.ssl.SSLContext;

/**
 * The stand-in's TLS material: a self-signed certificate for 127.0.0.1 .. 127.0.0.N made with the JDK's
 * {@code keytool} and written to a directory (the key store the stand-in serves, the certificate, and a trust store
 * holding it for clients: {@code couchbase.sslTruststoreFile}), and the server context built from it. For tests and
 * demos only: the password is {@value #PASSWORD} and the certificate is valid for {@value #VALIDITY_DAYS} days.
 * Immutable once made.
 */
final class StandinTls {
  /** Password of both stores. */
  static final String PASSWORD = "standin";
  /** Days the certificate is valid from its creation. */
  static final int VALIDITY_DAYS = 30;
  static final String KEY_STORE = "standin-keystore.p12";
  static final String TRUST_STORE = "standin-truststore.p12";
  static final String CERTIFICATE = "standin-certificate.pem";

  private final Path trustStore;
  private final SSLContext context;

  private StandinTls(Path trustStore, SSLContext context) {
    this.trustStore = trustStore;
    this.context = context;
  }

  /**
   * Makes a new certificate for {@code nodes} loopback addresses in {@code dir} (created if missing; the three files
   * are replaced).
   *
   * @throws IOException when a file cannot be written or keytool fails (its output in the message)
   */
  static StandinTls generate(Path dir, int nodes) throws IOException {
    Files.createDirectories(dir);
    Path keyStore = dir.resolve(KEY_STORE);
    Path certificate = dir.resolve(CERTIFICATE);
    Path trustStore = dir.resolve(TRUST_STORE);
    for (Path file : Arrays.asList(keyStore, certificate, trustStore)) {
      Files.deleteIfExists(file);
    }
    StringBuilder names = new StringBuilder("SAN=");
    for (int node = 0; node < nodes; node++) {
      names.append(node == 0 ? "" : ",").append("ip:127.0.0.").append(node + 1);
    }
    keytool("-genkeypair", "-alias", "standin", "-keyalg", "EC", "-groupname", "secp256r1", "-dname",
        "CN=ycsb-ext couchbase stand-in", "-ext", names.toString(), "-validity", Integer.toString(VALIDITY_DAYS),
        "-keystore", keyStore.toString(), "-storetype", "PKCS12", "-storepass", PASSWORD, "-keypass", PASSWORD);
    keytool("-exportcert", "-rfc", "-alias", "standin", "-keystore", keyStore.toString(), "-storepass", PASSWORD,
        "-file", certificate.toString());
    keytool("-importcert", "-noprompt", "-alias", "standin", "-file", certificate.toString(), "-keystore",
        trustStore.toString(), "-storetype", "PKCS12", "-storepass", PASSWORD);
    try (InputStream in = Files.newInputStream(keyStore)) {
      KeyStore keys = KeyStore.getInstance("PKCS12");
      keys.load(in, PASSWORD.toCharArray());
      KeyManagerFactory managers = KeyManagerFactory.getInstance(KeyManagerFactory.getDefaultAlgorithm());
      managers.init(keys, PASSWORD.toCharArray());
      SSLContext context = SSLContext.getInstance("TLS");
      context.init(managers.getKeyManagers(), null, null);
      return new StandinTls(trustStore, context);
    } catch (GeneralSecurityException e) {
      throw new IOException("cannot load the generated key store " + keyStore + ": " + e, e);
    }
  }

  private static void keytool(String... args) throws IOException {
    List<String> command = new ArrayList<>();
    command.add(Paths.get(System.getProperty("java.home"), "bin", "keytool").toString());
    command.addAll(Arrays.asList(args));
    Process process = new ProcessBuilder(command).redirectErrorStream(true).start();
    try {
      String output = new String(process.getInputStream().readAllBytes(), StandardCharsets.UTF_8).trim();
      if (!process.waitFor(60, TimeUnit.SECONDS) || process.exitValue() != 0) {
        throw new IOException("keytool " + args[0] + " failed: " + output.replaceAll("\\s+", " "));
      }
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
      throw new IOException("interrupted while keytool ran", e);
    } finally {
      process.destroy();
    }
  }

  /** The trust store for clients ({@code couchbase.sslTruststoreFile}, password {@value #PASSWORD}). */
  Path trustStore() {
    return trustStore;
  }

  /** The server side: the generated key and certificate. */
  SSLContext context() {
    return context;
  }
}
