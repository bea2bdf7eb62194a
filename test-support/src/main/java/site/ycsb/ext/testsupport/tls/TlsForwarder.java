/*
 * Copyright (c) 2026 ycsb-ext contributors.
 * Licensed under the Apache License, Version 2.0 (http://www.apache.org/licenses/LICENSE-2.0).
 */
package site.ycsb.ext.testsupport.tls;

import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.net.InetAddress;
import java.net.ServerSocket;
import java.net.Socket;
import java.nio.file.Files;
import java.nio.file.Path;
import java.security.KeyStore;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.concurrent.TimeUnit;
import javax.net.ssl.KeyManagerFactory;
import javax.net.ssl.SSLContext;
import javax.net.ssl.SSLSocket;
import javax.net.ssl.SSLSocketFactory;
import javax.net.ssl.TrustManagerFactory;

/**
 * TLS on a loopback port in front of a plain one, for end-to-end TLS tests against servers that speak plain TCP
 * (CouchbaseMock, the Aerospike stand-in): a JDK {@link SSLSocket} layered over each accepted connection, whose
 * decrypted bytes go to the target, the answers back through a {@link Pipe} that may change them. Each connection
 * runs on two daemon threads; {@link #close} stops everything.
 */
public final class TlsForwarder implements AutoCloseable {

  /** Copies one direction of a connection until it ends; may change what it copies. */
  public interface Pipe {
    void copy(InputStream from, OutputStream to) throws IOException;
  }

  /** Copies the bytes unchanged. */
  public static final Pipe UNCHANGED = (from, to) -> {
    byte[] buffer = new byte[16384];
    for (int n = from.read(buffer); n >= 0; n = from.read(buffer)) {
      to.write(buffer, 0, n);
      to.flush();
    }
  };

  private final ServerSocket listener;
  private final List<Socket> sockets = Collections.synchronizedList(new ArrayList<>());

  /**
   * @param context the server side's TLS context ({@link #context})
   * @param address the loopback address to listen on and to reach the target at
   * @param needClientAuth whether a client certificate (trusted by the context) is required; then only TLS 1.2 is
   *     offered, so that a missing or untrusted one fails the client's handshake itself
   * @param answers how the target's answers reach the client
   */
  public TlsForwarder(SSLContext context, InetAddress address, int targetPort, boolean needClientAuth, Pipe answers)
      throws IOException {
    listener = new ServerSocket(0, 50, address);
    SSLSocketFactory tls = context.getSocketFactory();
    daemon(() -> {
      try {
        while (true) {
          Socket raw = listener.accept();
          // TLS layered over the accepted socket without closing it (autoClose false), so that a refused handshake
          // can end gracefully (refuse).
          SSLSocket client = (SSLSocket) tls.createSocket(raw, null, false);
          client.setUseClientMode(false);
          client.setNeedClientAuth(needClientAuth);
          if (needClientAuth) {
            // With TLS 1.3 the client's handshake is over before the server has checked its certificate: the
            // refusal comes as an alert some time later, and a loaded machine makes it arrive after a reader has
            // stopped waiting for it (the binding's TlsProbe waits at most 1 s). With TLS 1.2 the server refuses
            // before its Finished, so the refusal is a handshake failure whatever the timing.
            client.setEnabledProtocols(new String[] {"TLSv1.2"});
          }
          Socket server = new Socket(address, targetPort);
          sockets.add(raw);
          sockets.add(client);
          sockets.add(server);
          daemon(() -> {
            if (handshake(client, raw)) {
              pipe(client, server, UNCHANGED);
            } else {
              closeQuietly(server);
            }
          });
          daemon(() -> pipe(server, client, answers));
        }
      } catch (IOException closed) {
        // close() ends the loop
      }
    });
  }

  /** @return whether the handshake succeeded; if not, the connection has been ended (see {@link #refuse}) */
  private static boolean handshake(SSLSocket client, Socket raw) {
    try {
      client.startHandshake();
      return true;
    } catch (IOException e) {
      refuse(raw);
      return false;
    }
  }

  /**
   * Ends a connection whose handshake failed. The JDK has sent its alert, but the client may still be sending the
   * rest of its flight: closing at once, with its bytes unread or still arriving, answers with a reset that can
   * overtake the alert, and the client then sees "Connection reset" instead of the cause (more often on a loaded
   * machine). So the client's bytes are read until it closes, as it does once it has read the alert; bounded by a
   * generous deadline.
   */
  private static void refuse(Socket raw) {
    long deadlineNs = System.nanoTime() + TimeUnit.SECONDS.toNanos(60);
    try {
      raw.setSoTimeout(60_000);
      byte[] sink = new byte[4096];
      InputStream in = raw.getInputStream();
      while (in.read(sink) >= 0 && System.nanoTime() < deadlineNs) {
        // discard
      }
    } catch (IOException e) {
      // the client closed or went silent: done either way
    } finally {
      closeQuietly(raw);
    }
  }

  /**
   * @param keyStore the server's certificate and key (password {@link TestCertificates#PASSWORD})
   * @param clientTrustStore the client certificates to accept, or {@code null}
   */
  public static SSLContext context(Path keyStore, Path clientTrustStore) throws Exception {
    KeyManagerFactory keys = KeyManagerFactory.getInstance(KeyManagerFactory.getDefaultAlgorithm());
    keys.init(load(keyStore), TestCertificates.PASSWORD.toCharArray());
    TrustManagerFactory trust = null;
    if (clientTrustStore != null) {
      trust = TrustManagerFactory.getInstance(TrustManagerFactory.getDefaultAlgorithm());
      trust.init(load(clientTrustStore));
    }
    SSLContext context = SSLContext.getInstance("TLS");
    context.init(keys.getKeyManagers(), trust == null ? null : trust.getTrustManagers(), null);
    return context;
  }

  private static KeyStore load(Path file) throws Exception {
    KeyStore store = KeyStore.getInstance("PKCS12");
    try (InputStream in = Files.newInputStream(file)) {
      store.load(in, TestCertificates.PASSWORD.toCharArray());
    }
    return store;
  }

  public int port() {
    return listener.getLocalPort();
  }

  /** @return connections accepted so far */
  public int connections() {
    return sockets.size() / 3;
  }

  private static void pipe(Socket from, Socket to, Pipe pipe) {
    try {
      pipe.copy(from.getInputStream(), to.getOutputStream());
    } catch (IOException e) {
      // a side closed: the other direction ends too
    } finally {
      closeQuietly(from);
      closeQuietly(to);
    }
  }

  private static void daemon(Runnable body) {
    Thread thread = new Thread(body, "tls-forwarder");
    thread.setDaemon(true);
    thread.start();
  }

  private static void closeQuietly(Socket socket) {
    try {
      socket.close();
    } catch (IOException e) {
      // closing anyway
    }
  }

  @Override
  public void close() {
    closeQuietly(listener);
    synchronized (sockets) {
      for (Socket socket : sockets) {
        closeQuietly(socket);
      }
    }
  }

  private static void closeQuietly(ServerSocket socket) {
    try {
      socket.close();
    } catch (IOException e) {
      // closing anyway
    }
  }
}
