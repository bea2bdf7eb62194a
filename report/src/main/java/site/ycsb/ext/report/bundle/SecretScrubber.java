/*
 * Copyright (c) 2026 ycsb-ext contributors.
 * Licensed under the Apache License, Version 2.0 (http://www.apache.org/licenses/LICENSE-2.0).
 */
package site.ycsb.ext.report.bundle;

import java.io.BufferedReader;
import java.io.BufferedWriter;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.Properties;
import java.util.function.UnaryOperator;
import site.ycsb.ext.contract.CoreProperty;
import site.ycsb.ext.contract.Json;
import site.ycsb.ext.contract.SecretMask;
import site.ycsb.ext.contract.SecretNames;

/**
 * Keeps secrets out of a bundle. Manifests mask secret properties when a run writes them, but a bundle also copies
 * files written by other code or older versions (fan-out's record, a study file, an old manifest): this finds every
 * secret property's value in them (a JSON member whose name is secret, a {@code name=value} string whose name is)
 * and masks those values, and the names' assignments, in every text file it copies, with run-contract's
 * {@link SecretMask} ({@link SecretNames}: the manifests' rule, including the names a run lists in
 * {@value SecretNames#PROPERTY}). Log files ({@code .hlog}, {@code .hdr})
 * carry no properties and are copied untouched. Not thread-safe while {@link #learn} is called; {@link #mask} may be
 * called from any thread after.
 */
final class SecretScrubber {
  /** Every secret value found, under its property's name (a second value of one name under {@code name#2}, ...). */
  private final Properties secrets = new Properties();
  /** Every {@value SecretNames#PROPERTY} value found, joined: the names a run declared secret. */
  private final Properties listed = new Properties();
  private final java.util.List<String[]> candidates = new java.util.ArrayList<>();
  private UnaryOperator<String> masker = UnaryOperator.identity();

  /** Learns the secret values of one JSON file (a manifest, fanout.json, a study file); unreadable JSON is skipped. */
  void learn(Path jsonFile) throws IOException {
    Object json;
    try {
      json = Json.parse(Files.readString(jsonFile, StandardCharsets.UTF_8));
    } catch (IllegalArgumentException e) {
      return;
    }
    walk(json);
    SecretNames names = SecretNames.of(listed);
    for (String[] c : candidates) {
      if (names.masks(c[0], c[1]) && !c[1].isEmpty() && !c[1].equals(CoreProperty.SECRET_MASK)
          && !secrets.containsValue(c[1])) {
        String key = c[0];
        for (int n = 2; secrets.containsKey(key); n++) {
          key = c[0] + "#" + n;
        }
        secrets.setProperty(key, c[1]);
      }
    }
    Properties maskedNames = new Properties();
    maskedNames.putAll(secrets);
    maskedNames.putAll(listed);
    masker = SecretMask.masker(maskedNames);
  }

  private void walk(Object node) {
    if (node instanceof Map<?, ?> map) {
      for (Map.Entry<?, ?> e : map.entrySet()) {
        if (e.getValue() instanceof String value) {
          remember(String.valueOf(e.getKey()), value);
          assignment(value);
        } else {
          walk(e.getValue());
        }
      }
    } else if (node instanceof List<?> list) {
      for (Object o : list) {
        if (o instanceof String s) {
          assignment(s);
        } else {
          walk(o);
        }
      }
    }
  }

  /** {@code -p db.passwd=x} as one string, or {@code db.passwd=x} in a command line. */
  private void assignment(String text) {
    for (String word : text.split("\\s+")) {
      int eq = word.indexOf('=');
      if (eq > 0) {
        remember(word.substring(0, eq), word.substring(eq + 1));
      }
    }
  }

  private void remember(String key, String value) {
    if (key.equals(SecretNames.PROPERTY)) {
      listed.setProperty(key, (listed.getProperty(key, "") + "," + value).replaceFirst("^,", ""));
    } else {
      candidates.add(new String[] {key, value});
    }
  }

  /** {@code text} with every learnt secret masked. */
  String mask(String text) {
    return masker.apply(text);
  }

  /**
   * Whether {@code file} (text) holds a learnt secret or a secret assignment: read line by line, never whole.
   */
  boolean needsMasking(Path file) throws IOException {
    try (BufferedReader in = Files.newBufferedReader(file, StandardCharsets.UTF_8)) {
      for (String line = in.readLine(); line != null; line = in.readLine()) {
        if (!mask(line).equals(line)) {
          return true;
        }
      }
    } catch (java.nio.charset.MalformedInputException e) {
      return false;
    }
    return false;
  }

  /** Writes {@code file} masked to {@code masked}, line by line. */
  void writeMasked(Path file, Path masked) throws IOException {
    try (BufferedReader in = Files.newBufferedReader(file, StandardCharsets.UTF_8);
        BufferedWriter out = Files.newBufferedWriter(masked, StandardCharsets.UTF_8)) {
      for (String line = in.readLine(); line != null; line = in.readLine()) {
        out.write(mask(line));
        out.write('\n');
      }
    }
  }

  /** Masks {@code args} (a command line) as one text. */
  List<String> mask(List<String> args) {
    return args.stream().map(this::mask).toList();
  }
}
