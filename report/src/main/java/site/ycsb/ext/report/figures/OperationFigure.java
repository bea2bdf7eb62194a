/*
 * Copyright (c) 2026 ycsb-ext contributors.
 * Licensed under the Apache License, Version 2.0 (http://www.apache.org/licenses/LICENSE-2.0).
 */
package site.ycsb.ext.report.figures;

/**
 * A figure drawn once per primary operation ({@code READ}, {@code UPDATE}, ...), listed in {@link Figures}. An
 * implementation is stateless: it reads the summary through the {@link FigureContext} and returns a new draft.
 */
interface OperationFigure {

  /** Draws this figure of the operation {@code op}. */
  FigureDraft draw(FigureContext context, String op);
}
