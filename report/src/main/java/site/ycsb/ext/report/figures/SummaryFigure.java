/*
 * Copyright (c) 2026 ycsb-ext contributors.
 * Licensed under the Apache License, Version 2.0 (http://www.apache.org/licenses/LICENSE-2.0).
 */
package site.ycsb.ext.report.figures;

import java.util.Optional;

/**
 * A figure drawn once for the whole summary, after the per-operation figures, listed in {@link Figures}. An
 * implementation is stateless: it reads the summary through the {@link FigureContext} and returns a new draft.
 */
interface SummaryFigure {

  /** Draws this figure, or returns empty when it does not apply to the summary (e.g. it needs several runs). */
  Optional<FigureDraft> draw(FigureContext context);
}
