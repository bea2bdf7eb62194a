/*
 * Copyright (c) 2026 ycsb-ext contributors.
 * Licensed under the Apache License, Version 2.0 (http://www.apache.org/licenses/LICENSE-2.0).
 */
package site.ycsb.ext.it;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Deque;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Collectors;
import java.util.stream.Stream;
import site.ycsb.ext.commandline.ShellWords;

/**
 * The shell examples of the documentation (README.md and every {@code docs/**}{@code /*.md} below the source root,
 * system property {@code ycsb.source.root}), so integration tests run exactly what the documentation promises.
 *
 * <p>A page marks the examples a test reads with {@code <!-- section:NAME -->} ... {@code <!-- /section:NAME -->};
 * each name is on one page only. A {@code ```sh} block right after {@code <!-- not-run: reason -->} is left out of
 * {@link #commands} (it needs a real cluster or hours). Stateless; every method reads the files anew.
 */
public final class ReadmeExamples {

  /**
   * The most lines (stdout and stderr) a documented {@code basic} example may print: its summary, status and warning
   * lines. BasicDB's echo would be one line an operation and flood a newcomer's terminal.
   */
  public static final int MOST_LINES_OF_A_BASIC_EXAMPLE = 200;

  /** The sections an integration test reads with {@link #commands}; {@code DocsExamplesIT} checks the rest. */
  public enum Section {
    /** README's set-up commands: {@code DocsCommandsIT}. */
    SETUP("setup"),
    /** README's tour of one run: {@code DocsCommandsIT}. */
    TOUR("tour"),
    /** {@code docs/launcher.md}: {@code DocsCommandsIT}. */
    LAUNCHER("launcher"),
    /** {@code docs/periodic-histograms.md}: {@code PeriodicHistogramIT}. */
    MEASUREMENTS("measurements"),
    /** {@code docs/metrics.md}: {@code DocsCommandsIT}. */
    METRICS("metrics"),
    /** {@code docs/standins.md}: {@code CouchbaseStandinIT}. */
    STANDIN("standin"),
    /** {@code docs/fanout.md}: {@code FanoutIT}. */
    FANOUT("fanout"),
    /** {@code docs/fanout.md}, collect and detach: {@code FanoutCollectIT}. */
    FANOUT_COLLECT("fanout-collect"),
    /** {@code docs/fanout.md}, the preflight's checks and the hosts' states: {@code FanoutPreflightIT}. */
    FANOUT_PREFLIGHT("fanout-preflight"),
    /** {@code docs/upstream.md}: {@code UpstreamPrIT}. */
    UPSTREAM("upstream"),
    /** {@code docs/steps.md}: {@code DocsCommandsIT}. */
    STEPS("steps"),
    /** {@code docs/report.md}: {@code ReportIT}. */
    REPORT("report"),
    /** {@code docs/report.md}, bundle and verify: {@code BundleIT}. */
    BUNDLE("bundle"),
    /** {@code docs/faults.md}: {@code FailoverIT}. */
    FAULTS("faults"),
    /** {@code docs/bindings/couchbase3.md}: {@code Couchbase3DistributionIT}. */
    COUCHBASE3("couchbase3"),
    /** {@code docs/studies.md}: {@code StudyIT}. */
    STUDIES("studies"),
    /** {@code docs/studies.md}, a study over client hosts: {@code StudyFanoutIT}. */
    STUDIES_FANOUT("studies-fanout"),
    /** {@code docs/studies.md}, a study run until its intervals are narrow: {@code StudyUntilIT}. */
    STUDIES_UNTIL("studies-until");

    private final String id;

    Section(String id) {
      this.id = id;
    }

    /** @return the {@code NAME} of {@code <!-- section:NAME -->} */
    public String id() {
      return id;
    }
  }

  /**
   * One command of a {@code ```sh} block: backslash continuation lines joined, a trailing {@code # comment} removed,
   * commands joined by {@code ;} on one line split.
   *
   * @param page the page, relative to the source root ({@code README.md}, {@code docs/report.md})
   * @param line the 1-based line the command starts on
   * @param sections the sections enclosing it, outermost first
   * @param notRun the reason of the block's {@code <!-- not-run: reason -->} marker, or null when it has none
   * @param text the command
   */
  public record ShellCommand(String page, int line, List<String> sections, String notRun, String text) {
    @Override
    public String toString() {
      return page + ":" + line + ": " + text;
    }
  }

  private static final Pattern NOT_RUN = Pattern.compile("^<!--\\s*not-run:\\s*(.*?)\\s*-->$");
  private static final Pattern SECTION = Pattern.compile("^<!--\\s*(/?)section:([A-Za-z0-9_-]+)\\s*-->$");

  private ReadmeExamples() {
  }

  /**
   * The commands that start with {@code prefix} in the {@code ```sh} blocks of {@code section} that are not marked
   * not-run.
   *
   * @throws IllegalStateException when no page, or more than one, holds the section
   */
  public static List<String> commands(Section section, String prefix) {
    List<ShellCommand> all = allShellCommands();
    List<String> pages = pagesHolding(section.id());
    if (pages.size() != 1) {
      throw new IllegalStateException("Section '" + section.id() + "' must be on exactly one page of README.md and "
          + "docs/; found on " + pages);
    }
    return all.stream()
        .filter(c -> c.sections().contains(section.id()) && c.notRun() == null && c.text().startsWith(prefix))
        .map(ShellCommand::text)
        .collect(Collectors.toList());
  }

  /**
   * Every {@code ./bin/ycsb ...} and {@code scripts/...} command in every {@code ```sh} block (indented ones too) of
   * README.md and {@code docs/}, in page order ({@link #pages}) and line order.
   */
  public static List<ShellCommand> allShellCommands() {
    List<ShellCommand> commands = new ArrayList<>();
    for (Path page : pages()) {
      for (ShellCommand command : shellCommands(page)) {
        if (command.text().startsWith("./bin/ycsb") || command.text().startsWith("scripts/")) {
          commands.add(command);
        }
      }
    }
    return commands;
  }

  /** Shell words: split on blanks, single quotes keep what they hold (as the examples use them). */
  public static List<String> shellWords(String command) {
    return ShellWords.split(command);
  }

  /** @return the source root: system property {@code ycsb.source.root}, else the working directory */
  public static Path sourceRoot() {
    return Path.of(System.getProperty("ycsb.source.root", "."));
  }

  /** @return README.md, then every {@code .md} file below {@code docs/} in path order */
  public static List<Path> pages() {
    Path root = sourceRoot();
    List<Path> pages = new ArrayList<>();
    pages.add(root.resolve("README.md"));
    Path docs = root.resolve("docs");
    if (Files.isDirectory(docs)) {
      try (Stream<Path> files = Files.walk(docs)) {
        files.filter(p -> p.getFileName().toString().endsWith(".md") && Files.isRegularFile(p)).sorted()
            .forEach(pages::add);
      } catch (IOException e) {
        throw new UncheckedIOException(e);
      }
    }
    return pages;
  }

  /** @return the pages (relative to the source root) that open {@code <!-- section:NAME -->}, once per opening */
  public static List<String> pagesHolding(String name) {
    List<String> holding = new ArrayList<>();
    for (Path page : pages()) {
      for (String line : read(page).split("\n", -1)) {
        Matcher m = SECTION.matcher(line.strip());
        if (m.matches() && m.group(1).isEmpty() && m.group(2).equals(name)) {
          holding.add(relative(page));
        }
      }
    }
    return holding;
  }

  /** Every command of every {@code ```sh} block of one page, with its sections and not-run marker. */
  static List<ShellCommand> shellCommands(Path page) {
    String[] lines = read(page).split("\n", -1);
    List<ShellCommand> commands = new ArrayList<>();
    Deque<String> open = new ArrayDeque<>();
    boolean inFence = false;
    boolean inShell = false;
    String notRun = null;
    String lastNonBlank = "";
    String pending = null;
    int pendingLine = 0;
    for (int i = 0; i < lines.length; i++) {
      String line = lines[i].strip();
      if (line.startsWith("```")) {
        if (!inFence) {
          inShell = line.equals("```sh");
          Matcher marker = NOT_RUN.matcher(lastNonBlank);
          notRun = marker.matches() ? marker.group(1) : null;
        }
        inFence = !inFence;
        pending = null;
        lastNonBlank = line;
        continue;
      }
      if (!inFence) {
        Matcher m = SECTION.matcher(line);
        if (m.matches()) {
          if (m.group(1).isEmpty()) {
            open.addLast(m.group(2));
          } else {
            open.remove(m.group(2));
          }
        }
        if (!line.isEmpty()) {
          lastNonBlank = line;
        }
        continue;
      }
      if (!inShell) {
        continue;
      }
      String code = line.replaceAll("\\s+#.*$", "").strip();
      boolean continues = code.endsWith("\\");
      code = code.replaceAll("\\\\$", "").strip();
      if (pending == null) {
        pending = code;
        pendingLine = i + 1;
      } else {
        pending += " " + code;
      }
      if (!continues) {
        for (String command : pending.split("\\s*;\\s+")) {
          if (!command.isEmpty() && !command.startsWith("#")) {
            commands.add(new ShellCommand(relative(page), pendingLine, List.copyOf(open), notRun, command.strip()));
          }
        }
        pending = null;
      }
    }
    return commands;
  }

  private static String relative(Path page) {
    return sourceRoot().relativize(page).toString().replace('\\', '/');
  }

  private static String read(Path page) {
    try {
      return Files.readString(page);
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }
}
