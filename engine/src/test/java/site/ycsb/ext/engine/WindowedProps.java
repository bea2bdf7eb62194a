/*
 * Copyright (c) 2026 ycsb-ext contributors.
 * Licensed under the Apache License, Version 2.0 (http://www.apache.org/licenses/LICENSE-2.0).
 */
package site.ycsb.ext.engine;

import java.nio.file.Path;
import java.util.Properties;

/** The properties of a test's periodic measurements: 1-s windows, logs under {@code dir/out/}. */
final class WindowedProps {
  private WindowedProps() {
  }

  static Properties in(Path dir) {
    Properties props = new Properties();
    props.setProperty("measurementtype", "hdrhistogram+periodichistogram");
    props.setProperty("periodichistogram.interval", "1");
    props.setProperty("periodichistogram.output.path", dir + "/out/");
    return props;
  }
}
