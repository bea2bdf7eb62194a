/*
 * Copyright (c) 2026 ycsb-ext contributors.
 * Licensed under the Apache License, Version 2.0 (http://www.apache.org/licenses/LICENSE-2.0).
 */
package site.ycsb.ext.report.model;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import site.ycsb.ext.contract.Manifest;

class ProvenanceBackoffTest {

  @Test
  void theHowMeasuredBoxSaysHowLongTheClientPausedAfterFailures() throws Exception {
    Path golden = Path.of(ProvenanceBackoffTest.class.getResource("/golden/run-2026-11").toURI());
    Manifest m = Manifest.read(golden.resolve(Manifest.FILE_NAME));
    assertEquals("", Provenance.backoffLine(List.of(m)), "the golden run never failed, so never paused");
    Manifest paused = new Manifest(m.phase(), m.binding(), m.dbClass(), m.clientVersion(), m.host(), m.label(),
        m.startEpochMs(), m.startAtEpochMs(), m.endEpochMs(), m.windowMs(), m.exitCode(), m.outcome(), m.reason(),
        m.operations(), m.throughputOpsPerSec(), m.failures(), m.warnings(), m.properties(), m.summary(), m.files(),
        Map.of("backoff", "1 ms doubling to 100 ms, reset on success"), m.server(), m.settings(), m.clientClasspath(),
        m.events(), 1204, 38_250);
    assertEquals("2,408 pauses, 76.5 s in total over the threads (1 ms doubling to 100 ms, reset on success)",
        Provenance.backoffLine(List.of(paused, paused)));
  }
}
