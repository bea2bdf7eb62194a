/*
 * Copyright (c) 2026 ycsb-ext contributors.
 * Licensed under the Apache License, Version 2.0 (http://www.apache.org/licenses/LICENSE-2.0).
 */
package site.ycsb.ext.testsupport.ssh;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Comparator;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.extension.AfterAllCallback;
import org.junit.jupiter.api.extension.BeforeAllCallback;
import org.junit.jupiter.api.extension.ExtensionContext;

/**
 * A JUnit 5 extension that owns one {@link LoopbackHosts} for a test class: started before the class's first test in a
 * fresh temporary directory, closed (every server stopped, every process it started killed) and deleted after its last
 * test. Register it as a static field:
 *
 * <pre>{@code
 * @RegisterExtension
 * static final LoopbackHostsExtension HOSTS = new LoopbackHostsExtension("127.0.0.2", "127.0.0.3");
 * ...
 * HOSTS.hosts().server(0).home()
 * }</pre>
 *
 * <p>The accessors may be called from the test class's tests only (between its before-all and after-all callbacks);
 * JUnit calls the callbacks on one thread.
 */
public final class LoopbackHostsExtension implements BeforeAllCallback, AfterAllCallback {
  private final List<String> addresses;
  private Path dir;
  private LoopbackHosts hosts;

  /** @param addresses one loopback address per host, e.g. {@code 127.0.0.2}; at least one */
  public LoopbackHostsExtension(String... addresses) {
    if (addresses.length == 0) {
      throw new IllegalArgumentException("LoopbackHostsExtension needs at least one loopback address");
    }
    this.addresses = List.of(addresses);
  }

  @Override
  public void beforeAll(ExtensionContext context) throws Exception {
    dir = Files.createTempDirectory("loopback-hosts-");
    hosts = LoopbackHosts.start(dir, addresses.toArray(new String[0]));
  }

  @Override
  public void afterAll(ExtensionContext context) throws IOException {
    try {
      if (hosts != null) {
        hosts.close();
      }
    } finally {
      hosts = null;
      deleteTree(dir);
    }
  }

  /** The running hosts. */
  public LoopbackHosts hosts() {
    if (hosts == null) {
      throw new IllegalStateException("the loopback hosts run only between the test class's before-all and after-all"
          + " callbacks: register the extension on a static field");
    }
    return hosts;
  }

  /** The temporary directory that holds the client's keys and every host's home directory. */
  public Path dir() {
    hosts();
    return dir;
  }

  private static void deleteTree(Path root) throws IOException {
    if (root == null || !Files.exists(root)) {
      return;
    }
    try (Stream<Path> files = Files.walk(root)) {
      files.sorted(Comparator.reverseOrder()).forEach(f -> f.toFile().delete());
    }
  }
}
