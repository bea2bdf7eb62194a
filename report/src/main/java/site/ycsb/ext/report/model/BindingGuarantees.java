/*
 * Copyright (c) 2026 ycsb-ext contributors.
 * Licensed under the Apache License, Version 2.0 (http://www.apache.org/licenses/LICENSE-2.0).
 */
package site.ycsb.ext.report.model;

import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.util.Arrays;
import java.util.Locale;
import java.util.Optional;
import java.util.Properties;
import site.ycsb.ext.contract.Manifest;

/**
 * A binding's own declaration of the settings that form the guarantee of a run (how many copies acknowledge a
 * write, which copy serves a read, whether an update replaces or merges), read from the binding's jar resource
 * {@value #DIR}{@code <db class>}{@value #SUFFIX}, and the words it gives a run's guarantees. The report carries the
 * built-in bindings' files as they are in their jars (the report's pom includes them; it imports no binding), so
 * a binding that changes a default changes the report with it.
 *
 * <p>Per aspect ({@code writes}, {@code reads}, {@code update}) the declaration names the binding's property
 * ({@code <aspect>.property}), its default ({@code .default}) and the setting in effect the binding records
 * ({@code .setting}, {@code db.setting.<name>}), whose values {@code .word.<value>} translates into the property's
 * words. A run's value is its setting in effect, else the property given, else the declared default. The meaning
 * of a word: {@code writes.copies.<word>} (a number of copies or {@code all}: the replication factor), or
 * {@code writes.replicas=true} (the word counts replicas besides the active copy; {@code writes.also.*} a further
 * condition), {@code writes.majority} (words under which a majority of the server's replicas + 1 acknowledge, else
 * {@code writes.observed.*} counts replicas as {@code writes.replicas} does), {@code writes.replication=observed}
 * (the client polls the replicas, rather than the server replicating synchronously); {@code reads.master} (the words under which the master serves every read, or {@code always}).
 *
 * <p>Immutable; thread-safe.
 */
public final class BindingGuarantees {
  /** Where a binding's declaration lies in its jar. */
  public static final String DIR = "META-INF/ycsb/";
  /** The declaration's file name after the DB class. */
  public static final String SUFFIX = ".guarantees.properties";

  private final Properties declared;

  private BindingGuarantees(Properties declared) {
    this.declared = declared;
  }

  /** A declaration given whole (a copy is kept). */
  public static BindingGuarantees of(Properties declared) {
    Properties copy = new Properties();
    copy.putAll(declared);
    return new BindingGuarantees(copy);
  }

  /** The declaration of a DB class on the report's class path; empty when that class declares none. */
  public static Optional<BindingGuarantees> find(String dbClass) {
    if (dbClass == null || dbClass.isBlank()) {
      return Optional.empty();
    }
    String name = DIR + dbClass + SUFFIX;
    try (InputStream in = BindingGuarantees.class.getClassLoader().getResourceAsStream(name)) {
      if (in == null) {
        return Optional.empty();
      }
      Properties declared = new Properties();
      declared.load(in);
      return Optional.of(new BindingGuarantees(declared));
    } catch (IOException e) {
      throw new UncheckedIOException("cannot read " + name + " from the report's class path", e);
    }
  }

  /** How many copies acknowledge a write, e.g. {@code 2 copies (as.commitLevel=all, replication factor 2)}. */
  String writes(Manifest m) {
    String property = declared.getProperty("writes.property", "writes");
    String word = value(m, "writes");
    if (listed("writes.majority", word)) {
      String replicas = m.server().getOrDefault("replicas", "");
      return replicas.isEmpty() || replicas.equals("unknown")
          ? "a majority of copies (" + property + "=" + word + "; replicas not recorded)"
          : copies((count(replicas) + 1) / 2 + 1) + " (" + property + "=" + word + ", " + replicas
          + (count(replicas) == 1 ? " replica)" : " replicas)");
    }
    if (declared.containsKey("writes.observed.property")) {
      return replicas(m, declared.getProperty("writes.observed.property"), count(value(m, "writes.observed")));
    }
    if (Boolean.parseBoolean(declared.getProperty("writes.replicas"))) {
      return replicas(m, property, count(word));
    }
    String copies = declared.getProperty("writes.copies." + word, "all");
    if (!copies.equals("all")) {
      long n = count(copies);
      return copies(n) + " (" + property + "=" + word + ")";
    }
    String rf = m.server().getOrDefault("replicationFactor", "");
    return rf.isEmpty() || rf.equals("unknown")
        ? "all replicas (" + property + "=" + word + "; replication factor not recorded)"
        : copies(count(rf)) + " (" + property + "=" + word + ", replication factor " + rf + ")";
  }

  /** Copies counted as replicas besides the active copy, with the further condition ({@code writes.also}). */
  private String replicas(Manifest m, String property, long replicas) {
    long also = declared.containsKey("writes.also.property") ? count(value(m, "writes.also")) : 0;
    return copies(1 + replicas) + " (" + property + "=" + replicas
        + (also > 0 ? ", " + declared.getProperty("writes.also.setting") + "=" + also : "") + ")";
  }

  /**
   * How the copies beyond the active one acknowledge a write: {@code synchronous (the server replicates before it
   * answers)}, or, where the declaration says {@code writes.replication=observed} and
   * no server-side level ({@code writes.majority}) is asked for, {@code observed by the client (...)}. Empty for one
   * copy, and for a binding that declares neither (its replication is not told apart).
   */
  Optional<String> replication(Manifest m) {
    if (!declared.containsKey("writes.replication") && !declared.containsKey("writes.majority")) {
      return Optional.empty();
    }
    if (writes(m).startsWith("1 copy")) {
      return Optional.empty();
    }
    boolean observed = !listed("writes.majority", value(m, "writes"))
        && "observed".equals(declared.getProperty("writes.replication", "synchronous"));
    return Optional.of(observed ? "observed by the client (the SDK polls the replicas after the active copy answered)"
        : "synchronous (the server replicates before it answers)");
  }

  private boolean listed(String key, String word) {
    return Arrays.asList(declared.getProperty(key, "").split(",")).contains(word);
  }

  /** A number of copies in words: {@code 1 copy}, {@code 2 copies}. */
  static String copies(long n) {
    return n + (n == 1 ? " copy" : " copies");
  }

  /** Which copy serves a read, e.g. {@code the master (as.replica=sequence)}. */
  String reads(Manifest m) {
    String master = declared.getProperty("reads.master", "");
    if (master.equals("always")) {
      return "the master (active copy)";
    }
    String word = value(m, "reads");
    String detail = " (" + declared.getProperty("reads.property", "reads") + "=" + word + ")";
    return Arrays.asList(master.split(",")).contains(word) ? "the master" + detail : "any replica" + detail;
  }

  /** What an update does, in the binding's word: {@code merge}, {@code replace}, ... */
  String update(Manifest m) {
    return value(m, "update");
  }

  /** The run's word for an aspect: its setting in effect, else its property, else the declared default. */
  private String value(Manifest m, String aspect) {
    String setting = m.settings().get(declared.getProperty(aspect + ".setting", ""));
    if (setting != null && !setting.isBlank()) {
      return declared.getProperty(aspect + ".word." + setting.strip(), setting.strip()).toLowerCase(Locale.ROOT);
    }
    String given = m.properties().get(declared.getProperty(aspect + ".property", ""));
    String v = given == null || given.isBlank() ? declared.getProperty(aspect + ".default", "") : given.strip();
    return v.toLowerCase(Locale.ROOT);
  }

  /** The names of the settings in effect ({@code db.setting.<name>}) the declaration reads, in its aspects' order. */
  java.util.Set<String> settingNames() {
    java.util.Set<String> names = new java.util.LinkedHashSet<>();
    for (String aspect : new String[] {"writes", "writes.observed", "writes.also", "reads", "update"}) {
      String name = declared.getProperty(aspect + ".setting", "");
      if (!name.isBlank()) {
        names.add(name.strip());
      }
    }
    return names;
  }

  /** A count as the declaration's words give it; 0 for anything else. */
  private static long count(String word) {
    try {
      return Long.parseLong(word.strip());
    } catch (NumberFormatException e) {
      return 0;
    }
  }
}
