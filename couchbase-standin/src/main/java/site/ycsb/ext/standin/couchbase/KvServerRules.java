/*
 * Copyright (c) 2026 ycsb-ext contributors.
 * Licensed under the Apache License, Version 2.0 (http://www.apache.org/licenses/LICENSE-2.0).
 */
package site.ycsb.ext.standin.couchbase;

import com.couchbase.mock.memcached.Item;
import com.couchbase.mock.memcached.MemcachedServer;
import com.couchbase.mock.memcached.protocol.BinaryCommand;
import com.couchbase.mock.memcached.protocol.BinarySubdocCommand;
import com.couchbase.mock.memcached.protocol.BinarySubdocMultiCommand;
import com.couchbase.mock.memcached.protocol.BinarySubdocMultiMutationCommand;
import com.couchbase.mock.memcached.protocol.ErrorCode;
import com.couchbase.mock.subdoc.Executor;
import com.couchbase.mock.subdoc.Operation;
import com.couchbase.mock.subdoc.SubdocException;
import java.nio.ByteBuffer;
import java.nio.charset.Charset;
import java.nio.charset.StandardCharsets;
import java.security.AccessControlException;
import java.util.List;

/**
 * The request limits a real Couchbase data service (kv_engine's memcached) applies and CouchbaseMock does not, for the
 * operations the {@code couchbase2} binding sends: each check names the server source it follows. What the mock
 * already refuses as the server does (a stored or single-path sub-document value over 20 MiB: E2BIG) it keeps doing.
 * Stateless; {@link #refusal} runs on the node's own I/O thread, the only one that touches its storage.
 */
final class KvServerRules {
  /** Largest document body, bytes: {@code max_item_size} (engines/ep/configuration.json), 20 MiB. */
  static final int MAX_DOCUMENT_BYTES = 20 * 1024 * 1024;
  /** Longest key, bytes: {@code KEY_MAX_LENGTH} (include/memcached/limits.h). */
  static final int MAX_KEY_BYTES = 250;
  /** Most paths in one multi-path command: {@code PROTOCOL_BINARY_SUBDOC_MULTI_MAX_PATHS}. */
  static final int MAX_SUBDOC_PATHS = 16;
  /** Longest sub-document path, bytes: {@code SUBDOC_PATH_MAX_LENGTH} (daemon/subdocument_validators.h). */
  static final int MAX_SUBDOC_PATH_BYTES = 1024;

  /** A refusal: the status the server answers and the error context it adds for clients that asked (XERROR). */
  static final class Refusal {
    final ErrorCode status;
    final String context;

    Refusal(ErrorCode status, String context) {
      this.status = status;
      this.context = context;
    }
  }

  private KvServerRules() {
  }

  /**
   * @return how the real server refuses {@code cmd} before executing it, or {@code null} when it would execute it
   *     (the mock then does)
   */
  static Refusal refusal(BinaryCommand cmd, MemcachedServer node) {
    ByteBuffer body = cmd.getInputBuffer();
    if (body == null) {
      return null;
    }
    // McbpValidator::verify_header (daemon/mcbp_validators.cc): a key longer than KEY_MAX_LENGTH is Einval.
    int keyBytes = cmd.getKey() == null ? 0 : keyLength(cmd);
    if (keyBytes > MAX_KEY_BYTES) {
      return new Refusal(ErrorCode.EINVAL, "Key length exceeds " + MAX_KEY_BYTES);
    }
    if (cmd instanceof BinarySubdocMultiCommand) {
      return multiPathRefusal((BinarySubdocMultiCommand) cmd, node);
    }
    if (cmd instanceof BinarySubdocCommand) {
      // subdoc_validator (daemon/subdocument_validators.cc): the path length in the extras, Einval above 1024.
      int pathBytes = body.getShort(0) & 0xffff;
      if (pathBytes > MAX_SUBDOC_PATH_BYTES) {
        return new Refusal(ErrorCode.EINVAL, "Request path length exceeds maximum");
      }
    }
    return null;
  }

  private static Refusal multiPathRefusal(BinarySubdocMultiCommand cmd, MemcachedServer node) {
    List<BinarySubdocMultiCommand.MultiSpec> specs = cmd.getLookupSpecs();
    // subdoc_multi_validator: a body left after PROTOCOL_BINARY_SUBDOC_MULTI_MAX_PATHS specs is SubdocInvalidCombo.
    if (specs.size() > MAX_SUBDOC_PATHS) {
      return new Refusal(ErrorCode.SUBDOC_INVALID_COMBO,
          "Request must contain at most " + MAX_SUBDOC_PATHS + " paths");
    }
    // is_valid_multipath_spec: each spec's path longer than SUBDOC_PATH_MAX_LENGTH is Einval.
    for (BinarySubdocMultiCommand.MultiSpec spec : specs) {
      if (spec.getPath().getBytes(StandardCharsets.UTF_8).length > MAX_SUBDOC_PATH_BYTES) {
        return new Refusal(ErrorCode.EINVAL, "Request path length exceeds maximum");
      }
    }
    if (cmd instanceof BinarySubdocMultiMutationCommand && grownPastMaximum(cmd, node)) {
      // subdoc_update (daemon/subdocument.cc) allocates the new document through the engine, whose itemAllocate
      // (engines/ep/src/ep_engine.cc) answers E2BIG above max_item_size; the stored document stays as it was.
      return new Refusal(ErrorCode.E2BIG, null);
    }
    return null;
  }

  /*
   * Whether the body paths of a multi-mutation, applied in order to the stored document, leave it larger than the
   * maximum. The mock's own single-path executor checks this; its multi-path one does not. A path error, a missing
   * document or another node's vBucket: false, the mock then answers as it does.
   */
  private static boolean grownPastMaximum(BinarySubdocMultiCommand cmd, MemcachedServer node) {
    Item existing;
    try {
      existing = node.getCache(cmd).get(cmd.getKeySpec());
    } catch (AccessControlException e) {
      return false;
    }
    if (existing == null || existing.getValue() == null) {
      return false;
    }
    // Most documents are far from the limit: a write adds at most its path, its value and a few bytes of syntax
    // per spec (more with mkdir_p's new parents, bounded by the path), so only a document that could cross the
    // limit is worth applying the specs to.
    long mostBytes = existing.getValue().length;
    for (BinarySubdocMultiCommand.MultiSpec spec : cmd.getLookupSpecs()) {
      mostBytes += 3L * spec.getPath().getBytes(StandardCharsets.UTF_8).length + 16
          + (spec.getValue() == null ? 0 : spec.getValue().getBytes(StandardCharsets.UTF_8).length);
    }
    if (mostBytes <= MAX_DOCUMENT_BYTES) {
      return false;
    }
    boolean mkdirP = (cmd.getSubdocDocFlags() & BinarySubdocCommand.DOCFLAG_CREATEMASK) != 0;
    String document = new String(existing.getValue(), StandardCharsets.UTF_8);
    try {
      for (BinarySubdocMultiCommand.MultiSpec spec : cmd.getLookupSpecs()) {
        Operation op = spec.getOp();
        if (op == null || !op.isMutator() || (spec.getFlags() & BinarySubdocCommand.PATHFLAG_XATTR) != 0) {
          continue;
        }
        boolean specMkdirP = mkdirP || (spec.getFlags() & BinarySubdocCommand.PATHFLAG_MKDIR_P) != 0;
        document = Executor.execute(document, spec.getPath(), op, spec.getValue(), specMkdirP).getNewDocString();
      }
    } catch (SubdocException | RuntimeException e) {
      return false;
    }
    return document.getBytes(StandardCharsets.UTF_8).length > MAX_DOCUMENT_BYTES;
  }

  /* The key length in bytes: the mock decodes the key with the platform charset, so encoding it back gives it. */
  private static int keyLength(BinaryCommand cmd) {
    return cmd.getKey().getBytes(Charset.defaultCharset()).length;
  }
}
