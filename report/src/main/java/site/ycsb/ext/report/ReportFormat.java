/*
 * Copyright (c) 2026 ycsb-ext contributors.
 * Licensed under the Apache License, Version 2.0 (http://www.apache.org/licenses/LICENSE-2.0).
 */
package site.ycsb.ext.report;

import java.util.EnumSet;
import java.util.Locale;
import java.util.Set;

/** The file formats {@code report --format} can write. */
public enum ReportFormat {
  /** {@code report.txt}: the tables as aligned text. */
  TEXT,
  /** {@code report.md}: the tables in Markdown. */
  MD,
  /** {@code report.json}: every summary number, machine-readable. */
  JSON,
  /** {@code summary.csv} and {@code timeseries.csv} (one line per window). */
  CSV,
  /** {@code report.html} with the figures embedded, plus {@code figures/*.png} and {@code figures/*.svg}. */
  HTML,
  /** {@code report.tex}: the summary and comparison tables as LaTeX (booktabs), for papers. */
  TEX;

  /** The valid values, for error messages. */
  static final String EXPECTED = "a comma-separated list of text, md, json, csv, html, tex";

  /**
   * Parses a comma-separated list such as {@code text,md,html}.
   *
   * @throws IllegalArgumentException with a one-line message naming the value and the valid ones
   */
  public static Set<ReportFormat> parseList(String text) {
    Set<ReportFormat> formats = EnumSet.noneOf(ReportFormat.class);
    for (String part : text.split(",", -1)) {
      try {
        formats.add(valueOf(part.trim().toUpperCase(Locale.ROOT)));
      } catch (IllegalArgumentException e) {
        throw new IllegalArgumentException("Invalid value '" + text + "' for option '--format': expected " + EXPECTED);
      }
    }
    return formats;
  }
}
