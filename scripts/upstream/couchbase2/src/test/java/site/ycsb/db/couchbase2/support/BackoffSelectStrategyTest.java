/*
 * Upstream YCSB's JUnit 4 test of the couchbase.boost event-loop strategy; scripts/upstream-pr writes it with
 * upstream's licence header (commit 9 of the couchbase2 series). It runs in upstream's build only (this project's
 * tests are JUnit 5): UpstreamPrIT runs it there.
 */
package site.ycsb.db.couchbase2.support;

import static org.junit.Assert.assertEquals;

import com.couchbase.client.deps.io.netty.channel.SelectStrategy;
import com.couchbase.client.deps.io.netty.util.IntSupplier;
import org.junit.Test;

/**
 * The boosted event loop polls without blocking while it is busy and falls back to the blocking wait once idle (the
 * old strategy tested its thresholds in the wrong order and never blocked), and any ready socket or task resets it.
 */
public class BackoffSelectStrategyTest {

  private static final IntSupplier NOTHING_READY = new IntSupplier() {
    @Override
    public int get() {
      return 0;
    }
  };

  @Test
  public void anIdleLoopPollsAgainThenBlocks() throws Exception {
    SelectStrategy strategy = BackoffSelectStrategy.FACTORY.newSelectStrategy();
    for (int poll = 0; poll < BackoffSelectStrategy.IDLE_POLLS; poll++) {
      assertEquals("poll " + poll, SelectStrategy.CONTINUE, strategy.calculateStrategy(NOTHING_READY, false));
    }
    assertEquals(SelectStrategy.SELECT, strategy.calculateStrategy(NOTHING_READY, false));
    assertEquals(SelectStrategy.SELECT, strategy.calculateStrategy(NOTHING_READY, false));
  }

  @Test
  public void aReadySocketOrATaskStartsTheCountAgain() throws Exception {
    SelectStrategy strategy = BackoffSelectStrategy.FACTORY.newSelectStrategy();
    for (int poll = 0; poll < BackoffSelectStrategy.IDLE_POLLS; poll++) {
      strategy.calculateStrategy(NOTHING_READY, false);
    }
    assertEquals(0, strategy.calculateStrategy(NOTHING_READY, true));
    assertEquals(SelectStrategy.CONTINUE, strategy.calculateStrategy(NOTHING_READY, false));
    assertEquals(2, strategy.calculateStrategy(new IntSupplier() {
      @Override
      public int get() {
        return 2;
      }
    }, false));
    assertEquals(SelectStrategy.CONTINUE, strategy.calculateStrategy(NOTHING_READY, false));
  }
}
