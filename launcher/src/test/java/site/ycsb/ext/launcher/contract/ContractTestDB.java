/*
 * Copyright (c) 2026 ycsb-ext contributors.
 * Licensed under the Apache License, Version 2.0 (http://www.apache.org/licenses/LICENSE-2.0).
 */
package site.ycsb.ext.launcher.contract;

import java.io.IOException;
import java.net.ConnectException;
import java.net.InetSocketAddress;
import java.net.Socket;
import java.net.SocketTimeoutException;
import java.util.Map;
import java.util.Set;
import java.util.Vector;
import site.ycsb.ByteIterator;
import site.ycsb.DB;
import site.ycsb.DBException;
import site.ycsb.Status;

/**
 * An outside binding as a user brings one through {@code -p db=... -cp ...}: its init opens a connection to
 * {@code contract.host:contract.port} and waits up to {@code contract.connectTimeout} ms for the server's first byte,
 * as a client's bootstrap does; its operations succeed without storing anything. It declares its property names in
 * {@code META-INF/ycsb/<this class>.properties} and reads {@code contract.password} without printing it. Each
 * instance is used by one thread.
 */
public class ContractTestDB extends DB {

  @Override
  public void init() throws DBException {
    String host = getProperties().getProperty("contract.host", "127.0.0.1");
    int port = Integer.parseInt(getProperties().getProperty("contract.port", "1"));
    int timeout = Integer.parseInt(getProperties().getProperty("contract.connectTimeout", "10000"));
    getProperties().getProperty("contract.password");
    try (Socket s = new Socket()) {
      s.connect(new InetSocketAddress(host, port), timeout);
      s.setSoTimeout(timeout);
      if (s.getInputStream().read() < 0) {
        throw new DBException(host + ":" + port + " closed the connection before its greeting");
      }
    } catch (ConnectException e) {
      throw new DBException(host + ":" + port + " refused the connection");
    } catch (SocketTimeoutException e) {
      throw new DBException(host + ":" + port + " sent no answer within " + timeout + " ms (contract.connectTimeout)");
    } catch (IOException e) {
      throw new DBException(host + ":" + port + ": " + e.getMessage());
    }
  }

  @Override
  public Status read(String table, String key, Set<String> fields, Map<String, ByteIterator> result) {
    return Status.OK;
  }

  @Override
  public Status scan(String table, String startkey, int recordcount, Set<String> fields,
      Vector<java.util.HashMap<String, ByteIterator>> result) {
    return Status.OK;
  }

  @Override
  public Status update(String table, String key, Map<String, ByteIterator> values) {
    return Status.OK;
  }

  @Override
  public Status insert(String table, String key, Map<String, ByteIterator> values) {
    return Status.OK;
  }

  @Override
  public Status delete(String table, String key) {
    return Status.OK;
  }
}
