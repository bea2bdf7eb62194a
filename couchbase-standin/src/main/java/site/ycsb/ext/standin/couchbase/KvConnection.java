/*
 * Copyright (c) 2026 ycsb-ext contributors.
 * Licensed under the Apache License, Version 2.0 (http://www.apache.org/licenses/LICENSE-2.0).
 */
package site.ycsb.ext.standin.couchbase;

import com.couchbase.mock.memcached.MemcachedConnection;
import com.couchbase.mock.memcached.OutputContext;
import com.couchbase.mock.memcached.protocol.BinaryResponse;
import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.channels.SocketChannel;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;

/**
 * One client connection of a {@link StandinNode}: reads whole request frames, gives the mock plain ones (magic
 * {@code 0x80}) as they come and alternative ones (magic {@code 0x08}) without their flexible framing extras, keeping
 * their {@link DurabilityRequirement} for the node; adds to the mock's HELLO answer the two features it negotiates
 * itself, {@code AltRequestSupport} ({@value #ALT_REQUEST}) and {@code SyncReplication} ({@value #SYNC_REPLICATION}),
 * when the client asks for them; puts the stand-in's cluster map into {@code NOT_MY_VBUCKET} answers; and can hold
 * back one response (a synchronous write's) for the node to send later. Used only on its node's I/O thread
 * ({@link KvLoop}).
 */
final class KvConnection extends MemcachedConnection {
  static final int ALT_REQUEST = 0x10;
  static final int SYNC_REPLICATION = 0x11;
  private static final int HEADER = 24;
  private static final byte OPCODE_HELLO = 0x1f;
  /** Largest request accepted, bytes: above the largest document (20 MiB) with room for its key and extras. */
  private static final int MAX_FRAME = 32 * 1024 * 1024;

  private final StandinNode node;
  private final SocketChannel channel;
  private ByteBuffer in = ByteBuffer.allocate(64 * 1024);
  private List<Integer> helloExtras = List.of();
  private DurabilityRequirement durability;
  private boolean capturing;
  private BinaryResponse captured;
  private boolean closed;
  private boolean loginRefused;

  KvConnection(StandinNode node, SocketChannel channel) {
    super(node);
    this.node = node;
    this.channel = channel;
  }

  SocketChannel channel() {
    return channel;
  }

  /** The durability requirement of the request being executed, or null. */
  DurabilityRequirement durability() {
    return durability;
  }

  /**
   * Reads what the channel has and executes every complete request.
   *
   * @return false when the client closed the connection or sent something that is not a request
   */
  boolean read() throws IOException {
    if (channel.read(in) < 0) {
      return false;
    }
    in.flip();
    try {
      while (in.remaining() >= HEADER) {
        int magic = in.get(in.position()) & 0xff;
        if (magic != 0x80 && magic != 0x08) {
          return false;
        }
        int total = HEADER + in.getInt(in.position() + 8);
        if (total < HEADER || total > MAX_FRAME) {
          return false;
        }
        if (in.remaining() < total) {
          if (total > in.capacity()) {
            in = ByteBuffer.allocate(total).put(in).flip();
          }
          break;
        }
        byte[] frame = new byte[total];
        in.get(frame);
        execute(frame);
      }
    } finally {
      in.compact();
    }
    return true;
  }

  private void execute(byte[] frame) throws IOException {
    ByteBuffer request = ByteBuffer.wrap(frame);
    durability = null;
    if (frame[0] == 0x08) {
      int framing = frame[2] & 0xff;
      int keyLength = frame[3] & 0xff;
      int body = request.getInt(8);
      if (framing > body) {
        throw new IOException("framing extras longer than the body");
      }
      durability = DurabilityRequirement.parse(ByteBuffer.wrap(frame, HEADER, framing).slice());
      ByteBuffer plain = ByteBuffer.allocate(frame.length - framing);
      plain.put((byte) 0x80).put(frame[1]).putShort((short) keyLength).put(frame, 4, 4).putInt(body - framing)
          .put(frame, 12, 12).put(frame, HEADER + framing, body - framing);
      frame = plain.array();
      request = ByteBuffer.wrap(frame);
    }
    helloExtras = frame[1] == OPCODE_HELLO ? requestedExtras(request) : List.of();
    ByteBuffer header = getInputBuffer();
    header.put(frame, 0, HEADER);
    step();
    if (frame.length > HEADER) {
      getInputBuffer().put(frame, HEADER, frame.length - HEADER);
      step();
    }
    durability = null;
    helloExtras = List.of();
  }

  /* The features of ours that a HELLO request (value: a list of 16-bit feature codes) asks for. */
  private static List<Integer> requestedExtras(ByteBuffer hello) {
    List<Integer> asked = new ArrayList<>();
    int start = HEADER + (hello.get(4) & 0xff) + (hello.getShort(2) & 0xffff);
    for (int at = start; at + 1 < hello.limit(); at += 2) {
      int feature = hello.getShort(at) & 0xffff;
      if (feature == ALT_REQUEST || feature == SYNC_REPLICATION) {
        asked.add(feature);
      }
    }
    return asked;
  }

  /** Marks the connection's last login as refused ({@link KvLogin}) or, with false, as accepted. */
  void loginRefused(boolean refused) {
    loginRefused = refused;
  }

  /** Authenticated as the mock has it, unless the stand-in refused the last login the mock accepted. */
  @Override
  public boolean isAuthenticated() {
    return super.isAuthenticated() && !loginRefused;
  }

  /** From now on the next response is held back for {@link #release()} instead of sent. */
  void capture() {
    capturing = true;
    captured = null;
  }

  /** @return the response held back since {@link #capture()}, or null when none was sent; stops holding back */
  BinaryResponse release() {
    capturing = false;
    BinaryResponse response = captured;
    captured = null;
    return response;
  }

  @Override
  public synchronized void sendResponse(BinaryResponse response) {
    if (capturing && captured == null) {
      captured = response;
      return;
    }
    ByteBuffer answer = response.getBuffer();
    if (answer.get(0) == (byte) 0x81 && answer.getShort(6) == 0x07 && answer.getInt(8) > 0) {
      // NOT_MY_VBUCKET carries the cluster map: the stand-in's, as over CCCP.
      byte[] map = node.clusterMapJson().getBytes(StandardCharsets.UTF_8);
      ByteBuffer replaced = ByteBuffer.allocate(HEADER + map.length);
      replaced.put(answer.duplicate().rewind().limit(HEADER)).putInt(8, map.length).position(HEADER);
      replaced.put(map).rewind();
      response.setBuffer(replaced);
    } else if (!helloExtras.isEmpty() && answer.get(1) == OPCODE_HELLO && answer.getShort(6) == 0) {
      ByteBuffer grown = ByteBuffer.allocate(answer.limit() + 2 * helloExtras.size());
      grown.put(answer.duplicate().rewind());
      for (int feature : helloExtras) {
        grown.putShort((short) feature);
      }
      grown.putInt(8, answer.getInt(8) + 2 * helloExtras.size()).rewind();
      response.setBuffer(grown);
    }
    super.sendResponse(response);
  }

  /**
   * Writes what the channel takes of the queued responses.
   *
   * @return whether some are left to write
   */
  boolean write() throws IOException {
    OutputContext output = borrowOutputContext();
    if (output == null) {
      return false;
    }
    try {
      while (output.hasRemaining()) {
        long written = channel.write(output.getIov());
        if (written == 0) {
          return true;
        }
        output.updateBytesSent(written);
      }
      return false;
    } finally {
      returnOutputContext(output);
    }
  }

  boolean isClosed() {
    return closed;
  }

  /** Closes the channel; a second call does nothing. */
  void close() {
    closed = true;
    try {
      channel.close();
    } catch (IOException e) {
      // closing anyway
    }
  }
}
