/*
 * Copyright (c) 2026 ycsb-ext contributors.
 * Licensed under the Apache License, Version 2.0 (http://www.apache.org/licenses/LICENSE-2.0).
 */
package site.ycsb.ext.report.figures;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;

/**
 * A figure rendered in memory, not yet written: what {@link FigureFiles#save} writes as {@code <name>.png},
 * {@code <name>.svg} and {@code <name>.json}. Immutable once built (the PNG array is not copied and must not be changed).
 *
 * @param name the files' base name
 * @param title the title as shown
 * @param caption the caption as shown
 * @param png the PNG file's bytes
 * @param svg the SVG file's text
 * @param json the chart data's text
 */
public record RenderedFigure(String name, String title, String caption, byte[] png, String svg, String json) {

  /** Writes the three files into {@code dir}, PNG, SVG, then chart data, and returns the figure. */
  public Figure writeTo(Path dir) throws IOException {
    Path pngFile = dir.resolve(name + ".png");
    Path svgFile = dir.resolve(name + ".svg");
    Files.write(pngFile, png);
    Files.writeString(svgFile, svg, StandardCharsets.UTF_8);
    Files.writeString(dir.resolve(name + ".json"), json);
    return new Figure(title, caption, pngFile, svgFile);
  }
}
