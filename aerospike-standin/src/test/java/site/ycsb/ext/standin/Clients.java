/*
 * Copyright (c) 2026 ycsb-ext contributors.
 * Licensed under the Apache License, Version 2.0 (http://www.apache.org/licenses/LICENSE-2.0).
 */
package site.ycsb.ext.standin;

import com.aerospike.client.AerospikeClient;
import com.aerospike.client.Host;
import com.aerospike.client.policy.ClientPolicy;

/** Official clients tuned for fast tests: short tend interval and timeouts, no retries. */
final class Clients {
  private Clients() {
  }

  static ClientPolicy policy() {
    ClientPolicy p = new ClientPolicy();
    p.tendInterval = 250;
    p.timeout = 2000;
    p.loginTimeout = 2000;
    p.readPolicyDefault.totalTimeout = 2000;
    p.readPolicyDefault.socketTimeout = 2000;
    p.readPolicyDefault.maxRetries = 0;
    p.writePolicyDefault.totalTimeout = 2000;
    p.writePolicyDefault.socketTimeout = 2000;
    p.writePolicyDefault.maxRetries = 0;
    p.batchPolicyDefault.totalTimeout = 2000;
    p.batchPolicyDefault.socketTimeout = 2000;
    p.batchPolicyDefault.maxRetries = 0;
    p.scanPolicyDefault.totalTimeout = 5000;
    p.scanPolicyDefault.socketTimeout = 5000;
    p.scanPolicyDefault.maxRetries = 0;
    p.queryPolicyDefault.totalTimeout = 5000;
    p.queryPolicyDefault.socketTimeout = 5000;
    p.queryPolicyDefault.maxRetries = 0;
    return p;
  }

  /** @return a client seeded with node 0 only */
  static AerospikeClient connect(AerospikeStandin standin) {
    return connect(standin, policy());
  }

  static AerospikeClient connect(AerospikeStandin standin, ClientPolicy policy) {
    return new AerospikeClient(policy, new Host(standin.address(0), standin.port()));
  }
}
