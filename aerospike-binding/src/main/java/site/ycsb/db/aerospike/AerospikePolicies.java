/*
 * Copyright (c) 2026 ycsb-ext contributors.
 * Licensed under the Apache License, Version 2.0 (http://www.apache.org/licenses/LICENSE-2.0).
 */
package site.ycsb.db.aerospike;

import com.aerospike.client.Host;
import com.aerospike.client.policy.ClientPolicy;
import com.aerospike.client.policy.Policy;
import com.aerospike.client.policy.RecordExistsAction;
import com.aerospike.client.policy.ScanPolicy;
import com.aerospike.client.policy.TlsPolicy;
import com.aerospike.client.policy.WritePolicy;

import java.util.List;

/**
 * The client policies of one {@link AerospikeSettings}: the client's own ({@link #newClientPolicy()}, the seed
 * {@link #newHosts()}) and one per operation kind, built once.
 *
 * <p>The per-operation policies are shared by every worker thread and never changed after construction (the
 * client only reads them), so an instance is thread-safe once built.
 */
public final class AerospikePolicies {
  private final AerospikeSettings settings;
  private final Policy read;
  private final WritePolicy insert;
  private final WritePolicy update;
  private final WritePolicy delete;
  private final ScanPolicy scan;

  /** @param settings validated settings */
  public AerospikePolicies(AerospikeSettings settings) {
    this.settings = settings;
    read = new Policy();
    applyCommon(read);

    WritePolicy write = new WritePolicy();
    applyCommon(write);
    write.commitLevel = settings.getCommitLevel();
    write.durableDelete = settings.isDurableDelete();
    write.expiration = settings.getExpirationSec();

    insert = new WritePolicy(write);
    insert.recordExistsAction = settings.getInsertMode() == AerospikeSettings.InsertMode.CREATE
        ? RecordExistsAction.CREATE_ONLY : RecordExistsAction.REPLACE;
    update = new WritePolicy(write);
    update.recordExistsAction = settings.getUpdateMode() == AerospikeSettings.UpdateMode.MERGE
        ? RecordExistsAction.UPDATE_ONLY : RecordExistsAction.REPLACE_ONLY;
    delete = new WritePolicy(write);

    scan = new ScanPolicy();
    applyCommon(scan);
  }

  private void applyCommon(Policy policy) {
    policy.totalTimeout = settings.getTotalTimeoutMs();
    // 0 lets the client use the total timeout as the socket timeout (its documented rule).
    policy.socketTimeout = settings.getSocketTimeoutMs();
    policy.connectTimeout = settings.getConnectTimeoutMs();
    if (settings.getMaxRetries() != AerospikeSettings.CLIENT_DEFAULT_RETRIES) {
      policy.maxRetries = settings.getMaxRetries();
    }
    policy.sleepBetweenRetries = settings.getSleepBetweenRetriesMs();
    policy.readModeAP = settings.getReadModeAP();
    policy.readModeSC = settings.getReadModeSC();
    policy.replica = settings.getReplica();
    policy.sendKey = settings.isSendKey();
  }

  /** @return a new client policy: credentials, cluster name, connection pool, tend timeout, TLS */
  public ClientPolicy newClientPolicy() {
    ClientPolicy client = new ClientPolicy();
    client.user = settings.getUser();
    client.password = settings.getPassword();
    client.clusterName = settings.getClusterName();
    if (settings.getConnectTimeoutMs() > 0) {
      client.timeout = settings.getConnectTimeoutMs();
    }
    client.maxConnsPerNode = settings.getMaxConnsPerNode();
    client.minConnsPerNode = settings.getMinConnsPerNode();
    client.connPoolsPerNode = settings.getConnPoolsPerNode();
    if (settings.getTlsName() != null) {
      // A null context makes the client use the JVM's default SSLContext (javax.net.ssl.* trust store).
      client.tlsPolicy = new TlsPolicy();
    }
    client.readPolicyDefault = new Policy(read);
    client.writePolicyDefault = new WritePolicy(update);
    client.scanPolicyDefault = new ScanPolicy(scan);
    return client;
  }

  /** @return the seed hosts, each with the TLS name when TLS is on */
  public Host[] newHosts() {
    List<SeedHost> seeds = settings.getHosts();
    Host[] hosts = new Host[seeds.size()];
    for (int i = 0; i < hosts.length; i++) {
      SeedHost seed = seeds.get(i);
      hosts[i] = new Host(seed.getName(), settings.getTlsName(), seed.getPort());
    }
    return hosts;
  }

  /** @return the policy of reads; do not modify */
  public Policy read() {
    return read;
  }

  /** @return the policy of inserts ({@code CREATE_ONLY} or {@code REPLACE}); do not modify */
  public WritePolicy insert() {
    return insert;
  }

  /** @return the policy of updates ({@code UPDATE_ONLY} or {@code REPLACE_ONLY}); do not modify */
  public WritePolicy update() {
    return update;
  }

  /** @return the policy of deletes; do not modify */
  public WritePolicy delete() {
    return delete;
  }

  /**
   * @param maxRecords the most records the scan may return, 1 or more
   * @return a new scan policy limited to {@code maxRecords}
   */
  public ScanPolicy scan(int maxRecords) {
    ScanPolicy policy = new ScanPolicy(scan);
    policy.maxRecords = maxRecords;
    return policy;
  }
}
