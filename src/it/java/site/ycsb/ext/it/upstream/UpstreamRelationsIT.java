/*
 * Copyright (c) 2026 ycsb-ext contributors.
 * Licensed under the Apache License, Version 2.0 (http://www.apache.org/licenses/LICENSE-2.0).
 */
package site.ycsb.ext.it.upstream;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.Paths;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import java.util.TreeSet;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Collectors;

import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestInstance;

import site.ycsb.ext.it.Distribution;

/**
 * What the upstream texts say about another pull request of upstream's (today #1404), checked in upstream's real
 * tree: {@code scripts/upstream-pr} from the distribution writes the three series into a clone of upstream's
 * checkout, that pull request's diff is applied on master (GNU {@code patch}, fuzz 3: #1404 no longer merges on
 * master as it is, a neighbouring line of the root pom changed since), and each series' branch {@code <branch>-<n>}
 * is merged onto it. A commit "conflicts in FILE" when FILE conflicts in that merge and did not in commit n-1's;
 * "adds no conflict: it changes no file #N changes" when no new file conflicts and the commit changes none of the
 * pull request's files. Every text that names the pull request must say exactly what was measured, in the
 * sentence {@link #commitSentence} or {@link #seriesSentence} builds, and no other sentence of it may claim a
 * conflict; docs/upstream.md states the series' sentences too.
 *
 * <p>Needs what CI does not have and this project does not commit (upstream's code): {@code -Dupstream.checkout=DIR}
 * (a git clone of github.com/brianfrankcooper/YCSB, its {@code master} is the base) and {@code -Dupstream.prs=DIR}
 * (the pull requests' diffs, {@code <number>.patch}; docs/upstream.md shows how to fetch them). Without both, every
 * test here is skipped, and says so.
 */
@TestInstance(TestInstance.Lifecycle.PER_CLASS)
class UpstreamRelationsIT {
  private static final String[][] SERIES = {{"aerospike", "aerospike-binding-update"},
      {"couchbase2", "couchbase2-binding-update"}, {"couchbase3", "couchbase3-binding"}};
  /** A sentence of a text that relates the series to another pull request: the number is group 1. */
  private static final Pattern RELATION = Pattern.compile("(?i)with #(\\d+) applied on master first");
  /** Claims the texts made before they were checked: none may come back. */
  private static final Pattern UNCHECKED = Pattern.compile(
      "(?i)neither conflicts|applies unchanged|independent of #\\d+|nor depends on");

  private Path checkout;
  private Path prs;
  private Path work;
  /** Per module: its commits' messages, oldest first. */
  private final Map<String, List<String>> messages = new TreeMap<>();
  /** Per module: its cover text. */
  private final Map<String, String> covers = new TreeMap<>();
  /** Per module and pull request number: per commit, the files that conflict first in that commit. */
  private final Map<String, Map<Integer, List<Set<String>>>> newConflicts = new TreeMap<>();
  /** Per module and pull request number: per commit, whether it changes a file the pull request changes. */
  private final Map<String, Map<Integer, List<Boolean>>> touches = new TreeMap<>();

  @BeforeAll
  void writeTheSeriesIntoUpstreamsTreeAndMergeThemOntoEachNamedPullRequest() throws IOException {
    String upstream = System.getProperty("upstream.checkout", "");
    String patches = System.getProperty("upstream.prs", "");
    Assumptions.assumeTrue(!upstream.isEmpty() && !patches.isEmpty(), "skipped: needs -Dupstream.checkout=<a clone of"
        + " upstream YCSB> and -Dupstream.prs=<dir of <number>.patch> (docs/upstream.md), which CI does not have");
    prs = Paths.get(patches).toAbsolutePath();
    work = Files.createTempDirectory(Paths.get(System.getProperty("ycsb.dist.archive")).getParent(), "upstream-real-");
    checkout = work.resolve("YCSB");
    UpstreamPrIT.Result clone = UpstreamPrIT.git(work, "clone", "-q", "-b", "master",
        Paths.get(upstream).toAbsolutePath().toString(), checkout.toString());
    assertEquals(0, clone.exitCode, clone.toString());
    UpstreamPrIT.git(checkout, "config", "user.name", "it");
    UpstreamPrIT.git(checkout, "config", "user.email", "it@localhost");
    UpstreamPrIT.Result script = UpstreamPrIT.run(work, List.of(
        Distribution.home().resolve("scripts/upstream-pr").toString(), "--project-url",
        "https://example.org/ycsb-ext", checkout.toString()), 900);
    assertEquals(0, script.exitCode, script.toString());
    Set<Integer> named = new TreeSet<>();
    for (String[] module : SERIES) {
      String cover = UpstreamPrIT.read(checkout.resolve(".git/upstream-pr/" + module[0] + ".md"));
      covers.put(module[0], cover);
      List<String> commits = new ArrayList<>();
      for (int n = 1; exists(module[1] + "-" + n); n++) {
        commits.add(UpstreamPrIT.git(checkout, "log", "-1", "--format=%B", module[1] + "-" + n).stdout);
      }
      messages.put(module[0], commits);
      for (String text : texts(module[0])) {
        Matcher m = RELATION.matcher(flat(text));
        while (m.find()) {
          named.add(Integer.parseInt(m.group(1)));
        }
      }
    }
    assertFalse(named.isEmpty(), "no text relates a series to another pull request: nothing to check here");
    for (int pr : named) {
      String base = applied(pr);
      Set<String> prFiles = new TreeSet<>(lines(UpstreamPrIT.git(checkout, "diff", "--name-only", "master", base)
          .stdout));
      for (String[] module : SERIES) {
        List<Set<String>> fresh = new ArrayList<>();
        List<Boolean> touching = new ArrayList<>();
        Set<String> before = Set.of();
        for (int n = 1; n <= messages.get(module[0]).size(); n++) {
          Set<String> conflicts = conflicts(base, module[1] + "-" + n);
          Set<String> added = new TreeSet<>(conflicts);
          added.removeAll(before);
          fresh.add(added);
          Set<String> changed = new TreeSet<>(lines(UpstreamPrIT.git(checkout, "diff-tree", "--no-commit-id",
              "--name-only", "-r", module[1] + "-" + n).stdout));
          changed.retainAll(prFiles);
          touching.add(!changed.isEmpty());
          before = conflicts;
        }
        newConflicts.computeIfAbsent(module[0], k -> new TreeMap<>()).put(pr, fresh);
        touches.computeIfAbsent(module[0], k -> new TreeMap<>()).put(pr, touching);
      }
    }
  }

  /** Each commit message that names a pull request says exactly what merging that commit onto it did. */
  @Test
  void everyCommitTextSaysExactlyWhichFilesConflictWithTheNamedPullRequest() {
    List<String> wrong = new ArrayList<>();
    for (String[] module : SERIES) {
      List<String> commits = messages.get(module[0]);
      for (int n = 1; n <= commits.size(); n++) {
        String text = flat(commits.get(n - 1));
        for (int pr : numbers(text)) {
          String expected = commitSentence(pr, newConflicts.get(module[0]).get(pr).get(n - 1),
              touches.get(module[0]).get(pr).get(n - 1));
          checkClaims(module[0] + " commit " + n, text, pr, List.of(expected), wrong);
        }
      }
    }
    assertEquals(List.of(), wrong);
  }

  /** Each cover text (and docs/upstream.md for it) that names a pull request says what its series does on it. */
  @Test
  void everyCoverTextAndTheDocsSayExactlyWhichCommitsConflictWithTheNamedPullRequest() throws IOException {
    String docs = flat(UpstreamPrIT.read(Paths.get(System.getProperty("ycsb.source.root"), "docs/upstream.md")));
    List<String> wrong = new ArrayList<>();
    for (String[] module : SERIES) {
      String cover = flat(covers.get(module[0]));
      for (int pr : numbers(cover)) {
        String expected = seriesSentence(pr, newConflicts.get(module[0]).get(pr));
        String depends = "None depends on #" + pr + ": each is written on master without it.";
        checkClaims(module[0] + " cover text", cover, pr, List.of(expected), wrong);
        if (!cover.contains(depends)) {
          wrong.add(module[0] + " cover text lacks: " + depends);
        }
        if (!lower(docs).contains(lower(module[0] + ": " + expected))) {
          wrong.add("docs/upstream.md lacks: " + module[0] + ": " + expected);
        }
      }
    }
    // a series whose texts do not name the pull request: what the docs say of it, if anything, holds too
    for (String[] module : SERIES) {
      for (Map.Entry<Integer, List<Set<String>>> pr : newConflicts.get(module[0]).entrySet()) {
        String said = module[0] + ": its texts do not name #" + pr.getKey() + " (merged onto it, no commit conflicts)";
        if (lower(docs).contains(lower(said))) {
          assertTrue(numbers(flat(covers.get(module[0]))).isEmpty(), said);
          assertTrue(pr.getValue().stream().allMatch(Set::isEmpty), said + ": " + pr.getValue());
        }
      }
    }
    // "written on master without it": each series' first commit is one commit on master
    for (String[] module : SERIES) {
      assertEquals(UpstreamPrIT.git(checkout, "rev-parse", "master").stdout,
          UpstreamPrIT.git(checkout, "rev-parse", module[1] + "-1~1").stdout, module[1] + "-1");
    }
    assertEquals(List.of(), wrong);
  }

  /**
   * On upstream's real master each series' first wave keeps the bound (#59: at most 350 changed lines a pull
   * request), and docs/upstream.md gives every row of the series tables, the wave's sizes and upstream's own beside
   * them as the script writes them there.
   */
  @Test
  void docsGiveEachFirstWavesSizesAndUpstreamsAsMeasuredOnMaster() throws IOException {
    String docs = flat(UpstreamPrIT.read(Paths.get(System.getProperty("ycsb.source.root"), "docs/upstream.md")));
    Set<String> docLines = new TreeSet<>(Arrays.asList(UpstreamPrIT.read(Paths.get(System.getProperty(
        "ycsb.source.root"), "docs/upstream.md")).split("\n")));
    List<String> wrong = new ArrayList<>();
    String upstreams = null;
    for (String[] module : SERIES) {
      String table = flat(UpstreamPrIT.read(checkout.resolve(".git/upstream-pr/" + module[0] + "-series.md")));
      Matcher wave = Pattern.compile("First wave, changed lines \\(added plus removed\\) per pull request: \\d+,"
          + " median [\\d.]+, largest \\d+\\.")
          .matcher(table);
      assertTrue(wave.find(), table);
      if (!docs.contains(module[0] + ": " + wave.group())) {
        wrong.add("docs/upstream.md lacks: " + module[0] + ": " + wave.group());
      }
      Matcher largest = Pattern.compile("largest (\\d+)\\.").matcher(wave.group());
      assertTrue(largest.find() && Integer.parseInt(largest.group(1)) <= 350, module[0] + ": " + wave.group());
      for (String row : seriesTable(module[0]).split("\n")) {
        if (row.matches("\\| \\d+ \\|.*") && !docLines.contains(row)) {
          wrong.add("docs/upstream.md lacks " + module[0] + "'s row: " + row);
        }
      }
      Matcher own = Pattern.compile("Upstream's own, [^;]*; commits \\d+, median [\\d.]+, largest \\d+\\.")
          .matcher(table);
      assertTrue(own.find(), table);
      upstreams = own.group();
    }
    if (!docs.contains(upstreams)) {
      wrong.add("docs/upstream.md lacks: " + upstreams);
    }
    assertEquals(List.of(), wrong);
  }

  /**
   * The sentence a commit's text gives for pull request {@code pr}: the files that first conflict in it, or none and
   * whether it changes a file the pull request changes.
   */
  static String commitSentence(int pr, Set<String> conflicts, boolean touchesItsFiles) {
    String start = "With #" + pr + " applied on master first, this commit ";
    if (!conflicts.isEmpty()) {
      return start + "conflicts in " + files(conflicts) + ".";
    }
    return start + (touchesItsFiles ? "adds no conflict." : "adds no conflict: it changes no file #" + pr
        + " changes.");
  }

  /** The sentence a cover text gives for pull request {@code pr}: per commit, the files that first conflict in it. */
  static String seriesSentence(int pr, List<Set<String>> conflicts) {
    List<String> parts = new ArrayList<>();
    for (int n = 1; n <= conflicts.size(); n++) {
      if (!conflicts.get(n - 1).isEmpty()) {
        parts.add("commit " + n + (parts.isEmpty() ? " conflicts in " : " in ") + files(conflicts.get(n - 1)));
      }
    }
    String start = "With #" + pr + " applied on master first, ";
    if (parts.isEmpty()) {
      return start + "every commit applies cleanly.";
    }
    String rest = parts.size() < conflicts.size() ? ", and the other commits add no conflict." : ".";
    return start + String.join(", ", parts) + rest;
  }

  private static String files(Set<String> files) {
    List<String> quoted = files.stream().map(file -> "`" + file + "`").collect(Collectors.toList());
    if (quoted.size() == 1) {
      return quoted.get(0);
    }
    return String.join(", ", quoted.subList(0, quoted.size() - 1)) + " and " + quoted.get(quoted.size() - 1);
  }

  /**
   * Adds to {@code wrong} what a text claims about pull request {@code pr} beyond {@code expected}: a sentence missing,
   * an unchecked claim, or another sentence about conflicts with it.
   */
  private static void checkClaims(String where, String text, int pr, List<String> expected, List<String> wrong) {
    String rest = lower(text);
    for (String sentence : expected) {
      if (!rest.contains(lower(sentence))) {
        wrong.add(where + " lacks: " + sentence);
      }
      rest = rest.replace(lower(sentence), "");
    }
    Matcher unchecked = UNCHECKED.matcher(rest);
    if (unchecked.find()) {
      wrong.add(where + " claims '" + unchecked.group() + "'");
    }
    for (String sentence : rest.split("(?<=[.;])\\s+")) {
      if (sentence.contains("#" + pr) && sentence.contains("conflict")) {
        wrong.add(where + " says more about conflicts with #" + pr + ": " + sentence);
      }
    }
  }

  /** A commit on master with the pull request's diff applied by GNU patch (fuzz 3); its sha. */
  private String applied(int pr) throws IOException {
    Path patch = prs.resolve(pr + ".patch");
    assertTrue(Files.isRegularFile(patch), "a text names #" + pr + " but " + patch + " is missing (docs/upstream.md)");
    Path tree = work.resolve("with-" + pr);
    assertEquals(0, UpstreamPrIT.git(checkout, "worktree", "add", "-q", "-b", "with-" + pr, tree.toString(), "master")
        .exitCode);
    UpstreamPrIT.Result result = UpstreamPrIT.run(tree, List.of("patch", "-p1", "-F3", "--no-backup-if-mismatch",
        "-i", patch.toString()), 60);
    assertEquals(0, result.exitCode, "#" + pr + " does not apply on master: " + result);
    assertEquals(0, UpstreamPrIT.git(tree, "add", "-A").exitCode);
    assertEquals(0, UpstreamPrIT.git(tree, "commit", "-q", "-m", "#" + pr + " on master").exitCode);
    return UpstreamPrIT.git(tree, "rev-parse", "HEAD").stdout.trim();
  }

  /** The files that conflict when {@code branch} is merged onto {@code base}. */
  private Set<String> conflicts(String base, String branch) throws IOException {
    Path tree = work.resolve("merge");
    if (!Files.exists(tree)) {
      assertEquals(0, UpstreamPrIT.git(checkout, "worktree", "add", "-q", "--detach", tree.toString(), base).exitCode);
    }
    assertEquals(0, UpstreamPrIT.git(tree, "checkout", "-q", "--detach", "-f", base).exitCode);
    UpstreamPrIT.git(tree, "merge", "-q", "--no-ff", "--no-commit", branch);
    Set<String> conflicted = new TreeSet<>(lines(UpstreamPrIT.git(tree, "diff", "--name-only", "--diff-filter=U")
        .stdout));
    UpstreamPrIT.git(tree, "merge", "--abort");
    UpstreamPrIT.git(tree, "reset", "-q", "--hard");
    return conflicted;
  }

  private boolean exists(String branch) {
    return UpstreamPrIT.git(checkout, "rev-parse", "-q", "--verify", "refs/heads/" + branch).exitCode == 0;
  }

  private List<String> texts(String module) {
    List<String> texts = new ArrayList<>(messages.get(module));
    texts.add(covers.get(module));
    return texts;
  }

  private static Set<Integer> numbers(String text) {
    Set<Integer> numbers = new TreeSet<>();
    Matcher m = RELATION.matcher(text);
    while (m.find()) {
      numbers.add(Integer.parseInt(m.group(1)));
    }
    Matcher named = Pattern.compile("#(\\d+)").matcher(text);
    Map<Integer, Boolean> seen = new LinkedHashMap<>();
    while (named.find()) {
      seen.put(Integer.parseInt(named.group(1)), true);
    }
    // a text that relates itself to a pull request in any other words is checked against it too
    for (int n : seen.keySet()) {
      if (Pattern.compile("(?i)relation to #" + n + "\\b").matcher(text).find()) {
        numbers.add(n);
      }
    }
    return numbers;
  }

  private static List<String> lines(String text) {
    return Arrays.stream(text.trim().split("\n")).filter(line -> !line.isEmpty()).collect(Collectors.toList());
  }

  /** The series table the script wrote for {@code module} in the real checkout, as written. */
  private String seriesTable(String module) throws IOException {
    return UpstreamPrIT.read(checkout.resolve(".git/upstream-pr/" + module + "-series.md"));
  }

  private static String flat(String text) {
    return text.replaceAll("\\s+", " ");
  }

  private static String lower(String text) {
    return text.toLowerCase(Locale.ROOT);
  }
}
