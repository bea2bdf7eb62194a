/*
 * Copyright (c) 2026 ycsb-ext contributors.
 * Licensed under the Apache License, Version 2.0 (http://www.apache.org/licenses/LICENSE-2.0).
 */
package site.ycsb.ext.standin.couchbase;

import com.couchbase.mock.Bucket;
import com.couchbase.mock.CouchbaseMock;
import com.couchbase.mock.deps.org.apache.http.HttpException;
import com.couchbase.mock.deps.org.apache.http.HttpHeaders;
import com.couchbase.mock.deps.org.apache.http.HttpRequest;
import com.couchbase.mock.deps.org.apache.http.HttpResponse;
import com.couchbase.mock.deps.org.apache.http.HttpServerConnection;
import com.couchbase.mock.deps.org.apache.http.HttpStatus;
import com.couchbase.mock.deps.org.apache.http.entity.ContentType;
import com.couchbase.mock.deps.org.apache.http.protocol.HTTP;
import com.couchbase.mock.deps.org.apache.http.protocol.HttpContext;
import com.couchbase.mock.deps.org.apache.http.protocol.HttpRequestHandler;
import com.couchbase.mock.http.HttpAuthVerifier;
import com.couchbase.mock.httpio.HandlerUtil;
import com.couchbase.mock.httpio.HttpServer;
import com.couchbase.mock.httpio.ResponseHandledException;
import java.io.IOException;
import java.io.OutputStream;
import java.net.Socket;
import java.nio.ByteBuffer;
import java.nio.channels.SocketChannel;
import java.nio.charset.StandardCharsets;

/**
 * The bucket's configuration over HTTP ({@code /pools/default/buckets/B} and {@code /b/B}, and their streaming forms
 * {@code bucketsStreaming/B} and {@code bs/B}) as the stand-in's {@link ClusterMap}, in place of the mock's handlers
 * for those paths: same authentication, same chunked streaming (a map, then four newlines, again whenever it
 * changes). Called from the mock's HTTP worker threads; a streaming request holds its thread until the client goes.
 */
final class BucketConfigHandler implements HttpRequestHandler {
  /** How often a streaming request looks for a changed map or a closed connection, milliseconds. */
  private static final long STREAM_POLL_MS = 100;
  private static final byte[] DELIMITER = "\n\n\n\n".getBytes(StandardCharsets.US_ASCII);

  private final ClusterMap map;
  private final HttpAuthVerifier verifier;
  private final boolean streaming;

  private BucketConfigHandler(ClusterMap map, HttpAuthVerifier verifier, boolean streaming) {
    this.map = map;
    this.verifier = verifier;
    this.streaming = streaming;
  }

  /** Registers the four paths of {@code bucket} on {@code http}, replacing the mock's handlers. */
  static void register(CouchbaseMock mock, HttpServer http, Bucket bucket, ClusterMap map) {
    HttpAuthVerifier verifier = new HttpAuthVerifier(bucket, mock.getAuthenticator());
    String pool = "/pools/" + mock.getPoolName();
    for (String oneShot : new String[] {"/buckets/", "/b/"}) {
      http.register(pool + oneShot + bucket.getName(), new BucketConfigHandler(map, verifier, false));
    }
    for (String stream : new String[] {"/bucketsStreaming/", "/bs/"}) {
      http.register(pool + stream + bucket.getName(), new BucketConfigHandler(map, verifier, true));
    }
  }

  @Override
  public void handle(HttpRequest request, HttpResponse response, HttpContext context)
      throws HttpException, IOException {
    if (!verifier.verify(request, response, context)) {
      return;
    }
    if (!request.getRequestLine().getMethod().equals("GET")) {
      response.setStatusCode(HttpStatus.SC_NOT_IMPLEMENTED);
      return;
    }
    if (!streaming) {
      HandlerUtil.makeJsonResponse(response, map.json());
      return;
    }
    response.setHeader(HttpHeaders.TRANSFER_ENCODING, HTTP.CHUNK_CODING);
    response.setHeader(HttpHeaders.CONTENT_TYPE, ContentType.APPLICATION_JSON.toString());
    response.setHeader(HttpHeaders.CONNECTION, HTTP.CONN_CLOSE);
    response.removeHeaders(HttpHeaders.CONTENT_LENGTH);
    HttpServerConnection connection = HandlerUtil.getConnection(context);
    connection.sendResponseHeader(response);
    connection.flush();
    stream(HandlerUtil.getSocket(context));
    throw new ResponseHandledException();
  }

  /* Writes the map, and again each time it changes, until the client closes the connection or the mock stops. */
  private void stream(Socket socket) throws IOException {
    OutputStream out = socket.getOutputStream();
    String sent = null;
    try {
      while (isOpen(socket)) {
        String current = map.json();
        if (!current.equals(sent)) {
          chunk(out, current.getBytes(StandardCharsets.UTF_8));
          chunk(out, DELIMITER);
          out.flush();
          sent = current;
        }
        Thread.sleep(STREAM_POLL_MS);
      }
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
    }
  }

  private static void chunk(OutputStream out, byte[] bytes) throws IOException {
    out.write((Integer.toHexString(bytes.length) + "\r\n").getBytes(StandardCharsets.US_ASCII));
    out.write(bytes);
    out.write("\r\n".getBytes(StandardCharsets.US_ASCII));
  }

  /* Whether the client is still there: a non-blocking read of nothing (0) means open, -1 or an error closed. */
  private static boolean isOpen(Socket socket) {
    SocketChannel channel = socket.getChannel();
    if (channel == null) {
      return !socket.isClosed();
    }
    try {
      channel.configureBlocking(false);
      try {
        return channel.read(ByteBuffer.allocate(1)) == 0;
      } finally {
        channel.configureBlocking(true);
      }
    } catch (IOException e) {
      return false;
    }
  }
}
