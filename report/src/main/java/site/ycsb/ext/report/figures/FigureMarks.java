/*
 * Copyright (c) 2026 ycsb-ext contributors.
 * Licensed under the Apache License, Version 2.0 (http://www.apache.org/licenses/LICENSE-2.0).
 */
package site.ycsb.ext.report.figures;
import java.awt.BasicStroke;
import java.awt.Color;
import java.util.ArrayList;
import java.util.List;
import org.knowm.xchart.AnnotationLine;
import org.knowm.xchart.AnnotationText;
import org.knowm.xchart.XYChart;
import org.knowm.xchart.XYSeries;
import org.knowm.xchart.style.markers.SeriesMarkers;
import site.ycsb.ext.report.model.Disruption;
import site.ycsb.ext.report.model.EventMarker;
import site.ycsb.ext.report.model.RunSummary;
import site.ycsb.ext.report.model.WindowSeries;

/**
 * The marks a time-series figure carries over its lines: the span every host of a multi-host run covered (grey
 * vertical lines) and each event of every run (black dotted vertical lines, labelled). Each returns the caption's
 * sentence on what it marked. Stateless; each call changes only the chart it is given.
 */
final class FigureMarks {

  /** Prefix of the name of the series that draws an event's vertical line. */
  static final String EVENT_PREFIX = "event ";

  private FigureMarks() {
  }

  /**
   * Marks, on a time-series figure of a multi-host run, the span every host covered with two grey vertical lines:
   * outside it (the run's edges, or after a host stopped) a window sums fewer hosts. Returns the caption's sentence
   * saying so, or empty when every window had every host (or one host ran).
   */
  static String coverage(FigureContext context, XYChart chart, String op) {
    List<String> notes = new ArrayList<>();
    for (RunSummary r : context.summary().runs()) {
      WindowSeries s = r.series().get(op);
      int hosts = r.hosts().size();
      if (s == null || s.size() == 0 || hosts < 2) {
        continue;
      }
      int first = -1;
      int last = -1;
      int partial = 0;
      for (int i = 0; i < s.size(); i++) {
        if (s.hosts(i) >= hosts) {
          first = first < 0 ? i : first;
          last = i;
        } else {
          partial++;
        }
      }
      if (partial == 0) {
        continue;
      }
      if (first >= 0) {
        chart.addAnnotation(new AnnotationLine(context.timeAxis().x(r, s.startMs(first)), true, false));
        chart.addAnnotation(new AnnotationLine(context.timeAxis().x(r, s.startMs(last) + s.lengthMs(last)), true,
            false));
      }
      notes.add(r.label() + ": " + partial + " of " + s.size() + " windows covered by fewer than its " + hosts
          + " hosts" + (first >= 0 ? ", outside the grey vertical lines" : ""));
    }
    return notes.isEmpty() ? "" : " Windows with fewer hosts (their throughput sums fewer clients): "
        + String.join("; ", notes) + ".";
  }

  /**
   * Draws each event of every run ({@code --event}, {@code --event-note}) as a black dotted vertical line over the
   * whole value axis, labelled at its top with the event's marker ({@code E1 +90s}); returns the caption's sentence
   * naming them, or empty without events. Call after the value axis is set.
   */
  static String events(FigureContext context, XYChart chart) {
    List<RunSummary> runs = context.summary().runs();
    Double top = chart.getStyler().getYAxisMax();
    Double bottom = chart.getStyler().getYAxisMin();
    List<String> names = new ArrayList<>();
    for (RunSummary r : runs) {
      for (Disruption d : r.disruptions()) {
        EventMarker m = d.marker();
        String name = (runs.size() > 1 ? r.label() + " " : "") + m.label();
        names.add(name + " (" + m.event().text() + ")");
        if (top == null) {
          continue;
        }
        double x = context.timeAxis().x(r, m.atMs());
        double low = bottom != null ? bottom : 0;
        XYSeries line = chart.addSeries(EVENT_PREFIX + name, new double[] {x, x}, new double[] {low, top});
        line.setMarker(SeriesMarkers.NONE);
        line.setLineColor(Color.BLACK);
        line.setLineStyle(new BasicStroke(1.2f, BasicStroke.CAP_BUTT, BasicStroke.JOIN_MITER, 10f,
            new float[] {2f, 3f}, 0f));
        line.setShowInLegend(false);
        double labelY = chart.getStyler().isYAxisLogarithmic() ? top / 1.5 : top * 0.96;
        // xchart centres a text on its x: spaces in front put the label to the right of the line, clear of it
        chart.addAnnotation(new AnnotationText(" ".repeat(2 * name.length() + 1) + name, x, labelY, false));
      }
    }
    return names.isEmpty() ? "" : " Events (dotted vertical lines, labelled at the top): " + String.join("; ", names)
        + "; the disruption table measures each.";
  }
}
