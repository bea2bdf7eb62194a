/*
 * Copyright (c) 2026 ycsb-ext contributors.
 * Licensed under the Apache License, Version 2.0 (http://www.apache.org/licenses/LICENSE-2.0).
 */
package site.ycsb.ext.standin;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.locks.Lock;

/**
 * Executes single-record commands (read, exists, write, touch, delete, operate) with the server's info-bit
 * semantics:
 * <ul>
 *   <li>record-exists action: UPDATE merges bins; CREATE_ONLY on an existing record answers
 *   {@code KEY_EXISTS_ERROR} (5); UPDATE_ONLY and REPLACE_ONLY on a missing record answer
 *   {@code KEY_NOT_FOUND_ERROR} (2); REPLACE and REPLACE_ONLY drop the bins the command does not write;</li>
 *   <li>generation: EXPECT_GEN_EQUAL needs the record's generation (0 when absent) to equal the sent one,
 *   EXPECT_GEN_GT needs the sent one to be greater, else {@code GENERATION_ERROR} (3), checked after
 *   create-only and before update-only as the server does;</li>
 *   <li>a user key sent with a write or delete must match the stored one, else {@code KEY_MISMATCH} (19);</li>
 *   <li>TTL field: -1 never expires, -2 keeps the record's expiry (new records get the default), 0 the
 *   namespace default, n seconds otherwise; expired records read as missing;</li>
 *   <li>every write or touch increments the generation (16 bits, wraps to 1); writing a null bin removes it;
 *   a record left without bins is deleted.</li>
 * </ul>
 * On top of these, the refusals of the edition and the namespace settings ({@link #editionRefusal},
 * {@link #ttlRefusal}, {@code max-record-size}, the delete rules); each cites the server source it follows.
 * Writes and deletes run on the master's copy of the partition (a node that is not the master proxies, as the
 * server does), then reach the replicas through {@link Replication}: before the answer with commit-all, after
 * it with commit-master. Reads use the receiving node's copy when it holds one, else the master's. One instance
 * per connection; not thread-safe. Records are updated atomically.
 */
final class RecordCommands {
  private final ServerState state;
  private final int node;

  // Scratch of the command being executed (single-threaded use).
  private int rc;
  private StoredRecord result;
  private final List<BinValue> reads = new ArrayList<>();
  private boolean readAll;
  /** Batch index written into answers (0 outside batches). */
  private int batchIndex;

  RecordCommands(ServerState state, int node) {
    this.state = state;
    this.node = node;
  }

  /**
   * Executes {@code rq} (a single-record command) and appends the answer (one message with
   * {@link Wire#INFO3_LAST} unset, as a single-record answer is) to {@code out}.
   *
   * @return the result code answered
   */
  int execute(Request rq, ResponseBuffer out) {
    batchIndex = 0;
    RecordedRequest.Kind kind = kindOf(rq);
    int code = run(rq, out, kind);
    record(rq, kind, code);
    return code;
  }

  /**
   * Executes one key of a batch (its attributes, fields and operations parsed into {@code rq}) and appends
   * its answer carrying {@code index}.
   *
   * @return the result code answered for this key
   */
  int executeBatchItem(Request rq, ResponseBuffer out, int index) {
    batchIndex = index;
    RecordedRequest.Kind kind = kindOf(rq);
    int code = run(rq, out, kind);
    record(rq, kind == RecordedRequest.Kind.READ ? RecordedRequest.Kind.BATCH_READ : kind, code);
    batchIndex = 0;
    return code;
  }

  static RecordedRequest.Kind kindOf(Request rq) {
    if ((rq.info2 & Wire.INFO2_WRITE) != 0) {
      return (rq.info2 & Wire.INFO2_DELETE) != 0 ? RecordedRequest.Kind.DELETE : RecordedRequest.Kind.WRITE;
    }
    if ((rq.info1 & Wire.INFO1_READ) != 0) {
      return RecordedRequest.Kind.READ;
    }
    return RecordedRequest.Kind.UNSUPPORTED;
  }

  private int run(Request rq, ResponseBuffer out, RecordedRequest.Kind kind) {
    String unsupported = unsupportedField(rq);
    if (unsupported != null) {
      state.once().warn("field " + unsupported, "Unsupported " + unsupported + " in a record command: answered "
          + Wire.UNSUPPORTED_FEATURE + " (UNSUPPORTED_FEATURE)");
      return header(out, Wire.UNSUPPORTED_FEATURE);
    }
    if (kind == RecordedRequest.Kind.UNSUPPORTED || rq.digestOffset < 0) {
      state.once().warn("command " + rq.info1 + "/" + rq.info2, "Unsupported command (info1=" + rq.info1
          + ", info2=" + rq.info2 + ", digest " + (rq.digestOffset < 0 ? "missing" : "present") + "): answered "
          + Wire.PARAMETER_ERROR + " (PARAMETER_ERROR)");
      return header(out, Wire.PARAMETER_ERROR);
    }
    NamespaceStore ns = rq.namespace == null ? null : state.namespaces().get(rq.namespace);
    if (ns == null) {
      return header(out, Wire.INVALID_NAMESPACE);
    }
    for (int i = 0; i < rq.opCount; i++) {
      int t = rq.opType[i];
      if (!supportedOp(t)) {
        state.once().warn("op " + t, "Unsupported operation type " + t + ": answered " + Wire.UNSUPPORTED_FEATURE
            + " (UNSUPPORTED_FEATURE)");
        return header(out, Wire.UNSUPPORTED_FEATURE);
      }
    }
    int refused = editionRefusal(rq, kind, ns.config());
    if (refused != Wire.OK) {
      return header(out, refused);
    }
    DigestKey key = new DigestKey(rq.buf, rq.digestOffset);
    long now = Wire.nowServerSeconds();
    Lock lock = ns.replicated() ? ns.commandLock() : null;
    if (lock != null) {
      lock.lock();
    }
    try {
      return switch (kind) {
        case DELETE -> delete(rq, ns, key, now, out);
        case WRITE -> write(rq, ns, key, now, out);
        default -> read(rq, ns, key, now, out);
      };
    } finally {
      if (lock != null) {
        lock.unlock();
      }
    }
  }

  /**
   * The refusals a server makes before it looks at the record:
   * <ul>
   *   <li>a linearized read (SC read type set, relax unset) on Community, on any namespace:
   *   {@code ENTERPRISE_ONLY} (25), {@code repl_ping_check} in {@code as/src/transaction/replica_ping_ce.c},
   *   called first in {@code as_read_start} ({@code as/src/transaction/read.c});</li>
   *   <li>a durable delete on Community: {@code ENTERPRISE_ONLY} (25), {@code validate_delete_durability} in
   *   {@code as/src/transaction/rw_utils_ce.c}, called first in {@code as_delete_start}
   *   ({@code as/src/transaction/delete.c});</li>
   *   <li>a non-durable delete on a strong-consistency namespace (Enterprise): {@code FORBIDDEN} (22), "durable
   *   deletes are required by default" in strong consistency (Aerospike's durable-deletes guide; the Enterprise
   *   source is not public).</li>
   * </ul>
   *
   * @return the result code of the refusal, or {@link Wire#OK}
   */
  private int editionRefusal(Request rq, RecordedRequest.Kind kind, NamespaceConfig config) {
    boolean durable = (rq.info2 & Wire.INFO2_DURABLE_DELETE) != 0;
    if (kind == RecordedRequest.Kind.READ && !state.enterprise() && linearized(rq)) {
      state.once().warn("linearize", "Linearized read on a Community Edition stand-in: answered "
          + Wire.ENTERPRISE_ONLY + " (ENTERPRISE_ONLY), as the real server does");
      return Wire.ENTERPRISE_ONLY;
    }
    if (kind == RecordedRequest.Kind.DELETE) {
      return deleteRefusal(durable, config);
    }
    return Wire.OK;
  }

  /** @return the refusal of a delete (or of a write that empties the record) before it runs, or OK */
  private int deleteRefusal(boolean durable, NamespaceConfig config) {
    if (durable && !state.enterprise()) {
      state.once().warn("durable delete", "Durable delete on a Community Edition stand-in: answered "
          + Wire.ENTERPRISE_ONLY + " (ENTERPRISE_ONLY), as the real server does");
      return Wire.ENTERPRISE_ONLY;
    }
    if (!durable && config.strongConsistency()) {
      return Wire.FORBIDDEN;
    }
    return Wire.OK;
  }

  /** @return whether the write waits for its replicas (commit-all, the default) rather than the master only */
  private static boolean commitAll(Request rq) {
    return (rq.info3 & Wire.INFO3_COMMIT_MASTER) == 0;
  }

  /** The server's {@code as_transaction_is_linearized_read} ({@code as/src/base/transaction.h}). */
  static boolean linearized(Request rq) {
    return (rq.info3 & Wire.INFO3_SC_READ_TYPE) != 0 && (rq.info3 & Wire.INFO3_SC_READ_RELAX) == 0;
  }

  private static boolean supportedOp(int type) {
    return type == Wire.OP_READ || type == Wire.OP_WRITE || type == Wire.OP_ADD || type == Wire.OP_APPEND
        || type == Wire.OP_PREPEND || type == Wire.OP_TOUCH || type == Wire.OP_DELETE;
  }

  /** @return the name of a field this stand-in cannot honour, or null */
  static String unsupportedField(Request rq) {
    if (rq.hasField(Wire.FIELD_FILTER_EXP)) {
      return "filter expression";
    }
    if (rq.hasField(Wire.FIELD_UDF_PACKAGE_NAME) || rq.hasField(Wire.FIELD_UDF_FUNCTION)) {
      return "UDF call";
    }
    if (rq.hasField(Wire.FIELD_TXN_ID)) {
      return "transaction (MRT)";
    }
    return null;
  }

  private int read(Request rq, NamespaceStore ns, DigestKey key, long now, ResponseBuffer out) {
    // A node holding a copy of the partition (master or replica) reads its own; another proxies to the master.
    int p = key.partition();
    Partitions map = state.partitions();
    StoredRecord r = ns.get(map.holds(node, p) ? node : map.owner(p), key, now);
    if (r == null) {
      return header(out, Wire.KEY_NOT_FOUND_ERROR);
    }
    out.message(0, Wire.OK, r.generation(), r.voidTime(), batchIndex, 0);
    if ((rq.info1 & Wire.INFO1_NOBINDATA) != 0) {
      return Wire.OK;
    }
    if (rq.opCount == 0 || (rq.info1 & Wire.INFO1_GET_ALL) != 0) {
      for (BinValue b : r.bins().values()) {
        out.bin(b.nameBytes(), b.type(), b.data());
      }
      return Wire.OK;
    }
    for (int i = 0; i < rq.opCount; i++) {
      if (rq.opType[i] != Wire.OP_READ) {
        continue;
      }
      BinValue b = r.bins().get(rq.opName(i));
      if (b != null) {
        out.bin(b.nameBytes(), b.type(), b.data());
      }
    }
    return Wire.OK;
  }

  private int delete(Request rq, NamespaceStore ns, DigestKey key, long now, ResponseBuffer out) {
    rc = Wire.OK;
    int p = key.partition();
    int master = state.partitions().owner(p);
    ns.partition(master, p).compute(key, (k, old) -> {
      if (old != null && old.expiredAt(now)) {
        old = null;
      }
      if (old == null) {
        rc = Wire.KEY_NOT_FOUND_ERROR;
        return null;
      }
      if (!generationOk(rq, old.generation())) {
        rc = Wire.GENERATION_ERROR;
        return old;
      }
      if (keyMismatch(rq, old)) {
        rc = Wire.KEY_MISMATCH;
        return old;
      }
      state.replication().send(ns, master, p, k, null, commitAll(rq));
      return null;
    });
    return header(out, rc);
  }

  private int write(Request rq, NamespaceStore ns, DigestKey key, long now, ResponseBuffer out) {
    rc = Wire.OK;
    result = null;
    reads.clear();
    readAll = false;
    // Writes go to the master's copy (a node that does not master the partition proxies), then to the replicas.
    int p = key.partition();
    int master = state.partitions().owner(p);
    NamespaceConfig config = ns.config();
    ns.partition(master, p).compute(key, (k, old) -> {
      StoredRecord updated = apply(rq, old != null && old.expiredAt(now) ? null : old, now, config);
      if (rc == Wire.OK) {
        state.replication().send(ns, master, p, k, updated, commitAll(rq));
      }
      return updated;
    });
    if (rc != Wire.OK) {
      return header(out, rc);
    }
    StoredRecord r = result;
    out.message(0, Wire.OK, r == null ? 0 : r.generation(), r == null ? 0 : r.voidTime(), batchIndex, 0);
    for (BinValue b : reads) {
      out.bin(b.nameBytes(), b.type(), b.data());
    }
    return Wire.OK;
  }

  /** Applies a write command to {@code old} (null when absent); sets {@link #rc} and {@link #result}. */
  private StoredRecord apply(Request rq, StoredRecord old, long now, NamespaceConfig config) {
    boolean exists = old != null;
    if (exists && (rq.info2 & Wire.INFO2_CREATE_ONLY) != 0) {
      rc = Wire.KEY_EXISTS_ERROR;
      return old;
    }
    // The server's order: create-only, generation (a missing record has generation 0), then update-only.
    if (!generationOk(rq, exists ? old.generation() : 0)) {
      rc = Wire.GENERATION_ERROR;
      return old;
    }
    if (!exists && (rq.info3 & (Wire.INFO3_UPDATE_ONLY | Wire.INFO3_REPLACE_ONLY)) != 0) {
      rc = Wire.KEY_NOT_FOUND_ERROR;
      return null;
    }
    if (exists && keyMismatch(rq, old)) {
      rc = Wire.KEY_MISMATCH;
      return old;
    }
    int ttlCode = ttlRefusal(rq.expiration, exists, config);
    if (ttlCode != Wire.OK) {
      rc = ttlCode;
      return old;
    }
    boolean replace = (rq.info3 & (Wire.INFO3_CREATE_OR_REPLACE | Wire.INFO3_REPLACE_ONLY)) != 0;
    Map<String, BinValue> bins = exists && !replace ? new LinkedHashMap<>(old.bins()) : new LinkedHashMap<>();
    boolean respondAll = (rq.info2 & Wire.INFO2_RESPOND_ALL_OPS) != 0;
    boolean live = exists;
    for (int i = 0; i < rq.opCount; i++) {
      int type = rq.opType[i];
      String name = rq.opName(i);
      switch (type) {
        case Wire.OP_READ -> {
          if (!live) {
            rc = Wire.KEY_NOT_FOUND_ERROR;
            return old;
          }
          if (name == null) {
            if ((rq.info1 & Wire.INFO1_NOBINDATA) == 0) {
              reads.addAll(bins.values());
            }
          } else {
            BinValue b = bins.get(name);
            if (b != null) {
              reads.add(b);
            } else if (respondAll) {
              reads.add(new BinValue(name, Wire.PARTICLE_NULL, new byte[0]));
            }
          }
          continue;
        }
        case Wire.OP_WRITE -> {
          if (rq.opParticle[i] == Wire.PARTICLE_NULL) {
            bins.remove(name);
          } else {
            bins.put(name, new BinValue(name, rq.opNameBytes(i), rq.opParticle[i], rq.opValue(i)));
          }
        }
        case Wire.OP_ADD -> {
          int code = add(bins, name, rq.opParticle[i], rq.opValue(i));
          if (code != Wire.OK) {
            rc = code;
            return old;
          }
        }
        case Wire.OP_APPEND, Wire.OP_PREPEND -> {
          int code = concat(bins, name, rq.opParticle[i], rq.opValue(i), type == Wire.OP_APPEND);
          if (code != Wire.OK) {
            rc = code;
            return old;
          }
        }
        case Wire.OP_TOUCH -> {
          if (!live) {
            rc = Wire.KEY_NOT_FOUND_ERROR;
            return old;
          }
        }
        case Wire.OP_DELETE -> bins.clear();
        default -> {
          rc = Wire.UNSUPPORTED_FEATURE;
          return old;
        }
      }
      live = true;
      if (respondAll) {
        reads.add(new BinValue(name == null ? "" : name, Wire.PARTICLE_NULL, new byte[0]));
      }
    }
    if (bins.isEmpty()) {
      // A record without bins does not exist (a delete operation or nulling every bin removes it). The write
      // became a delete: of nothing, NOT_FOUND; else the delete rules apply (write_master_apply,
      // as/src/transaction/write.c).
      if (!exists) {
        rc = Wire.KEY_NOT_FOUND_ERROR;
        return null;
      }
      int code = deleteRefusal((rq.info2 & Wire.INFO2_DURABLE_DELETE) != 0, config);
      if (code != Wire.OK) {
        rc = code;
        return old;
      }
      result = null;
      return null;
    }
    byte[] userKey = rq.keyOffset >= 0 ? Arrays.copyOfRange(rq.buf, rq.keyOffset, rq.keyOffset + rq.keyLength)
        : exists ? old.userKey() : null;
    String set = exists ? old.set() : rq.set;
    if (config.maxRecordSize() > 0 && recordSize(bins, set, userKey) > config.maxRecordSize()) {
      // as_storage_record_write_memory (as/src/storage/drv_memory_ce.c): the flat record's size against
      // max-record-size, RECORD_TOO_BIG.
      state.once().warn("record too big", "A record larger than max-record-size " + config.maxRecordSize()
          + " bytes: answered " + Wire.RECORD_TOO_BIG + " (RECORD_TOO_BIG), as the real server does");
      rc = Wire.RECORD_TOO_BIG;
      return old;
    }
    long voidTime = voidTime(rq.expiration, exists ? old.voidTime() : -1, now, config);
    // The map is never modified once stored (readers iterate it without a lock).
    result = new StoredRecord(bins,
        exists ? StoredRecord.nextGeneration(old.generation()) : 1, voidTime, set, userKey);
    return result;
  }

  /**
   * The server's TTL checks of a write ({@code write_master}, {@code as/src/transaction/write.c}): keep-the-TTL
   * (-2) on a new record means the default; a TTL above 10 years (other than -1 and -2) is a
   * {@code PARAMETER_ERROR} (4, {@code is_valid_ttl}); a TTL that would expire the record while nothing expires
   * records is {@code FORBIDDEN} (22, {@code is_ttl_disallowed}, {@code as/src/transaction/rw_utils.h}).
   */
  private int ttlRefusal(int ttl, boolean exists, NamespaceConfig config) {
    int effective = ttl == -2 && !exists ? 0 : ttl;
    if (effective != -1 && effective != -2 && (effective < 0 || effective > NamespaceConfig.MAX_ALLOWED_TTL)) {
      return Wire.PARAMETER_ERROR;
    }
    if (config.ttlDisallowed(effective)) {
      state.once().warn("ttl without nsup", "A write with a TTL while nsup-period is 0: answered " + Wire.FORBIDDEN
          + " (FORBIDDEN, \"Operation not allowed at this time\"), as the real server does; start the stand-in "
          + "with an nsup period or allow-ttl-without-nsup");
      return Wire.FORBIDDEN;
    }
    return Wire.OK;
  }

  /**
   * An estimate of the server's flat record size ({@code as_flat_record_size}): a fixed header, the set name
   * and stored key, and per bin its name, particle type, length and value. Close enough to tell a 1 MiB record
   * from a 2 MB one; it can differ from the server's figure by some bytes per bin.
   */
  static long recordSize(Map<String, BinValue> bins, String set, byte[] userKey) {
    long size = 16 + (set == null ? 0 : set.length() + 1) + (userKey == null ? 0 : userKey.length + 4);
    for (BinValue b : bins.values()) {
      size += 1 + b.nameBytes().length + 1 + 4 + b.data().length;
    }
    return size;
  }

  private static int add(Map<String, BinValue> bins, String name, int particle, byte[] value) {
    if (particle != Wire.PARTICLE_INTEGER && particle != Wire.PARTICLE_DOUBLE) {
      return Wire.PARAMETER_ERROR;
    }
    BinValue cur = bins.get(name);
    BinValue delta = new BinValue(name, particle, value);
    if (cur == null) {
      bins.put(name, delta);
      return Wire.OK;
    }
    if (cur.type() != particle) {
      return Wire.BIN_TYPE_ERROR;
    }
    if (particle == Wire.PARTICLE_INTEGER) {
      bins.put(name, cur.withLong(cur.asLong() + delta.asLong()));
    } else {
      double sum = Double.longBitsToDouble(cur.asLong()) + Double.longBitsToDouble(delta.asLong());
      bins.put(name, cur.withLong(Double.doubleToLongBits(sum)));
    }
    return Wire.OK;
  }

  private static int concat(Map<String, BinValue> bins, String name, int particle, byte[] value, boolean append) {
    if (particle != Wire.PARTICLE_STRING && particle != Wire.PARTICLE_BLOB) {
      return Wire.PARAMETER_ERROR;
    }
    BinValue cur = bins.get(name);
    if (cur == null) {
      bins.put(name, new BinValue(name, particle, value));
      return Wire.OK;
    }
    if (cur.type() != particle) {
      return Wire.BIN_TYPE_ERROR;
    }
    byte[] joined = new byte[cur.data().length + value.length];
    byte[] first = append ? cur.data() : value;
    byte[] second = append ? value : cur.data();
    System.arraycopy(first, 0, joined, 0, first.length);
    System.arraycopy(second, 0, joined, first.length, second.length);
    bins.put(name, new BinValue(name, cur.nameBytes(), particle, joined));
    return Wire.OK;
  }

  /** @return whether the command sent a user key that differs from the one stored with the record */
  private static boolean keyMismatch(Request rq, StoredRecord old) {
    byte[] stored = old.userKey();
    return rq.keyOffset >= 0 && stored != null && !Arrays.equals(stored, 0, stored.length, rq.buf, rq.keyOffset,
        rq.keyOffset + rq.keyLength);
  }

  private static boolean generationOk(Request rq, int current) {
    if ((rq.info2 & Wire.INFO2_GENERATION) != 0) {
      return rq.generation == current;
    }
    if ((rq.info2 & Wire.INFO2_GENERATION_GT) != 0) {
      return rq.generation > current;
    }
    return true;
  }

  /**
   * @param ttl the TTL field: -2 keep, -1 never, 0 default, else seconds
   * @param oldVoidTime the record's void time, -1 when it is new
   * @return the new void time in server-epoch seconds (0 = never)
   */
  private static long voidTime(int ttl, long oldVoidTime, long now, NamespaceConfig config) {
    if (ttl == -1) {
      return 0;
    }
    if (ttl == -2 && oldVoidTime >= 0) {
      return oldVoidTime;
    }
    long seconds = ttl > 0 ? ttl : config.defaultTtlSeconds();
    return seconds == 0 ? 0 : now + seconds;
  }

  private int header(ResponseBuffer out, int code) {
    out.message(0, code, 0, 0, batchIndex, 0);
    return code;
  }

  private void record(Request rq, RecordedRequest.Kind kind, int code) {
    if (state.log().enabled()) {
      state.log().add(recorded(rq, node, kind, code, rq.digestOffset));
    }
  }

  /** Builds the log entry of {@code rq} (digest at {@code digestOffset}, or -1). */
  static RecordedRequest recorded(Request rq, int node, RecordedRequest.Kind kind, int code, int digestOffset) {
    List<Integer> types = new ArrayList<>(rq.opCount);
    List<String> names = new ArrayList<>(rq.opCount);
    for (int i = 0; i < rq.opCount; i++) {
      types.add(rq.opType[i]);
      names.add(rq.opName(i));
    }
    String digest = digestOffset >= 0 ? new DigestKey(rq.buf, digestOffset).toString() : null;
    return new RecordedRequest(node, kind, rq.info1, rq.info2, rq.info3, rq.info4, rq.generation, rq.expiration,
        rq.timeoutMs, rq.namespace, rq.set, digest, rq.keyOffset >= 0, Collections.unmodifiableList(types),
        Collections.unmodifiableList(names), code);
  }
}
