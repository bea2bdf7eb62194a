/*
 * Copyright (c) 2026 ycsb-ext contributors.
 * Licensed under the Apache License, Version 2.0 (http://www.apache.org/licenses/LICENSE-2.0).
 */
package site.ycsb.ext.bindingsupport;

import site.ycsb.Client;
import site.ycsb.workloads.CoreWorkload;

/**
 * Core's workload properties a binding's settings depend on, read as core reads them: core refuses their bad values
 * itself, so here a value core cannot parse reads as false or 0. Stateless; thread-safe.
 */
final class CoreWorkloadReads {
  private CoreWorkloadReads() {
  }

  /** @return core's {@code writeallfields}: whether updates carry every field (core's default: false) */
  static boolean writeAllFields(PropertyReader in) {
    return Boolean.parseBoolean(in.string(CoreWorkload.WRITE_ALL_FIELDS_PROPERTY,
        CoreWorkload.WRITE_ALL_FIELDS_PROPERTY_DEFAULT));
  }

  /** @return core's {@code scanproportion}, 0 when unset or not a number */
  static double scanProportion(PropertyReader in) {
    try {
      return Double.parseDouble(in.string(CoreWorkload.SCAN_PROPORTION_PROPERTY,
          CoreWorkload.SCAN_PROPORTION_PROPERTY_DEFAULT));
    } catch (NumberFormatException e) {
      return 0;
    }
  }

  /** @return whether the run scans: a transaction phase (core's {@code dotransactions}, default true) that scans */
  static boolean scans(PropertyReader in) {
    return Boolean.parseBoolean(in.string(Client.DO_TRANSACTIONS_PROPERTY, "true")) && scanProportion(in) > 0;
  }
}
