/*
 * Copyright (c) 2026 ycsb-ext contributors.
 * Licensed under the Apache License, Version 2.0 (http://www.apache.org/licenses/LICENSE-2.0).
 */
package site.ycsb.ext.engine;

import java.util.Map;
import java.util.regex.Pattern;
import site.ycsb.ext.contract.Manifest;

/**
 * Says in the manifest's {@code server} section whether the servers measured were this project's stand-ins: the
 * bindings record what the servers say of themselves ({@code edition}, {@code version}) and this project's
 * stand-ins say so there ({@code ... (ycsb-ext stand-in)}, {@code 7.6.0-ycsb-ext-standin}). Hook: {@link #record}, after
 * {@link BindingFacts} filled the section. Stateless; thread-safe.
 */
final class StandinMark implements RunFeature {
  /** The manifest's {@code server} entry this sets; the report's title and "how measured" box read it. */
  static final String KEY = "standin";
  private static final Pattern STANDIN = Pattern.compile("(?i)stand-?in");

  @Override
  public void record(Manifest.Builder manifest) {
    mark(manifest.server);
  }

  /**
   * Sets {@link #KEY} to {@code true} when a fact names a stand-in, else {@code false}; leaves an empty section (a
   * binding that reports nothing of its servers) and one that already has the key as they are.
   *
   * @param server the manifest's {@code server} section, changed in place
   */
  static void mark(Map<String, String> server) {
    if (server.isEmpty() || server.containsKey(KEY)) {
      return;
    }
    boolean standin = server.values().stream().anyMatch(value -> STANDIN.matcher(value).find());
    server.put(KEY, String.valueOf(standin));
  }
}
