/*
 * Copyright (c) 2026 ycsb-ext contributors.
 * Licensed under the Apache License, Version 2.0 (http://www.apache.org/licenses/LICENSE-2.0).
 */
package site.ycsb.ext.standin;

import java.io.BufferedInputStream;
import java.io.EOFException;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.net.Socket;
import java.util.zip.DataFormatException;
import java.util.zip.Inflater;

import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * Serves one client connection: reads 8-byte proto headers and their bodies, answers info requests and
 * command messages (plain or deflate-compressed) one at a time, applies injected faults to commands, and
 * returns when the client closes the connection, the node stops, or a fault drops it. Runs on its own
 * thread; not shared.
 */
final class ConnectionHandler {
  private static final Logger LOG = LoggerFactory.getLogger(ConnectionHandler.class);
  /** Largest request body accepted (the client's own limit for a single buffer is 128 MiB). */
  private static final int MAX_BODY = 128 * 1024 * 1024;

  private final AerospikeStandin standin;
  private final StandinNode node;
  private final Socket socket;
  private final ServerState state;
  private final Request request = new Request();
  private final ResponseBuffer response = new ResponseBuffer();
  private final RecordCommands records;
  private final MultiRecordCommands multi;
  private final InfoResponder info;
  private final AdminHandler admin;
  /** Whether commands may run: always without security, after a login or authentication with it. */
  private boolean authenticated;
  private byte[] body = new byte[16 * 1024];

  ConnectionHandler(AerospikeStandin standin, StandinNode node, Socket socket) {
    this.standin = standin;
    this.node = node;
    this.socket = socket;
    this.state = standin.state();
    this.records = new RecordCommands(state, node.index());
    this.multi = new MultiRecordCommands(state, node.index(), records);
    this.info = new InfoResponder(standin, node);
    this.admin = state.security() == null ? null : new AdminHandler(state.security(), node.index(), state.once());
    this.authenticated = state.security() == null;
  }

  void run() {
    try (InputStream in = new BufferedInputStream(socket.getInputStream(), 64 * 1024);
        OutputStream out = socket.getOutputStream()) {
      byte[] header = new byte[8];
      while (true) {
        if (!readFully(in, header, 8, true)) {
          return;
        }
        long proto = Wire.getLong(header, 0);
        int type = (int) ((proto >>> 48) & 0xff);
        long size = proto & 0xffffffffffffL;
        if (size > MAX_BODY) {
          state.once().warn("size", "Request of " + size + " bytes refused: connection closed");
          return;
        }
        if (body.length < size) {
          body = new byte[(int) Math.max(size, body.length * 2L)];
        }
        readFully(in, body, (int) size, false);
        switch (type) {
          case Wire.TYPE_INFO -> answerInfo(out, (int) size);
          case Wire.TYPE_ADMIN -> {
            if (admin == null) {
              // Community answers every security message SECURITY_NOT_SUPPORTED (as_security_transact,
              // as/src/base/security_ce.c): the 9.2 client's login then fails with "Login failed". Enterprise
              // without security answers SECURITY_NOT_ENABLED, and the client goes on without a session.
              int code = state.enterprise() ? Wire.SECURITY_NOT_ENABLED : Wire.SECURITY_NOT_SUPPORTED;
              state.once().warn("security off", "Security message on a stand-in without security: answered " + code
                  + (state.enterprise() ? " (SECURITY_NOT_ENABLED)" : " (SECURITY_NOT_SUPPORTED: Community Edition "
                  + "has no security)"));
              AdminHandler.send(out, code, null);
            } else {
              authenticated = admin.answer(body, (int) size, out);
            }
          }
          case Wire.TYPE_MESSAGE -> {
            if (!command(out, body, (int) size)) {
              return;
            }
          }
          case Wire.TYPE_COMPRESSED -> {
            byte[] plain = inflate(body, (int) size);
            // The inflated buffer starts with its own 8-byte proto header.
            if (plain == null || !command(out, plain, plain.length, 8)) {
              return;
            }
          }
          default -> {
            state.once().warn("proto " + type, "Unsupported proto type " + type + ": connection closed");
            return;
          }
        }
      }
    } catch (EOFException e) {
      // Client or node closed the connection mid-message.
    } catch (IOException e) {
      if (node.running() && !socket.isClosed()) {
        LOG.debug("Connection from {} to {} ended: {}", socket.getRemoteSocketAddress(), node.address(), e.toString());
      }
    } catch (RuntimeException e) {
      state.once().warn("crash " + e.getClass().getName(), "Connection to " + node.address()
          + " closed after an unexpected error: " + e);
    }
  }

  private void answerInfo(OutputStream out, int size) throws IOException {
    byte[] text = info.respond(body, size);
    byte[] msg = new byte[8 + text.length];
    long proto = text.length | ((long) Wire.PROTO_VERSION << 56) | ((long) Wire.TYPE_INFO << 48);
    Wire.putLong(msg, 0, proto);
    System.arraycopy(text, 0, msg, 8, text.length);
    out.write(msg);
    out.flush();
  }

  private boolean command(OutputStream out, byte[] buf, int size) throws IOException {
    return command(out, buf, size, 0);
  }

  /** @return false when the connection must be closed (a dropped-connection fault) */
  private boolean command(OutputStream out, byte[] buf, int limit, int offset) throws IOException {
    try {
      request.parse(buf, offset, limit);
    } catch (IllegalArgumentException e) {
      state.once().warn("malformed", "Malformed command (" + e.getMessage() + "): answered "
          + Wire.PARAMETER_ERROR + " (PARAMETER_ERROR)");
      response.reset();
      response.message(Wire.INFO3_LAST, Wire.PARAMETER_ERROR, 0, 0, 0, 0);
      response.send(out);
      return true;
    }
    boolean multiRecord = multi.handles(request);
    if (!authenticated) {
      recordFault(multiRecord, Security.NOT_AUTHENTICATED);
      response.reset();
      response.message(multiRecord ? Wire.INFO3_LAST : 0, Security.NOT_AUTHENTICATED, 0, 0, 0, 0);
      response.send(out);
      return true;
    }
    Fault fault = state.faults().next(node.index());
    if (fault != null) {
      switch (fault.kind()) {
        case DROP_CONNECTION -> {
          recordFault(multiRecord, -1);
          return false;
        }
        case RESULT_CODE -> {
          recordFault(multiRecord, fault.code());
          response.reset();
          response.message(multiRecord ? Wire.INFO3_LAST : 0, fault.code(), 0, 0, 0, 0);
          response.send(out);
          return true;
        }
        case DELAY -> sleep(fault.delayDuration().toMillis());
        default -> throw new IllegalStateException("fault " + fault);
      }
    }
    response.reset();
    if (multiRecord) {
      multi.execute(request, response, out);
    } else {
      records.execute(request, response);
    }
    response.send(out);
    return true;
  }

  private void recordFault(boolean multiRecord, int code) {
    if (state.log().enabled()) {
      RecordedRequest.Kind kind = multiRecord ? multi.kindOf(request) : RecordCommands.kindOf(request);
      state.log().add(RecordCommands.recorded(request, node.index(), kind, code, request.digestOffset));
    }
  }

  private static void sleep(long ms) {
    try {
      Thread.sleep(ms);
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
    }
  }

  private byte[] inflate(byte[] buf, int size) {
    int plainSize = (int) Wire.getLong(buf, 0);
    if (plainSize < 8 + Wire.MSG_HEADER_SIZE || plainSize > MAX_BODY) {
      state.once().warn("compressed", "Compressed request with invalid size " + plainSize + ": connection closed");
      return null;
    }
    byte[] plain = new byte[plainSize];
    Inflater inflater = new Inflater();
    try {
      inflater.setInput(buf, 8, size - 8);
      int n = inflater.inflate(plain);
      if (n != plainSize) {
        state.once().warn("compressed", "Compressed request inflated to " + n + " bytes, expected " + plainSize);
        return null;
      }
      return plain;
    } catch (DataFormatException e) {
      state.once().warn("compressed", "Compressed request is not valid deflate data: connection closed");
      return null;
    } finally {
      inflater.end();
    }
  }

  /** @return false on a clean end of stream before the first byte (when {@code eofOk}) */
  private static boolean readFully(InputStream in, byte[] b, int n, boolean eofOk) throws IOException {
    int off = 0;
    while (off < n) {
      int r = in.read(b, off, n - off);
      if (r < 0) {
        if (off == 0 && eofOk) {
          return false;
        }
        throw new EOFException();
      }
      off += r;
    }
    return true;
  }
}
