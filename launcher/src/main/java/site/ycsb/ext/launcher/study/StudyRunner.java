/*
 * Copyright (c) 2026 ycsb-ext contributors.
 * Licensed under the Apache License, Version 2.0 (http://www.apache.org/licenses/LICENSE-2.0).
 */
package site.ycsb.ext.launcher.study;

import java.io.IOException;
import java.io.PrintWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import site.ycsb.ext.contract.ExitCodes;
import site.ycsb.ext.contract.Manifest;
import site.ycsb.ext.contract.Phase;
import site.ycsb.ext.contract.RunFileException;
import site.ycsb.ext.contract.RunKeys;
import site.ycsb.ext.report.ReportInputException;
import site.ycsb.ext.report.study.StoppingRule;
import site.ycsb.ext.report.study.StudyIndex;
import site.ycsb.ext.report.study.StudyReport;

/**
 * Runs a {@link StudyPlan} into a study directory, resumably: a run whose directory holds a manifest with outcome
 * {@code completed} or {@code completed-with-failures} is skipped; a failed or interrupted one is moved aside
 * ({@code rep-1.failed-1}) and run again; a load runs when a run of its system and data set is still to run (at full
 * scale only once: a completed load is kept; a stand-in starts empty, so at demo scale it always loads). After every
 * load and run {@code study.json} is rewritten. A failed run does not stop the study; a stop signal (Ctrl-C) does,
 * leaving a study that resumes. Used once, from the launcher's main thread.
 */
final class StudyRunner {

  /** Runs one phase: the same path as {@code bin/ycsb load|run} (tests give a fake). */
  interface PhaseExecutor {
    /**
     * @param args upstream's argument list: {@code <binding> -P file -p k=v ...}
     * @param clients the client hosts to run on, the first N of those given; 0 for all of them (or this host)
     * @return the benchmark JVM's exit code
     */
    int run(Phase phase, List<String> args, int clients);
  }

  /** Starts the stand-ins of demo scale and gives their addresses (tests give a fake). */
  interface Servers extends AutoCloseable {
    Map<String, String> properties(String standin) throws Exception;

    @Override
    void close();
  }

  private final StudyPlan plan;
  private final Path dir;
  private final PhaseExecutor executor;
  private final Servers servers;
  private final PrintWriter out;
  private final Map<String, StudyIndex.CellRun> runs = new LinkedHashMap<>();
  private final Map<String, StudyIndex.Load> loads = new LinkedHashMap<>();
  /** Per system and data set ({@code system/dataset}), whether this session's load of it succeeded. */
  private final Map<String, Boolean> loaded = new HashMap<>();
  /** Per system, its stand-in's addresses (demo scale), once started. */
  private final Map<String, Map<String, String>> standinProps = new HashMap<>();
  private int order;
  private long startNs;
  private long todo;
  private int ran;

  StudyRunner(StudyPlan plan, Path dir, PhaseExecutor executor, Servers servers, PrintWriter out) {
    this.plan = plan;
    this.dir = dir;
    this.executor = executor;
    this.servers = servers;
    this.out = out;
  }

  /** True when {@code runDir} holds a manifest (or a fanned-out run's record) of a run that ran to its end. */
  static boolean completed(Path runDir) {
    if (FanoutCells.isFanout(runDir)) {
      return FanoutCells.status(runDir).startsWith("completed");
    }
    Path manifest = runDir.resolve(Manifest.FILE_NAME);
    if (!Files.isRegularFile(manifest)) {
      return false;
    }
    try {
      return Manifest.read(manifest).outcome().ranToEnd();
    } catch (RunFileException e) {
      return false;
    }
  }

  /** The outcome a run directory's manifest records, or {@code failed} without a readable one. */
  static String status(Path runDir) {
    if (FanoutCells.isFanout(runDir)) {
      return FanoutCells.status(runDir);
    }
    try {
      return Manifest.read(runDir.resolve(Manifest.FILE_NAME)).outcome().label();
    } catch (RunFileException e) {
      return "failed";
    }
  }

  /**
   * Runs what is left of the study.
   *
   * @return 0 when every run completed and is valid (or {@link #allowPartial}); 1 when a run or load failed or a
   *     repetition is INVALID ({@link StudyReport}'s rule); the signal's code (above 128) when stopped
   */
  int run() throws IOException {
    Files.createDirectories(dir);
    order = readPreviousOrder();
    checkPlan();
    copyStudyFile();
    plan.skipped().forEach(out::println);
    List<List<StudyPlan.Step>> groups = groups();
    List<StudyPlan.Step> runSteps = new ArrayList<>();
    groups.forEach(runSteps::addAll);
    indexSteps(runSteps);
    todo = runSteps.stream().filter(s -> !completed(dir.resolve(s.dir()))).count();
    out.println("Study " + plan.study().name() + ": " + runSteps.size() + " runs (" + (runSteps.size() - todo)
        + " already completed, " + todo + " to run) into " + dir + (until == null ? "" : "; then rounds of every cell"
        + " are added until --until " + until.until() + " holds in every cell, or " + until.maxRepetitions()
        + " repetitions"));
    out.flush();
    writeIndex();
    startNs = System.nanoTime();
    int exitCode = ExitCodes.OK;
    int done = 0;
    try {
      for (List<StudyPlan.Step> group : groups) {
        for (int i = 0; i < group.size(); i++) {
          int code = cell(group.get(i), ++done, runSteps.size());
          if (code > 128) {
            return code;
          }
          exitCode = code == ExitCodes.OK ? exitCode : worst(exitCode, code);
          if (i == group.size() - 1 && until != null) {
            List<StudyPlan.Step> round = nextRound(group);
            group.addAll(round);
            runSteps.addAll(round);
          }
        }
      }
    } finally {
      writeIndex();
      out.flush();
    }
    if (until != null) {
      sayVerdicts();
    }
    long left = runSteps.stream().filter(s -> !completed(dir.resolve(s.dir()))).count();
    out.println("Study " + plan.study().name() + ": " + (runSteps.size() - left) + " of " + runSteps.size()
        + " runs completed in " + clock((System.nanoTime() - startNs) / 1_000_000_000L)
        + (left > 0 ? "; run the same command again to run the " + left + " left" : "")
        + ". Report: bin/ycsb report " + dir);
    String incomplete = incomplete();
    if (incomplete != null) {
      out.println("Study " + plan.study().name() + " " + incomplete + (allowPartial ? "; accepted (--allow-partial)"
          : "; exit 1 (--allow-partial accepts it, still marked)"));
    }
    out.flush();
    if (allowPartial) {
      return ExitCodes.OK;
    }
    return (left > 0 || incomplete != null) && exitCode == ExitCodes.OK ? ExitCodes.RUN_FAILED : exitCode;
  }

  /**
   * What the study report says makes the study not whole ({@link StudyReport#incomplete}: PARTIAL, INVALID
   * repetitions), computed as {@code bin/ycsb report} computes it; null when whole.
   */
  private String incomplete() {
    try {
      return StudyReport.of(dir, null).incomplete().orElse(null);
    } catch (IOException | ReportInputException | IllegalArgumentException e) {
      return "is PARTIAL: its runs could not be summarised (" + e.getMessage() + ")";
    }
  }

  /** A PARTIAL study, or one with INVALID repetitions, exits 0 (its last line still says so) instead of 1. */
  StudyRunner allowPartial(boolean allow) {
    this.allowPartial = allow;
    return this;
  }

  private boolean allowPartial;

  /** The index's entries before anything runs: each load's and run's state from its directory (an earlier session). */
  private void indexSteps(List<StudyPlan.Step> runSteps) {
    for (StudyPlan.Step step : plan.steps()) {
      if (step.load()) {
        boolean ran = Files.isRegularFile(dir.resolve(step.dir()).resolve(Manifest.FILE_NAME));
        loads.put(step.dir(), new StudyIndex.Load(step.system().name(), step.dataset().name(), step.dir(),
            ran ? status(dir.resolve(step.dir())) : StudyIndex.PENDING));
      }
    }
    for (StudyPlan.Step step : runSteps) {
      runs.put(step.dir(), completed(dir.resolve(step.dir())) ? restored(step) : step.pending());
    }
  }

  /**
   * The runs per data set, in plan order (a data set's runs all come after its load, so rounds added to them read
   * the data they were loaded with); with {@link #until}, each data set's runs go on with the rounds an earlier
   * session added.
   */
  private List<List<StudyPlan.Step>> groups() {
    Map<String, List<StudyPlan.Step>> byDataset = new LinkedHashMap<>();
    plan.runs().forEach(s -> byDataset.computeIfAbsent(s.dataset().name(), k -> new ArrayList<>()).add(s));
    List<List<StudyPlan.Step>> groups = new ArrayList<>(byDataset.values());
    if (until != null) {
      for (List<StudyPlan.Step> group : groups) {
        List<String> cells = group.stream().map(StudyPlan.Step::cell).toList();
        int earlier = previous.values().stream().filter(r -> cells.contains(r.cell()))
            .mapToInt(StudyIndex.CellRun::repetition).max().orElse(0);
        for (int r = rounds(group) + 1; r <= Math.min(earlier, until.maxRepetitions()); r++) {
          group.addAll(round(group, r));
        }
      }
    }
    return groups;
  }

  private static int rounds(List<StudyPlan.Step> group) {
    return group.stream().mapToInt(StudyPlan.Step::repetition).max().orElse(0);
  }

  /** Repetition {@code r} of every cell of a data set's runs, in the order of its first round (interleaved). */
  private static List<StudyPlan.Step> round(List<StudyPlan.Step> group, int r) {
    return group.stream().filter(s -> s.repetition() == 1).map(s -> s.again(r)).toList();
  }

  /**
   * After a data set's runs: with {@link #until}, one more round of its cells when a bound does not hold in one of
   * them and {@code --max-repetitions} is not reached (entered in the index as pending), else none; says which.
   */
  private List<StudyPlan.Step> nextRound(List<StudyPlan.Step> group) throws IOException {
    int rounds = rounds(group);
    List<String> cells = group.stream().map(StudyPlan.Step::cell).distinct().toList();
    List<String> notHeld = new ArrayList<>();
    try {
      for (StudyReport.Cell c : StudyReport.of(dir, null).cells()) {
        if (cells.contains(c.id()) && !until.held(c)) {
          notHeld.add(c.id() + " (" + c.runs() + " valid: " + until.line(c) + ")");
        }
      }
    } catch (IOException | ReportInputException | IllegalArgumentException e) {
      out.println("Until: no round added, the runs could not be summarised: " + e.getMessage());
      return List.of();
    }
    String data = "data set " + group.get(0).dataset().name();
    if (notHeld.isEmpty()) {
      out.println("Until: every bound held in the " + plural(cells.size(), "cell") + " of " + data + " after "
          + plural(rounds, "round"));
      return List.of();
    }
    boolean anyRan = group.stream().filter(s -> s.repetition() == rounds).anyMatch(s -> completed(dir.resolve(s.dir())));
    if (rounds >= until.maxRepetitions() || !anyRan) {
      out.println("Until: " + notHeld.size() + " of " + cells.size() + " cells of " + data + " not held after "
          + plural(rounds, "round") + ", " + (anyRan ? "--max-repetitions " + until.maxRepetitions() + " reached"
          : "no run of the last round completed") + ": " + String.join("; ", notHeld));
      return List.of();
    }
    List<StudyPlan.Step> round = round(group, rounds + 1);
    out.println("Until: round " + (rounds + 1) + " of at most " + until.maxRepetitions() + " added ("
        + plural(round.size(), "run") + "): not held in " + String.join("; ", notHeld));
    round.forEach(s -> runs.put(s.dir(), s.pending()));
    todo += round.size();
    writeIndex();
    return round;
  }

  /** Says, per cell, which bound of {@link #until} held and which did not (the report's table says it too). */
  private void sayVerdicts() {
    try {
      for (StudyReport.Cell c : StudyReport.of(dir, null).cells()) {
        out.println("Until, cell " + c.id() + " (" + c.runs() + " valid of " + c.planned() + "): " + until.line(c));
      }
    } catch (IOException | ReportInputException | IllegalArgumentException e) {
      out.println("Until: the verdicts could not be computed: " + e.getMessage());
    }
  }

  /** With a stopping rule, rounds are added until it holds in every cell or its repetitions are reached. */
  StudyRunner until(StoppingRule rule) {
    this.until = rule;
    return this;
  }

  private StoppingRule until;

  /** The stopping rule given, or null. */
  StoppingRule until() {
    return until;
  }

  /**
   * Runs one repetition of a cell, first loading its system's data set if this session has not; skips it when an
   * earlier session completed it.
   *
   * @param index its place among the runs, from 1
   * @return its exit code (the load's when the load failed), 0 when skipped
   */
  private int cell(StudyPlan.Step step, int index, int total) throws IOException {
    String key = step.system().name() + "/" + step.dataset().name();
    String cell = "Cell " + index + " of " + total + ": " + step.describe();
    if (completed(dir.resolve(step.dir()))) {
      out.println(cell + ": completed, skipped");
      return ExitCodes.OK;
    }
    int loadCode = ExitCodes.OK;
    if (!loaded.containsKey(key)) {
      loadCode = load(loadStep(step), standinProps);
      loaded.put(key, loadCode == ExitCodes.OK);
      if (loadCode > 128) {
        return loadCode;
      }
    }
    if (!loaded.get(key)) {
      out.println(cell + ": not run (the load of " + key.replace('/', ' ') + " failed)");
      return loadCode;
    }
    long elapsedS = (System.nanoTime() - startNs) / 1_000_000_000L;
    long perRunS = ran == 0 ? plan.study().duration().toSeconds() : elapsedS / ran;
    out.println(cell + " (elapsed " + clock(elapsedS) + ", estimate left " + clock(perRunS * (todo - ran)) + ")");
    out.flush();
    Path runDir = dir.resolve(step.dir());
    moveAside(runDir);
    int code = executor.run(Phase.RUN, args(step, standinProps.getOrDefault(step.system().name(), Map.of()),
        runDir), step.clients());
    ran++;
    order++;
    runs.put(step.dir(), new StudyIndex.CellRun(step.cell(), step.system().name(), step.workload().name(),
        step.threads(), step.target(), step.labels(), step.repetition(), step.dir(), status(runDir), code, order));
    writeIndex();
    if (code > 128) {
      out.println("Study stopped (exit " + code + "): run the same command again to resume");
    } else if (code != ExitCodes.OK) {
      out.println("Cell " + index + " failed (exit " + code + "); the study goes on, and a resume runs it again");
    }
    return code;
  }

  private StudyPlan.Step loadStep(StudyPlan.Step run) {
    return plan.steps().stream().filter(s -> s.load() && s.system().equals(run.system())
        && s.dataset().equals(run.dataset())).findFirst().orElseThrow();
  }

  /** Loads a system's data set unless a kept load completed already; returns its exit code. */
  private int load(StudyPlan.Step load, Map<String, Map<String, String>> standinProps) throws IOException {
    String standin = "demo".equals(plan.scale()) ? load.system().standin() : null;
    if (standin != null && !standinProps.containsKey(load.system().name())) {
      try {
        standinProps.put(load.system().name(), servers.properties(standin));
      } catch (Exception e) {
        out.println("Load " + load.describe() + ": the " + standin + " stand-in did not start: " + e.getMessage());
        return ExitCodes.RUN_FAILED;
      }
    }
    Path base = dir.resolve(load.dir());
    if (standin == null && completed(base)) {
      out.println("Load " + load.describe() + ": completed earlier, kept");
      loads.put(load.dir(), new StudyIndex.Load(load.system().name(), load.dataset().name(), load.dir(), "completed"));
      return ExitCodes.OK;
    }
    moveAside(base);
    out.println("Load " + load.describe() + " (" + load.dataset().properties().getOrDefault("recordcount",
        "the workload's") + " records)");
    out.flush();
    int code = executor.run(Phase.LOAD, args(load, standinProps.getOrDefault(load.system().name(), Map.of()), base),
        0);
    loads.put(load.dir(), new StudyIndex.Load(load.system().name(), load.dataset().name(), load.dir(), status(base)));
    writeIndex();
    if (code != ExitCodes.OK) {
      out.println("Load " + load.describe() + " failed (exit " + code + "): its runs are left for a resume");
    }
    return code;
  }

  /**
   * The command line of one load or run, as {@code bin/ycsb load|run} takes it: the workload file, the data set's,
   * workload's, system's and label value's properties (later ones win), the stand-in's addresses (and class path
   * entries, after the system's {@code cp}), then the cell's
   * threads, target, duration and periodic output into its directory.
   */
  List<String> args(StudyPlan.Step step, Map<String, String> standin, Path outDir) {
    Study.SystemSpec system = step.system();
    List<String> args = new ArrayList<>();
    args.add(system.binding() != null ? system.binding() : "basic");
    args.add("-P");
    args.add((step.load() ? step.dataset().workload() : step.workload().file()).toString());
    Map<String, String> props = new LinkedHashMap<>(step.dataset().properties());
    if (!step.load()) {
      props.putAll(step.workload().properties());
    }
    props.putAll(system.properties());
    props.putAll(step.labelProperties());
    props.putAll(standin);
    String standinClasspath = props.remove(DemoServers.CLASSPATH);
    if (system.dbClass() != null) {
      props.put("db", system.dbClass());
    }
    props.put("threadcount", Integer.toString(step.threads()));
    if (!step.load()) {
      props.put("operationcount", "0");
      props.put("maxexecutiontime", Long.toString(Math.max(1, plan.study().duration().toSeconds())));
      props.put("status.interval", Long.toString(Math.max(1, Math.min(10, plan.study().duration().toSeconds() / 5))));
      if (step.target() > 0) {
        props.put("target", Long.toString(step.target()));
      }
    }
    String fewer = step.load() ? null : ClientHosts.cellLine(plan.study().name(), step.clients(), hostsGiven);
    if (fewer != null) {
      props.put(FEWER_HOSTS_WARNING, fewer);
    }
    props.put("measurementtype", RunKeys.PERIODIC_MEASUREMENT_TYPE);
    props.put("label", system.name());
    props.put(RunKeys.OUTPUT_PATH, outDir.toAbsolutePath() + "/");
    props.forEach((k, v) -> {
      args.add("-p");
      args.add(k + "=" + v);
    });
    if (system.classpath() != null || standinClasspath != null) {
      args.add("-cp");
      args.add(system.classpath() == null ? standinClasspath : standinClasspath == null ? system.classpath()
          : system.classpath() + java.io.File.pathSeparator + standinClasspath);
    }
    if (!step.load()) {
      args.add("-s");
    }
    return args;
  }

  /** Moves an earlier attempt's directory aside ({@code <dir>.failed-<n>}), since a prefix holds one run. */
  private static void moveAside(Path runDir) throws IOException {
    moveAside(runDir, "failed");
  }

  /** Moves a run directory aside as {@code <dir>.<why>-<n>}. */
  private static void moveAside(Path runDir, String why) throws IOException {
    if (!Files.exists(runDir)) {
      return;
    }
    for (int n = 1; ; n++) {
      Path aside = runDir.resolveSibling(runDir.getFileName() + "." + why + "-" + n);
      if (!Files.exists(aside)) {
        Files.move(runDir, aside);
        return;
      }
    }
  }

  /**
   * The run property ({@link RunKeys#WARNING_PREFIX}) that records in a run's manifest, and so in its report, that
   * its cell ran on fewer client hosts than it plans.
   */
  static final String FEWER_HOSTS_WARNING = RunKeys.WARNING_PREFIX + "client-hosts";

  private int hostsGiven;

  /** The number of client hosts given ({@code --hosts}), 0 for this host only: a run's manifest says when fewer. */
  StudyRunner hostsGiven(int hosts) {
    this.hostsGiven = hosts;
    return this;
  }

  /** Keeps the finished cells whose own plan did not change when the study's plan did (else refused). */
  StudyRunner replan(boolean replan) {
    this.replan = replan;
    return this;
  }

  private boolean replan;

  /**
   * Compares the plan with the one the directory was run with ({@link PlanRecord}): a change is refused in one line
   * naming the changed keys, unless {@link #replan}, which moves aside the runs of the cells whose plan changed (they
   * run again) and says which; then records the plan.
   */
  private void checkPlan() throws IOException {
    PlanRecord now = PlanRecord.of(plan, this);
    PlanRecord earlier = PlanRecord.read(dir);
    if (earlier != null) {
      List<String> changes = now.changes(earlier);
      if (!changes.isEmpty() && !replan) {
        throw new site.ycsb.ext.contract.BadInputException("Study directory '" + dir + "' was run with another plan: "
            + String.join("; ", changes) + ". Give a new --out, or --replan to keep the finished cells whose own plan "
            + "did not change and run the others again");
      }
      if (!changes.isEmpty()) {
        List<String> rerun = now.changedCells(earlier).stream().filter(c -> earlier.cells().containsKey(c)).toList();
        for (StudyPlan.Step step : plan.runs()) {
          if (rerun.contains(step.cell())) {
            moveAside(dir.resolve(step.dir()), "replanned");
          }
        }
        out.println("Replan (" + String.join("; ", changes) + "): " + rerun.size() + " cell"
            + (rerun.size() == 1 ? "" : "s") + " run again" + (rerun.isEmpty() ? "" : " (" + String.join(", ", rerun)
            + ", earlier runs kept as rep-<n>.replanned-<k>)") + ", the other " + (now.cells().size() - rerun.size())
            + " kept");
      }
    }
    now.write(dir);
  }

  /** The study file as run, next to study.json (secret properties' values masked): what the index names. */
  private void copyStudyFile() throws IOException {
    Study s = plan.study();
    if (s.file() == null || !Files.isRegularFile(s.file())) {
      return;
    }
    java.util.Properties props = new java.util.Properties();
    s.systems().forEach(sys -> props.putAll(sys.properties()));
    s.datasets().forEach(d -> props.putAll(d.properties()));
    s.workloads().forEach(w -> props.putAll(w.properties()));
    java.util.function.UnaryOperator<String> mask = site.ycsb.ext.contract.SecretMask.masker(props);
    StringBuilder masked = new StringBuilder();
    Files.readAllLines(s.file(), java.nio.charset.StandardCharsets.UTF_8)
        .forEach(line -> masked.append(mask.apply(line)).append('\n'));
    Files.writeString(dir.resolve(studyFileName()), masked, java.nio.charset.StandardCharsets.UTF_8);
  }

  /** The name of the study file's copy in the study directory: the file's own name, unless the directory's own. */
  private String studyFileName() {
    String name = plan.study().file().getFileName().toString();
    return name.equals(StudyIndex.FILE_NAME) || name.equals(PlanRecord.FILE_NAME) ? "study-file-" + name : name;
  }

  private StudyIndex.CellRun restored(StudyPlan.Step step) {
    StudyIndex.CellRun earlier = previous.get(step.dir());
    int earlierOrder = earlier == null ? 0 : earlier.order();
    int exit = earlier == null ? 0 : earlier.exitCode();
    return new StudyIndex.CellRun(step.cell(), step.system().name(), step.workload().name(), step.threads(),
        step.target(), step.labels(), step.repetition(), step.dir(), status(dir.resolve(step.dir())), exit,
        earlierOrder);
  }

  private final Map<String, StudyIndex.CellRun> previous = new HashMap<>();

  /** Reads an earlier session's index (the run order goes on from it); refuses another study's directory. */
  private int readPreviousOrder() throws IOException {
    if (!StudyIndex.isStudy(dir)) {
      return 0;
    }
    StudyIndex earlier;
    try {
      earlier = StudyIndex.read(dir);
    } catch (IllegalArgumentException e) {
      return 0;
    }
    if (!earlier.study().equals(plan.study().name()) || !earlier.scale().equals(plan.scale())) {
      throw new site.ycsb.ext.contract.BadInputException("Directory '" + dir + "' holds study '" + earlier.study()
          + "' at scale " + earlier.scale() + ": expected an empty directory or one of study '" + plan.study().name()
          + "' at scale " + plan.scale() + " (give another --out)");
    }
    earlier.runs().forEach(r -> previous.put(r.dir(), r));
    return earlier.runs().stream().mapToInt(StudyIndex.CellRun::order).max().orElse(0);
  }

  private void writeIndex() throws IOException {
    Study s = plan.study();
    Map<String, String> systems = new LinkedHashMap<>();
    plan.systems().forEach(sys -> systems.put(sys.name(), sys.binding() != null ? sys.binding() : sys.dbClass()));
    Map<String, Map<String, String>> systemLabels = new LinkedHashMap<>();
    plan.systems().forEach(sys -> systemLabels.put(sys.name(), sys.labels()));
    new StudyIndex(s.name(), s.title(), s.source(), s.changes(), studyFileName(), plan.scale(),
        s.duration().toMillis(), s.warmup().toMillis(), s.repetitions(), systems, s.compare(), s.tables(),
        plan.skipped(), List.copyOf(loads.values()), List.copyOf(runs.values()), systemLabels,
        until == null ? "" : until.until(), until == null ? 0 : until.maxRepetitions()).write(dir);
  }

  private static String plural(int n, String noun) {
    return n + " " + noun + (n == 1 ? "" : "s");
  }

  private static int worst(int a, int b) {
    return a == ExitCodes.OK ? b : a;
  }

  static String clock(long seconds) {
    Duration d = Duration.ofSeconds(Math.max(0, seconds));
    return d.toHours() > 0 ? String.format("%dh%02dm%02ds", d.toHours(), d.toMinutesPart(), d.toSecondsPart())
        : String.format("%dm%02ds", d.toMinutes(), d.toSecondsPart());
  }
}
