/*
 * Copyright (c) 2026 ycsb-ext contributors.
 * Licensed under the Apache License, Version 2.0 (http://www.apache.org/licenses/LICENSE-2.0).
 */
package site.ycsb.ext.report.bundle;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static site.ycsb.ext.report.bundle.BundleVerifyTest.execute;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * {@code bundle --sign} and {@code verify --allowed-signers} with real ssh-keygen and ed25519 keys made here: a signed
 * bundle verifies with its signer allowed; a changed archive, another signer, or a missing signature is exit 1 naming
 * the signature; without --allowed-signers an existing signature is said to be not checked.
 */
class BundleSignatureTest {
  @TempDir
  Path work;

  private Path bundle;
  private Path allowed;

  @BeforeEach
  void signTheGoldenRunsBundle() throws Exception {
    Path run = BundleVerifyTest.copyGolden(work);
    Path key = keygen("publisher");
    allowed = Files.writeString(work.resolve("allowed_signers"), "publisher@example.org "
        + Files.readString(Path.of(key + ".pub")));
    bundle = work.resolve("golden.tar.gz");
    var made = execute(new BundleCommand(), run.toString(), "--warmup", "1s", "--sign", key.toString(), "--out",
        bundle.toString());
    assertEquals(0, made.exitCode(), made.toString());
    assertTrue(made.out().contains(", signed in " + bundle + ".sig; check it with: bin/ycsb verify " + bundle
        + " --allowed-signers FILE"), made.out());
    assertTrue(Files.readString(Path.of(bundle + ".sig")).startsWith("-----BEGIN SSH SIGNATURE-----"));
  }

  @Test
  void aSignedBundleVerifiesWithItsSignerAllowed() {
    var verified = execute(new VerifyCommand(), bundle.toString(), "--allowed-signers", allowed.toString());
    assertEquals(0, verified.exitCode(), verified.toString());
    assertTrue(verified.out().startsWith("signature: Good \"" + BundleSignature.NAMESPACE + "\" signature for "
        + "publisher@example.org with ED25519 key SHA256:"), verified.out());
    assertTrue(verified.out().contains("\nverified: "), verified.out());
  }

  @Test
  void aChangedArchiveIsNamed() throws IOException {
    byte[] bytes = Files.readAllBytes(bundle);
    bytes[bytes.length / 2] ^= 1;
    Files.write(bundle, bytes);
    var verified = execute(new VerifyCommand(), bundle.toString(), "--allowed-signers", allowed.toString());
    assertEquals(1, verified.exitCode(), verified.toString());
    assertTrue(verified.out().startsWith("NOT verified: signature " + bundle + ".sig: does not match the archive, "
        + "signed by \"publisher@example.org\""), verified.out());
    assertEquals(1, verified.out().lines().count(), verified.out());
  }

  @Test
  void anotherSignerIsRefused() throws Exception {
    Path other = keygen("other");
    Path otherAllowed = Files.writeString(work.resolve("other_signers"), "other@example.org "
        + Files.readString(Path.of(other + ".pub")));
    var verified = execute(new VerifyCommand(), bundle.toString(), "--allowed-signers", otherAllowed.toString());
    assertEquals(1, verified.exitCode(), verified.toString());
    assertTrue(verified.out().startsWith("NOT verified: signature " + bundle + ".sig: its key is not one of the allowed"
        + " signers in " + otherAllowed), verified.out());
  }

  @Test
  void aMissingSignatureIsNamedAndAnUncheckedOneIsSaid() throws IOException {
    var unchecked = execute(new VerifyCommand(), bundle.toString());
    assertEquals(0, unchecked.exitCode(), unchecked.toString());
    assertTrue(unchecked.out().startsWith("signature not checked: " + bundle + ".sig exists (--allowed-signers FILE "
        + "checks it)"), unchecked.out());
    Files.delete(Path.of(bundle + ".sig"));
    var missing = execute(new VerifyCommand(), bundle.toString(), "--allowed-signers", allowed.toString());
    assertEquals(1, missing.exitCode(), missing.toString());
    assertTrue(missing.out().startsWith("NOT verified: signature " + bundle + ".sig: missing"), missing.out());
    var plain = execute(new VerifyCommand(), bundle.toString());
    assertEquals(0, plain.exitCode(), plain.toString());
    assertFalse(plain.out().contains("signature"), plain.out());
  }

  @Test
  void aKeyThatCannotSignIsOneLineBeforeAnythingIsWritten() throws IOException {
    Path notAKey = Files.writeString(work.resolve("not-a-key"), "hello\n");
    Path out = work.resolve("never.tar.gz");
    var refused = execute(new BundleCommand(), work.resolve("results/run-2026-11").toString(), "--sign",
        notAKey.toString(), "--out", out.toString());
    assertEquals(2, refused.exitCode(), refused.toString());
    assertTrue(refused.err().startsWith("ycsb bundle: Invalid value '" + notAKey + "' for option '--sign': expected an"
        + " SSH private key usable without a passphrase prompt"), refused.err());
    assertEquals(1, refused.err().lines().count(), refused.err());
    assertFalse(Files.exists(out));
  }

  /** A new ed25519 key without a passphrase, made by ssh-keygen in the test's directory. */
  private Path keygen(String name) throws Exception {
    Path key = work.resolve(name + "_ed25519");
    Process p = new ProcessBuilder("ssh-keygen", "-q", "-t", "ed25519", "-N", "", "-C", name, "-f", key.toString())
        .redirectErrorStream(true).start();
    assertTrue(p.waitFor(60, TimeUnit.SECONDS), "ssh-keygen ran");
    assertEquals(0, p.exitValue(), new String(p.getInputStream().readAllBytes()));
    return key;
  }
}
