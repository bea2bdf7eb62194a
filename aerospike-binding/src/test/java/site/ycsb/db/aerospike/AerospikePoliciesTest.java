/*
 * Copyright (c) 2026 ycsb-ext contributors.
 * Licensed under the Apache License, Version 2.0 (http://www.apache.org/licenses/LICENSE-2.0).
 */
package site.ycsb.db.aerospike;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Properties;

import org.junit.jupiter.api.Test;

import com.aerospike.client.Host;
import com.aerospike.client.policy.ClientPolicy;
import com.aerospike.client.policy.CommitLevel;
import com.aerospike.client.policy.Policy;
import com.aerospike.client.policy.ReadModeAP;
import com.aerospike.client.policy.ReadModeSC;
import com.aerospike.client.policy.RecordExistsAction;
import com.aerospike.client.policy.Replica;
import com.aerospike.client.policy.WritePolicy;

/** How settings turn into client policies (what reaches the wire is proven against the stand-in). */
class AerospikePoliciesTest {

  private static AerospikePolicies policies(String... keyValues) {
    Properties props = new Properties();
    for (int i = 0; i < keyValues.length; i += 2) {
      props.setProperty(keyValues[i], keyValues[i + 1]);
    }
    return new AerospikePolicies(AerospikeSettings.from(props));
  }

  @Test
  void everyCommandPolicyCarriesTimeoutsRetriesAndReadModes() {
    AerospikePolicies p = policies("as.totalTimeout", "700", "as.socketTimeout", "300", "as.connectTimeout", "50",
        "as.maxRetries", "4", "as.sleepBetweenRetries", "20", "as.readModeAP", "all", "as.readModeSC",
        "allow_unavailable", "as.replica", "master_proles", "as.sendKey", "true");
    for (Policy policy : new Policy[] {p.read(), p.insert(), p.update(), p.delete(), p.scan(10)}) {
      assertEquals(700, policy.totalTimeout);
      assertEquals(300, policy.socketTimeout);
      assertEquals(50, policy.connectTimeout);
      assertEquals(4, policy.maxRetries);
      assertEquals(20, policy.sleepBetweenRetries);
      assertEquals(ReadModeAP.ALL, policy.readModeAP);
      assertEquals(ReadModeSC.ALLOW_UNAVAILABLE, policy.readModeSC);
      assertEquals(Replica.MASTER_PROLES, policy.replica);
      assertTrue(policy.sendKey);
    }
  }

  @Test
  void unsetRetriesKeepTheClientsPerCommandDefaults() {
    AerospikePolicies p = policies();
    assertEquals(new Policy().maxRetries, p.read().maxRetries);
    assertEquals(new WritePolicy().maxRetries, p.update().maxRetries);
    assertEquals(10000, p.read().totalTimeout);
    assertEquals(10000, p.scan(1).totalTimeout);
    assertEquals(1, p.scan(1).maxRecords);
  }

  @Test
  void writePoliciesCarryCommitLevelDurabilityTtlAndExistsActions() {
    AerospikePolicies p = policies("as.commitLevel", "master", "as.durableDelete", "true", "as.expiration", "-1");
    for (WritePolicy policy : new WritePolicy[] {p.insert(), p.update(), p.delete()}) {
      assertEquals(CommitLevel.COMMIT_MASTER, policy.commitLevel);
      assertTrue(policy.durableDelete);
      assertEquals(-1, policy.expiration);
    }
    assertEquals(RecordExistsAction.CREATE_ONLY, p.insert().recordExistsAction);
    assertEquals(RecordExistsAction.UPDATE_ONLY, p.update().recordExistsAction);

    AerospikePolicies replace = policies("as.update", "replace", "as.insert", "replace");
    assertEquals(RecordExistsAction.REPLACE, replace.insert().recordExistsAction);
    assertEquals(RecordExistsAction.REPLACE_ONLY, replace.update().recordExistsAction);
  }

  @Test
  void clientPolicyHasTheClientsOneConnectionPoolUnlessSet() {
    assertEquals(1, policies("threadcount", "16").newClientPolicy().connPoolsPerNode, "whatever the thread count");
    assertEquals(1, policies().newClientPolicy().connPoolsPerNode);
    assertEquals(3, policies("threadcount", "16", "as.connPoolsPerNode", "3").newClientPolicy().connPoolsPerNode);
  }

  @Test
  void clientPolicyCarriesCredentialsPoolClusterNameAndTls() {
    AerospikePolicies p = policies("as.user", "bench", "as.password", "pw", "as.maxConnsPerNode", "300",
        "as.minConnsPerNode", "20", "as.clusterName", "prod", "as.connectTimeout", "2500", "as.tls.name", "db.example",
        "as.host", "127.0.0.2:3100,127.0.0.3");
    ClientPolicy client = p.newClientPolicy();
    assertEquals("bench", client.user);
    assertEquals("pw", client.password);
    assertEquals(300, client.maxConnsPerNode);
    assertEquals(20, client.minConnsPerNode);
    assertEquals("prod", client.clusterName);
    assertEquals(2500, client.timeout);
    assertNotNull(client.tlsPolicy);
    Host[] hosts = p.newHosts();
    assertEquals(2, hosts.length);
    assertEquals(new Host("127.0.0.2", "db.example", 3100), hosts[0]);
    assertEquals("db.example", hosts[0].tlsName);
    assertEquals("db.example", hosts[1].tlsName);
    assertEquals(3000, hosts[1].port);
  }

  @Test
  void plainClientPolicyHasNoTlsAndTheClientsTendTimeout() {
    ClientPolicy client = policies().newClientPolicy();
    assertNull(client.tlsPolicy);
    assertNull(client.user);
    assertEquals(new ClientPolicy().timeout, client.timeout);
  }
}
