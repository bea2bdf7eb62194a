/*
 * Copyright (c) 2026 ycsb-ext contributors.
 * Licensed under the Apache License, Version 2.0 (http://www.apache.org/licenses/LICENSE-2.0).
 */
package site.ycsb.ext.standin;

import java.io.IOException;
import java.io.OutputStream;
import java.util.Arrays;

/**
 * A growable send buffer holding one proto group: the 8-byte proto header followed by one or more 22-byte
 * message headers, each with its fields and bins. One per connection; not thread-safe.
 */
final class ResponseBuffer {
  private byte[] buf = new byte[8192];
  private int pos;
  private int messageStart;
  private int opCountOffset;
  private int ops;

  /** Starts a new proto group (reserves the proto header). */
  void reset() {
    pos = 8;
  }

  int size() {
    return pos;
  }

  /**
   * Appends a message header; bins and fields follow through {@link #bin} and {@link #field}.
   *
   * @param info3 info3 bits (e.g. {@link Wire#INFO3_LAST})
   * @param resultCode result code 0..255
   * @param generation record generation
   * @param voidTime record void time in server-epoch seconds (0 = never expires)
   * @param batchIndex batch index (batch responses), else 0
   * @param fieldCount fields that will follow
   */
  void message(int info3, int resultCode, int generation, long voidTime, int batchIndex, int fieldCount) {
    ensure(Wire.MSG_HEADER_SIZE);
    messageStart = pos;
    buf[pos] = Wire.MSG_HEADER_SIZE;
    buf[pos + 1] = 0;
    buf[pos + 2] = 0;
    buf[pos + 3] = (byte) info3;
    buf[pos + 4] = 0;
    buf[pos + 5] = (byte) resultCode;
    Wire.putInt(buf, pos + 6, generation);
    Wire.putInt(buf, pos + 10, (int) voidTime);
    Wire.putInt(buf, pos + 14, batchIndex);
    Wire.putShort(buf, pos + 18, fieldCount);
    opCountOffset = pos + 20;
    Wire.putShort(buf, opCountOffset, 0);
    ops = 0;
    pos += Wire.MSG_HEADER_SIZE;
  }

  /** Sets info3 of the message being written (e.g. to mark a partition done). */
  void info3(int info3) {
    buf[messageStart + 3] = (byte) info3;
  }

  void field(int type, byte[] src, int offset, int length) {
    ensure(5 + length);
    Wire.putInt(buf, pos, length + 1);
    buf[pos + 4] = (byte) type;
    System.arraycopy(src, offset, buf, pos + 5, length);
    pos += 5 + length;
  }

  void intField(int type, int value) {
    ensure(9);
    Wire.putInt(buf, pos, 5);
    buf[pos + 4] = (byte) type;
    Wire.putInt(buf, pos + 5, value);
    pos += 9;
  }

  /** Appends one bin (operation type READ) to the current message. */
  void bin(byte[] name, int particleType, byte[] data) {
    int length = data == null ? 0 : data.length;
    ensure(8 + name.length + length);
    Wire.putInt(buf, pos, 4 + name.length + length);
    buf[pos + 4] = Wire.OP_READ;
    buf[pos + 5] = (byte) particleType;
    buf[pos + 6] = 0;
    buf[pos + 7] = (byte) name.length;
    System.arraycopy(name, 0, buf, pos + 8, name.length);
    if (length > 0) {
      System.arraycopy(data, 0, buf, pos + 8 + name.length, length);
    }
    pos += 8 + name.length + length;
    Wire.putShort(buf, opCountOffset, ++ops);
  }

  /** Writes the proto header of the group and sends it. */
  void send(OutputStream out) throws IOException {
    long proto = (pos - 8L) | ((long) Wire.PROTO_VERSION << 56) | ((long) Wire.TYPE_MESSAGE << 48);
    Wire.putLong(buf, 0, proto);
    out.write(buf, 0, pos);
    out.flush();
  }

  private void ensure(int more) {
    if (pos + more > buf.length) {
      buf = Arrays.copyOf(buf, Math.max(buf.length * 2, pos + more));
    }
  }
}
