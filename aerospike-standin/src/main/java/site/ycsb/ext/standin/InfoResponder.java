/*
 * Copyright (c) 2026 ycsb-ext contributors.
 * Licensed under the Apache License, Version 2.0 (http://www.apache.org/licenses/LICENSE-2.0).
 */
package site.ycsb.ext.standin;

import java.nio.charset.StandardCharsets;

/**
 * Answers info requests (proto type 1): newline-separated names in, {@code name\tvalue\n} lines out. Covers
 * what the 9.x client asks while seeding and tending the cluster ({@code node}, {@code partition-generation},
 * {@code build}, {@code features}, {@code user-agent-set}, {@code cluster-name}, {@code peers-generation},
 * {@code peers-clear-std|alt}, {@code replicas}, {@code rebalance-generation}, {@code rack-ids}, {@code racks}) plus
 * a few
 * for people ({@code namespaces}, {@code namespace/NAME}, {@code service-clear-std}, {@code statistics},
 * {@code status}, {@code version}, {@code edition}). {@code edition} answers the real server's text followed by
 * {@value #STANDIN_MARK}; {@code namespace/NAME} lists the namespace's settings under the server's names (and
 * {@code storage-engine=memory}). An unknown name gets an empty value and is logged once.
 * Thread-safe (reads the node's volatile generations).
 */
final class InfoResponder {
  /** Server version reported in {@code build}: the client checks its format, not the value. */
  static final String BUILD = "8.1.0.0";
  /**
   * Appended to the {@code edition} answer, so that a benchmark run (the binding's {@code db.server.standin})
   * and a person running {@code asinfo -v edition} both see that no real server was measured.
   */
  static final String STANDIN_MARK = " (ycsb-ext stand-in)";

  private final AerospikeStandin standin;
  private final StandinNode node;

  InfoResponder(AerospikeStandin standin, StandinNode node) {
    this.standin = standin;
    this.node = node;
  }

  /** @return the response body for the request body {@code names} (UTF-8) */
  byte[] respond(byte[] body, int length) {
    String request = new String(body, 0, length, StandardCharsets.UTF_8);
    StringBuilder sb = new StringBuilder(256);
    if (request.isBlank()) {
      for (String name : new String[] {"node", "build", "edition", "version", "partition-generation"}) {
        sb.append(name).append('\t').append(value(name)).append('\n');
      }
      return sb.toString().getBytes(StandardCharsets.UTF_8);
    }
    for (String name : request.split("\n")) {
      if (name.isEmpty()) {
        continue;
      }
      sb.append(name).append('\t').append(value(name)).append('\n');
    }
    return sb.toString().getBytes(StandardCharsets.UTF_8);
  }

  private String value(String name) {
    ServerState state = standin.state();
    if (name.startsWith("user-agent-set:")) {
      return "ok";
    }
    if (name.startsWith("namespace/")) {
      NamespaceStore ns = state.namespaces().get(name.substring("namespace/".length()));
      return ns == null ? "type=unknown" : "objects=" + ns.size(state.partitions()) + ";"
          + ns.config().infoSettings(state.partitions().copies());
    }
    switch (name) {
      case "node":
        return node.name();
      case "partition-generation":
        return Integer.toString(node.partitionGeneration());
      case "peers-generation":
        return Integer.toString(standin.peersGeneration());
      case "rebalance-generation":
        return Integer.toString(node.partitionGeneration());
      case "build":
        return BUILD;
      case "version":
        return "Aerospike wire-protocol stand-in (ycsb-ext) build " + BUILD;
      case "edition":
        return state.edition().infoName() + STANDIN_MARK;
      case "features":
        return "batch-any;batch-index;blob-bits;float;peers;pipelining;pquery;pscans;query-show;replicas";
      case "cluster-name":
        return standin.clusterName();
      case "peers-clear-std":
      case "peers-clear-alt":
        return peers();
      case "peers-tls-std":
      case "peers-tls-alt":
        return standin.peersGeneration() + "," + standin.port() + ",[]";
      case "replicas":
        return replicas(state);
      case "racks":
        return racks(state);
      case "rack-ids":
        return rackIds(state);
      case "namespaces":
        return String.join(";", state.namespaces().keySet());
      case "service-clear-std":
      case "service-clear-alt":
      case "service":
        return node.address() + ":" + standin.port();
      case "statistics":
        return "cluster_size=" + standin.nodeCount() + ";cluster_name=" + standin.clusterName();
      case "status":
        return "ok";
      default:
        state.once().warn("info " + name, "Unknown info request '" + name + "': answered with an empty value");
        return "";
    }
  }

  private String peers() {
    StringBuilder sb = new StringBuilder();
    sb.append(standin.peersGeneration()).append(',').append(standin.port()).append(",[");
    boolean first = true;
    for (StandinNode other : standin.nodes()) {
      if (other == node || standin.state().partitions().isOut(other.index())) {
        continue;
      }
      if (!first) {
        sb.append(',');
      }
      first = false;
      sb.append('[').append(other.name()).append(",,[").append(other.address()).append(']').append(']');
    }
    return sb.append(']').toString();
  }

  private String replicas(ServerState state) {
    StringBuilder sb = new StringBuilder();
    String bitmaps = state.partitions().bitmaps(node.index());
    for (NamespaceStore ns : state.namespaces().values()) {
      if (sb.length() > 0) {
        sb.append(';');
      }
      // <namespace>:<regime>,<replica count>,<bitmap of the master>,<bitmap of replica 1>... The regime is 0 on
      // AP namespaces; an SC namespace reports a non-zero one (the client then knows it is SC).
      sb.append(ns.name()).append(':').append(ns.config().strongConsistency() ? 1 : 0).append(',').append(bitmaps);
    }
    return sb.toString();
  }

  /** @return {@code <ns>:<rack id>;...}: every node is in rack 0 */
  private static String rackIds(ServerState state) {
    StringBuilder sb = new StringBuilder();
    for (String ns : state.namespaces().keySet()) {
      if (sb.length() > 0) {
        sb.append(';');
      }
      sb.append(ns).append(":0");
    }
    return sb.toString();
  }

  private String racks(ServerState state) {
    StringBuilder sb = new StringBuilder();
    for (String ns : state.namespaces().keySet()) {
      if (sb.length() > 0) {
        sb.append(';');
      }
      sb.append("ns=").append(ns).append(":rack_0=");
      boolean first = true;
      for (StandinNode n : standin.nodes()) {
        if (!first) {
          sb.append(',');
        }
        first = false;
        sb.append(n.name());
      }
    }
    return sb.toString();
  }
}
