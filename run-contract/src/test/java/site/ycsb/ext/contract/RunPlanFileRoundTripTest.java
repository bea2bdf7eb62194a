/*
 * Copyright (c) 2026 ycsb-ext contributors.
 * Licensed under the Apache License, Version 2.0 (http://www.apache.org/licenses/LICENSE-2.0).
 */
package site.ycsb.ext.contract;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.OptionalLong;
import java.util.Properties;
import java.util.Random;
import org.junit.jupiter.api.Test;

/**
 * The run plan file as a property over generated plans: whatever the properties hold (the characters a properties
 * file escapes, line breaks, non-ASCII, empty values), the benchmark JVM reads back the plan the launcher wrote.
 */
class RunPlanFileRoundTripTest {
  private static final String ALPHABET = "abcXYZ09 .,:;=!#\\\t\n\r\"'{}[]$%&/-_\u00e9\u00df\u4e2d\ud83d\ude00";

  @Test
  void everyGeneratedPlanComesBackEqual() throws IOException {
    Random random = new Random(20261123);
    for (int i = 0; i < 300; i++) {
      RunPlan plan = generate(random);
      Path file = RunPlanFile.write(plan);
      assertEquals(plan, RunPlanFile.read(file, true), "plan " + i);
    }
  }

  private static RunPlan generate(Random random) {
    Properties props = new Properties();
    for (int n = random.nextInt(30); n > 0; n--) {
      props.setProperty(text(random, 1 + random.nextInt(20)), text(random, random.nextInt(40)));
    }
    boolean shell = random.nextInt(5) == 0;
    Optional<RunSettings> settings = shell ? Optional.empty() : Optional.of(new RunSettings(random.nextBoolean(),
        1 + random.nextInt(Integer.MAX_VALUE), random.nextInt(Integer.MAX_VALUE), Math.abs(random.nextLong()),
        Math.abs(random.nextLong()), Math.abs(random.nextLong()), random.nextInt(Integer.MAX_VALUE),
        random.nextBoolean(), 1 + random.nextInt(Integer.MAX_VALUE), text(random, random.nextInt(10)),
        random.nextDouble(), text(random, 12), text(random, 12), text(random, 12),
        random.nextBoolean() ? Optional.of(text(random, 15)) : Optional.empty(), text(random, 8),
        random.nextBoolean(), random.nextBoolean()));
    return new RunPlan(shell ? Phase.SHELL : random.nextBoolean() ? Phase.LOAD : Phase.RUN, text(random, 1 + random.nextInt(10)),
        random.nextBoolean() ? Optional.of(text(random, 10)) : Optional.empty(), props, list(random), list(random),
        list(random), random.nextBoolean() ? OptionalLong.of(1 + Math.abs(random.nextLong() / 2)) : OptionalLong.empty(),
        random.nextBoolean(), settings);
  }

  private static List<String> list(Random random) {
    List<String> values = new ArrayList<>();
    for (int n = random.nextInt(4); n > 0; n--) {
      values.add(text(random, random.nextInt(12)));
    }
    return values;
  }

  /** Text of {@code length} code points from {@link #ALPHABET}. */
  private static String text(Random random, int length) {
    int[] codePoints = ALPHABET.codePoints().toArray();
    StringBuilder out = new StringBuilder();
    for (int i = 0; i < length; i++) {
      out.appendCodePoint(codePoints[random.nextInt(codePoints.length)]);
    }
    return out.toString();
  }
}
