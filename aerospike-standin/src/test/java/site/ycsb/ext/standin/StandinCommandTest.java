/*
 * Copyright (c) 2026 ycsb-ext contributors.
 * Licensed under the Apache License, Version 2.0 (http://www.apache.org/licenses/LICENSE-2.0).
 */
package site.ycsb.ext.standin;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.PrintWriter;
import java.io.StringWriter;
import java.net.InetAddress;
import java.net.InetSocketAddress;
import java.net.ServerSocket;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.TimeUnit;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

import com.aerospike.client.AerospikeClient;
import com.aerospike.client.AerospikeException;
import com.aerospike.client.Bin;
import com.aerospike.client.Host;
import com.aerospike.client.Key;
import com.aerospike.client.ResultCode;
import com.aerospike.client.policy.WritePolicy;

import org.junit.jupiter.api.Test;

import picocli.CommandLine;

/** {@code standin aerospike}: serves what it prints, rejects bad options with exit 2, reports a busy port. */
class StandinCommandTest {

  private static final class Run {
    final StringWriter out = new StringWriter();
    final StringWriter err = new StringWriter();
    final AerospikeStandinCommand aerospike = new AerospikeStandinCommand();
    final CommandLine cmd;

    Run() {
      cmd = new CommandLine(new StandinCommand(), new CommandLine.IFactory() {
        @Override
        public <K> K create(Class<K> type) throws Exception {
          return type == AerospikeStandinCommand.class ? type.cast(aerospike) : CommandLine.defaultFactory().create(type);
        }
      });
      cmd.setOut(new PrintWriter(out, true));
      cmd.setErr(new PrintWriter(err, true));
    }

    String out() {
      synchronized (out.getBuffer()) {
        return out.toString();
      }
    }
  }

  /** Waits (at most 60 s: a busy machine) until the command printed its seed line; the matcher's group 1 is the port. */
  private static Matcher awaitSeed(Run run, Future<Integer> exit) throws InterruptedException {
    Pattern seed = Pattern.compile("seed 127\\.0\\.0\\.1:(\\d+)");
    Matcher m = seed.matcher("");
    long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(60);
    while (!(m = seed.matcher(run.out())).find() && System.nanoTime() < deadline && !exit.isDone()) {
      Thread.sleep(20);
    }
    assertTrue(m.find(0), "printed the seed: " + run.out() + run.err);
    return m;
  }

  @Test
  void servesTheClusterItPrintsUntilStopped() throws Exception {
    Run run = new Run();
    ExecutorService exec = Executors.newSingleThreadExecutor();
    try {
      Future<Integer> exit = exec.submit(() -> run.cmd.execute("aerospike", "--port", "0", "--nodes", "2",
          "--namespace", "ycsb,test"));
      Matcher m = awaitSeed(run, exit);
      int port = Integer.parseInt(m.group(1));
      assertTrue(run.out().contains("hosts 127.0.0.1:" + port + ",127.0.0.2:" + port), run.out());
      try (AerospikeClient client = new AerospikeClient(Clients.policy(), new Host("127.0.0.1", port))) {
        assertEquals(2, client.getNodes().length);
        client.put(null, new Key("test", "s", 1), new Bin("a", 7));
        assertNotNull(client.get(null, new Key("test", "s", 1)));
      }
      run.aerospike.stop();
      assertEquals(0, exit.get(10, TimeUnit.SECONDS));
    } finally {
      exec.shutdownNow();
    }
  }

  @Test
  void invalidNodeCountIsABadInputExit() {
    Run run = new Run();
    assertEquals(2, run.cmd.execute("aerospike", "--nodes", "0"));
    assertTrue(run.err.toString().contains("Invalid value '0' for option '--nodes': expected 1..254"), run.err.toString());
  }

  @Test
  void invalidNamespaceIsABadInputExit() {
    Run run = new Run();
    assertEquals(2, run.cmd.execute("aerospike", "--namespace", "a:b"));
    assertTrue(run.err.toString().contains("Invalid value 'a:b' for option '--namespace'"), run.err.toString());
  }

  @Test
  void enterpriseStrongConsistencyClusterServesDurableDeletesAndRefusesOthers() throws Exception {
    Run run = new Run();
    ExecutorService exec = Executors.newSingleThreadExecutor();
    try {
      Future<Integer> exit = exec.submit(() -> run.cmd.execute("aerospike", "--port", "0", "--nodes", "2",
          "--edition", "enterprise", "--strong-consistency", "--replication-factor", "2"));
      Matcher m = awaitSeed(run, exit);
      assertTrue(run.out().contains("Aerospike stand-in (Aerospike Enterprise Edition): 2 nodes"), run.out());
      assertTrue(run.out().contains("replication-factor=2;") && run.out().contains("strong-consistency=true"),
          run.out());
      try (AerospikeClient client = new AerospikeClient(Clients.policy(),
          new Host("127.0.0.1", Integer.parseInt(m.group(1))))) {
        Key key = new Key("ycsb", "s", 1);
        client.put(null, key, new Bin("a", 7));
        AerospikeException e = assertThrows(AerospikeException.class, () -> client.delete(null, key));
        assertEquals(ResultCode.FAIL_FORBIDDEN, e.getResultCode(), "SC namespaces need durable deletes");
        WritePolicy durable = new WritePolicy(client.getWritePolicyDefault());
        durable.durableDelete = true;
        assertTrue(client.delete(durable, key));
      }
      run.aerospike.stop();
      assertEquals(0, exit.get(10, TimeUnit.SECONDS));
    } finally {
      exec.shutdownNow();
    }
  }

  @Test
  void strongConsistencyOnCommunityIsABadInputExit() {
    Run run = new Run();
    assertEquals(2, run.cmd.execute("aerospike", "--strong-consistency"));
    assertTrue(run.err.toString().startsWith("Invalid option '--strong-consistency' with --edition community: "
        + "strong consistency is an Enterprise Edition feature (add --edition enterprise)"), run.err.toString());
  }

  @Test
  void unknownEditionIsABadInputExit() {
    Run run = new Run();
    assertEquals(2, run.cmd.execute("aerospike", "--edition", "gold"));
    assertTrue(run.err.toString().contains("Invalid value 'gold' for option '--edition': expected community or "
        + "enterprise"), run.err.toString());
  }

  @Test
  void defaultTtlWithoutNsupIsABadInputExit() {
    Run run = new Run();
    assertEquals(2, run.cmd.execute("aerospike", "--default-ttl", "60"));
    assertTrue(run.err.toString().contains("a non-zero default-ttl needs --nsup-period > 0 or "
        + "--allow-ttl-without-nsup"), run.err.toString());
  }

  @Test
  void missingSubcommandIsABadInputExit() {
    Run run = new Run();
    assertEquals(2, run.cmd.execute());
  }

  @Test
  void busyPortIsReportedOnOneLineWithExitOne() throws Exception {
    try (ServerSocket busy = new ServerSocket()) {
      busy.bind(new InetSocketAddress(InetAddress.getByName("127.0.0.1"), 0));
      Run run = new Run();
      assertEquals(1, run.cmd.execute("aerospike", "--nodes", "1", "--port", Integer.toString(busy.getLocalPort())));
      String err = run.err.toString();
      assertTrue(err.startsWith("standin aerospike: Cannot bind the stand-in on [127.0.0.1] port "
          + busy.getLocalPort()), err);
      assertEquals(1, err.strip().lines().count(), err);
    }
  }
}
