/*
 * Copyright (c) 2026 ycsb-ext contributors.
 * Licensed under the Apache License, Version 2.0 (http://www.apache.org/licenses/LICENSE-2.0).
 */
package site.ycsb.ext.engine;

import java.io.IOException;
import java.io.PrintStream;
import java.lang.reflect.Constructor;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.OptionalLong;
import java.util.Properties;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.locks.LockSupport;
import org.apache.htrace.core.Tracer;
import site.ycsb.DB;
import site.ycsb.UnknownDBException;
import site.ycsb.Workload;
import site.ycsb.WorkloadException;
import site.ycsb.ext.contract.BadInputException;
import site.ycsb.ext.contract.BuildVersion;
import site.ycsb.ext.contract.ExitCodes;
import site.ycsb.ext.contract.Manifest;
import site.ycsb.ext.contract.Outcome;
import site.ycsb.ext.contract.RunKeys;
import site.ycsb.ext.contract.RunPlan;
import site.ycsb.ext.contract.RunSettings;
import site.ycsb.ext.contract.StartBarrierProtocol;
import site.ycsb.ext.contract.StartLine;
import site.ycsb.ext.contract.StopSignals;
import site.ycsb.ext.measurements.ExtMeasurements;
import site.ycsb.ext.measurements.MeasurementsInstaller;
import site.ycsb.ext.measurements.WindowClock;
import site.ycsb.measurements.exporter.MeasurementsExporter;

/**
 * One load or run inside the benchmark JVM, with core's semantics and honest outcomes: everything that can be
 * checked is checked before any thread starts, every DB instance is initialised before any operation, the summary
 * is exported even when the run fails or is interrupted, and {@link #run()} returns 0 only for a complete run with
 * operations. The phases live here; each capability beside them (late start, client load, events, ...) is a
 * {@link RunFeature} listed in {@link RunFeatures}, called at every phase. Used once, from the benchmark JVM's main
 * thread; {@code onSignal} runs on a {@link StopSignals} handler thread.
 */
final class Benchmark {
  private final RunPlan plan;
  private final RunSettings settings;
  /**
   * The plan's properties, one object for the workload, the DB instances (bindings set their facts and warnings on
   * it) and the features that read those back.
   */
  private final Properties props;
  private final PrintStream err;
  private final RunFailures failures = new RunFailures();
  private final OperationTally tally = new OperationTally();
  private final RunFeatures features = RunFeatures.all();
  private volatile boolean finished;
  private volatile Workload workload;
  private volatile boolean interrupted;
  /** The features' preparation (a facts provider may bootstrap a client), which a stop signal interrupts. */
  private final InterruptibleStep preparation = new InterruptibleStep();
  /** The end of the client threads: at maxexecutiontime, or at once on a stop signal or a feature's early stop. */
  private final GracefulStop clientsEnd = new GracefulStop(GracefulStop.DEFAULT_GRACE_MS);
  /** The first stop signal's number, or 0. */
  private volatile int stopSignal;
  /** The common start instant: {@code --start-at}, or the one fan-out's start barrier gave. */
  private final CommonStart commonStart;

  Benchmark(RunPlan plan, PrintStream err) {
    this.plan = plan;
    this.settings = plan.runSettings();
    this.props = plan.properties();
    this.err = err;
    this.commonStart = new CommonStart(plan.startAtEpochMs());
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
    if (initOk && !interrupted && !awaitStart()) {
      // told not to start at fan-out's start barrier: the threads skip their operations
      clients.workers().forEach(ClientWorker::abort);
      initOk = false;
    }
    RunTotals totals = runClients(clients, initOk);
    Manifest.Builder manifest = exportSummary(clients, totals, initOk);
    return record(clients.run(), totals, manifest);
  }

  /**
   * Prepare: checks and loads the exporter, the export file, the measurements, the features' settings, the workload
   * and the DB class, then makes the DB instances and their workers (no thread started yet); invalid input ends here.
   */
  private Clients prepare() {
    RunInputs inputs = new RunInputs(plan, props);
    Constructor<? extends MeasurementsExporter> exporter = inputs.exporterConstructor();
    inputs.checkExportFile();
    StopSignals.install(this::onSignal);
    BackoffPolicy backoff = BackoffPolicy.from(props);
    features.check(props);
    ExtMeasurements measurements;
    try {
      // The system clock, as install(props) uses; this overload gives the type whose settings say where it writes.
      measurements = MeasurementsInstaller.install(props, WindowClock.SYSTEM);
    } catch (IllegalArgumentException e) {
      throw new BadInputException(e.getMessage());
    }
    RunContext run = new RunContext(plan, props, measurements, measurements.settings().output(),
        RunContext.hostLabel(props), err, failures, new StartLag(), backoff, tally, new PausedTime(),
        this::stopEarly, commonStart);
    // a stop signal interrupts a provider's bootstrap; the stop itself stays in 'interrupted'
    preparation.run(() -> features.prepare(run));
    Workload loaded = inputs.loadWorkload();
    workload = loaded;
    Tracer tracer = inputs.tracer();
    String dbClass = inputs.checkDbClass();
    int threadCount = settings.threads();
    CountDownLatch initialised = new CountDownLatch(threadCount);
    CountDownLatch start = new CountDownLatch(1);
    List<ClientWorker> workers = new ArrayList<>();
    for (int id = 0; id < threadCount; id++) {
      workers.add(new ClientWorker(id, threadCount, newDb(dbClass, tracer), loaded, props,
          settings.transactions(), OperationShares.of(settings.operations(), threadCount, id),
          Throttle.forThread(settings.targetOpsPerSec(), threadCount, settings.spinSleep()),
          settings.stopsAtFirstFailedInsert(), initialised, start, failures, run.startLag().recorder(),
          new Backoff(run.backoff(), run.pauses(), System::nanoTime, LockSupport::parkNanos)));
    }
    return new Clients(exporter, run, loaded, workers, initialised, start,
        OperationShares.bounded(settings.operations()));
  }

  /** One DB instance of the binding's class, measured ({@link MeasuredDB}) and counted into the run's tally. */
  private CountingDB newDb(String dbClass, Tracer tracer) {
    try {
      return new CountingDB(MeasuredDB.create(dbClass, props, tracer), tally);
    } catch (UnknownDBException | RuntimeException e) {
      throw new BadInputException("DB class '" + dbClass + "' cannot be loaded: " + RunFailures.describe(e));
    }
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
    InitialisationWait.await(clients.initialised(), clients.threads(), () -> interrupted);
    boolean initOk = clients.workers().stream().noneMatch(ClientWorker::initFailed);
    if (!initOk || interrupted) {
      clients.workers().forEach(ClientWorker::abort);
    }
    if (interrupted) {
      clientsEnd.stoppedDuringInit(clients.threads());
    }
    return initOk;
  }

  /**
   * Await start: waits for the common start instant ({@code --start-at}), if any, or a stop signal; with fan-out's
   * start barrier ({@link StartBarrierProtocol#DIRECTORY_PROPERTY}) says it is ready first and takes the instant the
   * central process gives ({@link StartBarrier}), {@code --start-at} being the launch-time fallback.
   *
   * @return false when the central process told this host not to start (recorded as the run's failure)
   */
  private boolean awaitStart() {
    if (commonStart.epochMs().isEmpty()) {
      return true;
    }
    String barrierDir = props.getProperty(StartBarrierProtocol.DIRECTORY_PROPERTY, "");
    if (!barrierDir.isEmpty()) {
      OptionalLong instant = new StartBarrier(Path.of(barrierDir), err, System::currentTimeMillis)
          .await(commonStart.epochMs().getAsLong(), () -> interrupted);
      if (instant.isEmpty()) {
        failures.add("Not started: the fan-out's central process stopped this host at the start barrier (it was not"
            + " ready within --ready-timeout, or another host was not and --all-or-nothing was given)");
        return false;
      }
      commonStart.set(instant.getAsLong());
      if (interrupted) {
        return true;
      }
    }
    long waitMs = commonStart.epochMs().getAsLong() - System.currentTimeMillis();
    if (waitMs <= 0) {
      err.println("The common start instant passed " + -waitMs + " ms ago (DB init took longer); starting now.");
      return true;
    }
    err.println("All client threads initialised; starting in " + waitMs + " ms at the common start instant.");
    long deadline = System.nanoTime() + TimeUnit.MILLISECONDS.toNanos(waitMs);
    long left;
    while ((left = deadline - System.nanoTime()) > 0 && !interrupted) {
      try {
        TimeUnit.NANOSECONDS.sleep(Math.min(left, TimeUnit.MILLISECONDS.toNanos(100)));
      } catch (InterruptedException e) {
        Thread.currentThread().interrupt();
        return true;
      }
    }
    return true;
  }

  /**
   * Run: starts the status reporter and opens the start latch, joins the threads until {@code maxexecutiontime}
   * (then the stop request, the grace and the hung threads: {@link GracefulStop}), ends the status lines and cleans
   * the workload up.
   */
  private RunTotals runClients(Clients clients, boolean initOk) {
    boolean operationsRun = initOk && !interrupted;
    StatusReporter status = startStatus(clients, operationsRun);
    long maxSeconds = settings.maxExecutionSeconds();
    long startNs = System.nanoTime();
    // The start on the clock the windows follow, so no operation's end reading falls before the first window.
    long startMs = WindowClock.SYSTEM.msAtNanos(startNs);
    clients.run().measurements().startRun(startMs);
    if (commonStart.epochMs().isPresent() && operationsRun) {
      err.println(new StartLine(startMs, startMs - commonStart.epochMs().getAsLong()).format());
    }
    features.started(startMs, operationsRun);
    clients.start().countDown();
    clientsEnd.join(clients.threads(),
        maxSeconds > 0 ? startNs + TimeUnit.SECONDS.toNanos(maxSeconds) : Long.MAX_VALUE,
        clients.workload()::requestStop, failures);
    features.clientsEnded(clients.workers());
    // The run ends where its last window ends (the clock the windows follow), so every window lies inside the run.
    long runtimeMs = Math.max(1, clients.run().measurements().endRun() - startMs);
    features.runEnded();
    if (settings.status() && initOk) {
      status.stop();
    }
    long operations = clients.workers().stream().mapToLong(ClientWorker::operationsDone).sum();
    try {
      clients.workload().cleanup();
    } catch (WorkloadException | RuntimeException e) {
      failures.add("Workload cleanup failed: " + RunFailures.describe(e));
    }
    Map<String, RunOutcome.Counts> counts = tally.snapshot();
    long successes = clients.workers().stream().mapToLong(ClientWorker::operationsSucceeded).sum();
    return new RunTotals(startMs, runtimeMs, operations, successes, counts);
  }

  /**
   * The status reporter, its thread started when status lines are asked for ({@code -s}) and the operations run;
   * before each line the features sample ({@link RunFeature#statusLine}); the timeseries type copies the lines to
   * stdout, as core's StatusThread does.
   */
  private StatusReporter startStatus(Clients clients, boolean operationsRun) {
    StatusReporter status = new StatusReporter(clients.workers(), clients.boundedOps(),
        settings.statusIntervalSeconds(), settings.label(), err);
    status.withSampler(features::statusLine, settings.measurementType().equals("timeseries") ? System.out : null);
    if (operationsRun) {
      err.println("Starting test.");
      if (settings.status()) {
        Thread reporter = new Thread(status, "ycsb-status");
        reporter.setDaemon(true);
        reporter.start();
      }
    }
    return status;
  }

  /**
   * Export: writes the summary (when every init succeeded) and closes the measurements.
   *
   * @return the manifest under construction, holding the summary's lines
   */
  private Manifest.Builder exportSummary(Clients clients, RunTotals totals, boolean initOk) {
    Manifest.Builder manifest = new Manifest.Builder();
    if (initOk) {
      new SummaryExport(clients.exporter(), clients.run()).write(totals.operations(), totals.successes(),
          totals.runtimeMs(), features, manifest);
    }
    clients.run().measurements().close();
    return manifest;
  }

  /**
   * Record: decides the outcome and the exit code, writes the manifest and prints the failure lines, then the
   * features' lines.
   *
   * @return the exit code
   */
  private int record(RunContext run, RunTotals totals, Manifest.Builder manifest) {
    if (interrupted) {
      failures.add("The run was stopped by signal " + stopSignal + " (" + StopSignals.name(stopSignal) + ") after "
          + totals.operations() + " operations; the summary covers them");
    }
    RunOutcome outcome = interrupted ? RunOutcome.interrupted(totals.counts(), failures.causes().get(0))
        : RunOutcome.decide(totals.counts(), settings.maxFailedShare(), failures.causes());
    int exitCode = interrupted ? StopSignals.exitCode(stopSignal)
        : failures.initFailedOnBadInput() ? ExitCodes.BAD_INPUT
        : outcome.kind() == Outcome.FAILED ? ExitCodes.RUN_FAILED : ExitCodes.OK;
    if (run.hasOutput()) {
      writeManifest(run, manifest, totals, exitCode, outcome);
    }
    for (String cause : failures.causes()) {
      err.println("ycsb: " + cause);
    }
    features.lines().forEach(err::println);
    if (failures.isEmpty() && !outcome.reason().isEmpty()) {
      err.println((outcome.kind() == Outcome.FAILED ? "ycsb: " : "ycsb: warning: ") + outcome.reason());
    }
    finished = true;
    return exitCode;
  }

  /** Writes {@code <prefix>manifest.json}: the run's base fields, then each feature's section. */
  private void writeManifest(RunContext run, Manifest.Builder manifest, RunTotals totals, int exitCode,
      RunOutcome outcome) {
    manifest.phase = plan.phase();
    // The label the resolver chose (the name typed, or the class's short name for a built-in name run with
    // another class), so a redis class started as 'basic' is never reported as basic.
    manifest.binding = props.getProperty(RunKeys.BINDING, plan.binding());
    manifest.dbClass = settings.dbClass();
    manifest.clientVersion = BuildVersion.version();
    manifest.host = run.host();
    manifest.label = settings.label();
    manifest.startEpochMs = totals.startMs();
    manifest.startAtEpochMs = commonStart.epochMs().orElse(0);
    manifest.endEpochMs = totals.startMs() + totals.runtimeMs();
    manifest.windowMs = run.measurements().windowMs();
    manifest.exitCode = exitCode;
    manifest.outcome = outcome.kind();
    manifest.reason = outcome.reason();
    manifest.failures.putAll(outcome.failuresByStatus());
    manifest.operations = totals.operations();
    manifest.throughputOpsPerSec = 1000.0 * totals.operations() / totals.runtimeMs();
    Path file = run.outputFile(Manifest.FILE_NAME).orElseThrow().toAbsolutePath();
    try {
      manifest.files(run.measurements().outputFiles());
      features.record(manifest);
      manifest.build().write(file);
    } catch (IOException | RuntimeException e) {
      err.println("ycsb: the run manifest could not be written to " + file + ": " + RunFailures.describe(e));
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
    preparation.interrupt();
    Workload current = workload;
    if (current != null) {
      current.requestStop();
    }
    clientsEnd.stopNow();
  }

  /** A feature's early stop ({@link RunContext#stopRun}): the client threads stop as at {@code maxexecutiontime}. */
  private void stopEarly() {
    Workload current = workload;
    if (current != null) {
      current.requestStop();
    }
    clientsEnd.stopNow();
  }

  /**
   * What {@link #prepare} made for the later phases: the exporter, the run's context (with the installed
   * measurements), the workload, one worker per client thread with its latches, and the run's total operations
   * ({@link OperationShares#bounded}). {@link #threads} is filled by {@link #initialiseAll}. Main thread only.
   */
  private record Clients(Constructor<? extends MeasurementsExporter> exporter, RunContext run, Workload workload,
      List<ClientWorker> workers, CountDownLatch initialised, CountDownLatch start, long boundedOps,
      List<Thread> threads) {
    Clients(Constructor<? extends MeasurementsExporter> exporter, RunContext run, Workload workload,
        List<ClientWorker> workers, CountDownLatch initialised, CountDownLatch start, long boundedOps) {
      this(exporter, run, workload, workers, initialised, start, boundedOps, new ArrayList<>());
    }
  }

  /**
   * What the run phase measured: its start (epoch ms), its length (ms, from 1), the operations attempted and
   * succeeded, and the tally by operation type.
   */
  private record RunTotals(long startMs, long runtimeMs, long operations, long successes,
      Map<String, RunOutcome.Counts> counts) {
  }
}
