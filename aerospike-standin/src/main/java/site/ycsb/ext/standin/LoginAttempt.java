/*
 * Copyright (c) 2026 ycsb-ext contributors.
 * Licensed under the Apache License, Version 2.0 (http://www.apache.org/licenses/LICENSE-2.0).
 */
package site.ycsb.ext.standin;

/**
 * One login a client made (security enabled with {@link AerospikeStandinBuilder#user}). Immutable.
 *
 * @param node index of the node that received it
 * @param user the user name sent (null when none)
 * @param resultCode 0 accepted, 60 unknown user, 62 wrong password
 */
public record LoginAttempt(int node, String user, int resultCode) {
}
