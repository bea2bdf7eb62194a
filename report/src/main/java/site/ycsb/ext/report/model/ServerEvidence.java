/*
 * Copyright (c) 2026 ycsb-ext contributors.
 * Licensed under the Apache License, Version 2.0 (http://www.apache.org/licenses/LICENSE-2.0).
 */
package site.ycsb.ext.report.model;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.function.Function;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import site.ycsb.ext.contract.Manifest;
import site.ycsb.ext.contract.RunKeys;

/**
 * What a run's manifests captured of the servers ({@code server}: what the binding learnt of them, and the engine's
 * {@code standin} mark) and of the settings in effect that form the guarantee ({@code settings}), in words for the
 * "how this was measured" box. A fact the manifests lack is named as not recorded; a free-text
 * {@code ycsb.ext.servers} is added to the captured facts, never put in their place, and where the two disagree (on
 * stand-in or not, the version, the node count) the line says so. Stateless; thread-safe.
 */
public final class ServerEvidence {

  /** The {@code server} entry the engine sets: {@code true} for this project's stand-ins. */
  static final String STANDIN = "standin";

  /** What a fact the binding could not read is recorded as. */
  private static final String UNKNOWN = "unknown";

  /**
   * The settings in effect ({@code db.setting.*}) that form or shape the guarantee, in the order shown: durability
   * (commit level, replicateTo, persistTo, durability), which copy serves reads, replace or merge.
   */
  private static final List<String> GUARANTEE_SETTINGS = List.of("commitLevel", "replicateTo", "persistTo",
      "durability", "durabilityLevel", "replica", "readModeAP", "readModeSC", "updateMode", "insertMode",
      "durableDelete");

  private static final Pattern STANDIN_WORD = Pattern.compile("(?i)stand-?in");
  private static final Pattern VERSION_WORD = Pattern.compile("(?<![\\w.])(\\d+\\.\\d+(?:\\.\\d+)*)");
  private static final Pattern NODES_WORD = Pattern.compile("(?i)(\\d+)[ -]nodes?\\b");

  private ServerEvidence() {
  }

  /**
   * The servers in words, one phrase per distinct cluster the hosts saw ({@code host: } before each when they
   * differ), then the free text as given and any disagreement with it.
   *
   * @param hosts each host's name and manifest, in the hosts' order
   * @param freeText the distinct {@code ycsb.ext.servers} values given (empty ones ignored)
   */
  public static String servers(Map<String, Manifest> hosts, Set<String> freeText) {
    Map<String, List<String>> phrases = new LinkedHashMap<>();
    Set<String> given = new LinkedHashSet<>(freeText);
    given.remove("");
    for (Map.Entry<String, Manifest> h : hosts.entrySet()) {
      // with the servers said in words (ycsb.ext.servers), advice to say them is not given
      String phrase = h.getValue().server().isEmpty() && !given.isEmpty()
          ? "not captured (the binding recorded no db.server.*)" : captured(h.getValue().server());
      phrases.computeIfAbsent(phrase, k -> new ArrayList<>()).add(h.getKey());
    }
    List<String> parts = new ArrayList<>();
    phrases.forEach((phrase, names) -> parts.add(phrases.size() > 1 ? String.join(", ", names) + ": " + phrase
        : phrase));
    String line = String.join("; ", parts);
    if (!given.isEmpty()) {
      line += (line.isEmpty() ? "" : "; ") + "as given (" + RunKeys.SERVERS + "): " + String.join("; ", given);
      List<String> disagreements = new ArrayList<>();
      for (Manifest m : hosts.values()) {
        for (String text : given) {
          disagreements.addAll(disagreements(m.server(), text));
        }
      }
      if (!disagreements.isEmpty()) {
        line += "; the given text and the captured facts DISAGREE: " + String.join("; ",
            new LinkedHashSet<>(disagreements));
      }
    }
    return line;
  }

  /** Whether any host's manifest marks its servers as stand-ins. */
  public static boolean standIn(Iterable<Manifest> manifests) {
    for (Manifest m : manifests) {
      if ("true".equals(m.server().get(STANDIN))) {
        return true;
      }
    }
    return false;
  }

  /**
   * One host's server section in words, e.g. {@code Aerospike Community Edition, version 8.1.2.0, 3 nodes,
   * replication factor 2, strong consistency false; not a stand-in}, ending with what it lacks ({@code not recorded:
   * edition}).
   */
  static String captured(Map<String, String> server) {
    if (server.isEmpty()) {
      return "not recorded: the manifest has no server facts (the binding recorded no db.server.*; set -p "
          + RunKeys.SERVERS + "=... to say what you ran against)";
    }
    List<String> words = new ArrayList<>();
    Set<String> missing = new LinkedHashSet<>();
    boolean couchbaseLike = server.containsKey("bucketType") || server.containsKey("replicas");
    String standin = known(server, STANDIN);
    if ("true".equals(standin)) {
      words.add("STAND-IN");
    }
    if (known(server, "edition") != null) {
      words.add(server.get("edition"));
    } else if (!couchbaseLike) {
      missing.add("edition");
    }
    word(words, missing, server, "version", "version ", "version");
    String nodes = known(server, "nodes");
    if (nodes != null) {
      words.add(nodes + (nodes.equals("1") ? " node" : " nodes"));
    } else {
      missing.add("node count");
    }
    String rf = known(server, "replicationFactor");
    String replicas = known(server, "replicas");
    if (rf != null) {
      words.add("replication factor " + rf);
    }
    if (replicas != null) {
      String placed = known(server, "replicasPlaced");
      words.add(replicas + (replicas.equals("1") ? " replica" : " replicas")
          + (placed != null && !placed.equals(replicas) ? " (" + placed + " placed)" : ""));
    }
    if (rf == null && replicas == null) {
      missing.add("replication factor");
    }
    if (couchbaseLike) {
      word(words, missing, server, "bucketType", "bucket type ", "bucket type");
    }
    Set<String> shown = Set.of(STANDIN, "edition", "version", "nodes", "replicationFactor", "replicas",
        "replicasPlaced", "bucketType");
    for (Map.Entry<String, String> e : server.entrySet()) {
      if (!shown.contains(e.getKey()) && known(server, e.getKey()) != null) {
        words.add(spaced(e.getKey()) + " " + e.getValue());
      }
    }
    String line = String.join(", ", words);
    if ("false".equals(standin)) {
      line += "; not a stand-in";
    } else if (standin == null) {
      missing.add("stand-in or not");
    }
    if (!missing.isEmpty()) {
      line += (line.isEmpty() ? "" : "; ") + "not recorded: " + String.join(", ", missing);
    }
    return line;
  }

  /**
   * The settings in effect that form the guarantee ({@code db.setting.*}), e.g. {@code commitLevel=COMMIT_ALL,
   * replica=SEQUENCE, updateMode=replace}, distinct values over the hosts joined with {@code |}; empty when the
   * manifests hold none of them.
   *
   * @param declaredSettings the setting names a binding's declaration names for a DB class
   */
  public static String guaranteeSettings(List<Manifest> manifests, Function<String, Set<String>> declaredSettings) {
    Map<String, Set<String>> values = new LinkedHashMap<>();
    for (Manifest m : manifests) {
      Set<String> names = new LinkedHashSet<>(GUARANTEE_SETTINGS);
      names.addAll(declaredSettings.apply(m.dbClass()));
      for (Map.Entry<String, String> s : m.settings().entrySet()) {
        if (names.contains(s.getKey())) {
          values.computeIfAbsent(s.getKey(), k -> new LinkedHashSet<>()).add(s.getValue());
        }
      }
    }
    List<String> parts = new ArrayList<>();
    values.forEach((k, v) -> parts.add(k + "=" + String.join("|", v)));
    return String.join(", ", parts);
  }

  /** Where a free text and one host's captured facts disagree, one phrase each; none when they agree. */
  static List<String> disagreements(Map<String, String> server, String text) {
    List<String> out = new ArrayList<>();
    String standin = known(server, STANDIN);
    boolean saysStandin = STANDIN_WORD.matcher(text).find();
    if (standin != null && saysStandin != standin.equals("true")) {
      out.add("the text " + (saysStandin ? "says stand-in" : "does not say stand-in") + ", the manifest records "
          + (standin.equals("true") ? "a stand-in" : "not a stand-in"));
    }
    String version = known(server, "version");
    Matcher v = VERSION_WORD.matcher(text);
    if (version != null && v.find() && !version.contains(v.group(1))) {
      out.add("the text says version " + v.group(1) + ", the manifest records " + version);
    }
    String nodes = known(server, "nodes");
    Matcher n = NODES_WORD.matcher(text);
    if (nodes != null && n.find() && !nodes.equals(n.group(1))) {
      out.add("the text says " + n.group(1) + " nodes, the manifest records " + nodes);
    }
    return out;
  }

  private static void word(List<String> words, Set<String> missing, Map<String, String> server, String key,
      String prefix, String name) {
    String v = known(server, key);
    if (v != null) {
      words.add(prefix + v);
    } else {
      missing.add(name);
    }
  }

  /** A fact's value, or {@code null} when it is absent, blank or {@value #UNKNOWN}. */
  private static String known(Map<String, String> server, String key) {
    String v = server.get(key);
    return v == null || v.isBlank() || v.strip().equalsIgnoreCase(UNKNOWN) ? null : v.strip();
  }

  /** {@code strongConsistency} as {@code strong consistency}. */
  private static String spaced(String camel) {
    return camel.replaceAll("([a-z])([A-Z])", "$1 $2").toLowerCase(Locale.ROOT);
  }

  /** The setting names a binding's declaration names ({@code <aspect>.setting}); none without a declaration. */
  static Set<String> declaredSettings(String dbClass) {
    Optional<BindingGuarantees> declared = BindingGuarantees.find(dbClass);
    return declared.map(BindingGuarantees::settingNames).orElse(Set.of());
  }
}
