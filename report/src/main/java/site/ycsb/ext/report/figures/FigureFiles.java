/*
 * Copyright (c) 2026 ycsb-ext contributors.
 * Licensed under the Apache License, Version 2.0 (http://www.apache.org/licenses/LICENSE-2.0).
 */
package site.ycsb.ext.report.figures;
import de.erichseifert.vectorgraphics2d.Document;
import de.erichseifert.vectorgraphics2d.VectorGraphics2D;
import de.erichseifert.vectorgraphics2d.svg.SVGProcessor;
import de.erichseifert.vectorgraphics2d.util.PageSize;
import java.awt.Graphics2D;
import java.awt.RenderingHints;
import java.awt.geom.AffineTransform;
import java.awt.image.BufferedImage;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.List;
import javax.imageio.ImageIO;
import javax.imageio.stream.ImageOutputStream;
import javax.imageio.stream.MemoryCacheImageOutputStream;
import org.knowm.xchart.XYChart;
import org.knowm.xchart.style.markers.SeriesMarkers;

/**
 * Writes a drawn figure as files: its panels stacked top to bottom as one PNG and one SVG of {@value #WIDTH} px wide
 * and {@value #HEIGHT} px per panel, and their chart data as {@code <name>.json} ({@value ChartData#FORMAT}).
 * Stateless; rendering runs on the calling thread, and calls on different charts may run at once (an SVG document
 * is built under one lock).
 */
public final class FigureFiles {

  /** Width of every figure, px. */
  public static final int WIDTH = 1040;

  /** Height of one panel, px. */
  public static final int HEIGHT = 460;

  /**
   * Held while VectorGraphics2D builds an SVG document: it formats every number with one {@code DecimalFormat} shared
   * by all threads ({@code DataUtils.format}), which is not thread-safe. Serializing the document needs no lock.
   */
  private static final Object SVG_LOCK = new Object();

  private FigureFiles() {
  }

  /**
   * Writes the panels, stacked top to bottom, as one PNG and one SVG, and their chart data as {@code <name>.json}.
   *
   * @param title the title as shown (with the caveats' marks when there are any)
   * @param caption the caption as shown (the caveats' sentences first)
   * @param marks the caveats' marks, also written to the chart data
   */
  public static Figure save(Path dir, String name, List<XYChart> panels, String title, String caption,
      List<String> marks)
      throws IOException {
    return render(name, panels, title, caption, marks).writeTo(dir);
  }

  /**
   * Renders the panels, stacked top to bottom, as one PNG and one SVG, and their chart data, in memory: the bytes
   * {@link #save} writes. Each call uses only its own charts and images, so figures may render on several threads.
   *
   * @param title the title as shown (with the caveats' marks when there are any)
   * @param caption the caption as shown (the caveats' sentences first)
   * @param marks the caveats' marks, also written to the chart data
   */
  public static RenderedFigure render(String name, List<XYChart> panels, String title, String caption,
      List<String> marks)
      throws IOException {
    for (XYChart chart : panels) {
      if (chart.getSeriesCollection().isEmpty()) {
        // XChart cannot draw an empty chart; one invisible point (x = 1 suits a logarithmic axis) keeps the axes
        chart.addSeries("no data", new double[] {1}, new double[] {0}).setMarker(SeriesMarkers.NONE);
      }
    }
    int height = HEIGHT * panels.size();
    BufferedImage image = new BufferedImage(WIDTH, height, BufferedImage.TYPE_INT_RGB);
    Graphics2D g = image.createGraphics();
    paint(g, panels);
    g.dispose();
    ByteArrayOutputStream png = new ByteArrayOutputStream();
    try (ImageOutputStream out = new MemoryCacheImageOutputStream(png)) {
      ImageIO.write(image, "png", out);
    }
    VectorGraphics2D vg = new VectorGraphics2D();
    paint(vg, panels);
    ByteArrayOutputStream drawn = new ByteArrayOutputStream();
    Document document;
    synchronized (SVG_LOCK) {
      document = new SVGProcessor().getDocument(vg.getCommands(), new PageSize(0, 0, WIDTH, height));
    }
    document.writeTo(drawn);
    String svg = withTitle(drawn.toString(StandardCharsets.UTF_8), title, caption);
    // the PNG rendering laid the charts out: their plot and legend boxes are known now
    String json = ChartData.toJson(title, caption, marks, panels.stream().map(ChartData::of).toList());
    return new RenderedFigure(name, title, caption, png.toByteArray(), svg, json);
  }

  /**
   * The SVG with the figure's title and caption, caveats first, as its {@code <title>} and {@code <desc>}: the title
   * drawn in the image is glyph outlines, which a reader's search or a screen reader cannot find.
   */
  static String withTitle(String svg, String title, String caption) {
    int root = svg.indexOf("<svg");
    int end = root < 0 ? -1 : svg.indexOf('>', root);
    if (end < 0) {
      return svg;
    }
    return svg.substring(0, end + 1) + "\n<title>" + xml(title) + "</title>\n<desc>" + xml(caption) + "</desc>"
        + svg.substring(end + 1);
  }

  private static String xml(String s) {
    return s.replace("&", "&amp;").replace("<", "&lt;").replace(">", "&gt;");
  }

  private static void paint(Graphics2D g, List<XYChart> panels) {
    g.setRenderingHint(RenderingHints.KEY_ANTIALIASING, RenderingHints.VALUE_ANTIALIAS_ON);
    for (int i = 0; i < panels.size(); i++) {
      AffineTransform at = g.getTransform();
      g.translate(0, i * HEIGHT);
      panels.get(i).paint(g, WIDTH, HEIGHT);
      g.setTransform(at);
    }
  }
}
