/*
 * Copyright (c) 2026 ycsb-ext contributors.
 * Licensed under the Apache License, Version 2.0 (http://www.apache.org/licenses/LICENSE-2.0).
 */
package site.ycsb.ext.standin.couchbase;

import com.couchbase.mock.memcached.protocol.BinaryResponse;
import java.io.IOException;
import java.net.SocketAddress;
import java.net.StandardSocketOptions;
import java.nio.channels.ClosedSelectorException;
import java.nio.channels.SelectionKey;
import java.nio.channels.Selector;
import java.nio.channels.ServerSocketChannel;
import java.nio.channels.SocketChannel;
import java.util.ArrayList;
import java.util.Iterator;
import java.util.List;
import java.util.Queue;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ConcurrentLinkedQueue;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;
import java.util.logging.Level;
import java.util.logging.Logger;

/**
 * The I/O loop of one {@link StandinNode}, in place of CouchbaseMock's: accepts on the node's key-value port, reads
 * requests into {@link KvConnection}s (which the mock's executors run on this thread, as the mock's loop does) and
 * writes their responses. Other threads hand it work with {@link #submit} (a synchronous write's late response, a
 * stop or start of the node). Stopping closes the listener and every connection, as a node that went down; starting
 * listens on the same address and port again. Runs on the node's thread until it is interrupted.
 */
final class KvLoop {
  private static final Logger LOG = Logger.getLogger(KvLoop.class.getName());
  /** Hang guard of {@link #call}, seconds. */
  private static final int CALL_GUARD_S = 30;

  private final StandinNode node;
  private final SocketAddress address;
  private final Queue<Runnable> tasks = new ConcurrentLinkedQueue<>();
  private final List<KvConnection> connections = new ArrayList<>();
  private final Selector selector;
  private ServerSocketChannel listener;

  /** @param listener the node's bound key-value listener, which this loop owns from now on */
  KvLoop(StandinNode node, ServerSocketChannel listener) throws IOException {
    this.node = node;
    this.listener = listener;
    this.address = listener.getLocalAddress();
    this.selector = Selector.open();
    listener.configureBlocking(false);
    listener.register(selector, SelectionKey.OP_ACCEPT);
  }

  /** Runs {@code task} on the loop's thread, soon; from any thread. */
  void submit(Runnable task) {
    tasks.add(task);
    selector.wakeup();
  }

  /** Sends {@code response} on {@code connection} from the loop's thread; dropped when the connection is closed. */
  void sendLater(KvConnection connection, BinaryResponse response) {
    submit(() -> {
      if (!connection.isClosed()) {
        connection.sendResponse(response);
        flush(connection);
      }
    });
  }

  /** Serves until the thread is interrupted, then closes everything. */
  void run() {
    try {
      while (!Thread.currentThread().isInterrupted()) {
        selector.select();
        for (Runnable task = tasks.poll(); task != null; task = tasks.poll()) {
          task.run();
        }
        Iterator<SelectionKey> selected = selector.selectedKeys().iterator();
        while (selected.hasNext()) {
          SelectionKey key = selected.next();
          selected.remove();
          if (key.isValid()) {
            handle(key);
          }
        }
      }
    } catch (IOException | ClosedSelectorException e) {
      LOG.log(Level.WARNING, "key-value loop of " + address + " ended", e);
    } finally {
      stopListening();
      try {
        selector.close();
      } catch (IOException e) {
        // closing anyway
      }
    }
  }

  private void handle(SelectionKey key) throws IOException {
    if (key.attachment() == null) {
      SocketChannel accepted = listener.accept();
      if (accepted != null) {
        accepted.configureBlocking(false);
        accepted.socket().setTcpNoDelay(true);
        KvConnection connection = new KvConnection(node, accepted);
        connections.add(connection);
        accepted.register(selector, SelectionKey.OP_READ, connection);
      }
      return;
    }
    KvConnection connection = (KvConnection) key.attachment();
    try {
      if (key.isReadable() && !connection.read()) {
        drop(connection);
        return;
      }
      flush(connection);
    } catch (IOException e) {
      drop(connection);
    }
  }

  /* Writes what it can and asks to be told when the rest can go. */
  private void flush(KvConnection connection) {
    try {
      boolean more = connection.write();
      SelectionKey key = connection.channel().keyFor(selector);
      if (key != null && key.isValid()) {
        key.interestOps(SelectionKey.OP_READ | (more ? SelectionKey.OP_WRITE : 0));
      }
    } catch (IOException e) {
      drop(connection);
    }
  }

  private void drop(KvConnection connection) {
    connection.close();
    connections.remove(connection);
  }

  /** Stops the node: closes the listener and every connection. Call on the loop's thread ({@link #submit}). */
  void stopListening() {
    new ArrayList<>(connections).forEach(this::drop);
    if (listener != null) {
      try {
        listener.close();
      } catch (IOException e) {
        // closing anyway
      }
      listener = null;
    }
  }

  /**
   * Starts the node again: listens on its address and port. Call on the loop's thread ({@link #submit}).
   *
   * @throws IOException when the port cannot be bound again
   */
  void listenAgain() throws IOException {
    if (listener != null) {
      return;
    }
    ServerSocketChannel reopened = ServerSocketChannel.open();
    try {
      reopened.setOption(StandardSocketOptions.SO_REUSEADDR, true);
      reopened.bind(address);
      reopened.configureBlocking(false);
      reopened.register(selector, SelectionKey.OP_ACCEPT);
    } catch (IOException e) {
      reopened.close();
      throw e;
    }
    listener = reopened;
  }

  /** Runs {@code action} on the loop's thread and waits for it: the error it raised, or null. */
  IOException call(IoAction action) throws InterruptedException {
    CompletableFuture<IOException> done = new CompletableFuture<>();
    submit(() -> {
      try {
        action.run();
        done.complete(null);
      } catch (IOException e) {
        done.complete(e);
      }
    });
    try {
      return done.get(CALL_GUARD_S, TimeUnit.SECONDS);
    } catch (ExecutionException e) {
      return new IOException(e.getCause());
    } catch (TimeoutException e) {
      return new IOException("the node's loop did not answer within " + CALL_GUARD_S + " s (stopped?)");
    }
  }

  /** An action on the loop's thread that may fail with an I/O error. */
  interface IoAction {
    void run() throws IOException;
  }
}
