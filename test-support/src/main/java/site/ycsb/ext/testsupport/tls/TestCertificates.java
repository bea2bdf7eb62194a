/*
 * Copyright (c) 2026 ycsb-ext contributors.
 * Licensed under the Apache License, Version 2.0 (http://www.apache.org/licenses/LICENSE-2.0).
 */
package site.ycsb.ext.testsupport.tls;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.nio.file.Paths;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.concurrent.TimeUnit;

/**
 * Key stores and trust stores for TLS tests, made with the JDK's {@code keytool} (PKCS#12, password
 * {@link #PASSWORD}): self-signed EC certificates with the subject alternative names and validity a test asks for.
 * Not thread-safe: one instance per test class.
 */
public final class TestCertificates {
  /** Password of every store made here. */
  public static final String PASSWORD = "changeit";

  private final Path dir;

  public TestCertificates(Path dir) {
    this.dir = dir;
  }

  /**
   * Makes a key store with one self-signed certificate.
   *
   * @param name file name stem and alias
   * @param subjectAlternativeNames keytool's SAN list, e.g. {@code ip:127.0.0.1,dns:localhost}
   * @param startDate keytool's start date, e.g. {@code -30d}, or {@code null} for now
   * @param validityDays days from the start date
   * @return the key store file
   */
  public Path keyStore(String name, String subjectAlternativeNames, String startDate, int validityDays)
      throws IOException {
    return keyStore(name, subjectAlternativeNames, startDate, validityDays, false);
  }

  /** @return a key store with a self-signed certificate authority ({@code bc:c}), valid for 60 days */
  public Path certificateAuthority(String name) throws IOException {
    return keyStore(name, "dns:" + name, null, 60, true);
  }

  private Path keyStore(String name, String subjectAlternativeNames, String startDate, int validityDays,
      boolean authority) throws IOException {
    Path store = dir.resolve(name + ".p12");
    List<String> args = new ArrayList<>(Arrays.asList("-genkeypair", "-alias", name, "-keyalg", "EC", "-groupname",
        "secp256r1", "-dname", "CN=" + name, "-ext", "SAN=" + subjectAlternativeNames, "-validity",
        Integer.toString(validityDays), "-keystore", store.toString(), "-storetype", "PKCS12", "-storepass", PASSWORD,
        "-keypass", PASSWORD));
    if (startDate != null) {
      args.addAll(Arrays.asList("-startdate", startDate));
    }
    if (authority) {
      args.addAll(Arrays.asList("-ext", "bc:c"));
    }
    keytool(args);
    return store;
  }

  /**
   * Makes a key store whose certificate is signed by the certificate authority in {@code ca} (from
   * {@link #certificateAuthority}), its chain included.
   *
   * @param startDate keytool's start date of the signed certificate, or {@code null} for now
   */
  public Path signedKeyStore(String name, Path ca, String subjectAlternativeNames, String startDate,
      int validityDays) throws IOException {
    Path store = keyStore(name, subjectAlternativeNames, null, validityDays);
    String caAlias = alias(ca);
    Path request = dir.resolve(name + ".csr");
    Path signed = dir.resolve(name + "-signed.crt");
    keytool(Arrays.asList("-certreq", "-alias", name, "-keystore", store.toString(), "-storepass", PASSWORD,
        "-file", request.toString()));
    List<String> sign = new ArrayList<>(Arrays.asList("-gencert", "-alias", caAlias, "-keystore", ca.toString(),
        "-storepass", PASSWORD, "-infile", request.toString(), "-outfile", signed.toString(), "-ext",
        "SAN=" + subjectAlternativeNames, "-validity", Integer.toString(validityDays)));
    if (startDate != null) {
      sign.addAll(Arrays.asList("-startdate", startDate));
    }
    keytool(sign);
    keytool(Arrays.asList("-importcert", "-noprompt", "-alias", caAlias, "-file", exportCertificate(ca).toString(),
        "-keystore", store.toString(), "-storepass", PASSWORD));
    keytool(Arrays.asList("-importcert", "-noprompt", "-alias", name, "-file", signed.toString(), "-keystore",
        store.toString(), "-storepass", PASSWORD));
    return store;
  }

  /** @return a trust store holding the certificate of each key store's entry (named like the key store) */
  public Path trustStore(String name, Path... keyStores) throws IOException {
    Path store = dir.resolve(name + ".p12");
    for (Path keyStore : keyStores) {
      keytool(Arrays.asList("-importcert", "-noprompt", "-alias", alias(keyStore), "-file",
          exportCertificate(keyStore).toString(), "-keystore", store.toString(), "-storetype", "PKCS12",
          "-storepass", PASSWORD));
    }
    return store;
  }

  private static String alias(Path keyStore) {
    return keyStore.getFileName().toString().replace(".p12", "");
  }

  private Path exportCertificate(Path keyStore) throws IOException {
    Path certificate = dir.resolve(alias(keyStore) + ".crt");
    keytool(Arrays.asList("-exportcert", "-alias", alias(keyStore), "-keystore", keyStore.toString(), "-storepass",
        PASSWORD, "-file", certificate.toString()));
    return certificate;
  }

  private static void keytool(List<String> args) throws IOException {
    List<String> command = new ArrayList<>();
    command.add(Paths.get(System.getProperty("java.home"), "bin", "keytool").toString());
    command.addAll(args);
    Process process = new ProcessBuilder(command).redirectErrorStream(true).start();
    try {
      if (!process.waitFor(60, TimeUnit.SECONDS) || process.exitValue() != 0) {
        process.destroyForcibly();
        throw new IOException("keytool " + args + " failed: "
            + new String(process.getInputStream().readAllBytes(), StandardCharsets.UTF_8));
      }
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
      throw new IOException("interrupted", e);
    }
  }
}
