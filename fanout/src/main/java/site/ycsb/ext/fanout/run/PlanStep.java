/*
 * Copyright (c) 2026 ycsb-ext contributors.
 * Licensed under the Apache License, Version 2.0 (http://www.apache.org/licenses/LICENSE-2.0).
 */
package site.ycsb.ext.fanout.run;


import java.io.IOException;
import java.io.PrintWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Properties;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;
import site.ycsb.ext.contract.CoreProperty;
import site.ycsb.ext.contract.Phase;
import site.ycsb.ext.contract.RunPlan;
import site.ycsb.ext.contract.RunSettings;
import site.ycsb.ext.fanout.FanoutInputException;
import site.ycsb.ext.fanout.FanoutProperties;
import site.ycsb.ext.fanout.ssh.HostSpec;

/**
 * The fan-out's plan step: splits the work into the hosts' shares, creates the run's result directory and makes the
 * properties every host gets (the periodic measurement type the merge needs, the whole run's facts, each feature's
 * additions). Used once, on the run's thread.
 */
final class PlanStep {
  /** The run's own logger: its lines keep the name they had. */
  private static final Logger LOG = LoggerFactory.getLogger(FanoutRun.class);

  private final FanoutSettings settings;
  private final PrintWriter out;

  /** @param out where the notices go */
  PlanStep(FanoutSettings settings, PrintWriter out) {
    this.settings = settings;
    this.out = out;
  }

  /**
   * Plans the run.
   *
   * @throws FanoutInputException when the work cannot be split or the result directory exists or cannot be made
   */
  FanoutPlan plan(Phase phase, RunPlan args, List<HostSpec> hosts, List<FanoutFeature> features) {
    RemoteClasspath classpath = RemoteClasspath.of(args.classpath());
    classpath.passedUnchanged().forEach(entry -> out.println("fanout: -cp entry " + entry + " names nothing on this"
        + " host; it is passed to the hosts unchanged (a path there)"));
    List<HostShare> shares = phase == Phase.LOAD ? WorkShares.forLoad(args.runSettings(), hosts.size())
        : WorkShares.forRun(args.runSettings(), hosts.size());
    Path runDir = createRunDir();
    Properties props = args.properties();
    features.forEach(feature -> feature.plan(props));
    periodicMeasurements(props).forEach(out::println);
    props.putAll(WorkShares.runProperties(args.runSettings(), phase, hosts.size()));
    LOG.info("fanout {} {} on {} hosts, run id {}: {}", phase, args.binding(), hosts.size(), settings.runId(),
        Secrets.describe(props));
    return new FanoutPlan(phase, args, hosts, classpath, shares, WorkShares.totalTarget(args.runSettings(), phase),
        props, runDir);
  }

  /** Creates {@code <results>/<run-id>/logs}; refuses a run id whose directory exists. */
  private Path createRunDir() {
    Path runDir = settings.resultsDir().resolve(settings.runId());
    if (Files.exists(runDir)) {
      throw new FanoutInputException("Result directory " + runDir + " already exists: choose another --run-id");
    }
    try {
      Files.createDirectories(runDir.resolve("logs"));
    } catch (IOException e) {
      throw new FanoutInputException("Cannot create the result directory " + runDir + ": " + e.getMessage());
    }
    return runDir;
  }

  /** Sets the periodic measurement type that merging the hosts needs. Returns notices for the user. */
  private static List<String> periodicMeasurements(Properties props) {
    String type = props.getProperty(CoreProperty.MEASUREMENT_TYPE.key());
    if (type == null || !RunSettings.isPeriodic(type)) {
      props.setProperty(CoreProperty.MEASUREMENT_TYPE.key(), FanoutProperties.MEASUREMENT_TYPE_PERIODIC);
      if (type != null) {
        return List.of("fanout: measurementtype=" + type + " replaced by " + FanoutProperties.MEASUREMENT_TYPE_PERIODIC
            + ": merging hosts needs the periodic histograms");
      }
    }
    return List.of();
  }
}
