/*
 * Copyright (c) 2026 ycsb-ext contributors.
 * Licensed under the Apache License, Version 2.0 (http://www.apache.org/licenses/LICENSE-2.0).
 */
package site.ycsb.ext.testsupport.contract;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.security.KeyStore;
import java.security.cert.Certificate;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Base64;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.concurrent.ThreadLocalRandom;
import java.util.stream.Collectors;
import java.util.stream.Stream;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestInstance;
import org.junit.jupiter.api.io.TempDir;
import site.ycsb.ext.testsupport.chain.LauncherChain;
import site.ycsb.ext.testsupport.tls.TestCertificates;

/**
 * The binding contract: one test body per {@link ContractCase}, shared by every binding as Testcontainers shares test
 * bodies. A binding's module extends this class once, giving its {@link BindingAdapter}; each case runs the real
 * {@code bin/ycsb} of this source tree in a process of its own against the binding's stand-in (one per test class),
 * as a user would, and checks exit code, lines and time. A case the adapter declares not applicable prints its reason
 * ({@code contract: <binding> <CASE>: NOT APPLICABLE: <reason>}) and is reported as skipped.
 *
 * <p>Times are bounded against an anchor measured in the same run (a one-record load against the stand-in: two
 * JVM starts and a bootstrap), never against a fixed figure of an idle machine. Ctrl-C's 2 s is the contract itself: it
 * holds as it is wherever the anchor is under {@link #CTRL_C_ANCHOR_SHARE} times 2 s (a machine that starts two JVMs and
 * bootstraps in under 4 s), and grows with the anchor on a machine slower than that, so a fixed wait (an SDK's 10-s
 * disconnect) still fails on a machine whose cores are kept busy (anchors of 5-10 s) while its slow class loading
 * does not. The Ctrl-C case measures its anchor just before and just after its own run and takes the longer, so a
 * load that comes and goes during the suite is met by both.
 */
@TestInstance(TestInstance.Lifecycle.PER_CLASS)
public abstract class BindingContract {
  /** Threads of the server-fault cases: the published runs' count, where per-thread bootstraps showed. */
  public static final int THREADS = 90;
  /** Connect timeout of the silent-server case, milliseconds. */
  public static final int SILENT_CONNECT_TIMEOUT_MS = 5_000;
  /** Connect timeout no refusal may wait for, milliseconds. */
  public static final int LONG_CONNECT_TIMEOUT_MS = 120_000;
  /** How long Ctrl-C may take to end the run (the contract). */
  public static final Duration CTRL_C_LIMIT = Duration.ofSeconds(2);
  /**
   * The anchor (a one-record load) does at least this many times the work of the stop after Ctrl-C (the signal passed
   * on, the rest of the preparation, the export, two JVMs ending): on a machine where the anchor takes longer than this
   * times {@link #CTRL_C_LIMIT}, the limit is the anchor's share instead. Measured: the stop took 0.09-0.78 of a quiet
   * machine's anchor (couchbase2 304 of 3,479 ms, BasicDB 960 of 1,226 ms) and up to 0.61 of an anchor taken minutes
   * earlier on a busy one (aerospike 5,836 of 9,580 ms at a load average of 10-15), hence two, against anchors taken
   * beside the stop.
   */
  public static final int CTRL_C_ANCHOR_SHARE = 2;
  /** A hang guard for each command: a case that waits for it has failed. */
  private static final Duration HANG_GUARD = Duration.ofSeconds(240);

  private BindingAdapter adapter;
  private long anchorMillis = -1;

  @TempDir
  Path work;

  /** @return the binding's adapter (not started yet) */
  protected abstract BindingAdapter adapter();

  @BeforeAll
  void startStandin() throws Exception {
    adapter = adapter();
    adapter.start();
  }

  @AfterAll
  void stopStandin() {
    if (adapter != null) {
      adapter.close();
    }
  }

  private void require(ContractCase c) {
    Applicability a = adapter.applicability(c);
    if (!a.isKept()) {
      String line = "contract: " + adapter.binding() + " " + c + (a.isKnownFailing() ? ": FAILING (known): "
          : ": NOT APPLICABLE: ") + a.reason();
      System.out.println(line);
      Assumptions.abort(line);
    }
  }

  private static void report(BindingAdapter adapter, ContractCase c, String figures) {
    System.out.println("contract: " + adapter.binding() + " " + c + ": kept (" + figures + ")");
  }

  /** {@code load <binding> -P workloada <adapter's arguments> -threads N -p recordcount=R -p k=v...}. */
  private List<String> load(int threads, int records, Map<String, String> props) {
    List<String> args = new ArrayList<>(List.of("load", adapter.binding(), "-P",
        LauncherChain.home().resolve("workloads/workloada").toString()));
    args.addAll(adapter.launcherArguments());
    args.addAll(List.of("-threads", Integer.toString(threads), "-p", "recordcount=" + records));
    for (Map.Entry<String, String> p : props.entrySet()) {
      args.add("-p");
      args.add(p.getKey() + "=" + p.getValue());
    }
    return args;
  }

  private LauncherRun run(List<String> args) throws IOException, InterruptedException {
    LauncherRun run = LauncherRun.start(work, args);
    assertTrue(run.await(HANG_GUARD), "still running after " + HANG_GUARD + ": " + args + "\n" + run);
    return run;
  }

  private static Map<String, String> with(Map<String, String> base, String... keyValues) {
    Map<String, String> all = new LinkedHashMap<>(base);
    for (String kv : keyValues) {
      String[] pair = kv.split("=", 2);
      all.put(pair[0], pair[1]);
    }
    return all;
  }

  private static String table() {
    return "contract" + Long.toHexString(ThreadLocalRandom.current().nextLong() & 0xffffffL);
  }

  /** Milliseconds of a one-record load against the stand-in (two JVM starts and one bootstrap), measured once. */
  private long anchor() throws IOException, InterruptedException {
    if (anchorMillis < 0) {
      anchorMillis = freshAnchor();
    }
    return anchorMillis;
  }

  /** Milliseconds of a one-record load against the stand-in, measured now. */
  private long freshAnchor() throws IOException, InterruptedException {
    LauncherRun one = run(load(1, 1, with(adapter.server(), "table=" + table())));
    assertEquals(0, one.exitCode(), "the anchor's one-record load\n" + one);
    System.out.println("contract: " + adapter.binding() + " anchor: a one-record load took " + one.elapsedMillis()
        + " ms");
    return one.elapsedMillis();
  }

  /**
   * @param anchorMillis the anchor measured in this run
   * @return how long Ctrl-C may take, in milliseconds: {@link #CTRL_C_LIMIT}, or the anchor's
   *     {@link #CTRL_C_ANCHOR_SHARE}th part on a machine too slow to start two JVMs and bootstrap within that many times
   *     the limit
   */
  static long ctrlCLimitMillis(long anchorMillis) {
    return Math.max(CTRL_C_LIMIT.toMillis(), anchorMillis / CTRL_C_ANCHOR_SHARE);
  }

  private static void assertInitRefusal(LauncherRun run, String... named) throws IOException {
    assertEquals(2, run.exitCode(), run.toString());
    List<String> lines = run.ycsbLines();
    for (String name : named) {
      assertTrue(lines.stream().anyMatch(l -> l.contains(name)), "a ycsb: line names " + name + "\n" + run);
    }
    assertNoStackTrace(run);
    assertFalse(run.stdout().contains("Return=OK"), "nothing was written\n" + run);
  }

  /** No stack trace and no exception's class name on its own line: the binding's own log lines may stay. */
  private static void assertNoStackTrace(LauncherRun run) throws IOException {
    assertFalse(run.stderr().lines().anyMatch(l -> l.startsWith("\tat ") || l.startsWith("Caused by: ")
        || l.startsWith("Exception in thread")), "no stack trace\n" + run);
  }

  @Test
  void refusedServerIsToldWithinTheConnectTimeoutAtNinetyThreads() throws Exception {
    require(ContractCase.REFUSED_SERVER);
    long anchor = anchor();
    int port = LoopbackPort.refused();
    LauncherRun run = run(load(THREADS, THREADS, adapter.seedAt(port, LONG_CONNECT_TIMEOUT_MS)));
    assertEquals(1, run.exitCode(), "an init failure that is not bad input\n" + run);
    List<String> lines = run.ycsbLines();
    assertTrue(lines.stream().anyMatch(l -> l.toLowerCase(Locale.ROOT).contains("refused")), "says refused\n" + run);
    assertTrue(lines.size() <= 3, "one line, not one per thread\n" + run);
    assertEquals(List.of(), run.thirdPartyLines(), "no third-party lines\n" + run);
    assertTrue(run.elapsedMillis() <= anchor + 5_000, "refused within the anchor (" + anchor + " ms) + 5 s, where the"
        + " connect timeout is " + LONG_CONNECT_TIMEOUT_MS + " ms\n" + run);
    report(adapter, ContractCase.REFUSED_SERVER, run.elapsedMillis() + " ms, anchor " + anchor + " ms");
  }

  @Test
  void silentServerIsToldWithinTheConnectTimeoutPlusFiveSecondsAtNinetyThreads() throws Exception {
    require(ContractCase.SILENT_SERVER);
    long anchor = anchor();
    try (LoopbackPort silent = LoopbackPort.silent()) {
      LauncherRun run = run(load(THREADS, THREADS, adapter.seedAt(silent.port(), SILENT_CONNECT_TIMEOUT_MS)));
      assertEquals(1, run.exitCode(), "an init failure that is not bad input\n" + run);
      List<String> lines = run.ycsbLines();
      assertFalse(lines.isEmpty(), run.toString());
      assertFalse(lines.stream().anyMatch(l -> l.toLowerCase(Locale.ROOT).contains("refused")),
          "a silent server is not called refused\n" + run);
      assertTrue(lines.size() <= 3, "one line, not one per thread\n" + run);
      assertEquals(List.of(), run.thirdPartyLines(), "no third-party lines\n" + run);
      assertTrue(silent.connections() <= adapter.connectionsPerBootstrap(), silent.connections() + " connections to"
          + " the silent port, where one bootstrap opens at most " + adapter.connectionsPerBootstrap() + "\n" + run);
      assertTrue(run.elapsedMillis() <= anchor + SILENT_CONNECT_TIMEOUT_MS + 5_000, "within the anchor (" + anchor
          + " ms) + the connect timeout + 5 s\n" + run);
      report(adapter, ContractCase.SILENT_SERVER, run.elapsedMillis() + " ms, anchor " + anchor + " ms, "
          + silent.connections() + " connections");
    }
  }

  @Test
  void missingBucketOrNamespaceIsNamedAtInit() throws Exception {
    require(ContractCase.MISSING_CONTAINER);
    String name = "nosuch" + Long.toHexString(ThreadLocalRandom.current().nextLong() & 0xfffL);
    LauncherRun run = run(load(4, 10, adapter.missingContainer(name)));
    assertInitRefusal(run, name);
    report(adapter, ContractCase.MISSING_CONTAINER, run.elapsedMillis() + " ms");
  }

  @Test
  void impossibleDurabilityIsRefusedAtInitAfterOneBootstrap() throws Exception {
    require(ContractCase.IMPOSSIBLE_DURABILITY);
    Map.Entry<String, String> setting = adapter.impossibleDurability();
    try (LoopbackPort seed = LoopbackPort.forwardingTo(adapter.seedPort())) {
      LauncherRun run = run(load(THREADS, THREADS, with(adapter.seedThrough(seed.port()), setting.getKey() + "="
          + setting.getValue(), "table=" + table())));
      assertInitRefusal(run, setting.getKey());
      // One bootstrap opens a few connections to the seed (a probe, the client's); one per thread would open 90+.
      assertTrue(seed.connections() >= 1 && seed.connections() <= adapter.connectionsPerBootstrap(),
          seed.connections() + " connections to the seed port, where one bootstrap opens at most "
          + adapter.connectionsPerBootstrap() + "\n" + run);
      report(adapter, ContractCase.IMPOSSIBLE_DURABILITY, run.elapsedMillis() + " ms, " + seed.connections()
          + " seed connections");
    }
  }

  @Test
  void expiryTheServerWouldReadAsThePastIsRefusedAtInit() throws Exception {
    require(ContractCase.EXPIRY_OUT_OF_RANGE);
    Map.Entry<String, String> setting = adapter.expiryOutOfRange();
    LauncherRun run = run(load(4, 10, with(adapter.server(), setting.getKey() + "=" + setting.getValue(),
        "table=" + table())));
    assertInitRefusal(run, setting.getKey());
    report(adapter, ContractCase.EXPIRY_OUT_OF_RANGE, run.elapsedMillis() + " ms");
  }

  @Test
  void recordOverTheServersSizeLimitIsRefusedAtInit() throws Exception {
    require(ContractCase.OVERSIZED_RECORD);
    LauncherRun run = run(load(1, 2, with(adapter.server(), "fieldcount=1", "fieldlength="
        + (adapter.maxRecordBytes() + 1), "table=" + table())));
    assertInitRefusal(run);
    assertFalse(run.ycsbLines().isEmpty(), run.toString());
    report(adapter, ContractCase.OVERSIZED_RECORD, run.elapsedMillis() + " ms");
  }

  @Test
  void repeatedLoadSaysHowToLoadAgain() throws Exception {
    require(ContractCase.REPEATED_LOAD);
    List<String> args = load(2, 20, with(adapter.server(), "table=" + table()));
    LauncherRun first = run(args);
    assertEquals(0, first.exitCode(), first.toString());
    assertFalse((first.stdout() + first.stderr()).contains("insertstart"), first.toString());
    LauncherRun again = run(args);
    String output = again.stdout() + again.stderr();
    assertTrue(output.contains("insertstart"), "the already-exists result says how to load again\n" + again);
    assertFalse(again.stdout().contains("[INSERT], Return=OK"), "no insert of an existing key succeeded\n" + again);
    assertNoStackTrace(again);
    report(adapter, ContractCase.REPEATED_LOAD, "exit " + again.exitCode());
  }

  @Test
  void misspeltPropertyGetsASuggestionAmongTheBindingsOwnNames() throws Exception {
    require(ContractCase.MISSPELT_PROPERTY);
    Map.Entry<String, String> misspelt = adapter.misspeltProperty();
    LauncherRun near = run(load(1, 1, with(adapter.server(), misspelt.getKey() + "=" + adapter.misspeltValue())));
    assertInitRefusal(near, misspelt.getKey(), misspelt.getValue());
    String foreign = adapter.foreignProperty();
    LauncherRun far = run(load(1, 1, with(adapter.server(), foreign + "=" + adapter.misspeltValue())));
    assertInitRefusal(far, foreign);
    assertFalse(far.stderr().contains("did you mean"), "no suggestion for a name near none of its own\n" + far);
    report(adapter, ContractCase.MISSPELT_PROPERTY, near.ycsbLines().get(near.ycsbLines().size() - 1));
  }

  @Test
  void ctrlCDuringTheBootstrapExits130WithinTwoSecondsWithoutThirdPartyLines() throws Exception {
    require(ContractCase.CTRL_C_DURING_BOOTSTRAP);
    long before = freshAnchor();
    try (LoopbackPort silent = LoopbackPort.silent()) {
      LauncherRun run = LauncherRun.start(work, load(4, 10, adapter.seedAt(silent.port(), 600_000)));
      try {
        long deadline = System.nanoTime() + HANG_GUARD.toNanos();
        while (silent.connections() == 0 && run.isAlive() && System.nanoTime() < deadline) {
          Thread.sleep(50);
        }
        assertTrue(silent.connections() > 0, "the bootstrap never connected\n" + run);
        Thread.sleep(200);
        long pressed = run.interrupt();
        boolean ended = run.await(Duration.ofSeconds(60));
        long took = (System.nanoTime() - pressed) / 1_000_000;
        long after = freshAnchor();
        long anchor = Math.max(before, after);
        long limit = ctrlCLimitMillis(anchor);
        System.out.println("contract: " + adapter.binding() + " Ctrl-C: ended " + ended + " " + took + " ms after"
            + " SIGINT, limit " + limit + " ms (anchors: " + before + " ms before, " + after + " ms after)");
        assertTrue(ended && took <= limit, "ended " + took + " ms after Ctrl-C, limit " + limit + " ms ("
            + CTRL_C_LIMIT.toMillis() + " ms, or 1/" + CTRL_C_ANCHOR_SHARE + " of the longer anchor beside it, "
            + anchor + " ms, when more)\n" + run);
        assertEquals(130, run.exitCode(), run.toString());
        assertEquals(List.of(), run.thirdPartyLines(), "no third-party lines\n" + run);
        report(adapter, ContractCase.CTRL_C_DURING_BOOTSTRAP, "exit 130 " + took + " ms after SIGINT, limit " + limit
            + " ms, anchor " + anchor + " ms");
      } finally {
        run.await(Duration.ofMillis(1));
      }
    }
  }

  private void trustStoreRefusal(ContractCase c, Path store, String password, String cause) throws Exception {
    require(c);
    LauncherRun run = run(load(1, 1, with(adapter.trustStore(store, password), "table=" + table())));
    assertEquals(2, run.exitCode(), run.toString());
    String line = run.ycsbLines().stream().filter(l -> l.contains(adapter.trustStoreProperty())
        || l.contains(store.toString())).findFirst().orElse("");
    assertTrue(line.contains(adapter.trustStoreProperty()) || line.contains("Password"),
        "the line names the trust store property\n" + run);
    assertTrue(line.replace(store.toString(), "").toLowerCase(Locale.ROOT).contains(cause), "the line says " + cause
        + " (besides the file's name)\n" + run);
    assertFalse(line.contains("(null)") || line.contains("Exception"), "a cause, not (null)\n" + run);
    assertNoStackTrace(run);
    report(adapter, c, line);
  }

  @Test
  void trustStoreWithTheWrongPasswordIsRefusedNamingTheCause() throws Exception {
    require(ContractCase.TRUST_STORE_WRONG_PASSWORD);
    Path store = new TestCertificates(work).keyStore("contract", "ip:127.0.0.1", null, 30);
    trustStoreRefusal(ContractCase.TRUST_STORE_WRONG_PASSWORD, store, "not-" + TestCertificates.PASSWORD,
        "password");
  }

  @Test
  void pemGivenAsATrustStoreIsRefusedNamingTheCause() throws Exception {
    require(ContractCase.TRUST_STORE_PEM);
    Path store = new TestCertificates(work).keyStore("contract", "ip:127.0.0.1", null, 30);
    KeyStore keys = KeyStore.getInstance("PKCS12");
    try (var in = Files.newInputStream(store)) {
      keys.load(in, TestCertificates.PASSWORD.toCharArray());
    }
    Certificate cert = keys.getCertificate("contract");
    Path pem = work.resolve("contract.pem");
    Files.writeString(pem, "-----BEGIN CERTIFICATE-----\n" + Base64.getMimeEncoder(64, "\n".getBytes(
        StandardCharsets.US_ASCII)).encodeToString(cert.getEncoded()) + "\n-----END CERTIFICATE-----\n");
    trustStoreRefusal(ContractCase.TRUST_STORE_PEM, pem, TestCertificates.PASSWORD, "pem");
  }

  @Test
  void emptyTrustStoreIsRefusedNamingTheCause() throws Exception {
    require(ContractCase.TRUST_STORE_EMPTY);
    Path empty = Files.createFile(work.resolve("empty.p12"));
    trustStoreRefusal(ContractCase.TRUST_STORE_EMPTY, empty, TestCertificates.PASSWORD, "empty");
  }

  @Test
  void passwordIsNeverPrintedNorWrittenByARunOrARefusal() throws Exception {
    require(ContractCase.PASSWORD_NEVER_PRINTED);
    String secret = "Pw" + Long.toHexString(ThreadLocalRandom.current().nextLong() & 0xffffffffL) + "x";
    Path out = work.resolve("password-run");
    LauncherRun served = run(load(2, 10, with(adapter.password(secret), "table=" + table(),
        "measurementtype=hdrhistogram+periodichistogram", "periodichistogram.output.path=" + out + "/")));
    Map<String, String> refusedProps = new LinkedHashMap<>(adapter.password(secret));
    refusedProps.putAll(adapter.seedAt(LoopbackPort.refused(), 10_000));
    refusedProps.putAll(adapter.password(secret).entrySet().stream().filter(e -> e.getValue().equals(secret))
        .collect(Collectors.toMap(Map.Entry::getKey, Map.Entry::getValue)));
    LauncherRun refused = run(load(2, 10, refusedProps));
    assertNotEquals(0, refused.exitCode(), refused.toString());
    for (LauncherRun r : List.of(served, refused)) {
      assertFalse(r.stdout().contains(secret) || r.stderr().contains(secret), "the password is printed\n" + r);
    }
    List<Path> files;
    try (Stream<Path> walk = Files.exists(out) ? Files.walk(out) : Stream.empty()) {
      files = walk.filter(Files::isRegularFile).collect(Collectors.toList());
    }
    for (Path f : files) {
      assertFalse(new String(Files.readAllBytes(f), StandardCharsets.ISO_8859_1).contains(secret),
          "the password is written to " + f);
    }
    report(adapter, ContractCase.PASSWORD_NEVER_PRINTED, "served run exit " + served.exitCode() + ", refused run exit "
        + refused.exitCode() + ", " + files.size() + " files read");
  }
}
