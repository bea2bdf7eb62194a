/*
 * Copyright (c) 2026 ycsb-ext contributors.
 * Licensed under the Apache License, Version 2.0 (http://www.apache.org/licenses/LICENSE-2.0).
 */
package site.ycsb.db.couchbase3.support;

import com.couchbase.client.core.msg.kv.DurabilityLevel;
import com.couchbase.client.java.kv.PersistTo;
import com.couchbase.client.java.kv.ReplicateTo;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Locale;
import java.util.Properties;
import site.ycsb.workloads.CoreWorkload;

/**
 * The validated configuration of the binding, built by {@link #from(Properties)} once per {@code init()} (and by
 * a harness that checks the properties before a run). Property meanings and defaults: {@link Couchbase3Properties}.
 * Combinations that cannot work are refused here too, each with one line naming the property and its valid values.
 *
 * <p>Immutable and thread-safe.
 */
public final class Couchbase3Settings {

  /** {@link Couchbase3Properties#DURABILITY} by number (the fork's 0-3) and by name. */
  private static final DurabilityLevel[] LEVELS = {DurabilityLevel.NONE, DurabilityLevel.MAJORITY,
      DurabilityLevel.MAJORITY_AND_PERSIST_TO_ACTIVE, DurabilityLevel.PERSIST_TO_MAJORITY};
  private static final PersistTo[] PERSIST_TO = {PersistTo.NONE, PersistTo.ONE, PersistTo.TWO, PersistTo.THREE,
      PersistTo.FOUR};
  private static final ReplicateTo[] REPLICATE_TO = {ReplicateTo.NONE, ReplicateTo.ONE, ReplicateTo.TWO,
      ReplicateTo.THREE};

  /** Characters the server allows in bucket names; scopes and collections allow the same without '.'. */
  private static final String NAME_CHARS = "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789_-%";
  private static final String HOST_CHARS = "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789-.";
  private static final int MAX_BUCKET_CHARS = 100;
  private static final int MAX_COLLECTION_CHARS = 251;
  /** Name of the default scope and collection. */
  public static final String DEFAULT_NAME = "_default";

  private final List<String> hosts;
  private final String bucket;
  private final String scope;
  private final String collection;
  private final String username;
  private final boolean usernameDefaulted;
  private final String password;
  private final boolean upsert;
  private final UpdateMode updateMode;
  private final DurabilityLevel durability;
  private final int persistToNodes;
  private final int replicateToReplicas;
  private final int kvEndpoints;
  private final int documentExpirySec;
  private final int kvTimeoutMs;
  private final int connectTimeoutMs;
  private final int socketConnectTimeoutMs;
  private final int bootstrapHttpPort;
  private final int bootstrapCarrierPort;
  private final boolean writeAllFields;
  private final boolean scans;
  private final TlsSettings tls;
  private final boolean mutationTokens;
  private final boolean outOfOrderExecution;
  private final String ignoredSdk2Settings;
  private final boolean forkCommandLine;

  private Couchbase3Settings(PropertyReader in, Properties raw) {
    in.rejectUnknown(Couchbase3Properties.PREFIX, Couchbase3Properties.names());
    hosts = parseHosts(in.string(Couchbase3Properties.HOST, Couchbase3Properties.HOST_DEFAULT));
    bucket = name(in, Couchbase3Properties.BUCKET, Couchbase3Properties.BUCKET_DEFAULT, NAME_CHARS + ".",
        MAX_BUCKET_CHARS, "a bucket name of 1 to " + MAX_BUCKET_CHARS + " letters, digits, '_', '-', '.' or '%'");
    scope = name(in, Couchbase3Properties.SCOPE, Couchbase3Properties.SCOPE_DEFAULT, NAME_CHARS,
        MAX_COLLECTION_CHARS, "_default or a scope name of 1 to " + MAX_COLLECTION_CHARS
        + " letters, digits, '_', '-' or '%' not starting with '_' or '%'");
    collection = name(in, Couchbase3Properties.COLLECTION, Couchbase3Properties.COLLECTION_DEFAULT, NAME_CHARS,
        MAX_COLLECTION_CHARS, "_default or a collection name of 1 to " + MAX_COLLECTION_CHARS
        + " letters, digits, '_', '-' or '%' not starting with '_' or '%'");
    if (DEFAULT_NAME.equals(scope) != DEFAULT_NAME.equals(collection) && DEFAULT_NAME.equals(scope)) {
      throw new InvalidPropertyException(Couchbase3Properties.COLLECTION, collection, "_default in scope _default"
          + " (the default scope holds only the default collection; set " + Couchbase3Properties.SCOPE + " too)");
    }
    String user = in.raw(Couchbase3Properties.USERNAME);
    username = user == null ? bucket : user;
    usernameDefaulted = user == null;
    password = in.raw(Couchbase3Properties.PASSWORD);
    if (password == null) {
      throw new InvalidPropertyException(Couchbase3Properties.PASSWORD, "", "the password of "
          + (user == null ? "bucket '" + bucket + "' (" + Couchbase3Properties.USERNAME + " unset)" : "user '" + user
          + "'") + ": SDK 3 refuses an empty one");
    }
    upsert = in.bool(Couchbase3Properties.UPSERT, Couchbase3Properties.UPSERT_DEFAULT);
    updateMode = UpdateMode.read(in, Couchbase3Properties.UPDATE, ForkNames.updateDefault(upsert));
    forkCommandLine = ForkNames.isForkCommandLine(in);
    durability = durabilityLevel(in);
    persistToNodes = in.integer(Couchbase3Properties.PERSIST_TO, Couchbase3Properties.PERSIST_TO_DEFAULT, 0, 4);
    replicateToReplicas = in.integer(Couchbase3Properties.REPLICATE_TO, Couchbase3Properties.REPLICATE_TO_DEFAULT,
        0, 3);
    if (durability != DurabilityLevel.NONE && (in.raw(Couchbase3Properties.PERSIST_TO) != null
        || in.raw(Couchbase3Properties.REPLICATE_TO) != null)) {
      String legacy = in.raw(Couchbase3Properties.PERSIST_TO) != null ? Couchbase3Properties.PERSIST_TO
          : Couchbase3Properties.REPLICATE_TO;
      throw new InvalidPropertyException(legacy, in.raw(legacy), "it unset with " + Couchbase3Properties.DURABILITY
          + "=" + in.raw(Couchbase3Properties.DURABILITY) + " (server-side durability and the legacy observe-based"
          + " persistTo/replicateTo exclude each other)");
    }
    mutationTokens = in.bool(Couchbase3Properties.ENABLE_MUTATION_TOKEN,
        Couchbase3Properties.ENABLE_MUTATION_TOKEN_DEFAULT);
    if (!mutationTokens && isLegacyDurability()) {
      throw new InvalidPropertyException(Couchbase3Properties.ENABLE_MUTATION_TOKEN, "false", "true with "
          + describeDurability() + " (SDK 3 observes the legacy durability through mutation tokens)");
    }
    outOfOrderExecution = in.bool(Couchbase3Properties.OUT_OF_ORDER_EXECUTION,
        Couchbase3Properties.OUT_OF_ORDER_EXECUTION_DEFAULT);
    ForkNames.check(in);
    ignoredSdk2Settings = ForkNames.ignoredSdk2Settings(in);
    if (in.bool(Couchbase3Properties.TRANSACTIONS_ENABLED, Couchbase3Properties.TRANSACTIONS_ENABLED_DEFAULT)) {
      throw new InvalidPropertyException(Couchbase3Properties.TRANSACTIONS_ENABLED, "true", "false (this binding"
          + " runs no ACID transactions)");
    }
    DocumentSizeCheck.check(in);
    kvEndpoints = in.integer(Couchbase3Properties.KV_ENDPOINTS, Couchbase3Properties.KV_ENDPOINTS_DEFAULT, 1, 1024);
    documentExpirySec = DocumentExpiry.read(in, Couchbase3Properties.DOCUMENT_EXPIRY,
        Couchbase3Properties.DOCUMENT_EXPIRY_DEFAULT, System.currentTimeMillis());
    kvTimeoutMs = in.integer(ForkNames.source(in, Couchbase3Properties.KV_TIMEOUT,
        Couchbase3Properties.KV_TIMEOUT_MILLIS), Couchbase3Properties.KV_TIMEOUT_DEFAULT, 1, Integer.MAX_VALUE);
    connectTimeoutMs = in.integer(Couchbase3Properties.CONNECT_TIMEOUT, Couchbase3Properties.CONNECT_TIMEOUT_DEFAULT,
        1, Integer.MAX_VALUE);
    socketConnectTimeoutMs = in.integer(Couchbase3Properties.SOCKET_CONNECT_TIMEOUT,
        Couchbase3Properties.SOCKET_CONNECT_TIMEOUT_DEFAULT, 1, Integer.MAX_VALUE);
    tls = TlsSettings.from(in, raw);
    bootstrapHttpPort = in.integer(ForkNames.source(in, tls.isEnabled() ? Couchbase3Properties.BOOTSTRAP_HTTP_SSL_PORT
        : Couchbase3Properties.BOOTSTRAP_HTTP_PORT, Couchbase3Properties.MANAGER_PORT), tls.isEnabled()
        ? Couchbase3Properties.BOOTSTRAP_HTTP_SSL_PORT_DEFAULT : Couchbase3Properties.BOOTSTRAP_HTTP_PORT_DEFAULT,
        1, 65535);
    bootstrapCarrierPort = in.integer(ForkNames.source(in, tls.isEnabled()
        ? Couchbase3Properties.BOOTSTRAP_CARRIER_SSL_PORT : Couchbase3Properties.BOOTSTRAP_CARRIER_PORT,
        Couchbase3Properties.KV_PORT), tls.isEnabled() ? Couchbase3Properties.BOOTSTRAP_CARRIER_SSL_PORT_DEFAULT
        : Couchbase3Properties.BOOTSTRAP_CARRIER_PORT_DEFAULT, 1, 65535);
    if (!tls.isEnabled()) {
      in.integer(Couchbase3Properties.BOOTSTRAP_HTTP_PORT, Couchbase3Properties.BOOTSTRAP_HTTP_PORT_DEFAULT, 1, 65535);
      in.integer(Couchbase3Properties.BOOTSTRAP_CARRIER_PORT, Couchbase3Properties.BOOTSTRAP_CARRIER_PORT_DEFAULT, 1,
          65535);
    }
    writeAllFields = CoreWorkloadReads.writeAllFields(in);
    scans = CoreWorkloadReads.scans(in);
    if (scans) {
      throw new InvalidPropertyException(CoreWorkload.SCAN_PROPORTION_PROPERTY,
          Double.toString(CoreWorkloadReads.scanProportion(in)),
          "0 with the couchbase3 binding (it has no scans yet; the couchbase2 binding scans through N1QL)");
    }
  }

  /**
   * Reads and validates every binding property; a harness may call it before a run starts.
   *
   * @throws InvalidPropertyException for the first invalid value, naming the property and the valid values
   */
  public static Couchbase3Settings from(Properties props) {
    return new Couchbase3Settings(new PropertyReader(props), props);
  }

  private static DurabilityLevel durabilityLevel(PropertyReader in) {
    String value = in.string(Couchbase3Properties.DURABILITY, Couchbase3Properties.DURABILITY_DEFAULT);
    String upper = value.toUpperCase(Locale.ROOT);
    for (int i = 0; i < LEVELS.length; i++) {
      if (upper.equals(Integer.toString(i)) || upper.equals(LEVELS[i].name())) {
        return LEVELS[i];
      }
    }
    throw new InvalidPropertyException(Couchbase3Properties.DURABILITY, value, "0 (none), 1 (majority), 2"
        + " (majority_and_persist_to_active) or 3 (persist_to_majority), numbers or names, case-insensitive");
  }

  private static String name(PropertyReader in, String property, String defaultValue, String chars, int maxChars,
      String expected) {
    String value = in.string(property, defaultValue);
    boolean valid = value.length() <= maxChars;
    for (int i = 0; i < value.length() && valid; i++) {
      valid = chars.indexOf(value.charAt(i)) >= 0;
    }
    if (valid && !property.equals(Couchbase3Properties.BUCKET) && !DEFAULT_NAME.equals(value)) {
      valid = value.charAt(0) != '_' && value.charAt(0) != '%';
    }
    if (!valid) {
      throw new InvalidPropertyException(property, value, expected);
    }
    return value;
  }

  private static List<String> parseHosts(String value) {
    List<String> parsed = new ArrayList<>();
    for (String part : value.split(",", -1)) {
      String host = part.trim();
      boolean valid = !host.isEmpty() && host.length() <= 253 && host.charAt(0) != '-' && host.charAt(0) != '.';
      for (int i = 0; i < host.length() && valid; i++) {
        valid = HOST_CHARS.indexOf(host.charAt(i)) >= 0;
      }
      if (!valid) {
        throw new InvalidPropertyException(Couchbase3Properties.HOST, value, "a comma-separated list of host names"
            + " or IPv4 addresses without ports (the ports: " + Couchbase3Properties.BOOTSTRAP_CARRIER_PORT + ", "
            + Couchbase3Properties.BOOTSTRAP_HTTP_PORT + ")");
      }
      parsed.add(host);
    }
    return Collections.unmodifiableList(parsed);
  }

  /** @return whether a mutation waits for anything beyond the active node's memory */
  public boolean hasDurability() {
    return durability != DurabilityLevel.NONE || persistToNodes > 0 || replicateToReplicas > 0;
  }

  /** @return the replicas the durability asked for needs placed: a majority of copies, or the legacy counts */
  public int replicasNeeded() {
    return Math.max(replicateToReplicas, persistToNodes - 1);
  }

  /**
   * @return the SDK 2 settings given that this binding accepts for perfrunner's command lines but cannot apply
   *     ({@code couchbase.epoll=true couchbase.boost=4}), or null
   */
  public String getIgnoredSdk2Settings() {
    return ignoredSdk2Settings;
  }

  /** @return whether a name only the couchbaselabs fork has is given: a command line written for it (perfrunner's) */
  public boolean isForkCommandLine() {
    return forkCommandLine;
  }

  /** @return whether {@code couchbase.update=replace|upsert} with {@code writeallfields=false} shrinks documents */
  public boolean hasShrinkingUpdates() {
    return updateMode.shrinks(writeAllFields);
  }

  /** @return the durability in words, as the settings record it: {@code MAJORITY}, {@code persistTo=1 ...} */
  public String describeDurability() {
    if (durability != DurabilityLevel.NONE) {
      return Couchbase3Properties.DURABILITY + "=" + durability.name().toLowerCase(Locale.ROOT);
    }
    return Couchbase3Properties.PERSIST_TO + "=" + persistToNodes + " " + Couchbase3Properties.REPLICATE_TO + "="
        + replicateToReplicas;
  }

  public List<String> getHosts() {
    return hosts;
  }

  /** @return the bucket; the documents' scope and collection in it: {@link #getScope()}, {@link #getCollection()} */
  public String getBucket() {
    return bucket;
  }

  public String getScope() {
    return scope;
  }

  public String getCollection() {
    return collection;
  }

  /** @return whether the documents live in a named collection rather than {@code _default._default} */
  public boolean isNamedCollection() {
    return !DEFAULT_NAME.equals(scope) || !DEFAULT_NAME.equals(collection);
  }

  /** @return the RBAC user, or the bucket's name when {@code couchbase.username} is unset */
  public String getUsername() {
    return username;
  }

  /** @return whether {@code couchbase.username} is unset, so the user is the bucket's name */
  public boolean isUsernameDefaulted() {
    return usernameDefaulted;
  }

  /** @return the password, never empty (SDK 3 refuses an empty one); never log it */
  public String password() {
    return password;
  }

  /** @return whether an insert overwrites an existing document */
  public boolean upsert() {
    return upsert;
  }

  /** @return what an update writes ({@code couchbase.update}) */
  public UpdateMode updateMode() {
    return updateMode;
  }

  /** @return the server-side durability level, {@code NONE} when unset or with the legacy properties */
  public DurabilityLevel getDurability() {
    return durability;
  }

  public int getPersistToNodes() {
    return persistToNodes;
  }

  public PersistTo getPersistTo() {
    return PERSIST_TO[persistToNodes];
  }

  public int getReplicateToReplicas() {
    return replicateToReplicas;
  }

  public ReplicateTo getReplicateTo() {
    return REPLICATE_TO[replicateToReplicas];
  }

  /** @return whether the legacy observe-based durability is asked for */
  public boolean isLegacyDurability() {
    return persistToNodes > 0 || replicateToReplicas > 0;
  }

  /** @return the key-value connections to each node: SDK 3's {@code numKvConnections} */
  public int getKvEndpoints() {
    return kvEndpoints;
  }

  public int getDocumentExpirySec() {
    return documentExpirySec;
  }

  /** @return the SDK's key-value timeout ({@code couchbase.kvTimeout}) */
  public Duration kvTimeout() {
    return Duration.ofMillis(kvTimeoutMs);
  }

  /** @return how long init waits for the bucket to be ready ({@code couchbase.connectTimeout}) */
  public Duration connectTimeout() {
    return Duration.ofMillis(connectTimeoutMs);
  }

  /** @return the SDK's timeout for opening one connection ({@code couchbase.socketConnectTimeout}) */
  public Duration socketConnectTimeout() {
    return Duration.ofMillis(socketConnectTimeoutMs);
  }

  /** @return whether every connection uses TLS */
  public boolean isTls() {
    return tls.isEnabled();
  }

  /** @return the SDK's security settings (TLS and the certificates trusted) */
  public com.couchbase.client.core.env.SecurityConfig.Builder securityConfig() {
    return tls.securityConfig();
  }

  /** @return where the trusted certificates come from, e.g. {@code couchbase.certificateFile=/x.pem}; null off */
  public String getTrustSource() {
    return tls.trustSource();
  }

  public boolean isMutationTokens() {
    return mutationTokens;
  }

  public boolean isOutOfOrderExecution() {
    return outOfOrderExecution;
  }

  /** @return the management port of every seed in effect, the TLS one with TLS: the fork's {@code managerPort} */
  public int managerPort() {
    return bootstrapHttpPort;
  }

  /** @return the key-value port of every seed in effect, the TLS one with TLS: the fork's {@code kvPort} */
  public int kvPort() {
    return bootstrapCarrierPort;
  }

  /**
   * @return what must be equal for two client threads to share one cluster connection: everything the connection
   *     is built from (password included, so it is never printed)
   */
  String connectionKey() {
    return hosts + "|" + bucket + "|" + username + "|" + password + "|" + kvEndpoints + "|" + kvTimeoutMs + "|"
        + connectTimeoutMs + "|" + socketConnectTimeoutMs + "|" + bootstrapHttpPort + "|" + bootstrapCarrierPort + "|"
        + tls.connectionKey() + "|" + mutationTokens + "|" + outOfOrderExecution;
  }
}
