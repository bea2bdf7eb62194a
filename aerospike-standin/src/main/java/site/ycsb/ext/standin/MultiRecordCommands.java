/*
 * Copyright (c) 2026 ycsb-ext contributors.
 * Licensed under the Apache License, Version 2.0 (http://www.apache.org/licenses/LICENSE-2.0).
 */
package site.ycsb.ext.standin;

import java.io.IOException;
import java.io.OutputStream;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Map;
import java.util.concurrent.locks.Lock;

/**
 * Commands answered with a stream of records ended by a {@link Wire#INFO3_LAST} message:
 * <ul>
 *   <li>batch index commands (field {@code BATCH_INDEX}, the form the 9.x client sends for
 *   {@code get(BatchPolicy, Key[])}, {@code exists(BatchPolicy, Key[])}, {@code get(List<BatchRead>)} and
 *   batch operate): each key is executed like a single-record command and answered with its batch index;</li>
 *   <li>partition scans and queries without a secondary-index filter ({@code scanAll}, {@code scanPartitions},
 *   {@code query}/{@code queryPartitions} with a null filter): records of the requested partitions (field
 *   {@code PID_ARRAY}), or of a partition after a digest (field {@code DIGEST_ARRAY}, to resume), in digest
 *   order, at most {@code MAX_RECORDS}; a partition this node does not own is answered with a
 *   partition-done marker carrying {@code PARTITION_UNAVAILABLE} (11), and when the request does not set
 *   {@code INFO3_PARTITION_DONE} ("no done markers needed") every finished partition gets an OK marker.</li>
 * </ul>
 * Large answers are sent in groups of about 128 KiB. One instance per connection; not thread-safe.
 */
final class MultiRecordCommands {
  private static final int GROUP_BYTES = 128 * 1024;
  private static final int BATCH_REPEAT = 0x1;
  private static final int BATCH_INFO = 0x2;
  private static final int BATCH_GEN = 0x4;
  private static final int BATCH_TTL = 0x8;
  private static final int BATCH_INFO4 = 0x10;
  /** Result code of a query on a secondary index that does not exist (every index, here). */
  private static final int INDEX_NOT_FOUND = 201;

  private final ServerState state;
  private final int node;
  private final RecordCommands records;
  private final Request item = new Request();

  MultiRecordCommands(ServerState state, int node, RecordCommands records) {
    this.state = state;
    this.node = node;
    this.records = records;
  }

  /** @return whether {@code rq} is a batch or a scan/query (answered by {@link #execute}) */
  boolean handles(Request rq) {
    return rq.batchOffset >= 0 || rq.digestOffset < 0;
  }

  RecordedRequest.Kind kindOf(Request rq) {
    return rq.batchOffset >= 0 ? RecordedRequest.Kind.BATCH_READ : RecordedRequest.Kind.SCAN;
  }

  /** Answers {@code rq}; sends full groups to {@code out} and leaves the last one in {@code response}. */
  void execute(Request rq, ResponseBuffer response, OutputStream out) throws IOException {
    if (rq.batchOffset >= 0) {
      batch(rq, response, out);
    } else {
      int code = scan(rq, response, out);
      if (state.log().enabled()) {
        state.log().add(RecordCommands.recorded(rq, node, RecordedRequest.Kind.SCAN, code, -1));
      }
    }
  }

  private void batch(Request rq, ResponseBuffer response, OutputStream out) throws IOException {
    String unsupported = RecordCommands.unsupportedField(rq);
    if (unsupported != null) {
      state.once().warn("batch " + unsupported, "Unsupported " + unsupported + " in a batch: answered "
          + Wire.UNSUPPORTED_FEATURE + " (UNSUPPORTED_FEATURE)");
      response.message(Wire.INFO3_LAST, Wire.UNSUPPORTED_FEATURE, 0, 0, 0, 0);
      return;
    }
    byte[] buf = rq.buf;
    int p = rq.batchOffset;
    int limit = rq.batchOffset + rq.batchLength;
    try {
      int count = Wire.getInt(buf, p);
      p += 5; // count, then the batch flags (inline, respond-all-keys: every key is always attempted here)
      boolean previous = false;
      for (int i = 0; i < count; i++) {
        check(p + 25 <= limit);
        int index = Wire.getInt(buf, p);
        int digest = p + 4;
        int type = buf[p + 24] & 0xff;
        p += 25;
        if (type == BATCH_REPEAT) {
          check(previous);
        } else {
          p = parseItemHeader(buf, p, limit, type);
          previous = true;
        }
        item.digestOffset = digest;
        item.timeoutMs = rq.timeoutMs;
        records.executeBatchItem(item, response, index);
        if (response.size() > GROUP_BYTES) {
          response.send(out);
          response.reset();
        }
      }
    } catch (IllegalArgumentException | ArrayIndexOutOfBoundsException e) {
      state.once().warn("batch malformed", "Malformed batch request: answered " + Wire.PARAMETER_ERROR);
      response.message(Wire.INFO3_LAST, Wire.PARAMETER_ERROR, 0, 0, 0, 0);
      return;
    }
    response.message(Wire.INFO3_LAST, Wire.OK, 0, 0, 0, 0);
  }

  /** Parses a batch key's attributes, fields and operations into {@link #item}; returns the offset after. */
  private int parseItemHeader(byte[] buf, int p, int limit, int type) {
    item.info1 = 0;
    item.info2 = 0;
    item.info3 = 0;
    item.info4 = 0;
    item.generation = 0;
    item.expiration = 0;
    if (type == 0) {
      // Older read form: read attributes only.
      item.info1 = buf[p++] & 0xff;
    } else {
      if ((type & BATCH_INFO) != 0) {
        item.info1 = buf[p] & 0xff;
        item.info2 = buf[p + 1] & 0xff;
        item.info3 = buf[p + 2] & 0xff;
        p += 3;
      }
      if ((type & BATCH_INFO4) != 0) {
        item.info4 = buf[p++] & 0xff;
      }
      if ((type & BATCH_GEN) != 0) {
        item.generation = Wire.getShort(buf, p);
        p += 2;
      }
      if ((type & BATCH_TTL) != 0) {
        item.expiration = Wire.getInt(buf, p);
        p += 4;
      }
    }
    check(p + 4 <= limit);
    int fields = Wire.getShort(buf, p);
    int ops = Wire.getShort(buf, p + 2);
    return item.parseBatchItem(buf, p + 4, limit, fields, ops);
  }

  private int scan(Request rq, ResponseBuffer response, OutputStream out) throws IOException {
    int refused = refusal(rq);
    if (refused != Wire.OK) {
      response.message(Wire.INFO3_LAST, refused, 0, 0, 0, 0);
      return refused;
    }
    NamespaceStore ns = state.namespaces().get(rq.namespace);
    if (ns == null) {
      response.message(Wire.INFO3_LAST, Wire.INVALID_NAMESPACE, 0, 0, 0, 0);
      return Wire.INVALID_NAMESPACE;
    }
    List<int[]> parts = new ArrayList<>();
    List<byte[]> after = new ArrayList<>();
    byte[] buf = rq.buf;
    if (rq.pidOffset >= 0) {
      for (int i = 0; i + 1 < rq.pidLength; i += 2) {
        parts.add(new int[] {(buf[rq.pidOffset + i] & 0xff) | ((buf[rq.pidOffset + i + 1] & 0xff) << 8)});
        after.add(null);
      }
    }
    if (rq.digestArrayOffset >= 0) {
      for (int i = 0; i + DigestKey.SIZE <= rq.digestArrayLength; i += DigestKey.SIZE) {
        byte[] d = Arrays.copyOfRange(buf, rq.digestArrayOffset + i, rq.digestArrayOffset + i + DigestKey.SIZE);
        parts.add(new int[] {Wire.partitionOf(d, 0)});
        after.add(d);
      }
    }
    if (rq.pidOffset < 0 && rq.digestArrayOffset < 0) {
      // A scan without a partition list: every partition this node owns.
      for (int pid = 0; pid < Partitions.COUNT; pid++) {
        if (state.partitions().owner(pid) == node) {
          parts.add(new int[] {pid});
          after.add(null);
        }
      }
    }
    boolean doneMarkers = (rq.info3 & Wire.INFO3_PARTITION_DONE) == 0;
    boolean withBins = (rq.info1 & Wire.INFO1_NOBINDATA) == 0;
    List<String> binNames = new ArrayList<>();
    for (int i = 0; i < rq.opCount; i++) {
      if (rq.opType[i] == Wire.OP_READ && rq.opNameLength[i] > 0) {
        binNames.add(rq.opName(i));
      }
    }
    String set = rq.set == null ? "" : rq.set;
    long max = rq.maxRecords > 0 ? rq.maxRecords : Long.MAX_VALUE;
    long sent = 0;
    long now = Wire.nowServerSeconds();
    byte[] nsBytes = ns.name().getBytes(StandardCharsets.UTF_8);
    for (int k = 0; k < parts.size(); k++) {
      int pid = parts.get(k)[0];
      if (state.partitions().owner(pid) != node) {
        // Generation carries the partition id in a partition-done marker.
        response.message(Wire.INFO3_PARTITION_DONE, Wire.PARTITION_UNAVAILABLE, pid, 0, 0, 0);
        continue;
      }
      List<Map.Entry<DigestKey, StoredRecord>> entries = snapshot(ns, pid);
      entries.sort((a, b) -> Arrays.compareUnsigned(a.getKey().bytes(), b.getKey().bytes()));
      byte[] from = after.get(k);
      boolean complete = true;
      for (Map.Entry<DigestKey, StoredRecord> e : entries) {
        byte[] digest = e.getKey().bytes();
        StoredRecord r = e.getValue();
        if (from != null && Arrays.compareUnsigned(digest, from) <= 0) {
          continue;
        }
        if (r.expiredAt(now) || (!set.isEmpty() && !set.equals(r.set()))) {
          continue;
        }
        if (sent >= max) {
          complete = false;
          break;
        }
        writeRecord(response, nsBytes, digest, r, withBins, binNames);
        sent++;
        if (response.size() > GROUP_BYTES) {
          response.send(out);
          response.reset();
        }
      }
      if (complete && doneMarkers) {
        response.message(Wire.INFO3_PARTITION_DONE, Wire.OK, pid, 0, 0, 0);
      }
      if (!complete) {
        break;
      }
    }
    response.message(Wire.INFO3_LAST, Wire.OK, 0, 0, 0, 0);
    return Wire.OK;
  }

  /** @return the error a real server gives for a scan/query form the stand-in does not serve, or OK */
  private int refusal(Request rq) {
    if (rq.namespace == null) {
      state.once().warn("no namespace", "Command without digest or namespace (info1=" + rq.info1 + ", info2="
          + rq.info2 + "): answered " + Wire.PARAMETER_ERROR + " (PARAMETER_ERROR)");
      return Wire.PARAMETER_ERROR;
    }
    if (rq.hasField(Wire.FIELD_INDEX_RANGE) || rq.hasField(Wire.FIELD_INDEX_NAME)) {
      state.once().warn("sindex", "Secondary-index query: no index exists here, answered " + INDEX_NOT_FOUND
          + " (INDEX_NOTFOUND)");
      return INDEX_NOT_FOUND;
    }
    String unsupported = RecordCommands.unsupportedField(rq);
    if (unsupported == null && (rq.info2 & Wire.INFO2_WRITE) != 0) {
      unsupported = "background scan/query write";
    }
    if (unsupported != null) {
      state.once().warn("scan " + unsupported, "Unsupported " + unsupported + " in a scan/query: answered "
          + Wire.UNSUPPORTED_FEATURE + " (UNSUPPORTED_FEATURE)");
      return Wire.UNSUPPORTED_FEATURE;
    }
    if ((rq.info1 & Wire.INFO1_READ) == 0) {
      state.once().warn("scan " + rq.info1, "Command without digest or read flag (info1=" + rq.info1
          + ", info2=" + rq.info2 + "): answered " + Wire.PARAMETER_ERROR + " (PARAMETER_ERROR)");
      return Wire.PARAMETER_ERROR;
    }
    return Wire.OK;
  }

  private static void writeRecord(ResponseBuffer response, byte[] ns, byte[] digest, StoredRecord r,
      boolean withBins, List<String> binNames) {
    byte[] set = r.set().isEmpty() ? null : r.set().getBytes(StandardCharsets.UTF_8);
    int fields = 2 + (set != null ? 1 : 0) + (r.userKey() != null ? 1 : 0);
    response.message(0, Wire.OK, r.generation(), r.voidTime(), 0, fields);
    response.field(Wire.FIELD_DIGEST, digest, 0, digest.length);
    response.field(Wire.FIELD_NAMESPACE, ns, 0, ns.length);
    if (set != null) {
      response.field(Wire.FIELD_SET, set, 0, set.length);
    }
    if (r.userKey() != null) {
      response.field(Wire.FIELD_KEY, r.userKey(), 0, r.userKey().length);
    }
    if (!withBins) {
      return;
    }
    if (binNames.isEmpty()) {
      for (BinValue b : r.bins().values()) {
        response.bin(b.nameBytes(), b.type(), b.data());
      }
    } else {
      for (String name : binNames) {
        BinValue b = r.bins().get(name);
        if (b != null) {
          response.bin(b.nameBytes(), b.type(), b.data());
        }
      }
    }
  }

  private static void check(boolean ok) {
    if (!ok) {
      throw new IllegalArgumentException("batch field runs past its end");
    }
  }

  /** @return the records of this node's copy of partition {@code pid} (under the command lock with copies) */
  private List<Map.Entry<DigestKey, StoredRecord>> snapshot(NamespaceStore ns, int pid) {
    Lock lock = ns.replicated() ? ns.commandLock() : null;
    if (lock != null) {
      lock.lock();
    }
    try {
      return new ArrayList<>(ns.partition(node, pid).entrySet());
    } finally {
      if (lock != null) {
        lock.unlock();
      }
    }
  }
}
