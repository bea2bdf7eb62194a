/*
 * Copyright (c) 2026 ycsb-ext contributors.
 * Licensed under the Apache License, Version 2.0 (http://www.apache.org/licenses/LICENSE-2.0).
 */
package site.ycsb.ext.report.bundle;

import java.io.IOException;
import java.io.PrintWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;
import site.ycsb.ext.contract.BadInputException;
import site.ycsb.ext.contract.ExitCodes;

/**
 * {@code bin/ycsb verify}: checks a bundle's hashes, recomputes its report from the raw files with the recorded
 * options and compares every file of it byte for byte ({@link Verifier}). Exit codes: 0 verified, 1 a
 * difference (each named on stdout), 2 not a readable bundle. One instance per invocation.
 */
@Command(name = "verify", mixinStandardHelpOptions = true,
    header = "Check a bundle: every hash, and every file of its report re-rendered from its raw files.",
    description = "BUNDLE is a file written by 'bin/ycsb bundle' or the directory it was unpacked into. The report is "
        + "re-run in this JVM with the options BUNDLE.json records; every file of it (txt, md, tex, html, json, csv, "
        + "figure data and images) is compared byte for byte with the bundled one, and every run manifest's totals "
        + "with their parts.",
    footer = {"", "Exit codes: 0 verified; 1 a difference (each named: the file whose hash differs, or the table, "
        + "row, column, bundled and recomputed value); 2 not a readable bundle (not an archive, truncated, no "
        + "BUNDLE.json, an entry escaping the target).",
        "Example: bin/ycsb verify run-1.tar.gz"})
public final class VerifyCommand implements Callable<Integer> {

  @Spec
  CommandSpec spec;

  @Parameters(paramLabel = "BUNDLE", description = "A bundle (.tar.gz) or an unpacked bundle directory.")
  Path bundle;

  @Option(names = "--into", paramLabel = "DIR",
      description = "Unpack into DIR, a new or empty directory, and keep it (default: a temporary directory, removed "
          + "after). On a refusal nothing is left in it.")
  Path into;

  @Option(names = "--allowed-signers", paramLabel = "FILE",
      description = "Check the bundle's signature (BUNDLE.tar.gz.sig beside it, from bin/ycsb bundle --sign) with "
          + "ssh-keygen -Y verify against this allowed-signers file (ssh-keygen(1), ALLOWED SIGNERS); a missing or "
          + "bad signature is exit 1. Without it, an existing signature is said to be not checked.")
  Path allowedSigners;

  @Override
  public Integer call() throws IOException {
    PrintWriter stdout = spec.commandLine().getOut();
    PrintWriter stderr = spec.commandLine().getErr();
    try {
      String signature = null;
      if (allowedSigners != null) {
        if (!Files.isRegularFile(allowedSigners)) {
          throw new BadInputException("Invalid value '" + allowedSigners + "' for option '--allowed-signers': "
              + "expected an allowed-signers file (one line per signer: <identity> <key type> <public key>)");
        }
        if (!Files.isRegularFile(bundle)) {
          throw new BadInputException("Option '--allowed-signers' checks the signature of the archive: expected "
              + "BUNDLE to be the .tar.gz with its .sig beside it, not '" + bundle + "'");
        }
        try {
          signature = BundleSignature.verify(bundle, allowedSigners);
        } catch (BundleSignature.SignatureException e) {
          stdout.println("NOT verified: " + e.getMessage());
          stdout.flush();
          return ExitCodes.RUN_FAILED;
        }
      }
      Verifier.Result result = Verifier.verify(bundle, into, stderr);
      String signatureLine = signature != null ? "signature: " + signature + " (" + BundleSignature.of(bundle) + ")"
          : Files.isRegularFile(bundle) && Files.isRegularFile(BundleSignature.of(bundle))
          ? "signature not checked: " + BundleSignature.of(bundle) + " exists (--allowed-signers FILE checks it)" : null;
      if (signatureLine != null) {
        stdout.println(signatureLine);
      }
      if (result.verified()) {
        stdout.println("verified: " + result.checked());
        stdout.flush();
        return ExitCodes.OK;
      }
      if (!result.versionNote().isEmpty()) {
        stdout.println(result.versionNote());
      }
      result.differences().forEach(stdout::println);
      stdout.println("NOT verified: " + result.differences().size() + " difference"
          + (result.differences().size() == 1 ? "" : "s") + " (checked: " + result.checked() + ")");
      stdout.flush();
      return ExitCodes.RUN_FAILED;
    } catch (BadInputException e) {
      stderr.println("ycsb verify: " + e.getMessage());
      stderr.flush();
      return ExitCodes.BAD_INPUT;
    }
  }
}
