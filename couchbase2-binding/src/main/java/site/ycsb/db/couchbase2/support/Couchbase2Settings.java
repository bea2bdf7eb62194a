/*
 * Copyright (c) 2026 ycsb-ext contributors.
 * Licensed under the Apache License, Version 2.0 (http://www.apache.org/licenses/LICENSE-2.0).
 */
package site.ycsb.db.couchbase2.support;

import com.couchbase.client.core.env.NetworkResolution;
import com.couchbase.client.java.PersistTo;
import com.couchbase.client.java.ReplicateTo;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collections;
import java.util.List;
import java.util.Locale;
import java.util.Properties;

/**
 * The validated configuration of the binding, built by {@link #from(Properties)} once per {@code init()}. Property
 * meanings and defaults: {@link Couchbase2Properties}. Combinations that cannot work are rejected here too, so a
 * bad command line fails before any connection.
 *
 * <p>Immutable and thread-safe.
 */
public final class Couchbase2Settings {

  /** The words of {@link Couchbase2Properties#NETWORK_RESOLUTION} (the lower-case names), each with the SDK's value. */
  enum NetworkResolutionWord {
    AUTO(NetworkResolution.AUTO), DEFAULT(NetworkResolution.DEFAULT), EXTERNAL(NetworkResolution.EXTERNAL);

    private final NetworkResolution sdkValue;

    NetworkResolutionWord(NetworkResolution sdkValue) {
      this.sdkValue = sdkValue;
    }

    /** @return the SDK's value this word names */
    NetworkResolution sdkValue() {
      return sdkValue;
    }
  }

  /** By property value; the SDK enum's own order starts with MASTER, so its ordinals are not the counts. */
  private static final PersistTo[] PERSIST_TO = {PersistTo.NONE, PersistTo.ONE, PersistTo.TWO, PersistTo.THREE,
      PersistTo.FOUR};

  private static final ReplicateTo[] REPLICATE_TO = {ReplicateTo.NONE, ReplicateTo.ONE, ReplicateTo.TWO,
      ReplicateTo.THREE};

  /** Characters and length the server allows in bucket names. */
  private static final String BUCKET_CHARS = SeedNode.HOST_CHARS + "%";
  private static final int MAX_BUCKET_CHARS = 100;

  private final List<SeedNode> seeds;
  /** The seeds as passed to the SDK ({@link SeedNode#toString()}). */
  private final List<String> hosts;
  private final String bucket;
  private final String username;
  private final String password;
  private final boolean upsert;
  private final UpdateMode updateMode;
  private final int persistToNodes;
  private final PersistTo persistTo;
  private final int replicateToReplicas;
  private final ReplicateTo replicateTo;
  private final boolean allowUnplacedReplicas;
  private final boolean operationTracing;
  private final boolean orphanResponseLogging;
  private final boolean encodedPlan;
  private final boolean adhoc;
  private final boolean kv;
  private final int maxParallelism;
  private final boolean requestPlus;
  private final int kvEndpoints;
  private final int queryEndpoints;
  private final boolean epoll;
  private final int boost;
  private final int networkMetricsIntervalSec;
  private final int runtimeMetricsIntervalSec;
  private final int documentExpirySec;
  private final boolean syncMutationResponse;
  private final int kvTimeoutMs;
  private final int connectTimeoutMs;
  private final int socketConnectTimeoutMs;
  private final int disconnectTimeoutMs;
  private final int queryTimeoutMs;
  private final int bootstrapHttpPort;
  private final int bootstrapCarrierPort;
  private final TlsSettings tls;
  private final NetworkResolutionWord networkResolution;
  private final int temporaryFailureRetries;
  private final int temporaryFailureBackoffMs;
  private final boolean writeAllFields;
  private final boolean scans;

  private Couchbase2Settings(PropertyReader in) {
    in.rejectUnknown(Couchbase2Properties.PREFIX, Couchbase2Properties.names());
    String hostValue = in.string(Couchbase2Properties.HOST, Couchbase2Properties.HOST_DEFAULT);
    seeds = SeedNode.parseList(hostValue);
    List<String> seedTexts = new ArrayList<>();
    for (SeedNode seed : seeds) {
      seedTexts.add(seed.toString());
    }
    hosts = Collections.unmodifiableList(seedTexts);
    bucket = in.string(Couchbase2Properties.BUCKET, Couchbase2Properties.BUCKET_DEFAULT);
    if (bucket.length() > MAX_BUCKET_CHARS || !onlyChars(bucket, BUCKET_CHARS)) {
      throw new InvalidPropertyException(Couchbase2Properties.BUCKET, bucket, "a bucket name of 1 to "
          + MAX_BUCKET_CHARS + " letters, digits, '_', '-', '.' or '%'");
    }
    username = in.raw(Couchbase2Properties.USERNAME);
    String pw = in.raw(Couchbase2Properties.PASSWORD);
    password = pw == null ? Couchbase2Properties.PASSWORD_DEFAULT : pw;
    if (username != null && password.isEmpty()) {
      throw new InvalidPropertyException(Couchbase2Properties.PASSWORD, "",
          "the password of user '" + username + "' (" + Couchbase2Properties.USERNAME + " is set)");
    }
    upsert = in.bool(Couchbase2Properties.UPSERT, Couchbase2Properties.UPSERT_DEFAULT);
    UpdateMode asked = UpdateMode.read(in, Couchbase2Properties.UPDATE, Couchbase2Properties.UPDATE_DEFAULT);
    // The old binding's N1QL update set the given fields: without couchbase.update, kv=false merges.
    boolean n1qlByDefault = in.raw(Couchbase2Properties.UPDATE) == null
        && !in.bool(Couchbase2Properties.KV, Couchbase2Properties.KV_DEFAULT);
    updateMode = n1qlByDefault && asked == UpdateMode.REPLACE ? UpdateMode.MERGE : asked;
    persistToNodes = in.integer(Couchbase2Properties.PERSIST_TO, Couchbase2Properties.PERSIST_TO_DEFAULT, 0, 4);
    persistTo = PERSIST_TO[persistToNodes];
    replicateToReplicas = in.integer(Couchbase2Properties.REPLICATE_TO, Couchbase2Properties.REPLICATE_TO_DEFAULT,
        0, 3);
    replicateTo = REPLICATE_TO[replicateToReplicas];
    allowUnplacedReplicas = in.bool(Couchbase2Properties.ALLOW_UNPLACED_REPLICAS,
        Couchbase2Properties.ALLOW_UNPLACED_REPLICAS_DEFAULT);
    operationTracing = in.bool(Couchbase2Properties.OPERATION_TRACING, Couchbase2Properties.OPERATION_TRACING_DEFAULT);
    orphanResponseLogging = in.bool(Couchbase2Properties.ORPHAN_RESPONSE_LOGGING,
        Couchbase2Properties.ORPHAN_RESPONSE_LOGGING_DEFAULT);
    adhoc = in.bool(Couchbase2Properties.ADHOC, Couchbase2Properties.ADHOC_DEFAULT);
    encodedPlan = in.bool(Couchbase2Properties.ENCODED_PLAN, Couchbase2Properties.ENCODED_PLAN_DEFAULT);
    kv = in.bool(Couchbase2Properties.KV, Couchbase2Properties.KV_DEFAULT);
    maxParallelism = in.integer(Couchbase2Properties.MAX_PARALLELISM, Couchbase2Properties.MAX_PARALLELISM_DEFAULT,
        0, Integer.MAX_VALUE);
    requestPlus = in.choice(Couchbase2Properties.SCAN_CONSISTENCY, Couchbase2Properties.SCAN_CONSISTENCY_DEFAULT,
        "not_bounded", "request_plus") == 1;
    kvEndpoints = in.integer(Couchbase2Properties.KV_ENDPOINTS, Couchbase2Properties.KV_ENDPOINTS_DEFAULT,
        1, 1024);
    queryEndpoints = in.integer(Couchbase2Properties.QUERY_ENDPOINTS,
        Couchbase2Properties.QUERY_ENDPOINTS_DEFAULT, 1, 1024);
    epoll = in.bool(Couchbase2Properties.EPOLL, Couchbase2Properties.EPOLL_DEFAULT);
    boost = in.integer(Couchbase2Properties.BOOST, Couchbase2Properties.BOOST_DEFAULT, 0, 1024);
    networkMetricsIntervalSec = in.integer(Couchbase2Properties.NETWORK_METRICS_INTERVAL,
        Couchbase2Properties.NETWORK_METRICS_INTERVAL_DEFAULT, 0, Integer.MAX_VALUE);
    runtimeMetricsIntervalSec = in.integer(Couchbase2Properties.RUNTIME_METRICS_INTERVAL,
        Couchbase2Properties.RUNTIME_METRICS_INTERVAL_DEFAULT, 0, Integer.MAX_VALUE);
    documentExpirySec = DocumentExpiry.read(in, Couchbase2Properties.DOCUMENT_EXPIRY,
        Couchbase2Properties.DOCUMENT_EXPIRY_DEFAULT, System.currentTimeMillis());
    syncMutationResponse = in.bool(Couchbase2Properties.SYNC_MUTATION_RESPONSE,
        Couchbase2Properties.SYNC_MUTATION_RESPONSE_DEFAULT);
    kvTimeoutMs = in.integer(Couchbase2Properties.KV_TIMEOUT, Couchbase2Properties.KV_TIMEOUT_DEFAULT,
        1, Integer.MAX_VALUE);
    connectTimeoutMs = in.integer(Couchbase2Properties.CONNECT_TIMEOUT,
        Couchbase2Properties.CONNECT_TIMEOUT_DEFAULT, 1, Integer.MAX_VALUE);
    socketConnectTimeoutMs = in.integer(Couchbase2Properties.SOCKET_CONNECT_TIMEOUT,
        Couchbase2Properties.SOCKET_CONNECT_TIMEOUT_DEFAULT, 1, Integer.MAX_VALUE);
    disconnectTimeoutMs = in.integer(Couchbase2Properties.DISCONNECT_TIMEOUT,
        Couchbase2Properties.DISCONNECT_TIMEOUT_DEFAULT, 1, Integer.MAX_VALUE);
    queryTimeoutMs = in.integer(Couchbase2Properties.QUERY_TIMEOUT, Couchbase2Properties.QUERY_TIMEOUT_DEFAULT,
        1, Integer.MAX_VALUE);
    bootstrapHttpPort = in.integer(Couchbase2Properties.BOOTSTRAP_HTTP_PORT,
        Couchbase2Properties.BOOTSTRAP_HTTP_PORT_DEFAULT, 1, 65535);
    bootstrapCarrierPort = in.integer(Couchbase2Properties.BOOTSTRAP_CARRIER_PORT,
        Couchbase2Properties.BOOTSTRAP_CARRIER_PORT_DEFAULT, 1, 65535);
    tls = new TlsSettings(in);
    networkResolution = WordChoice.read(in, Couchbase2Properties.NETWORK_RESOLUTION,
        Couchbase2Properties.NETWORK_RESOLUTION_DEFAULT, NetworkResolutionWord.values());
    checkSeedPorts(hostValue);
    tls.check(in, username);
    temporaryFailureRetries = in.integer(Couchbase2Properties.TEMPORARY_FAILURE_RETRIES,
        Couchbase2Properties.TEMPORARY_FAILURE_RETRIES_DEFAULT, 0, 1000);
    temporaryFailureBackoffMs = in.integer(Couchbase2Properties.TEMPORARY_FAILURE_BACKOFF,
        Couchbase2Properties.TEMPORARY_FAILURE_BACKOFF_DEFAULT, 0,
        Couchbase2Properties.TEMPORARY_FAILURE_BACKOFF_CAP_MS);
    writeAllFields = CoreWorkloadReads.writeAllFields(in);
    scans = CoreWorkloadReads.scans(in);
    checkCombinations();
    DocumentSizeCheck.check(in);
  }

  /**
   * Reads and validates every binding property.
   *
   * @throws InvalidPropertyException for the first invalid value, naming the property and the valid values
   */
  public static Couchbase2Settings from(Properties props) {
    return new Couchbase2Settings(new PropertyReader(props));
  }

  private void checkCombinations() {
    if (!kv) {
      // N1QL mutations have no observe-based durability and no fire-and-forget path in SDK 2.x.
      if (persistTo != PersistTo.NONE) {
        throw new InvalidPropertyException(Couchbase2Properties.PERSIST_TO, Integer.toString(persistToNodes),
            "0 when couchbase.kv=false (N1QL mutations cannot wait for persistence)");
      }
      if (replicateTo != ReplicateTo.NONE) {
        throw new InvalidPropertyException(Couchbase2Properties.REPLICATE_TO,
            Integer.toString(replicateToReplicas),
            "0 when couchbase.kv=false (N1QL mutations cannot wait for replication)");
      }
      if (updateMode == UpdateMode.REPLACE) {
        throw new InvalidPropertyException(Couchbase2Properties.UPDATE, "replace",
            "merge or upsert when couchbase.kv=false (N1QL has no whole-document replace)");
      }
      if (!syncMutationResponse) {
        throw new InvalidPropertyException(Couchbase2Properties.SYNC_MUTATION_RESPONSE, "false",
            "true when couchbase.kv=false (N1QL mutations are always synchronous)");
      }
    }
  }

  /**
   * The SDK reads a seed's port but connects every seed on the bootstrap ports of the environment: a seed port that
   * is neither of them would silently not be used.
   */
  private void checkSeedPorts(String value) {
    boolean sslEnabled = tls.isSslEnabled();
    int carrier = sslEnabled ? tls.getBootstrapCarrierSslPort() : bootstrapCarrierPort;
    int http = sslEnabled ? tls.getBootstrapHttpSslPort() : bootstrapHttpPort;
    for (SeedNode seed : seeds) {
      if (seed.port() != 0 && seed.port() != carrier && seed.port() != http) {
        String carrierName = sslEnabled ? Couchbase2Properties.BOOTSTRAP_CARRIER_SSL_PORT
            : Couchbase2Properties.BOOTSTRAP_CARRIER_PORT;
        String httpName = sslEnabled ? Couchbase2Properties.BOOTSTRAP_HTTP_SSL_PORT
            : Couchbase2Properties.BOOTSTRAP_HTTP_PORT;
        throw new InvalidPropertyException(Couchbase2Properties.HOST, value, "seed ports equal to " + carrierName
            + " (" + carrier + ") or " + httpName + " (" + http + "), the ports every seed is connected on (set those"
            + " properties to bootstrap on other ports)");
      }
    }
  }

  /** @return whether {@code value} is non-empty and made of {@code allowed} characters only */
  private static boolean onlyChars(String value, String allowed) {
    for (int i = 0; i < value.length(); i++) {
      if (allowed.indexOf(value.charAt(i)) < 0) {
        return false;
      }
    }
    return !value.isEmpty();
  }

  /**
   * The settings that shape the shared connection (environment, cluster, bucket): two {@code init()}s in one JVM
   * must agree on them. Includes the password, so never print it.
   */
  List<Object> connectionKey() {
    List<Object> key = new ArrayList<Object>(Arrays.<Object>asList(hosts, bucket, username, password, kvEndpoints,
        queryEndpoints, epoll, boost, networkMetricsIntervalSec, runtimeMetricsIntervalSec, kvTimeoutMs,
        connectTimeoutMs, socketConnectTimeoutMs, disconnectTimeoutMs, queryTimeoutMs, bootstrapHttpPort,
        bootstrapCarrierPort));
    key.addAll(tls.key());
    key.addAll(Arrays.<Object>asList(networkResolution, operationTracing, orphanResponseLogging, encodedPlan));
    return key;
  }

  /**
   * The settings an {@code init()} checks against the cluster after the bootstrap (the connection and the
   * durability): a refusal of them holds for every later {@code init()} with an equal key.
   */
  List<Object> refusalKey() {
    List<Object> key = new ArrayList<Object>(connectionKey());
    key.add(persistTo);
    key.add(replicateTo);
    key.add(allowUnplacedReplicas);
    return key;
  }

  /** @return the effective configuration on one line, the password masked */
  public String describe() {
    return "hosts=" + hosts + " bucket=" + bucket + " username=" + (username == null ? "(bucket password mode)"
        : username) + " password=" + (password.isEmpty() ? "(empty)" : "*****") + " kv=" + kv + " upsert=" + upsert
        + " update=" + updateMode.name().toLowerCase(Locale.ROOT) + " persistTo=" + persistToNodes
        + " replicateTo=" + replicateToReplicas + " allowUnplacedReplicas=" + allowUnplacedReplicas
        + " operationTracing=" + operationTracing + " orphanResponseLogging=" + orphanResponseLogging
        + " epoll=" + epoll + " boost=" + boost + " kvEndpoints="
        + kvEndpoints + " queryEndpoints=" + queryEndpoints + " adhoc=" + adhoc + " encodedPlan=" + encodedPlan
        + " maxParallelism=" + maxParallelism
        + " scanConsistency=" + (requestPlus ? "request_plus" : "not_bounded")
        + " kvTimeoutMs=" + kvTimeoutMs + " connectTimeoutMs=" + connectTimeoutMs + " socketConnectTimeoutMs="
        + socketConnectTimeoutMs + " disconnectTimeoutMs=" + disconnectTimeoutMs + " queryTimeoutMs=" + queryTimeoutMs
        + " bootstrapHttpPort=" + bootstrapHttpPort + " bootstrapCarrierPort=" + bootstrapCarrierPort
        + " documentExpirySec=" + documentExpirySec + " syncMutationResponse=" + syncMutationResponse
        + " temporaryFailureRetries=" + temporaryFailureRetries + " temporaryFailureBackoffMs="
        + temporaryFailureBackoffMs + " networkResolution=" + getNetworkResolution() + tls.describe();
  }

  /** @return the seeds as passed to the SDK, in the order given: IPv6 literals in brackets, ports when given */
  public List<String> getHosts() {
    return hosts;
  }

  /** @return the seeds, in the order given; never empty */
  public List<SeedNode> getSeeds() {
    return seeds;
  }

  public String getBucket() {
    return bucket;
  }

  /** @return the RBAC user, or {@code null} for the bucket-password mode */
  public String getUsername() {
    return username;
  }

  /** @return the password; never log it */
  public String getPassword() {
    return password;
  }

  public boolean isUpsert() {
    return upsert;
  }

  public UpdateMode getUpdateMode() {
    return updateMode;
  }

  public PersistTo getPersistTo() {
    return persistTo;
  }

  public ReplicateTo getReplicateTo() {
    return replicateTo;
  }

  /** @return {@code couchbase.persistTo} as a count of nodes, 0 to 4 */
  public int getPersistToNodes() {
    return persistToNodes;
  }

  /** @return {@code couchbase.replicateTo} as a count of replicas, 0 to 3 */
  public int getReplicateToReplicas() {
    return replicateToReplicas;
  }

  /** @return whether a run with durability waiting for unplaced replicas goes ahead with a warning */
  public boolean isAllowUnplacedReplicas() {
    return allowUnplacedReplicas;
  }

  /** @return whether the SDK's threshold log of slow operations is on */
  public boolean isOperationTracing() {
    return operationTracing;
  }

  /** @return {@code false} when prepared N1QL statements must run without their encoded plan */
  public boolean isEncodedPlan() {
    return encodedPlan;
  }

  /** @return whether the SDK's orphan response log is on */
  public boolean isOrphanResponseLogging() {
    return orphanResponseLogging;
  }

  /** @return whether mutations wait for persistence or replication */
  public boolean hasDurability() {
    return persistTo != PersistTo.NONE || replicateTo != ReplicateTo.NONE;
  }

  public boolean isAdhoc() {
    return adhoc;
  }

  public boolean isKv() {
    return kv;
  }

  public int getMaxParallelism() {
    return maxParallelism;
  }

  /** @return whether N1QL statements wait for the index to catch up ({@code scanConsistency=request_plus}) */
  public boolean isRequestPlus() {
    return requestPlus;
  }

  public int getKvEndpoints() {
    return kvEndpoints;
  }

  public int getQueryEndpoints() {
    return queryEndpoints;
  }

  public boolean isEpoll() {
    return epoll;
  }

  public int getBoost() {
    return boost;
  }

  public int getNetworkMetricsIntervalSec() {
    return networkMetricsIntervalSec;
  }

  public int getRuntimeMetricsIntervalSec() {
    return runtimeMetricsIntervalSec;
  }

  /** @return {@code couchbase.documentExpiry}: seconds from each write, 0 for none */
  public int getDocumentExpirySec() {
    return documentExpirySec;
  }

  /**
   * The expiry to send with a write at {@code nowMs}: Couchbase reads values up to 30 days as seconds from the write
   * and larger ones as a Unix time, so a relative expiry over 30 days becomes the write's Unix time plus the expiry.
   *
   * @param nowMs the write's time, ms since the epoch
   * @return 0 (none), the relative expiry (up to 30 days) or an absolute Unix time in seconds
   */
  public int documentExpiryAt(long nowMs) {
    if (documentExpirySec <= DocumentExpiry.RELATIVE_MAX_SEC) {
      return documentExpirySec;
    }
    return (int) Math.min(Integer.MAX_VALUE, nowMs / 1000 + documentExpirySec);
  }

  public boolean isSyncMutationResponse() {
    return syncMutationResponse;
  }

  public int getKvTimeoutMs() {
    return kvTimeoutMs;
  }

  public int getConnectTimeoutMs() {
    return connectTimeoutMs;
  }

  public int getSocketConnectTimeoutMs() {
    return socketConnectTimeoutMs;
  }

  public int getDisconnectTimeoutMs() {
    return disconnectTimeoutMs;
  }

  public int getQueryTimeoutMs() {
    return queryTimeoutMs;
  }

  public int getBootstrapHttpPort() {
    return bootstrapHttpPort;
  }

  public int getBootstrapCarrierPort() {
    return bootstrapCarrierPort;
  }

  /** @return the TLS settings */
  public TlsSettings tls() {
    return tls;
  }

  /** @return {@code auto}, {@code default} or {@code external} */
  public String getNetworkResolution() {
    return networkResolution.name().toLowerCase(Locale.ROOT);
  }

  /** @return the SDK's value of {@link #getNetworkResolution()} */
  public NetworkResolution getSdkNetworkResolution() {
    return networkResolution.sdkValue();
  }

  public int getTemporaryFailureRetries() {
    return temporaryFailureRetries;
  }

  public int getTemporaryFailureBackoffMs() {
    return temporaryFailureBackoffMs;
  }

  /** @return core's {@code writeallfields}: whether updates carry every field */
  public boolean isWriteAllFields() {
    return writeAllFields;
  }

  /** @return whether the workload will scan ({@code scanproportion > 0} in a transaction phase) */
  public boolean hasScans() {
    return scans;
  }

  /** @return whether updates write whole documents although they carry only some fields */
  public boolean hasShrinkingUpdates() {
    return updateMode.shrinks(writeAllFields);
  }
}
