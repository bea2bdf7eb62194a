/*
 * Copyright (c) 2026 ycsb-ext contributors.
 * Licensed under the Apache License, Version 2.0 (http://www.apache.org/licenses/LICENSE-2.0).
 */
package site.ycsb.ext.report.bundle;

import java.io.File;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;
import site.ycsb.ext.contract.BadInputException;

/**
 * A bundle's SSH signature: {@code ssh-keygen -Y sign} over the whole archive, namespace {@value #NAMESPACE}, written
 * beside it as {@code <archive>.sig}; checked with {@code ssh-keygen -Y verify} against an allowed-signers file (the
 * signer's identity found in it with {@code ssh-keygen -Y find-principals}). It proves the archive is byte for byte
 * the one the key's holder signed; not that its numbers are honest, nor that the key is the publisher's (the
 * allowed-signers file says whom the reader trusts). Stateless; every call runs {@code ssh-keygen}.
 */
final class BundleSignature {
  /** The namespace of every bundle signature: a signature made for another purpose does not verify as one. */
  static final String NAMESPACE = "ycsb-ext-bundle";
  private static final long TIMEOUT_S = 60;

  private BundleSignature() {
  }

  /** The signature file of an archive: {@code run-1.tar.gz.sig} beside {@code run-1.tar.gz}. */
  static Path of(Path archive) {
    return archive.resolveSibling(archive.getFileName() + ".sig");
  }

  /**
   * Signs {@code archive} with the private key {@code key} (no passphrase prompt: stdin is empty), replacing an earlier
   * signature.
   *
   * @return the signature file
   * @throws BadInputException one line, when ssh-keygen is missing or refuses the key
   */
  static Path sign(Path archive, Path key) throws IOException {
    Path sig = of(archive);
    Files.deleteIfExists(sig);
    Ran ran = run(List.of("-Y", "sign", "-f", key.toString(), "-n", NAMESPACE, archive.toString()), null, "--sign");
    if (ran.exit != 0 || !Files.isRegularFile(sig)) {
      throw new BadInputException("Invalid value '" + key + "' for option '--sign': ssh-keygen -Y sign refused it ("
          + ran.lastLine() + "); expected an SSH private key without a passphrase prompt (an agent's key works "
          + "through ssh-add and its .pub file)");
    }
    return sig;
  }

  /**
   * Refuses, before a bundle is computed, a key ssh-keygen cannot use without a prompt (missing, not a private key,
   * protected by a passphrase), or a missing ssh-keygen: one line each.
   */
  static void checkKey(Path key) throws IOException {
    if (!Files.isRegularFile(key)) {
      throw new BadInputException("Invalid value '" + key + "' for option '--sign': expected an SSH private key file");
    }
    Ran ran = run(List.of("-y", "-f", key.toString()), null, "--sign");
    if (ran.exit != 0) {
      throw new BadInputException("Invalid value '" + key + "' for option '--sign': expected an SSH private key "
          + "usable without a passphrase prompt (ssh-keygen -y: " + ran.lastLine() + ")");
    }
  }

  /**
   * Checks the signature beside {@code archive} against {@code allowedSigners}.
   *
   * @return ssh-keygen's verdict: {@code Good signature for "publisher" with ED25519 key SHA256:...}
   * @throws SignatureException naming the signature file and what is wrong (missing, not from an allowed signer, not
   *     matching the archive)
   */
  static String verify(Path archive, Path allowedSigners) throws IOException, SignatureException {
    Path sig = of(archive);
    if (!Files.isRegularFile(sig)) {
      throw new SignatureException("signature " + sig + ": missing (bin/ycsb bundle --sign KEY writes it beside the "
          + "archive)");
    }
    Ran principals = run(List.of("-Y", "find-principals", "-s", sig.toString(), "-f", allowedSigners.toString()),
        null, "--allowed-signers");
    String identity = principals.out.lines().findFirst().orElse("").strip();
    if (principals.exit != 0 || identity.isEmpty()) {
      throw new SignatureException("signature " + sig + ": its key is not one of the allowed signers in "
          + allowedSigners + " (" + principals.lastLine() + ")");
    }
    Ran verified = run(List.of("-Y", "verify", "-f", allowedSigners.toString(), "-I", identity, "-n", NAMESPACE,
        "-s", sig.toString()), archive, "--allowed-signers");
    if (verified.exit != 0) {
      throw new SignatureException("signature " + sig + ": does not match the archive, signed by \"" + identity
          + "\" (" + verified.lastLine() + ")");
    }
    return verified.out.lines().filter(l -> !l.isBlank()).findFirst().orElse("Good signature for " + identity)
        .strip();
  }

  /** A signature that is missing or does not verify. */
  static final class SignatureException extends Exception {
    private static final long serialVersionUID = 1L;

    SignatureException(String message) {
      super(message);
    }
  }

  /** What ssh-keygen printed and returned. */
  private record Ran(int exit, String out, String err) {
    String lastLine() {
      List<String> lines = new ArrayList<>((err + "\n" + out).lines().map(String::strip).filter(l -> !l.isEmpty())
          .toList());
      return lines.isEmpty() ? "exit " + exit : lines.get(lines.size() - 1);
    }
  }

  private static Ran run(List<String> args, Path stdin, String option) throws IOException {
    List<String> command = new ArrayList<>();
    command.add(sshKeygen(option));
    command.addAll(args);
    Path out = Files.createTempFile("ycsb-ssh-keygen", ".out");
    Path err = Files.createTempFile("ycsb-ssh-keygen", ".err");
    try {
      ProcessBuilder pb = new ProcessBuilder(command).redirectOutput(out.toFile()).redirectError(err.toFile());
      pb.redirectInput(stdin != null ? ProcessBuilder.Redirect.from(stdin.toFile())
          : ProcessBuilder.Redirect.from(new File("/dev/null")));
      Process p = pb.start();
      try {
        if (!p.waitFor(TIMEOUT_S, TimeUnit.SECONDS)) {
          p.destroyForcibly();
          return new Ran(-1, "", "ssh-keygen did not end within " + TIMEOUT_S + " s");
        }
      } catch (InterruptedException e) {
        p.destroyForcibly();
        Thread.currentThread().interrupt();
        throw new IOException("interrupted while ssh-keygen ran", e);
      }
      return new Ran(p.exitValue(), Files.readString(out, StandardCharsets.UTF_8),
          Files.readString(err, StandardCharsets.UTF_8));
    } finally {
      Files.deleteIfExists(out);
      Files.deleteIfExists(err);
    }
  }

  /** ssh-keygen on the PATH, or a one-line refusal naming the option that needs it. */
  private static String sshKeygen(String option) {
    String path = System.getenv().getOrDefault("PATH", "/usr/bin:/bin");
    for (String dir : path.split(File.pathSeparator)) {
      Path candidate = Path.of(dir.isEmpty() ? "." : dir, "ssh-keygen");
      if (Files.isExecutable(candidate)) {
        return candidate.toString();
      }
    }
    throw new BadInputException("Option '" + option + "' needs ssh-keygen (OpenSSH 8.1 or later; Debian/Ubuntu: apt-get"
        + " install openssh-client), not found on the PATH");
  }
}
