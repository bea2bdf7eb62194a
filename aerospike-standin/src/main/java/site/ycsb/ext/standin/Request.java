/*
 * Copyright (c) 2026 ycsb-ext contributors.
 * Licensed under the Apache License, Version 2.0 (http://www.apache.org/licenses/LICENSE-2.0).
 */
package site.ycsb.ext.standin;

import java.nio.charset.StandardCharsets;
import java.util.Arrays;

/**
 * One parsed command message: the 22-byte header, its fields and its operations, as offsets into the
 * receive buffer (nothing is copied until a record is stored). One instance per connection, reused for every
 * message; not thread-safe.
 */
final class Request {
  byte[] buf;
  int info1;
  int info2;
  int info3;
  int info4;
  int generation;
  int expiration;
  int timeoutMs;
  int fieldCount;
  int opCount;

  String namespace;
  String set;
  /** Offset of the 20-byte digest in {@link #buf}, or -1. */
  int digestOffset;
  /** Offset and length of the {@code KEY} field value (particle type byte then value), or -1. */
  int keyOffset;
  int keyLength;
  /** Offset and length of the partition id array field, or -1. */
  int pidOffset;
  int pidLength;
  int digestArrayOffset;
  int digestArrayLength;
  int batchOffset;
  int batchLength;
  long maxRecords;
  /** Bit {@code t} set when a field of type {@code t} (0..63) was present. */
  long fieldTypes;

  int[] opType = new int[16];
  int[] opParticle = new int[16];
  int[] opNameOffset = new int[16];
  int[] opNameLength = new int[16];
  int[] opValueOffset = new int[16];
  int[] opValueLength = new int[16];
  /** Offset just past the last operation. */
  int end;

  /**
   * Parses the message header, fields and operations at {@code offset}.
   *
   * @param buf buffer holding the message (after the 8-byte proto header)
   * @param offset where the 22-byte header starts
   * @param limit end of the message in {@code buf}
   * @throws IllegalArgumentException when the message is malformed
   */
  void parse(byte[] buf, int offset, int limit) {
    this.buf = buf;
    if (limit - offset < Wire.MSG_HEADER_SIZE) {
      throw new IllegalArgumentException("message shorter than its header: " + (limit - offset) + " bytes");
    }
    int headerSize = buf[offset] & 0xff;
    info1 = buf[offset + 1] & 0xff;
    info2 = buf[offset + 2] & 0xff;
    info3 = buf[offset + 3] & 0xff;
    info4 = buf[offset + 4] & 0xff;
    generation = Wire.getInt(buf, offset + 6);
    expiration = Wire.getInt(buf, offset + 10);
    timeoutMs = Wire.getInt(buf, offset + 14);
    fieldCount = Wire.getShort(buf, offset + 18);
    opCount = Wire.getShort(buf, offset + 20);
    int p = offset + Math.max(headerSize, Wire.MSG_HEADER_SIZE);
    p = parseFields(buf, p, limit);
    end = parseOps(buf, p, limit, opCount);
  }

  private int parseFields(byte[] buf, int p, int limit) {
    namespace = null;
    set = "";
    digestOffset = -1;
    keyOffset = -1;
    keyLength = 0;
    pidOffset = -1;
    pidLength = 0;
    digestArrayOffset = -1;
    digestArrayLength = 0;
    batchOffset = -1;
    batchLength = 0;
    maxRecords = 0;
    fieldTypes = 0;
    for (int i = 0; i < fieldCount; i++) {
      check(p + 5 <= limit, "field header");
      int size = Wire.getInt(buf, p) - 1;
      int type = buf[p + 4] & 0xff;
      int v = p + 5;
      check(size >= 0 && v + size <= limit, "field " + type);
      if (type < 64) {
        fieldTypes |= 1L << type;
      }
      switch (type) {
        case Wire.FIELD_NAMESPACE -> namespace = new String(buf, v, size, StandardCharsets.UTF_8);
        case Wire.FIELD_SET -> set = new String(buf, v, size, StandardCharsets.UTF_8);
        case Wire.FIELD_DIGEST -> {
          check(size == DigestKey.SIZE, "digest size " + size);
          digestOffset = v;
        }
        case Wire.FIELD_KEY -> {
          keyOffset = v;
          keyLength = size;
        }
        case Wire.FIELD_PID_ARRAY -> {
          pidOffset = v;
          pidLength = size;
        }
        case Wire.FIELD_DIGEST_ARRAY -> {
          digestArrayOffset = v;
          digestArrayLength = size;
        }
        case Wire.FIELD_BATCH_INDEX -> {
          batchOffset = v;
          batchLength = size;
        }
        case Wire.FIELD_MAX_RECORDS -> maxRecords = size == 8 ? Wire.getLong(buf, v) : 0;
        default -> {
          // Kept in fieldTypes; the processor decides whether it is supported.
        }
      }
      p = v + size;
    }
    return p;
  }

  /**
   * Parses the fields and operations of one batch key (after its attribute bytes) into this request.
   *
   * @return the offset after the key's operations
   */
  int parseBatchItem(byte[] buf, int p, int limit, int fields, int ops) {
    this.buf = buf;
    this.fieldCount = fields;
    p = parseFields(buf, p, limit);
    end = parseOps(buf, p, limit, ops);
    return end;
  }

  /** Parses {@code count} operations starting at {@code p}; returns the offset after them. */
  int parseOps(byte[] buf, int p, int limit, int count) {
    if (count > opType.length) {
      int n = Math.max(count, opType.length * 2);
      opType = new int[n];
      opParticle = new int[n];
      opNameOffset = new int[n];
      opNameLength = new int[n];
      opValueOffset = new int[n];
      opValueLength = new int[n];
    }
    opCount = count;
    for (int i = 0; i < count; i++) {
      check(p + 8 <= limit, "operation header");
      int size = Wire.getInt(buf, p);
      int nameLength = buf[p + 7] & 0xff;
      int valueLength = size - 4 - nameLength;
      check(valueLength >= 0 && p + 4 + size <= limit, "operation " + i);
      opType[i] = buf[p + 4] & 0xff;
      opParticle[i] = buf[p + 5] & 0xff;
      opNameOffset[i] = p + 8;
      opNameLength[i] = nameLength;
      opValueOffset[i] = p + 8 + nameLength;
      opValueLength[i] = valueLength;
      p += 4 + size;
    }
    return p;
  }

  boolean hasField(int type) {
    return (fieldTypes & (1L << type)) != 0;
  }

  String opName(int i) {
    return opNameLength[i] == 0 ? null : new String(buf, opNameOffset[i], opNameLength[i], StandardCharsets.UTF_8);
  }

  byte[] opNameBytes(int i) {
    return Arrays.copyOfRange(buf, opNameOffset[i], opNameOffset[i] + opNameLength[i]);
  }

  byte[] opValue(int i) {
    byte[] v = new byte[opValueLength[i]];
    System.arraycopy(buf, opValueOffset[i], v, 0, v.length);
    return v;
  }

  private static void check(boolean ok, String what) {
    if (!ok) {
      throw new IllegalArgumentException("malformed message: " + what + " runs past the end");
    }
  }
}
