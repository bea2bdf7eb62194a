/*
 * Copyright (c) 2026 ycsb-ext contributors.
 * Licensed under the Apache License, Version 2.0 (http://www.apache.org/licenses/LICENSE-2.0).
 */
package site.ycsb.ext.contract;

import java.util.List;
import java.util.Locale;
import java.util.Properties;
import java.util.Set;
import java.util.TreeSet;

/**
 * Which properties are secret: their values are never written or printed (manifests, logs, fan-out's output, the
 * report, a run plan's {@code toString}) but shown as {@link CoreProperty#SECRET_MASK}. A name is secret when it
 * contains one of {@link #WORDS} in any case ({@code db.passwd}, {@code as.password}, {@code couchbase.sslKeystore},
 * {@code api.token}, ...) or is listed in {@value #PROPERTY}. A value of exactly {@code true} or {@code false} is
 * never a secret and is shown ({@code as.sendKey=true}): a switch carries nothing to hide, and masking it would hide
 * a setting the reader needs. Immutable; thread-safe.
 */
public final class SecretNames {
  /** Comma-separated property names to treat as secret besides those {@link #WORDS} catch, e.g. {@code db.cred}. */
  public static final String PROPERTY = "ycsb.ext.secret.properties";
  /** A property name containing any of these, in any case, is secret. */
  public static final List<String> WORDS = List.of("passw", "pwd", "secret", "token", "key");

  private static final SecretNames WORDS_ONLY = new SecretNames(Set.of());

  private final Set<String> listed;

  private SecretNames(Set<String> listed) {
    this.listed = listed;
  }

  /** The secret names of a run: {@link #WORDS} and the names {@code props} lists in {@value #PROPERTY}. */
  public static SecretNames of(Properties props) {
    String names = props.getProperty(PROPERTY, "");
    Set<String> listed = new TreeSet<>();
    for (String name : names.split(",")) {
      if (!name.isBlank()) {
        listed.add(name.strip().toLowerCase(Locale.ROOT));
      }
    }
    return listed.isEmpty() ? WORDS_ONLY : new SecretNames(Set.copyOf(listed));
  }

  /** {@link #WORDS} alone, where no run's properties are at hand (JVM flags). */
  public static SecretNames words() {
    return WORDS_ONLY;
  }

  /** Whether {@code key}'s values are secret (whatever the value; {@link #masks} also spares switches). */
  public boolean isSecret(String key) {
    String name = key.toLowerCase(Locale.ROOT);
    if (name.equals(PROPERTY)) {
      return false;
    }
    if (listed.contains(name)) {
      return true;
    }
    for (String word : WORDS) {
      if (name.contains(word)) {
        return true;
      }
    }
    return false;
  }

  /** Whether {@code value} of {@code key} is shown masked: a secret name, unless the value is {@code true}/{@code false}. */
  public boolean masks(String key, String value) {
    return isSecret(key) && !isSwitch(value);
  }

  /** {@code value}, or {@link CoreProperty#SECRET_MASK} when {@link #masks} says so. */
  public String shown(String key, String value) {
    return masks(key, value) ? CoreProperty.SECRET_MASK : value;
  }

  private static boolean isSwitch(String value) {
    String v = value == null ? "" : value.strip();
    return v.equals("true") || v.equals("false");
  }
}
