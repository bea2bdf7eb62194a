/*
 * Copyright (c) 2026 ycsb-ext contributors.
 * Licensed under the Apache License, Version 2.0 (http://www.apache.org/licenses/LICENSE-2.0).
 */
package site.ycsb.ext.couchbase2;

import java.io.DataInputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.net.InetAddress;
import java.net.ServerSocket;
import java.net.Socket;
import java.nio.ByteBuffer;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.security.KeyStore;
import java.util.ArrayList;
import java.util.Collections;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import javax.net.ssl.KeyManagerFactory;
import javax.net.ssl.SSLContext;
import javax.net.ssl.SSLServerSocket;
import javax.net.ssl.TrustManagerFactory;
import site.ycsb.ext.standin.couchbase.CouchbaseMockCluster;

/**
 * TLS in front of a CouchbaseMock cluster's key-value ports, for end-to-end TLS tests of the binding: one JDK
 * {@link SSLServerSocket} per node on the node's own loopback address, forwarding the decrypted bytes to the node.
 * The mock advertises no TLS ports, so the proxy adds them to every cluster map it passes on (the {@code kvSSL}
 * port of each node's services, and optionally alternate "external" addresses), parsing the memcached binary
 * frames from server to client for that. Optionally it requires a client certificate (certificate
 * authentication). Each connection runs on two daemon threads; {@link #close} stops everything.
 */
public final class TlsMockProxy implements AutoCloseable {
  private static final Pattern KV_PORT = Pattern.compile("\"kv\":(\\d+)");
  private static final int GET_CLUSTER_CONFIG = 0xb5;
  private static final int NOT_MY_VBUCKET = 0x07;

  private final List<SSLServerSocket> listeners = new ArrayList<>();
  private final List<Socket> connections = Collections.synchronizedList(new ArrayList<Socket>());
  /** Mock key-value port to the proxy's TLS port of the same node. */
  private final Map<Integer, Integer> tlsPorts = new HashMap<>();
  private final boolean advertiseExternal;

  /**
   * @param keyStore the server's certificate and key (password {@link TestCertificates#PASSWORD})
   * @param clientTrustStore when not {@code null}: a client certificate signed as this store trusts is required
   * @param advertiseExternal whether the cluster map lists each node's TLS port only as an alternate "external"
   *     address (its own {@code kvSSL} then points at a closed port), so only {@code networkResolution=external}
   *     connects
   */
  public TlsMockProxy(CouchbaseMockCluster mock, Path keyStore, Path clientTrustStore, boolean advertiseExternal)
      throws Exception {
    this.advertiseExternal = advertiseExternal;
    SSLContext context = context(keyStore, clientTrustStore);
    for (int node = 0; node < mock.nodes(); node++) {
      InetAddress address = InetAddress.getByName("127.0.0." + (node + 1));
      SSLServerSocket listener = (SSLServerSocket) context.getServerSocketFactory().createServerSocket(0, 50, address);
      listener.setNeedClientAuth(clientTrustStore != null);
      listeners.add(listener);
      int target = mock.carrierPort(node);
      tlsPorts.put(target, listener.getLocalPort());
      daemon("tls-proxy-accept-" + node, () -> acceptAll(listener, address, target));
    }
  }

  /** @return the TLS port of node 0, the bootstrap port for {@code couchbase.bootstrapCarrierSslPort} */
  public int bootstrapPort() {
    return listeners.get(0).getLocalPort();
  }

  private static SSLContext context(Path keyStore, Path clientTrustStore) throws Exception {
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

  private void acceptAll(ServerSocket listener, InetAddress address, int target) {
    try {
      while (true) {
        Socket client = listener.accept();
        Socket server = new Socket(address, target);
        connections.add(client);
        connections.add(server);
        daemon("tls-proxy-up", () -> copy(client, server));
        daemon("tls-proxy-down", () -> rewriteFrames(server, client));
      }
    } catch (IOException closed) {
      // close() ends the loop
    }
  }

  private static void copy(Socket from, Socket to) {
    byte[] buffer = new byte[16384];
    try (InputStream in = from.getInputStream(); OutputStream out = to.getOutputStream()) {
      for (int n = in.read(buffer); n >= 0; n = in.read(buffer)) {
        out.write(buffer, 0, n);
        out.flush();
      }
    } catch (IOException e) {
      // a side closed: the other direction ends too
    } finally {
      closeQuietly(from);
      closeQuietly(to);
    }
  }

  /** Server to client: memcached frames, with the TLS ports added to every cluster map. */
  private void rewriteFrames(Socket server, Socket client) {
    try (DataInputStream in = new DataInputStream(server.getInputStream());
        OutputStream out = client.getOutputStream()) {
      byte[] header = new byte[24];
      while (true) {
        in.readFully(header);
        ByteBuffer fields = ByteBuffer.wrap(header);
        boolean flexible = (header[0] & 0xff) == 0x18;
        int framing = flexible ? header[2] & 0xff : 0;
        int keyLength = flexible ? header[3] & 0xff : fields.getShort(2) & 0xffff;
        int extras = header[4] & 0xff;
        int status = fields.getShort(6) & 0xffff;
        byte[] body = new byte[fields.getInt(8)];
        in.readFully(body);
        int opcode = header[1] & 0xff;
        int valueStart = framing + extras + keyLength;
        if (body.length > valueStart && ((opcode == GET_CLUSTER_CONFIG && status == 0) || status == NOT_MY_VBUCKET)) {
          String config = new String(body, valueStart, body.length - valueStart, StandardCharsets.UTF_8);
          byte[] value = rewrite(config).getBytes(StandardCharsets.UTF_8);
          byte[] rewritten = new byte[valueStart + value.length];
          System.arraycopy(body, 0, rewritten, 0, valueStart);
          System.arraycopy(value, 0, rewritten, valueStart, value.length);
          body = rewritten;
          fields.putInt(8, body.length);
        }
        out.write(header);
        out.write(body);
        out.flush();
      }
    } catch (IOException e) {
      // a side closed
    } finally {
      closeQuietly(server);
      closeQuietly(client);
    }
  }

  /** Adds {@code "kvSSL"} (or an external alternate address carrying it) next to every known {@code "kv"} port. */
  String rewrite(String config) {
    Matcher kv = KV_PORT.matcher(config);
    StringBuffer out = new StringBuffer();
    while (kv.find()) {
      Integer tls = tlsPorts.get(Integer.parseInt(kv.group(1)));
      String replacement = kv.group();
      if (tls != null && !advertiseExternal) {
        replacement += ",\"kvSSL\":" + tls;
      }
      kv.appendReplacement(out, Matcher.quoteReplacement(replacement));
    }
    kv.appendTail(out);
    String result = out.toString();
    if (advertiseExternal) {
      result = addExternalAddresses(result);
    }
    return result;
  }

  /**
   * Each node's entry in {@code nodesExt} gets {@code "alternateAddresses":{"external":{"hostname":<the same
   * address>,"ports":{"kvSSL":<TLS port>}}}} and an unusable own {@code kvSSL} port (1).
   */
  private String addExternalAddresses(String config) {
    Matcher node = Pattern.compile("\"services\":\\{([^}]*)\"kv\":(\\d+)([^}]*)\\}").matcher(config);
    StringBuffer out = new StringBuffer();
    while (node.find()) {
      Integer tls = tlsPorts.get(Integer.parseInt(node.group(2)));
      String replacement = node.group();
      if (tls != null) {
        String hostname = "127.0.0." + (indexOf(tls) + 1);
        replacement = "\"alternateAddresses\":{\"external\":{\"hostname\":\"" + hostname
            + "\",\"ports\":{\"kvSSL\":" + tls + "}}},\"services\":{" + node.group(1) + "\"kv\":" + node.group(2)
            + ",\"kvSSL\":1" + node.group(3) + "}";
      }
      node.appendReplacement(out, Matcher.quoteReplacement(replacement));
    }
    node.appendTail(out);
    return out.toString();
  }

  private int indexOf(int tlsPort) {
    for (int i = 0; i < listeners.size(); i++) {
      if (listeners.get(i).getLocalPort() == tlsPort) {
        return i;
      }
    }
    throw new IllegalStateException("unknown TLS port " + tlsPort);
  }

  private static void daemon(String name, Runnable body) {
    Thread thread = new Thread(body, name);
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
    for (ServerSocket listener : listeners) {
      try {
        listener.close();
      } catch (IOException e) {
        // closing anyway
      }
    }
    synchronized (connections) {
      for (Socket socket : connections) {
        closeQuietly(socket);
      }
    }
  }
}
