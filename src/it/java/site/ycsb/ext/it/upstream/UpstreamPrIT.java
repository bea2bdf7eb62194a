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
import java.nio.file.StandardOpenOption;
import java.nio.file.attribute.PosixFilePermission;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import java.util.TreeSet;
import java.util.concurrent.TimeUnit;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Collectors;
import java.util.stream.Stream;

import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestInstance;

import site.ycsb.db.aerospike.AerospikeProperties;
import site.ycsb.db.couchbase2.support.Couchbase2Properties;
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

  private Path source;
  private Path work;
  private Path tree;
  private String rootPomBefore;
  private Result script;
  private Result build;

  @BeforeAll
  void writeIntoATreeAndBuildIt() throws IOException {
    source = Paths.get(System.getProperty("ycsb.source.root")).toAbsolutePath().normalize();
    work = Files.createTempDirectory(Paths.get(System.getProperty("ycsb.dist.archive")).getParent(), "upstream-pr-");
    tree = upstreamShapedTree(work.resolve("YCSB"));
    rootPomBefore = read(tree.resolve("pom.xml"));
    // The README's command, as shown: "scripts/upstream-pr ../YCSB", run beside the tree.
    List<String> shown = ReadmeExamples.commands(ReadmeExamples.Section.UPSTREAM, "scripts/upstream-pr ");
    assertEquals(1, shown.size(), "README section upstream: " + shown);
    List<String> args = new ArrayList<>(Arrays.asList(shown.get(0).split("\\s+")));
    assertEquals("../YCSB", args.get(args.size() - 1), shown.get(0));
    script = upstreamPr(Files.createDirectories(work.resolve("ycsb-ext")), args.subList(1, args.size()));
    build = maven(tree, "compile");
  }

  @Test
  void writesBothModulesAndSaysWhatToDoNext() {
    assertEquals(0, script.exitCode, script.toString());
    assertTrue(script.stdout.contains("Wrote aerospike/"), script.toString());
    assertTrue(script.stdout.contains("git add"), script.toString());
  }

  @Test
  void changesOnlyTheTwoModulesAndTheTwoVersionPropertiesOfTheRootPom() throws IOException {
    Set<String> changed = new TreeSet<>();
    for (String line : git(tree, "status", "--porcelain", "--untracked-files=all").stdout.split("\n")) {
      String path = line.length() > 3 ? line.substring(3) : "";
      if (!path.isEmpty() && !path.startsWith("target/") && !path.contains("/target/")) { // the build's output
        changed.add(path);
      }
    }
    for (String path : changed) {
      assertTrue(path.equals("pom.xml") || path.startsWith("aerospike/") || path.startsWith("couchbase2/"),
          "touched " + path + " in " + changed);
    }
    assertTrue(changed.contains("aerospike/src/main/java/site/ycsb/db/aerospike/AerospikeSettings.java"), "" + changed);
    String expected = rootPomBefore
        .replace("<aerospike.version>" + OLD_AEROSPIKE + "<", "<aerospike.version>" + pomProperty("aerospike.version")
            + "<")
        .replace("<couchbase2.version>" + OLD_COUCHBASE2 + "<", "<couchbase2.version>"
            + pomProperty("couchbase.version") + "<");
    assertNotEquals(rootPomBefore, expected);
    assertEquals(expected, read(tree.resolve("pom.xml")));
  }

  @Test
  void replacesTheModulesMainSourcesWithTheBindingsOwnInUpstreamsPackagesWithoutTheLauncherOnlyChecks()
      throws IOException {
    assertSentAs(source.resolve("aerospike-binding/src/main/java"), tree.resolve("aerospike/src/main/java"));
    assertSentAs(source.resolve("couchbase2-binding/src/main/java"), tree.resolve("couchbase2/src/main/java"));
    assertFalse(Files.exists(tree.resolve("aerospike/src/main/java/site/ycsb/db/OldHelper.java")));
  }

  /**
   * Every main source but the launcher's property checks is written, under its upstream package path, with the same
   * code lines: only the leading comment, the package names and the lines of {@code rewrite.sed} differ.
   */
  private static void assertSentAs(Path ours, Path written) throws IOException {
    Map<String, String> expected = new TreeMap<>();
    for (Map.Entry<String, String> file : files(ours).entrySet()) {
      if (!file.getKey().endsWith("PropertyCheck.java")) {
        expected.put(file.getKey().replace("site/ycsb/db/aerospike/", "site/ycsb/db/aerospike/")
            .replace("site/ycsb/db/couchbase2/support/", "site/ycsb/db/couchbase2/support/"), file.getValue());
      }
    }
    Map<String, String> actual = files(written);
    assertEquals(expected.keySet(), actual.keySet());
    for (String name : expected.keySet()) {
      assertEquals(codeLines(expected.get(name)).size(), codeLines(actual.get(name)).size(), name);
      assertEquals(codeLines(expected.get(name)).stream().filter(line -> line.startsWith("import ")).count(),
          codeLines(actual.get(name)).stream().filter(line -> line.startsWith("import ")).count(), name);
    }
  }

  /** The lines after the leading comment, blank lines dropped. */
  private static List<String> codeLines(String java) {
    int end = java.startsWith("/*") ? java.indexOf("*/") + 2 : 0;
    return Arrays.stream(java.substring(end).split("\n")).filter(line -> !line.isBlank()).collect(Collectors.toList());
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
        + "|published results|PropertyCheck");
    List<String> found = new ArrayList<>();
    for (String module : new String[] {"aerospike", "couchbase2"}) {
      Map<String, String> written = files(tree.resolve(module).resolve("src/main/java"));
      written.put("pom.xml", read(tree.resolve(module).resolve("pom.xml")));
      written.put("README.md", read(tree.resolve(module).resolve("README.md")));
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

  @Test
  void pullRequestTextsStateEveryBehaviourChangeWithItsWayBackAndEveryNewProperty() throws Exception {
    String aerospike = read(tree.resolve("aerospike/PULL_REQUEST.md"));
    String couchbase = read(tree.resolve("couchbase2/PULL_REQUEST.md"));
    assertTrue(aerospike.startsWith("# [aerospike] "), aerospike);
    assertTrue(couchbase.startsWith("# [couchbase2] "), couchbase);
    for (String text : new String[] {aerospike, couchbase}) {
      assertFalse(text.contains("Written by"), text);
      assertTrue(text.contains("Server versions"), text);
      // an init() failure under upstream's Client: still exit 0 after 0 operations, said so
      assertTrue(text.replaceAll("\\s+", " ").contains("the run still exits 0, with 0 operations"), text);
      assertTrue(text.contains("not measured"), text);
    }
    // each change: the new default as the code has it, and the property that restores the old behaviour
    assertContainsAll(aerospike,
        "`as.update=" + AerospikeProperties.UPDATE_DEFAULT + "`", "#937", "`-p as.update=replace`",
        "`Policy.maxRetries = 1`", "`-p as.maxRetries=1`",
        "500 ms", "`as.sleepBetweenRetries=" + AerospikeProperties.SLEEP_BETWEEN_RETRIES_DEFAULT + "`",
        "`-p as.sleepBetweenRetries=500`",
        "`Replica.MASTER`", "`as.replica=" + AerospikeProperties.REPLICA_DEFAULT + "`", "`-p as.replica=master`",
        "unknown `as.*` name", "aerospike.warning.shrinking-updates");
    assertContainsAll(couchbase,
        "`couchbase.update=" + Couchbase2Properties.UPDATE_DEFAULT + "`", "`-p couchbase.update=replace`",
        "60 tries, 1 s apart", "up to " + Couchbase2Properties.TEMPORARY_FAILURE_RETRIES_DEFAULT + " retries",
        "waits of " + Couchbase2Properties.TEMPORARY_FAILURE_BACKOFF_DEFAULT + " ms",
        "`-p couchbase.temporaryFailureRetries=60 -p couchbase.temporaryFailureBackoff=1000`",
        "`com.couchbase.query.encodedPlanEnabled=false`", "-Dcom.couchbase.query.encodedPlanEnabled=false",
        "IPv6", "`host:port`", "unknown `couchbase.*` name",
        "couchbase2.warning.shrinking-updates", "couchbase2.warning.async-mutations",
        "couchbase2.warning.unplaced-replicas", "couchbase2.warning.failures");
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
    assertEveryProperty(AerospikeProperties.class, "as.", read(tree.resolve("aerospike/README.md")));
    assertEveryProperty(Couchbase2Properties.class, "couchbase.", read(tree.resolve("couchbase2/README.md")));
  }

  @Test
  void pullRequestTextsNameTheClientVersionsAndNoPlaceholderIsLeft() throws IOException {
    String aerospike = read(tree.resolve("aerospike/PULL_REQUEST.md")).replaceAll("\\s+", " ");
    assertTrue(aerospike.contains("`com.aerospike:aerospike-client-jdk8` " + pomProperty("aerospike.version")),
        aerospike);
    String couchbase = read(tree.resolve("couchbase2/PULL_REQUEST.md")).replaceAll("\\s+", " ");
    assertTrue(couchbase.contains(OLD_COUCHBASE2 + " becomes " + pomProperty("couchbase.version")), couchbase);
    for (String module : new String[] {"aerospike", "couchbase2"}) {
      for (String file : new String[] {"pom.xml", "README.md", "PULL_REQUEST.md"}) {
        String text = read(tree.resolve(module).resolve(file));
        assertFalse(Pattern.compile("@[A-Z0-9_]+@").matcher(text).find(), module + "/" + file + ": " + text);
      }
    }
  }

  @Test
  void writtenModulesCompileForJava8AndPassUpstreamsCheckstyleRules() throws IOException {
    assertEquals(0, build.exitCode, build.toString());
    for (String clazz : new String[] {"aerospike/target/classes/site/ycsb/db/AerospikeClient.class",
        "couchbase2/target/classes/site/ycsb/db/couchbase2/Couchbase2Client.class"}) {
      byte[] bytes = Files.readAllBytes(tree.resolve(clazz));
      assertEquals(52, ((bytes[6] & 0xff) << 8) | (bytes[7] & 0xff), clazz + " is not Java 8 class file");
    }
    for (String module : new String[] {"aerospike", "couchbase2"}) {
      String result = read(tree.resolve(module).resolve("target/checkstyle-result.xml"));
      assertTrue(result.contains("AerospikeClient.java") || result.contains("Couchbase2Client.java"), result);
      assertFalse(result.contains("<error"), result);
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
  void refusesADirtyCheckoutUnlessForced() throws IOException {
    Path dirty = upstreamShapedTree(work.resolve("dirty"));
    Files.write(dirty.resolve("binding-parent/pom.xml"), "\n".getBytes(StandardCharsets.UTF_8),
        StandardOpenOption.APPEND);
    String pomBefore = read(dirty.resolve("pom.xml"));
    Result refused = upstreamPr(dirty.toString());
    assertEquals(2, refused.exitCode, refused.toString());
    assertOneLine(refused, "has uncommitted changes");
    assertEquals(pomBefore, read(dirty.resolve("pom.xml")));
    assertFalse(Files.exists(dirty.resolve("aerospike/PULL_REQUEST.md")));

    Result forced = upstreamPr("--force", dirty.toString());
    assertEquals(0, forced.exitCode, forced.toString());
    assertTrue(Files.exists(dirty.resolve("aerospike/PULL_REQUEST.md")));
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
  private static void assertEveryProperty(Class<?> properties, String prefix, String readme) throws Exception {
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
        defaultValue = (String) properties.getField(field.getName() + "_DEFAULT").get(null);
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
          + "<project><!-- upstream's old " + module + " pom --></project>\n");
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
    write(dir.resolve("aerospike/src/main/java/site/ycsb/db/OldHelper.java"), "package site.ycsb.db;\n");
    write(dir.resolve("workloads/workloada"), "recordcount=1000\n");
    git(dir, "init", "-q");
    git(dir, "add", "-A");
    Result commit = git(dir, "-c", "user.name=it", "-c", "user.email=it@localhost", "commit", "-q", "-m", "upstream");
    assertEquals(0, commit.exitCode, commit.toString());
    return dir;
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
    return run(dir, command, 60);
  }

  /** The project's Maven wrapper on {@code dir}'s pom: the same Maven and local repository as this build. */
  private Result maven(Path dir, String... goals) {
    List<String> command = new ArrayList<>(List.of(source.resolve("mvnw").toString(), "-B", "-f",
        dir.resolve("pom.xml").toString()));
    command.addAll(Arrays.asList(goals));
    return run(dir, command, 540);
  }

  private static Result git(Path dir, String... args) {
    List<String> command = new ArrayList<>(List.of("git"));
    command.addAll(Arrays.asList(args));
    return run(dir, command, 60);
  }

  private static Result run(Path dir, List<String> command, int timeoutSeconds) {
    try {
      Path out = Files.createTempFile("upstream-pr-out-", ".txt");
      Path err = Files.createTempFile("upstream-pr-err-", ".txt");
      try {
        Process process = new ProcessBuilder(command).directory(dir.toFile())
            .redirectOutput(out.toFile()).redirectError(err.toFile()).start();
        boolean exited = process.waitFor(timeoutSeconds, TimeUnit.SECONDS);
        if (!exited) {
          process.descendants().forEach(ProcessHandle::destroyForcibly);
          process.destroyForcibly();
          process.waitFor();
        }
        return new Result(command, exited ? process.exitValue() : -1, read(out), read(err));
      } finally {
        Files.deleteIfExists(out);
        Files.deleteIfExists(err);
      }
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
      throw new IllegalStateException(e);
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
          Files.copy(path, target);
        }
      }
    }
  }

  private static void write(Path file, String text) throws IOException {
    Files.createDirectories(file.getParent());
    Files.write(file, text.getBytes(StandardCharsets.UTF_8));
  }

  private static String read(Path file) throws IOException {
    return new String(Files.readAllBytes(file), StandardCharsets.UTF_8);
  }

  /** Exit code and output of one process. */
  private static final class Result {
    final List<String> command;
    final int exitCode;
    final String stdout;
    final String stderr;

    Result(List<String> command, int exitCode, String stdout, String stderr) {
      this.command = command;
      this.exitCode = exitCode;
      this.stdout = stdout;
      this.stderr = stderr;
    }

    @Override
    public String toString() {
      return String.join(" ", command) + ": exit " + exitCode + "\n--- stdout\n" + stdout + "\n--- stderr\n" + stderr;
    }
  }
}
