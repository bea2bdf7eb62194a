/*
 * Copyright (c) 2026 ycsb-ext contributors.
 * Licensed under the Apache License, Version 2.0 (http://www.apache.org/licenses/LICENSE-2.0).
 */
package site.ycsb.db.aerospike.facts;

import com.aerospike.client.IAerospikeClient;
import com.aerospike.client.Info;
import com.aerospike.client.cluster.Node;
import com.aerospike.client.policy.InfoPolicy;

import java.util.ArrayList;
import java.util.Collections;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * What the cluster says about itself and about the namespace a run uses, asked once through the info protocol
 * ({@code edition}, {@code build}, {@code cluster-name}, {@code namespace/<ns>}) of every node the client knows.
 * A harness records it, so a published result says which servers it measured.
 *
 * <p>Facts (the names after {@link FactKeys#SERVER_PREFIX}), each the server's own value; a value that
 * differs between nodes is every distinct value, comma-separated, in node order; one no node gave is
 * {@value #UNKNOWN}:
 * <ul>
 *   <li>{@code edition}: e.g. {@code Aerospike Enterprise Edition}</li>
 *   <li>{@code version}: the build, e.g. {@code 8.1.0.0}; {@code nodes}: the nodes the client knows;
 *       {@code clusterName}</li>
 *   <li>of the namespace: {@code replicationFactor}, {@code strongConsistency}, {@code storageEngine},
 *       {@code nsupPeriod} (seconds), {@code defaultTtl} (seconds), {@code maxRecordSize} (bytes; 0 is no limit)</li>
 * </ul>
 *
 * <p>A node that does not answer, or answers without a fact, never fails the run: the fact is {@value #UNKNOWN} and
 * {@link #problem()} says why. Immutable and thread-safe once built.
 */
public final class ServerFacts {
  /** The value of a fact no node gave. */
  public static final String UNKNOWN = "unknown";

  /** Fact name to the namespace setting it reports, in reporting order. */
  private static final Map<String, String> NAMESPACE_KEYS = namespaceKeys();

  /** Answer key (not a recorded fact) of the namespaces a node serves, {@code ;}-separated. */
  static final String NAMESPACES = "namespaces";
  /** Answer key (not a recorded fact) of the namespace's {@code allow-ttl-without-nsup}. */
  static final String ALLOW_TTL_WITHOUT_NSUP = "allowTtlWithoutNsup";

  private final ServerFactSheet sheet;
  /** Every namespace some node serves, or {@code null} when no node said. */
  private final Set<String> namespaces;
  private final String allowTtlWithoutNsup;

  private ServerFacts(Map<String, String> facts, String problem, Set<String> namespaces,
                      String allowTtlWithoutNsup) {
    this.sheet = new ServerFactSheet(facts, problem);
    this.namespaces = namespaces == null ? null : Collections.unmodifiableSet(namespaces);
    this.allowTtlWithoutNsup = allowTtlWithoutNsup;
  }

  private static Map<String, String> namespaceKeys() {
    Map<String, String> keys = new LinkedHashMap<String, String>();
    keys.put("replicationFactor", "replication-factor");
    keys.put("strongConsistency", "strong-consistency");
    keys.put("storageEngine", "storage-engine");
    keys.put("nsupPeriod", "nsup-period");
    keys.put("defaultTtl", "default-ttl");
    keys.put("maxRecordSize", "max-record-size");
    return Collections.unmodifiableMap(keys);
  }

  /**
   * Asks every node the client knows. Blocks for at most one info timeout per node.
   *
   * @param client a connected client
   * @param policy the info policy (its {@code timeout}, milliseconds, bounds each node's answer)
   * @param namespace the namespace the run uses
   * @return the facts; never throws for a node that does not answer
   */
  public static ServerFacts ask(IAerospikeClient client, InfoPolicy policy, String namespace) {
    Node[] nodes = client.getNodes();
    List<Map<String, String>> answers = new ArrayList<Map<String, String>>();
    List<String> problems = new ArrayList<String>();
    String namespaceCommand = "namespace/" + namespace;
    for (Node node : nodes) {
      try {
        Map<String, String> raw = Info.request(policy, node, "edition", "build", "cluster-name", NAMESPACES,
            namespaceCommand);
        Map<String, String> answer = new HashMap<String, String>();
        answer.put("edition", raw.get("edition"));
        answer.put("version", raw.get("build"));
        answer.put("clusterName", raw.get("cluster-name"));
        answer.put(NAMESPACES, raw.get(NAMESPACES));
        Map<String, String> settings = parseSettings(raw.get(namespaceCommand));
        answer.put(ALLOW_TTL_WITHOUT_NSUP, settings.get("allow-ttl-without-nsup"));
        for (Map.Entry<String, String> key : NAMESPACE_KEYS.entrySet()) {
          answer.put(key.getKey(), settings.get(key.getValue()));
        }
        answers.add(answer);
      } catch (RuntimeException e) {
        // AerospikeException (timeout, connection) or anything else: the facts are evidence, never a reason to fail.
        problems.add("node " + node.getName() + " did not answer the info request (" + oneLine(e) + ")");
      }
    }
    return combine(nodes.length, namespace, answers, problems);
  }

  /**
   * Combines the nodes' answers (each a fact name to its value or {@code null}).
   *
   * @param nodeCount the number of nodes the client knows
   * @param namespace the namespace asked about, for the problem text
   * @param answers one map per node that answered
   * @param problems what went wrong with nodes that did not answer, in node order
   * @return the facts
   */
  static ServerFacts combine(int nodeCount, String namespace, List<Map<String, String>> answers,
                             List<String> problems) {
    Map<String, String> facts = new LinkedHashMap<String, String>();
    List<String> missing = new ArrayList<String>();
    List<String> names = new ArrayList<String>();
    Collections.addAll(names, "edition", "version", "clusterName");
    names.addAll(NAMESPACE_KEYS.keySet());
    for (String name : names) {
      Set<String> values = new LinkedHashSet<String>();
      for (Map<String, String> answer : answers) {
        String value = answer.get(name);
        if (value != null && !value.trim().isEmpty()) {
          values.add(value.trim());
        }
      }
      if (values.isEmpty()) {
        missing.add(name);
        facts.put(name, UNKNOWN);
      } else {
        facts.put(name, String.join(",", values));
      }
    }
    facts.put("nodes", String.valueOf(nodeCount));
    List<String> lines = new ArrayList<String>(problems);
    if (!missing.isEmpty()) {
      String line = "recorded as " + UNKNOWN + ": " + String.join(", ", missing);
      if (!answers.isEmpty() && missing.containsAll(NAMESPACE_KEYS.keySet())) {
        line += " (no node answered with the settings of namespace '" + namespace + "')";
      } else if (nodeCount == 0) {
        line += " (the client knows no node)";
      }
      lines.add(line);
    }
    String problem = lines.isEmpty() ? null : "aerospike server facts incomplete: " + String.join("; ", lines);
    Set<String> namespaces = null;
    Set<String> allowTtl = new LinkedHashSet<String>();
    for (Map<String, String> answer : answers) {
      String served = answer.get(NAMESPACES);
      if (served != null) {
        namespaces = namespaces == null ? new LinkedHashSet<String>() : namespaces;
        for (String name : served.split(";")) {
          if (!name.trim().isEmpty()) {
            namespaces.add(name.trim());
          }
        }
      }
      String allow = answer.get(ALLOW_TTL_WITHOUT_NSUP);
      if (allow != null && !allow.trim().isEmpty()) {
        allowTtl.add(allow.trim());
      }
    }
    return new ServerFacts(facts, problem, namespaces, allowTtl.isEmpty() ? UNKNOWN : String.join(",", allowTtl));
  }

  /** @return {@code key=value;...} of a {@code namespace/<ns>} answer as a map; empty for {@code null} */
  static Map<String, String> parseSettings(String answer) {
    Map<String, String> settings = new HashMap<String, String>();
    if (answer == null) {
      return settings;
    }
    for (String pair : answer.split(";")) {
      int equals = pair.indexOf('=');
      if (equals > 0) {
        settings.put(pair.substring(0, equals).trim(), pair.substring(equals + 1).trim());
      }
    }
    return settings;
  }

  /** @return fact name to value, in reporting order; unmodifiable */
  public Map<String, String> facts() {
    return sheet.facts();
  }

  /** @return every namespace some node said it serves (in node order), or {@code null} when no node said */
  public Set<String> namespaces() {
    return namespaces;
  }

  /**
   * @return the namespace's {@code allow-ttl-without-nsup} ({@code true}, {@code false}; nodes that differ: both,
   *     comma-separated), or {@value #UNKNOWN}; a setting the checks read, not recorded as a fact
   */
  public String allowTtlWithoutNsup() {
    return allowTtlWithoutNsup;
  }

  /** @return one line saying which facts are unknown and why, or {@code null} when every fact is known */
  public String problem() {
    return sheet.problem();
  }

  /**
   * Sets every fact as {@code db.server.<name>}, and the problem, if any, as the
   * {@link FactKeys#SERVER_FACTS_WARNING} warning.
   *
   * @param into the entries the engine sets on the run's properties
   */
  public void recordInto(Map<String, String> into) {
    sheet.recordInto(into, FactKeys.SERVER_PREFIX, FactKeys.SERVER_FACTS_WARNING, "");
  }

  private static String oneLine(RuntimeException e) {
    String message = e.getMessage();
    return message == null ? e.getClass().getSimpleName() : message.replace('\n', ' ').trim();
  }

  @Override
  public String toString() {
    return sheet.toString();
  }
}
