/*
 * Copyright (c) 2026 ycsb-ext contributors.
 * Licensed under the Apache License, Version 2.0 (http://www.apache.org/licenses/LICENSE-2.0).
 */
package site.ycsb.ext.standin;

/**
 * Constants of the Aerospike wire protocol as the official client writes them (facts taken from the
 * client's {@code Command}, {@code FieldType}, {@code Operation.Type} and {@code ResultCode}): message types,
 * the info bits of the 22-byte message header, field types, operation types and result codes.
 * Tests use them to assert on {@link RecordedRequest}s.
 */
public final class Wire {
  /** Protocol version in the first byte of every 8-byte proto header. */
  public static final int PROTO_VERSION = 2;
  /** Proto type: info request or response (text). */
  public static final int TYPE_INFO = 1;
  /** Proto type: security (login, authenticate). */
  public static final int TYPE_ADMIN = 2;
  /** Proto type: a command message. */
  public static final int TYPE_MESSAGE = 3;
  /** Proto type: a deflate-compressed command message. */
  public static final int TYPE_COMPRESSED = 4;
  /** Bytes of the message header after the proto header. */
  public static final int MSG_HEADER_SIZE = 22;

  // info1
  public static final int INFO1_READ = 1;
  public static final int INFO1_GET_ALL = 1 << 1;
  public static final int INFO1_SHORT_QUERY = 1 << 2;
  public static final int INFO1_BATCH = 1 << 3;
  public static final int INFO1_XDR = 1 << 4;
  public static final int INFO1_NOBINDATA = 1 << 5;
  public static final int INFO1_READ_MODE_AP_ALL = 1 << 6;
  public static final int INFO1_COMPRESS_RESPONSE = 1 << 7;
  // info2
  public static final int INFO2_WRITE = 1;
  public static final int INFO2_DELETE = 1 << 1;
  public static final int INFO2_GENERATION = 1 << 2;
  public static final int INFO2_GENERATION_GT = 1 << 3;
  public static final int INFO2_DURABLE_DELETE = 1 << 4;
  public static final int INFO2_CREATE_ONLY = 1 << 5;
  public static final int INFO2_RELAX_AP_LONG_QUERY = 1 << 6;
  public static final int INFO2_RESPOND_ALL_OPS = 1 << 7;
  // info3
  public static final int INFO3_LAST = 1;
  public static final int INFO3_COMMIT_MASTER = 1 << 1;
  public static final int INFO3_PARTITION_DONE = 1 << 2;
  public static final int INFO3_UPDATE_ONLY = 1 << 3;
  public static final int INFO3_CREATE_OR_REPLACE = 1 << 4;
  public static final int INFO3_REPLACE_ONLY = 1 << 5;
  public static final int INFO3_SC_READ_TYPE = 1 << 6;
  public static final int INFO3_SC_READ_RELAX = 1 << 7;
  // info4
  public static final int INFO4_TXN_VERIFY_READ = 1;
  public static final int INFO4_TXN_ROLL_FORWARD = 1 << 1;
  public static final int INFO4_TXN_ROLL_BACK = 1 << 2;
  public static final int INFO4_TXN_ON_LOCKING_ONLY = 1 << 4;

  // field types
  public static final int FIELD_NAMESPACE = 0;
  public static final int FIELD_SET = 1;
  public static final int FIELD_KEY = 2;
  public static final int FIELD_RECORD_VERSION = 3;
  public static final int FIELD_DIGEST = 4;
  public static final int FIELD_TXN_ID = 5;
  public static final int FIELD_TXN_DEADLINE = 6;
  public static final int FIELD_QUERY_ID = 7;
  public static final int FIELD_SOCKET_TIMEOUT = 9;
  public static final int FIELD_RECORDS_PER_SECOND = 10;
  public static final int FIELD_PID_ARRAY = 11;
  public static final int FIELD_DIGEST_ARRAY = 12;
  public static final int FIELD_MAX_RECORDS = 13;
  public static final int FIELD_BVAL_ARRAY = 15;
  public static final int FIELD_INDEX_NAME = 21;
  public static final int FIELD_INDEX_RANGE = 22;
  public static final int FIELD_INDEX_CONTEXT = 23;
  public static final int FIELD_INDEX_EXPRESSION = 24;
  public static final int FIELD_INDEX_TYPE = 26;
  public static final int FIELD_UDF_PACKAGE_NAME = 30;
  public static final int FIELD_UDF_FUNCTION = 31;
  public static final int FIELD_UDF_ARGLIST = 32;
  public static final int FIELD_UDF_OP = 33;
  public static final int FIELD_QUERY_BINLIST = 40;
  public static final int FIELD_BATCH_INDEX = 41;
  public static final int FIELD_FILTER_EXP = 43;

  // operation types
  public static final int OP_READ = 1;
  public static final int OP_WRITE = 2;
  public static final int OP_CDT_READ = 3;
  public static final int OP_CDT_MODIFY = 4;
  public static final int OP_ADD = 5;
  public static final int OP_EXP_READ = 7;
  public static final int OP_EXP_MODIFY = 8;
  public static final int OP_APPEND = 9;
  public static final int OP_PREPEND = 10;
  public static final int OP_TOUCH = 11;
  public static final int OP_BIT_READ = 12;
  public static final int OP_BIT_MODIFY = 13;
  public static final int OP_DELETE = 14;
  public static final int OP_HLL_READ = 15;
  public static final int OP_HLL_MODIFY = 16;

  // particle types
  public static final int PARTICLE_NULL = 0;
  public static final int PARTICLE_INTEGER = 1;
  public static final int PARTICLE_DOUBLE = 2;
  public static final int PARTICLE_STRING = 3;
  public static final int PARTICLE_BLOB = 4;

  // result codes
  public static final int OK = 0;
  public static final int SERVER_ERROR = 1;
  public static final int KEY_NOT_FOUND_ERROR = 2;
  public static final int GENERATION_ERROR = 3;
  public static final int PARAMETER_ERROR = 4;
  public static final int KEY_EXISTS_ERROR = 5;
  public static final int BIN_EXISTS_ERROR = 6;
  public static final int CLUSTER_KEY_MISMATCH = 7;
  public static final int SERVER_MEM_ERROR = 8;
  public static final int TIMEOUT = 9;
  public static final int PARTITION_UNAVAILABLE = 11;
  public static final int BIN_TYPE_ERROR = 12;
  public static final int RECORD_TOO_BIG = 13;
  public static final int KEY_BUSY = 14;
  public static final int UNSUPPORTED_FEATURE = 16;
  public static final int BIN_NOT_FOUND = 17;
  public static final int DEVICE_OVERLOAD = 18;
  public static final int KEY_MISMATCH = 19;
  public static final int INVALID_NAMESPACE = 20;
  public static final int FORBIDDEN = 22;
  public static final int ENTERPRISE_ONLY = 25;
  public static final int FILTERED_OUT = 27;
  public static final int SECURITY_NOT_SUPPORTED = 51;
  public static final int SECURITY_NOT_ENABLED = 52;
  public static final int NOT_AUTHENTICATED = 80;

  /** Seconds from 1970-01-01 to 2010-01-01, the server's epoch for record void times. */
  public static final long CITRUSLEAF_EPOCH_SECONDS = 1262304000L;

  private Wire() {
  }

  /** @return seconds since the server epoch (2010-01-01 UTC) now */
  static long nowServerSeconds() {
    return System.currentTimeMillis() / 1000L - CITRUSLEAF_EPOCH_SECONDS;
  }

  static int getInt(byte[] b, int off) {
    return ((b[off] & 0xff) << 24) | ((b[off + 1] & 0xff) << 16) | ((b[off + 2] & 0xff) << 8) | (b[off + 3] & 0xff);
  }

  static int getShort(byte[] b, int off) {
    return ((b[off] & 0xff) << 8) | (b[off + 1] & 0xff);
  }

  static long getLong(byte[] b, int off) {
    return ((long) getInt(b, off) << 32) | (getInt(b, off + 4) & 0xffffffffL);
  }

  static void putInt(byte[] b, int off, int v) {
    b[off] = (byte) (v >>> 24);
    b[off + 1] = (byte) (v >>> 16);
    b[off + 2] = (byte) (v >>> 8);
    b[off + 3] = (byte) v;
  }

  static void putShort(byte[] b, int off, int v) {
    b[off] = (byte) (v >>> 8);
    b[off + 1] = (byte) v;
  }

  static void putLong(byte[] b, int off, long v) {
    putInt(b, off, (int) (v >>> 32));
    putInt(b, off + 4, (int) v);
  }

  /**
   * @param digest the 20-byte RIPEMD-160 key digest
   * @return the partition (0..4095) the client maps this digest to
   */
  public static int partitionOf(byte[] digest, int offset) {
    return ((digest[offset] & 0xff) | ((digest[offset + 1] & 0xff) << 8)) & (Partitions.COUNT - 1);
  }
}
