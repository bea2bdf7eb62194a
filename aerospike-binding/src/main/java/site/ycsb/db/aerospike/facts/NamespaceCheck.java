/*
 * Copyright (c) 2026 ycsb-ext contributors.
 * Licensed under the Apache License, Version 2.0 (http://www.apache.org/licenses/LICENSE-2.0).
 */
package site.ycsb.db.aerospike.facts;

import com.aerospike.client.policy.ReadModeSC;

import java.util.Locale;
import java.util.Set;

import site.ycsb.db.aerospike.AerospikeProperties;
import site.ycsb.db.aerospike.AerospikeSettings;

/**
 * Settings the cluster's namespace cannot honour, found from the {@link ServerFacts} the binding asks for at init,
 * before the first operation: each would fail every operation it touches for the whole run.
 * <ul>
 *   <li>a namespace the cluster does not serve ({@code INVALID_NAMESPACE} on every command);</li>
 *   <li>{@code as.readModeSC} other than {@code session} on a namespace without strong consistency (the mode
 *       applies only to strong-consistency namespaces, which only Enterprise Edition has: on a Community Edition
 *       server the line names the edition and leaves one way out, the default);</li>
 *   <li>{@code as.expiration} above 0 on a namespace with {@code nsup-period} 0 and
 *       {@code allow-ttl-without-nsup} false (every write {@code FORBIDDEN}, 22);</li>
 *   <li>records of core's shape ({@code fieldlengthdistribution=constant}) larger than {@code max-record-size}
 *       (every insert {@code RECORD_TOO_BIG}, 13).</li>
 * </ul>
 * A fact the cluster did not give ({@link ServerFacts#UNKNOWN}) is never a reason to refuse. Stateless.
 */
public final class NamespaceCheck {
  private NamespaceCheck() {
  }

  /**
   * @param settings the binding's settings (with core's record shape)
   * @param facts what the cluster said of itself and of {@code as.namespace}
   * @return one line naming the setting, the server's value and what to change, or {@code null} when the run can go
   */
  public static String refusal(AerospikeSettings settings, ServerFacts facts) {
    String namespace = settings.getNamespace();
    Set<String> served = facts.namespaces();
    if (served != null && !served.contains(namespace)) {
      return AerospikeProperties.NAMESPACE + "=" + namespace + ": the cluster has no namespace '" + namespace
          + "' (it serves: " + (served.isEmpty() ? "none" : join(served)) + "): set "
          + AerospikeProperties.NAMESPACE + " to one of them";
    }
    String strong = facts.facts().get("strongConsistency");
    if (settings.getReadModeSC() != ReadModeSC.SESSION && "false".equals(strong)) {
      String setting = AerospikeProperties.READ_MODE_SC + "="
          + settings.getReadModeSC().name().toLowerCase(Locale.ROOT);
      String unset = "leave " + AerospikeProperties.READ_MODE_SC + " unset (its default, "
          + AerospikeProperties.READ_MODE_SC_DEFAULT + ")";
      String edition = facts.facts().get("edition");
      if (edition != null && edition.contains("Community") && !edition.contains("Enterprise")) {
        // strong consistency exists only in Enterprise Edition: a user on this server can only leave the mode unset
        return setting + " needs a strong-consistency namespace, which only Aerospike Enterprise Edition has; the"
            + " server is " + edition + ", so namespace '" + namespace + "' has strong-consistency false: " + unset;
      }
      return setting + " needs a strong-consistency namespace, but namespace '" + namespace + "' has"
          + " strong-consistency false: " + unset + " or use a strong-consistency namespace";
    }
    String nsup = facts.facts().get("nsupPeriod");
    if (settings.getExpirationSec() > 0 && "0".equals(nsup) && "false".equals(facts.allowTtlWithoutNsup())) {
      return AerospikeProperties.EXPIRATION + "=" + settings.getExpirationSec()
          + " gives records a TTL, but namespace '" + namespace
          + "' has nsup-period 0 and allow-ttl-without-nsup false, so the server refuses every such"
          + " write (FORBIDDEN): use " + AerospikeProperties.EXPIRATION + "=0 (the namespace default) or -1 (never"
          + " expire), or set nsup-period on the namespace";
    }
    long maxRecordSize = parseLong(facts.facts().get("maxRecordSize"));
    long recordBytes = settings.getRecordBytes();
    if (maxRecordSize > 0 && recordBytes > maxRecordSize) {
      return "records of " + settings.describeRecordShape() + " bytes take about " + recordBytes
          + " bytes, but namespace '" + namespace + "' has max-record-size " + maxRecordSize
          + ", so the server refuses every insert (RECORD_TOO_BIG): lower " + AerospikeProperties.FIELD_COUNT
          + " or " + AerospikeProperties.FIELD_LENGTH + ", or raise max-record-size of the namespace";
    }
    return null;
  }

  /** @return the value, or -1 for {@link ServerFacts#UNKNOWN}, values that differ between nodes and non-numbers */
  private static long parseLong(String value) {
    if (value == null) {
      return -1;
    }
    try {
      return Long.parseLong(value);
    } catch (NumberFormatException e) {
      return -1;
    }
  }

  private static String join(Set<String> values) {
    StringBuilder sb = new StringBuilder();
    for (String value : values) {
      sb.append(sb.length() == 0 ? "" : ", ").append(value);
    }
    return sb.toString();
  }
}
