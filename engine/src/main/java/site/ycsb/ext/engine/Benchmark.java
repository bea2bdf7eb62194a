/*
 * Copyright (c) 2026 ycsb-ext contributors.
 * Licensed under the Apache License, Version 2.0 (http://www.apache.org/licenses/LICENSE-2.0).
 */
package site.ycsb.ext.engine;

import java.io.FileOutputStream;
import java.io.IOException;
import java.io.OutputStream;
import java.io.PrintStream;
import java.lang.reflect.Constructor;
import java.net.InetAddress;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.Paths;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Properties;
import java.util.TreeMap;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.locks.LockSupport;
import org.apache.htrace.core.HTraceConfiguration;
import org.apache.htrace.core.Tracer;
import site.ycsb.DB;
import site.ycsb.DBFactory;
import site.ycsb.UnknownDBException;
import site.ycsb.Utils;
import site.ycsb.Workload;
import site.ycsb.WorkloadException;
import site.ycsb.ext.contract.BadInputException;
import site.ycsb.ext.contract.BuildVersion;
import site.ycsb.ext.contract.ClasspathJar;
import site.ycsb.ext.contract.ClientVerdict;
import site.ycsb.ext.contract.CoreProperty;
import site.ycsb.ext.contract.EventSchedule;
import site.ycsb.ext.contract.EventSpec;
import site.ycsb.ext.contract.ExitCodes;
import site.ycsb.ext.contract.Manifest;
import site.ycsb.ext.contract.Outcome;
import site.ycsb.ext.contract.Phase;
import site.ycsb.ext.contract.RunKeys;
import site.ycsb.ext.contract.RunPlan;
import site.ycsb.ext.contract.RunEvent;
import site.ycsb.ext.contract.RunSettings;
import site.ycsb.ext.contract.SecretMask;
import site.ycsb.ext.contract.StartLine;
import site.ycsb.ext.contract.StopSignals;
import site.ycsb.ext.measurements.InstalledMeasurements;
import site.ycsb.ext.measurements.MeasurementProperties;
import site.ycsb.ext.measurements.MeasurementsInstaller;
import site.ycsb.measurements.Measurements;
import site.ycsb.measurements.exporter.MeasurementsExporter;

/**
 * One load or run inside the benchmark JVM, with core's semantics and honest outcomes: everything that can be
 * checked is checked before any thread starts, every DB instance is initialised before any operation, the summary
 * is exported even when the run fails or is interrupted, and {@link #run()} returns 0 only for a complete run with
 * operations. Used once, from the benchmark JVM's main thread; {@code onSignal} runs on a {@link StopSignals}
 * handler thread.
 */
final class Benchmark {
  /** Properties with this prefix are warnings for the manifest (bindings and fan-out set them), not settings. */
  static final String WARNING_PREFIX = RunKeys.WARNING_PREFIX;
  /** How often the client's load is sampled when the run writes no periodic windows, milliseconds. */
  static final long CLIENT_SAMPLE_MS = 1_000;

  private final RunPlan plan;
  private LateStart lateStart = new LateStart(RunKeys.DEFAULT_LATE_START_MS);
  private final StartLag startLag = new StartLag();
  private ClientLoadSampler clientLoad;
  private ClientVerdict clientVerdict = ClientVerdict.of(List.of());
  private Optional<String> lateStartWarning = Optional.empty();
  private final RunSettings settings;
  /** The plan's properties, for the workload and the DB instances (which read them). */
  private final Properties props;
  private final PrintStream err;
  private final RunFailures failures = new RunFailures();
  private final OperationTally tally = new OperationTally();
  private volatile boolean finished;
  private volatile Workload workload;
  /** Core's measurement.trackjvm samples, when asked for and status lines run; else null. */
  private JvmStats jvmStats;
  private volatile boolean interrupted;
  /** The first stop signal's number, or 0. */
  private volatile int stopSignal;
  /** The client threads' pause after failed operations ({@link BackoffPolicy#from}). */
  private BackoffPolicy backoffPolicy = BackoffPolicy.OFF;
  /** The run's events ({@code --event}); empty when none were given. */
  private EventSchedule events = new EventSchedule(List.of(), "", EventSchedule.DEFAULT_TIMEOUT_MS, s -> s);
  /** The events as they happened, once the run ended. */
  private List<RunEvent> recordedEvents = List.of();
  /** The client threads' backoff pauses and their summed time (ms), once the run ended. */
  private long clientsBackoffs;
  private long clientsBackoffMs;

  Benchmark(RunPlan plan, PrintStream err) {
    this.plan = plan;
    this.settings = plan.runSettings();
    this.props = plan.properties();
    this.err = err;
  }

  /**
   * Runs the phases in order: prepare, initialise all, await start, run, export, record.
   *
   * @return the exit code
   * @throws BadInputException before anything started, for invalid input
   */
  int run() {
    Clients clients = prepare();
    boolean initOk = initialiseAll(clients);
    if (initOk && !interrupted) {
      awaitStart();
    }
    RunTotals totals = runClients(clients, initOk);
    Manifest.Builder manifest = exportSummary(clients, totals, initOk);
    return record(clients.measurements(), totals, manifest);
  }

  /**
   * Prepare: checks and loads the exporter, the export file, the measurements, the workload and the DB class, then
   * makes the DB instances and their workers (no thread started yet); invalid input ends here.
   */
  private Clients prepare() {
    int threadCount = settings.threads();
    long totalOps = settings.operations();
    Constructor<? extends MeasurementsExporter> exporter = exporterConstructor();
    checkExportFile();
    lateStart = LateStart.from(props);
    backoffPolicy = BackoffPolicy.from(props);
    events = eventSchedule();
    StopSignals.install(this::onSignal);

    InstalledMeasurements measurements;
    try {
      measurements = MeasurementsInstaller.install(props);
    } catch (IllegalArgumentException e) {
      throw new BadInputException(e.getMessage());
    }
    Workload loaded = loadWorkload();
    workload = loaded;
    Tracer tracer = new Tracer.Builder("YCSB " + plan.phase()).conf(htraceConfiguration()).build();
    String dbClass = settings.dbClass();
    checkDbClass(dbClass);
    CountDownLatch initialised = new CountDownLatch(threadCount);
    CountDownLatch start = new CountDownLatch(1);
    List<ClientWorker> workers = new ArrayList<>();
    for (int id = 0; id < threadCount; id++) {
      CountingDB db;
      try {
        DB created = DBFactory.newDB(dbClass, props, tracer);
        if (created == null) {
          throw new UnknownDBException(dbClass);
        }
        db = new CountingDB(created, tally);
      } catch (UnknownDBException | RuntimeException e) {
        throw new BadInputException("DB class '" + dbClass + "' cannot be loaded: " + RunFailures.describe(e));
      }
      workers.add(new ClientWorker(id, threadCount, db, loaded, props, settings.transactions(),
          OperationShares.of(totalOps, threadCount, id),
          Throttle.forThread(settings.targetOpsPerSec(), threadCount, settings.spinSleep()),
          settings.stopsAtFirstFailedInsert(), initialised, start, failures, startLag,
          new Backoff(backoffPolicy, System::nanoTime, LockSupport::parkNanos)));
    }
    return new Clients(exporter, measurements, loaded, workers, initialised, start,
        OperationShares.bounded(totalOps));
  }

  /**
   * Initialise all: starts every client thread and waits until each DB instance's init is done; on a failed init or
   * a stop signal the threads are told to skip their operations.
   *
   * @return whether every init succeeded
   */
  private boolean initialiseAll(Clients clients) {
    for (int id = 0; id < clients.workers().size(); id++) {
      Thread thread = new Thread(clients.workers().get(id), "ycsb-client-" + id);
      clients.threads().add(thread);
      thread.start();
    }
    awaitQuietly(clients.initialised());
    boolean initOk = clients.workers().stream().noneMatch(ClientWorker::initFailed);
    if (!initOk || interrupted) {
      clients.workers().forEach(ClientWorker::abort);
    }
    return initOk;
  }

  /** Await start: waits for the common start instant ({@code --start-at}), if any, or a stop signal. */
  private void awaitStart() {
    if (plan.startAtEpochMs().isEmpty()) {
      return;
    }
    long waitMs = plan.startAtEpochMs().getAsLong() - System.currentTimeMillis();
    if (waitMs <= 0) {
      err.println("The common start instant passed " + -waitMs + " ms ago (DB init took longer); starting now.");
      return;
    }
    err.println("All client threads initialised; starting in " + waitMs + " ms at the common start instant.");
    long deadline = System.nanoTime() + TimeUnit.MILLISECONDS.toNanos(waitMs);
    long left;
    while ((left = deadline - System.nanoTime()) > 0 && !interrupted) {
      try {
        TimeUnit.NANOSECONDS.sleep(Math.min(left, TimeUnit.MILLISECONDS.toNanos(100)));
      } catch (InterruptedException e) {
        Thread.currentThread().interrupt();
        return;
      }
    }
  }

  /**
   * Run: starts the status reporter and opens the start latch, joins the threads until {@code maxexecutiontime}
   * (then the stop request, the grace and the hung threads: {@link GracefulStop}), ends the status lines and cleans
   * the workload up.
   */
  private RunTotals runClients(Clients clients, boolean initOk) {
    List<ClientWorker> workers = clients.workers();
    StatusReporter status = new StatusReporter(workers, clients.boundedOps(), settings.statusIntervalSeconds(),
        settings.label(), err);
    boolean showStatus = settings.status();
    String measurementType = settings.measurementType();
    // core's StatusThread: trackjvm samples at every status line; the timeseries type copies status to stdout
    jvmStats = showStatus && settings.trackJvm()
        ? new JvmStats(!settings.periodic()) : null;
    status.withSampler(jvmStats == null ? () -> { } : jvmStats::sample,
        measurementType.equals("timeseries") ? System.out : null);
    if (initOk && !interrupted) {
      err.println("Starting test.");
      if (showStatus) {
        Thread reporter = new Thread(status, "ycsb-status");
        reporter.setDaemon(true);
        reporter.start();
      }
    }
    long maxSeconds = settings.maxExecutionSeconds();
    long startMs = System.currentTimeMillis();
    long startNs = System.nanoTime();
    clients.measurements().startRun(startMs);
    lateStartWarning = lateStart.warning(plan.startAtEpochMs().orElse(0), startMs, hostLabel());
    if (plan.startAtEpochMs().isPresent() && initOk && !interrupted) {
      err.println(new StartLine(startMs, startMs - plan.startAtEpochMs().getAsLong()).format());
    }
    lateStartWarning.ifPresent(w -> err.println("ycsb: warning: " + w));
    if (initOk && !interrupted) {
      clientLoad = new ClientLoadSampler(clients.measurements().windowMs() > 0 ? clients.measurements().windowMs()
          : CLIENT_SAMPLE_MS, startLag, outputPrefix().map(p -> Paths.get(p + RunKeys.CLIENT_SAMPLES_FILE_NAME)));
      clientLoad.start();
    }
    if (initOk && !interrupted) {
      // Offsets count from the instant the operations start.
      events.start(startMs);
    }
    clients.start().countDown();
    new GracefulStop(GracefulStop.DEFAULT_GRACE_MS).join(clients.threads(),
        maxSeconds > 0 ? startNs + TimeUnit.SECONDS.toNanos(maxSeconds) : Long.MAX_VALUE,
        clients.workload()::requestStop, failures);
    recordedEvents = events.finish();
    for (ClientWorker worker : workers) {
      clientsBackoffs += worker.backoff().pauses();
      clientsBackoffMs += TimeUnit.NANOSECONDS.toMillis(worker.backoff().pausedNs());
    }
    // The run ends where its last window ends (the clock the windows follow), so every window lies inside the run.
    long runtimeMs = Math.max(1, clients.measurements().endRun() - startMs);
    if (clientLoad != null) {
      // Only a run whose operations ran has a client load to judge.
      clientLoad.stop();
      clientVerdict = ClientVerdict.of(clientLoad.samples());
      err.println(clientVerdict.clientBound() ? "ycsb: warning: " + clientBoundWarning()
          : "Client load: " + clientVerdict.evidence());
    }
    if (showStatus && initOk) {
      status.stop();
    }
    long operations = 0;
    for (ClientWorker worker : workers) {
      operations += worker.operationsDone();
    }
    try {
      clients.workload().cleanup();
    } catch (WorkloadException | RuntimeException e) {
      failures.add("Workload cleanup failed: " + RunFailures.describe(e));
    }
    Map<String, RunOutcome.Counts> counts = tally.snapshot();
    long successes = workers.stream().mapToLong(ClientWorker::operationsSucceeded).sum();
    return new RunTotals(startMs, runtimeMs, operations, successes, counts);
  }

  /**
   * Export: writes the summary (when every init succeeded) and closes the measurements.
   *
   * @return the manifest under construction, holding the summary's lines
   */
  private Manifest.Builder exportSummary(Clients clients, RunTotals totals, boolean initOk) {
    Manifest.Builder manifest = new Manifest.Builder();
    if (initOk) {
      export(clients.exporter(), totals.operations(), totals.successes(), totals.runtimeMs(), manifest);
    }
    clients.measurements().close();
    return manifest;
  }

  /**
   * Record: decides the outcome and the exit code, writes the manifest and prints the failure lines.
   *
   * @return the exit code
   */
  private int record(InstalledMeasurements measurements, RunTotals totals, Manifest.Builder manifest) {
    if (interrupted) {
      failures.add("The run was stopped by signal " + stopSignal + " (" + StopSignals.name(stopSignal) + ") after "
          + totals.operations() + " operations; the summary covers them");
    }
    RunOutcome outcome = interrupted ? RunOutcome.interrupted(totals.counts(), failures.causes().get(0))
        : RunOutcome.decide(totals.counts(), settings.maxFailedShare(), failures.causes());
    int exitCode = interrupted ? StopSignals.exitCode(stopSignal)
        : failures.initFailedOnBadInput() ? ExitCodes.BAD_INPUT
        : outcome.kind() == Outcome.FAILED ? ExitCodes.RUN_FAILED : ExitCodes.OK;
    writeManifest(manifest, measurements, plan.phase(), totals.startMs(), totals.operations(),
        totals.runtimeMs(), exitCode, outcome);
    for (String cause : failures.causes()) {
      err.println("ycsb: " + cause);
    }
    for (RunEvent event : recordedEvents) {
      err.println(event.warning().map(w -> "ycsb: warning: " + w).orElse("Event " + event.index() + " (+"
          + event.offset() + "): " + event.status().label() + (event.exitCode() >= 0 ? " (exit " + event.exitCode()
          + ")" : "")));
    }
    if (clientsBackoffs > 0) {
      err.println("Client backoff: " + clientsBackoffs + " pauses after failed operations (" + backoffPolicy.describe()
          + ").");
    }
    if (failures.isEmpty() && !outcome.reason().isEmpty()) {
      err.println((outcome.kind() == Outcome.FAILED ? "ycsb: " : "ycsb: warning: ") + outcome.reason());
    }
    finished = true;
    return exitCode;
  }

  /** Core's htrace configuration: every {@code htrace.*} property, without its prefix. */
  private HTraceConfiguration htraceConfiguration() {
    Map<String, String> conf = new java.util.HashMap<>();
    for (String key : props.stringPropertyNames()) {
      if (key.startsWith(CoreProperty.HTRACE_PREFIX)) {
        conf.put(key.substring(CoreProperty.HTRACE_PREFIX.length()), props.getProperty(key));
      }
    }
    return HTraceConfiguration.fromMap(conf);
  }

  @SuppressWarnings("unchecked")
  private Constructor<? extends MeasurementsExporter> exporterConstructor() {
    String name = settings.exporterClass();
    try {
      Class<?> type = Class.forName(name);
      if (!MeasurementsExporter.class.isAssignableFrom(type)) {
        throw BadInputException.invalidValue("exporter", name, "a class implementing " + MeasurementsExporter.class.getName());
      }
      return ((Class<? extends MeasurementsExporter>) type).getConstructor(OutputStream.class);
    } catch (ClassNotFoundException | LinkageError e) {
      throw BadInputException.invalidValue("exporter", name, "a loadable exporter class, e.g. " + CoreProperty.EXPORTER.defaultValue()
          + " or site.ycsb.measurements.exporter.JSONArrayMeasurementsExporter");
    } catch (NoSuchMethodException e) {
      throw BadInputException.invalidValue("exporter", name, "an exporter with a public (OutputStream) constructor");
    }
  }

  private void checkExportFile() {
    if (settings.exportFile().isEmpty()) {
      return;
    }
    String exportFile = settings.exportFile().get();
    Path path = Paths.get(exportFile).toAbsolutePath();
    Path dir = path.getParent();
    if (Files.isDirectory(path) || dir == null || !Files.isDirectory(dir) || !Files.isWritable(dir)) {
      throw BadInputException.invalidValue("exportfile", exportFile, "a file in an existing, writable directory");
    }
  }

  private static void checkDbClass(String dbClass) {
    try {
      if (!DB.class.isAssignableFrom(Class.forName(dbClass))) {
        throw BadInputException.invalidValue("db", dbClass, "a subclass of site.ycsb.DB");
      }
    } catch (ClassNotFoundException | LinkageError e) {
      throw BadInputException.invalidValue("db", dbClass, "a loadable DB class: check the binding name, -p db and -cp ("
          + RunFailures.describe(e) + ")");
    }
  }

  private Workload loadWorkload() {
    String name = settings.workloadClass();
    Workload loaded;
    try {
      loaded = (Workload) Class.forName(name).getDeclaredConstructor().newInstance();
    } catch (ReflectiveOperationException | LinkageError | ClassCastException e) {
      throw BadInputException.invalidValue("workload", name, "a loadable subclass of site.ycsb.Workload ("
          + RunFailures.describe(e) + ")");
    }
    try {
      loaded.init(props);
    } catch (NumberFormatException e) {
      throw numberProperty(name, e);
    } catch (WorkloadException | RuntimeException e) {
      throw new BadInputException("Workload " + name + " rejected its properties: " + RunFailures.describe(e));
    }
    return loaded;
  }

  /**
   * A workload's bare {@code NumberFormatException} ("For input string: "abc"") as the property it came from: the one
   * property whose value is that input, when exactly one is.
   */
  private BadInputException numberProperty(String workloadName, NumberFormatException e) {
    java.util.regex.Matcher m = java.util.regex.Pattern.compile("For input string: \"(.*)\"").matcher(
        String.valueOf(e.getMessage()));
    if (m.find()) {
      String bad = m.group(1);
      List<String> keys = props.stringPropertyNames().stream().filter(k -> props.getProperty(k).trim().equals(bad))
          .sorted().toList();
      if (keys.size() == 1) {
        return BadInputException.invalidValue(keys.get(0), props.getProperty(keys.get(0)), "a number");
      }
    }
    return new BadInputException("Workload " + workloadName + " rejected its properties: " + RunFailures.describe(e));
  }

  private void export(Constructor<? extends MeasurementsExporter> exporterType, long operations, long successes,
      long runtimeMs, Manifest.Builder manifest) {
    String exportFile = settings.exportFile().orElse(null);
    try (OutputStream out = exportFile == null ? new NonClosingStream(System.out) : new FileOutputStream(exportFile);
         RecordingExporter exporter = new RecordingExporter(exporterType.newInstance(out))) {
      exporter.write("OVERALL", "RunTime(ms)", runtimeMs);
      exporter.write("OVERALL", "Throughput(ops/sec)", 1000.0 * operations / runtimeMs);
      exporter.write("OVERALL", "Successful Throughput(ops/sec)", 1000.0 * successes / runtimeMs);
      long gcCount = 0;
      long gcMs = 0;
      for (Map.Entry<String, Long[]> gc : new TreeMap<>(Utils.getGCStatst()).entrySet()) {
        String name = gc.getKey().replace(' ', '_');
        exporter.write("TOTAL_GCS_" + name, "Count", gc.getValue()[0]);
        exporter.write("TOTAL_GC_TIME_" + name, "Time(ms)", gc.getValue()[1]);
        exporter.write("TOTAL_GC_TIME_%_" + name, "Time(%)", 100.0 * gc.getValue()[1] / runtimeMs);
        gcCount += gc.getValue()[0];
        gcMs += gc.getValue()[1];
      }
      exporter.write("TOTAL_GCs", "Count", gcCount);
      exporter.write("TOTAL_GC_TIME", "Time(ms)", gcMs);
      exporter.write("TOTAL_GC_TIME_%", "Time(%)", 100.0 * gcMs / runtimeMs);
      if (jvmStats != null) {
        jvmStats.export(exporter);
      }
      Measurements.getMeasurements().exportMeasurements(exporter);
      manifest.summary.addAll(exporter.lines());
    } catch (IOException | ReflectiveOperationException | RuntimeException e) {
      failures.add("Export of the summary failed" + (exportFile == null ? "" : " (exportfile=" + exportFile + ")")
          + ": " + RunFailures.describe(e instanceof java.lang.reflect.InvocationTargetException ? e.getCause() : e));
    }
  }

  private void writeManifest(Manifest.Builder manifest, InstalledMeasurements measurements, Phase phase,
      long startMs, long operations, long runtimeMs, int exitCode, RunOutcome outcome) {
    if (outputPrefix().isEmpty()) {
      return;
    }
    String prefix = outputPrefix().orElseThrow();
    manifest.phase = phase;
    // The label the resolver chose (the name typed, or the class's short name for a built-in name run with
    // another class), so a redis class started as 'basic' is never reported as basic.
    manifest.binding = props.getProperty(RunKeys.BINDING, plan.binding());
    manifest.dbClass = settings.dbClass();
    manifest.clientVersion = BuildVersion.version();
    manifest.host = hostLabel();
    manifest.label = settings.label();
    manifest.startEpochMs = startMs;
    manifest.startAtEpochMs = plan.startAtEpochMs().orElse(0);
    manifest.endEpochMs = startMs + runtimeMs;
    manifest.windowMs = measurements.windowMs();
    manifest.exitCode = exitCode;
    manifest.outcome = outcome.kind();
    manifest.reason = outcome.reason();
    manifest.failures.putAll(outcome.failuresByStatus());
    manifest.operations = operations;
    manifest.throughputOpsPerSec = 1000.0 * operations / runtimeMs;
    Properties recorded = new Properties();
    for (String key : props.stringPropertyNames()) {
      if (key.startsWith(WARNING_PREFIX) || RunKeys.isBindingWarning(key)) {
        manifest.warnings.add(props.getProperty(key));
      } else if (key.startsWith(RunKeys.SERVER_PREFIX)) {
        manifest.server.put(key.substring(RunKeys.SERVER_PREFIX.length()), props.getProperty(key));
      } else if (key.startsWith(RunKeys.SETTING_PREFIX)) {
        manifest.settings.put(key.substring(RunKeys.SETTING_PREFIX.length()), props.getProperty(key));
      } else if (key.startsWith(EventSpec.PROPERTY_PREFIX)) {
        // recorded as events, with secrets masked in their commands
        continue;
      } else {
        recorded.setProperty(key, props.getProperty(key));
      }
    }
    StandinMark.mark(manifest.server);
    lateStartWarning.ifPresent(manifest.warnings::add);
    if (clientVerdict.clientBound()) {
      manifest.warnings.add(clientBoundWarning());
    }
    if (clientLoad != null) {
      clientLoad.writeProblem().ifPresent(p -> manifest.warnings.add("client load samples incomplete: " + p));
    }
    manifest.client.putAll(ClientFacts.collect());
    manifest.clientClasspath.addAll(ClasspathJar.of(plan.classpath()));
    if (clientLoad != null) {
      manifest.client.put("load", clientVerdict.evidence());
    }
    manifest.warnings.addAll(measurements.warnings());
    manifest.warnings.addAll(failures.causes());
    // issue 30: events and client backoff
    manifest.events.addAll(recordedEvents);
    recordedEvents.forEach(e -> e.warning().ifPresent(manifest.warnings::add));
    manifest.backoffs = clientsBackoffs;
    manifest.backoffMs = clientsBackoffMs;
    manifest.client.put("backoff", backoffPolicy.describe());
    manifest.properties(recorded);
    Path file = Paths.get(prefix + Manifest.FILE_NAME).toAbsolutePath();
    try {
      List<Path> written = new ArrayList<>(measurements.outputFiles());
      Path samples = Paths.get(prefix + RunKeys.CLIENT_SAMPLES_FILE_NAME);
      if (Files.isRegularFile(samples)) {
        written.add(samples);
      }
      Path dir = file.getParent();
      for (RunEvent event : recordedEvents) {
        if (!event.outputFile().isEmpty() && Files.isRegularFile(dir.resolve(event.outputFile()))) {
          written.add(dir.resolve(event.outputFile()));
        }
      }
      manifest.files(written).build().write(file);
    } catch (IOException | RuntimeException e) {
      err.println("ycsb: the run manifest could not be written to " + file + ": " + RunFailures.describe(e));
    }
  }

  /**
   * The run's events from its properties ({@link EventSpec#fromProperties}); they need the output path, where their
   * commands' output and their record go.
   */
  private EventSchedule eventSchedule() {
    List<EventSpec> specs = EventSpec.fromProperties(props);
    String timeout = props.getProperty(EventSchedule.TIMEOUT_PROPERTY);
    long timeoutMs;
    try {
      timeoutMs = timeout == null ? EventSchedule.DEFAULT_TIMEOUT_MS : Long.parseLong(timeout.trim());
    } catch (NumberFormatException e) {
      timeoutMs = 0;
    }
    if (timeoutMs < 1) {
      throw BadInputException.invalidValue(EventSchedule.TIMEOUT_PROPERTY, timeout, "whole milliseconds from 1");
    }
    if (!specs.isEmpty() && outputPrefix().isEmpty()) {
      throw new BadInputException("Option '--event' needs an output directory: add -p "
          + MeasurementProperties.OUTPUT_PATH + "=<dir>/ (the events' output and their record in the manifest go"
          + " there)");
    }
    return new EventSchedule(specs, outputPrefix().orElse(""), timeoutMs, SecretMask.masker(props));
  }

  /** The periodic output prefix ({@code periodichistogram.output.path}), when one is given. */
  private Optional<String> outputPrefix() {
    String prefix = props.getProperty(MeasurementProperties.OUTPUT_PATH);
    return prefix == null || prefix.isEmpty() ? Optional.empty() : Optional.of(prefix);
  }

  private String clientBoundWarning() {
    return "host " + hostLabel() + " was client-bound (" + clientVerdict.evidence() + "): its throughput is a lower"
        + " bound of what the database can serve: add client hosts or cores before reading it as the database's limit";
  }

  /** This client's host label: fan-out's {@link RunKeys#HOST}, else the local host name. */
  private String hostLabel() {
    return props.getProperty(RunKeys.HOST, localHostName());
  }

  private static String localHostName() {
    try {
      return InetAddress.getLocalHost().getHostName();
    } catch (IOException e) {
      return "localhost";
    }
  }

  /**
   * A stop signal (Ctrl-C, TERM, HUP; on its own thread): stops the client threads; the main thread then exports
   * what was collected, writes the manifest and exits with 128 + the signal's number. Later signals change nothing.
   */
  private void onSignal(int signal) {
    if (finished || interrupted) {
      return;
    }
    stopSignal = signal;
    interrupted = true;
    Workload current = workload;
    if (current != null) {
      current.requestStop();
    }
  }

  private static void awaitQuietly(CountDownLatch latch) {
    try {
      latch.await();
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
    }
  }

  /**
   * What {@link #prepare} made for the later phases: the exporter, the installed measurements, the workload, one
   * worker per client thread with its latches, and the run's total operations ({@link OperationShares#bounded}).
   * {@link #threads} is filled by {@link #initialiseAll}. Main thread only.
   */
  private record Clients(Constructor<? extends MeasurementsExporter> exporter, InstalledMeasurements measurements,
      Workload workload, List<ClientWorker> workers, CountDownLatch initialised, CountDownLatch start,
      long boundedOps, List<Thread> threads) {
    Clients(Constructor<? extends MeasurementsExporter> exporter, InstalledMeasurements measurements,
        Workload workload, List<ClientWorker> workers, CountDownLatch initialised, CountDownLatch start,
        long boundedOps) {
      this(exporter, measurements, workload, workers, initialised, start, boundedOps, new ArrayList<>());
    }
  }

  /**
   * What the run phase measured: its start (epoch ms), its length (ms, from 1), the operations attempted and
   * succeeded, and the tally by operation type.
   */
  private record RunTotals(long startMs, long runtimeMs, long operations, long successes,
      Map<String, RunOutcome.Counts> counts) {
  }

  /** Lets an exporter close its writer without closing {@code System.out}. */
  private static final class NonClosingStream extends java.io.FilterOutputStream {
    NonClosingStream(OutputStream out) {
      super(out);
    }

    @Override
    public void write(byte[] b, int off, int len) throws IOException {
      out.write(b, off, len);
    }

    @Override
    public void close() throws IOException {
      flush();
    }
  }
}
