/*
 * Copyright (c) 2026 ycsb-ext contributors.
 * Licensed under the Apache License, Version 2.0 (http://www.apache.org/licenses/LICENSE-2.0).
 */
package site.ycsb.db.couchbase2.support;

import java.io.FileInputStream;
import java.io.IOException;
import java.io.InputStream;
import java.net.InetSocketAddress;
import java.net.SocketTimeoutException;
import java.security.GeneralSecurityException;
import java.security.KeyStore;
import java.security.cert.CertificateExpiredException;
import java.security.cert.CertificateNotYetValidException;
import javax.net.ssl.KeyManagerFactory;
import javax.net.ssl.SSLContext;
import javax.net.ssl.SSLException;
import javax.net.ssl.SSLParameters;
import javax.net.ssl.SSLSocket;
import javax.net.ssl.TrustManagerFactory;

/**
 * Says why a TLS bootstrap failed. The SDK only logs a failed handshake and then reports its last fallback (often an
 * unrelated HTTPS connection failure), so after a failed bootstrap with {@code couchbase.sslEnabled=true} this
 * repeats the handshake with the same stores and host name check against the first seed's key-value TLS port and
 * names the cause: an untrusted, expired or misnamed server certificate, or a refused client certificate. Used only
 * after a failure; stateless and thread-safe.
 */
final class TlsProbe {
  private TlsProbe() {
  }

  /** @return the one-line cause of a failing handshake, or {@code null} when the handshake succeeds */
  static String handshakeProblem(Couchbase2Settings settings) {
    SeedNode seed = settings.getSeeds().get(0);
    String host = seed.host();
    int port = settings.tls().getBootstrapCarrierSslPort();
    SSLSocket socket = null;
    try {
      socket = (SSLSocket) context(settings).getSocketFactory().createSocket();
      socket.connect(new InetSocketAddress(host, port), settings.getSocketConnectTimeoutMs());
      socket.setSoTimeout(settings.getConnectTimeoutMs());
      if (settings.tls().isSslHostnameVerification()) {
        SSLParameters parameters = socket.getSSLParameters();
        parameters.setEndpointIdentificationAlgorithm("HTTPS");
        socket.setSSLParameters(parameters);
      }
      socket.startHandshake();
      // With TLS 1.3 a server refuses a client certificate only after the client finished its handshake: a refusal
      // arrives as an alert within moments, while a server that accepted waits for a request (the read times out).
      socket.setSoTimeout(Math.min(1000, settings.getConnectTimeoutMs()));
      try {
        socket.getInputStream().read();
      } catch (SocketTimeoutException accepted) {
        // nothing to read: the server took the handshake
      }
      return null;
    } catch (SSLException e) {
      return "TLS handshake with " + seed.address() + ":" + port + " failed: "
          + describe(e, host);
    } catch (IOException | GeneralSecurityException e) {
      return null;
    } finally {
      if (socket != null) {
        try {
          socket.close();
        } catch (IOException e) {
          // the probe is over either way
        }
      }
    }
  }

  private static String describe(SSLException error, String host) {
    String details = IoPool.oneLine(error);
    for (Throwable t = error; t != null; t = t.getCause() == t ? null : t.getCause()) {
      if (t instanceof CertificateExpiredException || t instanceof CertificateNotYetValidException) {
        return "the server's certificate is expired or not yet valid (" + t.getMessage() + ")";
      }
    }
    if (details.contains("subject alternative name") || details.contains("No name matching")) {
      return "the server's certificate does not name " + host + " (" + Couchbase2Properties.SSL_HOSTNAME_VERIFICATION
          + "=false skips this check; " + error.getMessage() + ")";
    }
    if (details.contains("PKIX") || details.contains("No trusted certificate")
        || details.contains("unable to find valid certification path")) {
      return "the server's certificate is not trusted by " + Couchbase2Properties.SSL_TRUSTSTORE_FILE + " ("
          + error.getMessage() + ")";
    }
    if (details.contains("bad_certificate") || details.contains("certificate_required")) {
      return "the server refused the client certificate (" + Couchbase2Properties.SSL_KEYSTORE_FILE + "; "
          + error.getMessage() + ")";
    }
    return details;
  }

  private static SSLContext context(Couchbase2Settings settings) throws GeneralSecurityException, IOException {
    KeyManagerFactory keys = null;
    if (settings.tls().getSslKeystoreFile() != null) {
      keys = KeyManagerFactory.getInstance(KeyManagerFactory.getDefaultAlgorithm());
      keys.init(load(settings.tls().getSslKeystoreFile(), settings.tls().getSslKeystorePassword()),
          password(settings.tls().getSslKeystorePassword()));
    }
    // As the SDK does: without a trust store, the key store is the trust store.
    String trustFile = settings.tls().getSslTruststoreFile() != null ? settings.tls().getSslTruststoreFile()
        : settings.tls().getSslKeystoreFile();
    String trustPassword = settings.tls().getSslTruststoreFile() != null ? settings.tls().getSslTruststorePassword()
        : settings.tls().getSslKeystorePassword();
    TrustManagerFactory trust = TrustManagerFactory.getInstance(TrustManagerFactory.getDefaultAlgorithm());
    trust.init(load(trustFile, trustPassword));
    SSLContext context = SSLContext.getInstance("TLS");
    context.init(keys == null ? null : keys.getKeyManagers(), trust.getTrustManagers(), null);
    return context;
  }

  private static KeyStore load(String file, String password) throws GeneralSecurityException, IOException {
    KeyStore store = KeyStore.getInstance(KeyStore.getDefaultType());
    InputStream in = new FileInputStream(file);
    try {
      store.load(in, password(password));
    } finally {
      in.close();
    }
    return store;
  }

  private static char[] password(String password) {
    return password == null ? null : password.toCharArray();
  }
}
