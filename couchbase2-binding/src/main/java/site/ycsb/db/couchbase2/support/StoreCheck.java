/*
 * Copyright (c) 2026 ycsb-ext contributors.
 * Licensed under the Apache License, Version 2.0 (http://www.apache.org/licenses/LICENSE-2.0).
 */
package site.ycsb.db.couchbase2.support;

import java.io.FileInputStream;
import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.security.GeneralSecurityException;
import java.security.KeyStore;
import java.security.UnrecoverableKeyException;
import java.util.Arrays;

/**
 * Opens a trust or key store as the SDK will (type {@link KeyStore#getDefaultType()}, the given password) before the
 * first connection, so that a store the SDK cannot open is named with its cause instead of surfacing as a closed
 * channel during bootstrap: a PEM file where a key store belongs, a wrong password, another file format, a trust
 * store without certificates. Passwords are never put in a message. Stateless; thread-safe.
 */
final class StoreCheck {
  private static final String MASK = "*****";
  private static final String PEM_START = "-----BEGIN";

  private StoreCheck() {
  }

  /**
   * @param fileProperty the property naming the store, e.g. {@code couchbase.sslTruststoreFile}
   * @param passwordProperty the property holding its password
   * @param trust true for a trust store, which must hold at least one certificate
   * @throws InvalidPropertyException naming the property at fault and why the store cannot be used
   */
  static void check(String fileProperty, String file, String passwordProperty, String password, boolean trust) {
    byte[] head = head(fileProperty, file);
    if (head.length == 0) {
      throw new InvalidPropertyException(fileProperty, file, "a Java key store (PKCS12 or JKS)"
          + (trust ? " holding the certificates to trust" : "") + " (the file is empty)");
    }
    if (new String(head, StandardCharsets.ISO_8859_1).contains(PEM_START)) {
      throw new InvalidPropertyException(fileProperty, file, "a Java key store (PKCS12 or JKS), not a PEM file"
          + " (make one from it: keytool -importcert -noprompt -file " + file + " -keystore store.p12 -storetype"
          + " PKCS12 -storepass <password>)");
    }
    try {
      KeyStore store = KeyStore.getInstance(KeyStore.getDefaultType());
      try (InputStream in = new FileInputStream(file)) {
        store.load(in, password == null ? null : password.toCharArray());
      }
      if (trust && store.size() == 0) {
        throw new InvalidPropertyException(fileProperty, file, "a trust store holding the certificates that sign the"
            + " servers' (it holds none)");
      }
    } catch (IOException e) {
      if (e.getCause() instanceof UnrecoverableKeyException || String.valueOf(e.getMessage()).contains("password")) {
        throw new InvalidPropertyException(passwordProperty, password == null ? "" : MASK, "the password of " + file
            + " (" + e.getMessage() + ")");
      }
      throw new InvalidPropertyException(fileProperty, file, "a Java key store (PKCS12 or JKS) that opens ("
          + e.getMessage() + ")");
    } catch (GeneralSecurityException e) {
      throw new InvalidPropertyException(fileProperty, file, "a Java key store (PKCS12 or JKS) that opens (" + e + ")");
    }
  }

  private static byte[] head(String fileProperty, String file) {
    byte[] bytes = new byte[4096];
    try (InputStream in = new FileInputStream(file)) {
      return Arrays.copyOf(bytes, Math.max(0, in.read(bytes)));
    } catch (IOException e) {
      throw new InvalidPropertyException(fileProperty, file, "a readable file (" + e.getMessage() + ")");
    }
  }
}
