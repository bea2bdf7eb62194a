/*
 * Copyright (c) 2026 ycsb-ext contributors.
 * Licensed under the Apache License, Version 2.0 (http://www.apache.org/licenses/LICENSE-2.0).
 */
package site.ycsb.ext.standin.couchbase;

import com.couchbase.mock.memcached.MemcachedServer;
import com.couchbase.mock.memcached.VBucketInfo;
import com.couchbase.mock.memcached.protocol.BinaryCommand;
import com.couchbase.mock.memcached.protocol.BinaryResponse;
import com.couchbase.mock.memcached.protocol.ErrorCode;
import java.util.Iterator;
import java.util.Queue;
import java.util.concurrent.ConcurrentLinkedQueue;
import java.util.concurrent.Executors;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.TimeUnit;

/**
 * Synchronous durability of the stand-in's bucket, as a server applies it (kv_engine's durability monitor): a write
 * with a {@link DurabilityRequirement} is answered once a majority of its vBucket's copies hold it, the majority
 * counted over the configured chain (active plus {@code replicas}: {@code (replicas + 1) / 2 + 1} copies).
 * CouchbaseMock copies a write to the vBucket's placed replicas as it executes it, so a copy holds the write when its
 * node is not stopped ({@code standin ctl stop}). A chain whose placed copies cannot reach the majority (more replicas
 * configured than nodes - 1) is refused before the write, {@code DurabilityImpossible}; a write whose copies are not
 * all there waits until they are or its timeout passes, then {@code SyncWriteAmbiguous} (the write stays applied on
 * the copies that hold it: a server would abort it, and "ambiguous" covers both). Persistence levels count as
 * majority: the stand-in keeps nothing on disk. Thread-safe: decisions are made on the nodes' I/O threads, waiting
 * writes are checked every {@value #POLL_MS} ms by one daemon thread.
 */
final class SyncWrites implements AutoCloseable {
  static final int STATUS_DURABILITY_IMPOSSIBLE = 0xa1;
  static final int STATUS_SYNC_WRITE_AMBIGUOUS = 0xa3;
  /** How often waiting writes are checked, milliseconds. */
  static final int POLL_MS = 10;

  private final int replicas;
  private final Queue<Waiting> waiting = new ConcurrentLinkedQueue<>();
  private final ScheduledExecutorService timer = Executors.newSingleThreadScheduledExecutor(r -> {
    Thread thread = new Thread(r, "standin-couchbase-sync-writes");
    thread.setDaemon(true);
    return thread;
  });

  /** @param replicas the replicas configured for the bucket, placed or not */
  SyncWrites(int replicas) {
    this.replicas = replicas;
    timer.scheduleWithFixedDelay(this::check, POLL_MS, POLL_MS, TimeUnit.MILLISECONDS);
  }

  /** Copies that must hold a write: a majority of the active and its configured replicas. */
  int majority() {
    return (replicas + 1) / 2 + 1;
  }

  /** @return whether the vBucket's placed copies can never form the majority */
  boolean impossible(VBucketInfo vbucket) {
    return 1 + vbucket.getReplicas().size() < majority();
  }

  private boolean satisfied(VBucketInfo vbucket) {
    int holding = 1; // the active executed it
    for (MemcachedServer replica : vbucket.getReplicas()) {
      if (!(replica instanceof StandinNode) || !((StandinNode) replica).isStopped()) {
        holding++;
      }
    }
    return holding >= majority();
  }

  /**
   * Answers an executed durable write: now when it succeeded on a majority or failed, later (on the node's loop)
   * when its copies are there or its timeout has passed.
   */
  void answer(KvLoop loop, KvConnection connection, BinaryCommand cmd, BinaryResponse executed, VBucketInfo vbucket,
      DurabilityRequirement durability) {
    if (executed.getBuffer().getShort(6) != 0 || satisfied(vbucket)) {
      connection.sendResponse(executed);
      return;
    }
    waiting.add(new Waiting(loop, connection, cmd, executed, vbucket,
        System.nanoTime() + TimeUnit.MILLISECONDS.toNanos(durability.timeoutMs)));
  }

  private void check() {
    long now = System.nanoTime();
    for (Iterator<Waiting> it = waiting.iterator(); it.hasNext();) {
      Waiting write = it.next();
      if (satisfied(write.vbucket)) {
        it.remove();
        write.loop.sendLater(write.connection, write.executed);
      } else if (now - write.deadline >= 0) {
        it.remove();
        write.loop.sendLater(write.connection, status(write.cmd, STATUS_SYNC_WRITE_AMBIGUOUS));
      }
    }
  }

  /** @return writes waiting for their copies */
  int waiting() {
    return waiting.size();
  }

  /** @return a response to {@code cmd} with {@code status} and no body (statuses the mock has no constant for) */
  static BinaryResponse status(BinaryCommand cmd, int status) {
    BinaryResponse response = new BinaryResponse(cmd, ErrorCode.EINVAL);
    response.getBuffer().putShort(6, (short) status);
    return response;
  }

  /** Stops checking; writes still waiting get no answer (their node is stopping too). */
  @Override
  public void close() {
    timer.shutdownNow();
  }

  private static final class Waiting {
    final KvLoop loop;
    final KvConnection connection;
    final BinaryCommand cmd;
    final BinaryResponse executed;
    final VBucketInfo vbucket;
    final long deadline;

    Waiting(KvLoop loop, KvConnection connection, BinaryCommand cmd, BinaryResponse executed, VBucketInfo vbucket,
        long deadline) {
      this.loop = loop;
      this.connection = connection;
      this.cmd = cmd;
      this.executed = executed;
      this.vbucket = vbucket;
      this.deadline = deadline;
    }
  }
}
