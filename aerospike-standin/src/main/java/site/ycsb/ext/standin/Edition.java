/*
 * Copyright (c) 2026 ycsb-ext contributors.
 * Licensed under the Apache License, Version 2.0 (http://www.apache.org/licenses/LICENSE-2.0).
 */
package site.ycsb.ext.standin;

import java.util.Locale;

/**
 * Which Aerospike server edition a stand-in answers as. Community (the default) refuses what a Community
 * Edition 8.1 server refuses: linearized reads and durable deletes ({@code ENTERPRISE_ONLY}, 25), security
 * messages ({@code SECURITY_NOT_SUPPORTED}, 51) and strong-consistency namespaces. Enterprise serves them.
 */
public enum Edition {
  /** Aerospike Community Edition: the default. */
  COMMUNITY("Aerospike Community Edition"),
  /** Aerospike Enterprise Edition: linearized reads, durable deletes, security, strong consistency. */
  ENTERPRISE("Aerospike Enterprise Edition");

  private final String infoName;

  Edition(String infoName) {
    this.infoName = infoName;
  }

  /** @return the value of the {@code edition} info request, as the real server answers it */
  public String infoName() {
    return infoName;
  }

  /** @return the lower-case name used on the command line ({@code community}, {@code enterprise}) */
  public String optionName() {
    return name().toLowerCase(Locale.ROOT);
  }

  /**
   * @param name {@code community} or {@code enterprise} (any case)
   * @return the edition
   * @throws IllegalArgumentException for any other name
   */
  public static Edition parse(String name) {
    for (Edition e : values()) {
      if (e.optionName().equalsIgnoreCase(name)) {
        return e;
      }
    }
    throw new IllegalArgumentException("Invalid edition '" + name + "': expected community or enterprise");
  }
}
