/*
 * Copyright (c) 2026 ycsb-ext contributors.
 * Licensed under the Apache License, Version 2.0 (http://www.apache.org/licenses/LICENSE-2.0).
 */
package site.ycsb.ext.standin.couchbase;

import com.couchbase.mock.JsonUtils;
import com.couchbase.mock.deps.org.apache.http.HttpException;
import com.couchbase.mock.deps.org.apache.http.HttpRequest;
import com.couchbase.mock.deps.org.apache.http.HttpResponse;
import com.couchbase.mock.deps.org.apache.http.protocol.HttpContext;
import com.couchbase.mock.deps.org.apache.http.protocol.HttpRequestHandler;
import com.couchbase.mock.deps.org.apache.http.util.EntityUtils;
import com.couchbase.mock.httpio.HandlerUtil;
import java.io.IOException;
import java.util.Map;

/**
 * The mock's {@code /pools} answer with {@code implementationVersion} set to the nodes' version (which ends in
 * {@value StandinNode#VERSION_SUFFIX}) instead of "CouchbaseMock": a real server puts its version there. Wraps the
 * mock's own handler; called from the mock's HTTP worker threads, holds no state of its own.
 */
final class PoolsVersionHandler implements HttpRequestHandler {
  private final HttpRequestHandler pools;
  private final String version;

  PoolsVersionHandler(HttpRequestHandler pools, String version) {
    this.pools = pools;
    this.version = version;
  }

  @Override
  public void handle(HttpRequest request, HttpResponse response, HttpContext context)
      throws HttpException, IOException {
    pools.handle(request, response, context);
    if (response.getEntity() == null) {
      return;
    }
    Map<String, Object> answer = JsonUtils.decodeAsMap(EntityUtils.toString(response.getEntity()));
    answer.put("implementationVersion", version);
    HandlerUtil.makeJsonResponse(response, JsonUtils.encode(answer));
  }
}
