/*
 * Copyright (c) 2026 ycsb-ext contributors.
 * Licensed under the Apache License, Version 2.0 (http://www.apache.org/licenses/LICENSE-2.0).
 */
package site.ycsb.ext.fanout;

import java.util.List;

/**
 * Resolves an upstream YCSB argument list ({@code <binding> [-P file]... [-p key=value]... [-threads n] [-target n]
 * ...}) with the launcher's own parser, so fan-out splits exactly the counts that {@code bin/ycsb load|run} would use.
 * The launcher module implements it and hands it to {@link FanoutCommand}'s constructor (fan-out cannot depend on the
 * launcher, which depends on it). Implementations must be thread-safe.
 */
@FunctionalInterface
public interface YcsbArgsResolver {

  /**
   * Resolves one command line as the central host sees it (relative {@code -P} files against its working directory).
   * It must not apply the per-client {@code int} limits of {@code recordcount}, {@code insertcount} and
   * {@code operationcount}: fan-out checks them on each host's share.
   *
   * @param phase {@code load} or {@code run}
   * @param args the arguments after {@code fanout load|run [fanout options]}, binding first
   * @return the binding and the final properties, upstream precedence applied ({@code -P} files, then options, then
   *     {@code -p})
   * @throws IllegalArgumentException with a one-line message naming the option or property, the value and what is
   *     expected
   */
  YcsbArgs resolve(String phase, List<String> args);
}
