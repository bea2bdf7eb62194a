/*
 * Copyright (c) 2026 ycsb-ext contributors.
 * Licensed under the Apache License, Version 2.0 (http://www.apache.org/licenses/LICENSE-2.0).
 */
package site.ycsb.ext.fanout;

import java.io.IOException;
import java.io.InputStream;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Properties;

/**
 * A small real {@link YcsbArgsResolver} for tests (the launcher's is wired in production): the binding first, then
 * {@code -P} files in order, {@code -threads}/{@code -target}/{@code -s}/{@code -l}, and {@code -p} last, as upstream.
 * Thread-safe.
 */
public final class MinimalYcsbArgs implements YcsbArgsResolver {
  @Override
  public YcsbArgs resolve(String phase, List<String> args) {
    if (args.isEmpty()) {
      throw new IllegalArgumentException("Missing binding: expected <binding> [ycsb args]");
    }
    Properties files = new Properties();
    Properties overrides = new Properties();
    List<String> jvmArgs = new ArrayList<>();
    List<String> classpath = new ArrayList<>();
    for (int i = 1; i < args.size(); i++) {
      String option = args.get(i);
      if (option.equals("-s")) {
        overrides.setProperty("status", "true");
        continue;
      }
      if (i + 1 >= args.size()) {
        throw new IllegalArgumentException("Missing value for option '" + option + "'");
      }
      String value = args.get(++i);
      switch (option) {
        case "-P" -> {
          try (InputStream in = Files.newInputStream(Path.of(value))) {
            files.load(in);
          } catch (NoSuchFileException e) {
            throw new IllegalArgumentException("Property file given with -P does not exist: " + value);
          } catch (IOException e) {
            throw new IllegalArgumentException("Property file given with -P cannot be read: " + value);
          }
        }
        case "-p" -> {
          int eq = value.indexOf('=');
          if (eq <= 0) {
            throw new IllegalArgumentException("Invalid -p '" + value + "': expected <key>=<value>");
          }
          overrides.setProperty(value.substring(0, eq), value.substring(eq + 1));
        }
        case "-threads" -> overrides.setProperty("threadcount", value);
        case "-target" -> overrides.setProperty("target", value);
        case "-l" -> overrides.setProperty("label", value);
        case "-jvm-args" -> jvmArgs.addAll(List.of(value.trim().split("\\s+")));
        case "-cp" -> classpath.addAll(List.of(value.split(":")));
        default -> throw new IllegalArgumentException("Unknown option: '" + option + "'");
      }
    }
    files.putAll(overrides);
    files.setProperty("dotransactions", Boolean.toString("run".equals(phase)));
    return new YcsbArgs(args.get(0), files, jvmArgs, classpath);
  }
}
