/*
 * Copyright (c) 2026 ycsb-ext contributors.
 * Licensed under the Apache License, Version 2.0 (http://www.apache.org/licenses/LICENSE-2.0).
 */
package site.ycsb.ext.fanout.run;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.concurrent.atomic.AtomicInteger;
import org.junit.jupiter.api.Test;

/** {@link StartWaves}: at most the bound of run sessions connecting at once, and the lead the waves add. */
class StartWavesTest {

  @Test
  void aSessionOpensOnlyWhenOneOfTheConnectingOnesHasLaunched() throws Exception {
    StartWaves waves = new StartWaves(2, Duration.ofMinutes(1));
    AtomicBoolean first = new AtomicBoolean();
    AtomicBoolean second = new AtomicBoolean();
    waves.awaitRoom();
    waves.opened(first::get);
    waves.awaitRoom();
    waves.opened(second::get);
    // A real concurrent launch: another thread reports the first session's launcher after a while.
    Thread launcher = new Thread(() -> {
      try {
        TimeUnit.MILLISECONDS.sleep(200);
      } catch (InterruptedException e) {
        Thread.currentThread().interrupt();
      }
      first.set(true);
    });
    launcher.start();
    waves.awaitRoom();
    assertTrue(first.get(), "the third session waited for one of the two connecting to launch");
    launcher.join(TimeUnit.SECONDS.toMillis(30));
  }

  @Test
  void neverMoreThanTheBoundConnectingWhileHostsLaunchConcurrently() throws Exception {
    int bound = 3;
    StartWaves waves = new StartWaves(bound, Duration.ofMinutes(1));
    List<AtomicBoolean> launched = new ArrayList<>();
    AtomicInteger maxConnecting = new AtomicInteger();
    List<Thread> hosts = new ArrayList<>();
    for (int i = 0; i < 20; i++) {
      waves.awaitRoom();
      long connecting = launched.stream().filter(l -> !l.get()).count();
      maxConnecting.accumulateAndGet((int) connecting + 1, Math::max);
      AtomicBoolean mine = new AtomicBoolean();
      long delayMs = 5 + (i * 7) % 30;
      launched.add(mine);
      waves.opened(mine::get);
      // Each host launches on its own thread after a moment of its own: the order varies.
      Thread host = new Thread(() -> {
        try {
          TimeUnit.MILLISECONDS.sleep(delayMs);
        } catch (InterruptedException e) {
          Thread.currentThread().interrupt();
        }
        mine.set(true);
      });
      hosts.add(host);
      host.start();
    }
    for (Thread host : hosts) {
      host.join(TimeUnit.SECONDS.toMillis(30));
    }
    assertTrue(maxConnecting.get() <= bound, maxConnecting + " connecting at once, bound " + bound);
  }

  @Test
  void aSessionThatNeverLaunchesHoldsItsPlaceOnlyUntilItsHangGuard() {
    StartWaves waves = new StartWaves(1, Duration.ZERO);
    waves.opened(() -> false);
    waves.awaitRoom();
    waves.opened(() -> false);
    waves.awaitRoom();
  }

  @Test
  void theStartInstantMovesLaterByTheWavesAfterTheFirst() {
    assertEquals(1, StartWaves.waves(8, 32));
    assertEquals(2, StartWaves.waves(64, 32));
    assertEquals(3, StartWaves.waves(65, 32));
    assertEquals(0, StartWaves.extraLeadMs(32, 32, 4000), "one wave: --start-delay as given");
    assertEquals(2000, StartWaves.extraLeadMs(64, 32, 4000), "two waves of 2 s each: one more");
    assertEquals(3000, StartWaves.extraLeadMs(400, 100, 4000), "four waves of 1 s: three more");
    assertEquals(63_000, StartWaves.extraLeadMs(64, 1, 64_000), "one at a time: 63 more hosts of 1 s");
  }
}
