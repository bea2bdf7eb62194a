/*
 * Copyright (c) 2026 ycsb-ext contributors.
 * Licensed under the Apache License, Version 2.0 (http://www.apache.org/licenses/LICENSE-2.0).
 */
package site.ycsb.ext.testsupport.ssh;

import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.io.TempDir;

/** The central host's test key pair can be made again in a directory that already holds one. */
class SshTestClientTest {
  @TempDir
  Path dir;

  /** ssh-keygen asks before overwriting a key; the second create must not wait for an answer (hang guard only). */
  @Test
  @Timeout(value = 60, unit = TimeUnit.SECONDS, threadMode = Timeout.ThreadMode.SEPARATE_THREAD)
  void aDirectoryUsedAgainGetsANewKeyPair() throws Exception {
    SshTestClient.create(dir);
    Path pub = dir.resolve(Files.list(dir).filter(p -> p.toString().endsWith(".pub")).findFirst().orElseThrow()
        .getFileName());
    String first = Files.readString(pub);
    SshTestClient.create(dir);
    assertTrue(Files.isRegularFile(pub), "public key written again");
    assertNotEquals(first, Files.readString(pub), "a new key pair");
  }
}
