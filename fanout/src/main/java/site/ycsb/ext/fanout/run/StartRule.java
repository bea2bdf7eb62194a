/*
 * Copyright (c) 2026 ycsb-ext contributors.
 * Licensed under the Apache License, Version 2.0 (http://www.apache.org/licenses/LICENSE-2.0).
 */
package site.ycsb.ext.fanout.run;

import java.time.Duration;

/**
 * How a fan-out starts its hosts together and what it makes of a run that was not in step. Immutable.
 *
 * @param barrier whether the hosts start at an instant given once every host is ready (the start barrier); false: at
 *     the instant fixed at launch, {@code --start-delay} ahead ({@code --no-start-barrier})
 * @param readyTimeout how long, from the start of the dispatch, the hosts may take to be ready
 *     ({@code --ready-timeout})
 * @param allOrNothing whether a host not ready in time stops the whole run ({@code --all-or-nothing}) rather than
 *     the run going ahead without it
 * @param allowOutOfStep whether a run not in step still exits 0 when all else went well ({@code --allow-out-of-step})
 */
public record StartRule(boolean barrier, Duration readyTimeout, boolean allOrNothing, boolean allowOutOfStep) {
  /** The start barrier, a 120-s ready timeout, the run going ahead without unready hosts, out of step an error. */
  public static final StartRule DEFAULT = new StartRule(true, Duration.ofSeconds(120), false, false);
}
