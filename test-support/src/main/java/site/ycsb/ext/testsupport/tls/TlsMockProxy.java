/*
 * Copyright (c) 2026 ycsb-ext contributors.
 * Licensed under the Apache License, Version 2.0 (http://www.apache.org/licenses/LICENSE-2.0).
 */
package site.ycsb.ext.testsupport.tls;

import java.io.DataInputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.net.InetAddress;
import java.nio.ByteBuffer;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import javax.net.ssl.SSLContext;
import site.ycsb.ext.standin.couchbase.CouchbaseMockCluster;

/**
 * TLS in front of a CouchbaseMock cluster's key-value ports, for end-to-end TLS tests of the binding: one
 * {@link TlsForwarder} per node on the node's own loopback address.
 * The mock advertises no TLS ports, so the proxy adds them to every cluster map it passes on (the {@code kvSSL}
 * port of each node's services, and optionally alternate "external" addresses), parsing the memcached binary
 * frames from server to client for that. Optionally it requires a client certificate (certificate
 * authentication). {@link #close} stops everything.
 */
public final class TlsMockProxy implements AutoCloseable {
  private static final Pattern KV_PORT = Pattern.compile("\"kv\":(\\d+)");
  private static final int GET_CLUSTER_CONFIG = 0xb5;
  private static final int NOT_MY_VBUCKET = 0x07;

  private final List<TlsForwarder> forwarders = new ArrayList<>();
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
    SSLContext context = TlsForwarder.context(keyStore, clientTrustStore);
    for (int node = 0; node < mock.nodes(); node++) {
      InetAddress address = InetAddress.getByName("127.0.0." + (node + 1));
      TlsForwarder forwarder = new TlsForwarder(context, address, mock.carrierPort(node), clientTrustStore != null,
          this::rewriteFrames);
      forwarders.add(forwarder);
      tlsPorts.put(mock.carrierPort(node), forwarder.port());
    }
  }

  /** @return the TLS port of node 0, the bootstrap port for {@code couchbase.bootstrapCarrierSslPort} */
  public int bootstrapPort() {
    return forwarders.get(0).port();
  }

  /** Server to client: memcached frames, with the TLS ports added to every cluster map. */
  private void rewriteFrames(InputStream from, OutputStream out) throws IOException {
    DataInputStream in = new DataInputStream(from);
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
    for (int i = 0; i < forwarders.size(); i++) {
      if (forwarders.get(i).port() == tlsPort) {
        return i;
      }
    }
    throw new IllegalStateException("unknown TLS port " + tlsPort);
  }

  @Override
  public void close() {
    for (TlsForwarder forwarder : forwarders) {
      forwarder.close();
    }
  }
}
