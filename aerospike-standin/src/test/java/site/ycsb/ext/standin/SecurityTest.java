/*
 * Copyright (c) 2026 ycsb-ext contributors.
 * Licensed under the Apache License, Version 2.0 (http://www.apache.org/licenses/LICENSE-2.0).
 */
package site.ycsb.ext.standin;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.DataInputStream;
import java.io.IOException;
import java.net.Socket;
import java.util.List;

import com.aerospike.client.AerospikeClient;
import com.aerospike.client.AerospikeException;
import com.aerospike.client.Bin;
import com.aerospike.client.Host;
import com.aerospike.client.Key;
import com.aerospike.client.ResultCode;
import com.aerospike.client.policy.ClientPolicy;

import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/** Internal-user security: login, session tokens on pooled connections, refusals. */
class SecurityTest {
  private static AerospikeStandin standin;

  @BeforeAll
  static void start() {
    standin = AerospikeStandin.builder().nodes(2).edition(Edition.ENTERPRISE).user("bench", "s3cret").start();
  }

  @AfterAll
  static void stop() {
    standin.close();
  }

  private static ClientPolicy as(String user, String password) {
    ClientPolicy p = Clients.policy();
    p.user = user;
    p.password = password;
    return p;
  }

  @Test
  void rightPasswordLogsInOnEveryNodeAndCommandsRun() {
    try (AerospikeClient client = Clients.connect(standin, as("bench", "s3cret"))) {
      assertEquals(2, client.getNodes().length);
      for (int i = 0; i < 20; i++) {
        Key k = new Key("ycsb", "sec", i);
        client.put(null, k, new Bin("a", i));
        assertEquals(i, client.get(null, k).getInt("a"));
      }
    }
    List<LoginAttempt> logins = standin.logins();
    assertTrue(logins.stream().anyMatch(l -> l.node() == 0 && l.resultCode() == 0 && "bench".equals(l.user())));
    assertTrue(logins.stream().anyMatch(l -> l.node() == 1 && l.resultCode() == 0));
  }

  @Test
  void wrongPasswordFailsTheClientWithInvalidPassword() {
    AerospikeException e = assertThrows(AerospikeException.class,
        () -> Clients.connect(standin, as("bench", "wrong")).close());
    // The seeding error lists each seed's cause: the server's INVALID_PASSWORD answer to the login.
    assertTrue(e.getMessage().contains("Error 62"), e.getMessage());
    assertTrue(standin.logins().stream().anyMatch(l -> l.resultCode() == Security.INVALID_PASSWORD));
  }

  @Test
  void unknownUserIsRefused() {
    assertThrows(AerospikeException.class, () -> Clients.connect(standin, as("nobody", "x")).close());
    assertTrue(standin.logins().stream().anyMatch(l -> "nobody".equals(l.user())
        && l.resultCode() == Security.INVALID_USER));
  }

  @Test
  void commandWithoutLoginAnswersNotAuthenticated() throws IOException {
    // A client without credentials is refused on its first command: the tend (info) is open, commands are not.
    try (AerospikeClient client = new AerospikeClient(Clients.policy(), new Host("127.0.0.1", standin.port()))) {
      AerospikeException e = assertThrows(AerospikeException.class,
          () -> client.put(null, new Key("ycsb", "sec", "x"), new Bin("a", 1)));
      assertEquals(ResultCode.NOT_AUTHENTICATED, e.getResultCode());
    }
    try (Socket s = new Socket(standin.address(0), standin.port())) {
      s.setSoTimeout(5000);
      // An info request needs no login.
      byte[] body = "node\n".getBytes();
      byte[] msg = new byte[8 + body.length];
      Wire.putLong(msg, 0, body.length | (2L << 56) | (1L << 48));
      System.arraycopy(body, 0, msg, 8, body.length);
      s.getOutputStream().write(msg);
      DataInputStream in = new DataInputStream(s.getInputStream());
      byte[] answer = new byte[(int) (in.readLong() & 0xffffffffffffL)];
      in.readFully(answer);
      assertEquals("node\t" + standin.nodeName(0) + "\n", new String(answer));
    }
  }

  @Test
  void withoutUsersALoginClosesTheConnection() {
    try (AerospikeStandin open = AerospikeStandin.builder().start()) {
      ClientPolicy p = as("bench", "s3cret");
      assertThrows(AerospikeException.class, () -> Clients.connect(open, p).close());
      assertFalse(open.logins().iterator().hasNext());
    }
  }
}
