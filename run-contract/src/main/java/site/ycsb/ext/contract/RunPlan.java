/*
 * Copyright (c) 2026 ycsb-ext contributors.
 * Licensed under the Apache License, Version 2.0 (http://www.apache.org/licenses/LICENSE-2.0).
 */
package site.ycsb.ext.contract;

import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.OptionalLong;
import java.util.Properties;
import java.util.TreeMap;

/**
 * One resolved and validated {@code load}, {@code run} or {@code shell} command line: what the benchmark JVM runs.
 * {@link CommandLineResolver} builds it; {@link RunPlanFile} carries it to the benchmark JVM, which reads it back
 * whole, without parsing the command line or the properties again. The properties are copied on construction and on
 * access; the record is immutable and thread-safe.
 *
 * @param phase load, run or shell
 * @param binding the binding name given on the command line, e.g. {@code basic} or {@code aerospike}
 * @param bindingDir the binding's directory in the installation, when its jars are not on the launcher's class path
 * @param properties the final properties, as core's Client builds them ({@code -P} files in order, then options such
 *     as {@code -threads}, then {@code -p}), legacy class names translated
 * @param notices one-line notices for the user, printed before the run (legacy class names translated, ...)
 * @param classpath the {@code -cp} entries
 * @param jvmArgs the {@code -jvm-args} options for the benchmark JVM
 * @param startAtEpochMs the common start instant ({@code --start-at}), in milliseconds since the epoch, if any
 * @param oneClient whether the counts are one client's, checked against core's {@code int} limits, or a fan-out's
 *     totals, split across hosts and checked per share
 * @param settings the checked values the engine runs by; empty for a {@code shell}, whose properties are not checked
 */
public record RunPlan(Phase phase, String binding, Optional<String> bindingDir, Properties properties,
    List<String> notices, List<String> classpath, List<String> jvmArgs, OptionalLong startAtEpochMs,
    boolean oneClient, Optional<RunSettings> settings) {

  /** Copies the mutable parts. */
  public RunPlan {
    properties = copy(properties);
    notices = List.copyOf(notices);
    classpath = List.copyOf(classpath);
    jvmArgs = List.copyOf(jvmArgs);
  }

  /** A copy of the properties; changing it does not change this plan. */
  @Override
  public Properties properties() {
    return copy(properties);
  }

  /** One property's value, or null. */
  public String property(String key) {
    return properties.getProperty(key);
  }

  /**
   * The checked values of a load or run.
   *
   * @throws IllegalStateException for a shell's plan
   */
  public RunSettings runSettings() {
    return settings.orElseThrow(() -> new IllegalStateException("a " + phase + " plan has no run settings"));
  }

  /**
   * The same plan, starting at a common instant.
   *
   * @throws BadInputException when {@code epochMs} is not a positive instant
   */
  public RunPlan startingAt(long epochMs) {
    if (epochMs <= 0) {
      throw new BadInputException("Invalid value '" + epochMs + "' for option '--start-at': expected"
          + " milliseconds since the epoch");
    }
    return new RunPlan(phase, binding, bindingDir, properties, notices, classpath, jvmArgs, OptionalLong.of(epochMs),
        oneClient, settings);
  }

  /**
   * The same plan with some properties replaced (for a load step, say), checked again by {@code checks} (the
   * command line's {@code RunChecks::check}, which the contract does not depend on).
   *
   * @throws BadInputException when a replaced value is not valid
   */
  public RunPlan withProperties(Map<String, String> replaced, SettingsCheck checks) {
    Properties changed = copy(properties);
    changed.putAll(replaced);
    Optional<RunSettings> checked = settings.isPresent() ? Optional.of(checks.check(phase, changed, oneClient))
        : Optional.empty();
    return new RunPlan(phase, binding, bindingDir, changed, notices, classpath, jvmArgs, startAtEpochMs, oneClient,
        checked);
  }

  /** The plan with every secret property's value masked ({@link SecretNames}), for logs and messages. */
  @Override
  public String toString() {
    Map<String, String> shown = new TreeMap<>();
    SecretNames secrets = SecretNames.of(properties);
    for (String key : properties.stringPropertyNames()) {
      shown.put(key, secrets.shown(key, properties.getProperty(key)));
    }
    return "RunPlan[phase=" + phase + ", binding=" + binding + ", bindingDir=" + bindingDir + ", properties=" + shown
        + ", notices=" + notices + ", classpath=" + classpath + ", jvmArgs=" + jvmArgs + ", startAtEpochMs="
        + startAtEpochMs + ", oneClient=" + oneClient + ", settings=" + settings + "]";
  }

  /** Checks a load's or run's properties into their typed settings; implemented by the command line's checks. */
  @FunctionalInterface
  public interface SettingsCheck {
    /**
     * @param phase {@link Phase#LOAD} or {@link Phase#RUN}
     * @param props the properties to check
     * @param oneClient whether counts are one client's (not a fan-out's totals)
     * @throws BadInputException naming the first property whose value is not valid
     */
    RunSettings check(Phase phase, Properties props, boolean oneClient);
  }

  private static Properties copy(Properties properties) {
    Properties copy = new Properties();
    copy.putAll(properties);
    return copy;
  }
}
