/*
 * Copyright (c) 2026 ycsb-ext contributors.
 * Licensed under the Apache License, Version 2.0 (http://www.apache.org/licenses/LICENSE-2.0).
 */
package site.ycsb.ext.report;

import java.io.IOException;
import java.io.PrintWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.EnumSet;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.ParameterException;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;
import site.ycsb.ext.contract.DurationParser;
import site.ycsb.ext.contract.NewDirectories;
import site.ycsb.ext.report.figures.TimeAxis;
import site.ycsb.ext.report.input.RunSource;
import site.ycsb.ext.report.model.ReportSummary;
import site.ycsb.ext.report.model.ServiceLevelObjectives;
import site.ycsb.ext.report.render.ReportWriter;
import site.ycsb.ext.report.render.TextRenderer;

/**
 * {@code bin/ycsb report}: merges the periodic output of one or many runs and prints the summary; with {@code --out}
 * also writes text, Markdown, JSON, CSV and an HTML page with figures. Exit codes: 0 done, 1 the input could not be
 * used (corrupt log, a log that does not match its manifest, nothing found, layouts that do not merge), 2 invalid
 * options (including a warm-up that leaves nothing to measure). One instance per invocation.
 */
@Command(name = "report", mixinStandardHelpOptions = true,
    header = "Merge the periodic histograms of one or many hosts into tables, figures and an HTML page.",
    description = "Each <run-dir> is one run: a single host's output directory (or output prefix), or a fan-out run "
        + "directory with one sub-directory per client host. Windows of all hosts are aligned by time and their "
        + "histograms added exactly; percentiles come from the merged histograms, never from averages.",
    footer = {"", "Exit codes: 0 done; 1 the input could not be used (a corrupt log, a log that does not match its"
        + " manifest, nothing found, runs that do not merge); 2 invalid options.",
        "Example: bin/ycsb report --warmup 30s --out results/report-1 results/run-1/"})
public final class ReportCommand implements Callable<Integer> {

  @Spec
  CommandSpec spec;

  @Parameters(paramLabel = "<run-dir>", arity = "0..*",
      description = "Run output directories (or prefixes); each is one run, labelled by its manifest or name.")
  List<Path> runDirs = new ArrayList<>();

  @Option(names = "--compare", paramLabel = "LABEL=DIR",
      description = "A run to compare, with its label (repeatable). Runs appear in the order given.")
  List<String> compare = new ArrayList<>();

  @Option(names = "--warmup", paramLabel = "DURATION", defaultValue = "0",
      description = "Leave out the first DURATION of every run, from its start to the next window boundary: a "
          + "duration with units ms, s, m, h or d (e.g. 90s, 10m, 2h, 1h30m); a load step's own recorded warm-up "
          + "applies when longer. Default: ${DEFAULT-VALUE}.")
  String warmup;

  @Option(names = "--slo", paramLabel = "OBJECTIVES",
      description = "Latency objectives every run is judged against, e.g. 'READ.p99<=5ms,UPDATE.p99<=10ms' "
          + "(percentile p50, p95, p99, p99.9 or max; latency in us, ms or s): each output says which runs met them "
          + "and the highest run, in the order given, that met every one.")
  String slo;

  @Option(names = "--allow-partial",
      description = "Read incomplete input instead of refusing it (of a study: exit 0 with PARTIAL or INVALID "
          + "repetitions, still marked): logs that do not match their manifest (missing, "
          + "shortened or changed since the run), ycsb-ext logs without their manifest (a killed run), a log cut "
          + "mid-line (read up to its last whole interval). Every output is then marked PARTIAL and starts with a "
          + "warning naming them.")
  boolean allowPartial;

  @Option(names = "--allow-unlisted",
      description = "Merge a log that its host's manifest does not list (a file copied into the run) instead of "
          + "refusing it; every output then starts with a warning naming it. A manifest listing no file is warned of.")
  boolean allowUnlisted;

  @Option(names = "--out", paramLabel = "DIR", description = "Write the report files into DIR.")
  Path out;

  @Option(names = "--format", paramLabel = "LIST", defaultValue = "text,md,json,csv,html,tex",
      description = "Files to write with --out: text, md, json, csv, html, tex (LaTeX tables, booktabs). "
          + "Default: ${DEFAULT-VALUE}.")
  String format;

  @Option(names = "--time-axis", paramLabel = "MODE", defaultValue = "elapsed",
      converter = TimeAxisModeConverter.class,
      description = "How the figures' time axes count: elapsed (time after each run's warm-up, every run from 0) or "
          + "wall-clock (UTC time of day, runs where they ran). Ticks fall on whole ms, s, min or h. "
          + "Default: ${DEFAULT-VALUE}.")
  TimeAxis.Mode timeAxis;

  /** Reads {@code elapsed} or {@code wall-clock}; anything else is a one-line usage error. */
  static final class TimeAxisModeConverter implements picocli.CommandLine.ITypeConverter<TimeAxis.Mode> {
    @Override
    public TimeAxis.Mode convert(String value) {
      return switch (value) {
        case "elapsed" -> TimeAxis.Mode.ELAPSED;
        case "wall-clock" -> TimeAxis.Mode.WALL_CLOCK;
        default -> throw new picocli.CommandLine.TypeConversionException("Invalid value '" + value
            + "' for option '--time-axis': expected elapsed or wall-clock");
      };
    }
  }

  /** The output directory can be created and written, or a one-line usage error before any work. */
  private void checkWritable(Path dir) {
    try {
      Files.createDirectories(dir);
      Files.delete(Files.createTempFile(dir, ".ycsb-report-write-check-", ".tmp"));
    } catch (IOException | SecurityException e) {
      throw new ParameterException(spec.commandLine(), "Invalid value '" + dir + "' for option '--out': expected a "
          + "directory that can be created and written (" + e.getClass().getSimpleName()
          + (e.getMessage() == null ? "" : ": " + e.getMessage()) + ")");
    }
  }

  @Override
  public Integer call() throws IOException {
    Duration warmupDuration;
    Set<ReportFormat> formats;
    ServiceLevelObjectives objectives;
    try {
      warmupDuration = DurationParser.parse("option '--warmup'", warmup);
      formats = ReportFormat.parseList(format);
      objectives = slo == null ? null : ServiceLevelObjectives.parse("--slo", slo);
    } catch (IllegalArgumentException e) {
      throw new ParameterException(spec.commandLine(), e.getMessage());
    }
    if (compare.isEmpty() && runDirs.size() == 1 && site.ycsb.ext.report.study.StudyIndex.isStudy(runDirs.get(0))) {
      return site.ycsb.ext.report.study.StudyReports.run(runDirs.get(0), spec.commandLine().getParseResult()
          .hasMatchedOption("--warmup") ? warmupDuration : null, out, formats, allowPartial, spec.commandLine().getOut(),
          spec.commandLine().getErr());
    }
    if (runDirs.isEmpty() && compare.isEmpty()) {
      throw new ParameterException(spec.commandLine(),
          "Missing run directory: give at least one <run-dir> or --compare LABEL=DIR");
    }
    if (out == null && spec.commandLine().getParseResult().hasMatchedOption("--format")) {
      throw new ParameterException(spec.commandLine(), "Option '--format' needs '--out DIR' (without it the "
          + "summary is printed as text only)");
    }
    List<String[]> labelled = labelledDirs();
    checkRunDirs(labelled);
    NewDirectories created = NewDirectories.before(out);
    if (out != null) {
      checkWritable(out);
    }
    PrintWriter stdout = spec.commandLine().getOut();
    PrintWriter stderr = spec.commandLine().getErr();
    try {
      ReportSummary summary = Report.of(discover(labelled)).warmup(warmupDuration).allowPartial(allowPartial).allowUnlisted(allowUnlisted)
          .objectives(objectives).summarize();
      stdout.print(TextRenderer.render(summary));
      stdout.flush();
      if (out != null) {
        writeFiles(summary, formats, stdout);
      }
      stdout.flush();
      return 0;
    } catch (ReportInputException e) {
      // nothing was written: the --out directories made for it go too
      created.removeEmpty();
      if (e.badOption()) {
        throw new ParameterException(spec.commandLine(), e.getMessage());
      }
      stdout.flush();
      stderr.println("ycsb report: " + e.getMessage());
      stderr.flush();
      return 1;
    }
  }

  /**
   * The runs given, in order, as {@code {label, dir}}: each {@code <run-dir>} (label null: its own), then each
   * {@code --compare LABEL=DIR}; a malformed {@code --compare} is a one-line usage error.
   */
  private List<String[]> labelledDirs() {
    List<String[]> labelled = new ArrayList<>();
    for (Path dir : runDirs) {
      labelled.add(new String[] {null, dir.toString()});
    }
    for (String entry : compare) {
      int eq = entry.indexOf('=');
      if (eq <= 0 || eq == entry.length() - 1) {
        throw new ParameterException(spec.commandLine(), "Invalid value '" + entry
            + "' for option '--compare': expected LABEL=DIR, e.g. aerospike=results/run-1");
      }
      labelled.add(new String[] {entry.substring(0, eq), entry.substring(eq + 1)});
    }
    return labelled;
  }

  /** Every run directory exists, or is an output prefix in an existing directory; else a one-line usage error. */
  /** Whether {@code prefix} is an output prefix ({@code results/a-}): a file in its directory starts with it. */
  private static boolean prefixOfAFile(Path prefix) {
    String name = prefix.getFileName().toString();
    String[] names = prefix.toAbsolutePath().getParent().toFile().list();
    return names != null && java.util.Arrays.stream(names).anyMatch(n -> n.startsWith(name));
  }

  private void checkRunDirs(List<String[]> labelled) {
    for (String[] l : labelled) {
      Path dir = Path.of(l[1]);
      if (!Files.exists(dir) && (dir.getParent() == null || !Files.isDirectory(dir.getParent())
          || l[1].endsWith("/") || !prefixOfAFile(dir))) {
        throw new ParameterException(spec.commandLine(), "Run directory '" + l[1] + "' does not exist");
      }
      if (Files.isRegularFile(dir)) {
        throw new ParameterException(spec.commandLine(), "Invalid value '" + l[1] + "' for "
            + (l[0] == null ? "<run-dir>" : "option '--compare'") + ": it is a file; expected a run directory (or an "
            + "output prefix such as results/node1-)");
      }
    }
  }

  /** Finds each run's hosts; two runs with one label are a usage error. */
  private List<RunSource> discover(List<String[]> labelled) {
    List<RunSource> runs = new ArrayList<>();
    Set<String> labels = new HashSet<>();
    for (String[] l : labelled) {
      RunSource run = RunSource.discover(l[0], Path.of(l[1]));
      if (!labels.add(run.label())) {
        throw new ParameterException(spec.commandLine(), "Two runs are labelled '" + run.label()
            + "': give distinct labels with --compare LABEL=DIR");
      }
      runs.add(run);
    }
    return runs;
  }

  /** Writes the report files into {@link #out} (every format when none was given) and says where. */
  private void writeFiles(ReportSummary summary, Set<ReportFormat> formats, PrintWriter stdout) throws IOException {
    List<Path> files = ReportWriter.write(summary, out,
        formats.isEmpty() ? EnumSet.allOf(ReportFormat.class) : formats, timeAxis);
    stdout.println();
    stdout.println("Wrote " + files.size() + " files to " + out
        + (formats.contains(ReportFormat.HTML) ? " (open " + out.resolve("report.html") + ")" : ""));
  }
}
