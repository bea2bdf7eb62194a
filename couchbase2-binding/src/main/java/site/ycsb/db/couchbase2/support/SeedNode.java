/*
 * Copyright (c) 2026 ycsb-ext contributors.
 * Licensed under the Apache License, Version 2.0 (http://www.apache.org/licenses/LICENSE-2.0).
 */
package site.ycsb.db.couchbase2.support;

import java.util.ArrayList;
import java.util.Collections;
import java.util.List;

/**
 * One seed of {@link Couchbase2Properties#HOST}: a host name, an IPv4 address or an IPv6 literal, with an optional
 * port. Written as {@code host}, {@code host:port}, {@code ::1}, {@code [::1]} or {@code [::1]:port}; a bare IPv6
 * literal has no port (its last group would be one). Parsing never resolves a name.
 *
 * <p>Immutable and thread-safe.
 */
public final class SeedNode {
  /** Host name characters: letters, digits, dots, dashes and underscores (IPv4 addresses included). */
  static final String HOST_CHARS = "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789.-_";

  private static final int IPV6_GROUPS = 8;
  private static final int MAX_PORT = 65535;

  private final String host;
  private final boolean ipv6;
  private final int port;

  private SeedNode(String host, boolean ipv6, int port) {
    this.host = host;
    this.ipv6 = ipv6;
    this.port = port;
  }

  /**
   * @param value {@code couchbase.host}: comma-separated seeds
   * @return the seeds, in the order given; never empty
   * @throws InvalidPropertyException naming {@code couchbase.host} when a seed is not a host, address or port
   */
  static List<SeedNode> parseList(String value) {
    List<SeedNode> parsed = new ArrayList<>();
    for (String part : value.split(",", -1)) {
      SeedNode seed = SeedNode.parse(part.trim());
      if (seed == null) {
        throw new InvalidPropertyException(Couchbase2Properties.HOST, value, "a comma-separated list of seeds, each a"
            + " host name, an IPv4 address or an IPv6 literal (::1 or [::1]), optionally with a port 1 to 65535:"
            + " host:port, 10.0.0.1:port or [::1]:port");
      }
      parsed.add(seed);
    }
    return Collections.unmodifiableList(parsed);
  }

  /**
   * @param text one seed, without surrounding blanks
   * @return the seed, or {@code null} when {@code text} is none of the accepted forms or its port is not 1 to 65535
   */
  static SeedNode parse(String text) {
    if (text.startsWith("[")) {
      int close = text.indexOf(']');
      if (close < 0) {
        return null;
      }
      String address = text.substring(1, close);
      String rest = text.substring(close + 1);
      if (!isIpv6Literal(address)) {
        return null;
      }
      if (rest.isEmpty()) {
        return new SeedNode(address, true, 0);
      }
      int port = rest.startsWith(":") ? port(rest.substring(1)) : 0;
      return port == 0 ? null : new SeedNode(address, true, port);
    }
    int colon = text.indexOf(':');
    if (colon >= 0 && text.indexOf(':', colon + 1) >= 0) {
      return isIpv6Literal(text) ? new SeedNode(text, true, 0) : null;
    }
    String name = colon < 0 ? text : text.substring(0, colon);
    if (!isHostName(name)) {
      return null;
    }
    if (colon < 0) {
      return new SeedNode(name, false, 0);
    }
    int port = port(text.substring(colon + 1));
    return port == 0 ? null : new SeedNode(name, false, port);
  }

  /** @return the port 1 to 65535 that {@code text} spells in decimal digits, or 0 when it spells none */
  private static int port(String text) {
    if (text.isEmpty() || text.length() > 5) {
      return 0;
    }
    for (int i = 0; i < text.length(); i++) {
      if (text.charAt(i) < '0' || text.charAt(i) > '9') {
        return 0;
      }
    }
    int port = Integer.parseInt(text);
    return port <= MAX_PORT ? port : 0;
  }

  private static boolean isHostName(String text) {
    for (int i = 0; i < text.length(); i++) {
      if (HOST_CHARS.indexOf(text.charAt(i)) < 0) {
        return false;
      }
    }
    return !text.isEmpty();
  }

  /**
   * @return whether {@code text} is an IPv6 address in the text forms of RFC 4291 section 2.2: eight groups of 1 to
   *     4 hex digits, one {@code ::} standing for one or more zero groups, the last two groups optionally as an IPv4
   *     address; no zone
   */
  static boolean isIpv6Literal(String text) {
    String groups = text;
    int lastColon = text.lastIndexOf(':');
    if (lastColon < 0) {
      return false;
    }
    if (text.indexOf('.', lastColon) >= 0) {
      if (!isIpv4(text.substring(lastColon + 1))) {
        return false;
      }
      groups = text.substring(0, lastColon + 1) + "0:0";
    }
    int gap = groups.indexOf("::");
    if (gap < 0) {
      return countGroups(groups) == IPV6_GROUPS;
    }
    if (groups.indexOf("::", gap + 1) >= 0) {
      return false;
    }
    int before = gap == 0 ? 0 : countGroups(groups.substring(0, gap));
    int after = gap + 2 == groups.length() ? 0 : countGroups(groups.substring(gap + 2));
    return before >= 0 && after >= 0 && before + after < IPV6_GROUPS;
  }

  /** @return how many colon-separated groups of 1 to 4 hex digits {@code text} is, or -1 when it is not such a list */
  private static int countGroups(String text) {
    String[] groups = text.split(":", -1);
    for (String group : groups) {
      if (group.isEmpty() || group.length() > 4) {
        return -1;
      }
      for (int i = 0; i < group.length(); i++) {
        if (Character.digit(group.charAt(i), 16) < 0) {
          return -1;
        }
      }
    }
    return groups.length;
  }

  /** @return whether {@code text} is four dot-separated decimal numbers 0 to 255 of 1 to 3 digits */
  private static boolean isIpv4(String text) {
    String[] parts = text.split("\\.", -1);
    if (parts.length != 4) {
      return false;
    }
    for (String part : parts) {
      if (part.isEmpty() || part.length() > 3) {
        return false;
      }
      for (int i = 0; i < part.length(); i++) {
        if (part.charAt(i) < '0' || part.charAt(i) > '9') {
          return false;
        }
      }
      if (Integer.parseInt(part) > 255) {
        return false;
      }
    }
    return true;
  }

  /** @return the host name or address to connect to, an IPv6 literal without brackets */
  public String host() {
    return host;
  }

  /** @return {@link #host()} as it goes before a {@code :port}: an IPv6 literal in brackets */
  public String address() {
    return ipv6 ? "[" + host + "]" : host;
  }

  /** @return the seed's port, 1 to 65535, or 0 when it names none */
  public int port() {
    return port;
  }

  /**
   * @return the seed as the SDK's connection string reads it: an IPv6 literal in brackets (the SDK takes the last
   *     group of a bare one for a port), then {@code :port} when the seed has one
   */
  @Override
  public String toString() {
    return port == 0 ? address() : address() + ":" + port;
  }
}
