/*
 * Copyright (c) 2026 ycsb-ext contributors.
 * Licensed under the Apache License, Version 2.0 (http://www.apache.org/licenses/LICENSE-2.0).
 */
package site.ycsb.ext.report.study;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import picocli.CommandLine;
import site.ycsb.ext.contract.Manifest;
import site.ycsb.ext.report.bundle.BundleCommand;
import site.ycsb.ext.report.bundle.VerifyCommand;

/**
 * A study's bundle: one number changed in each format of its report (and its hash rewritten in BUNDLE.json) is named
 * by verify: a cell's mean in the text, Markdown, LaTeX and HTML tables, a cell's and a comparison's value in
 * study-report.json, a value in study-cells.csv.
 */
class StudyBundleVerifyTest {
  @TempDir
  Path tmp;

  private static final StudyFixture.System AS = new StudyFixture.System("as", "aerospike", Map.of(), Map.of(),
      Map.of());
  private static final StudyFixture.System CB = new StudyFixture.System("cb", "couchbase2", Map.of(), Map.of(),
      Map.of());

  @Test
  void anEditedNumberInEachFormatOfAStudyIsNamed() throws IOException {
    StudyFixture f = new StudyFixture(tmp.resolve("study"));
    for (int rep = 1; rep <= 2; rep++) {
      f.run(AS, "a", 4, Map.of(), rep, 100 + rep, 3217, 400);
      f.run(CB, "a", 4, Map.of(), rep, 50 + rep, 600, 900);
    }
    Path study = f.write("full", List.of("as", "cb"), List.of("table1"));
    Path bundle = tmp.resolve("study.tar.gz");
    assertEquals(0, run(new BundleCommand(), study.toString(), "--out", bundle.toString()));
    Path clean = tmp.resolve("clean");
    assertEquals(0, run(new VerifyCommand(), bundle.toString(), "--into", clean.toString()));
    String mean = StudyRenderer.num(StudyReport.of(study, null).cells().get(0).metrics().get("READ p95 ms").mean());
    String cell = "table 'Cells: mean across valid repetitions, 95% interval (log scale)', row 'as, a threads=4, READ "
        + "p95 ms', column 'mean': bundled 9.999, recomputed " + mean;
    Map<String, String[]> edits = new LinkedHashMap<>();
    for (String file : List.of("study-report.txt", "study-report.md", "study-report.tex", "study-report.html")) {
      edits.put(file, new String[] {"(READ p95 ms\\D*?(?:\\d of \\d\\D*?)?)" + Pattern.quote(mean), "$19.999", cell});
    }
    edits.put("study-report.json", new String[] {"(\"READ p95 ms\": \\{\"mean\": )[0-9.]+", "$19.999",
        "cells[cell=as-a-t4].values.\"READ p95 ms\".mean: bundled 9.999"});
    edits.put("study-report.json#comparison", new String[] {"(\"ratios\": \\{\"ops/s\": \\{\"ratio\": )[0-9.]+",
        "$17.5", "comparisons[as / cb at a threads=4].ratios.\"ops/s\".ratio: bundled 7.5"});
    edits.put("study-cells.csv", new String[] {"(as,a threads=4,READ p95 ms,2,)[0-9.]+", "$19.999",
        "row 'as, a threads=4, READ p95 ms', column 'mean': bundled 9.999"});
    int n = 0;
    for (Map.Entry<String, String[]> e : edits.entrySet()) {
      String name = "report/" + e.getKey().replaceFirst("#.*", "");
      Path into = tmp.resolve("edit-" + n++);
      copy(clean, into);
      Path file = into.resolve(name);
      String text = Files.readString(file);
      Matcher m = Pattern.compile(e.getValue()[0]).matcher(text);
      assertTrue(m.find(), e.getKey() + ": " + e.getValue()[0]);
      Files.writeString(file, m.replaceFirst(e.getValue()[1]));
      rehash(into, name);
      StringWriter out = new StringWriter();
      CommandLine verify = new CommandLine(new VerifyCommand());
      verify.setOut(new PrintWriter(out));
      verify.setErr(new PrintWriter(new StringWriter()));
      assertEquals(1, verify.execute(into.toString()), e.getKey() + ": " + out);
      assertTrue(out.toString().contains(name + ", "), e.getKey() + ": " + out);
      assertTrue(out.toString().contains(e.getValue()[2]), e.getKey() + ": " + out);
    }
  }

  private static int run(Object command, String... args) {
    CommandLine cmd = new CommandLine(command);
    cmd.setOut(new PrintWriter(new StringWriter()));
    cmd.setErr(new PrintWriter(new StringWriter()));
    return cmd.execute(args);
  }

  private static void copy(Path from, Path to) throws IOException {
    try (var walk = Files.walk(from)) {
      for (Path p : walk.toList()) {
        Path dest = to.resolve(from.relativize(p).toString());
        if (Files.isDirectory(p)) {
          Files.createDirectories(dest);
        } else {
          Files.copy(p, dest);
        }
      }
    }
  }

  /** Rewrites the size and SHA-256 of {@code name} in BUNDLE.json, as a forger would. */
  private static void rehash(Path into, String name) throws IOException {
    Path record = into.resolve("BUNDLE.json");
    Path file = into.resolve(name);
    String json = Files.readString(record);
    String edited = json.replaceFirst("(\\{\"name\": \"" + Pattern.quote(name) + "\", \"bytes\": )\\d+(, \"sha256\": \")"
        + "[0-9a-f]+", "$1" + Files.size(file) + "$2" + Manifest.sha256(file));
    assertTrue(!edited.equals(json), name);
    Files.writeString(record, edited);
  }
}
