/*
 * Copyright (c) 2026 ycsb-ext contributors.
 * Licensed under the Apache License, Version 2.0 (http://www.apache.org/licenses/LICENSE-2.0).
 */
package site.ycsb.ext.testsupport.ssh;

import java.io.File;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.util.concurrent.TimeUnit;

/**
 * The central host's side of the test SSH setup: a key pair made with {@code ssh-keygen}, a private
 * {@code known_hosts} file, and an ssh config file ({@code -F}) that uses only those, so tests never touch the user's
 * own ssh files. Not thread-safe (set up once per test class).
 */
public final class SshTestClient {
  private final Path dir;
  private final Path identity;
  private final Path knownHosts;
  private final Path config;

  private SshTestClient(Path dir) {
    this.dir = dir;
    this.identity = dir.resolve("id_ecdsa");
    this.knownHosts = dir.resolve("known_hosts");
    this.config = dir.resolve("ssh_config");
  }

  /** Creates the key pair, an empty known_hosts and the config file in {@code dir}. */
  public static SshTestClient create(Path dir) throws IOException, InterruptedException {
    Files.createDirectories(dir);
    SshTestClient client = new SshTestClient(dir);
    // ssh-keygen asks before it overwrites a key, and would wait for an answer: a directory used again gets a new pair
    Files.deleteIfExists(client.identity);
    Files.deleteIfExists(dir.resolve(client.identity.getFileName() + ".pub"));
    Process keygen = new ProcessBuilder("ssh-keygen", "-q", "-t", "ecdsa", "-b", "256", "-N", "", "-C", "fanout-test",
        "-f", client.identity.toString()).redirectErrorStream(true).redirectInput(ProcessBuilder.Redirect.from(
        new File("/dev/null"))).start();
    String output = new String(keygen.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
    if (!keygen.waitFor(30, TimeUnit.SECONDS) || keygen.exitValue() != 0) {
      throw new IOException("ssh-keygen failed: " + output);
    }
    Files.writeString(client.knownHosts, "");
    Files.writeString(client.config, String.join("\n",
        "Host *",
        "  IdentityFile " + client.identity,
        "  IdentitiesOnly yes",
        "  IdentityAgent none",
        "  UserKnownHostsFile " + client.knownHosts,
        "  GlobalKnownHostsFile /dev/null",
        "  PasswordAuthentication no",
        "  KbdInteractiveAuthentication no",
        "  LogLevel ERROR",
        ""));
    return client;
  }

  /** The public key file, to use as a server's authorized keys. */
  public Path authorizedKeys() {
    return dir.resolve("id_ecdsa.pub");
  }

  /** The file for ssh's {@code -F} ({@code --ssh-config}). */
  public Path config() {
    return config;
  }

  /** The known_hosts file the config uses. */
  public Path knownHosts() {
    return knownHosts;
  }

  /** Adds a server's host key to known_hosts. */
  public void trust(LoopbackSshServer server) throws IOException {
    Files.writeString(knownHosts, server.knownHostsLine() + "\n", StandardOpenOption.APPEND);
  }
}
