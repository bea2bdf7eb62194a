/*
 * Copyright (c) 2026 ycsb-ext contributors.
 * Licensed under the Apache License, Version 2.0 (http://www.apache.org/licenses/LICENSE-2.0).
 */
package site.ycsb.ext.engine;

import java.util.Properties;
import site.ycsb.ext.contract.EventSpec;
import site.ycsb.ext.contract.Manifest;
import site.ycsb.ext.contract.RunKeys;

/**
 * Sorts the run's properties into the manifest's sections: what the binding set on them for the report (warnings,
 * {@code db.server.*} facts of the servers, {@code db.setting.*} settings in effect) goes to {@code warnings},
 * {@code server} and {@code settings}; the events' specs are left to {@link RunEvents} (which masks their commands);
 * everything else is recorded as the run's properties. Hooks: {@link #prepare}, {@link #record}. Main thread only.
 */
final class BindingFacts implements RunFeature {
  private Properties props = new Properties();

  @Override
  public void prepare(RunContext run) {
    props = run.props();
  }

  @Override
  public void record(Manifest.Builder manifest) {
    Properties recorded = new Properties();
    for (String key : props.stringPropertyNames()) {
      if (key.startsWith(RunKeys.WARNING_PREFIX) || RunKeys.isBindingWarning(key)) {
        manifest.warnings.add(props.getProperty(key));
      } else if (key.startsWith(RunKeys.SERVER_PREFIX)) {
        manifest.server.put(key.substring(RunKeys.SERVER_PREFIX.length()), props.getProperty(key));
      } else if (key.startsWith(RunKeys.SETTING_PREFIX)) {
        manifest.settings.put(key.substring(RunKeys.SETTING_PREFIX.length()), props.getProperty(key));
      } else if (!key.startsWith(EventSpec.PROPERTY_PREFIX)) {
        recorded.setProperty(key, props.getProperty(key));
      }
    }
    manifest.properties(recorded);
  }
}
