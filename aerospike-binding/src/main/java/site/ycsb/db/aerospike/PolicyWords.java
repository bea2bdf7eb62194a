/*
 * Copyright (c) 2026 ycsb-ext contributors.
 * Licensed under the Apache License, Version 2.0 (http://www.apache.org/licenses/LICENSE-2.0).
 */
package site.ycsb.db.aerospike;

import com.aerospike.client.policy.CommitLevel;
import com.aerospike.client.policy.ReadModeAP;
import com.aerospike.client.policy.ReadModeSC;
import com.aerospike.client.policy.Replica;

/**
 * The words of the properties that name a client policy value ({@link AerospikeProperties#COMMIT_LEVEL},
 * {@link AerospikeProperties#READ_MODE_AP}, {@link AerospikeProperties#READ_MODE_SC},
 * {@link AerospikeProperties#REPLICA}), each with the client's value it names.
 *
 * <p>Constants only: immutable and thread-safe.
 */
final class PolicyWords {

  private PolicyWords() {
  }

  /** A value of a property that is one of a fixed set of words: its word. */
  interface Worded {
    /** @return the property's lower-case word for this value */
    String word();
  }

  /** The words of {@link AerospikeProperties#COMMIT_LEVEL}, each with the client's level it names. */
  enum CommitLevelWord implements Worded {
    ALL("all", CommitLevel.COMMIT_ALL),
    MASTER("master", CommitLevel.COMMIT_MASTER);

    private final String word;
    private final CommitLevel level;

    CommitLevelWord(String word, CommitLevel level) {
      this.word = word;
      this.level = level;
    }

    @Override
    public String word() {
      return word;
    }

    /** @return the client's value this word names */
    CommitLevel level() {
      return level;
    }
  }

  /** The words of {@link AerospikeProperties#READ_MODE_AP}, each with the client's mode it names. */
  enum ReadModeApWord implements Worded {
    ONE("one", ReadModeAP.ONE),
    ALL("all", ReadModeAP.ALL);

    private final String word;
    private final ReadModeAP mode;

    ReadModeApWord(String word, ReadModeAP mode) {
      this.word = word;
      this.mode = mode;
    }

    @Override
    public String word() {
      return word;
    }

    /** @return the client's value this word names */
    ReadModeAP mode() {
      return mode;
    }
  }

  /** The words of {@link AerospikeProperties#READ_MODE_SC}, each with the client's mode it names. */
  enum ReadModeScWord implements Worded {
    SESSION("session", ReadModeSC.SESSION),
    LINEARIZE("linearize", ReadModeSC.LINEARIZE),
    ALLOW_REPLICA("allow_replica", ReadModeSC.ALLOW_REPLICA),
    ALLOW_UNAVAILABLE("allow_unavailable", ReadModeSC.ALLOW_UNAVAILABLE);

    private final String word;
    private final ReadModeSC mode;

    ReadModeScWord(String word, ReadModeSC mode) {
      this.word = word;
      this.mode = mode;
    }

    @Override
    public String word() {
      return word;
    }

    /** @return the client's value this word names */
    ReadModeSC mode() {
      return mode;
    }
  }

  /** The words of {@link AerospikeProperties#REPLICA}, each with the client's replica policy it names. */
  enum ReplicaWord implements Worded {
    MASTER("master", Replica.MASTER),
    MASTER_PROLES("master_proles", Replica.MASTER_PROLES),
    SEQUENCE("sequence", Replica.SEQUENCE),
    PREFER_RACK("prefer_rack", Replica.PREFER_RACK),
    RANDOM("random", Replica.RANDOM);

    private final String word;
    private final Replica replica;

    ReplicaWord(String word, Replica replica) {
      this.word = word;
      this.replica = replica;
    }

    @Override
    public String word() {
      return word;
    }

    /** @return the client's value this word names */
    Replica replica() {
      return replica;
    }
  }
}
