/*
 * Copyright (c) 2026 ycsb-ext contributors.
 * Licensed under the Apache License, Version 2.0 (http://www.apache.org/licenses/LICENSE-2.0).
 */
package site.ycsb.ext.it;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import java.util.TreeSet;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Collectors;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import site.ycsb.ext.it.ReadmeExamples.Section;
import site.ycsb.ext.it.ReadmeExamples.ShellCommand;
import site.ycsb.ext.launcher.Main;

/**
 * The documentation (README.md and {@code docs/}) against the tests and the tree: every {@code ./bin/ycsb} and
 * {@code scripts/} example lies in a section an integration test reads or is marked not-run, every section the tests
 * read is on exactly one page, every {@code bin/ycsb} subcommand has an example, and every relative link resolves.
 * Reads files only.
 */
class DocsExamplesIT {

  /** A Markdown link or image: {@code [text](target)}; group 1 is the target. */
  private static final Pattern LINK = Pattern.compile("\\[[^\\]]*\\]\\(([^)\\s]+)\\)");

  @Test
  void everyShellExampleLiesInASectionATestReadsOrIsMarkedNotRun() {
    Set<String> read = Stream.of(Section.values()).map(Section::id).collect(Collectors.toSet());
    List<ShellCommand> all = ReadmeExamples.allShellCommands();
    assertTrue(all.size() > 30, "too few examples found; is ycsb.source.root the source tree? " + all);
    List<String> unread = new ArrayList<>();
    for (ShellCommand command : all) {
      boolean inReadSection = command.sections().stream().anyMatch(read::contains);
      if (!inReadSection && command.notRun() == null) {
        unread.add(command + "  (sections " + command.sections() + ")");
      }
      if (command.notRun() != null && command.notRun().isEmpty()) {
        unread.add(command + "  (<!-- not-run: --> without a reason)");
      }
    }
    assertEquals(List.of(), unread, "examples no integration test runs: put them in a section an IT reads "
        + "(ReadmeExamples.Section) or mark their block <!-- not-run: reason --> (a real cluster or hours only)");
  }

  /**
   * A load or run example with the periodic measurement type (given with {@code -p} or by a published workload) names
   * its output path: without one the logs land in the working directory (a source tree), where {@code report} then
   * finds logs of two runs and no manifest. A {@code basic} example that runs for a time is quiet
   * ({@code basicdb.verbose=false}): verbose, it prints every operation (tens of MB a second).
   */
  @Test
  void everyPeriodicRunExampleNamesItsOutputPathAndEveryTimedBasicRunIsQuiet() throws IOException {
    List<String> wrong = new ArrayList<>();
    for (ShellCommand command : ReadmeExamples.allShellCommands()) {
      String text = command.text();
      Matcher phase = Pattern.compile("bin/ycsb (?:fanout )?(?:load|run) (\\S+)").matcher(text);
      if (!phase.find()) {
        continue;
      }
      boolean periodic = text.contains("periodichistogram") && text.contains("measurementtype");
      Matcher workload = Pattern.compile("-P (workloads/\\S+)").matcher(text);
      while (workload.find()) {
        Path file = ReadmeExamples.sourceRoot().resolve(workload.group(1));
        periodic |= Files.isRegularFile(file)
            && Pattern.compile("(?m)^measurementtype=.*periodichistogram").matcher(Files.readString(file)).find();
      }
      if (periodic && !text.contains("periodichistogram.output.path=") && !text.contains("fanout")) {
        wrong.add(command + "  (periodic logs without periodichistogram.output.path)");
      }
      if (phase.group(1).equals("basic") && text.contains("maxexecutiontime=") && !text.contains("basicdb.verbose=false")) {
        wrong.add(command + "  (a timed basic run without basicdb.verbose=false)");
      }
    }
    assertEquals(List.of(), wrong);
  }

  @Test
  void everySectionTheTestsReadIsOpenedAndClosedOnExactlyOnePage() throws IOException {
    for (Section section : Section.values()) {
      List<String> pages = ReadmeExamples.pagesHolding(section.id());
      assertEquals(1, pages.size(), "section '" + section.id() + "' on pages " + pages);
      String text = Files.readString(ReadmeExamples.sourceRoot().resolve(pages.get(0)));
      int open = text.indexOf("<!-- section:" + section.id() + " -->");
      int close = text.indexOf("<!-- /section:" + section.id() + " -->");
      assertTrue(open >= 0 && close > open, pages.get(0) + ": section '" + section.id() + "' is not closed after it opens");
      assertFalse(ReadmeExamples.commands(section, "").isEmpty(), "section '" + section.id() + "' shows no command");
    }
  }

  @Test
  void everyBinYcsbSubcommandHasAnExample() {
    Set<String> shown = new TreeSet<>();
    for (ShellCommand command : ReadmeExamples.allShellCommands()) {
      String[] words = command.text().split("\\s+");
      if (words[0].equals("./bin/ycsb") && words.length > 1) {
        shown.add(words[1]);
      }
    }
    Set<String> subcommands = new TreeSet<>(Main.commandLine().getSubcommands().keySet());
    subcommands.remove("help"); // picocli's own; every command's --help is shown instead
    assertTrue(subcommands.size() >= 7, "subcommands of bin/ycsb: " + subcommands);
    subcommands.removeAll(shown);
    assertEquals(Set.of(), subcommands, "bin/ycsb subcommands without an example on any page (shown: " + shown + ")");
  }

  @Test
  void everyRelativeLinkOfEveryPageResolves() throws IOException {
    List<String> broken = new ArrayList<>();
    int checked = 0;
    for (Path page : ReadmeExamples.pages()) {
      String[] lines = Files.readString(page).split("\n", -1);
      boolean inFence = false;
      for (int i = 0; i < lines.length; i++) {
        if (lines[i].strip().startsWith("```")) {
          inFence = !inFence;
          continue;
        }
        Matcher m = LINK.matcher(lines[i]);
        while (!inFence && m.find()) {
          String target = m.group(1);
          if (target.matches("^[a-zA-Z][a-zA-Z0-9+.-]*:.*") || target.startsWith("#")) {
            continue; // http:, https:, mailto:, or a heading on the same page
          }
          String file = target.replaceAll("#.*$", "");
          checked++;
          if (!Files.exists(page.getParent().resolve(file))) {
            broken.add(ReadmeExamples.sourceRoot().relativize(page) + ":" + (i + 1) + ": " + target);
          }
        }
      }
    }
    assertTrue(checked >= 15, "only " + checked + " relative links found");
    assertEquals(List.of(), broken, "links to files that do not exist");
  }
}
