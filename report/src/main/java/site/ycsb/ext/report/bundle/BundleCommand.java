/*
 * Copyright (c) 2026 ycsb-ext contributors.
 * Licensed under the Apache License, Version 2.0 (http://www.apache.org/licenses/LICENSE-2.0).
 */
package site.ycsb.ext.report.bundle;

import java.io.IOException;
import java.io.PrintWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Spec;
import picocli.CommandLine.Unmatched;
import site.ycsb.ext.contract.BadInputException;
import site.ycsb.ext.contract.ExitCodes;
import site.ycsb.ext.contract.NewDirectories;
import site.ycsb.ext.contract.PathProblem;

/**
 * {@code bin/ycsb bundle}: packs runs with their raw evidence, their report and {@code BUNDLE.json} into one
 * {@code .tar.gz} ({@link Bundler}). Every argument but {@code --out} is the report's, as {@code bin/ycsb report}
 * takes it. Exit codes: 0 written, 1 the report failed on the input, 2 invalid input. One instance per invocation.
 */
@Command(name = "bundle", mixinStandardHelpOptions = true,
    header = "Pack runs (or a study) with their raw files, report and BUNDLE.json into one .tar.gz.",
    description = {"Arguments other than --out are the report's, exactly as 'bin/ycsb report' takes them: "
        + "<run-dir>..., --compare LABEL=DIR, --warmup, --slo, --allow-partial, --time-axis. A <run-dir> holding "
        + "study.json is a study: its tree is bundled, one run per sub-directory. The bundle holds every log and "
        + "manifest the report reads, fanout.json, the study file, every format of the report, and BUNDLE.json "
        + "(tool version and commit, the report's options, SHA-256 of every file); secrets are masked."},
    footer = {"", "Exit codes: 0 written; 1 the report failed on these runs; 2 invalid input.",
        "Example: bin/ycsb bundle results/run-1 --warmup 30s --out run-1.tar.gz"})
public final class BundleCommand implements Callable<Integer> {

  @Spec
  CommandSpec spec;

  @Option(names = "--out", required = true, paramLabel = "FILE.tar.gz",
      description = "The bundle file to write (replaced if it is a file; a directory is refused before anything is "
          + "computed).")
  Path out;

  @Option(names = "--sign", paramLabel = "KEY",
      description = "Sign the bundle with this SSH private key (ssh-keygen -Y sign, namespace "
          + BundleSignature.NAMESPACE + "): the signature is written beside it as FILE.tar.gz.sig; bin/ycsb verify "
          + "--allowed-signers checks it. Needs ssh-keygen (openssh-client).")
  Path sign;

  @Unmatched
  List<String> reportArgs = new ArrayList<>();

  @Override
  public Integer call() throws IOException {
    PrintWriter stdout = spec.commandLine().getOut();
    PrintWriter stderr = spec.commandLine().getErr();
    List<String> given = spec.commandLine().getParseResult().originalArgs();
    // as a subcommand of bin/ycsb the arguments start with its name; run alone they do not
    List<String> command = new ArrayList<>(List.of("bundle"));
    command.addAll(!given.isEmpty() && given.get(0).equals("bundle") ? given.subList(1, given.size()) : given);
    NewDirectories created = NewDirectories.before(out.toAbsolutePath().getParent());
    boolean written = false;
    try {
      writable(out);
      if (sign != null) {
        BundleSignature.checkKey(sign);
      }
      Bundler.Result result = Bundler.bundle(reportArgs, command, out, stderr);
      written = true;
      Path signature = sign == null ? null : BundleSignature.sign(out, sign);
      if (signature == null) {
        Files.deleteIfExists(BundleSignature.of(out));
      }
      stdout.println(String.format(Locale.ROOT, "Bundled %d files (%.1f MB) into %s%s; check it with: bin/ycsb verify "
          + "%s%s", result.files(), result.bytes() / 1048576.0, out, signature == null ? "" : ", signed in "
          + signature, out, signature == null ? "" : " --allowed-signers FILE"));
      stdout.flush();
      return ExitCodes.OK;
    } catch (BadInputException e) {
      stderr.println("ycsb bundle: " + e.getMessage());
      stderr.flush();
      return ExitCodes.BAD_INPUT;
    } catch (Bundler.ReportFailedException e) {
      stderr.println("ycsb bundle: " + e.getMessage());
      stderr.flush();
      return e.exitCode();
    } finally {
      if (!written) {
        created.removeEmpty();
      }
    }
  }

  /**
   * Refuses, before the report is computed, an {@code --out} that cannot be written: a directory, or a place where
   * no file can be created (its parent directories are created, and a probe file written and removed).
   */
  static void writable(Path out) {
    String expected = "a bundle file (FILE.tar.gz) in a directory that can be created and written";
    if (Files.isDirectory(out)) {
      throw new BadInputException("Invalid value '" + out + "' for option '--out': expected " + expected
          + " (it is a directory)");
    }
    Path parent = out.toAbsolutePath().getParent();
    try {
      Files.createDirectories(parent);
      Files.delete(Files.createTempFile(parent, ".ycsb-bundle-probe", ".tmp"));
    } catch (IOException e) {
      throw PathProblem.option("--out", out, expected, e);
    }
  }
}
