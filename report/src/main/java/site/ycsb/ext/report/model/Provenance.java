/*
 * Copyright (c) 2026 ycsb-ext contributors.
 * Licensed under the Apache License, Version 2.0 (http://www.apache.org/licenses/LICENSE-2.0).
 */
package site.ycsb.ext.report.model;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import java.util.regex.Pattern;
import site.ycsb.ext.contract.ClasspathJar;
import site.ycsb.ext.contract.CoreProperty;
import site.ycsb.ext.contract.HostStateLine;
import site.ycsb.ext.contract.Manifest;
import site.ycsb.ext.contract.RunKeys;
import site.ycsb.ext.report.input.HostSource;
import site.ycsb.ext.report.input.RunSource;

/**
 * How one run was measured, read from its hosts' manifests: what the servers were, the client version, binding,
 * hosts, the properties that shape the numbers (threads, target, record count, field sizes, durability options) and
 * the run's start and end. Values that differ between hosts are listed together. Immutable.
 *
 * @param servers what the servers were: the facts the manifests captured ({@link ServerEvidence}), then the free
 *     text {@value #SERVERS_PROPERTY} when given; empty when no host left a manifest
 * @param standIns true when the servers were stand-ins (a manifest's {@code server.standin}, or a free text saying
 *     so): the figures then measure the tool, not the databases
 * @param binding the binding the hosts ran, e.g. {@code aerospike} (several joined with {@code |}); empty when unknown
 * @param target the run's total target, ops/s over all hosts: the fan-out's recorded total, else the sum of the hosts'
 *     {@code target}; empty when the run had none
 * @param intendedLatency true when every host measured latency from the intended start
 *     ({@code measurement.interval=intended}: coordinated omission corrected)
 * @param lines label and value pairs, in reading order
 * @param facts what the run asked of the database and of the workload, for comparisons
 */
public record Provenance(String servers, boolean standIns, String binding, String target, boolean intendedLatency,
    List<String[]> lines, RunFacts facts) {

  /**
   * The run property that says what the servers were, e.g. {@code aerospike-standin (stand-in, 3 nodes)}; a value
   * containing {@code stand-in} marks the run as measured against stand-ins. Set by {@code bin/ycsb demo}; set it
   * yourself with {@code -p ycsb.ext.servers=...} to have the report say what you ran against.
   */
  public static final String SERVERS_PROPERTY = RunKeys.SERVERS;

  /**
   * Core's {@code measurement.interval} ({@code op}, {@code intended} or {@code both}); not (yet) in
   * {@link CoreProperty}, which lists what the command line and the engine read.
   */
  static final String MEASUREMENT_INTERVAL = "measurement.interval";

  /** Properties that shape the numbers, by name. */
  private static final List<String> KEY_PROPERTIES = List.of(CoreProperty.WORKLOAD.key(),
      CoreProperty.THREAD_COUNT.key(), CoreProperty.TARGET.key(), CoreProperty.RECORD_COUNT.key(),
      CoreProperty.OPERATION_COUNT.key(), CoreProperty.MAX_EXECUTION_TIME.key(), "fieldcount", "fieldlength",
      "readproportion", "updateproportion", "requestdistribution", MEASUREMENT_INTERVAL);
  /** Binding properties that shape the numbers: durability, consistency, write semantics, replicas. */
  private static final Pattern KEY_BINDING_PROPERTY = Pattern.compile(
      "(as|couchbase)\\.(commitLevel|readModeSC|readModeAP|replica|durableDelete|update|upsert|persistTo|replicateTo"
          + "|epoll|boost|kvEndpoints|expiration)");

  public Provenance {
    lines = List.copyOf(lines);
  }

  /** The provenance of a run from its hosts' manifests; hosts without one are counted as such. */
  public static Provenance of(RunSource run) {
    HostManifests h = new HostManifests();
    for (HostSource host : run.hosts()) {
      h.add(host, run.hosts().size() > 1);
    }
    h.servers.remove("");
    String serverText = ServerEvidence.servers(h.byHost, h.servers);
    List<String[]> lines = new ArrayList<>();
    lines.add(new String[] {"servers", serverText.isEmpty() ? "not recorded: no host left a manifest (set -p "
        + SERVERS_PROPERTY + "=... to say what you ran against)" : serverText});
    String target = totalTarget(run);
    RunFacts facts = RunFacts.of(h.manifests, target);
    if (!h.manifests.isEmpty()) {
      String inEffect = ServerEvidence.guaranteeSettings(h.manifests, ServerEvidence::declaredSettings);
      lines.add(new String[] {"settings in effect", inEffect.isEmpty() ? "not recorded: the manifest has no"
          + " guarantee settings (the binding recorded no db.setting.*)" : inEffect});
      lines.add(new String[] {"guarantee", RunFacts.UNKNOWN.equals(facts.facts().get(RunFacts.WRITE_ACK))
          ? "unknown: binding " + joined(h.bindings) + " declares no guarantees (how many copies acknowledge a write, "
          + "which copy serves a read, replace or merge)"
          : RunFacts.WRITE_ACK + " " + facts.facts().get(RunFacts.WRITE_ACK) + "; "
          + RunFacts.READS + " " + facts.facts().get(RunFacts.READS) + "; " + RunFacts.UPDATE + " "
          + facts.facts().get(RunFacts.UPDATE)});
    }
    if (h.withoutManifest < run.hosts().size()) {
      lines.add(new String[] {"client", "ycsb-ext " + joined(h.versions) + ", binding " + joined(h.bindings)
          + " (DB class " + joined(h.dbClasses) + "), phase " + joined(h.phases)});
    }
    if (!h.classpathJars.isEmpty()) {
      lines.add(new String[] {"binding jars (-cp)", String.join(", ", h.classpathJars)});
    }
    hostLines(run, h.withoutManifest, lines);
    if (h.start != Long.MAX_VALUE) {
      lines.add(new String[] {"run", Units.time(h.start) + " to " + Units.time(h.end)});
    }
    StartSkew skew = StartSkew.of(run);
    if (skew.hosts() > 1) {
      lines.add(new String[] {"start skew", skew.line()});
    }
    List<String> settings = new ArrayList<>();
    h.properties.forEach((k, v) -> settings.add(k + "=" + (!k.equals(CoreProperty.TARGET.key()) || target.isEmpty()
        ? String.join("|", v) : target + (run.hosts().size() > 1 ? " (all hosts; per host " + String.join("|", v)
        + ")" : ""))));
    if (!settings.isEmpty()) {
      lines.add(new String[] {"settings", String.join(", ", settings)});
    }
    if (!h.clockOffsets.isEmpty()) {
      lines.add(new String[] {"clock offsets", String.join(", ", h.clockOffsets) + " (host minus central host,"
          + " measured by the preflight)"});
    }
    if (!h.clientLoads.isEmpty()) {
      lines.add(new String[] {"client load", String.join("; ", h.clientLoads)});
    }
    String backoff = backoffLine(h.manifests);
    if (!backoff.isEmpty()) {
      lines.add(new String[] {"client backoff", backoff});
    }
    boolean standIns = ServerEvidence.standIn(h.manifests)
        || h.servers.stream().anyMatch(s -> s.toLowerCase(Locale.ROOT).contains("stand-in"));
    String binding = joined(h.bindings);
    Set<String> intervals = h.properties.getOrDefault(MEASUREMENT_INTERVAL, Set.of());
    return new Provenance(serverText, standIns, binding.equals("?") ? "" : binding, target,
        intervals.equals(Set.of("intended")), lines, facts);
  }

  /**
   * The {@code hosts} line (each host, those without a manifest, those planned that left no output) and, for a fan-out
   * run, the {@code host states} line: each planned host's one state in fan-out's words ({@link HostStateLine}).
   */
  private static void hostLines(RunSource run, int withoutManifest, List<String[]> lines) {
    List<String> hostNames = run.hosts().stream().map(HostSource::name).toList();
    lines.add(new String[] {"hosts", hostNames.size() + " (" + String.join(", ", hostNames) + ")"
        + (withoutManifest > 0 ? ", " + withoutManifest + " without a manifest (" + String.join(", ",
            run.hosts().stream().filter(x -> x.manifest() == null).map(HostSource::name).toList()) + ")" : "")
        + (run.missingHosts().isEmpty() ? "" : "; planned but left no output: " + String.join("; ",
            run.missingHosts()))});
    if (!run.hostStates().isEmpty()) {
      lines.add(new String[] {"host states", String.join("; ", run.hostStates().stream().map(HostStateLine::line)
          .toList())});
    }
  }

  /** What a run's hosts' manifests say, gathered host by host for {@link #of}; values in the hosts' order. */
  private static final class HostManifests {
    final Set<String> servers = new LinkedHashSet<>();
    final Set<String> versions = new LinkedHashSet<>();
    final Set<String> bindings = new LinkedHashSet<>();
    final Set<String> dbClasses = new LinkedHashSet<>();
    final Set<String> classpathJars = new LinkedHashSet<>();
    final Set<String> phases = new LinkedHashSet<>();
    /** The properties that shape the numbers, each with its values over the hosts. */
    final Map<String, Set<String>> properties = new LinkedHashMap<>();
    /** The hosts' earliest start and latest end, epoch ms. */
    long start = Long.MAX_VALUE;
    long end = Long.MIN_VALUE;
    int withoutManifest;
    final List<Manifest> manifests = new ArrayList<>();
    /** Each host with a manifest, by name, in the hosts' order. */
    final Map<String, Manifest> byHost = new LinkedHashMap<>();
    final List<String> clientLoads = new ArrayList<>();
    final List<String> clockOffsets = new ArrayList<>();

    /** Adds one host's manifest; a host without one is counted. */
    void add(HostSource host, boolean multiHost) {
      Manifest m = host.manifest();
      if (m == null) {
        withoutManifest++;
        return;
      }
      manifests.add(m);
      String offset = m.properties().get(RunKeys.FANOUT_CLOCK_OFFSET);
      if (offset != null) {
        clockOffsets.add(host.name() + " " + offset);
      }
      String load = m.client().get("load");
      if (load != null && !load.isEmpty()) {
        clientLoads.add((multiHost ? host.name() + ": " : "") + load);
      }
      byHost.put(host.name(), m);
      servers.add(m.properties().getOrDefault(SERVERS_PROPERTY, ""));
      versions.add(m.clientVersion());
      bindings.add(m.binding());
      dbClasses.add(m.dbClass());
      for (ClasspathJar jar : m.clientClasspath()) {
        classpathJars.add(jarLine(jar));
      }
      phases.add(m.phase().label());
      start = Math.min(start, m.startEpochMs());
      end = Math.max(end, m.endEpochMs());
      for (Map.Entry<String, String> p : m.properties().entrySet()) {
        if (KEY_PROPERTIES.contains(p.getKey()) || KEY_BINDING_PROPERTY.matcher(p.getKey()).matches()) {
          properties.computeIfAbsent(p.getKey(), k -> new LinkedHashSet<>()).add(p.getValue());
        }
      }
    }
  }

  /**
   * The client threads' pauses after failed operations over every host ({@code backoffs}, {@code backoffMs} of the
   * manifests) with the policy, e.g. {@code 1,204 pauses, 38.2 s in total over the threads (1 ms doubling to 100 ms,
   * reset on success)}; empty when no host paused.
   */
  static String backoffLine(List<Manifest> manifests) {
    long pauses = manifests.stream().mapToLong(Manifest::backoffs).sum();
    if (pauses == 0) {
      return "";
    }
    long pausedMs = manifests.stream().mapToLong(Manifest::backoffMs).sum();
    Set<String> policies = new LinkedHashSet<>();
    manifests.forEach(m -> policies.add(m.client().getOrDefault("backoff", "")));
    policies.remove("");
    return String.format(Locale.US, "%,d pauses, %.1f s in total over the threads%s", pauses, pausedMs / 1000.0,
        policies.isEmpty() ? "" : " (" + String.join("; ", policies) + ")");
  }

  /** The same provenance with one more label and value line; {@code value} empty adds nothing. */
  public Provenance withLine(String label, String value) {
    if (value.isEmpty()) {
      return this;
    }
    List<String[]> more = new ArrayList<>(lines);
    more.add(new String[] {label, value});
    return new Provenance(servers, standIns, binding, target, intendedLatency, more, facts);
  }

  /**
   * The run's total target, ops/s: the fan-out's {@value RunKeys#FANOUT_TOTAL_TARGET} when the manifests record it,
   * else the sum of the hosts' {@code target}; empty when the run had none.
   */
  static String totalTarget(RunSource run) {
    Set<String> totals = new LinkedHashSet<>();
    double sum = 0;
    for (HostSource host : run.hosts()) {
      Manifest m = host.manifest();
      if (m == null) {
        continue;
      }
      String total = m.properties().getOrDefault(RunKeys.FANOUT_TOTAL_TARGET, "").trim();
      if (!total.isEmpty() && !total.equals("0")) {
        totals.add(total);
      }
      String own = m.properties().getOrDefault(CoreProperty.TARGET.key(), "").trim();
      try {
        sum += own.isEmpty() ? 0 : Double.parseDouble(own);
      } catch (NumberFormatException e) {
        return own;
      }
    }
    if (!totals.isEmpty()) {
      return String.join("|", totals);
    }
    return sum <= 0 ? "" : sum == Math.rint(sum) ? Long.toString((long) sum) : Double.toString(sum);
  }

  /** {@code jedis-2.9.0.jar 2.9.0 (SHA-256 0123456789ab)}: the file name, its version, its hash's first 12 digits. */
  static String jarLine(ClasspathJar jar) {
    String name = jar.path().substring(jar.path().lastIndexOf('/') + 1);
    return name + " " + jar.version() + (jar.sha256().length() >= 12 ? " (SHA-256 " + jar.sha256().substring(0, 12)
        + ")" : "");
  }

  private static String joined(Set<String> values) {
    Set<String> shown = new LinkedHashSet<>(values);
    shown.remove("");
    return shown.isEmpty() ? "?" : String.join("|", shown);
  }
}
