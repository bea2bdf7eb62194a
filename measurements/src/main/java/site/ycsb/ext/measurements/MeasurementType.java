/*
 * Copyright (c) 2026 ycsb-ext contributors.
 * Licensed under the Apache License, Version 2.0 (http://www.apache.org/licenses/LICENSE-2.0).
 */
package site.ycsb.ext.measurements;

/**
 * The accepted values of {@code measurementtype}: core 0.17.0's six, built by core itself, and the periodic
 * histogram's two spellings from Aerospike's 2016 fork, which both select {@link PeriodicHistogram}. Immutable.
 */
public enum MeasurementType {
  HISTOGRAM("histogram", false),
  HDRHISTOGRAM("hdrhistogram", false),
  HDRHISTOGRAM_AND_HISTOGRAM("hdrhistogram+histogram", false),
  HDRHISTOGRAM_AND_RAW("hdrhistogram+raw", false),
  TIMESERIES("timeseries", false),
  RAW("raw", false),
  PERIODICHISTOGRAM("periodichistogram", true),
  HDRHISTOGRAM_AND_PERIODICHISTOGRAM("hdrhistogram+periodichistogram", true);

  private final String value;
  private final boolean periodic;

  MeasurementType(String value, boolean periodic) {
    this.value = value;
    this.periodic = periodic;
  }

  /** The property value, e.g. {@code hdrhistogram+periodichistogram}. */
  public String value() {
    return value;
  }

  /** True for the types that write per-window files. */
  public boolean isPeriodic() {
    return periodic;
  }

  /** The type with this property value, or {@code null}. */
  static MeasurementType of(String value) {
    for (MeasurementType type : values()) {
      if (type.value.equals(value)) {
        return type;
      }
    }
    return null;
  }

  /** Every property value, comma-separated, for error messages. */
  static String valueList() {
    StringBuilder list = new StringBuilder();
    for (MeasurementType type : values()) {
      list.append(list.length() == 0 ? "" : ", ").append(type.value);
    }
    return list.toString();
  }
}
