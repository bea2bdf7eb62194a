/*
 * Copyright (c) 2026 ycsb-ext contributors.
 * Licensed under the Apache License, Version 2.0 (http://www.apache.org/licenses/LICENSE-2.0).
 */
package site.ycsb.db.aerospike;

/** One seed host: a name or IP literal (IPv6 without brackets) and a port. Immutable. */
public final class SeedHost {
  private final String name;
  private final int port;

  SeedHost(String name, int port) {
    this.name = name;
    this.port = port;
  }

  public String getName() {
    return name;
  }

  public int getPort() {
    return port;
  }

  @Override
  public boolean equals(Object o) {
    return o instanceof SeedHost && ((SeedHost) o).name.equals(name) && ((SeedHost) o).port == port;
  }

  @Override
  public int hashCode() {
    return name.hashCode() * 31 + port;
  }

  @Override
  public String toString() {
    return (name.indexOf(':') >= 0 ? "[" + name + "]" : name) + ":" + port;
  }
}
