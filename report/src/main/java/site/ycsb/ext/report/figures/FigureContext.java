/*
 * Copyright (c) 2026 ycsb-ext contributors.
 * Licensed under the Apache License, Version 2.0 (http://www.apache.org/licenses/LICENSE-2.0).
 */
package site.ycsb.ext.report.figures;
import java.awt.Color;
import java.io.IOException;
import java.util.Locale;
import java.util.Optional;
import org.knowm.xchart.XYChart;
import org.knowm.xchart.XYChartBuilder;
import org.knowm.xchart.XYSeries;
import org.knowm.xchart.style.Styler;
import site.ycsb.ext.report.model.Caveats;
import site.ycsb.ext.report.model.ReportSummary;

/**
 * What every figure draws from: the summary, the time axis shared by the time-series figures, and the report's
 * chart style (size, white background, legend outside the plot, US number formats). Immutable; each chart it builds
 * is new and belongs to the caller.
 *
 * @param summary the summary to draw
 * @param timeAxis how the time axes count (after each run's warm-up, or wall-clock time), shared by every figure
 */
record FigureContext(ReportSummary summary, TimeAxis timeAxis) {

  /** A new chart of {@link FigureFiles#WIDTH} x {@link FigureFiles#HEIGHT} px in the report's style. */
  XYChart chart(String title, String xTitle, String yTitle) {
    XYChart chart = new XYChartBuilder().width(FigureFiles.WIDTH).height(FigureFiles.HEIGHT).title(marked(title))
        .xAxisTitle(xTitle).yAxisTitle(yTitle).build();
    Styler styler = chart.getStyler();
    styler.setChartBackgroundColor(Color.WHITE);
    // outside the plot: a legend never covers data
    styler.setLegendPosition(Styler.LegendPosition.OutsideE);
    chart.getStyler().setDefaultSeriesRenderStyle(XYSeries.XYSeriesRenderStyle.Line);
    chart.getStyler().setMarkerSize(0);
    chart.getStyler().setLocale(Locale.US);
    chart.getStyler().setXAxisDecimalPattern("#,##0.##");
    chart.getStyler().setYAxisDecimalPattern("#,##0.###");
    chart.getStyler().setXAxisMaxLabelCount(16);
    return chart;
  }

  /**
   * The title with the summary's caveats in front ({@link Caveats}: {@link Figures#PARTIAL_MARK} first when the
   * summary was read from incomplete input, then the stand-in and not-like-for-like marks).
   */
  String marked(String title) {
    return caveats().title(title);
  }

  /** Renders a drawn figure in memory, its title and caption with the summary's caveats. */
  RenderedFigure render(FigureDraft drawn) throws IOException {
    return FigureFiles.render(drawn.name(), drawn.panels(), marked(drawn.title()), caveats().caption(drawn.caption()),
        caveats().marks());
  }

  /** {@link #render} of the figure, if one was drawn. */
  Optional<RenderedFigure> renderAny(Optional<FigureDraft> drawn) throws IOException {
    return drawn.isPresent() ? Optional.of(render(drawn.get())) : Optional.empty();
  }

  /** The summary's caveats, which every figure's title, caption and chart data carry. */
  Caveats caveats() {
    return Caveats.of(summary);
  }
}
