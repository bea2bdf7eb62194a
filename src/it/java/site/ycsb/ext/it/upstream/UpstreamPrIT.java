/*
 * Copyright (c) 2026 ycsb-ext contributors.
 * Licensed under the Apache License, Version 2.0 (http://www.apache.org/licenses/LICENSE-2.0).
 */
package site.ycsb.ext.it.upstream;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.lang.reflect.Field;
import java.lang.reflect.Modifier;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.Paths;
import java.nio.file.StandardCopyOption;
import java.nio.file.StandardOpenOption;
import java.nio.file.attribute.PosixFilePermission;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collections;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import java.util.TreeSet;
import java.util.concurrent.Callable;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.LongAdder;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Collectors;
import java.util.stream.Stream;

import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestInstance;

import site.ycsb.db.aerospike.AerospikeProperties;
import site.ycsb.db.couchbase2.support.Couchbase2Properties;
import site.ycsb.db.couchbase3.support.Couchbase3Properties;
import site.ycsb.ext.it.Distribution;
import site.ycsb.ext.it.ReadmeExamples;

/**
 * {@code scripts/upstream-pr} from the unpacked distribution, run on a minimal upstream-shaped YCSB tree that this
 * test builds: a git checkout with upstream's root pom (modules, version properties, checkstyle in validate),
 * {@code binding-parent}, the old {@code aerospike/} and {@code couchbase2/} modules, and no {@code core/} (the
 * bindings build against the released {@code site.ycsb:core:0.17.0}). The written modules are then built by Maven
 * with {@code --release 8} and checked with this project's copy of upstream's checkstyle rules, as upstream's
 * build does. Needs Maven Central (or a local repository that has its artifacts), nothing else.
 */
@TestInstance(TestInstance.Lifecycle.PER_CLASS)
class UpstreamPrIT {
  private static final String YCSB_VERSION = "0.17.0";
  private static final String OLD_AEROSPIKE = "3.1.2";
  private static final String OLD_COUCHBASE2 = "2.3.1";
  private static final String YEAR = String.valueOf(java.time.Year.now(java.time.ZoneOffset.UTC).getValue());

  /** The Apache notice of upstream's CONTRIBUTING.md ("Licensing"), without comment marks and paragraph tags. */
  private static final List<String> APACHE_NOTICE = List.of(
      "Licensed under the Apache License, Version 2.0 (the \"License\"); you",
      "may not use this file except in compliance with the License. You",
      "may obtain a copy of the License at",
      "http://www.apache.org/licenses/LICENSE-2.0",
      "Unless required by applicable law or agreed to in writing, software",
      "distributed under the License is distributed on an \"AS IS\" BASIS,",
      "WITHOUT WARRANTIES OR CONDITIONS OF ANY KIND, either express or",
      "implied. See the License for the specific language governing",
      "permissions and limitations under the License. See accompanying",
      "LICENSE file.");

  /**
   * The copyright lines of upstream's files that the script rewrites (upstream master d9faaac), as this test's
   * fixture tree holds them.
   */
  private static final Map<String, String> UPSTREAM_COPYRIGHT = Map.of(
      "aerospike/src/main/java/site/ycsb/db/AerospikeClient.java", "Copyright (c) 2015 YCSB contributors. All rights reserved.",
      "aerospike/src/main/java/site/ycsb/db/package-info.java", "Copyright (c) 2015 YCSB contributors. All rights reserved.",
      "couchbase2/src/main/java/site/ycsb/db/couchbase2/Couchbase2Client.java",
      "Copyright (c) 2016 Yahoo! Inc. All rights reserved.",
      "couchbase2/src/main/java/site/ycsb/db/couchbase2/package-info.java",
      "Copyright (c) 2015 - 2016 YCSB contributors. All rights reserved.",
      "aerospike/pom.xml", "Copyright (c) 2015-2016 YCSB contributors. All rights reserved.",
      "aerospike/README.md", "Copyright (c) 2015 YCSB contributors. All rights reserved.",
      "couchbase2/pom.xml", "Copyright (c) 2015 YCSB contributors. All rights reserved.",
      "couchbase2/README.md", "Copyright (c) 2015 - 2016 YCSB contributors. All rights reserved.");

  /** The same lines as CONTRIBUTING.md asks them after a change this year. */
  private static final Map<String, String> UPDATED_COPYRIGHT = Map.of(
      "Copyright (c) 2015 YCSB contributors. All rights reserved.",
      "Copyright (c) 2015 - " + YEAR + " YCSB contributors. All rights reserved.",
      "Copyright (c) 2016 Yahoo! Inc. All rights reserved.",
      "Copyright (c) 2016 Yahoo! Inc., " + YEAR + " YCSB contributors. All rights reserved.",
      "Copyright (c) 2015 - 2016 YCSB contributors. All rights reserved.",
      "Copyright (c) 2015 - " + YEAR + " YCSB contributors. All rights reserved.",
      "Copyright (c) 2015-2016 YCSB contributors. All rights reserved.",
      "Copyright (c) 2015 - " + YEAR + " YCSB contributors. All rights reserved.");

  /** The property names of upstream's bindings (master d9faaac); every other one is new and the PR text names it. */
  private static final Set<String> UPSTREAM_PROPERTIES = Set.of("as.host", "as.port", "as.namespace", "as.user",
      "as.password", "as.timeout", "couchbase.host", "couchbase.bucket", "couchbase.password", "couchbase.upsert",
      "couchbase.persistTo", "couchbase.replicateTo", "couchbase.adhoc", "couchbase.kv", "couchbase.maxParallelism",
      "couchbase.kvEndpoints", "couchbase.queryEndpoints", "couchbase.epoll", "couchbase.boost",
      "couchbase.networkMetricsInterval", "couchbase.runtimeMetricsInterval", "couchbase.documentExpiry",
      "couchbase.syncMutationResponse");

  /** This project's update default in {@code AerospikeProperties} and upstream's, which the series writes. */
  private static final String[] UPSTREAM_UPDATE_DEFAULT = {
      "\n  public static final String UPDATE_DEFAULT = \"merge\";\n",
      "\n  public static final String UPDATE_DEFAULT = \"replace\";\n"};
  /** The javadoc line of that default, this project's and upstream's. */
  private static final String[] UPSTREAM_UPDATE_DOC = {
      "   * <p>Default: {@code merge}\n   */\n  public static final String UPDATE = ",
      "   * <p>Default: {@code replace}\n   */\n  public static final String UPDATE = "};
  /**
   * This project's couchbase2 defaults and upstream's, which the series writes (scripts/upstream/couchbase2/
   * upstream-defaults.sed): replace updates and no retries upstream.
   */
  private static final String[][] COUCHBASE2_UPSTREAM_DEFAULTS = {
      {"\n  public static final String UPDATE_DEFAULT = \"merge\";\n",
          "\n  public static final String UPDATE_DEFAULT = \"replace\";\n"},
      {" or not. Default: {@code merge}.\n", " or not. Default: {@code replace}.\n"},
      {"\n  public static final String TEMPORARY_FAILURE_RETRIES_DEFAULT = \"5\";\n",
          "\n  public static final String TEMPORARY_FAILURE_RETRIES_DEFAULT = \"0\";\n"},
      {"0 or more. Default: {@code 5}.\n", "0 or more. Default: {@code 0}.\n"}};
  /** The facts layer of the couchbase2 binding (its series' {@code local} line), under {@code src/main/java}. */
  private static final String COUCHBASE2_LOCAL = "site/ycsb/db/couchbase2/facts/";
  /** The facts layer of the aerospike binding (its series' {@code local} line), under {@code src/main/java}. */
  private static final String AEROSPIKE_LOCAL = "site/ycsb/db/aerospike/facts/";
  private static final String[][] SERIES = {{"aerospike", "aerospike-binding-update"},
      {"couchbase2", "couchbase2-binding-update"}};
  /** A module upstream does not have: its series adds it to the build first and to bin/ycsb last. */
  private static final String[] COUCHBASE3 = {"couchbase3", "couchbase3-binding"};
  /** The facts layer of the couchbase3 binding (its series' {@code local} line), under {@code src/main/java}. */
  private static final String COUCHBASE3_LOCAL = "site/ycsb/db/couchbase3/facts/";
  /**
   * Per binding, the most lines (added plus removed, as git counts them) one commit of its series may change, tests
   * included (#45: about 500, the size of a pull request upstream can review). couchbase2's sixteen commits each
   * change {@code Couchbase2Client} (upstream's old client turned into this project's one region at a time) and stay
   * within it too; in this test's fixture its commit 1 is counted without {@link #STAND_INS} (on upstream's master
   * the sizes are those docs/upstream.md gives).
   */
  /**
   * The most lines one commit of a series' first wave may change, tests included (#59: "at most ~350", pull requests
   * a maintainer can take in an afternoon; upstream's own merged pull requests changing one binding since 2021 have a
   * median of 27.5 and at most 359, as each series table measures them on upstream's master).
   */
  private static final int WAVE_BOUND = 350;
  private static final Map<String, Integer> MAX_CHANGED_LINES = Map.of("aerospike", 500, "couchbase3", 500,
      "couchbase2", 500);
  /**
   * Commits known to exceed their binding's bound, each with the size it may not grow past (a ratchet, not a new
   * bound): couchbase3 commit 12, TLS (TlsSettings and KvReadiness, what is left of the 1009-line commit that #54's
   * init checks grew, split into commits 10 to 12 in #59); couchbase2 commit 13, key-value inserts and updates,
   * which was 482 lines before #59 gave it its JsonFieldsTest. docs/upstream.md names both.
   */
  private static final Map<String, Integer> OVER_BOUND = Map.of("couchbase3 12", 531, "couchbase2 13", 529);
  /**
   * Per binding, the commits that bring no JUnit 4 test, as measured (a ratchet: {@link
   * #eachCommitsJunit4TestsFailOnTheCommitBeforeIt} requires exactly these, so a commit given a test leaves the list
   * and none joins it unnoticed). docs/upstream.md names them and why each has none: aerospike 1 and 5 change no
   * behaviour (the old client on client 9.x with 3.1.2's defaults kept; the policy properties moved into the
   * settings).
   */
  private static final Map<String, List<Integer>> TEST_LESS = Map.of("aerospike", List.of(1, 5));
  /**
   * Per binding, the commits whose JUnit 4 tests fail on the commit before only by not compiling there: together,
   * and each class alone with the commit's test helpers (they call a class or method the commit adds). A ratchet like
   * {@link #TEST_LESS}; docs/upstream.md names them. Each series' commit 1 is left out: it builds on upstream's
   * master, whose module has no test dependencies (couchbase3's module does not exist there).
   */
  private static final Map<String, List<Integer>> FAIL_ONLY_TO_COMPILE = Map.of("aerospike", List.of(3, 7),
      "couchbase2", List.of(3, 4, 5, 8, 9, 10, 12, 13, 14, 15, 16, 17), "couchbase3", List.of(3, 4, 5, 7, 8, 9, 12));
  /**
   * Per binding, the commits of its series that change a different number of lines here than on upstream's master:
   * those that change the fixture's short stand-ins for upstream's old files (aerospike's old client, rewritten by
   * commits 1 and 2; couchbase2's, which commit 1 writes whole over the stand-in; the old READMEs, which each
   * series' last commit rewrites). UpstreamRelationsIT checks their rows and the waves' bound on upstream's master.
   */
  private static final Map<String, Set<Integer>> FIXTURE_SIZES_DIFFER = Map.of("aerospike", Set.of(1, 2, 9),
      "couchbase2", Set.of(1, 17), "couchbase3", Set.of());
  /**
   * Per binding, the files of this test's fixture that are short stand-ins for upstream's (a few lines where upstream's
   * file has hundreds), left out of the size of the series' first commit only: that commit writes upstream's whole old
   * file over the stand-in (couchbase2's old client, about 940 lines, where upstream's master changes 17 of them), so
   * counting it would measure the fixture, not the commit. Every later commit is counted whole.
   */
  private static final Map<String, Set<String>> STAND_INS = Map.of(
      "couchbase2", Set.of("couchbase2/src/main/java/site/ycsb/db/couchbase2/Couchbase2Client.java"));
  /**
   * The most commits one series may have (#45: "a series of small ... pull requests", each opened when the one before
   * is merged). Not 8: a series of commits of at most 500 lines needs more than 8 when the binding is larger, as
   * couchbase2's is (about 3,700 lines added and upstream's 940-line old client turned into this project's one step
   * at a time: seventeen commits of at most 500, its first wave included, no two adjacent follow-ups within 500
   * together); 17 bounds how many pull requests a reviewer is asked to take in turn.
   */
  private static final int MAX_COMMITS = 17;
  /** Per binding, its binding class (the adapter YCSB loads), under {@code src/main/java}. */
  private static final Map<String, String> BINDING_CLASSES = Map.of(
      "aerospike", "site/ycsb/db/AerospikeClient.java",
      "couchbase2", "site/ycsb/db/couchbase2/Couchbase2Client.java",
      "couchbase3", "site/ycsb/db/couchbase3/Couchbase3Client.java");
  /**
   * The names of this project's own tooling (its name, its test servers), which nothing that goes upstream may carry:
   * no commit's code, README, pom or message (#59). The cover texts link this project for the tests, apart.
   */
  static final Pattern TOOLING = Pattern.compile("(?i)CouchbaseMock|ycsb-ext|ycsb\\.ext|stand-?in\\b");
  /** Every series the script writes, each built commit by commit. */
  private static final String[][] BUILT = {SERIES[0], SERIES[1], COUCHBASE3};

  private Path source;
  private Path work;
  /** The upstream-shaped checkout the script wrote into (its working tree stays at the base commit). */
  private Path checkout;
  /** Both series' last commits side by side: aerospike's branch with couchbase2/ from couchbase2's. */
  private Path tree;
  private String rootPomBefore;
  private Result script;
  /** Whether Maven runs offline: a build has passed, so the local repository has what the others need. */
  private volatile boolean offline;
  /** The time Maven took so far, all builds (added up: builds that run at once each count). */
  private final LongAdder mavenNanos = new LongAdder();
  /**
   * The JVM options of the nested Maven (not of its test JVMs, which run as upstream's build runs them): the client
   * compiler only and the serial collector, as a short build spends its time starting up and compiling, not in code
   * that the server compiler would speed up; a build then takes about half the CPU time, on one core.
   */
  private static final String NESTED_JVM = "-XX:TieredStopAtLevel=1 -XX:+UseSerialGC";
  /**
   * What a run of a commit's tests on the commit before leaves out: checkstyle, which checks main sources only (not
   * the tests copied in), and these are the commit before's, which its own build checked.
   */
  private static final String CHECKED_BEFORE = "-Dcheckstyle.skip=true";
  /** The nested builds that run at once: one a core, each build being mostly one thread. */
  private static final int BUILDS_AT_ONCE = Runtime.getRuntime().availableProcessors();
  /** Runs the nested builds; its threads are daemons, so a JVM that ends its tests does not wait for them. */
  private final ExecutorService builds = Executors.newFixedThreadPool(BUILDS_AT_ONCE, task -> {
    Thread thread = new Thread(task, "upstream-pr-build");
    thread.setDaemon(true);
    return thread;
  });
  /** Per module: its series' commits, oldest first, each built in its own worktree. */
  private final Map<String, List<Commit>> series = new TreeMap<>();

  @BeforeAll
  void writeIntoATreeAndBuildIt() throws IOException {
    long start = System.nanoTime();
    source = Paths.get(System.getProperty("ycsb.source.root")).toAbsolutePath().normalize();
    work = Files.createTempDirectory(Paths.get(System.getProperty("ycsb.dist.archive")).getParent(), "upstream-pr-");
    checkout = upstreamShapedTree(work.resolve("YCSB"));
    rootPomBefore = read(checkout.resolve("pom.xml"));
    // The README's command, as shown: "scripts/upstream-pr ../YCSB", run beside the tree.
    List<String> shown = ReadmeExamples.commands(ReadmeExamples.Section.UPSTREAM, "scripts/upstream-pr ");
    assertEquals(1, shown.size(), "README section upstream: " + shown);
    List<String> args = new ArrayList<>(Arrays.asList(shown.get(0).split("\\s+")));
    assertEquals("../YCSB", args.get(args.size() - 1), shown.get(0));
    script = upstreamPr(Files.createDirectories(work.resolve("ycsb-ext")), args.subList(1, args.size()));
    assertEquals(0, script.exitCode, script.toString());
    // the worktrees one at a time (git locks the checkout), then their builds BUILDS_AT_ONCE at a time
    Map<String, List<Future<Commit>>> building = new TreeMap<>();
    for (String[] module : BUILT) {
      List<Future<Commit>> commits = new ArrayList<>();
      String[] shas = git(checkout, "rev-list", "--reverse", "master.." + module[1]).stdout.trim().split("\n");
      for (String sha : shas) {
        int n = commits.size() + 1;
        Path built = work.resolve("built-" + module[0] + "-" + n);
        Result added = git(checkout, "worktree", "add", "-q", "--detach", built.toString(), sha);
        assertEquals(0, added.exitCode, added.toString());
        String message = git(checkout, "log", "-1", "--format=%B", sha).stdout;
        Set<String> changed = changedPaths(sha);
        Callable<Commit> build = () -> {
          // each commit brings upstream's JUnit 4 tests of its change: upstream's build runs them
          Result result = maven(built, "test", "-pl", module[0], "-am");
          System.out.printf("UpstreamPrIT: built %s commit %d in %.0f s: exit %d%n", module[0], n, result.seconds,
              result.exitCode);
          return new Commit(sha, message, changed, built, result);
        };
        // until a build has passed, one at a time: those fetch into the local repository what the others need
        commits.add(offline ? builds.submit(build) : CompletableFuture.completedFuture(call(build)));
      }
      building.put(module[0], commits);
    }
    for (Map.Entry<String, List<Future<Commit>>> module : building.entrySet()) {
      series.put(module.getKey(), done(module.getValue()));
    }
    tree = work.resolve("both");
    assertEquals(0, git(checkout, "worktree", "add", "-q", "--detach", tree.toString(), SERIES[0][1]).exitCode);
    assertEquals(0, git(tree, "checkout", SERIES[1][1], "--", SERIES[1][0]).exitCode);
    System.out.printf("UpstreamPrIT: the script and %d builds (one a commit, its module only, %d at once) took %.0f"
        + " s, Maven %.0f s of it (the builds' times added up)%n", series.values().stream().mapToInt(List::size).sum(),
        BUILDS_AT_ONCE, (System.nanoTime() - start) / 1e9, mavenNanos.sum() / 1e9);
  }

  @AfterAll
  void stopBuilds() {
    builds.shutdownNow();
  }

  private static <T> T call(Callable<T> task) throws IOException {
    try {
      return task.call();
    } catch (IOException | RuntimeException e) {
      throw e;
    } catch (Exception e) {
      throw new IllegalStateException(e);
    }
  }

  /** The results of {@code tasks}, in their order, each awaited; a task's failure is rethrown as it was thrown. */
  private static <T> List<T> done(List<Future<T>> tasks) throws IOException {
    List<T> results = new ArrayList<>();
    for (Future<T> task : tasks) {
      try {
        results.add(task.get());
      } catch (InterruptedException e) {
        Thread.currentThread().interrupt();
        throw new IllegalStateException(e);
      } catch (ExecutionException e) {
        if (e.getCause() instanceof IOException) {
          throw (IOException) e.getCause();
        }
        if (e.getCause() instanceof Error) {
          throw (Error) e.getCause();
        }
        throw new IllegalStateException(e.getCause());
      }
    }
    return results;
  }

  /** One commit of a series: its message, the paths it changes and its build. */
  private static final class Commit {
    final String sha;
    final String message;
    final Set<String> changed;
    final Path tree;
    final Result build;

    Commit(String sha, String message, Set<String> changed, Path tree, Result build) {
      this.sha = sha;
      this.message = message;
      this.changed = changed;
      this.tree = tree;
      this.build = build;
    }

    String subject() {
      return message.split("\n", 2)[0];
    }
  }

  private Set<String> changedPaths(String sha) {
    String out = git(checkout, "diff-tree", "--no-commit-id", "--name-only", "-r", sha).stdout.trim();
    return new TreeSet<>(Arrays.asList(out.split("\n")));
  }

  /**
   * The lines "<commit> <path>" of a module's series file, comments and "local" lines (paths that stay here) left
   * out: commit number to paths.
   */
  private Map<Integer, Set<String>> seriesFile(String module) throws IOException {
    Map<Integer, Set<String>> commits = new TreeMap<>();
    for (String line : read(source.resolve("scripts/upstream").resolve(module).resolve("series")).split("\n")) {
      String content = line.replaceFirst("#.*", "").trim();
      if (!content.isEmpty() && !content.startsWith("local ") && !content.startsWith("wave ")) {
        String[] fields = content.split("\\s+");
        commits.computeIfAbsent(Integer.parseInt(fields[0]), n -> new TreeSet<>()).add(module + "/" + fields[1]);
      }
    }
    return commits;
  }

  @Test
  void writesOneBranchPerBindingAndSaysWhatToDoNext() {
    for (String[] module : SERIES) {
      assertTrue(script.stdout.contains("Wrote branch " + module[1]), script.toString());
    }
    assertTrue(script.stdout.contains("git push"), script.toString());
    assertTrue(script.stdout.contains("upstream-pr/aerospike.md"), script.toString());
  }

  @Test
  void eachBindingIsAShortSeriesClientFirstBindingClassLastEachCommitWhatItsSeriesFileLists() throws IOException {
    for (String[] module : SERIES) {
      List<Commit> commits = series.get(module[0]);
      Map<Integer, Set<String>> listed = seriesFile(module[0]);
      assertEquals(listed.size(), commits.size(), module[0]);
      assertTrue(commits.size() >= 3 && commits.size() <= MAX_COMMITS, module[0] + ": " + commits.size() + " commits");
      for (int n = 1; n <= commits.size(); n++) {
        Commit commit = commits.get(n - 1);
        assertTrue(commit.subject().startsWith("[" + module[0] + "] "), commit.subject());
        assertTrue(commit.changed.containsAll(listed.get(n)), n + ": " + commit.changed + " lacks " + listed.get(n));
        Set<String> extra = new TreeSet<>(commit.changed);
        extra.removeAll(listed.get(n));
        if (n == 1) {
          // the client upgrade: the root pom's version property, and the old code made to build on the new client
          extra.remove("pom.xml");
          extra.removeIf(path -> path.startsWith(module[0] + "/src/main/java/") && !path.contains("/" + module[0] + "/"));
        } else if (n == commits.size()) {
          extra.removeIf(path -> path.startsWith(module[0] + "/src/main/java/site/ycsb/db/") && !Files.exists(
              commit.tree.resolve(path)));
        }
        assertEquals(Set.of(), extra, module[0] + " commit " + n + " changes more than its series lists");
      }
      assertTrue(commits.get(0).changed.contains(module[0] + "/pom.xml"), "client and build first");
      assertTrue(commits.get(commits.size() - 1).changed.stream().anyMatch(path -> path.endsWith("Client.java")),
          "the binding class last");
    }
    // the aerospike client upgrade edits the old client's four timeouts and keeps 3.1.2's retries, their pause and
    // the read replica (the properties that change them come in commits 4 and 6): nothing else
    String edit = git(checkout, "show", "--format=", series.get("aerospike").get(0).sha, "--",
        "aerospike/src/main/java/site/ycsb/db/AerospikeClient.java").stdout;
    List<String> added = edit.lines().filter(line -> line.startsWith("+") && !line.startsWith("+++"))
        .map(line -> line.substring(1).trim()).collect(Collectors.toList());
    for (String policy : new String[] {"readPolicy", "insertPolicy", "updatePolicy", "deletePolicy"}) {
      for (String line : new String[] {".totalTimeout = timeout;", ".maxRetries = 1;", ".sleepBetweenRetries = 500;"}) {
        assertTrue(added.remove(policy + line), policy + line + " not added in\n" + edit);
      }
    }
    assertTrue(added.remove("readPolicy.replica = com.aerospike.client.policy.Replica.MASTER;"), edit);
    assertEquals(List.of("// the timeout, and the 3.1.2 client's defaults that the new client changed"), added, edit);
  }

  /**
   * A build run again in a tree already built (as the online retry of an offline build that missed an artifact is)
   * still has checkstyle check every file: on a fresh machine that retry otherwise wrote aerospike commits 2 and 3 an
   * empty checkstyle result.
   */
  @Test
  void aSecondBuildInTheSameTreeStillChecksEveryFile() throws IOException {
    Commit first = series.get("aerospike").get(0);
    Path result = first.tree.resolve("aerospike/target/checkstyle-result.xml");
    long files = read(result).lines().filter(line -> line.contains("<file ")).count();
    assertTrue(files > 0, "the first build checked files: " + read(result));
    Result again = maven(first.tree, "validate", "-pl", "aerospike");
    assertEquals(0, again.exitCode, again.toString());
    assertEquals(files, read(result).lines().filter(line -> line.contains("<file ")).count(), read(result));
  }

  @Test
  void everyCommitOfEverySeriesCompilesForJava8AndPassesUpstreamsCheckstyleRules() throws IOException {
    for (String[] module : SERIES) {
      for (Commit commit : series.get(module[0])) {
        String what = module[0] + " " + commit.subject();
        assertEquals(0, commit.build.exitCode, what + "\n" + commit.build);
        String result = read(commit.tree.resolve(module[0]).resolve("target/checkstyle-result.xml"));
        assertTrue(result.contains(".java"), what + ": checkstyle checked no file:\n" + result);
        assertFalse(result.contains("<error"), what + ":\n" + result);
      }
      Commit last = series.get(module[0]).get(series.get(module[0]).size() - 1);
      String clazz = module[0].equals("aerospike") ? "aerospike/target/classes/site/ycsb/db/AerospikeClient.class"
          : "couchbase2/target/classes/site/ycsb/db/couchbase2/Couchbase2Client.class";
      byte[] bytes = Files.readAllBytes(last.tree.resolve(clazz));
      assertEquals(52, ((bytes[6] & 0xff) << 8) | (bytes[7] & 0xff), clazz + " is not Java 8 class file");
    }
  }

  @Test
  void theOldClientOnTheNewClientIsWhatCommitOneBuilds() throws IOException {
    // the fixture's old client sets Policy.timeout, which the new client does not have: without the edit, no build
    Commit first = series.get("aerospike").get(0);
    Path copy = work.resolve("unedited");
    copyTree(first.tree, copy);
    Path client = copy.resolve("aerospike/src/main/java/site/ycsb/db/AerospikeClient.java");
    write(client, read(client).replace(".totalTimeout = timeout;", ".timeout = timeout;"));
    Result unedited = maven(copy, "compile", "-pl", "aerospike", "-am");
    assertNotEquals(0, unedited.exitCode, unedited.toString());
    assertTrue(unedited.stdout.contains("timeout"), unedited.toString());
  }

  @Test
  void eachBranchChangesOnlyItsModuleAndItsVersionPropertyAndTheCheckoutIsLeftAsItWas() throws IOException {
    for (String[] module : SERIES) {
      Set<String> changed = new TreeSet<>(Arrays.asList(
          git(checkout, "diff", "--name-only", "master.." + module[1]).stdout.trim().split("\n")));
      for (String path : changed) {
        assertTrue(path.equals("pom.xml") || path.startsWith(module[0] + "/"), module[1] + " touched " + path);
      }
      assertTrue(changed.contains(module[0] + "/README.md"), "" + changed);
      String property = module[0] + ".version";
      String ours = pomProperty(module[0].equals("aerospike") ? "aerospike.version" : "couchbase.version");
      String expected = rootPomBefore.replaceFirst("<" + property + ">[^<]*<", "<" + property + ">" + ours + "<");
      assertNotEquals(rootPomBefore, expected);
      assertEquals(expected, git(checkout, "show", module[1] + ":pom.xml").stdout);
    }
    assertEquals("master", git(checkout, "rev-parse", "--abbrev-ref", "HEAD").stdout.trim());
    assertEquals(rootPomBefore, read(checkout.resolve("pom.xml")));
    assertEquals("", git(checkout, "status", "--porcelain", "--untracked-files=all").stdout.trim());
    String settings = "aerospike/src/main/java/site/ycsb/db/aerospike/AerospikeSettings.java";
    int settingsCommit = seriesFile("aerospike").entrySet().stream().filter(e -> e.getValue().contains(settings))
        .findFirst().orElseThrow().getKey();
    assertTrue(changedPaths(series.get("aerospike").get(settingsCommit - 1).sha).contains(settings));
  }

  @Test
  void replacesTheModulesMainSourcesWithTheBindingsOwnInUpstreamsPackagesWithoutTheLauncherOnlyChecks()
      throws IOException {
    assertSentAs(source.resolve("aerospike-binding/src/main/java"), tree.resolve("aerospike/src/main/java"),
        AEROSPIKE_LOCAL);
    assertSentAs(source.resolve("couchbase2-binding/src/main/java"), tree.resolve("couchbase2/src/main/java"),
        COUCHBASE2_LOCAL);
    assertFalse(Files.exists(tree.resolve("aerospike/src/main/java/site/ycsb/db/OldHelper.java")));
  }

  /**
   * The aerospike binding goes upstream as the adapter alone: the facts layer this project puts around it (its
   * series' {@code local} lines) stays here, and nothing written sets or names a key outside {@code as.*}.
   */
  @Test
  void theAerospikeAdapterGoesWithoutTheProjectsFactsLayer() throws IOException {
    assertTrue(Files.isDirectory(source.resolve("aerospike-binding/src/main/java/" + AEROSPIKE_LOCAL)));
    assertFalse(Files.exists(tree.resolve("aerospike/src/main/java/" + AEROSPIKE_LOCAL)));
    assertFalse(Files.exists(tree.resolve("aerospike/src/main/resources")));
    for (Map.Entry<String, String> file : files(tree.resolve("aerospike/src/main")).entrySet()) {
      for (String key : new String[] {"db.server.", "db.setting.", "aerospike.warning.", ".facts."}) {
        assertFalse(file.getValue().contains(key), file.getKey() + " names " + key);
      }
    }
  }

  /**
   * The couchbase2 binding goes upstream as the adapter alone: its facts provider stays here, and nothing written sets
   * or names a server fact, a setting key or a warning (the failure totals it logs come to the manifest from the
   * provider's {@code after=} method).
   */
  @Test
  void theCouchbase2AdapterGoesWithoutTheProjectsFactsLayer() throws IOException {
    assertTrue(Files.isDirectory(source.resolve("couchbase2-binding/src/main/java/" + COUCHBASE2_LOCAL)));
    assertFalse(Files.exists(tree.resolve("couchbase2/src/main/java/" + COUCHBASE2_LOCAL)));
    assertFalse(Files.exists(tree.resolve("couchbase2/src/main/resources")));
    for (Map.Entry<String, String> file : files(tree.resolve("couchbase2/src/main")).entrySet()) {
      for (String key : new String[] {"db.server.", "db.setting.", ".facts.", "warning.shrinking-updates",
          "warning.async-mutations", "warning.unplaced-replicas", "warning.server-facts", "warning.failures"}) {
        assertFalse(file.getValue().contains(key), file.getKey() + " names " + key);
      }
    }
  }

  /** Upstream's defaults stay upstream: replace updates and no retries there; this project keeps merge and 5. */
  @Test
  void couchbase2KeepsUpstreamsReplaceUpdatesAndNoRetriesUpstream() throws IOException {
    assertEquals("merge", Couchbase2Properties.UPDATE_DEFAULT, "this project's default");
    assertEquals("5", Couchbase2Properties.TEMPORARY_FAILURE_RETRIES_DEFAULT, "this project's default");
    String written = read(tree.resolve("couchbase2/src/main/java/site/ycsb/db/couchbase2/support/"
        + "Couchbase2Properties.java"));
    for (String[] change : COUCHBASE2_UPSTREAM_DEFAULTS) {
      assertTrue(written.contains(change[1]), change[1] + " not in\n" + written);
    }
    String pr = read(prText("couchbase2")).replaceAll("\\s+", " ");
    assertContainsAll(pr, "unchanged by default (`couchbase.update=replace`", "`couchbase.update=merge` (opt-in)",
        "no retry by default (`couchbase.temporaryFailureRetries=0`");
    // the comparison merge/replace is measured (#45), with the script and the server it ran against
    String row = read(prText("couchbase2")).lines().filter(line -> line.startsWith("| Update |")).findFirst()
        .orElse("");
    assertTrue(row.contains("Measured by") && row.contains("benchmarks/couchbase2/update-modes.sh")
        && row.contains("a mock Couchbase server (1 node, not a server)"), row);
  }

  /**
   * The couchbase2 series is one branch per commit as well, each on its predecessor's, with its order table; its
   * texts claim only what ran here (a mock server, no server version) and say how to run against a server, say how each relates to #1404, name #1715 and
   * the init refusals, and hold no path of this machine.
   */
  @Test
  void couchbase2SeriesIsOneBranchPerCommitAndItsTextsClaimOnlyWhatRanHere() throws IOException {
    assertOneBranchPerCommit(SERIES[1]);
    String pr = read(prText("couchbase2"));
    List<String> texts = new ArrayList<>(List.of(pr, read(tree.resolve("couchbase2/README.md"))));
    series.get("couchbase2").forEach(commit -> texts.add(commit.message));
    Pattern localPath = Pattern.compile("(^|[\\s(`'\"=])/(work|home|tmp|Users|root|var|opt|mnt)/");
    Pattern untested = Pattern.compile("(?i)tested (against|with|on) (an? )?Couchbase (Server )?\\d");
    for (String text : texts) {
      assertFalse(localPath.matcher(text).find(), text);
      assertFalse(text.contains(source.toString()), text);
      assertFalse(untested.matcher(text.replaceAll("\\s+", " ")).find(), text);
    }
    String flat = pr.replaceAll("\\s+", " ");
    assertContainsAll(flat, "#1404", "#1715", "a mock Couchbase server", "docker run", "`couchbase.allowUnplacedReplicas=true`",
        "`couchbase.kv=false` with durability", "primary index");
    assertTrue(series.get("couchbase2").get(0).message.contains("#1404"), series.get("couchbase2").get(0).message);
  }

  /**
   * The aerospike series is also one branch per commit, each commit on its predecessor's branch (the first on
   * master), so each pull request is one commit on merged predecessors; the table names them in that order with each
   * commit's size as git counts it. Every commit was built above, in order.
   */
  @Test
  void aerospikeSeriesIsOneBranchPerCommitOnItsPredecessorAndTheTableGivesTheOrderAndSizes() throws IOException {
    assertOneBranchPerCommit(SERIES[0]);
  }

  /**
   * The couchbase3 series the same way (#45: single-commit pull requests in a dependent order), and each of its
   * commits at most about 500 changed lines, the size of a pull request upstream can review.
   */
  @Test
  void couchbase3SeriesIsOneBranchPerCommitOnItsPredecessorEachAtMost500ChangedLines() throws IOException {
    assertOneBranchPerCommit(COUCHBASE3);
    assertEachCommitWithinItsBound(COUCHBASE3[0]);
  }

  /**
   * Every series (#45: "each at most ~500 changed lines including tests"): each commit of each binding changes at
   * most its binding's bound ({@link #MAX_CHANGED_LINES}), its upstream tests included.
   */
  @Test
  void everyCommitOfEverySeriesChangesAtMostItsBindingsBoundOfLines() {
    for (String[] module : BUILT) {
      assertEachCommitWithinItsBound(module[0]);
    }
    assertEquals(500, MAX_CHANGED_LINES.get("aerospike"));
  }

  /**
   * Every commit of every series is useful on its own (#45: "small, independently useful pull requests", each a
   * change a user of the binding can run): it changes the binding class, not only classes a later commit calls.
   */
  @Test
  void everyCommitOfEverySeriesChangesTheBindingClassSoItCanBeMergedAlone() {
    for (String[] module : BUILT) {
      String binding = module[0] + "/src/main/java/" + BINDING_CLASSES.get(module[0]);
      for (Commit commit : series.get(module[0])) {
        assertTrue(commit.changed.contains(binding), module[0] + " " + commit.subject() + " does not change "
            + binding + ": it adds only what a later commit uses");
      }
    }
  }

  /**
   * Each commit that brings JUnit 4 tests brings tests that fail on the commit before it (#59): its module's test
   * sources, as of that commit, over the commit before's tree, built by upstream's build, fail when run (surefire
   * counts a failed assertion or an error) or, for the commits of {@link #FAIL_ONLY_TO_COMPILE} only, fail to
   * compile. Each outcome is printed. The commits that bring no test are exactly {@link #TEST_LESS}, and
   * docs/upstream.md names both lists in the sentences {@link #listSentence} builds (the couchbase3 module does not
   * exist before its commit 1: not run).
   */
  @Test
  void eachCommitsJunit4TestsFailOnTheCommitBeforeIt() throws IOException {
    List<String> notFailingByAssertion = new ArrayList<>();
    Map<String, List<Integer>> untested = new TreeMap<>();
    Map<String, List<Integer>> onlyCompile = new TreeMap<>();
    // the worktrees one at a time (git locks the checkout), then their builds BUILDS_AT_ONCE at a time
    Map<String, Future<String>> outcomes = new TreeMap<>();
    for (String[] module : BUILT) {
      List<Commit> commits = series.get(module[0]);
      Map<Integer, Set<String>> listed = seriesFile(module[0]);
      for (int n = 1; n <= commits.size(); n++) {
        List<String> tests = listed.get(n).stream().filter(path -> path.matches("[^/]+/src/test/java/.+Test\\.java"))
            .map(path -> path.replaceFirst(".*/src/test/java/(.+)\\.java", "$1").replace('/', '.'))
            .collect(Collectors.toList());
        if (tests.isEmpty()) {
          untested.computeIfAbsent(module[0], k -> new ArrayList<>()).add(n);
          continue;
        }
        if (n == 1) {
          continue;
        }
        Path before = work.resolve("before-" + module[0] + "-" + n);
        assertEquals(0, git(checkout, "worktree", "add", "-q", "--detach", before.toString(), commits.get(n - 2).sha)
            .exitCode);
        copyTree(commits.get(n - 1).tree.resolve(module[0]).resolve("src/test"), before.resolve(module[0])
            .resolve("src/test"));
        Commit commit = commits.get(n - 1);
        int number = n;
        String what = module[0] + " commit " + n + ": " + tests;
        outcomes.put(String.format("%s %02d", module[0], n), builds.submit(() -> what + ": "
            + outcomeOnCommitBefore(before, module[0], number, commit, tests)));
      }
    }
    List<String> done = done(new ArrayList<>(outcomes.values()));
    int next = 0;
    for (String key : outcomes.keySet()) {
      String outcome = done.get(next++);
      if (outcome.endsWith(": do not compile")) {
        onlyCompile.computeIfAbsent(key.split(" ")[0], k -> new ArrayList<>()).add(Integer.parseInt(key.split(" ")[1]));
      } else if (!outcome.endsWith(": fail when run")) {
        notFailingByAssertion.add(outcome);
      }
    }
    assertEquals(List.of(), notFailingByAssertion, "tests that do not fail when run on the commit before");
    assertEquals(new TreeMap<>(TEST_LESS), untested, "the commits that bring no JUnit 4 test (TEST_LESS)");
    assertEquals(new TreeMap<>(FAIL_ONLY_TO_COMPILE), onlyCompile,
        "the commits whose tests only fail to compile on the commit before (FAIL_ONLY_TO_COMPILE)");
    String docs = read(source.resolve("docs/upstream.md")).replaceAll("\\s+", " ");
    for (String sentence : List.of(listSentence("The commits that bring no JUnit 4 test: ", untested),
        listSentence("The commits whose JUnit 4 tests fail on the commit before only by not compiling: ",
            onlyCompile))) {
      assertTrue(docs.contains(sentence), sentence);
    }
  }

  /**
   * Runs the JUnit 4 {@code tests} of {@code commit} (number {@code n} of its series) in {@code before} (the commit
   * before it with the commit's {@code src/test}), and, where together they do not compile, each class alone.
   *
   * @return {@code fail when run} if they, or one class alone, fail when run there; else the outcome of them together
   *     as {@link #failedOutcome} names it
   */
  private String outcomeOnCommitBefore(Path before, String module, int n, Commit commit, List<String> tests)
      throws IOException {
    Result build = maven(before, "test", "-pl", module, "-am", "-Dtest=" + String.join(",", tests),
        "-Dsurefire.failIfNoSpecifiedTests=false", CHECKED_BEFORE);
    String outcome = failedOutcome(build);
    System.out.printf("UpstreamPrIT: %s commit %d's tests %s on commit %d: %s (%.0f s)%n", module, n, tests, n - 1,
        outcome, build.seconds);
    if (outcome.equals("do not compile") && tests.size() > 1) {
      // One class that calls what the commit adds keeps the others from compiling: each alone, with the
      // commit's test helpers, so that one that runs on the commit before and fails there counts.
      for (String test : tests) {
        String alone = classAloneOnCommitBefore(before, module, commit, test);
        System.out.println("UpstreamPrIT: " + module + " commit " + n + "'s " + test + " alone on commit "
            + (n - 1) + ": " + alone);
        if (alone.equals("fail when run")) {
          outcome = alone;
        }
      }
    }
    return outcome;
  }

  /**
   * Runs one test class of {@code commit} in {@code before} (the commit before it): that worktree's tests as they
   * were, plus the commit's test helpers (its {@code src/test} files not named {@code *Test.java}) and the class.
   *
   * @return the outcome as {@link #failedOutcome} names it
   */
  private String classAloneOnCommitBefore(Path before, String module, Commit commit, String test) throws IOException {
    assertEquals(0, git(before, "checkout", "-q", "--", module + "/src/test").exitCode);
    assertEquals(0, git(before, "clean", "-q", "-f", "-d", "--", module + "/src/test").exitCode);
    Path tests = commit.tree.resolve(module).resolve("src/test");
    String file = test.replace('.', '/') + ".java";
    try (Stream<Path> walk = Files.walk(tests)) {
      for (Path path : walk.filter(Files::isRegularFile).collect(Collectors.toList())) {
        String relative = tests.relativize(path).toString();
        if (relative.equals("java/" + file) || !relative.endsWith("Test.java")) {
          Path target = before.resolve(module).resolve("src/test").resolve(relative);
          Files.createDirectories(target.getParent());
          Files.copy(path, target, StandardCopyOption.REPLACE_EXISTING);
        }
      }
    }
    return failedOutcome(maven(before, "test", "-pl", module, "-am", "-Dtest=" + test,
        "-Dsurefire.failIfNoSpecifiedTests=false", CHECKED_BEFORE));
  }

  /**
   * @return how a build of tests on the commit before theirs ended: {@code PASS}, {@code do not compile}, {@code fail
   *     when run} (surefire ran them and counted a failed assertion or an error) or {@code broke otherwise}
   */
  static String failedOutcome(Result build) {
    if (build.exitCode == 0) {
      return "PASS";
    }
    if (build.stdout.contains("COMPILATION ERROR")) {
      return "do not compile";
    }
    Matcher counts = Pattern.compile("Tests run: \\d+, Failures: (\\d+), Errors: (\\d+)").matcher(build.stdout);
    while (counts.find()) {
      if (Integer.parseInt(counts.group(1)) + Integer.parseInt(counts.group(2)) > 0) {
        return "fail when run";
      }
    }
    return "broke otherwise";
  }

  /**
   * Each series opens with its first wave (#59): the 2 to 4 commits its series file's {@code wave} line names are its
   * first ones, each at most {@link #WAVE_BOUND} changed lines with its JUnit 4 tests (here where the fixture measures
   * it as upstream's master does: {@link #FIXTURE_SIZES_DIFFER}); the cover text names them, in
   * order, under "First wave" with each branch and title, and every other commit under "Follow-ups"; the series
   * table marks each row and sets the wave's sizes beside upstream's own, as measured in the checkout's history
   * (this fixture's: two merged pull requests of one binding each, 3 and 5 lines, and one of two bindings).
   */
  @Test
  void eachSeriesOpensWithAFirstWaveItsCoverTextNamesEachWithinTheWaveBound() throws IOException {
    for (String[] module : BUILT) {
      List<Integer> wave = firstWave(module[0]);
      List<Commit> commits = series.get(module[0]);
      assertTrue(wave.size() >= 2 && wave.size() <= 4, module[0] + "'s wave: " + wave);
      List<Integer> sizes = new ArrayList<>();
      for (int n = 1; n <= wave.size(); n++) {
        assertEquals(n, wave.get(n - 1), module[0] + "'s wave is its first commits: " + wave);
        int lines = changedLines(module[0], commits, n);
        assertTrue(lines <= WAVE_BOUND || FIXTURE_SIZES_DIFFER.get(module[0]).contains(n), module[0] + " commit " + n
            + ": " + lines + " changed lines, more than the first wave's " + WAVE_BOUND);
        sizes.add(changedLines(commits.get(n - 1), Set.of())); // the table counts every file, as git does
      }
      String cover = read(prText(module[0]));
      int waveAt = cover.indexOf("\n## First wave\n");
      int followAt = cover.indexOf("\n## Follow-ups\n");
      assertTrue(waveAt >= 0 && followAt > waveAt, module[0] + "'s cover text has no First wave then Follow-ups");
      List<String> waveItems = numberedItems(cover.substring(waveAt, followAt));
      List<String> followItems = numberedItems(cover.substring(followAt));
      assertEquals(commits.size(), waveItems.size() + followItems.size(), module[0] + ": " + waveItems + followItems);
      assertEquals(wave.size(), waveItems.size(), module[0] + "'s wave in its cover text: " + waveItems);
      for (int n = 1; n <= commits.size(); n++) {
        String item = n <= wave.size() ? waveItems.get(n - 1) : followItems.get(n - wave.size() - 1);
        String title = commits.get(n - 1).subject().replaceFirst("^\\[" + module[0] + "\\] ", "");
        assertTrue(item.startsWith(n + ". `" + module[1] + "-" + n + "`: " + title + ". "), item);
      }
      String table = read(checkout.resolve(".git/upstream-pr/" + module[0] + "-series.md")).replaceAll("\\s+", " ");
      Collections.sort(sizes);
      double median = sizes.size() % 2 == 1 ? sizes.get(sizes.size() / 2)
          : (sizes.get(sizes.size() / 2 - 1) + sizes.get(sizes.size() / 2)) / 2.0;
      assertTrue(table.contains("First wave, changed lines (added plus removed) per pull request: " + sizes.size()
          + ", median " + (median % 1 == 0 ? String.valueOf((long) median) : String.valueOf(median)) + ", largest "
          + sizes.get(sizes.size() - 1) + "."), table);
      assertTrue(table.contains("changing one binding: merged pull requests 2, median 4, largest 5; commits 2,"
          + " median 4, largest 5."), table);
    }
  }

  /** The commits a module's series file names on its {@code wave} line. */
  private List<Integer> firstWave(String module) throws IOException {
    List<Integer> wave = new ArrayList<>();
    for (String line : read(source.resolve("scripts/upstream").resolve(module).resolve("series")).split("\n")) {
      String content = line.replaceFirst("#.*", "").trim();
      if (content.startsWith("wave ")) {
        for (String n : content.substring("wave ".length()).trim().split("\\s+")) {
          wave.add(Integer.parseInt(n));
        }
      }
    }
    return wave;
  }

  /** The items of a Markdown numbered list ({@code "3. ..."} lines, each joined with its indented continuation). */
  private static List<String> numberedItems(String markdown) {
    List<String> items = new ArrayList<>();
    for (String line : markdown.split("\n")) {
      if (line.matches("\\d+\\. .*")) {
        items.add(line);
      } else if (!items.isEmpty() && line.startsWith("   ") && !line.isBlank()) {
        items.set(items.size() - 1, items.get(items.size() - 1) + " " + line.trim());
      }
    }
    return items;
  }

  /** Commit {@code n}'s changed lines as git counts them, the first commit's without the fixture's stand-ins. */
  private int changedLines(String module, List<Commit> commits, int n) {
    return changedLines(commits.get(n - 1), n == 1 ? STAND_INS.getOrDefault(module, Set.of()) : Set.of());
  }

  /** A commit's changed lines (added plus removed) as git counts them, but in the files of {@code skipped}. */
  private int changedLines(Commit commit, Set<String> skipped) {
    int lines = 0;
    for (String line : git(checkout, "diff", "--numstat", commit.sha + "~1", commit.sha).stdout.trim().split("\n")) {
      String[] counts = line.split("\t");
      if (!skipped.contains(counts[2])) {
        lines += Integer.parseInt(counts[0]) + Integer.parseInt(counts[1]);
      }
    }
    return lines;
  }

  /**
   * docs/upstream.md gives each series' table as the script writes it (on upstream's master; UpstreamRelationsIT
   * checks every row there): each row of this fixture's tables is in it word for word, but for the commits of
   * {@link #FIXTURE_SIZES_DIFFER}, which change the fixture's short stand-ins.
   */
  @Test
  void docsGiveTheSeriesTablesMeasuredHere() throws IOException {
    Set<String> docs = new TreeSet<>(read(source.resolve("docs/upstream.md")).lines().collect(Collectors.toList()));
    for (String[] module : BUILT) {
      List<String> rows = read(checkout.resolve(".git/upstream-pr/" + module[0] + "-series.md")).lines()
          .filter(line -> line.matches("\\| \\d+ \\|.*")).collect(Collectors.toList());
      for (int n = 1; n <= rows.size(); n++) {
        if (!FIXTURE_SIZES_DIFFER.get(module[0]).contains(n)) {
          assertTrue(docs.contains(rows.get(n - 1)), "docs/upstream.md lacks " + module[0] + "'s row: "
              + rows.get(n - 1));
        }
      }
    }
  }

  /** A sentence of docs/upstream.md naming commits per binding: "start" then "aerospike 1; couchbase2 1, 6.". */
  private static String listSentence(String start, Map<String, List<Integer>> commits) {
    List<String> parts = new ArrayList<>();
    for (Map.Entry<String, List<Integer>> module : commits.entrySet()) {
      parts.add(module.getKey() + " " + module.getValue().stream().map(String::valueOf)
          .collect(Collectors.joining(", ")));
    }
    return start + String.join("; ", parts) + ".";
  }

  /**
   * Each commit of a module's series changes some lines and at most the module's bound, as git counts them (the first
   * commit without the fixture's {@link #STAND_INS}).
   */
  private void assertEachCommitWithinItsBound(String module) {
    List<Commit> commits = series.get(module);
    for (Commit commit : commits) {
      int bound = OVER_BOUND.getOrDefault(module + " " + (commits.indexOf(commit) + 1), MAX_CHANGED_LINES.get(module));
      int lines = changedLines(module, commits, commits.indexOf(commit) + 1);
      assertTrue(lines > 0 && lines <= bound, module + " " + commit.subject() + ": " + lines + " changed lines, more"
          + " than its bound " + bound);
    }
  }

  private void assertOneBranchPerCommit(String[] module) throws IOException {
    List<Commit> commits = series.get(module[0]);
    List<String> rows = read(checkout.resolve(".git/upstream-pr/" + module[0] + "-series.md")).lines()
        .filter(line -> line.matches("\\| \\d+ \\|.*")).collect(Collectors.toList());
    assertEquals(commits.size(), rows.size(), rows.toString());
    String previous = "master";
    for (int n = 1; n <= commits.size(); n++) {
      Commit commit = commits.get(n - 1);
      String branch = module[1] + "-" + n;
      assertEquals(commit.sha, git(checkout, "rev-parse", branch).stdout.trim(), branch);
      assertEquals(git(checkout, "rev-parse", previous).stdout.trim(),
          git(checkout, "rev-parse", branch + "~1").stdout.trim(), branch + " is one commit on " + previous);
      int added = 0;
      int removed = 0;
      String[] numstat = git(checkout, "diff", "--numstat", commit.sha + "~1", commit.sha).stdout.trim().split("\n");
      for (String line : numstat) {
        String[] counts = line.split("\t");
        added += Integer.parseInt(counts[0]);
        removed += Integer.parseInt(counts[1]);
      }
      String title = commit.message.lines().findFirst().orElse("");
      String wave = firstWave(module[0]).contains(n) ? "first wave" : "follow-up";
      assertEquals("| " + n + " | `" + branch + "` | `" + previous + "` | " + wave + " | " + title + " | "
          + numstat.length + " | " + added + " | " + removed + " |", rows.get(n - 1));
      assertEquals(0, commit.build.exitCode, branch + "\n" + commit.build);
      assertJunit4TestsRan(commit, seriesFile(module[0]).get(n));
      previous = branch;
    }
  }

  /**
   * Each JUnit 4 test class a commit's series lines bring ({@code src/test/java/...Test.java}; a helper of the tests
   * has no report of its own) ran in upstream's build of that
   * commit, with tests and without a failure.
   */
  private static void assertJunit4TestsRan(Commit commit, Set<String> paths) throws IOException {
    for (String path : paths) {
      Matcher test = Pattern.compile("^(\\w+)/src/test/java/(.+Test)\\.java$").matcher(path);
      if (!test.find()) {
        continue;
      }
      String name = test.group(2).replace('/', '.');
      Path report = commit.tree.resolve(test.group(1) + "/target/surefire-reports/TEST-" + name + ".xml");
      assertTrue(Files.isRegularFile(report), name + " did not run in upstream's build:\n" + commit.build);
      String xml = read(report);
      Matcher counts = Pattern.compile("tests=\"(\\d+)\"[^>]*").matcher(xml);
      assertTrue(counts.find() && Integer.parseInt(counts.group(1)) > 0, xml);
      assertTrue(xml.contains("failures=\"0\"") && xml.contains("errors=\"0\""), xml);
    }
  }

  /**
   * What the aerospike texts claim is what ran here: no path of this machine, no server version as "tested" (the
   * tests ran without a server or against an emulation of the wire protocol, which the texts say with the client
   * version), and how a maintainer runs the binding against a server.
   */
  @Test
  void aerospikeTextsNameNoLocalPathAndNoServerVersionNoTestReached() throws IOException {
    List<String> texts = new ArrayList<>(List.of(read(prText("aerospike")), read(tree.resolve("aerospike/README.md"))));
    series.get("aerospike").forEach(commit -> texts.add(commit.message));
    Pattern localPath = Pattern.compile("(^|[\\s(`'\"=])/(work|home|tmp|Users|root|var|opt|mnt)/");
    Pattern untested = Pattern.compile("(?i)tested (against|with|on) (an? )?Aerospike (Database |Server )?\\d");
    for (String text : texts) {
      assertFalse(localPath.matcher(text).find(), text);
      assertFalse(text.contains(source.toString()), text);
      assertFalse(untested.matcher(text.replaceAll("\\s+", " ")).find(), text);
    }
    String pr = read(prText("aerospike")).replaceAll("\\s+", " ");
    assertTrue(pr.contains("No test behind this text ran against an Aerospike server")
        && pr.contains("client " + pomProperty("aerospike.version")) && pr.contains("docker run"), pr);
  }

  /**
   * Every main source is written under its own path with exactly the code this project tests: only the leading
   * comment (the licence header) differs.
   */
  private static void assertSentAs(Path ours, Path written, String local) throws IOException {
    Map<String, String> expected = files(ours);
    // The binding's copies of binding-support's helpers, as its build wrote them (the series writes them the same way)
    Path copies = ours.resolve("../../../target/generated-sources/binding-support").normalize();
    assertTrue(Files.isDirectory(copies), copies + ": the binding's build writes its shared helpers there");
    expected.putAll(files(copies));
    if (!local.isEmpty()) {
      expected.keySet().removeIf(name -> name.startsWith(local));
    }
    if (written.toString().contains("aerospike")) {
      // upstream's default kept upstream (scripts/upstream/aerospike/upstream-defaults.sed): the one difference
      expected.replaceAll((name, text) -> text.replace(UPSTREAM_UPDATE_DEFAULT[0], UPSTREAM_UPDATE_DEFAULT[1])
          .replace(UPSTREAM_UPDATE_DOC[0], UPSTREAM_UPDATE_DOC[1]));
    } else if (written.toString().contains("couchbase2")) {
      expected.replaceAll((name, text) -> couchbase2UpstreamDefaults(text));
    }
    Map<String, String> actual = files(written);
    assertEquals(expected.keySet(), actual.keySet());
    for (String name : expected.keySet()) {
      assertEquals(afterHeader(expected.get(name)), afterHeader(actual.get(name)), name);
    }
  }

  /** A couchbase2 source as its series writes it: upstream's defaults in place of this project's. */
  private static String couchbase2UpstreamDefaults(String java) {
    String text = java;
    for (String[] change : COUCHBASE2_UPSTREAM_DEFAULTS) {
      text = text.replace(change[0], change[1]);
    }
    return text;
  }

  /** The text after the leading comment and the blank lines after it. */
  private static String afterHeader(String java) {
    int end = java.startsWith("/*") ? java.indexOf("*/") + 2 : 0;
    return java.substring(end).replaceFirst("^\\s*\n", "");
  }

  @Test
  void everyWrittenFileHasUpstreamsFullApacheHeaderAndUpstreamsFilesKeepTheirNoticesWithThisYear()
      throws IOException {
    int checked = 0;
    for (String module : new String[] {"aerospike", "couchbase2"}) {
      for (Map.Entry<String, String> file : files(tree.resolve(module).resolve("src/main/java")).entrySet()) {
        String path = module + "/src/main/java/" + file.getKey();
        String text = file.getValue();
        assertTrue(text.startsWith("/*"), path + " does not start with its header:\n" + text);
        List<String> header = headerLines(text.substring(0, text.indexOf("*/")));
        String old = UPSTREAM_COPYRIGHT.get(path);
        String copyright = old == null ? "Copyright (c) " + YEAR + " YCSB contributors. All rights reserved."
            : UPDATED_COPYRIGHT.get(old);
        assertEquals(copyright, header.get(0), path);
        assertEquals(APACHE_NOTICE, header.subList(1, header.size()), path);
        checked++;
      }
      for (String file : new String[] {"pom.xml", "README.md"}) {
        String text = read(tree.resolve(module).resolve(file));
        String path = module + "/" + file;
        assertTrue(text.contains(UPDATED_COPYRIGHT.get(UPSTREAM_COPYRIGHT.get(path)) + "\n"), path + ":\n" + text);
        for (String line : APACHE_NOTICE) {
          assertTrue(text.contains(line), path + " lacks '" + line + "'");
        }
      }
    }
    assertTrue(checked > 20, "only " + checked + " Java files written");
  }

  /** A leading comment's text lines: no comment marks, no paragraph tags, no blank lines. */
  private static List<String> headerLines(String comment) {
    List<String> lines = new ArrayList<>();
    for (String line : comment.split("\n")) {
      String text = line.replaceFirst("^\\s*/?\\*+\\s?", "").replace("<p>", "").trim();
      if (!text.isEmpty()) {
        lines.add(text);
      }
    }
    return lines;
  }

  @Test
  void nothingOfThisProjectIsLeftInWhatGoesUpstream() throws IOException {
    Pattern trace = Pattern.compile("(?i)ycsb-ext|ycsb\\.ext|site/ycsb/ext|upstream|launcher|manifest|CONTRIBUTING"
        + "|published results|PropertyCheck|stand-?in\\b|" + TOOLING.pattern());
    List<String> found = new ArrayList<>();
    List<Commit> couchbase3 = series.get(COUCHBASE3[0]);
    for (String module : new String[] {"aerospike", "couchbase2", COUCHBASE3[0]}) {
      // couchbase3's branch is not in the side-by-side tree: its last commit's
      Path root = module.equals(COUCHBASE3[0]) ? couchbase3.get(couchbase3.size() - 1).tree : tree;
      Map<String, String> written = files(root.resolve(module).resolve("src/main/java"));
      written.put("pom.xml", read(root.resolve(module).resolve("pom.xml")));
      written.put("README.md", read(root.resolve(module).resolve("README.md")));
      for (Commit commit : series.get(module)) {
        written.put("commit " + commit.subject(), commit.message);
      }
      for (Map.Entry<String, String> file : written.entrySet()) {
        String[] lines = file.getValue().split("\n");
        for (int i = 0; i < lines.length; i++) {
          if (trace.matcher(lines[i]).find() || trace.matcher(file.getKey()).find()) {
            found.add(module + "/" + file.getKey() + ":" + (i + 1) + ": " + lines[i]);
          }
        }
      }
    }
    assertEquals(List.of(), found);
  }

  /**
   * No commit of any series adds a line that names this project's tooling ({@link #TOOLING}): its code (messages,
   * javadoc), README, poms and commit message, every commit, intermediate versions included; nor does any cover text.
   */
  @Test
  void noCommitOfAnySeriesNamesThisProjectsTooling() throws IOException {
    List<String> found = new ArrayList<>();
    for (String[] module : BUILT) {
      // nor its cover text: it says what the tests cover and how a maintainer tests against a server (#59)
      for (String line : read(prText(module[0])).split("\n")) {
        if (TOOLING.matcher(line).find()) {
          found.add(module[0] + " cover text: " + line);
        }
      }
    }
    for (String[] module : BUILT) {
      for (Commit commit : series.get(module[0])) {
        String patch = git(checkout, "show", "--format=%B", commit.sha).stdout;
        for (String line : patch.split("\n")) {
          if (!line.startsWith("-") && TOOLING.matcher(line).find()) {
            found.add(module[0] + " " + commit.subject() + ": " + line);
          }
        }
      }
    }
    assertEquals(List.of(), found);
  }

  /**
   * The cover texts link a public address or none (#59): run as the README shows, from a distribution whose pom has
   * no {@code <url>}, they link nothing and hold no path; a local path as {@code --project-url} or as the pom's
   * {@code <url>} is refused in one line before anything is written.
   */
  @Test
  void coverTextsLinkAPublicAddressOrNothingAndALocalPathIsRefused() throws IOException {
    assertTrue(script.stderr.contains("no --project-url and no <url> in the project pom"), script.toString());
    for (String[] module : BUILT) {
      String text = read(prText(module[0]));
      assertFalse(text.contains(work.toString()) || text.contains("address not given") || text.contains("@PROJECT_URL@"),
          text);
      assertFalse(Pattern.compile("(^|[\\s(`'\"=])(/(work|home|tmp|Users|root|var|opt|mnt|srv)/|\\.\\./|file:)")
          .matcher(text).find(), text);
    }
    for (String local : new String[] {"/srv/ycsb-ext", "../ycsb-ext", "file:///srv/ycsb-ext", "http://127.0.0.1/x"}) {
      Result refused = upstreamPr("--project-url", local, checkout.toString());
      assertEquals(2, refused.exitCode, refused.toString());
      assertOneLine(refused, "--project-url '" + local + "' is ");
    }
    // the project pom's <url> is read, and refused as well when it is a path: a copy of the distribution's scripts
    Path scripts = work.resolve("url-from-pom/scripts");
    copyTree(Distribution.home().resolve("scripts"), scripts);
    Path pom = scripts.resolve("upstream/source/pom.xml");
    write(pom, read(pom).replaceFirst("\n  <name>", "\n  <url>/srv/ycsb-ext</url>\n  <name>"));
    Files.setPosixFilePermissions(scripts.resolve("upstream-pr"), Files.getPosixFilePermissions(
        Distribution.home().resolve("scripts/upstream-pr")));
    Result fromPom = run(work, List.of(scripts.resolve("upstream-pr").toString(), checkout.toString()), 60);
    assertEquals(2, fromPom.exitCode, fromPom.toString());
    assertOneLine(fromPom, "the project pom's <url> '/srv/ycsb-ext' is not a public address");
  }

  @Test
  void pullRequestTextsStateEveryBehaviourChangeWithItsWayBackAndEveryNewProperty() throws Exception {
    String aerospike = read(prText("aerospike"));
    String couchbase = read(prText("couchbase2"));
    assertTrue(aerospike.startsWith("# [aerospike] "), aerospike);
    assertTrue(couchbase.startsWith("# [couchbase2] "), couchbase);
    for (String text : new String[] {aerospike, couchbase}) {
      assertFalse(text.contains("Written by"), text);
      assertTrue(text.contains("Server versions"), text);
      // an init() failure under upstream's Client: still exit 0 after 0 operations, said so
      assertTrue(text.replaceAll("\\s+", " ").contains("the run still exits 0, with 0 operations"), text);
      assertTrue(text.toLowerCase(Locale.ROOT).contains("not measured"), text);
    }
    // each change: the new default as the code has it, and the property that restores the old behaviour
    assertContainsAll(aerospike,
        "`as.update=" + AerospikeProperties.UPDATE_DEFAULT + "`", "#937", "`-p as.update=replace`",
        "`Policy.maxRetries = 1`", "`-p as.maxRetries=1`",
        "500 ms", "`as.sleepBetweenRetries=" + AerospikeProperties.SLEEP_BETWEEN_RETRIES_DEFAULT + "`",
        "`-p as.sleepBetweenRetries=500`",
        "`Replica.MASTER`", "`as.replica=" + AerospikeProperties.REPLICA_DEFAULT + "`", "`-p as.replica=master`",
        "unknown `as.*` name");
    assertContainsAll(couchbase,
        "`couchbase.update=replace`", "`couchbase.update=merge`",
        "60 tries, 1 s apart", "`couchbase.temporaryFailureRetries=0`",
        "waits of " + Couchbase2Properties.TEMPORARY_FAILURE_BACKOFF_DEFAULT + " ms",
        "`-p couchbase.temporaryFailureRetries=60 -p couchbase.temporaryFailureBackoff=1000`",
        "`com.couchbase.query.encodedPlanEnabled=false`", "`-p couchbase.encodedPlan=false`",
        "IPv6", "`host:port`", "unknown `couchbase.*` name", "sets nothing on the run's properties");
    assertEveryNewPropertyNamed(AerospikeProperties.class, "as.", aerospike);
    assertEveryNewPropertyNamed(Couchbase2Properties.class, "couchbase.", couchbase);
  }

  private static void assertContainsAll(String text, String... parts) {
    String flat = text.replaceAll("\\s+", " ");
    List<String> missing = Arrays.stream(parts).filter(part -> !flat.contains(part)).collect(Collectors.toList());
    assertEquals(List.of(), missing, text);
  }

  private static void assertEveryNewPropertyNamed(Class<?> properties, String prefix, String text) throws Exception {
    List<String> missing = new ArrayList<>();
    int named = 0;
    for (Field field : properties.getFields()) {
      if (Modifier.isStatic(field.getModifiers()) && field.getType() == String.class
          && !field.getName().endsWith("_DEFAULT") && ((String) field.get(null)).startsWith(prefix)) {
        String name = (String) field.get(null);
        if (!UPSTREAM_PROPERTIES.contains(name)) {
          named++;
          if (!text.contains("`" + name + "`")) {
            missing.add(name);
          }
        }
      }
    }
    assertEquals(List.of(), missing, "new properties the PR text does not name");
    assertTrue(named > 10, "only " + named + " new properties of " + properties);
  }

  @Test
  void writesPomsWithUpstreamsParentAndArtifactIds() throws IOException {
    for (String[] module : new String[][] {{"aerospike", "aerospike-binding"}, {"couchbase2", "couchbase2-binding"}}) {
      String pom = read(tree.resolve(module[0]).resolve("pom.xml"));
      assertTrue(pom.contains("<artifactId>binding-parent</artifactId>\n    <version>" + YCSB_VERSION + "</version>"),
          pom);
      assertTrue(pom.contains("<artifactId>" + module[1] + "</artifactId>"), pom);
    }
  }

  @Test
  void readmesListEveryPropertyWithItsDefault() throws Exception {
    assertEveryProperty(AerospikeProperties.class, "as.", read(tree.resolve("aerospike/README.md")),
        Map.of(AerospikeProperties.UPDATE, "replace"));
    assertEveryProperty(Couchbase2Properties.class, "couchbase.", read(tree.resolve("couchbase2/README.md")),
        Map.of(Couchbase2Properties.UPDATE, "replace", Couchbase2Properties.TEMPORARY_FAILURE_RETRIES, "0"));
  }

  /** Upstream's replace default stays upstream: merge is opt-in there, and this project's default is merge. */
  @Test
  void upstreamsReplaceDefaultIsKeptUpstreamAndMergeIsOptIn() throws IOException {
    assertEquals("merge", AerospikeProperties.UPDATE_DEFAULT, "this project's default");
    String written = read(tree.resolve("aerospike/src/main/java/site/ycsb/db/aerospike/AerospikeProperties.java"));
    assertTrue(written.contains(UPSTREAM_UPDATE_DEFAULT[1]), written);
    String pr = read(prText("aerospike")).replaceAll("\\s+", " ");
    assertTrue(pr.contains("unchanged by default (`as.update=replace`); `as.update=merge` (opt-in)"), pr);
    String row = read(prText("aerospike")).lines().filter(line -> line.startsWith("| Update |")).findFirst()
        .orElse("");
    // the fields read back are measured; the throughput of those rounds came from a loaded machine: not claimed
    assertTrue(row.contains("Measured") && row.contains("Throughput, merge against replace: not measured"), row);
    assertFalse(Pattern.compile("throughput \\d").matcher(row).find(), row);
    assertTrue(row.contains("benchmarks/aerospike/update-modes.sh") && row.contains("emulation of Aerospike's wire"
        + " protocol"), row);
  }

  @Test
  void pullRequestTextsNameTheClientVersionsAndNoPlaceholderIsLeft() throws IOException {
    String aerospike = read(prText("aerospike")).replaceAll("\\s+", " ");
    assertTrue(aerospike.contains("`com.aerospike:aerospike-client-jdk8` " + pomProperty("aerospike.version")),
        aerospike);
    String couchbase = read(prText("couchbase2")).replaceAll("\\s+", " ");
    assertTrue(couchbase.contains(OLD_COUCHBASE2 + " becomes " + pomProperty("couchbase.version")), couchbase);
    for (String module : new String[] {"aerospike", "couchbase2"}) {
      for (String file : new String[] {"pom.xml", "README.md"}) {
        String text = read(tree.resolve(module).resolve(file));
        assertFalse(Pattern.compile("@[A-Z0-9_]+@").matcher(text).find(), module + "/" + file + ": " + text);
      }
      assertFalse(Pattern.compile("@[A-Z0-9_]+@").matcher(read(prText(module))).find(), module);
      for (Commit commit : series.get(module)) {
        assertFalse(Pattern.compile("@[A-Z0-9_]+@").matcher(commit.message).find(), commit.message);
      }
    }
  }

  @Test
  void upstreamsRulesInTheTreeRejectAViolation() throws IOException {
    Path copy = work.resolve("violation");
    copyTree(tree, copy);
    Path status = copy.resolve("aerospike/src/main/java/site/ycsb/db/aerospike/AerospikeStatus.java");
    // upstream's Indentation rule: case labels at the switch's own level (caseIndent 0).
    String text = read(status);
    String indented = text.replace("\n    case ResultCode.TIMEOUT:", "\n      case ResultCode.TIMEOUT:");
    assertNotEquals(text, indented, "AerospikeStatus has no case ResultCode.TIMEOUT at the switch's level");
    Files.write(status, indented.getBytes(StandardCharsets.UTF_8));
    Result result = maven(copy, "validate", "-pl", "aerospike");
    assertNotEquals(0, result.exitCode, result.toString());
    assertTrue(result.stdout.contains("[Indentation]") || result.stdout.contains("Indentation:"), result.toString());
  }

  @Test
  void theTarballHoldsWhatTheReadmeListsScriptsIncluded() throws IOException {
    String readme = read(source.resolve("README.md"));
    int start = readme.indexOf("The distribution (`distributions/target/ycsb-ext-<version>.tar.gz`) holds");
    assertTrue(start >= 0, "README: no list of the distribution");
    Matcher end = Pattern.compile("this README\\s+and\\s+the\\s+license").matcher(readme);
    assertTrue(end.find(start), "README: the list of the distribution does not end with the README and the license");
    String list = readme.substring(start, end.start()).replaceAll("\\([^)]*\\)", "");
    Set<String> listed = new TreeSet<>(List.of("README.md", "LICENSE"));
    Matcher m = Pattern.compile("`([^`]+)/`").matcher(list.substring(list.indexOf("holds")));
    while (m.find()) {
      String entry = m.group(1);
      if (entry.startsWith("<binding>-binding")) {
        listed.add("aerospike-binding");
        listed.add("couchbase2-binding");
        listed.add("couchbase3-binding");
      } else {
        listed.add(entry);
      }
    }
    try (Stream<Path> top = Files.list(Distribution.home())) {
      assertEquals(listed, top.map(path -> path.getFileName().toString()).collect(Collectors.toCollection(TreeSet::new)));
    }
    assertTrue(Files.isRegularFile(Distribution.home().resolve("scripts/upstream-pr")));
  }

  @Test
  void refusesADirectoryThatIsNotAnUpstreamCheckout() throws IOException {
    Path other = Files.createDirectories(work.resolve("not-ycsb"));
    Files.write(other.resolve("pom.xml"), "<project><groupId>org.example</groupId></project>\n".getBytes(
        StandardCharsets.UTF_8));
    Result result = upstreamPr(other.toString());
    assertEquals(2, result.exitCode, result.toString());
    assertOneLine(result, "is not an upstream YCSB checkout");
    assertEquals(List.of("pom.xml"), Arrays.asList(other.toFile().list()));
  }

  @Test
  void leavesAWorkingTreeAloneAndRefusesExistingBranchesUnlessForced() throws IOException {
    Path dirty = upstreamShapedTree(work.resolve("dirty"));
    Files.write(dirty.resolve("binding-parent/pom.xml"), "\n".getBytes(StandardCharsets.UTF_8),
        StandardOpenOption.APPEND);
    String status = git(dirty, "status", "--porcelain").stdout;
    Result first = upstreamPr(dirty.toString());
    assertEquals(0, first.exitCode, first.toString());
    assertEquals(status, git(dirty, "status", "--porcelain").stdout);
    String before = git(dirty, "rev-parse", SERIES[0][1]).stdout;

    Result refused = upstreamPr(dirty.toString());
    assertEquals(2, refused.exitCode, refused.toString());
    assertOneLine(refused, "branch " + SERIES[0][1] + " exists");
    assertEquals(before, git(dirty, "rev-parse", SERIES[0][1]).stdout);

    Result forced = upstreamPr("--force", "--project-url", "https://example.org/ycsb-ext", dirty.toString());
    assertEquals(0, forced.exitCode, forced.toString());
    for (String[] module : BUILT) {
      String text = read(dirty.resolve(".git/upstream-pr/" + module[0] + ".md"));
      assertTrue(text.contains("https://example.org/ycsb-ext"), text);
    }
    assertEquals(seriesFile(SERIES[0][0]).size(),
        Integer.parseInt(git(dirty, "rev-list", "--count", "master.." + SERIES[0][1]).stdout.trim()));
    assertEquals(status, git(dirty, "status", "--porcelain").stdout);
  }

  @Test
  void couchbase3IsANewModuleAddedToTheBuildAndToBinYcsbFirstEachCommitBuildingWithUpstreamsRules()
      throws IOException {
    List<Commit> commits = series.get(COUCHBASE3[0]);
    Map<Integer, Set<String>> listed = seriesFile(COUCHBASE3[0]);
    assertEquals(listed.size(), commits.size(), "couchbase3 commits");
    for (int n = 1; n <= commits.size(); n++) {
      Commit commit = commits.get(n - 1);
      assertTrue(commit.subject().startsWith("[couchbase3] "), commit.subject());
      assertTrue(commit.changed.containsAll(listed.get(n)), n + ": " + commit.changed + " lacks " + listed.get(n));
      assertEquals(0, commit.build.exitCode, commit.subject() + "\n" + commit.build);
      String result = read(commit.tree.resolve("couchbase3/target/checkstyle-result.xml"));
      assertTrue(result.contains(".java"), commit.subject() + ": checkstyle checked no file:\n" + result);
      assertFalse(result.contains("<error"), commit.subject() + ":\n" + result);
      Set<String> outside = commit.changed.stream().filter(path -> !path.startsWith("couchbase3/"))
          .collect(Collectors.toCollection(TreeSet::new));
      // commit 1 brings a working binding class, so it also registers its name (new-module: "names 1")
      Set<String> expected = n == 1 ? Set.of("pom.xml", "distribution/pom.xml", "bin/bindings.properties", "bin/ycsb")
          : Set.of();
      assertEquals(expected, outside, "couchbase3 commit " + n + " outside its module");
    }
    Path first = commits.get(0).tree;
    String rootPom = read(first.resolve("pom.xml"));
    String version = read(source.resolve("couchbase3-binding/pom.xml"))
        .replaceAll("(?s).*<couchbase3.sdk.version>([^<]+)</couchbase3.sdk.version>.*", "$1");
    assertTrue(rootPom.contains("\t\t<couchbase3.version>" + version + "</couchbase3.version>\n"), rootPom);
    assertTrue(rootPom.contains("<module>couchbase2</module>\n    <module>couchbase3</module>\n"), rootPom);
    assertTrue(read(first.resolve("distribution/pom.xml")).contains("<artifactId>couchbase3-binding</artifactId>"));
    assertTrue(read(first.resolve("couchbase3/pom.xml")).contains("<version>${couchbase3.version}</version>"));
    String names = read(first.resolve("bin/bindings.properties"));
    assertTrue(names.contains("couchbase2:site.ycsb.db.couchbase2.Couchbase2Client\n"
        + "couchbase3:site.ycsb.db.couchbase3.Couchbase3Client\n"), names);
    assertFalse(names.endsWith("\n"), "bindings.properties keeps its end: " + names);
    assertTrue(read(first.resolve("bin/ycsb")).contains(
        "    \"couchbase3\"   : \"site.ycsb.db.couchbase3.Couchbase3Client\",\n"), read(first.resolve("bin/ycsb")));
    Path last = commits.get(commits.size() - 1).tree;
    // every main source of the binding goes upstream as this project tests it, the report's guarantees stay here
    assertSentAs(source.resolve("couchbase3-binding/src/main/java"), last.resolve("couchbase3/src/main/java"),
        COUCHBASE3_LOCAL);
    assertFalse(Files.exists(last.resolve("couchbase3/src/main/resources/META-INF/ycsb")), "the guarantees stay here");
  }

  /**
   * The couchbase3 binding goes upstream as the adapter alone (#45): the facts layer this project puts around it
   * (its series' {@code local} line) is in no commit, and nothing written sets or names a key outside
   * {@code couchbase.*}; the text says it adds no retries of its own.
   */
  @Test
  void theCouchbase3AdapterGoesWithoutTheProjectsFactsLayer() throws IOException {
    assertTrue(Files.isDirectory(source.resolve("couchbase3-binding/src/main/java/" + COUCHBASE3_LOCAL)));
    for (Commit commit : series.get(COUCHBASE3[0])) {
      assertFalse(Files.exists(commit.tree.resolve("couchbase3/src/main/java/" + COUCHBASE3_LOCAL)),
          commit.subject());
      assertFalse(Files.exists(commit.tree.resolve("couchbase3/src/main/resources")), commit.subject());
      for (Map.Entry<String, String> file : files(commit.tree.resolve("couchbase3/src/main")).entrySet()) {
        for (String key : new String[] {"db.server.", "db.setting.", "couchbase3.warning.", ".facts."}) {
          assertFalse(file.getValue().contains(key), commit.subject() + ": " + file.getKey() + " names " + key);
        }
      }
    }
    String text = read(prText(COUCHBASE3[0])).replaceAll("\\s+", " ");
    assertTrue(text.contains("sets no keys on the run's properties") && text.contains("adds no retries of its own"),
        text);
  }

  @Test
  void couchbase3TextSaysHowItRelatesTo1404ClaimsOnlyWhatRanHereAndItsReadmeListsEveryProperty() throws Exception {
    String text = read(prText(COUCHBASE3[0]));
    String flat = text.replaceAll("\\s+", " ");
    // what the texts say about #1404 is checked in upstream's real tree by UpstreamRelationsIT
    assertTrue(flat.contains("None depends on #1404: each is written on master without it."), text);
    assertFalse(flat.contains("neither conflicts"), text);
    assertTrue(flat.contains("against a mock Couchbase server") && flat.contains("No run against a real Couchbase Server")
        && flat.contains("docker run"), text);
    assertFalse(Pattern.compile("(?i)tested (against|with|on) (a )?Couchbase Server").matcher(flat).find(), text);
    Commit last = series.get(COUCHBASE3[0]).get(series.get(COUCHBASE3[0]).size() - 1);
    String readme = read(last.tree.resolve("couchbase3/README.md"));
    List<String> all = new ArrayList<>(List.of(text, readme));
    for (Commit commit : series.get(COUCHBASE3[0])) {
      all.add(commit.message);
    }
    for (String each : all) {
      assertFalse(Pattern.compile("@[A-Z0-9_]+@").matcher(each).find(), each);
      assertFalse(each.contains(work.toString()) || each.contains(source.toString()), "a local path in: " + each);
    }
    assertEveryProperty(Couchbase3Properties.class, "couchbase.", readme, Map.of());
  }

  /** Where the script writes a module's pull request text: {@code <git-dir>/upstream-pr/<module>.md}. */
  private Path prText(String module) {
    return checkout.resolve(".git/upstream-pr").resolve(module + ".md");
  }

  private static void assertOneLine(Result result, String text) {
    String[] lines = result.stderr.trim().split("\n");
    assertEquals(1, lines.length, result.toString());
    assertTrue(lines[0].startsWith("upstream-pr: ") && lines[0].contains(text), result.toString());
  }

  /**
   * Every {@code public static final String} of {@code properties} whose value starts with {@code prefix} is a
   * property name; its {@code _DEFAULT} field, if any, its default. Each must have a README entry (a {@code *} or
   * {@code -} list item with its continuation lines) that starts with the name and shows the default.
   */
  private static void assertEveryProperty(Class<?> properties, String prefix, String readme,
      Map<String, String> upstreamDefaults) throws Exception {
    List<String> entries = new ArrayList<>();
    for (String line : readme.split("\n")) {
      String trimmed = line.trim();
      if (trimmed.startsWith("* ") || trimmed.startsWith("- ")) {
        entries.add(trimmed.substring(2));
      } else if (line.startsWith("    ") && !entries.isEmpty() && !trimmed.isEmpty()) {
        entries.set(entries.size() - 1, entries.get(entries.size() - 1) + " " + trimmed);
      }
    }
    int checked = 0;
    for (Field field : properties.getFields()) {
      if (!Modifier.isStatic(field.getModifiers()) || field.getType() != String.class
          || field.getName().endsWith("_DEFAULT") || !((String) field.get(null)).startsWith(prefix)) {
        continue;
      }
      String name = (String) field.get(null);
      String defaultValue = null;
      try {
        defaultValue = upstreamDefaults.getOrDefault(name,
            (String) properties.getField(field.getName() + "_DEFAULT").get(null));
      } catch (NoSuchFieldException e) {
        // no default: the README says what unset means
      }
      List<String> found = new ArrayList<>();
      for (String entry : entries) {
        if (entry.startsWith("`" + name + "` - ") || entry.startsWith(name + "=")) {
          found.add(entry);
        }
      }
      assertEquals(1, found.size(), name + ": README entries " + found);
      String entry = found.get(0);
      assertTrue(defaultValue == null || entry.contains("(default: `" + defaultValue + "`")
          || entry.startsWith(name + "=" + defaultValue + ":"), name + ": default " + defaultValue + " not in: " + entry);
      checked++;
    }
    assertTrue(checked > 10, "only " + checked + " properties of " + properties + " checked");
  }

  private String pomProperty(String name) throws IOException {
    Matcher m = Pattern.compile("<" + Pattern.quote(name) + ">([^<]+)<").matcher(read(source.resolve("pom.xml")));
    assertTrue(m.find(), name + " not in the project's pom.xml");
    return m.group(1);
  }

  /** A git checkout shaped like upstream YCSB's, committed, with the modules the script replaces. */
  private Path upstreamShapedTree(Path dir) throws IOException {
    write(dir.resolve("pom.xml"), "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
        + "<project xmlns=\"http://maven.apache.org/POM/4.0.0\">\n"
        + "  <modelVersion>4.0.0</modelVersion>\n"
        + "  <groupId>site.ycsb</groupId>\n"
        + "  <artifactId>root</artifactId>\n"
        + "  <version>" + YCSB_VERSION + "</version>\n"
        + "  <packaging>pom</packaging>\n"
        + "  <dependencyManagement>\n"
        + "    <dependencies>\n"
        + "      <dependency>\n"
        + "        <groupId>org.slf4j</groupId>\n"
        + "        <artifactId>slf4j-api</artifactId>\n"
        + "        <version>1.7.25</version>\n"
        + "      </dependency>\n"
        + "    </dependencies>\n"
        + "  </dependencyManagement>\n"
        + "  <properties>\n"
        + "    <!-- datastore binding versions, lex sorted -->\n"
        + "    <accumulo.1.9.version>1.9.3</accumulo.1.9.version>\n"
        + "    <aerospike.version>" + OLD_AEROSPIKE + "</aerospike.version>\n"
        + "    <couchbase.version>1.4.10</couchbase.version>\n"
        + "\t\t<couchbase2.version>" + OLD_COUCHBASE2 + "</couchbase2.version>\n"
        + "    <project.build.sourceEncoding>UTF-8</project.build.sourceEncoding>\n"
        + "  </properties>\n"
        + "  <modules>\n"
        + "    <module>binding-parent</module>\n"
        + "    <module>aerospike</module>\n"
        + "    <module>couchbase2</module>\n"
        + "  </modules>\n"
        + "  <build>\n"
        + "    <pluginManagement>\n"
        + "      <plugins>\n"
        + plugin("maven-resources-plugin", "3.4.0", "")
        + plugin("maven-checkstyle-plugin", "3.6.0", "          <dependencies>\n"
            + "            <dependency>\n"
            + "              <groupId>com.puppycrawl.tools</groupId>\n"
            + "              <artifactId>checkstyle</artifactId>\n"
            + "              <version>" + pomProperty("checkstyle.version") + "</version>\n"
            + "            </dependency>\n"
            + "          </dependencies>\n")
        + "      </plugins>\n"
        + "    </pluginManagement>\n"
        + "    <plugins>\n"
        + plugin("maven-compiler-plugin", "3.16.0", "          <configuration>\n"
            + "            <release>8</release>\n"
            + "          </configuration>\n")
        + plugin("maven-checkstyle-plugin", null, "          <executions>\n"
            + "            <execution>\n"
            + "              <id>validate</id>\n"
            + "              <phase>validate</phase>\n"
            + "              <goals>\n"
            + "                <goal>check</goal>\n"
            + "              </goals>\n"
            + "              <configuration>\n"
            + "                <configLocation>checkstyle.xml</configLocation>\n"
            + "                <consoleOutput>true</consoleOutput>\n"
            + "              </configuration>\n"
            + "            </execution>\n"
            + "          </executions>\n")
        + "    </plugins>\n"
        + "  </build>\n"
        + "</project>\n");
    // upstream's checkstyle.xml at the root: here, this project's copy of its rules.
    Files.copy(source.resolve("checkstyle/upstream-rules.xml"), dir.resolve("checkstyle.xml"));
    write(dir.resolve("binding-parent/pom.xml"), "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
        + "<project xmlns=\"http://maven.apache.org/POM/4.0.0\">\n"
        + "  <modelVersion>4.0.0</modelVersion>\n"
        + "  <parent>\n"
        + "    <groupId>site.ycsb</groupId>\n"
        + "    <artifactId>root</artifactId>\n"
        + "    <version>" + YCSB_VERSION + "</version>\n"
        + "  </parent>\n"
        + "  <artifactId>binding-parent</artifactId>\n"
        + "  <packaging>pom</packaging>\n"
        + "  <build>\n"
        + "    <pluginManagement>\n"
        + "      <plugins>\n"
        + plugin("maven-checkstyle-plugin", null, "          <executions>\n"
            + "            <execution>\n"
            + "              <id>validate</id>\n"
            + "              <configuration>\n"
            + "                <configLocation>../checkstyle.xml</configLocation>\n"
            + "              </configuration>\n"
            + "            </execution>\n"
            + "          </executions>\n")
        + "      </plugins>\n"
        + "    </pluginManagement>\n"
        + "  </build>\n"
        + "</project>\n");
    for (String module : new String[] {"aerospike", "couchbase2"}) {
      write(dir.resolve(module).resolve("pom.xml"), "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<!--\n"
          + UPSTREAM_COPYRIGHT.get(module + "/pom.xml") + "\n\n" + String.join("\n", APACHE_NOTICE) + "\n-->\n"
          + "<project xmlns=\"http://maven.apache.org/POM/4.0.0\">\n"
          + "  <modelVersion>4.0.0</modelVersion>\n"
          + "  <parent>\n"
          + "    <groupId>site.ycsb</groupId>\n"
          + "    <artifactId>binding-parent</artifactId>\n"
          + "    <version>" + YCSB_VERSION + "</version>\n"
          + "    <relativePath>../binding-parent</relativePath>\n"
          + "  </parent>\n"
          + "  <artifactId>" + module + "-binding</artifactId>\n"
          + "  <!-- upstream's old " + module + " pom, its dependencies left out -->\n"
          + "</project>\n");
      write(dir.resolve(module).resolve("README.md"), "<!--\n" + UPSTREAM_COPYRIGHT.get(module + "/README.md")
          + "\n\n" + String.join("\n", APACHE_NOTICE) + "\n-->\n\nupstream's old README of " + module + "\n");
    }
    // upstream's four Java files with their headers as upstream has them (the code is left out: it is replaced)
    for (Map.Entry<String, String> file : UPSTREAM_COPYRIGHT.entrySet()) {
      if (file.getKey().endsWith(".java")) {
        String pkg = file.getKey().contains("couchbase2") ? "site.ycsb.db.couchbase2" : "site.ycsb.db";
        write(dir.resolve(file.getKey()), "/**\n * " + file.getValue() + "\n"
            + APACHE_NOTICE.stream().map(line -> " * " + line + "\n").collect(Collectors.joining(" *\n"))
            + " */\n\npackage " + pkg + ";\n");
      }
    }
    writeOldAerospikeClient(dir);
    write(dir.resolve("aerospike/src/main/java/site/ycsb/db/OldHelper.java"), "package site.ycsb.db;\n");
    write(dir.resolve("workloads/workloada"), "recordcount=1000\n");
    // where upstream names its bindings (master d9faaac, excerpts, no final newline in bindings.properties)
    write(dir.resolve("bin/bindings.properties"), "couchbase:site.ycsb.db.CouchbaseClient\n"
        + "couchbase2:site.ycsb.db.couchbase2.Couchbase2Client\n"
        + "zookeeper:site.ycsb.db.zookeeper.ZKClient");
    write(dir.resolve("bin/ycsb"), "#!/usr/bin/env python\n"
        + "DATABASES = {\n"
        + "    \"couchbase\"    : \"site.ycsb.db.CouchbaseClient\",\n"
        + "    \"couchbase2\"   : \"site.ycsb.db.couchbase2.Couchbase2Client\",\n"
        + "}\n");
    write(dir.resolve("distribution/pom.xml"), "<project>\n"
        + "  <dependencies>\n"
        + "    <dependency>\n"
        + "      <groupId>site.ycsb</groupId>\n"
        + "      <artifactId>couchbase2-binding</artifactId>\n"
        + "      <version>${project.version}</version>\n"
        + "\t\t</dependency>\n"
        + "  </dependencies>\n"
        + "</project>\n");
    git(dir, "init", "-q", "-b", "master");
    git(dir, "config", "user.name", "it");
    git(dir, "config", "user.email", "it@localhost");
    git(dir, "add", "-A");
    Result commit = git(dir, "commit", "-q", "-m", "upstream");
    assertEquals(0, commit.exitCode, commit.toString());
    // Upstream's history as the series tables measure it: two merged pull requests that change one binding each
    // (3 and 5 lines), one that changes two bindings (left out).
    mergePullRequest(dir, 1, Map.of("couchbase2/CHANGES.txt", "a\nb\nc\n"));
    mergePullRequest(dir, 2, Map.of("aerospike/CHANGES.txt", "a\nb\nc\nd\ne\n"));
    mergePullRequest(dir, 3, Map.of("aerospike/CHANGES.txt", "a\nb\nc\nd\ne\nf\n", "couchbase2/CHANGES.txt",
        "a\nb\nc\nd\n"));
    return dir;
  }

  /**
   * Upstream's old client sets Policy.timeout, which client 4.0 renamed; this fixture's stand-in for it does the
   * same in its own words, so that the series' first commit builds only if the script edits those lines. Like
   * upstream's, it is a DB whose init() reads as.host, as.port and as.timeout, sets the policies and connects, a
   * failed connection a DBException: a commit's test of init() runs on it as on upstream's.
   */
  private static void writeOldAerospikeClient(Path dir) throws IOException {
    Path oldClient = dir.resolve("aerospike/src/main/java/site/ycsb/db/AerospikeClient.java");
    write(oldClient, read(oldClient) + "\n"
        + "import com.aerospike.client.AerospikeException;\n"
        + "import com.aerospike.client.policy.ClientPolicy;\n"
        + "import com.aerospike.client.policy.Policy;\n"
        + "import com.aerospike.client.policy.WritePolicy;\n"
        + "import java.util.Map;\n"
        + "import java.util.Properties;\n"
        + "import java.util.Set;\n"
        + "import java.util.Vector;\n"
        + "import site.ycsb.ByteIterator;\n"
        + "import site.ycsb.DB;\n"
        + "import site.ycsb.DBException;\n"
        + "import site.ycsb.Status;\n\n"
        + "/**\n * The old client's policies, with the timeouts it sets, and its connection.\n */\n"
        + "public class AerospikeClient extends DB {\n"
        + "  private Policy readPolicy = new Policy();\n"
        + "  private WritePolicy insertPolicy = new WritePolicy();\n"
        + "  private WritePolicy updatePolicy = new WritePolicy();\n"
        + "  private WritePolicy deletePolicy = new WritePolicy();\n"
        + "  private com.aerospike.client.AerospikeClient client;\n\n"
        + "  @Override\n"
        + "  public void init() throws DBException {\n"
        + "    Properties props = getProperties();\n"
        + "    int timeout = Integer.parseInt(props.getProperty(\"as.timeout\", \"10000\"));\n"
        + "    readPolicy.timeout = timeout;\n"
        + "    insertPolicy.timeout = timeout;\n"
        + "    updatePolicy.timeout = timeout;\n"
        + "    deletePolicy.timeout = timeout;\n"
        + "    try {\n"
        + "      client = new com.aerospike.client.AerospikeClient(new ClientPolicy(),\n"
        + "          props.getProperty(\"as.host\", \"localhost\"), Integer.parseInt(props.getProperty(\"as.port\", \"3000\")));\n"
        + "    } catch (AerospikeException e) {\n"
        + "      throw new DBException(\"Error while creating the client.\", e);\n"
        + "    }\n"
        + "  }\n\n"
        + "  @Override\n"
        + "  public Status read(String table, String key, Set<String> fields, Map<String, ByteIterator> result) {\n"
        + "    return Status.ERROR;\n"
        + "  }\n\n"
        + "  @Override\n"
        + "  public Status scan(String table, String start, int count, Set<String> fields,\n"
        + "      Vector<java.util.HashMap<String, ByteIterator>> result) {\n"
        + "    return Status.ERROR;\n"
        + "  }\n\n"
        + "  @Override\n"
        + "  public Status update(String table, String key, Map<String, ByteIterator> values) {\n"
        + "    return Status.ERROR;\n"
        + "  }\n\n"
        + "  @Override\n"
        + "  public Status insert(String table, String key, Map<String, ByteIterator> values) {\n"
        + "    return Status.ERROR;\n"
        + "  }\n\n"
        + "  @Override\n"
        + "  public Status delete(String table, String key) {\n"
        + "    return Status.ERROR;\n"
        + "  }\n"
        + "}\n");
  }

  /** Writes {@code files} on a branch of their own and merges it into master as a pull request is merged. */
  private static void mergePullRequest(Path dir, int number, Map<String, String> files) throws IOException {
    assertEquals(0, git(dir, "checkout", "-q", "-b", "pr-" + number).exitCode);
    for (Map.Entry<String, String> file : files.entrySet()) {
      write(dir.resolve(file.getKey()), file.getValue());
    }
    git(dir, "add", "-A");
    assertEquals(0, git(dir, "commit", "-q", "-m", "pull request " + number).exitCode);
    assertEquals(0, git(dir, "checkout", "-q", "master").exitCode);
    Result merge = git(dir, "merge", "-q", "--no-ff", "-m", "Merge pull request #" + number, "pr-" + number);
    assertEquals(0, merge.exitCode, merge.toString());
    assertEquals(0, git(dir, "branch", "-q", "-D", "pr-" + number).exitCode);
  }

  private static String plugin(String artifactId, String version, String body) {
    return "        <plugin>\n"
        + "          <groupId>org.apache.maven.plugins</groupId>\n"
        + "          <artifactId>" + artifactId + "</artifactId>\n"
        + (version == null ? "" : "          <version>" + version + "</version>\n")
        + body
        + "        </plugin>\n";
  }

  private Result upstreamPr(String... args) {
    return upstreamPr(work, Arrays.asList(args));
  }

  private Result upstreamPr(Path dir, List<String> args) {
    Path script = Distribution.home().resolve("scripts/upstream-pr");
    try {
      assertTrue(Files.getPosixFilePermissions(script).contains(PosixFilePermission.OWNER_EXECUTE), script + " mode");
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
    List<String> command = new ArrayList<>();
    command.add(script.toString());
    command.addAll(args);
    return run(dir, command, 900);
  }

  /**
   * The project's Maven wrapper on {@code dir}'s pom: the same Maven and local repository as this build, offline once
   * a build has passed (the first builds fetch what the rest need), online again for a build that lacks an artifact.
   */
  private Result maven(Path dir, String... goals) {
    long start = System.nanoTime();
    forgetCheckstyleCaches(dir);
    List<String> command = new ArrayList<>(List.of(source.resolve("mvnw").toString(), "-B", "-f",
        dir.resolve("pom.xml").toString()));
    command.addAll(Arrays.asList(goals));
    Map<String, String> environment = Map.of("MAVEN_OPTS",
        (NESTED_JVM + " " + System.getenv().getOrDefault("MAVEN_OPTS", "")).trim());
    Result result = null;
    if (offline) {
      List<String> withoutNetwork = new ArrayList<>(command);
      withoutNetwork.add(1, "-o");
      result = run(dir, withoutNetwork, environment, 540);
    }
    if (result == null || result.exitCode != 0 && result.stdout.contains("offline mode")) {
      forgetCheckstyleCaches(dir);
      result = run(dir, command, environment, 540);
    }
    if (result.exitCode == 0) {
      offline = true;
    }
    long took = System.nanoTime() - start;
    mavenNanos.add(took);
    return new Result(result.command, result.exitCode, result.stdout, result.stderr, took / 1e9);
  }

  /**
   * Deletes the checkstyle plugin's caches under {@code dir}: with one, a second build in the same tree (the online
   * retry of a build that ran checkstyle offline, then missed an artifact) skips every file checked before and writes
   * a checkstyle-result.xml that names no file, which the checks above read as "checkstyle checked nothing".
   */
  private static void forgetCheckstyleCaches(Path dir) {
    try (Stream<Path> walk = Files.walk(dir)) {
      for (Path cache : walk.filter(path -> path.endsWith("target/checkstyle-cachefile"))
          .collect(Collectors.toList())) {
        Files.delete(cache);
      }
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }

  static Result git(Path dir, String... args) {
    List<String> command = new ArrayList<>(List.of("git"));
    command.addAll(Arrays.asList(args));
    return run(dir, command, 60);
  }

  static Result run(Path dir, List<String> command, int timeoutSeconds) {
    return run(dir, command, Map.of(), timeoutSeconds);
  }

  /** Runs {@code command} in {@code dir} with {@code environment} over this JVM's; ends it after the timeout. */
  static Result run(Path dir, List<String> command, Map<String, String> environment, int timeoutSeconds) {
    long start = System.nanoTime();
    try {
      Path out = Files.createTempFile("upstream-pr-out-", ".txt");
      Path err = Files.createTempFile("upstream-pr-err-", ".txt");
      Process process = null;
      try {
        ProcessBuilder builder = new ProcessBuilder(command).directory(dir.toFile())
            .redirectOutput(out.toFile()).redirectError(err.toFile());
        builder.environment().putAll(environment);
        process = builder.start();
        boolean exited = process.waitFor(timeoutSeconds, TimeUnit.SECONDS);
        if (!exited) {
          destroy(process);
        }
        return new Result(command, exited ? process.exitValue() : -1, read(out), read(err),
            (System.nanoTime() - start) / 1e9);
      } catch (InterruptedException e) {
        destroy(process);
        Thread.currentThread().interrupt();
        throw new IllegalStateException(e);
      } finally {
        Files.deleteIfExists(out);
        Files.deleteIfExists(err);
      }
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }

  private static void destroy(Process process) {
    process.descendants().forEach(ProcessHandle::destroyForcibly);
    process.destroyForcibly();
    try {
      process.waitFor();
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
    }
  }

  /** Relative path to content of every file under {@code dir}. */
  private static Map<String, String> files(Path dir) throws IOException {
    try (Stream<Path> walk = Files.walk(dir)) {
      Map<String, String> files = new TreeMap<>();
      for (Path file : walk.filter(Files::isRegularFile).collect(Collectors.toList())) {
        files.put(dir.relativize(file).toString(), read(file));
      }
      return files;
    }
  }

  private static void copyTree(Path from, Path to) throws IOException {
    try (Stream<Path> walk = Files.walk(from)) {
      for (Path path : walk.collect(Collectors.toList())) {
        String relative = from.relativize(path).toString();
        if (relative.startsWith(".git") || relative.contains("target")) {
          continue;
        }
        Path target = to.resolve(relative);
        if (Files.isDirectory(path)) {
          Files.createDirectories(target);
        } else {
          Files.copy(path, target, StandardCopyOption.REPLACE_EXISTING);
        }
      }
    }
  }

  private static void write(Path file, String text) throws IOException {
    Files.createDirectories(file.getParent());
    Files.write(file, text.getBytes(StandardCharsets.UTF_8));
  }

  static String read(Path file) throws IOException {
    return new String(Files.readAllBytes(file), StandardCharsets.UTF_8);
  }

  /** Exit code and output of one process. */
  static final class Result {
    final List<String> command;
    final int exitCode;
    final String stdout;
    final String stderr;
    /** Wall time the process took, in seconds. */
    final double seconds;

    Result(List<String> command, int exitCode, String stdout, String stderr, double seconds) {
      this.command = command;
      this.exitCode = exitCode;
      this.stdout = stdout;
      this.stderr = stderr;
      this.seconds = seconds;
    }

    @Override
    public String toString() {
      return String.join(" ", command) + ": exit " + exitCode + "\n--- stdout\n" + stdout + "\n--- stderr\n" + stderr;
    }
  }
}
