/*
 * Copyright (c) 2026 ycsb-ext contributors.
 * Licensed under the Apache License, Version 2.0 (http://www.apache.org/licenses/LICENSE-2.0).
 */
package site.ycsb.ext.fanout.ssh;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.OptionalInt;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import site.ycsb.ext.fanout.FanoutInputException;

/**
 * Parses the client hosts of a fan-out: {@code --hosts a,b,c} or a hosts file with one
 * {@code [user@]host[:port] [threads=N] [remote-dir=PATH] [label=NAME]} a line ({@code #} starts a comment; an IPv6
 * address with a port is written {@code [addr]:port}). Labels default to the host name, with {@code _<port>} added
 * when two entries share a host. Stateless; thread-safe.
 */
public final class HostsParser {
  /** Per-host override: {@code threadcount} for that host. */
  public static final String THREADS = "threads";
  /** Per-host override: the remote base directory for that host. */
  public static final String REMOTE_DIR = "remote-dir";
  /** Per-host override: the result directory name for that host. */
  public static final String LABEL = "label";
  static final String VALID_KEYS = THREADS + ", " + REMOTE_DIR + " or " + LABEL;

  private static final Pattern USER = Pattern.compile("[A-Za-z0-9_][A-Za-z0-9._-]*");
  private static final Pattern NAME = Pattern.compile("[A-Za-z0-9][A-Za-z0-9._-]*");
  private static final Pattern IPV6 = Pattern.compile("[0-9A-Fa-f:.]+(%[A-Za-z0-9]+)?");
  private static final Pattern BRACKETED = Pattern.compile("\\[([^\\]]+)\\](?::(.*))?");
  private static final Pattern LABEL_PATTERN = Pattern.compile("[A-Za-z0-9][A-Za-z0-9._-]*");

  private HostsParser() {
  }

  /** Parses {@code --hosts}: comma-separated {@code [user@]host[:port]}, no overrides. */
  public static List<HostSpec> parseList(String hosts) {
    List<HostSpec> parsed = new ArrayList<>();
    for (String entry : hosts.split(",", -1)) {
      String trimmed = entry.trim();
      if (trimmed.isEmpty()) {
        throw FanoutInputException.invalid("option '--hosts'", hosts,
            "a comma-separated list of [user@]host[:port] without empty entries");
      }
      parsed.add(parseHost(trimmed, "option '--hosts'", Map.of()));
    }
    return finish(parsed, "option '--hosts'");
  }

  /** Parses a hosts file; errors name the file and the line. */
  public static List<HostSpec> parseFile(Path file) {
    List<String> lines;
    try {
      lines = Files.readAllLines(file, StandardCharsets.UTF_8);
    } catch (NoSuchFileException e) {
      throw new FanoutInputException("Hosts file given with --hosts-file does not exist: " + file);
    } catch (IOException e) {
      throw new FanoutInputException("Hosts file given with --hosts-file cannot be read: " + file + " (" + e.getMessage()
          + ")");
    }
    return parseLines(lines, file.toString());
  }

  /** Parses the lines of a hosts file named {@code source} in error messages. */
  static List<HostSpec> parseLines(List<String> lines, String source) {
    List<HostSpec> parsed = new ArrayList<>();
    for (int i = 0; i < lines.size(); i++) {
      String line = lines.get(i);
      int hash = line.indexOf('#');
      String content = (hash >= 0 ? line.substring(0, hash) : line).trim();
      if (content.isEmpty()) {
        continue;
      }
      String where = "line " + (i + 1) + " of hosts file " + source;
      String[] words = content.split("\\s+");
      Map<String, String> overrides = new HashMap<>();
      for (int w = 1; w < words.length; w++) {
        int eq = words[w].indexOf('=');
        if (eq <= 0) {
          throw FanoutInputException.invalid("a per-host override on " + where, words[w], "key=value with key "
              + VALID_KEYS);
        }
        String key = words[w].substring(0, eq);
        if (!key.equals(THREADS) && !key.equals(REMOTE_DIR) && !key.equals(LABEL)) {
          throw FanoutInputException.invalid("the per-host override key on " + where, key, VALID_KEYS);
        }
        if (overrides.put(key, words[w].substring(eq + 1)) != null) {
          throw new FanoutInputException("Per-host override '" + key + "' given twice on " + where);
        }
      }
      parsed.add(parseHost(words[0], where, overrides));
    }
    if (parsed.isEmpty()) {
      throw new FanoutInputException("Hosts file " + source + " lists no host: expected one [user@]host[:port] a line");
    }
    return finish(parsed, "hosts file " + source);
  }

  private static HostSpec parseHost(String entry, String where, Map<String, String> overrides) {
    String expected = "[user@]host[:port] with a host name, IPv4 address or [IPv6 address] and a port from 1 to 65535";
    String rest = entry;
    String user = "";
    int at = rest.lastIndexOf('@');
    if (at >= 0) {
      user = rest.substring(0, at);
      rest = rest.substring(at + 1);
      if (!USER.matcher(user).matches()) {
        throw FanoutInputException.invalid("the user name on " + where, user, "letters, digits, '.', '_' or '-'");
      }
    }
    String host;
    String portText = null;
    Matcher bracketed = BRACKETED.matcher(rest);
    if (bracketed.matches()) {
      host = bracketed.group(1);
      portText = bracketed.group(2);
      if (!IPV6.matcher(host).matches()) {
        throw FanoutInputException.invalid("the host on " + where, entry, expected);
      }
    } else {
      int colon = rest.indexOf(':');
      if (colon >= 0 && rest.indexOf(':', colon + 1) >= 0) {
        throw FanoutInputException.invalid("the host on " + where, entry, expected + " (write IPv6 as [addr]:port)");
      }
      host = colon >= 0 ? rest.substring(0, colon) : rest;
      portText = colon >= 0 ? rest.substring(colon + 1) : null;
      if (!NAME.matcher(host).matches()) {
        throw FanoutInputException.invalid("the host on " + where, entry, expected);
      }
    }
    int port = 0;
    if (portText != null) {
      port = parsePort(portText);
      if (port < 1) {
        throw FanoutInputException.invalid("the port on " + where, portText, "a port from 1 to 65535");
      }
    }
    OptionalInt threads = OptionalInt.empty();
    if (overrides.containsKey(THREADS)) {
      threads = OptionalInt.of(parseThreads(overrides.get(THREADS), where));
    }
    String remoteDir = overrides.getOrDefault(REMOTE_DIR, "");
    if (overrides.containsKey(REMOTE_DIR) && (remoteDir.isEmpty() || remoteDir.indexOf('\'') >= 0)) {
      throw FanoutInputException.invalid("'" + REMOTE_DIR + "' on " + where, remoteDir,
          "a non-empty directory path without quotes");
    }
    String label = overrides.getOrDefault(LABEL, "");
    if (overrides.containsKey(LABEL) && !LABEL_PATTERN.matcher(label).matches()) {
      throw FanoutInputException.invalid("'" + LABEL + "' on " + where, label, "letters, digits, '.', '_' or '-'");
    }
    return new HostSpec(user, host, port, label, threads, remoteDir);
  }

  private static int parsePort(String text) {
    if (text.isEmpty() || text.length() > 5 || !text.chars().allMatch(Character::isDigit)) {
      return -1;
    }
    int port = Integer.parseInt(text);
    return port <= 65535 ? port : -1;
  }

  private static int parseThreads(String text, String where) {
    try {
      int threads = Integer.parseInt(text);
      if (threads >= 1) {
        return threads;
      }
    } catch (NumberFormatException e) {
      // reported below
    }
    throw FanoutInputException.invalid("'" + THREADS + "' on " + where, text, "a whole number from 1");
  }

  /** Gives every host a unique label; rejects a host listed twice. */
  private static List<HostSpec> finish(List<HostSpec> hosts, String source) {
    Set<String> destinations = new HashSet<>();
    Map<String, Integer> perHost = new HashMap<>();
    for (HostSpec h : hosts) {
      String key = h.user() + "@" + h.host() + ":" + h.port();
      if (!destinations.add(key)) {
        throw new FanoutInputException("Host '" + h.display() + "' is listed twice in " + source
            + ": each client host runs one share");
      }
      perHost.merge(h.host(), 1, Integer::sum);
    }
    List<HostSpec> labelled = new ArrayList<>();
    Set<String> labels = new HashSet<>();
    for (HostSpec h : hosts) {
      String label = h.label();
      if (label.isEmpty()) {
        label = h.host().replace(':', '_').replace('%', '_');
        if (perHost.get(h.host()) > 1) {
          label = label + "_" + (h.port() > 0 ? h.port() : "22") + (h.user().isEmpty() ? "" : "_" + h.user());
        }
      }
      if (!labels.add(label)) {
        throw new FanoutInputException("Result label '" + label + "' is used by two hosts in " + source
            + ": give one of them label=<name>");
      }
      labelled.add(h.withLabel(label));
    }
    return List.copyOf(labelled);
  }
}
