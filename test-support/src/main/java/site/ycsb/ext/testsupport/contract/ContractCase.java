/*
 * Copyright (c) 2026 ycsb-ext contributors.
 * Licensed under the Apache License, Version 2.0 (http://www.apache.org/licenses/LICENSE-2.0).
 */
package site.ycsb.ext.testsupport.contract;

/**
 * The say-no and failure cases every binding keeps or declares not applicable (issue #54's list), each checked by one
 * test body of {@link BindingContract}.
 */
public enum ContractCase {
  /** A seed port that refuses connections, at 90 threads: a line saying refused, well within the connect timeout. */
  REFUSED_SERVER,
  /** A seed port that accepts and never answers, at 90 threads: a line not saying refused, within the timeout + 5 s. */
  SILENT_SERVER,
  /** A bucket or namespace the server does not have: exit 2 at init, the line names it. */
  MISSING_CONTAINER,
  /** A durability, commit or consistency level the server cannot give: exit 2 at init after one bootstrap. */
  IMPOSSIBLE_DURABILITY,
  /** An expiry or TTL the server would read as the past or cannot hold: exit 2 at init naming the property. */
  EXPIRY_OUT_OF_RANGE,
  /** A record over the server's size limit: exit 2 at init, nothing written. */
  OVERSIZED_RECORD,
  /** A second load of the same keys: the already-exists result carries the how-to hint ({@code insertstart}). */
  REPEATED_LOAD,
  /** A misspelt property: exit 2 with a suggestion among the binding's own names, none for a far one. */
  MISSPELT_PROPERTY,
  /** Ctrl-C (SIGINT) while the binding bootstraps: exit 130 within 2 s, only {@code ycsb:} lines on stderr. */
  CTRL_C_DURING_BOOTSTRAP,
  /** A trust store opened with the wrong password: exit 2 naming the property and the cause. */
  TRUST_STORE_WRONG_PASSWORD,
  /** A PEM certificate given where a key store is expected: exit 2 naming the property and the cause. */
  TRUST_STORE_PEM,
  /** An empty trust store file: exit 2 naming the property and the cause. */
  TRUST_STORE_EMPTY,
  /** A password given on the command line appears in no output and no file the run writes. */
  PASSWORD_NEVER_PRINTED
}
