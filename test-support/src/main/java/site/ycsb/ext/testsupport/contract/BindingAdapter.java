/*
 * Copyright (c) 2026 ycsb-ext contributors.
 * Licensed under the Apache License, Version 2.0 (http://www.apache.org/licenses/LICENSE-2.0).
 */
package site.ycsb.ext.testsupport.contract;

import java.nio.file.Path;
import java.util.List;
import java.util.Map;

/**
 * What {@link BindingContract} needs to know of one binding: how to start its stand-in, its property names for each
 * case, and which cases it keeps. A method of a case the binding declares not applicable is never called (its
 * default throws). One instance per test class; not thread-safe.
 */
public interface BindingAdapter extends AutoCloseable {

  /** @return the binding's name on the command line ({@code aerospike}, {@code couchbase3}, ...) */
  String binding();

  /** @return more launcher arguments that select the binding, e.g. {@code -p db=<class> -cp <jars>}; none by default */
  default List<String> launcherArguments() {
    return List.of();
  }

  /** Starts the binding's stand-in (once per test class). */
  void start() throws Exception;

  /** Stops the stand-in. */
  @Override
  void close();

  /** @return whether the binding keeps {@code c}, or why not */
  Applicability applicability(ContractCase c);

  /** @return the {@code -p} options that reach the running stand-in (host, port, bucket or namespace, login) */
  Map<String, String> server();

  /**
   * @param port a loopback port (refusing, silent, or a counting forwarder in front of {@link #seedPort()})
   * @param connectTimeoutMillis the connect timeout to set
   * @return {@link #server()}'s options with the first contact (seed) moved to {@code 127.0.0.1:port}
   */
  Map<String, String> seedAt(int port, int connectTimeoutMillis);

  /** @return the stand-in's port of the first contact: each bootstrap opens one connection to it */
  default int seedPort() {
    throw new UnsupportedOperationException();
  }

  /**
   * @param port a forwarder in front of {@link #seedPort()}
   * @return {@link #server()}'s options with only the first contact moved to {@code 127.0.0.1:port}
   */
  default Map<String, String> seedThrough(int port) {
    return seedAt(port, 30_000);
  }

  /**
   * @return the most connections one bootstrap of all the run's threads opens to a seed that never answers: a few
   *     where the threads share one client (the default, 4), one per thread where the binding gives each its own
   */
  default int connectionsPerBootstrap() {
    return 4;
  }

  /** @return options naming a bucket or namespace called {@code name}, which the stand-in does not have */
  default Map<String, String> missingContainer(String name) {
    throw new UnsupportedOperationException();
  }

  /** @return a durability, commit or consistency setting the stand-in cannot give ({@code name=value}) */
  default Map.Entry<String, String> impossibleDurability() {
    throw new UnsupportedOperationException();
  }

  /** @return an expiry or TTL setting the server would read as the past or cannot hold */
  default Map.Entry<String, String> expiryOutOfRange() {
    throw new UnsupportedOperationException();
  }

  /** @return the largest record, in bytes, the stand-in takes; the suite asks for a field longer than that */
  default int maxRecordBytes() {
    throw new UnsupportedOperationException();
  }

  /** @return a misspelling of one of the binding's properties (set to {@code value}) and the name it suggests */
  default Map.Entry<String, String> misspeltProperty() {
    throw new UnsupportedOperationException();
  }

  /**
   * @return a name under the binding's prefix that is none of its own and near none of them (another binding's
   *     property, say), for which no suggestion may be made
   */
  default String foreignProperty() {
    throw new UnsupportedOperationException();
  }

  /** @return the value {@link #misspeltProperty()}'s and {@link #foreignProperty()}'s options are set to */
  default String misspeltValue() {
    return "1";
  }

  /**
   * @param store the trust store file
   * @param password its password
   * @return options that turn TLS on against the stand-in with that trust store
   */
  default Map<String, String> trustStore(Path store, String password) {
    throw new UnsupportedOperationException();
  }

  /** @return the name of the trust store property (the refusal names it) */
  default String trustStoreProperty() {
    throw new UnsupportedOperationException();
  }

  /** @return {@link #server()}'s options with the login's password set to {@code secret} (right or wrong) */
  default Map<String, String> password(String secret) {
    throw new UnsupportedOperationException();
  }
}
