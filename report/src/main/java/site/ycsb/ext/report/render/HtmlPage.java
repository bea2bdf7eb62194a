/*
 * Copyright (c) 2026 ycsb-ext contributors.
 * Licensed under the Apache License, Version 2.0 (http://www.apache.org/licenses/LICENSE-2.0).
 */
package site.ycsb.ext.report.render;

import java.io.IOException;
import java.nio.file.Files;
import java.util.Base64;
import java.util.List;
import site.ycsb.ext.report.figures.Figure;
import site.ycsb.ext.report.model.ReportSummary;
import site.ycsb.ext.report.model.RunSummary;

/**
 * Renders the report as one self-contained HTML page: warnings at the top, the tables, and every figure embedded
 * as a PNG data URI (so the page can be mailed or archived alone), each linking to its SVG file in
 * {@code figures/} next to the page. A script sets {@code data-images-loaded} on {@code <body>} to the number of
 * images that decoded, so a headless browser can check the page. Not thread-safe.
 */
final class HtmlPage {
  private final ReportSummary summary;
  private final List<Figure> figures;

  HtmlPage(ReportSummary summary, List<Figure> figures) {
    this.summary = summary;
    this.figures = figures;
  }

  String render() throws IOException {
    ReportProse prose = new ReportProse(summary);
    StringBuilder out = new StringBuilder(1 << 16);
    out.append("<!DOCTYPE html>\n<html lang=\"en\">\n<head>\n<meta charset=\"utf-8\">\n")
        .append("<title>").append(Table.html(prose.title())).append("</title>\n<style>\n")
        .append("body{font-family:system-ui,sans-serif;margin:2em;color:#222;background:#fff}")
        .append("table{border-collapse:collapse;margin:0 0 1.5em}th,td{border:1px solid #ccc;padding:3px 8px}")
        .append("td{text-align:right}td.t{text-align:left}thead th{background:#f0f0f0}tbody th{text-align:left;font-weight:normal}")
        .append(".warnings{border:2px solid #c00;background:#fff4f4;padding:.5em 1em;margin-bottom:1.5em}")
        .append("figure{margin:0 0 2em}figcaption{color:#555;font-size:90%}img{max-width:100%}")
        .append(".measured{border:1px solid #888;background:#f8f8f8;padding:.5em 1em;margin-bottom:1em}")
        .append(".measured table{margin:.3em 0 0}.measured th,.measured td{border:0;padding:1px 1em 1px 0;")
        .append("text-align:left;vertical-align:top}.measured th{font-weight:bold;white-space:nowrap}\n")
        .append("</style>\n</head>\n<body data-images-expected=\"").append(figures.size()).append("\">\n")
        .append("<h1>").append(Table.html(prose.title())).append("</h1>\n");
    List<String> warnings = summary.warnings();
    if (!warnings.isEmpty()) {
      out.append("<div class=\"warnings\"><strong>Warnings</strong>\n<ul>\n");
      warnings.forEach(w -> out.append("<li>").append(Table.html(w)).append("</li>\n"));
      out.append("</ul></div>\n");
    }
    List<String> box = prose.comparabilityBox();
    if (!box.isEmpty()) {
      out.append("<div class=\"warnings\"><strong>").append(Table.html(box.get(0))).append("</strong>\n<ul>\n");
      box.subList(1, box.size()).forEach(l -> out.append("<li>").append(Table.html(l)).append("</li>\n"));
      out.append("</ul></div>\n");
    }
    out.append("<ul>\n");
    prose.headlines().forEach(l -> out.append("<li>").append(Table.html(l)).append("</li>\n"));
    out.append("</ul>\n");
    for (RunSummary r : summary.runs()) {
      // one table row per fact, so a label and its value stay side by side however either wraps
      out.append("<div class=\"measured\"><strong>How run ").append(Table.html(r.label()))
          .append(" was measured</strong>\n<table>\n<tbody>\n");
      r.provenance().lines().forEach(l -> out.append("<tr><th scope=\"row\">").append(Table.html(l[0]))
          .append("</th><td>").append(Table.html(l[1])).append("</td></tr>\n"));
      out.append("</tbody>\n</table></div>\n");
    }
    out.append("<h2>Tables</h2>\n");
    new ReportTables(summary).tables().forEach(t -> out.append(t.toHtml()));
    List<String> sentences = prose.ratioSentences();
    if (!sentences.isEmpty()) {
      out.append("<p><strong>In words (first ÷ other)</strong></p>\n<ul>\n");
      sentences.forEach(l -> out.append("<li>").append(Table.html(l)).append("</li>\n"));
      out.append("</ul>\n");
    }
    out.append("<h2>Figures</h2>\n<p>Images are embedded as PNG data URIs; each links to its SVG in figures/.</p>\n");
    for (Figure f : figures) {
      String png = Base64.getEncoder().encodeToString(Files.readAllBytes(f.png()));
      out.append("<figure>\n<a href=\"figures/").append(Table.html(f.svg().getFileName().toString()))
          .append("\"><img alt=\"").append(Table.html(f.title())).append("\" src=\"data:image/png;base64,")
          .append(png).append("\"></a>\n<figcaption>").append(Table.html(f.title())).append(": ")
          .append(Table.html(f.caption())).append("</figcaption>\n</figure>\n");
    }
    out.append("<script>\nwindow.addEventListener('load', function () {\n")
        .append("  var loaded = 0;\n")
        .append("  document.querySelectorAll('img').forEach(function (img) {\n")
        .append("    if (img.complete && img.naturalWidth > 0) { loaded++; }\n  });\n")
        .append("  document.body.setAttribute('data-images-loaded', String(loaded));\n});\n</script>\n")
        .append("</body>\n</html>\n");
    return out.toString();
  }
}
