/*
 * Copyright (c) 2026 ycsb-ext contributors.
 * Licensed under the Apache License, Version 2.0 (http://www.apache.org/licenses/LICENSE-2.0).
 */
package site.ycsb.ext.report;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.awt.image.BufferedImage;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.EnumSet;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.concurrent.TimeUnit;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import javax.imageio.ImageIO;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import site.ycsb.ext.report.figures.FiguresTest;
import site.ycsb.ext.report.input.RunSource;
import site.ycsb.ext.report.model.ReportSummary;
import site.ycsb.ext.report.render.ReportWriter;

/**
 * Opens the HTML page in headless Chromium (Debian's {@code chromium} package) and checks that every figure renders.
 * Skipped, with a message, only when no Chromium binary exists.
 */
class ReportHtmlInChromiumTest {

  private static final long BROWSER_TIMEOUT_SEC = 90;

  @TempDir
  Path tmp;

  private static Path chromium() {
    String configured = System.getenv("CHROMIUM");
    List<String> candidates = new ArrayList<>();
    if (configured != null && !configured.isEmpty()) {
      candidates.add(configured);
    }
    candidates.addAll(List.of("/usr/bin/chromium", "/usr/bin/chromium-browser", "/usr/bin/google-chrome"));
    for (String c : candidates) {
      Path p = Path.of(c);
      if (Files.isExecutable(p)) {
        return p;
      }
    }
    return null;
  }

  private String browse(Path chromium, Path page, String... mode) throws IOException, InterruptedException {
    Path profile = Files.createTempDirectory(tmp, "profile");
    List<String> cmd = new ArrayList<>(List.of(chromium.toString(), "--headless", "--no-sandbox", "--disable-gpu",
        "--disable-quic", "--no-first-run", "--disable-background-networking", "--disable-component-update",
        "--disable-sync", "--user-data-dir=" + profile, "--virtual-time-budget=10000"));
    cmd.addAll(List.of(mode));
    cmd.add(page.toUri().toString());
    Path stdout = tmp.resolve("chromium.out");
    Process p = new ProcessBuilder(cmd).redirectOutput(stdout.toFile())
        .redirectError(tmp.resolve("chromium.err").toFile()).start();
    try {
      assertTrue(p.waitFor(BROWSER_TIMEOUT_SEC, TimeUnit.SECONDS), "chromium finished within "
          + BROWSER_TIMEOUT_SEC + " s");
    } finally {
      p.destroyForcibly();
      p.waitFor(10, TimeUnit.SECONDS);
    }
    return Files.readString(stdout, StandardCharsets.UTF_8);
  }

  /**
   * A probe added to a copy of the page: for each fact of the "How run X was measured" boxes, whether its value is
   * laid out beside its own label (its first line within the label's lines), the number of labels spanning more
   * than one line, and each misplaced pair.
   */
  private static final String LAYOUT_PROBE = "<script>\nwindow.addEventListener('load', function () {\n"
      + "  var labels = document.querySelectorAll('.measured dt, .measured th');\n"
      + "  var values = document.querySelectorAll('.measured dd, .measured td');\n"
      + "  var wrapped = 0, misplaced = [];\n"
      + "  for (var i = 0; i < labels.length; i++) {\n"
      + "    var l = labels[i].getBoundingClientRect(), v = values[i].getBoundingClientRect();\n"
      + "    var line = parseFloat(getComputedStyle(labels[i]).lineHeight) || 20;\n"
      + "    if (l.height > 1.5 * line) { wrapped++; }\n"
      + "    if (!(v.top >= l.top - 2 && v.top < l.top + line)) {\n"
      + "      misplaced.push(labels[i].textContent + ' / ' + values[i].textContent.substring(0, 30));\n    }\n  }\n"
      + "  document.body.setAttribute('data-facts', labels.length + ' ' + values.length + ' ' + wrapped);\n"
      + "  document.body.setAttribute('data-misplaced', misplaced.join(' | '));\n});\n</script>\n";

  @Test
  void eachFactOfHowARunWasMeasuredStaysBesideItsLabelAt1400Px() throws Exception {
    Path chromium = chromium();
    assumeTrue(chromium != null, "No Chromium binary (/usr/bin/chromium): install Debian's chromium package to run "
        + "this test; skipped");
    // the golden run's manifest gives the box its long labels ("settings in effect", "binding jars (-cp)")
    Path golden = Path.of(ReportHtmlInChromiumTest.class.getResource("/golden/run-2026-11").toURI());
    ReportSummary summary = Report.of(List.of(RunSource.discover("golden", golden))).summarize();
    Path out = tmp.resolve("report");
    ReportWriter.write(summary, out, EnumSet.of(ReportFormat.HTML));
    String html = Files.readString(out.resolve("report.html"), StandardCharsets.UTF_8);
    Path probed = Files.writeString(out.resolve("probed.html"), html.replace("</body>", LAYOUT_PROBE + "</body>"),
        StandardCharsets.UTF_8);

    String dom = browse(chromium, probed, "--dump-dom", "--window-size=1400,3000");
    Matcher facts = Pattern.compile("data-facts=\"(\\d+) (\\d+) (\\d+)\"").matcher(dom);
    assertTrue(facts.find(), "the probe ran: " + dom.substring(0, Math.min(300, dom.length())));
    int labels = Integer.parseInt(facts.group(1));
    assertTrue(labels >= 5, "the box lists the run's facts: " + labels);
    assertEquals(labels, Integer.parseInt(facts.group(2)), "one value per label");
    Matcher misplaced = Pattern.compile("data-misplaced=\"([^\"]*)\"").matcher(dom);
    assertTrue(misplaced.find(), dom.substring(0, Math.min(300, dom.length())));
    assertEquals("", misplaced.group(1), "values beside another label than their own (" + facts.group(3)
        + " labels wrap)");
  }

  @Test
  void everyFigureRendersInHeadlessChromium() throws Exception {
    Path chromium = chromium();
    assumeTrue(chromium != null, "No Chromium binary (/usr/bin/chromium): install Debian's chromium package to run "
        + "this test; skipped");
    // two systems 100x apart: FiguresTest checks through the chart data that each series is visible
    ReportSummary summary = FiguresTest.hundredTimesApart(tmp);
    Path out = tmp.resolve("report");
    ReportWriter.write(summary, out, EnumSet.of(ReportFormat.HTML));
    int expected = 2 * 3 + 1; // READ and UPDATE: throughput, latency, distribution; plus the curve
    Path page = out.resolve("report.html");

    String dom = browse(chromium, page, "--dump-dom");
    Matcher loaded = Pattern.compile("data-images-loaded=\"(\\d+)\"").matcher(dom);
    assertTrue(loaded.find(), "the page's script ran and counted its images: " + dom.substring(0,
        Math.min(300, dom.length())));
    assertEquals(expected, Integer.parseInt(loaded.group(1)), "images decoded by Chromium");
    assertTrue(dom.contains("data-images-expected=\"" + expected + "\""));

    // kept in target/ for a reader to look at
    Path shot = Path.of("target", "report-in-chromium.png").toAbsolutePath();
    Files.createDirectories(shot.getParent());
    browse(chromium, page, "--screenshot=" + shot, "--window-size=1280,4000", "--hide-scrollbars");
    BufferedImage image = ImageIO.read(shot.toFile());
    assertEquals(1280, image.getWidth());
    Set<Integer> colors = new HashSet<>();
    long nonWhite = 0;
    for (int y = 0; y < image.getHeight(); y += 2) {
      for (int x = 0; x < image.getWidth(); x += 2) {
        int rgb = image.getRGB(x, y) & 0xffffff;
        colors.add(rgb);
        if (rgb != 0xffffff) {
          nonWhite++;
        }
      }
    }
    long sampled = (long) (image.getHeight() / 2) * (image.getWidth() / 2);
    assertTrue(colors.size() > 50, "the screenshot shows more than a blank page: " + colors.size() + " colours");
    assertTrue(nonWhite > sampled / 50, "more than 2% of the screenshot is drawn: " + nonWhite + " of " + sampled);
  }
}
