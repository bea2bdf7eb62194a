/*
 * Copyright (c) 2026 ycsb-ext contributors.
 * Licensed under the Apache License, Version 2.0 (http://www.apache.org/licenses/LICENSE-2.0).
 */
package site.ycsb.db.couchbase3.support;

import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Properties;

/**
 * The validated configuration of the binding, built by {@link #from(Properties)} once per {@code init()} (and by
 * a harness that checks the properties before a run). Property meanings and defaults: {@link Couchbase3Properties}.
 * Combinations that cannot work are refused here too, each with one line naming the property and its valid values.
 *
 * <p>Immutable and thread-safe.
 */
public final class Couchbase3Settings {

  private static final String HOST_CHARS = "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789-.";

  private final List<String> hosts;
  private final String bucket;
  private final String username;
  private final String password;

  private Couchbase3Settings(PropertyReader in, Properties raw) {
    hosts = parseHosts(in.string(Couchbase3Properties.HOST, Couchbase3Properties.HOST_DEFAULT));
    bucket = in.string(Couchbase3Properties.BUCKET, Couchbase3Properties.BUCKET_DEFAULT);
    String user = in.raw(Couchbase3Properties.USERNAME);
    username = user == null ? bucket : user;
    password = in.raw(Couchbase3Properties.PASSWORD);
    if (password == null) {
      throw new InvalidPropertyException(Couchbase3Properties.PASSWORD, "", "the password of "
          + (user == null ? "bucket '" + bucket + "' (" + Couchbase3Properties.USERNAME + " unset)" : "user '" + user
          + "'") + ": SDK 3 refuses an empty one");
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
            + " or IPv4 addresses without ports");
      }
      parsed.add(host);
    }
    return Collections.unmodifiableList(parsed);
  }

  public List<String> getHosts() {
    return hosts;
  }

  /** @return the bucket; the documents' scope and collection in it: {@link #getScope()}, {@link #getCollection()} */
  public String getBucket() {
    return bucket;
  }

  /** @return the RBAC user, or the bucket's name when {@code couchbase.username} is unset */
  public String getUsername() {
    return username;
  }

  /** @return the password, never empty (SDK 3 refuses an empty one); never log it */
  public String password() {
    return password;
  }
}
