/*
 * Copyright (c) 2026 ycsb-ext contributors.
 * Licensed under the Apache License, Version 2.0 (http://www.apache.org/licenses/LICENSE-2.0).
 */
package site.ycsb.ext.measurements;

import java.math.BigDecimal;
import java.net.InetAddress;
import java.net.NetworkInterface;
import java.net.SocketException;
import java.net.UnknownHostException;
import java.text.SimpleDateFormat;
import java.util.Date;
import java.util.Locale;
import java.util.Properties;
import java.util.TimeZone;

/**
 * The validated settings of the live metrics endpoint (see {@link MetricsProperties}). Immutable and thread-safe.
 */
public final class MetricsSettings {

  private static final long MAX_LINGER_MS = 3_600_000L;

  private final int port;
  private final String hostValue;
  private final InetAddress address;
  private final long lingerMs;
  private final String runId;
  private final String hostLabel;
  private final String binding;
  private final String phase;

  private MetricsSettings(Properties props, long nowMs) {
    String portValue = props.getProperty(MetricsProperties.PORT, "").trim();
    port = portValue.isEmpty() ? 0 : port(portValue);
    hostValue = props.getProperty(MetricsProperties.HOST, MetricsProperties.HOST_DEFAULT).trim();
    address = port == 0 ? null : localAddress(hostValue);
    lingerMs = lingerMs(props.getProperty(MetricsProperties.LINGER, MetricsProperties.LINGER_DEFAULT).trim());
    String label = props.getProperty("label", "").trim();
    runId = props.getProperty(MetricsProperties.RUN_ID, label.isEmpty() ? utcStamp(nowMs) : label).trim();
    hostLabel = props.getProperty(MetricsProperties.HOST_LABEL, localHostName());
    binding = props.getProperty(MetricsProperties.BINDING_LABEL, "");
    phase = props.getProperty(MetricsProperties.PHASE_LABEL, "run");
  }

  /**
   * Reads and validates the metrics properties; resolves {@code metrics.host} only when a port is set.
   *
   * @param props the run's properties; read, never modified
   * @param nowMs the current time, epoch milliseconds (the default run id)
   * @return the settings
   * @throws IllegalArgumentException with a one-line message naming the property, the value and the valid values
   */
  public static MetricsSettings from(Properties props, long nowMs) {
    return new MetricsSettings(props, nowMs);
  }

  /** Whether an endpoint was asked for ({@code metrics.port} set). */
  public boolean enabled() {
    return port != 0;
  }

  /** The port, 1 to 65535; 0 when disabled. */
  public int port() {
    return port;
  }

  /** {@code metrics.host} as given. */
  public String hostValue() {
    return hostValue;
  }

  /** The local address to bind; null when disabled. */
  public InetAddress address() {
    return address;
  }

  /** How long the endpoint serves after the run's summary, milliseconds. */
  public long lingerMs() {
    return lingerMs;
  }

  /** The {@code run_id} label. */
  public String runId() {
    return runId;
  }

  /** The {@code host} label. */
  public String hostLabel() {
    return hostLabel;
  }

  /** The {@code binding} label (empty when the launcher did not set one). */
  public String binding() {
    return binding;
  }

  /** The {@code phase} label, {@code load} or {@code run}. */
  public String phase() {
    return phase;
  }

  private static int port(String value) {
    try {
      int port = Integer.parseInt(value);
      if (port >= 1 && port <= 65535) {
        return port;
      }
    } catch (NumberFormatException e) {
      // reported below
    }
    throw MeasurementSettings.invalid(MetricsProperties.PORT, value, "a TCP port from 1 to 65535, e.g. 9400");
  }

  private static InetAddress localAddress(String value) {
    String expected = "an address of this machine to serve metrics on, e.g. 127.0.0.1 (default), ::1 or 0.0.0.0";
    InetAddress address;
    try {
      address = InetAddress.getByName(value);
    } catch (UnknownHostException | SecurityException e) {
      throw MeasurementSettings.invalid(MetricsProperties.HOST, value, expected + " (it does not resolve)");
    }
    try {
      if (value.isEmpty() || !address.isAnyLocalAddress() && !address.isLoopbackAddress()
          && NetworkInterface.getByInetAddress(address) == null) {
        throw MeasurementSettings.invalid(MetricsProperties.HOST, value, expected + " (" + address.getHostAddress()
            + " is not an address of this machine)");
      }
    } catch (SocketException e) {
      throw MeasurementSettings.invalid(MetricsProperties.HOST, value, expected + " (" + e.getMessage() + ")");
    }
    return address;
  }

  private static long lingerMs(String value) {
    try {
      BigDecimal ms = new BigDecimal(value).movePointRight(3);
      if (ms.signum() >= 0 && ms.compareTo(BigDecimal.valueOf(MAX_LINGER_MS)) <= 0
          && ms.stripTrailingZeros().scale() <= 0) {
        return ms.longValueExact();
      }
    } catch (NumberFormatException | ArithmeticException e) {
      // reported below
    }
    throw MeasurementSettings.invalid(MetricsProperties.LINGER, value,
        "seconds from 0 to 3600, a whole number of milliseconds, e.g. 0, 5 or 0.5");
  }

  private static String utcStamp(long epochMs) {
    SimpleDateFormat format = new SimpleDateFormat("yyyyMMdd'T'HHmmss'Z'", Locale.ROOT);
    format.setTimeZone(TimeZone.getTimeZone("UTC"));
    return format.format(new Date(epochMs));
  }

  private static String localHostName() {
    try {
      return InetAddress.getLocalHost().getHostName();
    } catch (UnknownHostException e) {
      return "localhost";
    }
  }
}
