/*
 * Copyright (c) 2026 ycsb-ext contributors.
 * Licensed under the Apache License, Version 2.0 (http://www.apache.org/licenses/LICENSE-2.0).
 */
package site.ycsb.db.aerospike;

import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.net.ConnectException;
import java.net.InetAddress;
import java.net.InetSocketAddress;
import java.net.Socket;
import java.net.SocketTimeoutException;
import java.net.UnknownHostException;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.Callable;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.ThreadFactory;

/**
 * Asks each seed host, before the client is built, whether it answers as an Aerospike node would: a TCP connection
 * and one info request ({@code node}), both within the connect timeout. The client itself reports a refused port and
 * a host that accepts connections but never answers with the same "Connection failed"; the probe tells them apart,
 * and lets a run whose seeds are all silent fail after one connect timeout instead of the client's longer attempt.
 *
 * <p>Seeds are probed in parallel (one short-lived daemon thread each), so the probe takes at most about two connect
 * timeouts (TCP connect, then the answer) whatever the number of seeds. Stateless; thread-safe.
 */
final class SeedProbe {

  /** What one seed did. */
  enum Outcome {
    /** It sent bytes back, or closed the connection after the request: something that speaks is there. */
    ANSWERED,
    /** Nothing listens on the port (TCP reset). */
    REFUSED,
    /** The TCP connection was not established within the timeout (host down, filtered, unroutable). */
    NO_CONNECTION,
    /** The connection was accepted but no byte came back within the timeout. */
    SILENT,
    /** The host name does not resolve. */
    UNKNOWN_HOST
  }

  /** One seed's result. Immutable. */
  static final class Result {
    private final SeedHost seed;
    private final Outcome outcome;
    private final String detail;

    Result(SeedHost seed, Outcome outcome, String detail) {
      this.seed = seed;
      this.outcome = outcome;
      this.detail = detail;
    }

    Outcome outcome() {
      return outcome;
    }

    /**
     * @param timeoutMs the timeout the probe used, in milliseconds
     * @param timeoutProperty the property that sets it, for the message
     * @return e.g. {@code 127.0.0.1:3000 accepted the connection but sent no answer within 1000 ms (...)}
     */
    String describe(int timeoutMs, String timeoutProperty) {
      switch (outcome) {
      case REFUSED:
        return seed + " refused the connection (nothing listens on that port)";
      case NO_CONNECTION:
        return seed + " did not accept a TCP connection within " + timeoutMs + " ms (" + timeoutProperty
            + "; host down, unreachable or filtered)";
      case SILENT:
        return seed + " accepted the connection but sent no answer within " + timeoutMs + " ms (" + timeoutProperty
            + "; not an Aerospike service port, or a hung node)";
      case UNKNOWN_HOST:
        return seed + " does not resolve (" + detail + ")";
      default:
        return seed + " answered";
      }
    }
  }

  private SeedProbe() {
  }

  /**
   * Probes every seed at once.
   *
   * @param seeds the seed hosts
   * @param timeoutMs the TCP connect timeout and the wait for the first answer byte, each, in milliseconds; 1 or more
   * @param sendInfo whether to send an info request after connecting ({@code false} for TLS, where the probe only
   *     checks the TCP connection)
   * @return one result per seed, in the order given
   */
  static List<Result> probe(List<SeedHost> seeds, final int timeoutMs, final boolean sendInfo) {
    ExecutorService pool = Executors.newFixedThreadPool(seeds.size(), new ThreadFactory() {
      @Override
      public Thread newThread(Runnable task) {
        Thread thread = new Thread(task, "aerospike-seed-probe");
        thread.setDaemon(true);
        return thread;
      }
    });
    try {
      List<Future<Result>> futures = new ArrayList<Future<Result>>();
      for (final SeedHost seed : seeds) {
        futures.add(pool.submit(new Callable<Result>() {
          @Override
          public Result call() {
            return probeOne(seed, timeoutMs, sendInfo);
          }
        }));
      }
      List<Result> results = new ArrayList<Result>();
      for (int i = 0; i < seeds.size(); i++) {
        try {
          results.add(futures.get(i).get());
        } catch (ExecutionException e) {
          // probeOne catches what it expects; anything else means "could not tell": let the client try.
          results.add(new Result(seeds.get(i), Outcome.ANSWERED, String.valueOf(e.getCause())));
        } catch (InterruptedException e) {
          Thread.currentThread().interrupt();
          results.add(new Result(seeds.get(i), Outcome.ANSWERED, "interrupted"));
        }
      }
      return results;
    } finally {
      pool.shutdownNow();
    }
  }

  /** @return the seed's outcome: the best over its addresses (a name may resolve to IPv4 and IPv6 addresses) */
  static Result probeOne(SeedHost seed, int timeoutMs, boolean sendInfo) {
    InetAddress[] addresses;
    try {
      addresses = InetAddress.getAllByName(seed.getName());
    } catch (UnknownHostException e) {
      return new Result(seed, Outcome.UNKNOWN_HOST, e.getMessage());
    }
    Outcome best = null;
    for (InetAddress address : addresses) {
      Outcome outcome = probeAddress(new InetSocketAddress(address, seed.getPort()), timeoutMs, sendInfo);
      if (best == null || outcome.ordinal() < best.ordinal()) {
        best = outcome;
      }
      if (best == Outcome.ANSWERED) {
        break;
      }
    }
    return new Result(seed, best, "");
  }

  private static Outcome probeAddress(InetSocketAddress address, int timeoutMs, boolean sendInfo) {
    try (Socket socket = new Socket()) {
      try {
        socket.connect(address, timeoutMs);
      } catch (ConnectException e) {
        return Outcome.REFUSED;
      }
      if (!sendInfo) {
        return Outcome.ANSWERED;
      }
      try {
        socket.setSoTimeout(timeoutMs);
        OutputStream out = socket.getOutputStream();
        out.write(infoRequest("node\n"));
        out.flush();
        InputStream in = socket.getInputStream();
        in.read(); // a byte or end of stream: either way, something answered
        return Outcome.ANSWERED;
      } catch (SocketTimeoutException e) {
        return Outcome.SILENT;
      } catch (IOException e) {
        // Reset after the request: a server that refuses the request still answered.
        return Outcome.ANSWERED;
      }
    } catch (IOException e) {
      // the connection failed other than by a refusal (closing a plain socket throws nothing in practice)
      return Outcome.NO_CONNECTION;
    }
  }

  /**
   * An info request: the 8-byte proto header (version 2, type 1 = info, 48-bit big-endian payload length) followed
   * by the newline-terminated command names.
   */
  static byte[] infoRequest(String commands) {
    byte[] payload = commands.getBytes(StandardCharsets.US_ASCII);
    byte[] message = new byte[8 + payload.length];
    message[0] = 2;
    message[1] = 1;
    long length = payload.length;
    for (int i = 7; i >= 2; i--) {
      message[i] = (byte) length;
      length >>>= 8;
    }
    System.arraycopy(payload, 0, message, 8, payload.length);
    return message;
  }
}
